// /conditions/{slug} and /treatments/{slug}: one template renders every
// condition of content/conditions/ and every treatment of content/treatments/.
// The loader finds the entry through the page at the URL (its `entry`,
// app/page-list/requested-page.ts) at build time, so its text reaches the
// browser as HTML only; a slug no entry has answers 404.
//
// The page: the title and who reviewed the page, the page's sections in
// alternating bands, its warning signs, FAQ and sources, and the closing call
// to action. On wide screens, beside the text, a column with an "On this page"
// list of the page's sections and a card to book or call, which stays in view
// as the reader scrolls. Below the lg breakpoint the column gives way to the
// same two things in a phone's shape: the list as a disclosure under the
// page's header, and the bar at the foot of the screen to call or book, which
// every page has (app/components/layout/call-book-bar.tsx).
// HTML and CSS alone: plain anchor links, <details> and `position: sticky`.
import { ChevronDown, Clock, TriangleAlert } from "lucide";
import { useId } from "react";
import type { Route } from "./+types/detail";
import { AtAGlance } from "#app/components/sections/at-a-glance.tsx";
import { BookAndCall } from "#app/components/sections/book-and-call.tsx";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { EmergencyWarning, withCallLinks } from "#app/components/sections/emergency-warning.tsx";
import { Faq } from "#app/components/sections/faq.tsx";
import { LinkList } from "#app/components/sections/link-card.tsx";
import { ReviewLine, SourceList } from "#app/components/sections/medical-review.tsx";
import { MedicationTable } from "#app/components/sections/medication-table.tsx";
import { Container, PageHeader, Section } from "#app/components/sections/section.tsx";
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
import { cn } from "#app/design/cn.ts";
import { anchorOf } from "#app/page-list/anchor.ts";
import { conditionCard, treatmentCard } from "#app/page-list/cards.ts";
import { kindOf } from "#app/page-list/page-list.ts";
import { requestedEntry, requestedPage } from "#app/page-list/requested-page.ts";
import { type SiteFacts, format, useSiteFacts, useWords } from "#app/page-list/site-facts.ts";
import { metaFromLoader, pageSeo } from "#app/seo/page-seo.ts";
import { conditionStructuredData, treatmentStructuredData } from "#app/seo/structured-data.ts";

