// Reviews signed in the editor (content/reviews/signed/<language>/, one file
// a signature) count as the records of content/reviews/<language>.yaml do:
// a page is reviewed while a record's fingerprints match its words. Among the
// records of one page and review, the latest of the words as they are now
// counts; a bad file names its line and what is wrong.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { reviewUnits } from "#app/reviews/review-units.ts";
import {
  type LanguageRecords,
  type ReviewRecord,
  type SignedRecord,
  parseSignedRecord,
  recordFor,
  signedRecordsIn,
  statusOf,
  withSigned,
} from "./reviews.ts";

const english = reviewUnits("en");
const spanish = reviewUnits("es");
const page = "condition/migraine";

/** The English units with one word of the migraine page's summary changed. */
const oneWordChanged = english.map((unit) => {
  if (unit.key !== page) return unit;
  return { ...unit, signs: { ...unit.signs, ".summary": `${unit.signs[".summary"]} (changed)` } };
});

const medicalState = (records: LanguageRecords, units = english) =>
  statusOf("en", records, units)
    .find((each) => each.unit.key === page)
    ?.reviews.find((each) => each.kind === "medical");

/** A folder laid out as the content's, with signed reviews written in it. */
function contentWith(files: Record<string, unknown>): string {
  const folder = mkdtempSync(join(tmpdir(), "signed-"));
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(join(folder, name, ".."), { recursive: true });
    writeFileSync(join(folder, name), stringify(data));
  }
  return folder;
}

describe("a review signed in the editor", () => {
  it("makes the page reviewed while its words are as they were signed", () => {
    const record = recordFor("en", page, "medical", "Test Physician, MD", "2026-12-01");
    const folder = contentWith({
      "reviews/signed/en/condition-migraine-medical-2026-12-01.yaml": {
        page,
        language: "en",
        kind: "medical",
        ...record,
      },
    });
    const signed = signedRecordsIn("en", english, folder);
    expect(signed).toEqual([{ page, kind: "medical", record }]);
    const records = withSigned("en", {}, signed, english);
    expect(medicalState(records)).toEqual({
      kind: "medical",
      state: "current",
      by: "Test Physician, MD",
      on: "2026-12-01",
    });
    expect(medicalState(withSigned("en", {}, signed, oneWordChanged), oneWordChanged)?.state).toBe(
      "changed",
    );
  });

  it("counts the latest review of the words as they are; an older one of these words over a later one of others", () => {
    const now = recordFor("en", page, "medical", "Test Physician, MD", "2026-12-01");
    const other: ReviewRecord = {
      ...now,
      by: "Test Physician, MD",
      on: "2026-12-05",
      text: "0000000000000000",
    };
    const signed = (record: ReviewRecord): SignedRecord => ({ page, kind: "medical", record });
    const fromFile: LanguageRecords = { [page]: { medical: now } };

    expect(medicalState(withSigned("en", fromFile, [signed(other)], english))).toMatchObject({
      state: "current",
      on: "2026-12-01",
    });
    const later = { ...now, on: "2026-12-03" };
    expect(medicalState(withSigned("en", fromFile, [signed(later)], english))).toMatchObject({
      state: "current",
      on: "2026-12-03",
    });
    // None of the words as they are: the latest says when the page was last reviewed.
    expect(
      medicalState(withSigned("en", fromFile, [signed(other)], oneWordChanged), oneWordChanged),
    ).toMatchObject({ state: "changed", on: "2026-12-05" });
  });

  it("of a translation holds its English too", () => {
    const record = recordFor("es", page, "translation", "Test Translator", "2026-12-01");
    expect(record).toHaveProperty("english");
    const signed = parseSignedRecord(
      {
        file: "x.yaml",
        data: { page, language: "es", kind: "translation", ...record },
        lines: {},
        marks: [],
      },
      "es",
      spanish,
    );
    const state = statusOf(
      "es",
      withSigned("es", {}, [signed], spanish, english),
      spanish,
      english,
    ).find((each) => each.unit.key === page)?.reviews[0]?.state;
    expect(state).toBe("current");
  });

  it("is no record at all while no folder holds signatures", () => {
    expect(signedRecordsIn("en", english, mkdtempSync(join(tmpdir(), "signed-")))).toEqual([]);
  });

  it("that is wrong names its file, its line and what is wrong", () => {
    const record = recordFor("en", page, "medical", "Test Physician, MD", "2026-12-01");
    const file = (data: Record<string, unknown>) => ({
      file: "content/reviews/signed/en/x.yaml",
      data: { page, language: "en", kind: "medical", ...record, ...data },
      lines: { page: 1, language: 2, kind: 3, by: 4, on: 5, text: 6, english: 7 },
      marks: [],
    });
    const problem =
      (data: Record<string, unknown>, language: "en" | "es" = "en") =>
      () =>
        parseSignedRecord(file(data), language, language === "en" ? english : spanish);
    expect(problem({ language: "es" })).toThrow(
      "content/reviews/signed/en/x.yaml, line 2: language: a review of the en pages says es",
    );
    expect(problem({ page: "condition/migrane" })).toThrow(
      /line 1: page: no page is named "condition\/migrane"/,
    );
    expect(problem({ kind: "translation" })).toThrow(
      /line 3: kind: .* needs no translation review; it needs: medical/,
    );
    expect(problem({ on: "1 December" })).toThrow(/line 5: on: a date as YYYY-MM-DD/);
    expect(problem({ language: "es", kind: "translation" }, "es")).toThrow(
      /line 7: english: a translation review also fingerprints the English/,
    );
  });
});
