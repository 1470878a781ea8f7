// Who a new patient will see: the physician's portrait, name, title, the
// languages she sees patients in, what a patient can check for herself (her
// licence, hospitals and years in practice, each once confirmed), her
// certifications, a line on how she works, and a link to her section of the
// About page. It fills the home page's hero beside the headline on wide
// screens, and comes right after the hero's buttons on phones, where it keeps
// to who she is and the link, in under a third of the screen: the About page,
// one tap away, has the proof, the certifications and the approach.
import {
  BadgeCheck,
  CalendarCheck,
  ExternalLink as ExternalIcon,
  Hospital,
  IdCard,
  Languages,
} from "lucide";
import { type ReactNode, useId } from "react";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { FilledIn } from "#app/components/ui/filled-in.tsx";
import { Icon, type IconNode } from "#app/components/ui/icon.tsx";
import { Photo, type PhotoSources } from "#app/components/ui/photo.tsx";
import { cn } from "#app/design/cn.ts";
import { format, useWords } from "#app/page-list/site-facts.ts";
import { PageLink } from "./text-blocks.tsx";

/**
 * What a patient can check for herself about the physician, each part only
 * once its fact is confirmed (`checkableProof` in app/content-loader/practice.ts).
 */
type ProofFacts = {
  licence?: { number: string; verifyUrl: string };
  certifications: readonly { text: string; verifyUrl?: string }[];
  hospitals: readonly { name: string; url: string }[];
  yearsInPractice: boolean;
};

export function PhysicianCard(card: {
  /** A short line above the name, e.g. "Meet your physician". */
  label: string;
  name: string;
  title: string;
  proof: ProofFacts;
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
      <Proof proof={card.proof} className="mt-2 hidden space-y-2 sm:block" />
      <Certifications
        items={card.proof.certifications}
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

/** A link to a page of another site, where a patient checks a fact for herself. */
function CheckLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ExternalLink
      href={href}
      newTabNote={useWords().opensInNewTab}
      className="ms-[0.25em] font-semibold text-brand underline underline-offset-4 first:ms-0 hover:text-brand-strong"
    >
      {children}
      <Icon node={ExternalIcon} className="ms-1 inline size-4 align-[-0.125em]" />
    </ExternalLink>
  );
}

/** A line of the card or the About page after its icon. */
function Line({ icon, children }: { icon: IconNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon node={icon} className={cn("size-5 shrink-0 text-brand", onFirstLine)} />
      <span>{children}</span>
    </li>
  );
}

/** The physician's certifications, each with a badge and, once confirmed, the board's page to check it on. */
export function Certifications({
  items,
  className,
}: {
  items: ProofFacts["certifications"];
  className?: string;
}) {
  const { proof: words } = useWords();
  return (
    <ul className={className}>
      {items.map(({ text, verifyUrl }) => (
        <Line key={text} icon={BadgeCheck}>
          <span>{text}</span>
          {verifyUrl && <CheckLink href={verifyUrl}>{words.certification}</CheckLink>}
        </Line>
      ))}
    </ul>
  );
}

/**
 * What a patient can check for herself about the physician: her years in
 * practice, her New York licence and her hospitals, each only once its fact is
 * confirmed (`checkableProof`); nothing at all while none is.
 */
export function Proof({ proof, className }: { proof: ProofFacts; className?: string }) {
  const { proof: words } = useWords();
  const lines = [
    proof.yearsInPractice && (
      <Line key="years" icon={CalendarCheck}>
        {words.yearsInPractice}
      </Line>
    ),
    proof.licence && (
      <Line key="licence" icon={IdCard}>
        <CheckLink href={proof.licence.verifyUrl}>
          {format(words.licence, { number: proof.licence.number })}
        </CheckLink>
      </Line>
    ),
    ...proof.hospitals.map(({ name, url }) => (
      <Line key={url} icon={Hospital}>
        <FilledIn
          template={words.hospital}
          values={{ hospital: <CheckLink href={url}>{name}</CheckLink> }}
        />
      </Line>
    )),
  ].filter(Boolean);
  return lines.length ? <ul className={className}>{lines}</ul> : null;
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
