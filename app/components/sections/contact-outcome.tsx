// What the contact page says once a message is sent, and after a form post
// that was turned away. The sent panel sits in place of the form: a form post
// without JavaScript lands on /contact#message-sent, or on the same page with
// its receipt filled in by the server (server/contact-receipts.ts), and the
// form's script shows it after a send. The panels stay hidden until the
// address names them (CSS :target) or the script shows the sent one; the
// browser then scrolls to the panel and focuses it, so a screen reader
// starts reading there. The receipt's details (who, new or returning, when,
// the day of the reply) stay hidden until something fills them in.
import { CircleCheck } from "lucide";
import type * as React from "react";
import { KeptWhole, sentenceGap } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { type NotRead, contactOutcomeIds, notReadIds } from "#app/contact/endpoint.ts";
import type { ContactFormWords, ContactOutcomeText } from "#app/contact/facts.ts";
import { useSiteFacts } from "#app/page-list/site-facts.ts";
import { type ReceiptSlot, receiptDetailsAttribute } from "#app/contact/receipt.ts";
import { CallButton } from "./book-and-call.tsx";
import { BulletList } from "./text-blocks.tsx";

const tones = {
  good: { box: "border-brand bg-brand-soft", heading: "" },
  bad: { box: "border-danger bg-danger-soft", heading: "text-danger" },
} as const;

/** A panel shown only while the address names its id. */
function OutcomePanel({
  id,
  heading,
  level: Heading = "h2",
  tone,
  children,
}: {
  id: string;
  heading: React.ReactNode;
  level?: "h2" | "h3";
  tone: keyof typeof tones;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className={`mb-10 hidden scroll-mt-6 rounded-lg border-2 p-6 target:block focus:outline-none data-shown:block sm:p-8 ${tones[tone].box}`}
    >
      {/* Focused by the form's script after a send (tabIndex), with the panel's top in view. */}
      <Heading
        id={`${id}-heading`}
        tabIndex={-1}
        className={`flex scroll-mt-6 items-center gap-3 text-2xl font-bold focus:outline-none ${tones[tone].heading}`}
      >
        {heading}
      </Heading>
      {children}
    </section>
  );
}

/**
 * A line of the receipt, its value left for the server or the script to fill
 * in; a line left empty (a question not answered) is not shown.
 */
function ReceiptRow({ label, slot }: { label: string; slot: ReceiptSlot }) {
  return (
    <div className="flex flex-wrap gap-x-2 has-[dd:empty]:hidden">
      <dt className="font-semibold">{label}</dt>
      <dd data-receipt={slot} />
    </div>
  );
}

/**
 * The confirmation kept in place of the form after a send: the spec's
 * "Message Received" and its text, the day the practice replies by (the
 * promise's hours count business days), what was sent and when, what to do
 * if it cannot wait, with the warning signs that need 911 a link away, and a
 * way back to an empty form (the booking link, the form's own address). The
 * after-hours line is for patients: for anyone else who writes while the
 * office is closed, the receipt puts the 911 sentence first (its
 * `emergency` slot), and the same sentence after the phone is left out.
 * Its heading takes focus after a send with JavaScript, so it is on screen
 * even when the panel is taller than the screen (400 % zoom).
 */
export function ContactSentPanel({
  text,
  words,
  warningSigns,
}: {
  text: ContactOutcomeText["sent"];
  words: ContactFormWords["receipt"];
  warningSigns: { href: string; label: string };
}) {
  const { office, bookingPath } = useSiteFacts();
  return (
    <OutcomePanel
      id={contactOutcomeIds.sent}
      tone="good"
      level="h3"
      heading={
        <>
          <Icon node={CircleCheck} className="size-8 shrink-0 text-brand" />
          {text.title}
        </>
      }
    >
      <p className="mt-3 text-lg">{text.text}</p>
      <div {...{ [receiptDetailsAttribute]: "" }} hidden>
        <p data-receipt="callback" className="mt-2 text-lg font-medium" />
        <h4 className="mt-5 text-lg font-semibold">{words.heading}</h4>
        <dl className="mt-2 space-y-1">
          <ReceiptRow label={words.name} slot="name" />
          <ReceiptRow label={words.patient} slot="patient" />
          <ReceiptRow label={words.sent} slot="sent" />
        </dl>
      </div>
      <p data-receipt="emergency" className="mt-4 font-semibold empty:hidden" />
      <p className="mt-4">
        <span>
          <KeptWhole text={words.urgent} whole={office.phone.display} />
        </span>
        {sentenceGap(words.urgent)}
        <a
          href={warningSigns.href}
          className="font-semibold text-danger underline underline-offset-4"
        >
          {warningSigns.label}
        </a>
      </p>
      <p className="mt-2 [[data-receipt=emergency]:not(:empty)~&]:hidden">{words.emergency}</p>
      <div className="mt-5 flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <CallButton />
        <a
          href={bookingPath}
          data-send-another=""
          className="inline-flex min-h-11 items-center font-medium text-brand-strong underline underline-offset-4"
        >
          {words.another}
        </a>
      </div>
    </OutcomePanel>
  );
}

/**
 * The panels a turned-away form post lands on, above the page's contact
 * details: the one for a post turned away, then one for each way the server
 * could not read the email address, the phone number or both (and nothing
 * else was wrong). Each of those names the field in its heading, says how to
 * write it (the words the form's script shows beside the field), and sends
 * the visitor Back to the form, where the browser keeps what they typed.
 */
export function ContactNotSentPanels({
  text,
  problems,
}: {
  text: Pick<ContactOutcomeText, "notSent" | "notRead">;
  problems: Pick<ContactFormWords["problems"], "email" | "phone">;
}) {
  const { notSent, notRead } = text;
  const fixes = (field: NotRead) =>
    field === "both" ? [problems.email, problems.phone] : [problems[field]];
  return (
    <>
      <OutcomePanel id={contactOutcomeIds.notSent} tone="bad" heading={notSent.title}>
        <p className="mt-3 text-lg">{notSent.intro}</p>
        <h3 className="mt-6 text-lg font-semibold">{notSent.reasonsHeading}</h3>
        <div className="mt-3">
          <BulletList items={notSent.reasons} />
        </div>
        <p className="mt-6 text-lg">{notSent.backHint}</p>
        <CallButton className="mt-6" />
      </OutcomePanel>
      {(Object.keys(notReadIds) as NotRead[]).map((field) => (
        <OutcomePanel key={field} id={notReadIds[field]} tone="bad" heading={notRead[field]}>
          {fixes(field).map((fix) => (
            <p key={fix} className="mt-3 text-lg font-medium">
              {/* The example number, "(718) 555-0100", on one line. */}
              <KeptWhole text={fix} whole={/\(?\d[\d() .-]{5,}\d/.exec(fix)?.[0] ?? ""} />
            </p>
          ))}
          <p className="mt-4 text-lg">{notRead.back}</p>
          <CallButton className="mt-6" />
        </OutcomePanel>
      ))}
    </>
  );
}
