// The home page (spec §1): every section in the spec's order, and the
// practice's structured data.
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { CareSteps } from "#app/components/sections/care-steps.tsx";
import { EmergencyWarning } from "#app/components/sections/emergency-warning.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { JsonLd } from "#app/components/sections/json-ld.tsx";
import { CardGrid, LinkCard } from "#app/components/sections/link-card.tsx";
import { NetworkLinks } from "#app/components/sections/network-links.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { clinic, sisterSites, telHref } from "#app/content/clinic.ts";
import { conditions } from "#app/content/conditions.ts";
import {
  careSteps,
  closingCallToAction,
  emergencySigns,
  hero,
  homeTreatmentSlugs,
} from "#app/content/home.ts";
import { findTreatment } from "#app/content/treatments.ts";
import { seo } from "#app/lib/seo.ts";
import { conditionPath, treatmentPath } from "#app/lib/site-paths.ts";
import { clinicStructuredData } from "#app/lib/structured-data.ts";

export const meta = () =>
  seo({
    title: "Migraine & Headache Specialist in Brooklyn, NY",
    description:
      "Board-certified headache specialist in Brooklyn treating migraine, chronic migraine, cluster and post-traumatic headache with Botox, CGRP therapy and nerve blocks.",
    path: "/",
  });

const homeTreatments = homeTreatmentSlugs.flatMap((slug) => findTreatment(slug) ?? []);

export default function Home() {
  const phone = { display: clinic.phone.display, href: telHref };
  return (
    <>
      <JsonLd data={clinicStructuredData()} />
      <Hero {...hero} phone={phone} insuranceNote={clinic.insurance.summary} />

      <Section
        heading="Conditions We Treat"
        intro="Every kind of headache is different. We diagnose the type you have before we treat it."
        tone="muted"
      >
        <CardGrid>
          {conditions.map((condition) => (
            <LinkCard
              key={condition.slug}
              item={{
                to: conditionPath(condition.slug),
                icon: condition.icon,
                title: condition.title,
                description: condition.shortDesc,
              }}
            />
          ))}
        </CardGrid>
      </Section>

      <Section
        heading="Advanced Treatment Options"
        intro="When the usual medicines have not been enough, newer treatments can help."
      >
        <CardGrid columns={4}>
          {homeTreatments.map((treatment) => (
            <LinkCard
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
      </Section>

      <Section
        heading="Our Approach to Your Care"
        intro="Four steps, from your first visit to long-term follow-up."
        tone="muted"
      >
        <CareSteps steps={careSteps} />
      </Section>

      <EmergencyWarning heading="When to Seek Emergency Care" signs={emergencySigns} />

      <CallToAction {...closingCallToAction} phone={phone} />

      <Section heading="Our Network">
        <NetworkLinks sites={sisterSites} />
      </Section>
    </>
  );
}
