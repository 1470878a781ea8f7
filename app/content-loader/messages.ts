// The words of every content file as messages: each sentence's placeholders
// filled in with Intl from the figures and facts the practice gives
// (practice.ts, `givenFrom`), a practice's list put in whole, and every
// sentence of a file with where it sits, walked beside its schema
// (word-fields.ts). The walk (in-language.ts) fills each file (`filled`);
// this module calls no reader and not practice.ts.
import { parse } from "@formatjs/icu-messageformat-parser";
import { format, plainNames } from "#app/contact/format.ts";
import { type ContentFile, contentProblem } from "./files.ts";
import { type Schema, fieldSchema, holdsWords } from "./word-fields.ts";
import { type Language, formatLocales } from "./translated.ts";
import { eachString, typeset } from "./typography.ts";

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
 * A file's words (its data laid over its English, and its file, which names
 * a mistake's place) filled in, in one walk: a field that is only a
 * placeholder of `lists` ("{practiceInsurancePlans}", "{emergencySigns}") is
 * that list, and each sentence is filled in with Intl (`format`,
 * app/contact/format.ts) from the facts and figures given by name, then
 * typeset for the language (typography.ts). A plain placeholder they do not
 * give ("{phone}", "{field}") stays as written, for the place that uses the
 * words to fill in; one named like a fact of the practice ({practice…}) that
 * the facts do not give is a mistake, and so is a number or a plural of a
 * figure they do not give: it throws, naming the file, the line and the field.
 */
export function filled(
  data: unknown,
  file: ContentFile,
  { figures, lists }: { figures: Record<string, string | number>; lists: Record<string, unknown> },
  language: Language,
): unknown {
  const fill = (text: string, path: string[]) => {
    if (!text.includes("{")) return typeset(text, language);
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
      return typeset(format(text, figures, formatLocales[language]), language);
    } catch (error) {
      throw problem("a placeholder the facts do not give, or a brace out of place", error);
    }
  };
  return eachString(data, (text, path) => {
    const whole = /^\{(\w+)\}$/.exec(text)?.[1];
    return whole && whole in lists ? eachString(lists[whole], fill, path) : fill(text, path);
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
): { path: string; text: string }[] {
  const found: { path: string; text: string }[] = [];
  eachString(value, (text, path) => {
    const at = path.reduce<Schema | undefined>(
      (outer, field) => (outer && holdsWords(outer) ? fieldSchema(outer, field) : undefined),
      schema,
    );
    if (at && holdsWords(at)) found.push({ path: path.map((field) => `.${field}`).join(""), text });
    return text;
  });
  return found;
}
