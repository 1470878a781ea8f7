// /conditions/{slug}: one template renders every condition of content/conditions/.
// The loader finds the condition through the page at the URL (its `entry`,
// app/pages/requested-page.ts) at build time, so its text reaches the browser
// as HTML only; a slug no condition has answers 404.
import { data } from "react-router";
import type { Route } from "./+types/condition";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { AtAGlance } from "#app/components/sections/at-a-glance.tsx";
import { BulletList, Fold, Prose } from "#app/components/sections/text-blocks.tsx";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { EmergencyWarning } from "#app/components/sections/emergency-warning.tsx";
import { LinkList } from "#app/components/sections/link-card.tsx";
import {
  FaqAndReview,
  ReviewLine,
  faqAndReviewOutline,
} from "#app/components/sections/medical-review.tsx";
import { PageHeader, Section, outlineEntry } from "#app/components/sections/section.tsx";
import { WithSideColumn } from "#app/components/sections/side-column.tsx";
import { type ConditionText, bySlug, conditionWarnings } from "#app/content/in-language.ts";
import { moreSectionAnchors } from "#app/pages/english-anchors.ts";
import { treatmentCard } from "#app/pages/cards.ts";
import { requestedPage } from "#app/pages/requested-page.ts";
import { pageSeo } from "#app/seo/page-seo.ts";
import { warningSignsAnchor } from "#app/content/site-map.ts";
import { medicalReviewLine, currentMedicalReview } from "#app/reviews/reviews.ts";
import { metaFromLoader } from "#app/seo/loader-meta.ts";
import { useSiteFacts, useWords } from "#app/pages/site-facts.ts";
import { conditionStructuredData } from "#app/seo/structured-data.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { page, content } = requestedPage(request);
  const { language } = content;
  const condition: ConditionText | undefined = bySlug(content.conditions, page.entry);
  if (!condition) throw data(null, { status: 404 });
  const treatments = condition.treatment.treatmentSlugs
    .flatMap((slug) => bySlug(content.treatments, slug) ?? [])
    .map((entry) => treatmentCard(entry, language));
  return {
    condition,
    // Each further section keeps the anchor its English heading gives, in every language.
    sectionIds: moreSectionAnchors("conditions", condition.slug),
    treatments,
    warnings: conditionWarnings(condition, content.warningSigns),
    review: medicalReviewLine(language, page.key),
    callToAction: content.conditionCallToAction,
    meta: pageSeo(
      page,
      conditionStructuredData(
        condition,
        page.path,
        treatments,
        language,
        currentMedicalReview(language, page.key),
      ),
    ),
  };
}

export const meta = metaFromLoader;

export default function ConditionPage({ loaderData }: Route.ComponentProps) {
  const { condition, sectionIds, treatments, warnings, review, callToAction } = loaderData;
  const words = useWords();
  // Each section's heading and anchor, in page order, for the "On this page" list.
  const headings = words.conditionPage;
  const glance = outlineEntry(headings.atAGlance, "at-a-glance");
  const overview = outlineEntry(headings.overview, "what-it-is");
  const symptoms = outlineEntry(headings.symptoms, "symptoms");
  const diagnosis = outlineEntry(headings.diagnosis, "how-it-is-diagnosed");
  const treatment = outlineEntry(headings.treatment, "how-we-treat-it");
  const warningSigns = outlineEntry(headings.warningSigns, warningSignsAnchor);
  const moreSections = (condition.moreSections ?? []).map((section, index) => ({
    ...section,
    ...outlineEntry(section.heading, sectionIds[index]),
  }));
  const outline = [
    glance,
    overview,
    symptoms,
    diagnosis,
    treatment,
    ...moreSections,
    warningSigns,
    ...faqAndReviewOutline(words),
  ];
  // The title and who reviewed the page; then, after the phone's "On this
  // page" list, the box that answers what it is (the summary), how we treat it
  // and when to call 911, on a phone's first two screens.
  const header = (
    <PageHeader title={condition.title}>
      <ReviewLine review={review} />
    </PageHeader>
  );
  const glanceBox = (
    <AtAGlance
      {...glance}
      what={condition.summary}
      treatment={condition.atAGlance.treatment}
      emergency={condition.atAGlance.emergency}
      warningSignsId={warningSigns.id}
      treatmentId={treatment.id}
    />
  );
  // On a phone only explanation folds, under a label that says what it holds:
  // the overview after its first paragraph, and the diagnostic criteria. The
  // treatment plan, the further sections (who should not take a medicine),
  // and the warning signs stay in view (app/content/safety.ts). Sections take
  // the compact spacing, which is tighter on a phone.
  return (
    <>
      <WithSideColumn
        header={header}
        lead={glanceBox}
        outline={outline}
        bookingHeading={callToAction.heading}
      >
        <Section size="compact" {...overview}>
          <Prose paragraphs={condition.overview} fold={words.fold.background} />
        </Section>
        <Section size="compact" {...symptoms} tone="muted">
          <BulletList items={condition.symptoms} />
        </Section>
        <Section size="compact" {...diagnosis} intro={condition.diagnosis.intro}>
          <Fold label={words.fold.criteria}>
            <BulletList items={condition.diagnosis.criteria} />
            {condition.diagnosis.note ? (
              <p className="max-w-3xl text-ink-muted">{condition.diagnosis.note}</p>
            ) : null}
          </Fold>
        </Section>
        <Section size="compact" {...treatment} intro={condition.treatment.intro} tone="muted">
          <BulletList items={condition.treatment.points} />
          <div className="mt-8">
            <LinkList items={treatments} />
          </div>
        </Section>
        {moreSections.map((section, index) => (
          <Section
            size="compact"
            key={section.id}
            id={section.id}
            heading={section.heading}
            tone={index % 2 === 1 ? "muted" : "plain"}
          >
            <Prose paragraphs={section.paragraphs}>
              {section.points ? <BulletList items={section.points} /> : null}
            </Prose>
          </Section>
        ))}
        <EmergencyWarning {...warningSigns} {...warnings} />
        <FaqAndReview
          faqName={`faq-${condition.slug}`}
          faqs={condition.faqs}
          sources={condition.sources}
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
