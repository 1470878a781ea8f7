// /treatments: a card for every treatment the practice offers.
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { CardGrid, LinkCard } from "#app/components/sections/link-card.tsx";
import { Container, PageHeader } from "#app/components/sections/section.tsx";
import { clinic, telHref } from "#app/content/clinic.ts";
import { type Treatment, treatments } from "#app/content/treatments.ts";
import { seo } from "#app/lib/seo.ts";
import { treatmentPath } from "#app/lib/site-paths.ts";

export const meta = () =>
  seo({
    title: "Migraine & Headache Treatments",
    description:
      "Botox, CGRP therapy, nerve blocks, infusions, neuromodulation devices and preventive medicines for migraine and headache, offered in Brooklyn.",
    path: "/treatments",
  });

export default function TreatmentsPage() {
  return (
    <>
      <PageHeader
        title="Treatment Options"
        intro="From daily prevention to in-office procedures, we match the treatment to your kind of headache, your health and your goals."
      />
      <Container className="py-14">
        <CardGrid>
          {treatments.map((treatment: Treatment) => (
            <LinkCard
              headingLevel={2}
              key={treatment.slug}
              item={{
                to: treatmentPath(treatment.slug),
                icon: treatment.icon,
                title: treatment.title,
                description: treatment.description,
                featured: treatment.featured,
              }}
            />
          ))}
        </CardGrid>
      </Container>
      <CallToAction
        heading="Find the treatment that fits you"
        points={[clinic.insurance.summary, "Prior authorizations handled for you"]}
        phone={{ display: clinic.phone.display, href: telHref }}
      />
    </>
  );
}
