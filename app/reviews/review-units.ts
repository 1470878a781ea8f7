// What a review covers: the site's words in one language, cut into units a
// reviewer signs one at a time. A unit is a page (its key is the page's key,
// as app/page-list/page-list.ts names it: "home", "condition/migraine",
// "notice/privacyPractices") or "interface", the words every page shares
// (menus, footer, headings the templates repeat, the practice's facts in
// words, the 404 page). Every word of a language is in exactly one unit:
// which fields are words is the schemas' (word-fields.ts), and a test holds
// the units to them.
//
// Which reviews a unit needs:
// - medical, by the physician: the English condition and treatment pages, and
//   the English home page, whose warning signs are medical advice;
// - legal, by counsel: the English notices;
// - translation, by a medical translator: every unit of every language but
//   English. The physician and counsel sign the English; the translator signs
//   that a page says what the English says. A translated page says it was
//   medically reviewed only while both hold (app/reviews/reviews.ts), so nobody is
//   asked to sign words in a language they do not read.
import { readContentFile, wordsFilePath } from "#app/content-loader/files.ts";
import { contentIn } from "#app/content-loader/in-language.ts";
import { placeholdersOf, sentencesOf } from "#app/content-loader/messages.ts";
import { wordsFiles } from "#app/content-loader/page-schemas.ts";
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
 * What a review signs: each sentence of a unit as its file writes it, by
 * where it sits (".faqs.2.answer"), with its placeholders kept, and the
 * value of each placeholder it names that is words or a care figure
 * ("{practiceCoreEmergencySentence}", "{firstVisitMinutes}"). The
 * practice's facts (its name, phone, address, hours, plans: what the
 * practice schema does not mark as words its translations give) stay
 * placeholders, so changing one outdates no review.
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/**
 * The practice's words a sentence may name, by placeholder name
 * ({practiceInsurancePayment}): each field of content/practice/en/facts.yaml
 * whose schema is words the translations give (not `translated: false`: a
 * name, a plan), in the language's words where its facts file gives them.
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

/**
 * What a review of the unit `key` in `language` signs (`Signs`), from the
 * content files `read` gives: the folder now, or, for `content:status --why`,
 * a commit's. The interface also signs every word of the practice's facts.
 */
export function signsOf(
  language: Language,
  key: string,
  read: Read = readNow,
  quoted = quotable(language, read),
): Signs {
  const [kind = "", name] = key.split("/");
  const collections: Record<string, "conditions" | "treatments" | "notice" | undefined> = {
    condition: "conditions",
    treatment: "treatments",
    notice: "notice",
  };
  const collection = collections[kind];
  const sentences = collection
    ? sentencesOf(read(`${collection}/${language}/${name}.yaml`), fileSchemas[collection])
    : wordsFiles.flatMap((file) => {
        const data = read(wordsFilePath(file, language));
        return (pageUnitFields[key] ?? []).flatMap((field) =>
          sentencesOf(
            isObject(data) ? data[field] : undefined,
            fieldSchema(fileSchemas[file], field),
            `.${field}`,
          ),
        );
      });
  const signs: Signs = Object.fromEntries(sentences.map(({ path, text }) => [path, text]));
  // What a page's physician signs besides its words: its sources (`signed` in
  // the schema), the same in every language, so read in English.
  if (collection)
    signedValues(read(`${collection}/en/${name}.yaml`), fileSchemas[collection], "", signs);
  const named = key === "interface" ? Object.keys(quoted.practice) : [];
  for (const name of [...named, ...sentences.flatMap(({ text }) => placeholdersOf(text))]) {
    const value = quoted.practice[name] ?? quoted.figures[name];
    if (value !== undefined) signs[`{${name}}`] = String(value);
  }
  return signs;
}

type Content = ReturnType<typeof contentIn>;

/**
 * The words of each main page's unit, as fields of the language's content,
 * read from the schemas (word-fields.ts): every field of a page's words file
 * (content/page/<page>/<language>/words.yaml, content/interface/<language>/words.yaml)
 * that holds words is in that page's unit, or in the unit its schema names
 * (`reviewedIn`: the contact file's new-patient checklist, which the patients
 * page's review covers). The practice's facts in words (`clinicWords`,
 * content/practice/<language>/facts.yaml) are reviewed with the interface.
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

/** The units of one language, in the order of the site's menus. */
export function reviewUnits(language: Language): ReviewUnit[] {
  const content = contentIn(language);
  const english = language === "en";
  /** The one review a page needs: `kind` in English, translation in the other languages. */
  const only = (kind: ReviewKind): ReviewKind[] => [english ? kind : "translation"];
  // Each file read once for all the units (readNow hands each call a copy of its own).
  const files = new Map<string, unknown>();
  const read: Read = (path) => {
    if (!files.has(path)) files.set(path, readNow(path));
    return files.get(path);
  };
  const quoted = quotable(language, read);
  const unit = (key: string, title: string, kinds: ReviewKind[], words: unknown): ReviewUnit => ({
    key,
    title,
    kinds,
    words,
    signs: signsOf(language, key, read, quoted),
  });
  const page = (key: string, title: string, medical = false) =>
    unit(
      key,
      title,
      english && !medical ? [] : only("medical"),
      Object.fromEntries(
        (pageUnitFields[key] ?? []).map((field) => [field, content[field as keyof Content]]),
      ),
    );
  const labels = content.mainPageLabels;
  return [
    page("home", labels.home, true),
    page("conditions", labels.conditions),
    ...content.conditions.map((condition) =>
      unit(`condition/${condition.slug}`, condition.title, only("medical"), condition),
    ),
    page("treatments", labels.treatments),
    ...content.treatments.map((treatment) =>
      unit(`treatment/${treatment.slug}`, treatment.title, only("medical"), treatment),
    ),
    page("patients", labels.patients),
    page("locations", labels.locations),
    page("about", labels.about),
    page("contact", labels.contact),
    page("help-card", content.toolPageLabels["help-card"]),
    page("diary", content.toolPageLabels.diary),
    ...Object.entries(content.notices).map(([key, notice]) =>
      unit(
        `notice/${key}`,
        content.noticePageLabels[key as keyof typeof content.noticePageLabels],
        only("legal"),
        notice,
      ),
    ),
    page("interface", "Interface"),
  ];
}

/** The unit a page's reviews are recorded under: its own key, or "interface" for the 404 page. */
export function unitOfPage(pageKey: string): string {
  return pageKey === "not-found" ? "interface" : pageKey;
}
