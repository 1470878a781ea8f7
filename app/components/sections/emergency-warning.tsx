// Warning signs at two levels of urgency, so a reader knows whether to call
// 911 or the doctor, and the crisis line on its own, since it is neither.
// A condition page keeps every sign that needs 911 in view and folds the
// signs for a doctor the same day under their heading and lead-in. The home
// page's compact version fits one phone screen: the spec's signs, 911 and 988
// stay in view, and the other 911 signs, the same-day list and the crisis
// line's whole text fold. Each fold is a native <details>: it opens without
// JavaScript, find-in-page opens it on a match, and its words stay in the HTML.
import { HeartHandshake, Phone, TriangleAlert } from "lucide";
import type * as React from "react";
import { useId } from "react";
import { FilledIn } from "#app/components/ui/filled-in.tsx";
import { Icon, type IconNode } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import { useSiteFacts, useWords } from "#app/pages/site-facts.ts";
import { Container } from "./section.tsx";
import { Disclosure } from "./text-blocks.tsx";

/**
 * One level of urgency: what to do, the sentence that leads in, and the
 * signs; `specSigns`, how many of the first signs are the spec's own, which
 * the home page's short version keeps in view when it folds the rest.
 */
export type WarningLevel = {
  heading: string;
  intro: string;
  signs: readonly string[];
  specSigns?: number;
};

/** Emergencies, signs that need a doctor the same day, and the crisis line. */
export type WarningSigns = {
  emergency: WarningLevel;
  sameDay: WarningLevel;
  crisis: { heading: string; text: string };
};

/** Turns each emergency or crisis number in a sentence into a link that dials it. */
export function withCallLinks(text: string) {
  return text.split(/\b(911|988)\b/).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`tel:${part}`} className="font-bold underline underline-offset-2">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

const tones = {
  danger: { box: "border-danger bg-danger-soft", heading: "text-danger" },
  accent: { box: "border-accent bg-accent-soft", heading: "text-accent" },
} as const;

/** Type sizes: the full reading size, or the home page's compact one. */
const sizes = {
  regular: {
    box: "p-5 sm:p-6",
    heading: "text-xl",
    icon: "size-6",
    text: "text-base sm:text-lg",
    gap: "mt-3",
    list: "space-y-1.5 pl-6 sm:space-y-2",
  },
  compact: {
    box: "px-3 py-3 sm:p-5",
    heading: "text-lg leading-snug",
    icon: "size-5",
    text: "text-[0.9375rem] leading-snug sm:text-base",
    gap: "mt-2",
    list: "space-y-1 pl-5",
  },
} as const;

/** Signs under a native disclosure: `show` while closed, `hide` while open. */
function Folded({
  show,
  hide,
  size,
  children,
}: {
  show: string;
  hide: string;
  size: keyof typeof sizes;
  children: React.ReactNode;
}) {
  return (
    <Disclosure
      show={show}
      hide={hide}
      summaryClassName={cn("mt-1 underline underline-offset-4", sizes[size].text)}
    >
      {children}
    </Disclosure>
  );
}

