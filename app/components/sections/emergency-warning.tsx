// Warning signs at two levels of urgency, so a reader knows whether to call
// 911 or the doctor, and the crisis line on its own, since it is neither.
import { HeartHandshake, Phone, TriangleAlert } from "lucide";
import type * as React from "react";
import { useId } from "react";
import { FilledIn } from "#app/components/ui/filled-in.tsx";
import { Icon, type IconNode } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { useSiteFacts, useWords } from "#app/lib/site-facts.ts";
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

function Level({
  level,
  tone,
  icon,
  children,
}: {
  level: WarningLevel;
  tone: keyof typeof tones;
  icon: IconNode;
  children?: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className={cn("rounded-card border-2 p-5 sm:p-6", tones[tone].box)}
    >
      <h3
        id={headingId}
        className={cn("flex items-center gap-3 text-xl font-bold", tones[tone].heading)}
      >
        <Icon node={icon} className="size-6 shrink-0" />
        {level.heading}
      </h3>
      <p className="mt-3 text-lg font-semibold">{withCallLinks(level.intro)}</p>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-lg">
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
}: {
  heading: string;
  /** An anchor for the page's "On this page" list. */
  id?: string;
} & WarningSigns) {
  const headingId = useId();
  const { phone } = useSiteFacts().office;
  const words = useWords();
  return (
    <section id={id} aria-labelledby={headingId} className="py-14 sm:py-16">
      <Container>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        {/* Side by side only where the section is wide enough for both,
            which beside a page's side column is from the xl breakpoint. */}
        <div className="@container mt-8">
          <div className="grid items-start gap-6 @[52rem]:grid-cols-2">
            <Level level={emergency} tone="danger" icon={TriangleAlert} />
            <Level level={sameDay} tone="accent" icon={Phone}>
              <p className="mt-4 text-lg">
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
          className="mt-6 rounded-card border border-line bg-brand-soft p-5 sm:p-6"
        >
          <h3
            id={`${headingId}-crisis`}
            className="flex items-center gap-3 text-xl font-bold text-brand-strong"
          >
            <Icon node={HeartHandshake} className="size-6 shrink-0" />
            {crisis.heading}
          </h3>
          <p className="mt-3 max-w-3xl text-lg">{withCallLinks(crisis.text)}</p>
        </div>
      </Container>
    </section>
  );
}