export function loader({ request }: Route.LoaderArgs) {
  // The page list says whose page the address is: a condition's or a treatment's.
  if (kindOf(requestedPage(request).page) === "condition") {
    const { page, content, review, detail } = requestedEntry(request, "conditions");
    const treatments = detail.entry.treatment.treatmentSlugs
      .flatMap((slug) => bySlug(content.treatments, slug) ?? [])
      .map((entry) => treatmentCard(entry, content.language));
    return {
      kind: "condition" as const,
      detail,
      treatments,
      warnings: conditionWarnings(detail.entry, content.warningSigns),
      meta: pageSeo(page, conditionStructuredData(detail.entry, page, treatments, review)),
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
    warnings: treatment.emergency ? content.warningSigns : undefined,
    meta: pageSeo(page, treatmentStructuredData(treatment, page, review)),
  };
}

export const meta = metaFromLoader;

/**
 * Both the list and the card stay in view while the screen is tall enough to
 * show them whole (up to 11 sections) below the sticky site header, which is
 * about 92 px tall from the xl breakpoint and up to 137 px below it while its
 * links wrap. On a shorter screen the wrapper steps out of the layout
 * (display: contents): the list scrolls away with the page and the card,
 * sticky on its own, stays.
 */
const stickyTogether =
  "top-28 xl:[@media(min-height:48rem)]:sticky xl:[@media(min-height:48rem)]:block lg:max-xl:top-40 lg:max-xl:[@media(min-height:52rem)]:sticky lg:max-xl:[@media(min-height:52rem)]:block";

/**
 * A heading and its anchor. The anchor is given where the heading's words
 * come from the interface text, so it stays the same in every language;
 * otherwise it is made from the words: "How it works" → "how-it-works".
 */
function outlineEntry(heading: string, id?: string) {
  return { id: id ?? anchorOf(heading), heading };
}
type OutlineEntry = ReturnType<typeof outlineEntry>;

type Data<Kind> = Extract<Route.ComponentProps["loaderData"], { kind: Kind }>;

/**
 * The header and sections leave room on wide screens for the side column.
 * The column is laid over the page's full-width bands rather than beside
 * them, so their backgrounds still run edge to edge; `--side-column` (its
 * width plus the gap) tells every Container inside to keep clear of it. The
 * column is 19rem wide, room for the call button on one line; the gap after
 * the text is 3rem from xl, and 1.75rem below it, which leaves the text the
 * 40rem a medicines table needs on a 1024 px screen.
 */
export default function DetailRoute({ loaderData }: Route.ComponentProps) {
  const facts = useSiteFacts();
  const { words } = facts;
  const { entry, sectionIds, review, callToAction } = loaderData.detail;
  const { warnings } = loaderData;
  // What sets a condition's page apart from a treatment's: what the header
  // shows after the review line, the rows of the box after the phone's "On
  // this page" list (and the key numbers under it), the page's sections, and
  // those after the further sections of its content.
  const { underTitle, glance, keyFacts, sections, later } =
    loaderData.kind === "condition"
      ? conditionParts(loaderData, facts)
      : treatmentParts(loaderData, facts);
  const more = (entry.moreSections ?? []).map((section, index) => ({
    ...outlineEntry(section.heading, sectionIds[index]),
    body: (
      <Prose paragraphs={section.paragraphs}>
        {section.points ? <BulletList items={section.points} /> : null}
      </Prose>
    ),
  }));
  const bands = [...sections, ...more, ...later];
  const lead = outlineEntry(words.conditionPage.atAGlance, "at-a-glance");
  const warningSigns = warnings
    ? [outlineEntry(words.conditionPage.warningSigns, warningSignsAnchor)]
    : [];
  const faq = outlineEntry(words.review.faq, "frequently-asked-questions");
  const sources = outlineEntry(words.review.sources, "sources");
  // Each section's heading and anchor, in page order, for the "On this page" list.
  const outline = [lead, ...bands, ...warningSigns, faq, sources];
  return (
    <>
      <div className="relative lg:[--side-column:20.75rem] xl:[--side-column:22rem]">
        <PageHeader title={entry.title}>
          <ReviewLine review={review} />
          {underTitle}
        </PageHeader>
        <Outline outline={outline} phone />
        <Container className="pt-8 lg:pt-10">
          <div className="max-w-3xl space-y-8">
            <AtAGlance {...lead} {...glance} />
            {keyFacts ? <KeyFacts items={keyFacts} /> : null}
          </div>
        </Container>
        <div
          data-print="hide"
          className="pointer-events-none absolute inset-0 z-10 hidden lg:block"
        >
          <div className="mx-auto flex h-full max-w-7xl justify-end px-6 pt-16 pb-14">
            <aside aria-label={words.sideColumn.label} className="w-76">
              <div className={cn("pointer-events-auto contents space-y-4", stickyTogether)}>
                <Outline outline={outline} />
                <BookingCard heading={callToAction.heading} />
              </div>
            </aside>
          </div>
        </div>
        {bands.map(({ body, ...section }, index) => (
          <Section
            key={section.id}
            size="compact"
            {...section}
            tone={index % 2 === 1 ? "muted" : "plain"}
          >
            {body}
          </Section>
        ))}
        {warnings ? (
          <EmergencyWarning
            {...warnings}
            id={warningSignsAnchor}
            heading={words.conditionPage.warningSigns}
          />
        ) : null}
        <Section size="compact" {...faq} tone="muted">
          <Faq name={`faq-${entry.slug}`} items={entry.faqs} />
        </Section>
        {/* The list is long on a phone: it folds under the section's heading. */}
        <Section {...sources} size="compact">
          <Fold label={words.fold.sources}>
            <SourceList sources={entry.sources} />
          </Fold>
        </Section>
      </div>
      <CallToAction {...callToAction} />
    </>
  );
}

/**
 * A condition's page. After the title, who reviewed the page and the phone's
 * "On this page" list: the box that answers what it is (the summary), how we
 * treat it and when to call 911, on a phone's first two screens. On a phone
 * only explanation folds, under a label that says what it holds: the overview
 * after its first paragraph, and the diagnostic criteria. The treatment plan,
 * the further sections (who should not take a medicine), and the warning
 * signs stay in view (tests/static/safety-in-view.test.ts).
 */
function conditionParts({ detail, treatments }: Data<"condition">, { words }: SiteFacts) {
  const condition = detail.entry;
  const headings = words.conditionPage;
  const treatment = outlineEntry(headings.treatment, "how-we-treat-it");
  return {
    underTitle: null,
    glance: {
      rows: [
        { term: headings.overview, detail: condition.summary },
        {
          term: headings.treatment,
          detail: condition.atAGlance.treatment,
          sectionId: treatment.id,
        },
      ],
      emergency: { text: condition.atAGlance.emergency, warningSignsId: warningSignsAnchor },
    },
    keyFacts: undefined,
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
    later: [],
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
    glance: {
      rows: [
        { term: words.conditionPage.overview, detail: treatment.summary },
        { term: whoFor.heading, detail: treatment.atAGlance.whoFor, sectionId: whoFor.id },
        { term: schedule.heading, detail: treatment.atAGlance.howOften, sectionId: schedule.id },
        { term: headings.tellUsFirst, detail: treatment.atAGlance.tellUsFirst, caution: true },
      ],
    },
    keyFacts: treatment.keyFacts,
    sections: [
      { ...whoFor, body: <BulletList items={treatment.whoFor} /> },
      {
        ...outlineEntry(headings.howItWorks, "how-it-works"),
        body: (
          <>
            {/* On a phone, how it works keeps its first paragraph open and folds the
                rest; who may not have it (the visit) and everything after stays in
                view (tests/static/safety-in-view.test.ts). */}
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

/** A line that invites a visit, the office hours and the two ways to get in touch. */
function BookingCard({ heading }: { heading: string }) {
  // The days with set hours: when a call reaches the office.
  const openDays = useSiteFacts().office.hours.filter((day) => "opens" in day);
  const { hoursRow } = useWords().sideColumn;
  return (
    <div className="sticky top-28 rounded-card border border-line bg-surface p-5 shadow-sm lg:max-xl:top-40">
      <p className="text-lg leading-snug font-semibold">{heading}</p>
      <ul className="mt-2 space-y-1 text-sm text-ink-muted">
        {openDays.map((day) => (
          <li key={day.days} className="flex items-center gap-2">
            <Icon node={Clock} className="size-4 shrink-0 text-brand" />
            {format(hoursRow, { days: day.days, hours: day.hours })}
          </li>
        ))}
      </ul>
      <BookAndCall place="column" />
    </div>
  );
}

/**
 * Links to each section of the page, in the order they come: in the side
 * column, or below the lg breakpoint (`phone`) as a list that opens under the
 * header, so a reader on a phone reaches any section in two taps.
 */
function Outline({ outline, phone }: { outline: readonly OutlineEntry[]; phone?: boolean }) {
  const labelId = useId();
  const { onThisPage } = useWords();
  const links = outline.map((entry) => (
    <li key={entry.id}>
      <a
        href={`#${entry.id}`}
        className={
          phone
            ? "flex min-h-11 items-center border-t border-line text-brand underline-offset-4 hover:underline"
            : "block rounded-md px-2 py-1 text-ink hover:bg-surface-muted hover:text-brand-strong"
        }
      >
        {entry.heading}
      </a>
    </li>
  ));
  if (!phone) {
    return (
      <nav
        aria-labelledby={labelId}
        className="rounded-card border border-line bg-surface p-4 shadow-sm"
      >
        <p
          id={labelId}
          className="px-2 text-sm font-semibold tracking-wide text-ink-muted uppercase"
        >
          {onThisPage}
        </p>
        <ol className="mt-2 text-sm">{links}</ol>
      </nav>
    );
  }
  return (
    <nav aria-labelledby={labelId} data-print="hide" className="border-b border-line lg:hidden">
      <Container>
        <details className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            <span id={labelId}>{onThisPage}</span>
            <Icon
              node={ChevronDown}
              className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
            />
          </summary>
          <ol className="grid gap-x-6 pb-3 sm:grid-cols-2">{links}</ol>
        </details>
      </Container>
    </nav>
  );
}
