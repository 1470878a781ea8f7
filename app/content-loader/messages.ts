// The words of every content file as messages: each sentence's placeholders
// filled in with Intl from the figures and facts the practice gives
// (practice.ts, `givenFrom`), a practice's list put in whole, and every
// sentence of a file with where it sits, walked beside its schema
// (word-fields.ts). The walk (in-language.ts) fills every file in one call
// (`filledAll`); this module calls no reader and not practice.ts.
import { parse } from "@formatjs/icu-messageformat-parser";
import { format, plainNames } from "#app/contact/format.ts";
import { type ContentFile, contentProblem, orError } from "./files.ts";
import { type Schema, fieldSchema, holdsWords } from "./word-fields.ts";
import { type Language, formatLocales } from "./translated.ts";
import { eachString, typesetAll } from "./typography.ts";

/** The placeholders of an ICU message: "{botoxUnits}" and "{botoxUnits, plural, …}" → botoxUnits. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1] ?? "").sort();
}

/**
 * The figures a sentence names: its placeholders of the practice's numbers,
 * a range's ends counted as the range ({followUpEveryWeeksMax}, which a
 * Russian noun agrees with, is {followUpEveryWeeks}). The practice's words
 * ({practiceInsuranceSummary}) are not figures.
 */
export function figuresOf(message: string): string[] {
  const names = placeholdersOf(message)
    .filter((name) => !name.startsWith("practice"))
    .map((name) => name.replace(/(Min|Max)$/, ""));
  return [...new Set(names)].sort();
}

/**
 * Every file's words (its data laid over its English, and its file, which
 * names a mistake's place) filled in, in one pass: a field that is only a
 * placeholder of `lists` ("{practiceInsurancePlans}", "{emergencySigns}") is
 * that list, each sentence's placeholders are filled in with Intl (`fill`),
 * and then every sentence of every file is typeset for the language
 * (typography.ts). The figures and facts are given by name, and the lists a
 * field may take whole. A file with a placeholder out of place gives its
 * Error instead of its words, for its reader to report.
 */
export function filledAll(
  files: readonly { data: unknown; file: ContentFile }[],
  { figures, lists }: { figures: Record<string, string | number>; lists: Record<string, unknown> },
  language: Language,
): unknown[] {
  return files.map(({ data, file }) =>
    orError(() => {
      const listed = eachString(data, (text) => {
        const whole = /^\{(\w+)\}$/.exec(text)?.[1];
        return whole && whole in lists ? lists[whole] : text;
      });
      return typesetAll(fill(listed, figures, language, file), language);
    }),
  );
}

/**
 * Every sentence of a page's words filled in with Intl (`format`,
 * app/contact/format.ts): the practice's facts and figures put in, plurals
 * chosen. A plain placeholder they do not give ("{phone}", "{field}") stays
 * as written, for the place that uses the words to fill in; one named like a
 * fact of the practice ({practice…}) that the facts do not give is a
 * mistake, and so is a number or a plural of a figure they do not give.
 */
function fill(
  value: unknown,
  figures: Record<string, string | number>,
  language: Language,
  file: ContentFile,
): unknown {
  return eachString(value, (text, path) => {
    if (!text.includes("{")) return text;
    const problem = (reason: string, error?: unknown) => {
      const why = error instanceof Error ? error.message.split("\n")[0] : String(error);
      const message = error === undefined ? reason : `${reason} (${why})`;
      return new Error(contentProblem(file, path, message), { cause: error });
    };
    let names: string[];
    try {
      names = plainNames(parse(text, { ignoreTag: true }));
    } catch (error) {
      throw problem("a brace out of place", error);
    }
    const unknownFact = names.find((name) => name.startsWith("practice") && !(name in figures));
    if (unknownFact) throw problem(`a placeholder the facts do not give ({${unknownFact}})`);
    try {
      return format(text, figures, formatLocales[language]);
    } catch (error) {
      throw problem("a placeholder the facts do not give, or a brace out of place", error);
    }
  });
}

/**
 * Every sentence of a value's words with where it sits (".faqs.2.answer"),
 * walked beside its schema (word-fields.ts, `fileSchemas`): a field whose
 * schema holds no words, or that the schema does not have (a page's `slug`),
 * is skipped. The guardrails, the glossary check and the PO file for
 * translators walk a file with it.
 */
export function sentencesOf(
  value: unknown,
  schema: Schema | undefined,
  path = "",
): { path: string; text: string }[] {
  if (!schema || !holdsWords(schema)) return [];
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      sentencesOf(item, fieldSchema(schema, String(index)), `${path}.${index}`),
    );
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      sentencesOf(item, fieldSchema(schema, key), `${path}.${key}`),
    );
  }
  return [];
}
