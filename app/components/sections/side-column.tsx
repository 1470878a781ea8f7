// Condition and treatment pages on wide screens: beside the text, a column
// with an "On this page" list of the page's sections and a card to book or
// call, which stays in view as the reader scrolls. HTML and CSS alone: plain
// anchor links and `position: sticky`. Below the lg breakpoint the column is
// left out, since the header keeps a call link and every page closes with the
// same two actions.
import { Clock } from "lucide";
import type * as React from "react";
import { useId } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { useSiteFacts, useWords } from "#app/lib/site-facts.ts";
import { BookAndCall } from "./book-and-call.tsx";
import type { OutlineEntry } from "./section.tsx";

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
  children,
}: {
  /** The page header, above which nothing else comes in reading order. */
  header: React.ReactNode;
  outline: readonly OutlineEntry[];
  /** The card's invitation above its buttons, e.g. "Talk to a headache specialist". */
  bookingHeading: string;
  children: React.ReactNode;
}) {
  const words = useWords();
  return (
    <div className="relative lg:[--side-column:20.75rem] xl:[--side-column:22rem]">
      {header}
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
  return (
    <div className="sticky top-28 rounded-card border border-line bg-surface p-5 shadow-sm lg:max-xl:top-40">
      <p className="text-lg leading-snug font-semibold">{heading}</p>
      <ul className="mt-2 space-y-1 text-sm text-ink-muted">
        {openDays.map((day) => (
          <li key={day.days} className="flex items-center gap-2">
            <Icon node={Clock} className="size-4 shrink-0 text-brand" />
            {day.days}, {day.hours}
          </li>
        ))}
      </ul>
      <BookAndCall stacked />
    </div>
  );
}
