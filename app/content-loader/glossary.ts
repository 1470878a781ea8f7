// The glossary (content/glossary.yaml): how each language writes the terms
// the pages use most. The test of the same name holds every translation to
// it, and the PO file for translators names the terms a sentence has.
import * as z from "zod";
import { parseContent, readContentFile, words } from "./files.ts";
import { translations } from "./translated.ts";

/** A regular expression as a person writes it in the glossary; \p{L} is any letter. */
const pattern = z.string().refine((source) => {
  try {
    new RegExp(source, "iu");
    return true;
  } catch {
    return false;
  }
}, "not a regular expression the test can read");

const rendering = z
  .strictObject({ use: words, find: pattern.optional(), avoid: z.array(pattern).optional() })
  .optional();

export const glossaryFile = z.record(
  z.string(),
  z.strictObject({
    en: z.strictObject({ use: words, find: pattern }),
    note: words.optional(),
    ...(Object.fromEntries(translations.map((one) => [one, rendering])) as {
      [L in (typeof translations)[number]]: typeof rendering;
    }),
  }),
);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The glossary's terms, checked: each with how to find it in an English
 * sentence (`findEnglish`), and as each language writes it, how to find it
 * and the forms it must not take (a language left out chooses its word
 * sentence by sentence).
 */
export function glossary() {
  const file = parseContent(glossaryFile, readContentFile("glossary.yaml"));
  return Object.entries(file).map(([key, term]) => ({
    key,
    english: term.en.use,
    ...(term.note ? { note: term.note } : {}),
    findEnglish: new RegExp(term.en.find, "iu"),
    languages: Object.fromEntries(
      translations.flatMap((language) => {
        const rendering = term[language];
        if (!rendering) return [];
        const { use, find = escaped(use), avoid = [] } = rendering;
        const avoided = avoid.map((source) => new RegExp(source, "iu"));
        return [[language, { use, find: new RegExp(find, "iu"), avoid: avoided }] as const];
      }),
    ),
  }));
}

/** A sentence without its placeholders: what a reader sees of its own words. */
export function withoutPlaceholders(text: string): string {
  let result = text;
  for (let previous = ""; previous !== result;) {
    previous = result;
    result = result.replace(/\{[^{}]*\}/g, " ");
  }
  return result;
}

export type GlossaryTerm = ReturnType<typeof glossary>[number];
