// What a review covers: the site's words in one language, cut into units a reviewer signs one at
// a time. A unit is a page (its key as app/page-list/page-list.ts names it: "home",
// "condition/migraine", "notice/privacyPractices") or "interface", the words every page shares
// (menus, footer, the practice's facts in words, the 404 page). Which fields are words is the
// schemas' (word-fields.ts); a test holds the units to them. Reviews a unit needs: medical (the
// physician) of the English condition, treatment and home pages; legal (counsel) of the English
// notices; translation (a medical translator) of every unit of every other language. A
// translated page says it was medically reviewed only while both hold (reviews.ts).
import { collectionSchemas } from "#app/content-loader/collection-schemas.ts";
import { readContentFile, wordsFilePath } from "#app/content-loader/files.ts";
import { contentIn } from "#app/content-loader/in-language.ts";
import { placeholdersOf, sentencesOf } from "#app/content-loader/messages.ts";
import { wordsFiles } from "#app/content-loader/page-schemas.ts";
import { type NoticeKey, noticePages, wordsPages } from "#app/content-loader/site-map.ts";
import { careFigures } from "#app/content-loader/practice.ts";
import {
  type Schema,
  fieldSchema,
  fileSchemas,
  holdsWords,
  wordsFieldsOf,
} from "#app/content-loader/word-fields.ts";
import type { Language } from "#app/content-loader/translated.ts";

export const reviewKinds = ["medical", "translation", "legal"] as const;
export type ReviewKind = (typeof reviewKinds)[number];

export type ReviewUnit = {
  key: string;
  /** What a reviewer reads it as: the page's title, or "Interface". */
  title: string;
  /** The reviews it needs before the site goes live, in this language. */
  kinds: readonly ReviewKind[];
  /** The words as the pages show them, the practice's facts filled in (what a packet prints). */
  words: unknown;
  /** What a review of it signs (`signsOf`). */
  signs: Signs;
};

/**
 * What a review signs: each sentence of a unit as its file writes it, by its place
 * (".faqs.2.answer"), placeholders kept, and the value of each placeholder it names that is words
 * or a care figure; the practice's other facts stay placeholders, so changing one outdates nothing.
 */
export type Signs = Record<string, string>;

/** A content file's data by its path in the content folder; undefined where there is none. */
export type Read = (path: string) => unknown;

