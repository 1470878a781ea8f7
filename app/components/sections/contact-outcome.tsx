// What the contact page says after a form post without JavaScript. The server
// answers such a post with a redirect to /contact#message-sent or
// /contact#message-not-sent; each panel stays hidden until the address names
// it (CSS :target), and the browser then scrolls to it and focuses it, so a
// screen reader starts reading there. The hydrated form uses a toast instead.
import { CircleCheck } from "lucide";
import type * as React from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { contactOutcomeIds } from "#app/contact/endpoint.ts";
import { CallButton } from "./book-and-call.tsx";
import { BulletList } from "./text-blocks.tsx";

export type ContactOutcomeText = {
  sent: { title: string; text: string };
  notSent: {
    title: string;
    intro: string;
    reasonsHeading: string;
    reasons: readonly string[];
    backHint: string;
  };
};

const tones = {
  good: { box: "border-brand bg-brand-soft", heading: "" },
  bad: { box: "border-danger bg-danger-soft", heading: "text-danger" },
} as const;

/** A panel shown only while the address names its id. */
function OutcomePanel({
  id,
  heading,
  tone,
  children,
}: {
  id: string;
  heading: React.ReactNode;
  tone: keyof typeof tones;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className={`mb-10 hidden scroll-mt-6 rounded-lg border-2 p-6 target:block focus:outline-none sm:p-8 ${tones[tone].box}`}
    >
      <h2
        id={`${id}-heading`}
        className={`flex items-center gap-3 text-2xl font-bold ${tones[tone].heading}`}
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function ContactOutcome({ text }: { text: ContactOutcomeText }) {
  return (
    <>
      <OutcomePanel
        id={contactOutcomeIds.sent}
        tone="good"
        heading={
          <>
            <Icon node={CircleCheck} className="size-8 shrink-0 text-brand" />
            {text.sent.title}
          </>
        }
      >
        <p className="mt-3 text-lg">{text.sent.text}</p>
      </OutcomePanel>
      <OutcomePanel id={contactOutcomeIds.notSent} tone="bad" heading={text.notSent.title}>
        <p className="mt-3 text-lg">{text.notSent.intro}</p>
        <h3 className="mt-6 text-lg font-semibold">{text.notSent.reasonsHeading}</h3>
        <div className="mt-3">
          <BulletList items={text.notSent.reasons} />
        </div>
        <p className="mt-6 text-lg">{text.notSent.backHint}</p>
        <CallButton variant="primary" className="mt-6" />
      </OutcomePanel>
    </>
  );
}
