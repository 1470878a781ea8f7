// The home page (spec §1): every section in the spec's order, and the
// practice's structured data. The loader runs at build time, so only the
// cards' text of conditions and treatments reaches the browser.
import type { Route } from "./+types/home";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { CareSteps } from "#app/components/sections/care-steps.tsx";
import { EmergencyWarning } from "#app/components/sections/emergency-warning.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { PhysicianCard } from "#app/components/sections/physician-card.tsx";
import { CardGrid, LinkCard } from "#app/components/sections/link-card.tsx";
import { NetworkLinks } from "#app/components/sections/network-links.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { clinic } from "#app/content/clinic.ts";
import { conditions } from "#app/content/conditions.ts";
import {
  careSteps,
  closingCallToAction,
  hero,
  homeTreatmentSlugs,
  physicianCard,
  physicianPortrait,
  warningSigns,
} from "#app/content/home.ts";
import { findTreatment, treatments } from "#app/content/treatments.ts";
import { conditionCard, treatmentCard } from "#app/lib/cards.ts";
import { seo } from "#app/lib/seo.ts";
import { sitePage } from "#app/lib/site-pages.ts";
import { metaFromLoader } from "#app/lib/loader-meta.ts";
import { useSiteFacts } from "#app/lib/site-facts.ts";
import { homeStructuredData } from "#app/lib/structured-data.ts";

export function loader() {
  const conditionCards = conditions.map(conditionCard);
  const treatmentCards = treatments.map(treatmentCard);
  return {
    conditionCards,
    featuredCards: homeTreatmentSlugs.flatMap((slug) => {
      const treatment = findTreatment(slug);
      return treatment ? [treatmentCard(treatment)] : [];
    }),
    hero,
    insuranceNote: clinic.insurance.summary,
    physician: {
      ...physicianCard,
      name: clinic.physician.name,
      title: clinic.physician.title,
      certifications: clinic.physician.certifications,
      portrait: physicianPortrait,
    },
    careSteps,
    warningSigns,
    closingCallToAction,
    meta: seo(sitePage("home"), homeStructuredData(treatmentCards, conditionCards)),
  };
}

export const meta = metaFromLoader;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, insuranceNote, physician, careSteps, warningSigns, closingCallToAction } =
    loaderData;
  const { sisterSites, words } = useSiteFacts();
  return (
    <>
      <Hero {...hero} insuranceNote={insuranceNote} visual={<PhysicianCard {...physician} />} />

      <Section
        heading={words.homePage.conditions}
        intro="Every kind of headache is different. We diagnose the type you have before we treat it."
        tone="muted"
      >
        <CardGrid>
          {loaderData.conditionCards.map((card) => (
            <LinkCard key={card.to} item={card} />
          ))}
        </CardGrid>
      </Section>

      <Section
        heading={words.homePage.treatments}
        intro="When the usual medicines have not been enough, newer treatments can help."
      >
        <CardGrid columns={4}>
          {loaderData.featuredCards.map((card) => (
            <LinkCard key={card.to} item={card} />
          ))}
        </CardGrid>
      </Section>

      <Section
        heading={words.homePage.approach}
        intro="Four steps, from your first visit to long-term follow-up."
        tone="muted"
      >
        <CareSteps steps={careSteps} />
      </Section>

      <EmergencyWarning
        heading={words.homePage.warningSigns}
        emergency={warningSigns.emergency}
        sameDay={warningSigns.sameDay}
        crisis={warningSigns.crisis}
      />

      <CallToAction {...closingCallToAction} />

      <Section heading={words.homePage.network}>
        <NetworkLinks sites={sisterSites} />
      </Section>
    </>
  );
}
