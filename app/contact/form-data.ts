// What the contact page hands its form's script (app/browser/contact-form.ts),
// as JSON in the page: the form's words and notices in the page's language,
// the language to post with, the phone number a failed send offers, the
// plans the form offers, and what the receipt after a send is worked out from.
import type { ContactFormWords, Language } from "./facts.ts";
import type { ReplyPromise } from "./receipt.ts";

/**
 * Where the contact page loads its form's script from as React renders it;
 * the build bundles app/browser/contact-form.ts and writes its hashed name
 * in its place.
 */
export const contactFormScript = "/assets/contact-form.js";

/** The id of the JSON the contact page writes for its form's script. */
export const contactFormDataId = "contact-form-data";

/** The id of the form's box that says a send failed, beside the Send button. */
export const contactSendFailedId = "contact-send-failed";

export type ContactFormData = {
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
