import { describe, expect, it } from "vitest";
import {
  acuteMeaning,
  firstUseOfAcute,
  readability,
  readabilityProblems,
  sentencesOf,
} from "./readability.ts";
import { checkNumericClaims } from "./numeric-claims.ts";
import { sources } from "#app/content-loader/sources.ts";
describe("readability", () => {
  it("grades simple and hard prose apart", () => {
    expect(readability(["The cat sat on the mat. It was warm."]).grade).toBeLessThan(3);
    expect(
      readability([
        "Pharmacological prophylaxis of episodic migraine necessitates individualized consideration of comorbidities.",
      ]).grade,
    ).toBeGreaterThan(14);
  });
  it("splits sentences but not decimals or abbreviations before lowercase", () => {
    expect(
      sentencesOf("It lasts 4–72 hours. Most people, e.g. adults, feel well! Ask us."),
    ).toHaveLength(3);
  });
  it("finds long sentences", () => {
    expect(
      readability([Array.from({ length: 31 }, () => "word").join(" ") + "."]).longSentences,
    ).toHaveLength(1);
  });
});
describe("numeric claims", () => {
  it("flags a figure no claim covers and a claim whose source is not listed", () => {
    const problems = checkNumericClaims({
      prose: ["Attacks last 4 to 72 hours. Aura lasts 5 to 60 minutes."],
      claims: [
        { text: "4 to 72 hours", source: "ichd3" },
        { text: "gone", source: "botoxLabel" },
      ],
      sources: [sources().ichd3 ?? { title: "", publisher: "" }],
    });
    expect(problems.map((p) => p.kind)).toEqual([
      "uncited figure",
      "claim not on the page",
      "source not listed on the page",
    ]);
  });
});

describe("the checks the medical pages share", () => {
  it("names the grade and every sentence over 30 words, and nothing when prose is plain", () => {
    expect(readabilityProblems(["Migraine is common. It can be treated."])).toBe("");
    const long = `${"word ".repeat(31).trim()}.`;
    expect(readabilityProblems([long])).toMatch(/^grade [\d.]+\n31 words: word/);
  });

  it("finds the first use of acute and the sentence after it", () => {
    const texts = [`Acute medicine helps. It is ${acuteMeaning}. Later, acute again.`];
    expect(firstUseOfAcute(texts)).toBe(`Acute medicine helps. It is ${acuteMeaning}.`);
    expect(firstUseOfAcute(["No such word here."])).toBeUndefined();
    expect(
      firstUseOfAcute(
        ["Acute post-traumatic headache. Then acute medicine."],
        /\bacute\b(?! post)/i,
      ),
    ).toBe("Then acute medicine.");
  });
});
