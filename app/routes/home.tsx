// The home page (spec §1): every section in the spec's order, and the
// practice's structured data. The loader runs at build time, so only the
// cards' text of conditions and treatments reaches the browser.
import type { Route } from "./+types/home";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { CareSteps } from "#app/components/sections/care-steps.tsx";
import { EmergencyWarning } from "#app/components/sections/emergency-warning.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { PhysicianCard } from "#app/components/sections/physician-card.tsx";
import { LinkList } from "#app/components/sections/link-card.tsx";
import { NetworkLinks } from "#app/components/sections/network-links.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { warningSignsAnchor } from "#app/content-loader/site-map.ts";
import { bySlug } from "#app/content-loader/in-language.ts";
import { checkableProof } from "#app/content-loader/practice.ts";
import { photoSources } from "#app/design/photo-sources.ts";
import { conditionCard, treatmentCard } from "#app/page-list/cards.ts";
import { requestedPage } from "#app/page-list/requested-page.ts";
import { metaFromLoader, pageSeo } from "#app/seo/page-seo.ts";
import { useSiteFacts } from "#app/page-list/site-facts.ts";
import { homeStructuredData } from "#app/seo/structured-data.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { page, content } = requestedPage(request);
  const { language, practice } = content;
  const conditionCards = content.conditions.map((entry) => conditionCard(entry, language));
  const treatmentCards = content.treatments.map((entry) => treatmentCard(entry, language));
  return {
    conditionCards,
    // The treatments the home page lists, those flagged featured first.
    homeTreatmentCards: content.homeTreatmentSlugs
      .flatMap((slug) => bySlug(content.treatments, slug) ?? [])
      .map((entry) => treatmentCard(entry, language))
      .toSorted((a, b) => Number(Boolean(b.featured)) - Number(Boolean(a.featured))),
    hero: content.hero,
    featuredLabel: content.featuredLabel,
    physician: {
      ...content.physicianCard,
      name: practice.physician.name,
      title: practice.physician.title,
      proof: checkableProof(practice.physician),
      portrait: { photo: photoSources("portrait"), alt: content.physicianPortrait.alt },
    },
    careSteps: content.careSteps,
    warningSigns: content.warningSigns,
    closingCallToAction: content.closingCallToAction,
    meta: pageSeo(page, homeStructuredData(treatmentCards, conditionCards, language)),
  };
}

export const meta = metaFromLoader;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, featuredLabel, physician, careSteps, warningSigns, closingCallToAction } =
    loaderData;
  const { sisterSites, words } = useSiteFacts();
  const home = words.homePage;
  return (
    <>
      <Hero
        {...hero}
        urgentLink={`#${warningSignsAnchor}`}
        visual={<PhysicianCard {...physician} />}
      />

      <Section heading={home.conditions} intro={home.conditionsIntro} tone="muted" size="compact">
        <LinkList items={loaderData.conditionCards} />
      </Section>

      <Section heading={home.treatments} intro={home.treatmentsIntro} size="compact">
        <LinkList items={loaderData.homeTreatmentCards} featuredLabel={featuredLabel} />
      </Section>

      <Section heading={home.approach} intro={home.approachIntro} tone="muted" size="compact">
        <CareSteps steps={careSteps} />
      </Section>

      <EmergencyWarning
        id={warningSignsAnchor}
        heading={home.warningSigns}
        {...warningSigns}
        compact
      />

      <CallToAction {...closingCallToAction} />

      {/* The spec's partner strip: other practices and services, by name only. */}
      <Section heading={home.network} size="brief">
        <NetworkLinks sites={sisterSites} brief />
      </Section>
    </>
  );
}
