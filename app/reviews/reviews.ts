// The review records against the words as they are now: those recorded from a terminal
// (content/reviews/<language>.yaml) and those signed in the editor at /admin, one file a
// signature (content/reviews/signed/<language>/). A record says who reviewed a unit
// (review-units.ts), when, the fingerprint of the words they signed and, from a terminal, the
// commit that held them; a translation's also fingerprints its English. It counts only while its
// fingerprints match the words. Read at build time, never in a visitor's browser.
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import {
  type ContentFile,
  contentFolder,
  contentProblem,
  parseContent,
  readContentFile,
} from "#app/content-loader/files.ts";
import {
  type ReviewKind,
  type ReviewUnit,
  type Signs,
  remembered,
  reviewKinds,
  reviewUnits,
} from "#app/reviews/review-units.ts";
import { type Language, languages } from "#app/content-loader/translated.ts";
import type { MedicalReviewLine } from "#app/components/sections/medical-review.tsx";
import { dateText } from "#app/page-list/date-text.ts";

/** The first 16 hex digits of the SHA-256 of the signed words as JSON, in the order of their places. */
export function fingerprint(signs: Signs | undefined): string {
  const entries = Object.entries(signs ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(entries)).digest("hex").slice(0, 16);
}

const byReview = "as `npm run content:review` writes it";
const hex = (digits: number, what: string) =>
  z
    .string()
    .regex(RegExp(`^[0-9a-f]{${digits}}$`), `a ${what} is ${digits} hex digits, ${byReview}`);
const fingerprintField = hex(16, "fingerprint");
const reviewRecord = z.strictObject({
  by: z.string().trim().min(1, "say who reviewed it"),
  on: z.iso.date("a date as YYYY-MM-DD"),
  text: fingerprintField,
  /** The commit whose content/ holds the words signed (git rev-parse HEAD when it was recorded). */
  commit: hex(40, "commit").optional(),
});
const translationRecord = reviewRecord.extend({ english: fingerprintField });
const unitRecords = z.strictObject({
  medical: reviewRecord.optional(),
  translation: translationRecord.optional(),
  legal: reviewRecord.optional(),
});

export type ReviewRecord = z.infer<typeof reviewRecord>;
export type TranslationRecord = z.infer<typeof translationRecord>;
export type LanguageRecords = Record<string, z.infer<typeof unitRecords>>;

const noPage = (page: string) =>
  `no page is named "${page}"; the names are listed by \`npm run content:status\``;
/** Why `unit` takes no `kind` of review, or nothing when it does. */
const needsNo = (unit: ReviewUnit, language: Language, kind: ReviewKind) =>
  unit.kinds.includes(kind)
    ? undefined
    : `"${unit.key}" in ${language} needs no ${kind} review; it needs: ${unit.kinds.join(", ") || "none"}`;

/** One language's records file, checked: a bad file throws with its name, the line and what is wrong. */
export function parseRecords(file: ContentFile, units: readonly ReviewUnit[]): LanguageRecords {
  const data = file.data ?? {};
  const records = parseContent(z.record(z.string(), unitRecords), { ...file, data });
  const unknown = Object.keys(records).filter((key) => !units.some((unit) => unit.key === key));
  if (unknown.length > 0) {
    throw new Error(unknown.map((key) => contentProblem(file, [key], noPage(key))).join("\n"));
  }
  return records;
}

/** The state of one kind of review of one unit: "changed", its words changed since; "english-changed", its English. */
export type ReviewState =
  | { kind: ReviewKind; state: "missing" }
  | { kind: ReviewKind; state: "current" | "changed" | "english-changed"; by: string; on: string };

/** Each needed review of each unit of a language, against the records given, and `text`, the fingerprint of its words now. */
export function statusOf(
  language: Language,
  records: LanguageRecords,
  units: readonly ReviewUnit[] = reviewUnits(language),
  englishUnits: readonly ReviewUnit[] = language === "en" ? units : reviewUnits("en"),
) {
  return units.map((unit) => {
    const signed = signedWords(language, unit, englishUnits);
    const reviews = unit.kinds.map((kind): ReviewState => {
      const record = records[unit.key]?.[kind];
      return record ? stateOf(kind, record, signed) : { kind, state: "missing" };
    });
    return { language, unit, text: signed.text, reviews };
  });
}

/** The fingerprints a review of `unit` in `language` signs now: its words' and, translated, its English's. */
export function signedWords(
  language: Language,
  unit: ReviewUnit,
  englishUnits: readonly ReviewUnit[] = reviewUnits("en"),
): { text: string; english?: string } {
  const text = fingerprint(unit.signs);
  if (language === "en") return { text };
  const english = englishUnits.find((each) => each.key === unit.key);
  return { text, english: fingerprint(english?.signs) };
}

/** A record against the words as they are now. */
function stateOf(
  kind: ReviewKind,
  record: ReviewRecord,
  now: ReturnType<typeof signedWords>,
): ReviewState {
  const { by, on } = record;
  if (record.text !== now.text) return { kind, state: "changed", by, on };
  if (kind === "translation" && (record as TranslationRecord).english !== now.english) {
    return { kind, state: "english-changed", by, on };
  }
  return { kind, state: "current", by, on };
}

