// The review records against the words as they are now: those recorded from
// a terminal (content/reviews/<language>.yaml) and those signed in the editor
// at /admin, one file a signature (content/reviews/signed/<language>/).
// A record says who reviewed a unit (review-units.ts), when, the
// fingerprint of the exact words they signed (`signs`: the sentences as
// written, placeholders of the practice's facts kept) and, recorded from a
// terminal, the commit those words were at; a translation record also
// fingerprints the English it was made from. A record counts only while its
// fingerprints match: change one word and the page says it has changed
// since its last review (`npm run content:status -- --why <page>` says
// which). Read at build time, by loaders and the content commands; never in
// a visitor's browser.
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import {
  type ContentFile,
  contentFolder,
  contentProblem,
  readContentFile,
} from "#app/content-loader/files.ts";
import {
  type ReviewKind,
  type ReviewUnit,
  type Signs,
  reviewKinds,
  reviewUnits,
} from "#app/reviews/review-units.ts";
import { type Language, languages } from "#app/content-loader/translated.ts";
import type { MedicalReviewLine } from "#app/components/sections/medical-review.tsx";
import { dateText } from "#app/page-list/date-text.ts";

/**
 * The fingerprint of what a review signs: the first 16 hex digits of the
 * SHA-256 of its entries as JSON, in the order of their places, so the same
 * words always give the same fingerprint.
 */
export function fingerprint(signs: Signs | undefined): string {
  const entries = Object.entries(signs ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(entries)).digest("hex").slice(0, 16);
}

const fingerprintField = z
  .string()
  .regex(/^[0-9a-f]{16}$/, "a fingerprint is 16 hex digits, as `npm run content:review` writes it");
const reviewRecord = z.strictObject({
  by: z.string().trim().min(1, "say who reviewed it"),
  on: z.iso.date("a date as YYYY-MM-DD"),
  text: fingerprintField,
  /** The commit whose content/ holds the words signed (git rev-parse HEAD when it was recorded). */
  commit: z
    .string()
    .regex(/^[0-9a-f]{40}$/, "a commit is 40 hex digits, as `npm run content:review` writes it")
    .optional(),
});
const translationRecord = reviewRecord.extend({ english: fingerprintField });
const unitRecords = z.strictObject({
  medical: reviewRecord.optional(),
  translation: translationRecord.optional(),
  legal: reviewRecord.optional(),
});
const recordsFile = z.record(z.string(), unitRecords);

export type ReviewRecord = z.infer<typeof reviewRecord>;
export type TranslationRecord = z.infer<typeof translationRecord>;
type UnitRecords = z.infer<typeof unitRecords>;
export type LanguageRecords = Record<string, UnitRecords>;

/** One language's records file, checked: a bad file throws with its name, the line and what is wrong. */
export function parseRecords(file: ContentFile, units: readonly ReviewUnit[]): LanguageRecords {
  const result = recordsFile.safeParse(file.data ?? {});
  const problems = result.success
    ? Object.keys(result.data)
        .filter((key) => !units.some((unit) => unit.key === key))
        .map((key) => ({
          path: [key],
          message: `no page is named "${key}"; the names are listed by \`npm run content:status\``,
        }))
    : result.error.issues;
  if (problems.length > 0) {
    throw new Error(
      problems.map((problem) => contentProblem(file, problem.path, problem.message)).join("\n"),
    );
  }
  return (result.data ?? {}) as LanguageRecords;
}

/** Where a language's records are kept, from the project's root. */
export const recordsFileOf = (language: Language) => `content/reviews/${language}.yaml`;

/** The state of one kind of review of one unit. */
export type ReviewState =
  | { kind: ReviewKind; state: "missing" }
  | { kind: ReviewKind; state: "current"; by: string; on: string }
  /** The unit's words changed after the review. */
  | { kind: ReviewKind; state: "changed"; by: string; on: string }
  /** A translation whose English changed after it was reviewed. */
  | { kind: ReviewKind; state: "english-changed"; by: string; on: string };

export type UnitStatus = {
  language: Language;
  unit: ReviewUnit;
  /** The fingerprint of the unit's words now. */
  text: string;
  reviews: ReviewState[];
};

/** Each needed review of each unit of a language, against the records given. */
export function statusOf(
  language: Language,
  records: LanguageRecords,
  units: readonly ReviewUnit[] = reviewUnits(language),
  englishUnits: readonly ReviewUnit[] = language === "en" ? units : reviewUnits("en"),
): UnitStatus[] {
  return units.map((unit) => {
    const signed = signedWords(language, unit, englishUnits);
    const reviews = unit.kinds.map((kind): ReviewState => {
      const record = records[unit.key]?.[kind];
      return record ? stateOf(kind, record, signed) : { kind, state: "missing" };
    });
    return { language, unit, text: signed.text, reviews };
  });
}

