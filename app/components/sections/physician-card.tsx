// Who a new patient will see: the physician's portrait, name, title and
// certifications, a line on how they work, and a link to learn more. It fills
// the home page's hero beside the headline on wide screens, and follows it on
// phones, where it keeps to who and a link: the certifications and the
// approach repeat the hero's own lines there, and the About page has them all.
import { BadgeCheck } from "lucide";
import { useId } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { Photo, type PhotoSources } from "#app/components/ui/photo.tsx";
import { PageLink } from "./text-blocks.tsx";

export type Portrait = { photo: PhotoSources; alt: string };

export type PhysicianCardProps = {
  /** A short line above the name, e.g. "Meet your physician". */
  label: string;
  name: string;
  title: string;
  certifications: readonly string[];
  /** One sentence on how the physician works. */
  approach: string;
  portrait: Portrait;
  link: { to: string; label: string };
};

export function PhysicianCard({
  label,
  name,
  title,
  certifications,
  approach,
  portrait,
  link,
}: PhysicianCardProps) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="max-w-2xl rounded-card border border-line bg-surface p-6 shadow-md sm:p-8"
    >
      <div className="flex items-center gap-5">
        <div className="size-16 shrink-0 overflow-hidden rounded-full bg-brand-soft ring-4 ring-brand-soft sm:size-24">
          <Photo photo={portrait.photo} alt={portrait.alt} sizes="(min-width: 40rem) 6rem, 4rem" />
        </div>
        <div>
          <p id={labelId} className="text-sm font-semibold tracking-wide text-brand uppercase">
            {label}
          </p>
          <p className="mt-1 text-xl font-bold text-ink">{name}</p>
          <p className="mt-1 leading-snug text-ink-muted">{title}</p>
        </div>
      </div>
      <ul className="mt-6 hidden space-y-3 border-t border-line pt-6 text-sm text-ink-muted sm:block">
        {certifications.map((certification) => (
          <li key={certification} className="flex gap-3">
            <Icon node={BadgeCheck} className="size-5 shrink-0 text-brand" />
            {certification}
          </li>
        ))}
      </ul>
      <p className="mt-6 hidden text-lg sm:block">{approach}</p>
      <p className="mt-4">
        <PageLink {...link} />
      </p>
    </div>
  );
}
