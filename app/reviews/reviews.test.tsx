// Review records against the words: a page is "reviewed" only while the
// record's fingerprint matches the words as they are.
import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewLine } from "#app/components/sections/medical-review.tsx";
import { readContentFile } from "#app/content-loader/files.ts";
import { contentIn, givenIn } from "#app/content-loader/in-language.ts";
import { placeholdersOf } from "#app/content-loader/messages.ts";
import { wordsFiles, wordsSchemas } from "#app/content-loader/page-schemas.ts";
import { pageUnitFields, reviewUnits } from "#app/reviews/review-units.ts";
import { fileSchemas, holdsWords } from "#app/content-loader/word-fields.ts";
import { languages } from "#app/content-loader/translated.ts";
import { dateText } from "#app/page-list/date-text.ts";
import {
  type LanguageRecords,
  type TranslationRecord,
  fingerprint,
  parseRecords,
  recordFor,
  recordsIn,
  statusOf,
  translatedMedicalReview,
} from "./reviews.ts";
import { renderRoute } from "#tests/support/route-page.tsx";

/** The review line as an English page shows it, inside the site's root. */
async function showReviewLine(review: Parameters<typeof ReviewLine>[0]["review"]) {
  renderRoute(
    {
      path: "/",
      loader: () => null,
      Component: () => <ReviewLine review={review} />,
    },
    "/",
  );
}

/** The migraine page's units with one word of its summary changed. */
function withOneWordChanged(language: "en" | "ru") {
  return reviewUnits(language).map((unit) => {
    if (unit.key !== "condition/migraine") return unit;
    const summary = unit.signs[".summary"]?.replace(/\S+$/, "(changed)");
    expect(summary).not.toBe(unit.signs[".summary"]);
    return { ...unit, signs: { ...unit.signs, ".summary": String(summary) } };
  });
}

function reviewLine(
  language: "en" | "ru",
  records: LanguageRecords,
  units = reviewUnits(language),
) {
  const status = statusOf(language, records, units).find(
    (each) => each.unit.key === "condition/migraine",
  );
  const review = status?.reviews.find((each) => each.kind === "medical");
  if (!review || review.state === "missing") return { state: "missing" as const };
  return {
    state: review.state === "current" ? ("current" as const) : ("changed" as const),
    name: review.by,
    date: dateText(review.on, language),
  };
}

describe("fingerprints", () => {
  it("change with one word, and not with the order of the places", () => {
    const signs = { ".title": "Migraine", ".summary": "A common brain disorder." };
    expect(fingerprint(signs)).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint({ ".summary": signs[".summary"], ".title": "Migraine" })).toBe(
      fingerprint(signs),
    );
    expect(fingerprint({ ...signs, ".summary": "A common brain condition." })).not.toBe(
      fingerprint(signs),
    );
  });

  it("sign each sentence as written, the care figures and the practice's words it names, and no icon, date or fact", () => {
    const migraine = reviewUnits("en").find((unit) => unit.key === "condition/migraine");
    const file = readContentFile("conditions/en/migraine.yaml").data as Record<string, unknown>;
    const signs = migraine?.signs ?? {};
    expect(signs[".summary"]).toBe(file.summary);
    expect(Object.keys(signs)).not.toContain(".icon");
    expect(Object.keys(signs)).not.toContain(".updated");
    // A figure a sentence names is signed with its value, and so is a sentence of the practice's words.
    const named = Object.values(signs).flatMap(placeholdersOf);
    const figures = givenIn("en").figures;
    const figure = named.find((name) => !name.startsWith("practice") && name in figures);
    expect(figure).toBeDefined();
    expect(signs[`{${figure}}`]).toBe(String(figures[figure ?? ""]));
    expect(signs["{practiceCoreEmergencySentence}"]).toBe(
      givenIn("en").facts.coreEmergencySentence,
    );
    // A fact stays its placeholder wherever a page quotes it: the phone is in no review's words.
    const quoting = reviewUnits("en").filter((unit) =>
      Object.values(unit.signs).some((text) => text.includes("{practicePhone}")),
    );
    expect(quoting.length).toBeGreaterThan(0);
    for (const unit of quoting) {
      expect(unit.signs["{practicePhone}"]).toBeUndefined();
      expect(Object.values(unit.signs).join("\n")).not.toContain(givenIn("en").facts.phone.display);
    }
  });
});

/** The physician's medical review of the migraine page, recorded against its words as they are. */
const physicianSigns = () =>
  recordFor("en", "condition/migraine", "medical", "Alexandra Reyes, MD", "2026-12-01");

