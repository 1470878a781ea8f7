// /conditions/{slug} and /treatments/{slug}: one template renders every
// condition of content/conditions/ and every treatment of content/treatments/
// in the layout of a medical page (app/components/sections/detail-page.tsx).
// The loader finds the entry through the page at the URL (its `entry`,
// app/page-list/requested-page.ts) at build time, so its text reaches the
// browser as HTML only; a slug no entry has answers 404.
import { TriangleAlert } from "lucide";
import type { Route } from "./+types/detail";
import { AtAGlance } from "#app/components/sections/at-a-glance.tsx";
import { DetailPage } from "#app/components/sections/detail-page.tsx";
import { withCallLinks } from "#app/components/sections/emergency-warning.tsx";
import { LinkList } from "#app/components/sections/link-card.tsx";
import { MedicationTable } from "#app/components/sections/medication-table.tsx";
import { outlineEntry } from "#app/components/sections/section.tsx";
import {
  BulletList,
  Fold,
  KeyFacts,
  PageLink,
  Prose,
} from "#app/components/sections/text-blocks.tsx";
import { sentenceGap } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { bySlug, conditionWarnings } from "#app/content-loader/in-language.ts";
import { warningSignsAnchor } from "#app/content-loader/site-map.ts";
import { conditionCard, treatmentCard } from "#app/page-list/cards.ts";
import { requestedEntry } from "#app/page-list/requested-page.ts";
import { type SiteFacts, format, useSiteFacts } from "#app/page-list/site-facts.ts";
import { metaFromLoader } from "#app/seo/loader-meta.ts";
import { pageSeo } from "#app/seo/page-seo.ts";
import { conditionStructuredData, treatmentStructuredData } from "#app/seo/structured-data.ts";

export function loader({ request }: Route.LoaderArgs) {
  // The address names the list, under any language's prefix: /conditions/… or /treatments/….
  if (!new URL(request.url).pathname.includes("/treatments/")) {
    const { page, content, review, detail } = requestedEntry(request, "conditions");
    const treatments = detail.entry.treatment.treatmentSlugs
      .flatMap((slug) => bySlug(content.treatments, slug) ?? [])
      .map((entry) => treatmentCard(entry, content.language));
    const signs = conditionWarnings(detail.entry, content.warningSigns);
    return {
      kind: "condition" as const,
      detail,
      treatments,
      warnings: { id: warningSignsAnchor, ...signs },
      meta: pageSeo(
        page,
        conditionStructuredData(detail.entry, page.path, treatments, content.language, review),
      ),
    };
  }
  const { page, content, review, detail } = requestedEntry(request, "treatments");
  const treatment = detail.entry;
  return {
    kind: "treatment" as const,
    detail,
    conditions: treatment.conditionSlugs
      .flatMap((slug) => bySlug(content.conditions, slug) ?? [])
      .map((entry) => conditionCard(entry, content.language)),
    // A page that says when to call 911 instead shows every warning sign too.
    warnings: treatment.emergency ? { id: warningSignsAnchor, ...content.warningSigns } : undefined,
    meta: pageSeo(page, treatmentStructuredData(treatment, page.path, content.language, review)),
  };
}

export const meta = metaFromLoader;

type Data<Kind> = Extract<Route.ComponentProps["loaderData"], { kind: Kind }>;

export default function DetailRoute({ loaderData }: Route.ComponentProps) {
  const facts = useSiteFacts();
  return (
    <DetailPage
      {...loaderData.detail}
      {...(loaderData.kind === "condition"
        ? conditionParts(loaderData, facts)
        : treatmentParts(loaderData, facts))}
      warnings={loaderData.warnings}
    />
  );
}

/**
 * A condition's page. After the title, who reviewed the page and the phone's
 * "On this page" list: the box that answers what it is (the summary), how we
 * treat it and when to call 911, on a phone's first two screens. On a phone
 * only explanation folds, under a label that says what it holds: the overview
 * after its first paragraph, and the diagnostic criteria. The treatment plan,
 * the further sections (who should not take a medicine), and the warning
 * signs stay in view (app/content-loader/safety.ts).
 */
