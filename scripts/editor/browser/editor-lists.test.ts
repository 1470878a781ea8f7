// @vitest-environment jsdom
// The editor's lists: a list of choices reads as the site writes a row's
// days, and a list the words take from the practice's facts is named as such.
import { weekdayNames } from "#app/content-loader/practice.ts";
import { describe, expect, it } from "vitest";
import {
  choicesInWords,
  listPlaceholder,
  nameRowButtons,
  placeholderNote,
} from "./editor-lists.ts";

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

  it("names each row's buttons after the row: open it, move it, remove it", () => {
    const list = document.createElement("div");
    // A row as Decap draws it: a bar of three icons, then the row's summary.
    list.innerHTML = `<div><div class="css-1-TopBar-StyledListItemTopBar"><button><svg></svg></button><div role="button"><svg></svg></div><button><svg></svg></button></div><div class="css-2-NestedObjectLabel">Saturday, by appointment</div></div>`;
    nameRowButtons(list);
    const names = [...list.querySelectorAll("button, [role=button]")].map((button) =>
      button.getAttribute("aria-label"),
    );
    expect(names).toEqual([
      "Saturday, by appointment",
      "Move Saturday, by appointment",
      "Remove Saturday, by appointment",
    ]);
  });
});
