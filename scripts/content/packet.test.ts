// @vitest-environment node
// What a review packet lists: a page's paragraphs in the order the page shows
// them, without the rows no reader reads.
import { describe, expect, it } from "vitest";
import { reviewUnits } from "#app/reviews/review-units.ts";
import { packetParagraphs } from "./packet.ts";

/** The fields of a page's words in the order its packet lists them ("summary", "faqs"), each once. */
const fieldsOf = (key: string, language: "en" | "ru") => {
  const unit = reviewUnits(language).find((each) => each.key === key);
  if (!unit) throw new Error(`No review unit ${key}`);
  return [...new Set(packetParagraphs(unit).map(({ path }) => path.split(".")[0]))];
};

describe("a review packet", () => {
  it("lists a page's fields in page order, without the numeric claims' sources", () => {
    for (const language of ["en", "ru"] as const) {
      const fields = fieldsOf("condition/migraine", language);
      // As the page shows them: the summary and the short list at the top,
      // the sections, the warning signs, the questions and the sources.
      const order = [
        "title",
        "summary",
        "atAGlance",
        "overview",
        "symptoms",
        "diagnosis",
        "treatment",
        "moreSections",
        "warningSigns",
        "faqs",
        "sources",
      ];
      expect(fields.filter((field) => order.includes(field ?? ""))).toEqual(order);
      const unit = reviewUnits(language).find((each) => each.key === "condition/migraine");
      const paths = unit ? packetParagraphs(unit).map(({ path }) => path) : [];
      expect(paths.some((path) => /^numericClaims\.\d+\.text$/.test(path))).toBe(true);
      expect(paths.filter((path) => /numericClaims\.\d+\.source$/.test(path))).toEqual([]);
    }
    expect(fieldsOf("treatment/cgrp", "ru").slice(0, 5)).toEqual([
      "title",
      "description",
      "summary",
      "atAGlance",
      "keyFacts",
    ]);
  });
});
