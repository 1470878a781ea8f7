// The practice's mark: a head in profile with a nerve signal's spike across
// the temple, for a practice of headache and neurology. Drawn once in
// app/design/logo-mark.ts, for the header here and the favicon and app icons at
// build time.
import { logoMark } from "#app/design/logo-mark.ts";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox={logoMark.viewBox}
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={logoMark.strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {logoMark.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