/** A signature of the editor (content/reviews/signed/<language>/): its page, language and kind, and the record. */
const signedFile = reviewRecord.extend({
  page: z.string().trim().min(1, "name the page"),
  language: z.enum(languages, { error: `a language is one of: ${languages.join(", ")}` }),
  kind: z.enum(reviewKinds, { error: `a review is one of: ${reviewKinds.join(", ")}` }),
  english: fingerprintField.optional(),
});

/** One signed review, checked against its folder's language and the pages; a bad file throws with its line. */
export function parseSignedRecord(
  file: ContentFile,
  language: Language,
  units: readonly ReviewUnit[],
) {
  const data = parseContent(signedFile, { ...file, data: file.data ?? {} });
  const { page, kind, english, language: written, ...record } = data;
  const unit = units.find((each) => each.key === page);
  const fault = (field: string, why: string) => new Error(contentProblem(file, [field], why));
  if (written !== language)
    throw fault("language", `a review of the ${language} pages says ${written}`);
  if (!unit) throw fault("page", noPage(page));
  const needless = needsNo(unit, language, kind);
  if (needless) throw fault("kind", needless);
  if (kind !== "translation") return { page, kind, record };
  if (!english) {
    throw fault("english", "a translation review also fingerprints the English it was made from");
  }
  return { page, kind, record: { ...record, english } };
}

export type SignedRecord = ReturnType<typeof parseSignedRecord>;

/** A language's signed reviews, as content/reviews/signed/<language>/ holds them (none without the folder). */
export function signedRecordsIn(
  language: Language,
  units: readonly ReviewUnit[] = reviewUnits(language),
  folder = contentFolder(),
): SignedRecord[] {
  const signed = `reviews/signed/${language}`;
  if (!existsSync(join(folder, signed))) return [];
  return readdirSync(join(folder, signed))
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) =>
      parseSignedRecord(readContentFile(`${signed}/${name}`, folder), language, units),
    );
}

/**
 * The records of a language with its signed reviews among them: for each page and kind, the
 * latest record of the words as they are now or, when none is, the latest record. A review signs
 * exactly the words it read, so an older review of these words holds over a later one of others.
 */
export function withSigned(
  language: Language,
  records: LanguageRecords,
  signed: readonly SignedRecord[],
  units: readonly ReviewUnit[] = reviewUnits(language),
  englishUnits: readonly ReviewUnit[] = reviewUnits("en"),
): LanguageRecords {
  const merged = structuredClone(records);
  for (const { page, kind, record } of signed) {
    const unit = units.find((each) => each.key === page);
    const held = merged[page]?.[kind];
    const current = (each: ReviewRecord) =>
      !!unit && stateOf(kind, each, signedWords(language, unit, englishUnits)).state === "current";
    const later = (held: ReviewRecord) =>
      current(record) !== current(held) ? current(record) : record.on >= held.on;
    if (!unit || !held || later(held)) (merged[page] ??= {})[kind] = record as TranslationRecord;
  }
  return merged;
}

/** A language's records file (reviews recorded from the terminal), in the content folder. */
export const recordsFile = (language: Language) => `reviews/${language}.yaml`;

/** A language's records as content/reviews/ holds them: its records file and its signed reviews. */
export const recordsIn = remembered((language: Language) => {
  const units = reviewUnits(language);
  const records = parseRecords(readContentFile(recordsFile(language)), units);
  return withSigned(language, records, signedRecordsIn(language, units), units);
});

const statusIn = remembered((language: Language) => statusOf(language, recordsIn(language)));

export const siteReviewStatus = () => languages.flatMap((each) => statusIn(each));

export const reviewOf = (language: Language, unitKey: string, kind: ReviewKind) =>
  statusIn(language)
    .find((each) => each.unit.key === unitKey)
    ?.reviews.find((review) => review.kind === kind);

/** A translated page's medical review: the English page's, current only while the translation's is. */
export function translatedMedicalReview(
  english: ReviewState | undefined,
  translation: ReviewState | undefined,
): ReviewState | undefined {
  if (!english || english.state !== "current" || translation?.state === "current") return english;
  return { ...english, state: "changed" };
}

const medicalReviewIn = (language: Language, unitKey: string) =>
  language === "en"
    ? reviewOf("en", unitKey, "medical")
    : translatedMedicalReview(
        reviewOf("en", unitKey, "medical"),
        reviewOf(language, unitKey, "translation"),
      );

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
export function currentMedicalReview(language: Language, unitKey: string) {
  const review = medicalReviewIn(language, unitKey);
  return review?.state === "current" ? { by: review.by, on: review.on } : undefined;
}

/** What `npm run content:review` records: a review of a unit's words as they are now (and its English). */
export function recordFor(
  language: Language,
  unitKey: string,
  kind: ReviewKind,
  by: string,
  on: string,
): ReviewRecord | TranslationRecord {
  const unit = reviewUnits(language).find((each) => each.key === unitKey);
  if (!unit) throw new Error(`No page is named "${unitKey}" in ${language}.`);
  const fault = needsNo(unit, language, kind);
  if (fault) throw new Error(`${fault}.`);
  const { text, english } = signedWords(language, unit);
  const record = reviewRecord.parse({ by, on, text });
  return kind === "translation" ? { ...record, english: english ?? "" } : record;
}
