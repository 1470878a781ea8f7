// The words of every content file as messages: each sentence's placeholders
// filled in with Intl from the figures and facts the practice gives
// (practice.ts, `givenFrom`), a practice's list put in whole, and every
// sentence of a file with where it sits, walked beside its schema
// (word-fields.ts). The walk (in-language.ts) fills every file in one call
// (`filledAll`); this module calls no reader and not practice.ts.
import { IntlMessageFormat } from "intl-messageformat";
import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser";
import { plainNames } from "#app/contact/format.ts";
import { type ContentFile, contentProblem, orError } from "./files.ts";
import { type Schema, fieldSchema, holdsWords, schemaOfFile } from "./word-fields.ts";
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
 * list's placeholder is the list (`withLists`), each sentence's placeholders
 * are filled in with Intl (`fill`), and then every sentence of every file is
 * typeset for the language (typography.ts). The figures and facts are given
 * by name, and the lists a field may take whole. A file with a placeholder
 * out of place gives its Error instead of its words, for its reader to report.
 */
export function filledAll(
  files: readonly { data: unknown; file: ContentFile }[],
  { figures, lists }: { figures: Record<string, string | number>; lists: Record<string, unknown> },
  language: Language,
): unknown[] {
  const filled = files.map(({ data, file }) =>
    orError(() => fill(withLists(data, lists), figures, language, file)),
  );
  const words = typesetAll(
    filled.map((each) => (each instanceof Error ? null : each)),
    language,
  );
  return filled.map((each, index) => (each instanceof Error ? each : words[index]));
}

/** Why a message could not be read or filled in, in its first line. */
const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message.split("\n")[0] : String(error);

/**
 * Every sentence of a page's words filled in with Intl: the practice's facts
 * and figures put in, plurals chosen. A plain placeholder they do not give
 * ("{phone}", "{field}") stays as written, for the place that uses the words
 * to fill in (app/contact/format.ts); one named like a fact of the
 * practice ({practice…}) that the facts do not give is a mistake, and so is
 * a number or a plural of a figure they do not give.
 */
function fill<T>(
  value: T,
  figures: Record<string, string | number>,
  language: Language,
  file: ContentFile,
): T {
  return eachString(value, (text, path) => {
    if (!text.includes("{")) return text;
    const problem = (reason: string, cause?: unknown) =>
      new Error(contentProblem(file, path, reason), { cause });
    let later: string[];
    let message: MessageFormatElement[];
    try {
      message = parse(text, { ignoreTag: true });
      later = plainNames(message).filter((name) => !(name in figures));
    } catch (error) {
      throw problem(`a brace out of place (${reasonOf(error)})`, error);
    }
    const unknownFact = later.find((name) => name.startsWith("practice"));
    if (unknownFact) throw problem(`a placeholder the facts do not give ({${unknownFact}})`);
    try {
      const formatter = new IntlMessageFormat(message, formatLocales[language], undefined, {
        ignoreTag: true,
      });
      const left = Object.fromEntries(later.map((name) => [name, `{${name}}`]));
      return String(formatter.format({ ...left, ...figures }));
    } catch (error) {
      throw problem(
        `a placeholder the facts do not give, or a brace out of place (${reasonOf(error)})`,
        error,
      );
    }
  }) as T;
}

/**
 * A value with each field that is only a placeholder of `lists`
 * ("{practiceInsurancePlans}", "{emergencySigns}") replaced by that list,
 * before the file's schema reads it.
 */
const withLists = (value: unknown, lists: Record<string, unknown>) =>
  eachString(value, (text) => {
    const whole = /^\{(\w+)\}$/.exec(text)?.[1];
    return whole && whole in lists ? lists[whole] : text;
  });

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

/** Every sentence of a content file's words, walked beside the file's schema. */
export function sentencesOfFile(file: ContentFile): { path: string; text: string }[] {
  return sentencesOf(file.data, schemaOfFile(file.file));
}
