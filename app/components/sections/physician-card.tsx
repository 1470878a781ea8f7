// Who a new patient will see: the physician's portrait, name, title, the
// languages she sees patients in, her certifications, a line on how she works,
// and a link to her section of the About page. It fills the home page's hero
// beside the headline on wide screens, and comes right after the hero's
// buttons on phones, where it keeps to who she is and the link: the
// certifications and the approach repeat the hero's own lines there, and the
// About page has them all.
import { BadgeCheck, Languages } from "lucide";
import { useId } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { Photo, type PhotoSources } from "#app/components/ui/photo.tsx";
import { cn } from "#app/design/cn.ts";
import { useWords } from "#app/page-list/site-facts.ts";
import { PageLink } from "./text-blocks.tsx";

export function PhysicianCard(card: {
  /** A short line above the name, e.g. "Meet your physician". */
  label: string;
  name: string;
  title: string;
  certifications: readonly string[];
  /** One sentence on how the physician works. */
  approach: string;
  portrait: { photo: PhotoSources; alt: string };
  link: { to: string; label: string };
}) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="max-w-2xl rounded-card border border-line bg-surface p-4 shadow-md sm:p-8"
    >
      <div className="flex items-center gap-4 sm:gap-5">
        {/* At least 96 px on a phone, so a face can be recognised once the photo is in. */}
        <div className="size-24 shrink-0 overflow-hidden rounded-full bg-brand-soft ring-4 ring-brand-soft sm:size-28">
          <Photo {...card.portrait} sizes="(min-width: 40rem) 7rem, 6rem" />
        </div>
        {/* A word longer than the column beside the photo (a Russian title with
            the text spacing of WCAG 1.4.12 at 320 px) breaks rather than widen the hero. */}
        <div className="min-w-0 [overflow-wrap:anywhere] hyphens-auto">
          <p
            id={labelId}
            className="text-xs font-semibold tracking-wide text-brand uppercase sm:text-sm"
          >
            {card.label}
          </p>
          <p className="mt-1 text-lg font-bold text-ink sm:text-xl">{card.name}</p>
          <p className="mt-1 leading-snug text-ink-muted">{card.title}</p>
        </div>
      </div>
      <PhysicianLanguages className="mt-3 gap-2 sm:mt-4" />
      <Certifications
        items={card.certifications}
        className="mt-6 hidden space-y-3 border-t border-line pt-6 text-sm text-ink-muted sm:block"
      />
      <p className="mt-6 hidden text-lg sm:block">{card.approach}</p>
      <p className="mt-2 sm:mt-4">
        <PageLink {...card.link} />
      </p>
    </div>
  );
}

/** An icon's top margin that centres it on the first line of its text, whatever the text's size. */
const onFirstLine = "mt-[calc((1lh_-_1.25rem)/2)]";

/** The physician's certifications, each with a badge; the About page lists them too. */
export function Certifications({
  items,
  className,
}: {
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((certification) => (
        <li key={certification} className="flex gap-3">
          <Icon node={BadgeCheck} className={cn("size-5 shrink-0 text-brand", onFirstLine)} />
          {certification}
        </li>
      ))}
    </ul>
  );
}

/** The sentence on the languages the physician sees patients in, after a languages icon. */
export function PhysicianLanguages({ className }: { className?: string }) {
  const { physicianLanguages } = useWords();
  return (
    <p className={cn("flex items-start", className)}>
      <Icon node={Languages} className={cn("size-5 shrink-0 text-brand", onFirstLine)} />
      {physicianLanguages}
    </p>
  );
}
