// What a review covers: the site's words in one language, cut into units a
// reviewer signs one at a time. A unit is a page (its key is the page's key,
// as app/pages/page-list.ts names it: "home", "condition/migraine",
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
import { contentIn } from "./in-language.ts";
import { wordsFiles } from "./page-schemas.ts";
import { fileSchemas, wordsFieldsOf } from "./word-fields.ts";
import type { Language } from "./translated.ts";

export const reviewKinds = ["medical", "translation", "legal"] as const;
export type ReviewKind = (typeof reviewKinds)[number];

export type ReviewUnit = {
  key: string;
  /** What a reviewer reads it as: the page's title, or "Interface". */
  title: string;
  /** The reviews it needs before the site goes live, in this language. */
  kinds: readonly ReviewKind[];
  /** The words the reviews cover. */
  words: unknown;
};

type Content = ReturnType<typeof contentIn>;

/**
 * The words of each main page's unit, as fields of the language's content,
 * read from the schemas (word-fields.ts): every field of a page's words file
 * (content/pages/<page>/<language>/words.yaml, content/interface/<language>/words.yaml)
 * that holds words is in that page's unit, or in the unit its schema names
 * (`reviewedIn`: the contact file's new-patient checklist, which the patients
 * page's review covers). The practice's facts in words (`clinicWords`,
 * content/practice/<language>/facts.yaml) are reviewed with the interface.
 */
export const pageUnitFields: Record<string, readonly string[]> = (() => {
  const fields: Record<string, string[]> = { interface: ["clinicWords"] };
  for (const file of wordsFiles) {
    const own = file === "interface" ? file : file.slice("pages/".length);
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
  const page = (key: string, title: string, medical = false): ReviewUnit => ({
    key,
    title,
    kinds: english && !medical ? [] : only("medical"),
    words: Object.fromEntries(
      (pageUnitFields[key] ?? []).map((field) => [field, content[field as keyof Content]]),
    ),
  });
  const labels = content.mainPageLabels;
  return [
    page("home", labels.home, true),
    page("conditions", labels.conditions),
    ...content.conditions.map((condition) => ({
      key: `condition/${condition.slug}`,
      title: condition.title,
      kinds: only("medical"),
      words: condition,
    })),
    page("treatments", labels.treatments),
    ...content.treatments.map((treatment) => ({
      key: `treatment/${treatment.slug}`,
      title: treatment.title,
      kinds: only("medical"),
      words: treatment,
    })),
    page("patients", labels.patients),
    page("locations", labels.locations),
    page("about", labels.about),
    page("contact", labels.contact),
    ...Object.entries(content.notices).map(([key, notice]) => ({
      key: `notice/${key}`,
      title: content.noticePageLabels[key as keyof typeof content.noticePageLabels],
      kinds: only("legal"),
      words: notice,
    })),
    page("interface", "Interface"),
  ];
}

/** The unit a page's reviews are recorded under: its own key, or "interface" for the 404 page. */
export function unitOfPage(pageKey: string): string {
  return pageKey === "not-found" ? "interface" : pageKey;
}
