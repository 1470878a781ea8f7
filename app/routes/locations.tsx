// /locations: the Brooklyn office, the partner network and telehealth.
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { ContactCard } from "#app/components/sections/contact-card.tsx";
import { NetworkLinks } from "#app/components/sections/network-links.tsx";
import { Container, PageHeader, Section } from "#app/components/sections/section.tsx";
import { clinic, formattedAddress, mailtoHref, telHref } from "#app/content/clinic.ts";
import { seo } from "#app/lib/seo.ts";

export const meta = () =>
  seo({
    title: "Office Location & Hours",
    description:
      "Our Brooklyn office at 2279 Coney Island Ave, its hours, our Manhattan partner office and telehealth visits for established patients.",
    path: "/locations",
  });

export default function LocationsPage() {
  const phone = { display: clinic.phone.display, href: telHref };
  return (
    <>
      <PageHeader
        title="Locations"
        intro="See us at our Brooklyn office, at our partner office in Manhattan, or by telehealth once you are an established patient."
      />
      <Container className="py-14">
        <ContactCard
          heading="Brooklyn Office"
          facts={{
            phone,
            email: { display: clinic.email, href: mailtoHref },
            address: formattedAddress,
            hours: clinic.hours,
          }}
        />
      </Container>
      <Section heading="Partner Network" tone="muted">
        <NetworkLinks sites={clinic.partners} />
      </Section>
      <CallToAction
        heading="Plan your visit"
        points={["New patients welcome", "Telehealth available"]}
        phone={phone}
      />
    </>
  );
}
