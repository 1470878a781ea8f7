// /treatments/{slug}: one template renders every treatment of content/treatments/.
// The loader finds the treatment through the page at the URL (its `entry`,
// app/page-list/requested-page.ts) at build time, so its text reaches the browser
// as HTML only; a slug no treatment has answers 404.
import { TriangleAlert } from "lucide";
import type { Route } from "./+types/treatment";
import { DetailPage } from "#app/components/sections/detail-page.tsx";
import { withCallLinks } from "#app/components/sections/emergency-warning.tsx";
import { LinkList } from "#app/components/sections/link-card.tsx";
import { MedicationTable } from "#app/components/sections/medication-table.tsx";
import { outlineEntry } from "#app/components/sections/section.tsx";
import { BulletList, KeyFacts, PageLink, Prose } from "#app/components/sections/text-blocks.tsx";
import { sentenceGap } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { bySlug } from "#app/content-loader/in-language.ts";
import { warningSignsAnchor } from "#app/content-loader/site-map.ts";
import { conditionCard } from "#app/page-list/cards.ts";
import { requestedEntry } from "#app/page-list/requested-page.ts";
import { format, useSiteFacts, useWords } from "#app/page-list/site-facts.ts";
import { metaFromLoader } from "#app/seo/loader-meta.ts";
import { pageSeo } from "#app/seo/page-seo.ts";
import { treatmentStructuredData } from "#app/seo/structured-data.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { page, content, review, detail } = requestedEntry(request, "treatments");
  const { entry: treatment } = detail;
  const { language } = content;
  return {
    detail,
    conditions: treatment.conditionSlugs
      .flatMap((slug) => bySlug(content.conditions, slug) ?? [])
      .map((entry) => conditionCard(entry, language)),
    // A page that says when to call 911 instead shows every warning sign too.
    warnings: treatment.emergency ? { id: warningSignsAnchor, ...content.warningSigns } : undefined,
    meta: pageSeo(page, treatmentStructuredData(treatment, page.path, language, review)),
  };
}

export const meta = metaFromLoader;

export default function TreatmentPage({ loaderData }: Route.ComponentProps) {
  const { detail, conditions, warnings } = loaderData;
  const treatment = detail.entry;
  const words = useWords();
  const { insurance } = useSiteFacts();
  const headings = words.treatmentPage;
  return (
    <DetailPage
      {...detail}
      // Who reviewed the page goes right under its title, before the summary.
      underTitle={
        <>
          <p className="mt-4 max-w-3xl text-lg text-ink-muted">{treatment.summary}</p>
          {/* A page that offers care in an attack says, in view, when to call 911 instead. */}
          {treatment.emergency ? (
            <p className="mt-4 flex max-w-3xl gap-2 rounded-lg border-2 border-danger bg-danger-soft px-3 py-2 font-semibold">
              <Icon node={TriangleAlert} className="mt-0.5 size-5 shrink-0 text-danger" />
              <span>
                {withCallLinks(treatment.emergency)}
                {sentenceGap(treatment.emergency)}
                <a
                  href={`#${warningSignsAnchor}`}
                  className="text-danger underline underline-offset-4"
                >
                  {words.conditionPage.allSigns}
                </a>
              </span>
            </p>
          ) : null}
        </>
      }
      // The key numbers come right after the phone's "On this page" list, so
      // the list stays on the first screen.
      lead={
        treatment.keyFacts ? (
          <div className="max-w-3xl">
            <KeyFacts items={treatment.keyFacts} />
          </div>
        ) : undefined
      }
      sections={[
        {
          ...outlineEntry(headings.whoFor, "who-it-is-for"),
          body: <BulletList items={treatment.whoFor} />,
        },
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
        {
          ...outlineEntry(headings.schedule, "how-often"),
          body: <Prose paragraphs={treatment.schedule} />,
        },
        {
          ...outlineEntry(headings.sideEffects, "side-effects"),
          body: <BulletList items={treatment.sideEffects} />,
        },
      ]}
      later={[
        {
          ...outlineEntry(headings.insurance, "insurance-and-prior-authorization"),
          body: (
            <Prose paragraphs={treatment.insurance}>
              <PageLink to={insurance.plansPath} label={words.plansLink} />
            </Prose>
          ),
        },
        {
          ...outlineEntry(headings.conditionsHelped, "conditions-it-can-help"),
          body: <LinkList items={conditions} />,
        },
      ]}
      warnings={warnings}
    />
  );
}
