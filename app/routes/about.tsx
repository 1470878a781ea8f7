// /about: the practice's approach and the physician.
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { NetworkLinks } from "#app/components/sections/network-links.tsx";
import { Container, PageHeader, Section } from "#app/components/sections/section.tsx";
import { clinic, sisterSites, telHref } from "#app/content/clinic.ts";
import { seo } from "#app/lib/seo.ts";

export const meta = () =>
  seo({
    title: "About Our Practice",
    description:
      "Our approach to migraine and headache care in Brooklyn, and the board-certified headache specialist who leads the practice.",
    path: "/about",
  });

export default function AboutPage() {
  return (
    <>
      <PageHeader title="About Our Practice" intro={clinic.description} />
      <Container className="py-14">
        <section aria-labelledby="physician-heading" className="max-w-3xl space-y-3 text-lg">
          <h2 id="physician-heading" className="text-2xl font-bold">
            {clinic.physician.name}
          </h2>
          <p className="text-ink-muted">{clinic.physician.title}</p>
          <ul className="list-disc space-y-1 pl-6">
            {clinic.physician.certifications.map((certification) => (
              <li key={certification}>{certification}</li>
            ))}
          </ul>
        </section>
      </Container>
      <Section heading="Our Network" tone="muted">
        <NetworkLinks sites={sisterSites} />
      </Section>
      <CallToAction
        heading="Meet your headache specialist"
        points={["New patients welcome", "Telehealth available"]}
        phone={{ display: clinic.phone.display, href: telHref }}
      />
    </>
  );
}
