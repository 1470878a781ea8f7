// @vitest-environment node
// Each draft translation (the ru, es and zh files of content/) against its
// English: the same files, and every string in the other language. A string may
// stay as the English has it only when it is not words a visitor reads as
// English: a name (the practice, the physician, a plan, a partner, a street),
// an address, a number, a code or an acronym.
import { practice } from "./practice.ts";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentFileNames, contentFolder, readContentFile, wordsFilePath } from "./files.ts";
import { collectionsIn, givenIn, wordsIn } from "./in-language.ts";
import { wordsFiles } from "./page-schemas.ts";
import { type Language, languages, translations } from "./translated.ts";
import { type Schema, fieldSchema, fileSchemas, holdsWords } from "./word-fields.ts";

/** Every string of the practice's facts: names and facts a translation keeps as they are. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}
const practiceFacts = new Set(stringsOf({ ...practice(), care: undefined }));

/** Words spelled the same in English and in the language. */
const sameWord: Record<string, ReadonlySet<string>> = {
  es: new Set(["Color"]),
};

/**
 * Places whose text is kept as the English writes it on purpose: postal
 * lines of a contact card (an envelope is addressed in English, "Attn:"
 * included, so it reaches the right desk), and a medicine's name, which in
 * some languages is spelled as in English, and the notice's taglines, each
 * in its own language on every page.
 */
const keptAsWritten = [
  /\.contacts\[\d+\]\.lines\[\d+\]\.text/,
  /\.medications\[\d+\]\.name$/,
  /\.taglines\.items\[\d+\]\.(before|after)Phone$/,
];

/** Whether an English string may appear unchanged in a translation. */
function mayStay(text: string, path: string, language: string): boolean {
  if (practiceFacts.has(text) || sameWord[language]?.has(text)) return true;
  if (keptAsWritten.some((pattern) => pattern.test(path))) return true;
  // No word of two lower-case letters or more, units aside: a number, a dose,
  // a code, an acronym, or only placeholders and punctuation ("{use}. {dosing}.").
  if (!/[a-z]{2,}/.test(text.replace(/\b(mg|ml|mL|kg)\b|\{\w+\}/g, ""))) return true;
  // Links, e-mail addresses and web addresses written out.
  return (
    /^(https?:|mailto:|tel:|\/|#)/.test(text) ||
    /^[\w.+-]+@[\w.-]+$/.test(text) ||
    /^[\w-]+(\.[\w-]+)*\.(gov|org|com)(\/\S*)?$/.test(text)
  );
}

type Problem = string;

/**
 * Each string of a translation against its English, walked beside the
 * file's schema: a field that holds no words (an address, an id, a date, an
 * icon, a source) is the same in every language and not compared.
 */
function compare(
  en: unknown,
  other: unknown,
  path: string,
  language: string,
  problems: Problem[],
  schema: Schema | undefined,
) {
  if (!schema || !holdsWords(schema)) return;
  const inside = (english: unknown, own: unknown, at: string, field: string) =>
    compare(english, own, at, language, problems, fieldSchema(schema, field));
  if (typeof en === "function") {
    if (typeof other !== "function") return void problems.push(`${path}: not a function`);
    compare(
      en("X"),
      (other as (value: string) => unknown)("X"),
      `${path}()`,
      language,
      problems,
      schema,
    );
    return;
  }
  if (typeof en === "string") {
    if (typeof other !== "string") return void problems.push(`${path}: not text`);
    if (other === en && !mayStay(en, path, language))
      problems.push(`${path}: still English: "${en}"`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other) || other.length !== en.length) {
      return void problems.push(`${path}: ${en.length} items in English`);
    }
    en.forEach((item, index) => inside(item, other[index], `${path}[${index}]`, String(index)));
    return;
  }
  if (en && typeof en === "object") {
    if (!other || typeof other !== "object") return void problems.push(`${path}: missing`);
    for (const [key, value] of Object.entries(en)) {
      inside(value, (other as Record<string, unknown>)[key], `${path}.${key}`, key);
    }
  }
}

describe.each(translations)("the %s translation", (language) => {
  it("has a file for each English file it must translate", () => {
    for (const collection of ["conditions", "treatments", "notice"]) {
      expect(contentFileNames(`${collection}/${language}`)).toEqual(
        contentFileNames(`${collection}/en`),
      );
    }
    for (const file of wordsFiles) {
      expect(existsSync(join(contentFolder(), wordsFilePath(file, language)))).toBe(true);
    }
    expect(existsSync(join(contentFolder(), "practice", language, "facts.yaml"))).toBe(true);
  });

  it.each(wordsFiles)("content/%s: every string in the translation's language", (file) => {
    const problems: Problem[] = [];
    compare(
      wordsIn(file, "en"),
      wordsIn(file, language),
      wordsFilePath(file, language),
      language,
      problems,
      fileSchemas[file],
    );
    expect(problems).toEqual([]);
  });

  it("content/practice: every word of the facts in the translation's language", () => {
    const problems: Problem[] = [];
    compare(
      givenIn("en").facts,
      givenIn(language).facts,
      "practice",
      language,
      problems,
      fileSchemas.practice,
    );
    expect(problems).toEqual([]);
  });

  it.each(["conditions", "treatments", "notice"] as const)(
    "content/%s/: every string in the translation's language",
    (collection) => {
      const pages = collection === "notice" ? "notices" : collection;
      const read = (of: Language) => Object.entries(collectionsIn(of)[pages]);
      const problems: Problem[] = [];
      const own = new Map(read(language));
      for (const [key, page] of read("en")) {
        const at = `${collection}.${key}`;
        compare(page, own.get(key), at, language, problems, fileSchemas[collection]);
      }
      expect(problems).toEqual([]);
    },
  );
});

describe("the legal notices' marks", () => {
  // Each passage counsel must approve is marked in the English file's data
  // (`marks`), where an editor that rewrites the file keeps it; a comment
  // is not a mark, in any language.
  const keys = contentFileNames("notice/en");

  it("are data in the English notices, each on a field the notice has", () => {
    const marks = keys.flatMap((key) => readContentFile(`notice/en/${key}.yaml`).marks);
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.filter((mark) => mark.kind === "template")).toEqual(marks);
  });

  it.each(languages)("are never a comment in content/notice/%s/", (language) => {
    for (const key of keys) {
      const text = readFileSync(join(contentFolder(), "notice", language, `${key}.yaml`), "utf8");
      expect(text, `${language}/${key}.yaml`).not.toMatch(/#.*\b(TEMPLATE|PLACEHOLDER)\b/);
    }
  });
});
