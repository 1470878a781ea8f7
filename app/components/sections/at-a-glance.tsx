// The box that opens a condition page, after its title, its review line and
// the phone's "On this page" list: what
// the condition is, how the practice treats it, and when to call 911, each in a
// sentence or two drawn from the page below, with a link to its whole list of
// warning signs. The reader of a phone has the answers on the first screen.
import { ArrowDown, TriangleAlert } from "lucide";
import { useId } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { useWords } from "#app/page-list/site-facts.ts";
import { withCallLinks } from "./emergency-warning.tsx";

export function AtAGlance({
  id,
  heading,
  what,
  treatment,
  emergency,
  warningSignsId,
  treatmentId,
}: {
  /** The box's anchor, for the page's "On this page" list. */
  id: string;
  heading: string;
  what: string;
  treatment: string;
  /** The sentence that says when to call 911; each 911 in it dials. */
  emergency: string;
  /** The anchor of the page's warning signs. */
  warningSignsId: string;
  /** The anchor of the page's section on treatment. */
  treatmentId: string;
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
        <div>
          <dt className="font-semibold text-ink">{words.overview}</dt>
          <dd className="mt-0.5 text-ink-muted">{what}</dd>
        </div>
        <div>
          {/* The term leads to the page's whole section on treatment: on the
              first screen of a phone, one tap from how the condition is treated. */}
          <dt className="font-semibold">
            <a
              href={`#${treatmentId}`}
              className="inline-flex min-h-11 items-center gap-1 text-brand-strong underline underline-offset-4"
            >
              {words.treatment}
              <Icon node={ArrowDown} className="size-4 shrink-0" />
            </a>
          </dt>
          <dd className="mt-0.5 text-ink-muted">{treatment}</dd>
        </div>
        <div className="rounded-lg border-2 border-danger bg-danger-soft px-3 py-2">
          <dt className="flex items-center gap-2 font-bold text-danger">
            <Icon node={TriangleAlert} className="size-5 shrink-0" />
            {words.callNow}
          </dt>
          <dd className="mt-0.5">
            {withCallLinks(emergency)}
            {/* On a line of its own: no space to join it to the sentence in every language. */}
            <a
              href={`#${warningSignsId}`}
              className="flex min-h-11 w-fit items-center gap-1 font-semibold text-danger underline underline-offset-4"
            >
              {words.allSigns}
              <Icon node={ArrowDown} className="size-4 shrink-0" />
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
