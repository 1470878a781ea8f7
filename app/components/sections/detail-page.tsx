// The one template of condition and treatment pages: the title and who
// reviewed the page, the page's sections in alternating bands, its warning
// signs, FAQ and sources, and the closing call to action. On wide screens,
// beside the text, a column with an "On this page" list of the page's
// sections and a card to book or call, which stays in view as the reader
// scrolls. Below the lg breakpoint the column gives way to the same two things
// in a phone's shape: the list as a disclosure under the page's header, and
// the bar at the foot of the screen to call or book, which every page has
// (app/components/layout/call-book-bar.tsx).
// HTML and CSS alone: plain anchor links, <details> and `position: sticky`.
import { ChevronDown, Clock } from "lucide";
import type * as React from "react";
import { useId } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import type { requestedEntry } from "#app/page-list/requested-page.ts";
import { format, useSiteFacts, useWords } from "#app/page-list/site-facts.ts";
import { BookAndCall } from "./book-and-call.tsx";
import { CallToAction } from "./call-to-action.tsx";
import { EmergencyWarning, type WarningSigns } from "./emergency-warning.tsx";
import { Faq } from "./faq.tsx";
import { ReviewLine, SourceList } from "./medical-review.tsx";
import { Container, type OutlineEntry, PageHeader, Section, outlineEntry } from "./section.tsx";
import { BulletList, Fold, Prose } from "./text-blocks.tsx";

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
 * The condition or treatment as its page reads it (requestedEntry()): its
 * title, further sections and their anchors (made from their English
 * headings), questions and sources; its review line; and the closing band,
 * whose heading is also the side card's invitation above its buttons.
 */
type Detail = ReturnType<typeof requestedEntry>["detail"];

/** One of the page's own sections: its heading and anchor, the line under the heading, its body. */
type DetailSection = OutlineEntry & { intro?: string; body: React.ReactNode };

/**
 * The header and sections leave room on wide screens for the side column.
 * The column is laid over the page's full-width bands rather than beside
 * them, so their backgrounds still run edge to edge; `--side-column` (its
 * width plus the gap) tells every Container inside to keep clear of it. The
 * column is 19rem wide, room for the call button on one line; the gap after
 * the text is 3rem from xl, and 1.75rem below it, which leaves the text the
 * 40rem a medicines table needs on a 1024 px screen.
 */
export function DetailPage({
  entry,
  sectionIds,
  review,
  callToAction,
  underTitle,
  lead,
  leadEntry,
  sections,
  later = [],
  warnings,
}: Detail & {
  /** What the header shows after the review line. */
  underTitle?: React.ReactNode;
  /** What comes first after the phone's "On this page" list, and its entry in the list, if any. */
  lead?: React.ReactNode;
  leadEntry?: OutlineEntry;
  /** The page's sections, then the further ones of its content, then `later`. */
  sections: readonly DetailSection[];
  later?: readonly DetailSection[];
  /** The warning signs, after the sections, with their anchor. */
  warnings?: WarningSigns & { id: string };
}) {
  const words = useWords();
  const more = (entry.moreSections ?? []).map((section, index) => ({
    ...outlineEntry(section.heading, sectionIds[index]),
    body: (
      <Prose paragraphs={section.paragraphs}>
        {section.points ? <BulletList items={section.points} /> : null}
      </Prose>
    ),
  }));
  const bands = [...sections, ...more, ...later];
  const warningSigns = warnings
    ? [outlineEntry(words.conditionPage.warningSigns, warnings.id)]
    : [];
  const faq = outlineEntry(words.review.faq, "frequently-asked-questions");
  const sources = outlineEntry(words.review.sources, "sources");
  // Each section's heading and anchor, in page order, for the "On this page" list.
  const outline = [...(leadEntry ? [leadEntry] : []), ...bands, ...warningSigns, faq, sources];
  return (
    <>
      <div className="relative lg:[--side-column:20.75rem] xl:[--side-column:22rem]">
        <PageHeader title={entry.title}>
          <ReviewLine review={review} />
          {underTitle}
        </PageHeader>
        <PhoneOutline outline={outline} />
        {lead ? <Container className="pt-8 lg:pt-10">{lead}</Container> : null}
        <div
          data-print="hide"
          className="pointer-events-none absolute inset-0 z-10 hidden lg:block"
        >
          <div className="mx-auto flex h-full max-w-7xl justify-end px-6 pt-16 pb-14">
            <aside aria-label={words.sideColumn.label} className="w-76">
              <div className={cn("pointer-events-auto contents space-y-4", stickyTogether)}>
                <OnThisPage outline={outline} />
                <BookingCard heading={callToAction.heading} />
              </div>
            </aside>
          </div>
        </div>
        {/* Sections take the compact spacing, which is tighter on a phone, and
            alternate their backgrounds however many further sections a page has. */}
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
          <EmergencyWarning {...warnings} heading={words.conditionPage.warningSigns} />
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

/** Links to each section of the page, in the order they come. */
function OnThisPage({ outline }: { outline: readonly OutlineEntry[] }) {
  const labelId = useId();
  const { onThisPage } = useWords();
  return (
    <nav
      aria-labelledby={labelId}
      className="rounded-card border border-line bg-surface p-4 shadow-sm"
    >
      <p id={labelId} className="px-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {onThisPage}
      </p>
      <ol className="mt-2 text-sm">
        {outline.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="block rounded-md px-2 py-1 text-ink hover:bg-surface-muted hover:text-brand-strong"
            >
              {entry.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
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
      <BookAndCall stacked />
    </div>
  );
}

/**
 * Below the lg breakpoint: the page's sections as a list that opens under
 * the header, so a reader on a phone reaches any section in two taps.
 */
function PhoneOutline({ outline }: { outline: readonly OutlineEntry[] }) {
  const labelId = useId();
  const { onThisPage } = useWords();
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
          <ol className="grid gap-x-6 pb-3 sm:grid-cols-2">
            {outline.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="flex min-h-11 items-center border-t border-line text-brand underline-offset-4 hover:underline"
                >
                  {entry.heading}
                </a>
              </li>
            ))}
          </ol>
        </details>
      </Container>
    </nav>
  );
}
