// What the contact page hands its form's script (app/browser/contact-form.ts),
// as JSON in the page.
import type { ContactFormWords, Language } from "./facts.ts";
import type { ReplyPromise } from "./receipt.ts";

/** The form's script as React renders it; the build writes its bundle's hashed name in its place. */
export const contactFormScript = "/assets/contact-form.js";

export const contactFormDataId = "contact-form-data";

/** The id of the form's box that says a send failed, beside the Send button. */
export const contactSendFailedId = "contact-send-failed";

/** The live regions at the top of the screen that the script's notices appear in, by kind. */
export const contactNoticesId = (kind: "success" | "error") => `contact-notices-${kind}`;

export type ContactFormData = {
  /** The page's language, which the form posts with, and the form's words and notices in it. */
  language: Language;
  words: ContactFormWords;
  messages: { successTitle: string; successText: string };
  /** The office phone as a failed send shows it. */
  phone: string;
  /** The plans the form offers, which the browser checks a choice against as the server does. */
  plans: readonly string[];
  /** The page's locale (formatLocales), for the receipt's dates. */
  locale: string;
  /** The office's days and the reply promise, for the receipt's day of the reply. */
  reply: ReplyPromise;
};
