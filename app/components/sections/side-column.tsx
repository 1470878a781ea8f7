// Condition and treatment pages on wide screens: beside the text, a column
// with an "On this page" list of the page's sections and a card to book or
// call, which stays in view as the reader scrolls. Below the lg breakpoint the
// column gives way to the same two things in a phone's shape: the list as a
// disclosure under the page's header, and the bar at the foot of the screen
// to call or book, which every page has (app/components/layout/call-book-bar.tsx).
// HTML and CSS alone: plain anchor links, <details> and `position: sticky`.
import { ChevronDown, Clock } from "lucide";
import type * as React from "react";
import { useId } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import { format, useSiteFacts, useWords } from "#app/pages/site-facts.ts";
import { BookAndCall } from "./book-and-call.tsx";
import { Container, type OutlineEntry } from "./section.tsx";

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
 * A page whose header and sections leave room on wide screens for the side
 * column. The column is laid over the page's full-width bands rather than
 * beside them, so their backgrounds still run edge to edge; `--side-column`
 * (its width plus the gap) tells every Container inside to keep clear of it.
 * The column is 19rem wide, room for the call button on one line; the gap
 * after the text is 3rem from xl, and 1.75rem below it, which leaves the text
 * the 40rem a medicines table needs on a 1024 px screen.
 */
export function WithSideColumn({
  header,
  outline,
  bookingHeading,
  lead,
  children,
}: {
  /** The page header, above which nothing else comes in reading order. */
  header: React.ReactNode;
  /** What comes first after the phone's "On this page" list, such as key facts. */
  lead?: React.ReactNode;
  outline: readonly OutlineEntry[];
  /** The card's invitation above its buttons, e.g. "Talk to a headache specialist". */
  bookingHeading: string;
  children: React.ReactNode;
}) {
  const words = useWords();
  return (
    <div className="relative lg:[--side-column:20.75rem] xl:[--side-column:22rem]">
      {header}
      <PhoneOutline outline={outline} />
      {lead ? <Container className="pt-8 lg:pt-10">{lead}</Container> : null}
      <div data-print="hide" className="pointer-events-none absolute inset-0 z-10 hidden lg:block">
        <div className="mx-auto flex h-full max-w-7xl justify-end px-6 pt-16 pb-14">
          <aside aria-label={words.sideColumn.label} className="w-76">
            <div className={cn("pointer-events-auto contents space-y-4", stickyTogether)}>
              <OnThisPage outline={outline} />
              <BookingCard heading={bookingHeading} />
            </div>
          </aside>
        </div>
      </div>
      {children}
    </div>
  );
}

/** Links to each section of the page, in the order they come. */
export function OnThisPage({ outline }: { outline: readonly OutlineEntry[] }) {
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
export function BookingCard({ heading }: { heading: string }) {
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
export function PhoneOutline({ outline }: { outline: readonly OutlineEntry[] }) {
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
