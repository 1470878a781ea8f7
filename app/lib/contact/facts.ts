// The practice facts and words the server needs, read from content, where
// each is written once: the site's public address (a post from it is never
// cross-site), the office phone its error answers name, how long messages
// are kept (the inbox purge's default), the contact page's path, where a
// post without JavaScript lands, the site's languages, and the form's words
// and the server's answers in each of them. The only file of this folder
// that reads content, so the server reaches content through here alone.
// The browser imports nothing from here but types: its words come with the
// page, in its one language.
import { clinic } from "#app/content/clinic.ts";
import * as en from "#app/content/contact.ts";
import * as es from "#app/content/es/contact.ts";
import * as ru from "#app/content/ru/contact.ts";
import { mainPages } from "#app/content/site-map.ts";
import type { Language, Translated } from "#app/content/translated.ts";
import * as zh from "#app/content/zh/contact.ts";

export { messageRetentionDays } from "#app/content/contact.ts";
export { languageOfPath, languagePath } from "#app/content/site-map.ts";
export { type Language, languageNamesInEnglish, languages } from "#app/content/translated.ts";

export const siteOrigin = clinic.url;

export const officePhone = clinic.phone.display;

export const contactPagePath = mainPages.contact.path;

/** The contact form's words in one language (app/content/contact.ts). */
export type ContactFormWords = Translated<typeof en.contactFormWords>;

/** The server's refusals in one language, as templates (app/content/contact.ts). */
export type ContactAnswerWords = Translated<typeof en.contactAnswerWords>;

const contactModules = { en, ru, es, zh } satisfies Record<
  Language,
  { contactFormWords: ContactFormWords; contactAnswerWords: ContactAnswerWords }
>;

export const contactFormWordsIn: Record<Language, ContactFormWords> = {
  en: contactModules.en.contactFormWords,
  ru: contactModules.ru.contactFormWords,
  es: contactModules.es.contactFormWords,
  zh: contactModules.zh.contactFormWords,
};

export const contactAnswerWordsIn: Record<Language, ContactAnswerWords> = {
  en: contactModules.en.contactAnswerWords,
  ru: contactModules.ru.contactAnswerWords,
  es: contactModules.es.contactAnswerWords,
  zh: contactModules.zh.contactAnswerWords,
};