/** What a review of a unit signs now: its words' fingerprint and, translated, its English's. */
export type SignedWords = { text: string; english?: string };

/** The fingerprints a review of `unit` in `language` signs, as the words are now. */
export function signedWords(
  language: Language,
  unit: ReviewUnit,
  englishUnits: readonly ReviewUnit[] = reviewUnits("en"),
): SignedWords {
  const text = fingerprint(unit.signs);
  if (language === "en") return { text };
  const english = englishUnits.find((each) => each.key === unit.key);
  return { text, english: fingerprint(english?.signs) };
}

/** A record against the words as they are now. */
function stateOf(kind: ReviewKind, record: ReviewRecord, now: SignedWords): ReviewState {
  const { by, on } = record;
  if (record.text !== now.text) return { kind, state: "changed", by, on };
  if (kind === "translation" && (record as TranslationRecord).english !== now.english) {
    return { kind, state: "english-changed", by, on };
  }
  return { kind, state: "current", by, on };
}

/**
 * A review signed in the editor: one file of content/reviews/signed/<language>/,
 * which names the page, its language and the kind of review with the record.
 * The editor sets who (from the login), when (New York's date) and the
 * fingerprints (of the words as the person read them); nobody types them.
 */
const signedFile = reviewRecord.extend({
  page: z.string().trim().min(1, "name the page"),
  language: z.enum(languages, { error: `a language is one of: ${languages.join(", ")}` }),
  kind: z.enum(reviewKinds, { error: `a review is one of: ${reviewKinds.join(", ")}` }),
  english: fingerprintField.optional(),
});

export type SignedRecord = {
  page: string;
  kind: ReviewKind;
  record: ReviewRecord | TranslationRecord;
};

/** The folder of a language's signed reviews, in the content folder. */
const signedFolderOf = (language: Language) => `reviews/signed/${language}`;

/** One signed review, checked against its folder's language and the pages; a bad file throws with its line. */
export function parseSignedRecord(
  file: ContentFile,
  language: Language,
  units: readonly ReviewUnit[],
): SignedRecord {
  const result = signedFile.safeParse(file.data ?? {});
  const problem = (path: PropertyKey[], message: string) =>
    new Error(contentProblem(file, path, message));
  if (!result.success) {
    throw new Error(
      result.error.issues
        .map((issue) => contentProblem(file, issue.path, issue.message))
        .join("\n"),
    );
  }
  const { page, kind, english, language: written, ...record } = result.data;
  if (written !== language) {
    throw problem(["language"], `a review of the ${language} pages says ${written}`);
  }
  const unit = units.find((each) => each.key === page);
  if (!unit) {
    throw problem(
      ["page"],
      `no page is named "${page}"; the names are listed by \`npm run content:status\``,
    );
  }
  if (!unit.kinds.includes(kind)) {
    throw problem(
      ["kind"],
      `"${page}" in ${language} needs no ${kind} review; it needs: ${unit.kinds.join(", ") || "none"}`,
    );
  }
  if (kind === "translation" && !english) {
    throw problem(
      ["english"],
      "a translation review also fingerprints the English it was made from",
    );
  }
  return { page, kind, record: kind === "translation" ? { ...record, english } : record };
}

/** A language's signed reviews, as content/reviews/signed/<language>/ holds them (none without the folder). */
export function signedRecordsIn(
  language: Language,
  units: readonly ReviewUnit[] = reviewUnits(language),
  folder = contentFolder(),
): SignedRecord[] {
  const signed = signedFolderOf(language);
  if (!existsSync(join(folder, signed))) return [];
  return readdirSync(join(folder, signed))
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) =>
      parseSignedRecord(readContentFile(`${signed}/${name}`, folder), language, units),
    );
}

/**
 * The records of a language with its signed reviews among them: for each
 * page and kind, the latest record of the words as they are now, or, when
 * none is, the latest record. A review signs exactly the words it read, so an
 * older review of these words still holds when a later one read other words.
 */
