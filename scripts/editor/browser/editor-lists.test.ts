// @vitest-environment jsdom
// The editor's lists: a list of choices reads as the site writes a row's
// days, and a list the words take from the practice's facts is named as such.
import { fromJS } from "immutable";
import { weekdayNames } from "#app/content-loader/practice.ts";
import { describe, expect, it } from "vitest";
import { type CmsField, cmsConfig } from "../cms-config.ts";
import {
  choicesInWords,
  inTranslation,
  listPlaceholder,
  nameRowButtons,
  placeholderNote,
  rowName,
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

  it("shows a translation's column each item of a list the English owns, its words only, none to add or remove", () => {
    // The practice's facts as Decap reads the configuration: i18n true is "translate", else "none".
    const decap = (field: CmsField): unknown =>
      JSON.parse(JSON.stringify(field), (key, value: unknown) =>
        key === "i18n" ? (value === true ? "translate" : value === false ? "none" : value) : value,
      );
    const facts = cmsConfig({ repo: "owner/name", branch: "main" }, []).collections[0];
    const fields: CmsField[] = facts && "fields" in facts ? facts.fields : [];
    const lists = fields.filter(
      (field) => field.widget === "list" && field.i18n === true && Array.isArray(field.fields),
    );
    // The transit lines and the partners, at least: lists whose items keep an id.
    expect(
      lists.filter((list) => (list.fields as CmsField[]).some((each) => each.name === "id")).length,
    ).toBeGreaterThanOrEqual(2);
    for (const list of lists) {
      const shown = inTranslation(fromJS(decap(list)) as never).toJS() as CmsField & {
        fields: CmsField[];
      };
      expect(shown).toMatchObject({ allow_add: false, allow_remove: false, allow_reorder: false });
      const visible = shown.fields.filter((each) => each.widget !== "hidden");
      expect(visible.map((each) => each.name)).toEqual(
        (list.fields as CmsField[]).filter((each) => each.i18n === true).map((each) => each.name),
      );
      expect(visible.map((each) => each.name)).not.toContain("id");
    }
    // A Spanish partner gives its description and keeps the English's name and
    // id: it is named by its description, not by nothing.
    const partners = lists.find((list) => list.name === "partners");
    const partner = { id: "a-partner", description: "Un consultorio asociado." };
    expect(
      rowName(
        fromJS(partner) as never,
        inTranslation(fromJS(decap(partners as CmsField)) as never),
      ),
    ).toBe(partner.description);
    // A row its summary names keeps the summary.
    expect(
      rowName(
        fromJS({ ...partner, name: "A Partner" }) as never,
        fromJS(decap(partners as CmsField)) as never,
      ),
    ).toBeUndefined();
  });
});
