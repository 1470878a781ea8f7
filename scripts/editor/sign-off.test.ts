// What the build publishes for "Sign a review" is what the site checks: a
// signature the editor makes from /admin/fingerprints.json, for any page of
// any language, is read back by the site as a current review. The collection
// offers every page, language and review from lists, and nobody types who
// signed, when, or the fingerprints.
import { describe, expect, it } from "vitest";
import { draftPagePath } from "#scripts/editor/browser/editor-preview.ts";
import { seenValue, signedRecord, wordsToSign } from "#scripts/editor/browser/sign-off.ts";
import { reviewKinds, reviewUnits } from "#app/reviews/review-units.ts";
import { type Language, languages } from "#app/content-loader/translated.ts";
import { parseSignedRecord, statusOf, withSigned } from "#app/reviews/reviews.ts";
import { signOffCollectionConfig } from "./cms-config.ts";
import { publishedFingerprints } from "./admin-files.ts";

const published = publishedFingerprints();

describe("the fingerprints the build publishes", () => {
  it("give every page of every language, and a signature made from them is a current review", () => {
    const english = reviewUnits("en");
    for (const language of languages) {
      const units = language === "en" ? english : reviewUnits(language);
      const pages = published.pages.filter((each) => each.language === language);
      expect(pages.map((each) => each.page)).toEqual(units.map((unit) => unit.key));
      const signed = pages.flatMap((words) =>
        words.kinds.map((kind) => {
          const choice = { page: words.page, language, kind };
          const found = wordsToSign(published, choice);
          if ("refusal" in found) throw new Error(found.refusal);
          const data = { ...choice, seen: seenValue(found.words, found.kind) };
          const record = signedRecord(data, published, "A Reviewer", new Date("2026-12-01T12:00Z"));
          return parseSignedRecord(
            { file: "signed.yaml", data: record, lines: {}, marks: [] },
            language,
            units,
          );
        }),
      );
      const states = statusOf(
        language,
        withSigned(language, {}, signed, units, english),
        units,
        english,
      ).flatMap((status) =>
        status.reviews.map((review) => `${status.unit.key} ${review.kind} ${review.state}`),
      );
      expect(states.length).toBeGreaterThan(0);
      expect(states.filter((state) => !state.endsWith(" current"))).toEqual([]);
    }
  });

  it("name each page's address in its language", () => {
    const migraine = (language: Language) =>
      published.pages.find(
        (each) => each.page === "condition/migraine" && each.language === language,
      );
    expect(migraine("en")?.path).toBe("/conditions/migraine");
    expect(migraine("es")?.path).toBe("/es/conditions/migraine");
    expect(migraine("es")?.english).toBe(migraine("en")?.text);
    // A translation's review opens the English beside it.
    expect(migraine("es")?.englishPath).toBe(migraine("en")?.path);
    expect(migraine("en")?.englishPath).toBeUndefined();
  });
});

describe("the collection a review is signed in", () => {
  const collection = signOffCollectionConfig(published);
  const field = (name: string) => collection.fields.find((each) => each.name === name);
  const values = (name: string) =>
    ((field(name) as { options?: { value: string }[] }).options ?? []).map(
      (option) => option.value,
    );

  it("offers every page, language and review from lists", () => {
    expect(values("page")).toEqual(reviewUnits("en").map((unit) => unit.key));
    expect(values("language")).toEqual([...languages]);
    expect(values("kind")).toEqual([...reviewKinds]);
    for (const name of ["page", "language", "kind"]) expect(field(name)?.widget).toBe("select");
  });

  it("shows the words' fingerprint, and leaves who, when and the fingerprints to the editor", () => {
    expect(field("seen")?.widget).toBe("signed-words");
    for (const name of ["by", "on", "text", "english"]) expect(field(name)?.widget).toBe("hidden");
  });

  it("keeps one file a signature, by language, page, review and date", () => {
    expect(collection.folder).toBe("content/reviews/signed");
    expect(collection.path).toBe("{{language}}/{{slug}}");
    expect(collection.slug).toBe("{{fields.page}}-{{fields.kind}}-{{fields.on}}");
    expect(collection.delete).toBe(false);
  });
});

describe("a signature's draft", () => {
  it("is previewed on the page it signs, in its language", () => {
    const pageOf = (slug: string) => draftPagePath("signatures", slug);
    const path = (page: string, language: Language) =>
      published.pages.find((each) => each.page === page && each.language === language)?.path;
    expect(pageOf("en/condition-migraine-medical-2026-12-01")).toBe(
      path("condition/migraine", "en"),
    );
    expect(pageOf("es/condition-migraine-translation-2026-12-01-1")).toBe(
      path("condition/migraine", "es"),
    );
    expect(pageOf("en/notice-privacypractices-legal-2026-12-01")).toBe(
      path("notice/privacyPractices", "en"),
    );
    expect(pageOf("ru/home-translation-2026-12-01")).toBe(path("home", "ru"));
    expect(pageOf("zh/interface-translation-2026-12-01")).toBe("/zh");
  });
});