export function withSigned(
  language: Language,
  records: LanguageRecords,
  signed: readonly SignedRecord[],
  units: readonly ReviewUnit[] = reviewUnits(language),
  englishUnits: readonly ReviewUnit[] = reviewUnits("en"),
): LanguageRecords {
  if (signed.length === 0) return records;
  const merged: LanguageRecords = Object.fromEntries(
    Object.entries(records).map(([key, kinds]) => [key, { ...kinds }]),
  );
  for (const { page, kind, record } of signed) {
    const unit = units.find((each) => each.key === page);
    const held = merged[page]?.[kind];
    if (!unit || !held) {
      (merged[page] ??= {})[kind] = record as TranslationRecord;
      continue;
    }
    const now = signedWords(language, unit, englishUnits);
    const current = (each: ReviewRecord) => stateOf(kind, each, now).state === "current";
    const later = current(record) !== current(held) ? current(record) : record.on >= held.on;
    if (later) (merged[page] ??= {})[kind] = record as TranslationRecord;
  }
  return merged;
}

const recorded = new Map<Language, LanguageRecords>();

/** A language's records as content/reviews/ holds them: its records file and its signed reviews. */
export function recordsIn(language: Language): LanguageRecords {
  let records = recorded.get(language);
  if (!records) {
    const units = reviewUnits(language);
    records = withSigned(
      language,
      parseRecords(readContentFile(`reviews/${language}.yaml`), units),
      signedRecordsIn(language, units),
      units,
    );
    recorded.set(language, records);
  }
  return records;
}

/** Every unit of every language, with the state of each review it needs. */
export function siteReviewStatus(): UnitStatus[] {
  return languages.flatMap((language) => statusOf(language, recordsIn(language)));
}

const statusCache = new Map<Language, UnitStatus[]>();

/** One review of a page in a language, as the records stand. */
export function reviewOf(
  language: Language,
  unitKey: string,
  kind: ReviewKind,
): ReviewState | undefined {
  let statuses = statusCache.get(language);
  if (!statuses) {
    statuses = statusOf(language, recordsIn(language));
    statusCache.set(language, statuses);
  }
  const status = statuses.find((each) => each.unit.key === unitKey);
  return status?.reviews.find((review) => review.kind === kind);
}

/**
 * A page's medical review in a language. The physician reviews the English;
 * a translated page counts as reviewed only while that review is current and
 * the translation's own review is current against the same English.
 */
function medicalReviewIn(language: Language, unitKey: string): ReviewState | undefined {
  const review = reviewOf("en", unitKey, "medical");
  if (language === "en") return review;
  return translatedMedicalReview(review, reviewOf(language, unitKey, "translation"));
}

/**
 * The medical review of a translated page: the English page's, counted as
 * current only while the translation's review is current too.
 */
export function translatedMedicalReview(
  english: ReviewState | undefined,
  translation: ReviewState | undefined,
): ReviewState | undefined {
  if (!english || english.state !== "current" || translation?.state === "current") return english;
  return { ...english, state: "changed" };
}

/** The medical review line of a page, as its record stands, dates in the page's language. */
export function medicalReviewLine(language: Language, unitKey: string): MedicalReviewLine {
  const review = medicalReviewIn(language, unitKey);
  if (!review || review.state === "missing") return { state: "missing" };
  return {
    state: review.state === "current" ? "current" : "changed",
    name: review.by,
    date: dateText(review.on, language),
  };
}

/** The physician and date a page's structured data may name: only a review of its words as they are. */
export function currentMedicalReview(
  language: Language,
  unitKey: string,
): { by: string; on: string } | undefined {
  const review = medicalReviewIn(language, unitKey);
  return review?.state === "current" ? { by: review.by, on: review.on } : undefined;
}

/**
 * The record of a review of a unit's words as they are now: what
 * `npm run content:review` writes. A translation's record also fingerprints
 * the English it was checked against.
 */
export function recordFor(
  language: Language,
  unitKey: string,
  kind: ReviewKind,
  by: string,
  on: string,
  units: readonly ReviewUnit[] = reviewUnits(language),
  englishUnits: readonly ReviewUnit[] = reviewUnits("en"),
): ReviewRecord | TranslationRecord {
  const unit = units.find((each) => each.key === unitKey);
  if (!unit) throw new Error(`No page is named "${unitKey}" in ${language}.`);
  if (!unit.kinds.includes(kind)) {
    throw new Error(
      `"${unitKey}" in ${language} needs no ${kind} review; it needs: ${unit.kinds.join(", ") || "none"}.`,
    );
  }
  const { text, english } = signedWords(language, unit, englishUnits);
  const record = reviewRecord.parse({ by, on, text });
  return kind === "translation" ? { ...record, english: english ?? "" } : record;
}
