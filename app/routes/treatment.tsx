// /treatments/{slug}: one template renders every treatment of content/treatments/.
// The loader finds the treatment through the page at the URL (its `entry`,
// app/pages/requested-page.ts) at build time, so its text reaches the browser
// as HTML only; a slug no treatment has answers 404.
import { TriangleAlert } from "lucide";
import { data } from "react-router";
import type { Route } from "./+types/treatment";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { BulletList, KeyFacts, PageLink, Prose } from "#app/components/sections/text-blocks.tsx";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { EmergencyWarning, withCallLinks } from "#app/components/sections/emergency-warning.tsx";
import { sentenceGap } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
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
import { warningSignsAnchor } from "#app/content/site-map.ts";
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
    // A page that says when to call 911 instead shows every warning sign too.
    warningSigns: treatment.emergency ? content.warningSigns : undefined,
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
  const { treatment, sectionIds, conditions, warningSigns, review, callToAction } = loaderData;
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
  const warningSignsEntry = outlineEntry(words.conditionPage.warningSigns, warningSignsAnchor);
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
    ...(warningSigns ? [warningSignsEntry] : []),
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
      {/* A page that offers care in an attack says, in view, when to call 911 instead. */}
      {treatment.emergency ? (
        <p className="mt-4 flex max-w-3xl gap-2 rounded-lg border-2 border-danger bg-danger-soft px-3 py-2 font-semibold">
          <Icon node={TriangleAlert} className="mt-0.5 size-5 shrink-0 text-danger" />
          <span>
            {withCallLinks(treatment.emergency)}
            {sentenceGap(treatment.emergency)}
            <a
              href={`#${warningSignsEntry.id}`}
              className="text-danger underline underline-offset-4"
            >
              {words.conditionPage.allSigns}
            </a>
          </span>
        </p>
      ) : null}
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
          {/* On a phone, how it works keeps its first paragraph open and folds the
              rest; who may not have it (the visit) and everything after stays in
              view (app/content/safety.ts). */}
          <Prose paragraphs={treatment.howItWorks} fold={words.fold.mechanism} />
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
          <Prose paragraphs={treatment.visit} />
        </Section>
        <Section size="compact" {...schedule} tone="muted">
          <Prose paragraphs={treatment.schedule} />
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
            <Prose paragraphs={section.paragraphs}>
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
        {warningSigns ? <EmergencyWarning {...warningSignsEntry} {...warningSigns} /> : null}
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