/** The content folder as it is now: what the pages are built from. */
export const readNow: Read = (path) => {
  try {
    return readContentFile(path).data;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
};

/** `make`, each answer made once: a file read once, a language's records parsed once. */
export function remembered<K, T>(make: (key: K) => T): (key: K) => T {
  const made = new Map<K, T>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as T;
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/**
 * The practice's words a sentence may name ({practiceInsurancePayment}): each field of its facts
 * whose schema is words the translations give (not a name or a plan), in the language's words.
 */
function practiceWords(language: Language, read: Read): Signs {
  const found: Signs = {};
  const visit = (schema: Schema, english: unknown, own: unknown, path: string[]) => {
    for (const [key, value] of Object.entries(isObject(english) ? english : {})) {
      const part = fieldSchema(schema, key);
      if (!part || !holdsWords(part) || part.translated === false) continue;
      const mine = isObject(own) ? own[key] : undefined;
      const at = [...path, key];
      if (isObject(value)) visit(part, value, mine, at);
      else {
        const name = `practice${at.map((each) => each[0]?.toUpperCase() + each.slice(1)).join("")}`;
        found[name] = sentencesOf(mine ?? value, part)
          .map(({ text }) => text)
          .join("\n");
      }
    }
  };
  const own = language === "en" ? undefined : read(`practice/${language}/facts.yaml`);
  visit(fileSchemas.practice, read("practice/en/facts.yaml"), own, []);
  return found;
}

/** What a sentence may name that a review signs: the practice's words, and the figures. */
function quotable(
  language: Language,
  read: Read,
): { practice: Signs; figures: Record<string, string | number> } {
  const { care, retention } = (read("practice/en/facts.yaml") ?? {}) as {
    care?: unknown;
    retention?: { messageDays?: number; serverLogDays?: number };
  };
  const figures = { ...careFigures(care) };
  if (retention?.messageDays) figures.messageRetentionDays = retention.messageDays;
  if (retention?.serverLogDays) figures.serverLogRetentionDays = retention.serverLogDays;
  return { practice: practiceWords(language, read), figures };
}

/** Each value of `value` whose schema is `signed` (not words, yet signed: a page's sources), by place. */
function signedValues(value: unknown, schema: Schema | undefined, path: string, found: Signs) {
  if (!schema || value === null || typeof value !== "object") return;
  for (const [key, item] of Object.entries(value)) {
    const part = fieldSchema(schema, key);
    if (part?.signed) found[`${path}.${key}`] = Array.isArray(item) ? item.join(" ") : String(item);
    else signedValues(item, part, `${path}.${key}`, found);
  }
}

/** The collections: each page one file in each language (conditions/<language>/migraine.yaml). */
export const collections = Object.keys(collectionSchemas) as (keyof typeof collectionSchemas)[];
/** The kind of a collection's units, before the file's name: "conditions" → "condition/migraine". */
export const unitKind = (collection: string) => collection.replace(/s$/, "");

/**
 * Each words field of a main page's words file (content/page/<page>/<language>/words.yaml,
 * content/interface/<language>/words.yaml), by the unit that reviews it: that page's, or the one
 * its schema names (`reviewedIn`: the contact file's new-patient checklist is the patients
 * page's). The practice's facts in words (`clinicWords`) are reviewed with the interface.
 */
export const pageUnitFields: Record<string, readonly string[]> = (() => {
  const fields: Record<string, string[]> = { interface: ["clinicWords"] };
  for (const file of wordsFiles) {
    const own = file === "interface" ? file : file.slice("page/".length);
    for (const { field, reviewedIn } of wordsFieldsOf(fileSchemas[file])) {
      (fields[reviewedIn ?? own] ??= []).push(field);
    }
  }
  return fields;
})();

/** The schema of a main page's unit: the fields of every words file. */
const pageSchema: Schema = {
  properties: Object.assign({}, ...wordsFiles.map((file) => fileSchemas[file].properties)),
};

/**
 * A unit's words as its files write them, with their schema: a condition's, treatment's or
 * notice's file, or each field of a main page's unit from the words file that has it.
 */
export function writtenWords(language: Language, key: string, read: Read = readNow) {
  const [kind = "", name] = key.split("/");
  const collection = collections.find((each) => unitKind(each) === kind);
  if (collection) {
    return {
      data: read(`${collection}/${language}/${name}.yaml`),
      schema: fileSchemas[collection],
    };
  }
  const files = wordsFiles.map((file) => read(wordsFilePath(file, language))).filter(isObject);
  const fields = pageUnitFields[key] ?? [];
  return {
    data: Object.fromEntries(fields.map((at) => [at, files.find((data) => at in data)?.[at]])),
    schema: pageSchema,
  };
}

/**
 * What a review of the unit `key` in `language` signs, from the files `read` gives: the folder
 * now or, for `content:status --why`, a commit's. A condition's or treatment's sources (`signed`
 * in its schema, the same in every language) are read in English; the interface also signs every
 * word of the practice's facts.
 */
export function signsOf(
  language: Language,
  key: string,
  read: Read = readNow,
  quoted = quotable(language, read),
): Signs {
  const { data, schema } = writtenWords(language, key, read);
  const sentences = sentencesOf(data, schema);
  const signs: Signs = Object.fromEntries(sentences.map(({ path, text }) => [path, text]));
  if (key.includes("/")) signedValues(writtenWords("en", key, read).data, schema, "", signs);
  const named = key === "interface" ? Object.keys(quoted.practice) : [];
  for (const name of [...named, ...sentences.flatMap(({ text }) => placeholdersOf(text))]) {
    const value = quoted.practice[name] ?? quoted.figures[name];
    if (value !== undefined) signs[`{${name}}`] = String(value);
  }
  return signs;
}

type Field = keyof ReturnType<typeof contentIn>;

/** The units of one language, in the order of the site's menus. */
export function reviewUnits(language: Language): ReviewUnit[] {
  const content = contentIn(language);
  const english = language === "en";
  /** The one review a page needs: `kind` in English, translation in the other languages. */
  const only = (kind: ReviewKind): ReviewKind[] => [english ? kind : "translation"];
  const read = remembered(readNow);
  const quoted = quotable(language, read);
  const unit = (key: string, title: string, kinds: ReviewKind[], words: unknown): ReviewUnit => ({
    key,
    title,
    kinds,
    words,
    signs: signsOf(language, key, read, quoted),
  });
  const medical = only("medical");
  const page = (key: string, title: string, medicalInEnglish = false) => {
    const words = (pageUnitFields[key] ?? []).map((field) => [field, content[field as Field]]);
    return unit(key, title, english && !medicalInEnglish ? [] : medical, Object.fromEntries(words));
  };
  const labels = { ...content.mainPageLabels, ...content.toolPageLabels };
  return [
    // The home page is medical in English, and so is the referring physicians' page: it states the
    // red flags and the waits. Each condition and treatment follows its index page.
    ...(Object.keys(wordsPages) as (keyof typeof wordsPages)[]).flatMap((key) => [
      page(key, labels[key], key === "home" || key === "referring-physicians"),
      ...(key === "conditions" || key === "treatments" ? content[key] : []).map((each) =>
        unit(`${unitKind(key)}/${each.slug}`, each.title, medical, each),
      ),
    ]),
    ...(Object.keys(noticePages) as NoticeKey[]).map((key) =>
      unit(`notice/${key}`, content.noticePageLabels[key], only("legal"), content.notices[key]),
    ),
    page("interface", "Interface"),
  ];
}
