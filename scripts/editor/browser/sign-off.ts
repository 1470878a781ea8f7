// Signing a review at /admin ("Sign a review"): the physician, counsel or a translator chooses a
// page, its language and the review, and is shown the fingerprint of the words as they read them
// (/admin/fingerprints.json, made by the site's review code: scripts/editor/sign-off.ts). At Save
// the words are asked for again: if they changed, nothing is recorded and the person is told why.
// Who signs is the login (under `npm run editor`, the git identity it commits with), the date New
// York's; neither is typed. The record is a file of content/reviews/signed/<language>/.
import type { ReviewKind } from "#app/reviews/review-units.ts";
import { type Language, languageNamesInEnglish } from "#app/content-loader/translated.ts";
import { practiceDate } from "#app/reviews/practice-date.ts";
import type { publishedFingerprints } from "#scripts/editor/sign-off.ts";

/** /admin/fingerprints.json, and the words a review of one page in one language signs now. */
export type PublishedFingerprints = ReturnType<typeof publishedFingerprints>;
export type SignableWords = PublishedFingerprints["pages"][number];

/** Where the editor asks for the words' fingerprints and, under `npm run editor`, who commits. */
export const fingerprintsPath = "/admin/fingerprints.json";
export const identityPath = "/admin/api/identity";

/** The name of the collection a signature is saved in, and of the field that holds the words read. */
export const signOffCollection = "signatures";
export const seenField = "seen";

/** Each review, named for the person who signs it. */
export const kindLabels: Record<ReviewKind, string> = {
  medical: "Medical review (the physician)",
  legal: "Legal review (counsel)",
  translation: "Translation review (a medical translator)",
};

/** A signature refused: its message says why, in words the person can act on. */
export class Refusal extends Error {
  constructor(message: string) {
    super(message);
    // Decap shows an error as String(error): the message alone, not "Error: …".
    this.name = "";
  }
}

export type Choice = { page?: unknown; language?: unknown; kind?: unknown };

/** The words a choice of page, language and review signs, or why it cannot be signed. */
export function wordsToSign(
  published: PublishedFingerprints,
  choice: Choice,
): { words: SignableWords; kind: ReviewKind } | { refusal: string } {
  const { page, language, kind } = choice;
  if (!page || !language || !kind) {
    return {
      refusal:
        "Choose the page, its language and the review; the words you sign are then shown here.",
    };
  }
  const words = published.pages.find((each) => each.page === page && each.language === language);
  const languageName = languageNamesInEnglish[language as Language] ?? String(language);
  if (!words) return { refusal: `There is no page "${String(page)}" in ${languageName}.` };
  if (!words.kinds.includes(kind as ReviewKind)) {
    const needed = words.kinds.map((each) => kindLabels[each].toLowerCase());
    return {
      refusal: `“${words.title}” in ${languageName} needs no ${String(kind)} review${
        needed.length > 0 ? `; it needs a ${needed.join(", ")}` : ""
      }.`,
    };
  }
  return { words, kind: kind as ReviewKind };
}

/** What the editor keeps of the words as the person opened them: the choice and its fingerprints. */
export function seenValue(words: SignableWords, kind: ReviewKind): string {
  const { page, language, text, english } = words;
  return JSON.stringify({ page, language, kind, text, ...(english ? { english } : {}) });
}

/** The words as the person opened them, from the field that kept them. */
function seenOf(value: unknown): Partial<Record<string, string>> | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  try {
    return JSON.parse(value) as Partial<Record<string, string>>;
  } catch {
    return undefined;
  }
}

/** The name a record gives: the login's name, else its user name. */
export const nameOf = (author: { name?: unknown; login?: unknown } | undefined) =>
  [author?.name, author?.login]
    .map((each) => (typeof each === "string" ? each.trim() : ""))
    .find(Boolean);

export const refusals = {
  changed: "The words of this page changed since you opened it: read them again, then sign.",
  notShown:
    "The words you sign are not shown yet: wait until their fingerprint appears, read the page, then sign.",
  otherChoice:
    "The words shown are those of another choice: wait until the words of the page you chose appear, read them, then sign.",
  nobody: "The editor cannot tell who you are: sign in again, then sign.",
} as const;

/**
 * The record a signature saves, from the entry as the person left it, the words as they are now,
 * who is signed in and the moment. Throws a Refusal, and nothing is saved, when the choice cannot
 * be signed, or the words were not shown or changed since.
 */
export function signedRecord(
  data: Choice & Record<string, unknown>,
  now: PublishedFingerprints,
  by: string | undefined,
  moment: Date,
): Record<string, string> {
  const found = wordsToSign(now, data);
  if ("refusal" in found) throw new Refusal(found.refusal);
  const seen = seenOf(data[seenField]);
  if (!seen) throw new Refusal(refusals.notShown);
  const { words, kind } = found;
  if (seen.page !== words.page || seen.language !== words.language || seen.kind !== kind) {
    throw new Refusal(refusals.otherChoice);
  }
  if (seen.text !== words.text || (seen.english ?? undefined) !== words.english) {
    throw new Refusal(refusals.changed);
  }
  if (!by) throw new Refusal(refusals.nobody);
  return {
    page: words.page,
    language: words.language,
    kind,
    by,
    on: practiceDate(moment),
    text: words.text,
    ...(words.english ? { english: words.english } : {}),
    ...(now.commit ? { commit: now.commit } : {}),
  };
}
