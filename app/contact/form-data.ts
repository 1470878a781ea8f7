// What the contact page hands its form's script (app/browser/contact-form.ts),
// as JSON in the page: the form's words and notices in the page's language,
// the language to post with, the phone number a failed send offers, and the
// plans the form offers.
import type { ContactFormWords, Language } from "./facts.ts";

/**
 * Where the contact page loads its form's script from as React renders it;
 * the build bundles app/browser/contact-form.ts and writes its hashed name
 * in its place.
 */
export const contactFormScript = "/assets/contact-form.js";

/** The id of the JSON the contact page writes for its form's script. */
export const contactFormDataId = "contact-form-data";

export type ContactFormData = {
  language: Language;
  words: ContactFormWords;
  messages: { successTitle: string; successText: string };
  /** The office phone as a failed send shows it. */
  phone: string;
  /** The plans the form offers, which the browser checks a choice against as the server does. */
  plans: readonly string[];
};
