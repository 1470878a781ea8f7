// Warning signs at two levels of urgency, so a reader knows whether to call
// 911 or the doctor, and the crisis line on its own, since it is neither.
// Nothing here folds: every sign, both lead-ins and the whole 988 line are in
// view on every page, in every language, at every width (which
// tests/static/safety-in-view.test.ts checks on every built page). The home page's compact version fits
// one phone screen by its type and by running the same-day signs on as one
// paragraph, each sign still an item of a list.
import { HeartHandshake, Phone, TriangleAlert } from "lucide";
import type * as React from "react";
import { useId } from "react";
import { sentenceGap } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import { useWords } from "#app/page-list/site-facts.ts";
import { PhoneSentence } from "./book-and-call.tsx";
import { Container } from "./section.tsx";

export type WarningLevel = {
  heading: string;
  intro?: string;
  signs: readonly string[];
};

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

/** The 911 level and the same-day level. */
const tones = {
  danger: { box: "border-danger bg-danger-soft", heading: "text-danger", icon: TriangleAlert },
  accent: { box: "border-accent bg-accent-soft", heading: "text-accent", icon: Phone },
} as const;

/** Type sizes: the full reading size, or the home page's compact one. */
const sizes = {
  regular: {
    box: "p-5 sm:p-6",
    heading: "text-xl",
    icon: "size-6",
    text: "text-base sm:text-lg",
    gap: "mt-3",
    list: "list-disc space-y-1.5 pl-6 sm:space-y-2",
  },
  compact: {
    box: "px-2.5 py-2 sm:p-5",
    heading: "text-base leading-snug sm:text-lg",
    icon: "size-5",
    text: "text-sm leading-[1.3] sm:text-base",
    gap: "mt-1",
    list: "",
  },
} as const;

/** A list of signs, each one's words before the first colon (its lead) in bold: "Stroke signs: …". */
export function Signs({ signs, className }: { signs: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {signs.map((sign) => {
        const [, lead, rest] = /^([^:：]{1,40}[:：])(.*)$/s.exec(sign) ?? [];
        return (
          <li key={sign}>
            {lead ? <strong>{lead}</strong> : null}
            {lead ? rest : sign}
          </li>
        );
      })}
    </ul>
  );
}

/** The same-day signs run on as one paragraph, each an item of the list, between dots. */
const runOn = "[&>li]:inline [&>li+li]:before:content-['_·_']";

/**
 * One level's box: its heading, lead-in and signs (a page may show the 911
 * level alone). In the compact size the same-day signs run on as one
 * paragraph, and the office's phone follows the lead-in in its paragraph;
 * otherwise the phone has a paragraph of its own after the signs.
 */
export function Level({
  level,
  tone,
  compact = false,
  office,
}: {
  level: WarningLevel;
  tone: keyof typeof tones;
  compact?: boolean;
  office?: React.ReactNode;
}) {
  const headingId = useId();
  const type = compact ? sizes.compact : sizes.regular;
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className={cn("rounded-card border-2", type.box, tones[tone].box)}
    >
      <h3
        id={headingId}
        className={cn("flex items-center gap-2 font-bold", type.heading, tones[tone].heading)}
      >
        <Icon node={tones[tone].icon} className={cn("shrink-0", type.icon)} />
        <span>{withCallLinks(level.heading)}</span>
      </h3>
      {level.intro ? (
        <p className={cn(type.gap, type.text)}>
          <span className="font-semibold">{withCallLinks(level.intro)}</span>
          {compact && office ? (
            <>
              {sentenceGap(level.intro)}
              {office}
            </>
          ) : null}
        </p>
      ) : null}
      <Signs
        signs={level.signs}
        className={cn(type.gap, type.text, compact && tone === "accent" ? runOn : type.list)}
      />
      {!compact && office ? <p className={cn(type.gap, type.text)}>{office}</p> : null}
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
  const type = compact ? sizes.compact : sizes.regular;
  const office = (
    <PhoneSentence
      template={useWords().phoneLines.ourOffice}
      className="font-bold underline underline-offset-2"
    />
  );
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={compact ? "py-3 sm:py-14" : "py-10 sm:py-16"}
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
        <div className={cn("@container", compact ? "mt-2 sm:mt-5" : "mt-6 sm:mt-8")}>
          <div className={cn("grid items-start @[52rem]:grid-cols-2", compact ? "gap-2" : "gap-6")}>
            <Level level={emergency} tone="danger" compact={compact} />
            <Level level={sameDay} tone="accent" compact={compact} office={office} />
          </div>
        </div>
        <div
          role="group"
          aria-labelledby={`${headingId}-crisis`}
          className={cn(
            "rounded-card border border-line bg-brand-soft",
            compact ? "mt-2" : "mt-6",
            type.box,
          )}
        >
          {/* In the compact size the heading runs into the line: one paragraph. */}
          <h3
            id={`${headingId}-crisis`}
            className={cn(
              "items-center gap-2 font-bold text-brand-strong",
              compact ? "inline" : "flex",
              type.heading,
            )}
          >
            <Icon
              node={HeartHandshake}
              className={cn("shrink-0", type.icon, compact && "mr-1.5 inline align-text-bottom")}
            />
            {crisis.heading}
          </h3>
          <p className={cn("max-w-3xl", compact ? "inline" : type.gap, type.text)}>
            {compact ? sentenceGap(crisis.heading) : null}
            {withCallLinks(crisis.text)}
          </p>
        </div>
      </Container>
    </section>
  );
}
