// The practice's mark and its name, locked up as the header's wordmark. The
// mark is a solid head in profile with a nerve signal's spike cut across the
// temple, drawn once in app/design/logo-mark.ts for the header here and for
// the favicon and app icons at build time. The name is drawn too
// (app/design/wordmark.ts), so it looks the same in every language, Chinese
// pages included, whose text is set in the phone's own font. Both drawings
// are hidden from assistive technology; the name is there as text for them,
// for search and for copying.
import { logoMark } from "#app/design/logo-mark.ts";
import { wordmark } from "#app/design/wordmark.ts";

/** The mark beside the drawn name, in two lines; `name` is the practice's name as text. */
export function Wordmark({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2">
      <svg
        viewBox={logoMark.viewBox}
        aria-hidden="true"
        focusable="false"
        className="size-9 shrink-0 text-brand min-[24rem]:size-10 sm:size-11"
      >
        <path d={logoMark.head} fill="currentColor" />
        <path
          d={logoMark.signal}
          fill="none"
          stroke="var(--color-surface)"
          strokeWidth={logoMark.signalWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <svg
        viewBox={wordmark.viewBox}
        aria-hidden="true"
        focusable="false"
        className="h-8 w-auto shrink-0 text-brand-strong min-[24rem]:h-9 sm:h-10"
      >
        <path d={wordmark.d} fill="currentColor" />
      </svg>
      <span className="sr-only">{name}</span>
    </span>
  );
}
