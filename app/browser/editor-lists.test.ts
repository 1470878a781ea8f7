// The editor's lists: a list of choices reads as the site writes a row's
// days, and a list the words take from the practice's facts is named as such.
import { describe, expect, it } from "vitest";
import { weekdayNames } from "#app/content/practice-facts.ts";
import { choicesInWords, listPlaceholder, placeholderNote } from "./editor-lists.ts";

describe("the editor's lists", () => {
  const week = [...weekdayNames];

  it("writes neighbouring choices as a range, one alone, and others as a list", () => {
    expect(choicesInWords(week.slice(0, 4), week)).toBe(`${week[0]}–${week[3]}`);
    expect(choicesInWords(week.slice(5, 6), week)).toBe(week[5]);
    expect(choicesInWords([week[0] ?? "", week[2] ?? ""], week)).toBe(`${week[0]}, ${week[2]}`);
    expect(choicesInWords([], week)).toBe("");
  });

  it("takes a value that is one placeholder for a list filled in from the facts", () => {
    expect(listPlaceholder.test("{practiceInsurancePlans}")).toBe(true);
    expect(listPlaceholder.test("Plans: {practiceInsurancePlans}")).toBe(false);
    expect(placeholderNote("{practiceInsurancePlans}")).toContain("The practice's facts");
  });
});