function Level({
  level,
  tone,
  icon,
  size,
  folded = false,
  children,
}: {
  level: WarningLevel;
  tone: keyof typeof tones;
  icon: IconNode;
  size: keyof typeof sizes;
  /**
   * The signs under a disclosure, after the heading and the lead-in; in the
   * compact size the lead-in and what follows the signs too.
   */
  folded?: boolean;
  children?: React.ReactNode;
}) {
  const headingId = useId();
  const type = sizes[size];
  const { fold } = useWords();
  const list = (signs: readonly string[]) => (
    <ul className={cn("list-disc", type.gap, type.text, type.list)}>
      {signs.map((sign) => (
        <li key={sign}>{sign}</li>
      ))}
    </ul>
  );
  const intro = (
    <p className={cn("font-semibold", type.gap, type.text)}>{withCallLinks(level.intro)}</p>
  );
  // The compact size keeps the spec's signs in view and folds the others.
  const inView = size === "compact" && !folded ? level.specSigns : undefined;
  let body: React.ReactNode;
  if (folded) {
    body =
      size === "compact" ? (
        <Folded show={fold.signs} hide={fold.hideSigns} size={size}>
          {intro}
          {list(level.signs)}
          {children}
        </Folded>
      ) : (
        <>
          {intro}
          <Folded show={fold.signs} hide={fold.hideSigns} size={size}>
            {list(level.signs)}
          </Folded>
        </>
      );
  } else if (inView !== undefined && inView < level.signs.length) {
    body = (
      <>
        {intro}
        {list(level.signs.slice(0, inView))}
        <Folded show={fold.moreEmergencySigns} hide={fold.hideSigns} size={size}>
          {list(level.signs.slice(inView))}
        </Folded>
      </>
    );
  } else {
    body = (
      <>
        {intro}
        {list(level.signs)}
      </>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className={cn("rounded-card border-2", type.box, tones[tone].box)}
    >
      <h3
        id={headingId}
        className={cn("flex items-center gap-3 font-bold", type.heading, tones[tone].heading)}
      >
        <Icon node={icon} className={cn("shrink-0", type.icon)} />
        {level.heading}
      </h3>
      {body}
      {folded && size === "compact" ? null : children}
    </div>
  );
}

export function EmergencyWarning({
  heading,
  id,
  emergency,
  sameDay,
  crisis,
  compact = false,
}: {
  heading: string;
  /** An anchor for the page's "On this page" list. */
  id?: string;
  /** Smaller type and spacing, to fit one phone screen: the home page's version. */
  compact?: boolean;
} & WarningSigns) {
  const headingId = useId();
  const size = compact ? "compact" : "regular";
  const type = sizes[size];
  const { phone } = useSiteFacts().office;
  const words = useWords();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={compact ? "py-4 sm:py-14" : "py-10 sm:py-16"}
    >
      <Container>
        <h2
          id={headingId}
          className={cn("font-bold tracking-tight sm:text-3xl", compact ? "text-xl" : "text-2xl")}
        >
          {heading}
        </h2>
        {/* Side by side only where the section is wide enough for both,
            which beside a page's side column is from the xl breakpoint. */}
        <div className={cn("@container", compact ? "mt-3 sm:mt-5" : "mt-6 sm:mt-8")}>
          <div className={cn("grid items-start @[52rem]:grid-cols-2", compact ? "gap-3" : "gap-6")}>
            <Level level={emergency} tone="danger" icon={TriangleAlert} size={size} />
            <Level level={sameDay} tone="accent" icon={Phone} size={size} folded>
              <p className={cn(compact ? "mt-1" : "mt-2", type.text)}>
                <FilledIn
                  template={words.phoneLines.ourOffice}
                  values={{
                    phone: (
                      <a href={phone.href} className="font-bold underline underline-offset-2">
                        {phone.display}
                      </a>
                    ),
                  }}
                />
              </p>
            </Level>
          </div>
        </div>
        <div
          role="group"
          aria-labelledby={`${headingId}-crisis`}
          className={cn(
            "rounded-card border border-line bg-brand-soft",
            compact ? "mt-3" : "mt-6",
            type.box,
          )}
        >
          <h3
            id={`${headingId}-crisis`}
            className={cn("flex items-center gap-3 font-bold text-brand-strong", type.heading)}
          >
            <Icon node={HeartHandshake} className={cn("shrink-0", type.icon)} />
            {crisis.heading}
          </h3>
          {compact ? (
            <>
              <p className={cn("max-w-3xl font-semibold", type.gap, type.text)}>
                {withCallLinks(words.fold.crisisCall)}
              </p>
              <Folded show={words.fold.more} hide={words.fold.less} size={size}>
                <p className={cn("max-w-3xl", type.text)}>{withCallLinks(crisis.text)}</p>
              </Folded>
            </>
          ) : (
            <p className={cn("max-w-3xl", type.gap, type.text)}>{withCallLinks(crisis.text)}</p>
          )}
        </div>
      </Container>
    </section>
  );
}