describe("a medical review of a page", () => {
  it("shows as reviewed until one word changes, then as changed since the review", async () => {
    const record = physicianSigns();
    const records: LanguageRecords = { "condition/migraine": { medical: record } };

    const signed = reviewLine("en", records);
    expect(signed.state).toBe("current");
    await showReviewLine(signed);
    expect((await screen.findByText(/Medically reviewed by/)).textContent).toBe(
      "Medically reviewed by Alexandra Reyes, MD on December 1, 2026.",
    );
    cleanup();

    const changed = reviewLine("en", records, withOneWordChanged("en"));
    expect(changed.state).toBe("changed");
    await showReviewLine(changed);
    expect((await screen.findByText(/has changed since/)).textContent).toBe(
      "This page has changed since Alexandra Reyes, MD last reviewed it on December 1, 2026. The changes have not yet been medically reviewed.",
    );
    expect(screen.queryByText(/Medically reviewed by/)).toBeNull();
  });

  it("says the page is not yet reviewed when no record names it", async () => {
    expect(reviewLine("en", {})).toEqual({ state: "missing" });
    await showReviewLine({ state: "missing" });
    expect(
      await screen.findByText("This page has not yet been reviewed by our physician."),
    ).toBeInTheDocument();
  });

  it("is asked of the English page only; a translation counts it while its own review is current", () => {
    expect(reviewUnits("ru").every((unit) => !unit.kinds.includes("medical"))).toBe(true);
    const record = physicianSigns();
    const english = statusOf("en", { "condition/migraine": { medical: record } })
      .find((each) => each.unit.key === "condition/migraine")
      ?.reviews.find((each) => each.kind === "medical");
    expect(english?.state).toBe("current");
    const translator = recordFor(
      "ru",
      "condition/migraine",
      "translation",
      "A Translator",
      "2026-12-02",
    ) as TranslationRecord;
    const translation = (records: LanguageRecords) =>
      statusOf("ru", records)
        .find((each) => each.unit.key === "condition/migraine")
        ?.reviews.find((each) => each.kind === "translation");
    const signed = translation({ "condition/migraine": { translation: translator } });
    expect(translatedMedicalReview(english, signed)?.state).toBe("current");
    expect(translatedMedicalReview(english, translation({}))?.state).toBe("changed");
    expect(translatedMedicalReview(undefined, signed)).toBeUndefined();
  });
});

describe("a translation review", () => {
  const stateOf = (records: LanguageRecords, english = reviewUnits("en")) =>
    statusOf("ru", records, reviewUnits("ru"), english)
      .find((each) => each.unit.key === "condition/migraine")
      ?.reviews.find((each) => each.kind === "translation")?.state;

  it("holds while the translation and its English are as they were", () => {
    const translation = recordFor(
      "ru",
      "condition/migraine",
      "translation",
      "Irina Petrova",
      "2026-12-02",
    );
    expect(translation).toHaveProperty("english");
    const records = { "condition/migraine": { translation } } as LanguageRecords;
    expect(stateOf(records)).toBe("current");
    expect(stateOf(records, withOneWordChanged("en"))).toBe("english-changed");
    expect(stateOf({})).toBe("missing");
  });

  it("is not asked of English pages", () => {
    expect(() => recordFor("en", "condition/migraine", "translation", "A", "2026-12-01")).toThrow(
      /needs no translation review/,
    );
  });
});

describe("the records files", () => {
  it("parse in every language", () => {
    for (const language of languages) expect(recordsIn(language)).toBeTypeOf("object");
  });

  it("name the file, the line and what is wrong", () => {
    const units = reviewUnits("ru");
    const file = (data: unknown, lines: Record<string, number>) => ({
      file: "content/reviews/ru.yaml",
      data,
      lines,
      marks: [],
    });
    const badDate = {
      "condition/migraine": { medical: { by: "A", on: "1 December", text: "0123456789abcdef" } },
    };
    expect(() =>
      parseRecords(
        file(badDate, { "condition/migraine": 9, "condition/migraine.medical.on": 12 }),
        units,
      ),
    ).toThrow(
      /^content\/reviews\/ru\.yaml, line 12: condition\/migraine\.medical\.on: a date as YYYY-MM-DD/,
    );
    expect(() =>
      parseRecords(file({ "condition/migrane": {} }, { "condition/migrane": 9 }), units),
    ).toThrow(/line 9: condition\/migrane: no page is named/);
  });
});

describe("review units", () => {
  it("hold every field of a language's words exactly once, as the schemas say which are words", () => {
    const content = contentIn("ru") as unknown as Record<string, unknown>;
    const inUnits = Object.values(pageUnitFields).flat();
    expect(new Set(inUnits).size).toBe(inUnits.length);
    for (const field of inUnits) expect(content, field).toHaveProperty(field);
    for (const file of wordsFiles) {
      const { properties = {} } = fileSchemas[file];
      expect(Object.keys(properties)).toEqual(Object.keys(wordsSchemas[file].shape));
      for (const [field, schema] of Object.entries(properties)) {
        expect(inUnits.includes(field), `${file}: ${field}`).toBe(holdsWords(schema));
      }
    }
    // A field of one page's file that another page's review covers, and one that is not words.
    expect(pageUnitFields.patients).toContain("newPatientChecklist");
    expect(pageUnitFields.contact).toContain("contactOutcomeText");
    expect(inUnits).not.toContain("homeTreatmentSlugs");
    // Each page's words file is a unit that reviewUnits() lists.
    const keys = reviewUnits("en").map((unit) => unit.key);
    expect(keys).toEqual(expect.arrayContaining(Object.keys(pageUnitFields)));
  });

  it("cover every condition, treatment and notice, each needing its kinds of review", () => {
    const units = reviewUnits("es");
    const content = contentIn("es");
    expect(units.filter((unit) => unit.key.startsWith("condition/"))).toHaveLength(
      content.conditions.length,
    );
    expect(units.filter((unit) => unit.key.startsWith("treatment/"))).toHaveLength(
      content.treatments.length,
    );
    expect(units.find((unit) => unit.key === "notice/privacyPractices")?.kinds).toEqual([
      "translation",
    ]);
    expect(units.find((unit) => unit.key === "condition/cluster")?.kinds).toEqual(["translation"]);
    const english = reviewUnits("en");
    expect(english.find((unit) => unit.key === "notice/privacyPractices")?.kinds).toEqual([
      "legal",
    ]);
    expect(english.find((unit) => unit.key === "condition/cluster")?.kinds).toEqual(["medical"]);
    expect(reviewUnits("en").find((unit) => unit.key === "about")?.kinds).toEqual([]);
  });
});
