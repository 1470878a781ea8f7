// The practice's facts and words the server needs, read from content, where
// each is written once. The only file of this folder that reads content, so
// the server reaches content through here alone; the browser imports nothing
// from here but types: its words come with the page, in its one language.
import { officeDaysIn, practice } from "#app/content-loader/practice.ts";
import { wordsIn } from "#app/content-loader/in-language.ts";
import { mainPages } from "#app/content-loader/site-map.ts";
import { type Language, languages } from "./languages.ts";

export { languageOfPath, languagePath } from "#app/content-loader/site-map.ts";
export { type Language, formatLocales, languageNamesInEnglish, languages } from "./languages.ts";

/** The site's public address: a post from it is never cross-site. */
export const siteOrigin = practice().url;

/** How many days contact messages are kept: the inbox purge's default. */
export const messageRetentionDays = practice().retention.messageDays;

export const officePhone = practice().phone.display;

/** The plans the contact form offers to choose from. */
export const insurancePlans: readonly string[] = practice().insurance.plans;

/** The days the contact form offers half days on: the office's days ("monday", …). */
export const officeDays: readonly string[] = officeDaysIn("en").map(({ day }) => day);

/** The office's days ("monday", …), each with its opening and closing times ("09:00"). */
export const officeHours: Readonly<Record<string, { opens: string; closes: string }>> =
  Object.fromEntries(
    practice().hours.flatMap(({ dayOfWeek, opens, closes }) =>
      opens && closes ? dayOfWeek.map((day) => [day.toLowerCase(), { opens, closes }]) : [],
    ),
  );

/** The contact page's path, where a post without JavaScript lands. */
export const contactPagePath = mainPages.contact.path;

/** The practice's promise to answer a message within so many hours, on business days. */
export const responseHours = practice().care.responseHours;

/** The contact page's words in one language (content/page/contact/<language>/words.yaml). */
type ContactPageWords = ReturnType<typeof wordsIn<"page/contact">>;

export type ContactFormWords = ContactPageWords["contactFormWords"];

/** The form's notices, and what the panels say after a send or a turned-away post. */
export type ContactMessages = ContactPageWords["contactMessages"];
export type ContactOutcomeText = ContactPageWords["contactOutcomeText"];

/** The server's refusals, as templates. */
export type ContactAnswerWords = ContactPageWords["contactAnswerWords"];

/**
 * Each language's words, read from its file the first time they are asked
 * for: a process that needs only the languages' names (the message store,
 * the inbox) reads no content.
 */
const byLanguage = <T>(words: (language: Language) => T): Record<Language, T> => {
  const read = new Map<Language, T>();
  const get = (language: Language) =>
    read.get(language) ?? read.set(language, words(language)).get(language);
  return Object.defineProperties(
    {},
    Object.fromEntries(languages.map((one) => [one, { enumerable: true, get: () => get(one) }])),
  ) as Record<Language, T>;
};

export const contactFormWordsIn: Record<Language, ContactFormWords> = byLanguage(
  (language) => wordsIn("page/contact", language).contactFormWords,
);

export const contactAnswerWordsIn: Record<Language, ContactAnswerWords> = byLanguage(
  (language) => wordsIn("page/contact", language).contactAnswerWords,
);