function conditionParts({ detail, treatments, warnings }: Data<"condition">, { words }: SiteFacts) {
  const condition = detail.entry;
  const headings = words.conditionPage;
  const glance = outlineEntry(headings.atAGlance, "at-a-glance");
  const treatment = outlineEntry(headings.treatment, "how-we-treat-it");
  return {
    leadEntry: glance,
    lead: (
      <AtAGlance
        {...glance}
        rows={[
          { term: headings.overview, detail: condition.summary },
          {
            term: headings.treatment,
            detail: condition.atAGlance.treatment,
            sectionId: treatment.id,
          },
        ]}
        emergency={{ text: condition.atAGlance.emergency, warningSignsId: warnings.id }}
      />
    ),
    sections: [
      {
        ...outlineEntry(headings.overview, "what-it-is"),
        body: <Prose paragraphs={condition.overview} fold={words.fold.background} />,
      },
      {
        ...outlineEntry(headings.symptoms, "symptoms"),
        body: <BulletList items={condition.symptoms} />,
      },
      {
        ...outlineEntry(headings.diagnosis, "how-it-is-diagnosed"),
        intro: condition.diagnosis.intro,
        body: (
          <Fold label={words.fold.criteria}>
            <BulletList items={condition.diagnosis.criteria} />
            {condition.diagnosis.note ? (
              <p className="max-w-3xl text-ink-muted">{condition.diagnosis.note}</p>
            ) : null}
          </Fold>
        ),
      },
      {
        ...treatment,
        intro: condition.treatment.intro,
        body: (
          <>
            <BulletList items={condition.treatment.points} />
            <div className="mt-8">
              <LinkList items={treatments} />
            </div>
          </>
        ),
      },
    ],
  };
}

/**
 * A treatment's page. After the title, who reviewed the page (and, on a page
 * that offers care in an attack, when to call 911 instead) and the phone's
 * "On this page" list: the box that answers what it is, who it is for, how
 * often, and what to tell us first, then its key numbers.
 */
function treatmentParts({ detail, conditions }: Data<"treatment">, facts: SiteFacts) {
  const treatment = detail.entry;
  const { words } = facts;
  const headings = words.treatmentPage;
  const glance = outlineEntry(words.conditionPage.atAGlance, "at-a-glance");
  const whoFor = outlineEntry(headings.whoFor, "who-it-is-for");
  const schedule = outlineEntry(headings.schedule, "how-often");
  return {
    underTitle: treatment.emergency ? (
      // A page that offers care in an attack says, in view, when to call 911 instead.
      <p className="mt-4 flex max-w-3xl gap-2 rounded-lg border-2 border-danger bg-danger-soft px-3 py-2 font-semibold">
        <Icon node={TriangleAlert} className="mt-0.5 size-5 shrink-0 text-danger" />
        <span>
          {withCallLinks(treatment.emergency)}
          {sentenceGap(treatment.emergency)}
          <a href={`#${warningSignsAnchor}`} className="text-danger underline underline-offset-4">
            {words.conditionPage.allSigns}
          </a>
        </span>
      </p>
    ) : undefined,
    leadEntry: glance,
    lead: (
      <div className="max-w-3xl space-y-8">
        <AtAGlance
          {...glance}
          rows={[
            { term: words.conditionPage.overview, detail: treatment.summary },
            { term: whoFor.heading, detail: treatment.atAGlance.whoFor, sectionId: whoFor.id },
            {
              term: schedule.heading,
              detail: treatment.atAGlance.howOften,
              sectionId: schedule.id,
            },
            { term: headings.tellUsFirst, detail: treatment.atAGlance.tellUsFirst, caution: true },
          ]}
        />
        {treatment.keyFacts ? <KeyFacts items={treatment.keyFacts} /> : null}
      </div>
    ),
    sections: [
      { ...whoFor, body: <BulletList items={treatment.whoFor} /> },
      {
        ...outlineEntry(headings.howItWorks, "how-it-works"),
        body: (
          <>
            {/* On a phone, how it works keeps its first paragraph open and folds the
                rest; who may not have it (the visit) and everything after stays in
                view (app/content-loader/safety.ts). */}
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
          </>
        ),
      },
      {
        ...outlineEntry(headings.visit, "what-a-visit-is-like"),
        body: <Prose paragraphs={treatment.visit} />,
      },
      { ...schedule, body: <Prose paragraphs={treatment.schedule} /> },
      {
        ...outlineEntry(headings.sideEffects, "side-effects"),
        body: <BulletList items={treatment.sideEffects} />,
      },
    ],
    later: [
      {
        ...outlineEntry(headings.insurance, "insurance-and-prior-authorization"),
        body: (
          <Prose paragraphs={treatment.insurance}>
            <PageLink to={facts.insurance.plansPath} label={words.plansLink} />
          </Prose>
        ),
      },
      {
        ...outlineEntry(headings.conditionsHelped, "conditions-it-can-help"),
        body: <LinkList items={conditions} />,
      },
    ],
  };
}
