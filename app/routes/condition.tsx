// /conditions/{slug}: one template renders every condition of content/conditions/.
// The loader finds the condition through the page at the URL (its `entry`,
// app/page-list/requested-page.ts) at build time, so its text reaches the browser
// as HTML only; a slug no condition has answers 404.
import type { Route } from "./+types/condition";
import { AtAGlance } from "#app/components/sections/at-a-glance.tsx";
import { DetailPage } from "#app/components/sections/detail-page.tsx";
import { LinkList } from "#app/components/sections/link-card.tsx";
import { outlineEntry } from "#app/components/sections/section.tsx";
import { BulletList, Fold, Prose } from "#app/components/sections/text-blocks.tsx";
import { bySlug, conditionWarnings } from "#app/content-loader/in-language.ts";
import { warningSignsAnchor } from "#app/content-loader/site-map.ts";
import { treatmentCard } from "#app/page-list/cards.ts";
import { requestedEntry } from "#app/page-list/requested-page.ts";
import { useWords } from "#app/page-list/site-facts.ts";
import { metaFromLoader } from "#app/seo/loader-meta.ts";
import { pageSeo } from "#app/seo/page-seo.ts";
import { conditionStructuredData } from "#app/seo/structured-data.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { page, content, review, detail } = requestedEntry(request, "conditions");
  const { entry: condition } = detail;
  const { language } = content;
  const treatments = condition.treatment.treatmentSlugs
    .flatMap((slug) => bySlug(content.treatments, slug) ?? [])
    .map((entry) => treatmentCard(entry, language));
  return {
    detail,
    treatments,
    warnings: { id: warningSignsAnchor, ...conditionWarnings(condition, content.warningSigns) },
    meta: pageSeo(
      page,
      conditionStructuredData(condition, page.path, treatments, language, review),
    ),
  };
}

export const meta = metaFromLoader;

export default function ConditionPage({ loaderData }: Route.ComponentProps) {
  const { detail, treatments, warnings } = loaderData;
  const condition = detail.entry;
  const words = useWords();
  const headings = words.conditionPage;
  const glance = outlineEntry(headings.atAGlance, "at-a-glance");
  const treatment = outlineEntry(headings.treatment, "how-we-treat-it");
  // After the title, who reviewed the page and the phone's "On this page"
  // list: the box that answers what it is (the summary), how we treat it and
  // when to call 911, on a phone's first two screens. On a phone only
  // explanation folds, under a label that says what it holds: the overview
  // after its first paragraph, and the diagnostic criteria. The treatment
  // plan, the further sections (who should not take a medicine), and the
  // warning signs stay in view (app/content-loader/safety.ts).
  return (
    <DetailPage
      {...detail}
      leadEntry={glance}
      lead={
        <AtAGlance
          {...glance}
          {...condition.atAGlance}
          what={condition.summary}
          warningSignsId={warnings.id}
          treatmentId={treatment.id}
        />
      }
      sections={[
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
      ]}
      warnings={warnings}
    />
  );
}
