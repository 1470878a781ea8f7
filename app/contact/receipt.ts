// What the contact page keeps in place of the form once a message is sent:
// who sent it, new or returning patient, when (New York time), the business
// day of the reply, and, for a message not from a returning patient sent
// while the office was closed, the 911 sentence before the office phone (the
// after-hours line is for patients). The form's script fills them in after a
// send, the server into the built page after a plain post
// (server/contact-receipts.ts). Only the name is repeated, never the message.
// Imports no content, so the browser's bundle holds none.
import { typeset as typesetText } from "#app/content-loader/typography.ts";
import { type PatientKind, weekdays } from "./details.ts";
import type { ContactFormWords } from "./facts.ts";
import { format } from "./format.ts";
import { practiceClock, practiceTimeZone } from "./practice-time.ts";

/** What a receipt repeats of a message. */
export type Receipt = { name: string; patient: "" | PatientKind; sentAt: Date };

/** The slots of the page's receipt, each filled with its text (`data-receipt="name"`). */
export const receiptSlots = ["name", "patient", "sent", "callback", "emergency"] as const;
export type ReceiptSlot = (typeof receiptSlots)[number];

/** The attribute on the receipt's details, hidden until a receipt fills them. */
export const receiptDetailsAttribute = "data-receipt-details";

/**
 * What a receipt is worked out from: the office's days with fixed hours
 * ("monday": { opens: "09:00", closes: … }) and the promise to reply within
 * so many hours, counted on business days.
 */
export type ReplyPromise = {
  officeHours: Readonly<Record<string, { opens: string; closes: string }>>;
  responseHours: number;
};

const dayMs = 24 * 60 * 60 * 1000;

/** The calendar day in New York at `instant`, as midnight UTC of that date, and the time there ("17:05"). */
function newYorkDate(instant: Date): { date: Date; time: string } {
  const { date, time } = practiceClock(instant);
  return { date: new Date(`${date}T00:00:00Z`), time };
}

/** "monday", … of a date at midnight UTC. */
const weekdayOf = (date: Date) => weekdays[(date.getUTCDay() + 6) % 7] ?? "";

/**
 * The business day the practice replies by: a promise of 24 hours on
 * business days is the next office day after the day it was sent (a message
 * of a Friday evening or a weekend is answered on Monday), 48 hours the
 * second, and so on. Midnight UTC of that date in New York.
 */
export function replyDay(sentAt: Date, promise: ReplyPromise): Date {
  const days = Math.max(1, Math.ceil(promise.responseHours / 24));
  if (Object.keys(promise.officeHours).length === 0) return new Date(Number.NaN);
  let { date } = newYorkDate(sentAt);
  for (let counted = 0; counted < days;) {
    date = new Date(date.getTime() + dayMs);
    if (Object.hasOwn(promise.officeHours, weekdayOf(date))) counted += 1;
  }
  return date;
}

/** Whether the office was closed at `sentAt`: not one of its days, or outside its hours. */
export function sentAfterHours(sentAt: Date, { officeHours }: Pick<ReplyPromise, "officeHours">) {
  const { date, time } = newYorkDate(sentAt);
  const day = weekdayOf(date);
  const hours = Object.hasOwn(officeHours, day) ? officeHours[day] : undefined;
  return !hours || time < hours.opens || time >= hours.closes;
}

/** The texts of a receipt in the page's words and `locale` (formatLocales of the page's language). */
export function receiptTexts(
  receipt: Receipt,
  words: Pick<ContactFormWords, "receipt">,
  locale: string,
  promise: ReplyPromise,
): Record<ReceiptSlot, string> {
  const w = words.receipt;
  const date = (timeZone: string, options: Intl.DateTimeFormatOptions, instant: Date) =>
    new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: "long",
      month: "long",
      day: "numeric",
      ...options,
    }).format(instant);
  const time = date(practiceTimeZone, { hour: "numeric", minute: "2-digit" }, receipt.sentAt);
  const day = date("UTC", {}, replyDay(receipt.sentAt, promise));
  // The dates are filled in here, after the build's typographer: Russian
  // keeps "27 ноября" whole here too.
  const typeset = (text: string) => (locale.startsWith("ru") ? typesetText(text, "ru") : text);
  return {
    name: receipt.name,
    patient: receipt.patient === "" ? "" : w.patientKinds[receipt.patient],
    sent: typeset(format(w.sentAt, { time }, locale)),
    callback: typeset(format(w.callback, { day }, locale)),
    emergency:
      receipt.patient !== "returning" && sentAfterHours(receipt.sentAt, promise) ? w.emergency : "",
  };
}

// Text into HTML, for pages written as strings: a receipt, the content commands' reports, the
// dev server's page of content mistakes, the pages for when the server does not answer. The fifth
// character, ', is &#39;.
const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? "&#39;");

/** The built contact page with a receipt's texts in its slots, escaped, and its details shown; undefined without such slots. */
export function pageWithReceipt(html: string, texts: Record<ReceiptSlot, string>) {
  let filled = html;
  for (const slot of receiptSlots) {
    const empty = new RegExp(`(<[a-z]+ [^>]*data-receipt="${slot}"[^>]*>)(</[a-z]+>)`);
    if (!empty.test(filled)) return undefined;
    filled = filled.replace(
      empty,
      (_, open: string, close: string) => `${open}${escapeHtml(texts[slot])}${close}`,
    );
  }
  const details = new RegExp(`(<[a-z]+ [^>]*${receiptDetailsAttribute}="")([^>]*?) hidden=""`);
  if (!details.test(filled)) return undefined;
  return filled.replace(details, "$1$2");
}
