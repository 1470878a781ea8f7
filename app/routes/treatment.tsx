// /treatments/{slug}: one template renders every treatment of content/treatments/.
// The loader finds the treatment through the page at the URL (its `entry`,
// app/pages/requested-page.ts) at build time, so its text reaches the browser
// as HTML only; a slug no treatment has answers 404.
import { data } from "react-router";
import type { Route } from "./+types/treatment";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { BulletList, KeyFacts, PageLink, Prose } from "#app/components/sections/text-blocks.tsx";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { LinkList } from "#app/components/sections/link-card.tsx";
import {
  FaqAndReview,
  ReviewLine,
  faqAndReviewOutline,
} from "#app/components/sections/medical-review.tsx";
import { MedicationTable } from "#app/components/sections/medication-table.tsx";
import { PageHeader, Section, outlineEntry } from "#app/components/sections/section.tsx";
import { WithSideColumn } from "#app/components/sections/side-column.tsx";
import { type TreatmentText, bySlug } from "#app/content/in-language.ts";
import { moreSectionAnchors } from "#app/pages/english-anchors.ts";
import { conditionCard } from "#app/pages/cards.ts";
import { requestedPage } from "#app/pages/requested-page.ts";
import { pageSeo } from "#app/seo/page-seo.ts";
import { medicalReviewLine, currentMedicalReview } from "#app/reviews/reviews.ts";
import { metaFromLoader } from "#app/seo/loader-meta.ts";
import { format, useInsuranceFacts, useSiteFacts, useWords } from "#app/pages/site-facts.ts";
import { treatmentStructuredData } from "#app/seo/structured-data.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { page, content } = requestedPage(request);
  const { language } = content;
  const treatment: TreatmentText | undefined = bySlug(content.treatments, page.entry);
  if (!treatment) throw data(null, { status: 404 });
  const conditions = treatment.conditionSlugs
    .flatMap((slug) => bySlug(content.conditions, slug) ?? [])
    .map((entry) => conditionCard(entry, language));
  return {
    treatment,
    // Each further section keeps the anchor its English heading gives, in every language.
    sectionIds: moreSectionAnchors("treatments", treatment.slug),
    conditions,
    review: medicalReviewLine(language, page.key),
    callToAction: content.treatmentCallToAction,
    meta: pageSeo(
      page,
      treatmentStructuredData(
        treatment,
        page.path,
        language,
        currentMedicalReview(language, page.key),
      ),
    ),
  };
}

export const meta = metaFromLoader;

export default function TreatmentPage({ loaderData }: Route.ComponentProps) {
  const { treatment, sectionIds, conditions, review, callToAction } = loaderData;
  const words = useWords();
  const plans = useInsuranceFacts();
  // Each section's heading and anchor, in page order, for the "On this page" list.
  const headings = words.treatmentPage;
  const whoFor = outlineEntry(headings.whoFor, "who-it-is-for");
  const howItWorks = outlineEntry(headings.howItWorks, "how-it-works");
  const visit = outlineEntry(headings.visit, "what-a-visit-is-like");
  const schedule = outlineEntry(headings.schedule, "how-often");
  const sideEffects = outlineEntry(headings.sideEffects, "side-effects");
  const insurance = outlineEntry(headings.insurance, "insurance-and-prior-authorization");
  const conditionsHelped = outlineEntry(headings.conditionsHelped, "conditions-it-can-help");
  const moreSections = (treatment.moreSections ?? []).map((section, index) => ({
    ...section,
    ...outlineEntry(section.heading, sectionIds[index]),
  }));
  const outline = [
    whoFor,
    howItWorks,
    visit,
    schedule,
    sideEffects,
    ...moreSections,
    insurance,
    conditionsHelped,
    ...faqAndReviewOutline(words),
  ];
  // Sections take the compact spacing, which is tighter on a phone.
  // Sections after "Side effects" keep alternating backgrounds, however many
  // extra sections a page has.
  const toneAt = (index: number) => (index % 2 === 0 ? "muted" : "plain");
  // Who reviewed the page goes right under its title, before the summary.
  const header = (
    <PageHeader title={treatment.title}>
      <ReviewLine review={review} />
      <p className="mt-4 max-w-3xl text-lg text-ink-muted">{treatment.summary}</p>
    </PageHeader>
  );
  // The key numbers come right after the phone's "On this page" list, so the
  // list stays on the first screen.
  const keyFacts = treatment.keyFacts ? (
    <div className="max-w-3xl">
      <KeyFacts items={treatment.keyFacts} />
    </div>
  ) : undefined;
  return (
    <>
      <WithSideColumn
        header={header}
        lead={keyFacts}
        outline={outline}
        bookingHeading={callToAction.heading}
      >
        <Section size="compact" {...whoFor}>
          <BulletList items={treatment.whoFor} />
        </Section>
        <Section size="compact" {...howItWorks} tone="muted">
          {/* A long section keeps its first paragraph open and folds the rest. */}
          <Prose paragraphs={treatment.howItWorks} fold />
          {treatment.medications ? (
            <div className="mt-10">
              <h3 className="mb-4 text-xl font-semibold">{headings.medicines}</h3>
              <MedicationTable
                caption={format(words.medicationTable.caption, { title: treatment.title })}
                rows={treatment.medications}
              />
            </div>
          ) : null}
        </Section>
        <Section size="compact" {...visit}>
          <Prose paragraphs={treatment.visit} fold />
        </Section>
        <Section size="compact" {...schedule} tone="muted">
          <Prose paragraphs={treatment.schedule} fold />
        </Section>
        <Section size="compact" {...sideEffects}>
          <BulletList items={treatment.sideEffects} />
        </Section>
        {moreSections.map((section, index) => (
          <Section
            size="compact"
            key={section.id}
            id={section.id}
            heading={section.heading}
            tone={toneAt(index)}
          >
            <Prose paragraphs={section.paragraphs} fold>
              {section.points ? <BulletList items={section.points} /> : null}
            </Prose>
          </Section>
        ))}
        <Section size="compact" {...insurance} tone={toneAt(moreSections.length)}>
          <Prose paragraphs={treatment.insurance}>
            {plans ? <PageLink to={plans.plansPath} label={words.plansLink} /> : null}
          </Prose>
        </Section>
        <Section size="compact" {...conditionsHelped} tone={toneAt(moreSections.length + 1)}>
          <LinkList items={conditions} />
        </Section>
        <FaqAndReview
          faqName={`faq-${treatment.slug}`}
          faqs={treatment.faqs}
          sources={treatment.sources}
        />
      </WithSideColumn>
      <CallToAction {...callToAction} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { words, mainNav } = useSiteFacts();
  return (
    <GeneralErrorBoundary error={error} notFoundWords={words.notFound} homePath={mainNav[0]?.to} />
  );
}
