// The box that opens a condition or treatment page, after its title, its
// review line and the phone's "On this page" list: labelled rows of a
// sentence or two each, drawn from the page below. A condition's says what it
// is, how the practice treats it, and when to call 911, with a link to its
// whole list of warning signs; a treatment's says what it is, who it is for,
// how often, and what to tell us first. The reader of a phone has the answers
// on the first screen.
import { ArrowDown, CircleAlert, TriangleAlert } from "lucide";
import { useId } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { useWords } from "#app/page-list/site-facts.ts";
import { withCallLinks } from "./emergency-warning.tsx";

type Row = {
  term: string;
  detail: string;
  /** The anchor of the page's section the label leads to, one tap away. */
  sectionId?: string;
  /** What to tell us before a treatment (safety text): set apart. */
  caution?: boolean;
};

export function AtAGlance({
  id,
  heading,
  rows,
  emergency,
}: {
  /** The box's anchor, for the page's "On this page" list. */
  id: string;
  heading: string;
  rows: readonly Row[];
  /** The sentence that says when to call 911 (each 911 in it dials), and the anchor of the page's warning signs. */
  emergency?: { text: string; warningSignsId: string };
}) {
  const headingId = useId();
  const words = useWords().conditionPage;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="max-w-3xl rounded-card border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-brand-strong sm:text-xl">
        {heading}
      </h2>
      <dl className="mt-3 space-y-3">
        {rows.map(({ term, detail, sectionId, caution }) => (
          <div
            key={term}
            className={caution ? "rounded-lg border-2 border-accent bg-accent-soft px-3 py-2" : ""}
          >
            <dt
              className={
                caution ? "flex items-center gap-2 font-bold text-accent" : "font-semibold"
              }
            >
              {caution ? <Icon node={CircleAlert} className="size-5 shrink-0" /> : null}
              {sectionId ? (
                <a
                  href={`#${sectionId}`}
                  className="inline-flex min-h-11 items-center gap-1 text-brand-strong underline underline-offset-4"
                >
                  {term}
                  <Icon node={ArrowDown} className="size-4 shrink-0" />
                </a>
              ) : (
                term
              )}
            </dt>
            <dd className={caution ? "mt-0.5" : "mt-0.5 text-ink-muted"}>{detail}</dd>
          </div>
        ))}
        {emergency ? (
          <div className="rounded-lg border-2 border-danger bg-danger-soft px-3 py-2">
            <dt className="flex items-center gap-2 font-bold text-danger">
              <Icon node={TriangleAlert} className="size-5 shrink-0" />
              {words.callNow}
            </dt>
            <dd className="mt-0.5">
              {withCallLinks(emergency.text)}
              {/* On a line of its own: no space to join it to the sentence in every language. */}
              <a
                href={`#${emergency.warningSignsId}`}
                className="flex min-h-11 w-fit items-center gap-1 font-semibold text-danger underline underline-offset-4"
              >
                {words.allSigns}
                <Icon node={ArrowDown} className="size-4 shrink-0" />
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
