// What the server answers when it turns a message away, in each language,
// with the longest message and the office phone filled in (contactAnswerWords
// of content/page/contact/<language>/words.yaml). A refused field's own
// problem comes from schema.ts.
import {
  type ContactAnswerWords,
  type Language,
  contactAnswerWordsIn,
  contactFormWordsIn,
  languages,
  officePhone,
} from "./facts.ts";
import { format } from "./format.ts";
import { contactLimits, withThousands } from "./limits.ts";

/** One language's answers; `sentTwice` still holds {field}, for the server to fill in. */
export type ContactAnswers = { readonly [K in keyof ContactAnswerWords]: string };

function answersIn(language: Language): ContactAnswers {
  const separator = contactFormWordsIn[language].thousandsSeparator;
  const facts = { limit: withThousands(contactLimits.message, separator), phone: officePhone };
  const words = contactAnswerWordsIn[language];
  return Object.fromEntries(
    Object.entries(words).map(([key, template]) => [key, format(template, facts, language)]),
  ) as ContactAnswers;
}

export const contactAnswers = Object.fromEntries(
  languages.map((language) => [language, answersIn(language)]),
) as Record<Language, ContactAnswers>;
