// Warning signs at two levels of urgency, so a reader knows whether to call
// 911 or the doctor, and the crisis line on its own, since it is neither.
import { HeartHandshake, Phone, TriangleAlert } from "lucide";
import type * as React from "react";
import { useId } from "react";
import { FilledIn } from "#app/components/ui/filled-in.tsx";
import { Icon, type IconNode } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import { useSiteFacts, useWords } from "#app/pages/site-facts.ts";
import { Container } from "./section.tsx";

/** One level of urgency: what to do, the sentence that leads in, and the signs. */
export type WarningLevel = { heading: string; intro: string; signs: readonly string[] };

/** Emergencies, signs that need a doctor the same day, and the crisis line. */
export type WarningSigns = {
  emergency: WarningLevel;
  sameDay: WarningLevel;
  crisis: { heading: string; text: string };
};

/** Turns each emergency or crisis number in a sentence into a link that dials it. */
function withCallLinks(text: string) {
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
  regular: { box: "p-5 sm:p-6", heading: "text-xl", icon: "size-6", text: "text-lg", gap: "mt-3" },
  compact: {
    box: "p-4 sm:p-5",
    heading: "text-lg",
    icon: "size-5",
    text: "text-base",
    gap: "mt-2",
  },
} as const;

function Level({
  level,
  tone,
  icon,
  size,
  children,
}: {
  level: WarningLevel;
  tone: keyof typeof tones;
  icon: IconNode;
  size: keyof typeof sizes;
  children?: React.ReactNode;
}) {
  const headingId = useId();
  const type = sizes[size];
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
      <p className={cn("font-semibold", type.gap, type.text)}>{withCallLinks(level.intro)}</p>
      <ul
        className={cn(
          "list-disc pl-6",
          type.gap,
          type.text,
          size === "compact" ? "space-y-1" : "space-y-2",
        )}
      >
        {level.signs.map((sign) => (
          <li key={sign}>{sign}</li>
        ))}
      </ul>
      {children}
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
  /** Smaller type and spacing, every sign still shown: the home page's version. */
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
      className={compact ? "py-10 sm:py-14" : "py-14 sm:py-16"}
    >
      <Container>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        {/* Side by side only where the section is wide enough for both,
            which beside a page's side column is from the xl breakpoint. */}
        <div className={cn("@container", compact ? "mt-5" : "mt-8")}>
          <div className={cn("grid items-start @[52rem]:grid-cols-2", compact ? "gap-4" : "gap-6")}>
            <Level level={emergency} tone="danger" icon={TriangleAlert} size={size} />
            <Level level={sameDay} tone="accent" icon={Phone} size={size}>
              <p className={cn(compact ? "mt-3" : "mt-4", type.text)}>
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
            compact ? "mt-4" : "mt-6",
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
          <p className={cn("max-w-3xl", type.gap, type.text)}>{withCallLinks(crisis.text)}</p>
        </div>
      </Container>
    </section>
  );
}
