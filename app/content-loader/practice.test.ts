// The practice's facts file as the practice's staff edit it: a mistake stops
// the build with the file, the line and what is wrong, and a changed fact
// reaches the pages of every language.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readContentFile } from "./files.ts";
import { contentIn } from "./in-language.ts";
import { misfits } from "./word-fields.ts";
import {
  checkableProof,
  isPlaceholder,
  officeHoursIn,
  practice,
  weekdayNames,
} from "./practice.ts";
import { languages, translations } from "./translated.ts";

/** A copy of content/ with content/practice/<file> changed by `edit`. */
function editedCopy(file: string, edit: (text: string) => string): string {
  const folder = mkdtempSync(join(tmpdir(), "practice-"));
  cpSync("content", folder, { recursive: true });
  const path = join(folder, "practice", file);
  const text = readFileSync(path, "utf8");
  const edited = edit(text);
  expect(edited).not.toBe(text);
  writeFileSync(path, edited);
  return folder;
}

afterEach(() => vi.unstubAllEnvs());

describe("content/practice/en/facts.yaml", () => {
  it("is read as the facts the pages use", () => {
    const file = readContentFile("practice/en/facts.yaml").data as ReturnType<typeof practice>;
    expect(practice().phone.display).toBe(file.phone.display);
    expect(practice().insurance.plans).toEqual(file.insurance.plans);
  });

  it("names the line and the field of a mistake", () => {
    const folder = editedCopy("en/facts.yaml", (text) =>
      text.replace(/^ {4}opens: "?\d\d:\d\d"?/m, "    opens: 9am"),
    );
    const line = readFileSync(join(folder, "practice", "en", "facts.yaml"), "utf8")
      .split("\n")
      .findIndex((each) => each.includes("opens: 9am"));
    expect(() => practice(folder)).toThrow(
      `content/practice/en/facts.yaml, line ${line + 1}: hours.0.opens: write the time as a 24-hour time with a colon, like 09:00 or 17:30`,
    );
    // A time written with a dot is a number to YAML: the message says how to write it.
    const dotted = editedCopy("en/facts.yaml", (text) =>
      text.replace(/^ {4}closes: "?(\d\d):(\d\d)"?/m, "    closes: $1.$2"),
    );
    expect(() => practice(dotted)).toThrow(
      /hours\.0\.closes: YAML reads \d\d\.\d\d as a number: write the time as \d\d:\d\d \(a 24-hour time with a colon\)/,
    );
  });

  it('explains the colon slip: unquoted words with ": " in them', () => {
    // In a list item, the slip makes a field of the words.
    const inList = editedCopy("en/facts.yaml", (text) =>
      text.replace("- Ask for refills at your visit", "- Refills: ask at your visit"),
    );
    expect(() => practice(inList)).toThrow(
      /policies\.refills\.0: words are expected here\. If they contain ": " \(a colon and a space\), put all of them in "double quotes"/,
    );
    // After a field's name, it is not YAML at all.
    const afterName = editedCopy("en/facts.yaml", (text) =>
      text.replace(/ages: .*/, "ages: Ages: adults 18 and older."),
    );
    expect(() => practice(afterName)).toThrow(
      /content\/practice\/en\/facts\.yaml, line \d+: .*": " \(a colon and a space\).*double quotes/,
    );
  });

  it("refuses an empty plan list", () => {
    const folder = editedCopy("en/facts.yaml", (text) =>
      text.replace(/ {2}plans:\n( {4}- .*\n)+/, "  plans: []\n"),
    );
    expect(() => practice(folder)).toThrow(
      /insurance\.plans: list every plan the practice is in network with/,
    );
  });

  it("a new plan and new hours reach the pages in every language", () => {
    const added = "Example Added Plan";
    const folder = editedCopy("en/facts.yaml", (text) =>
      text
        .replace("  plans:\n", `  plans:\n    - ${added}\n`)
        .replace(/^ {4}closes: "?\d\d:\d\d"?/m, '    closes: "18:30"'),
    );
    // The content is read from the copy while SITE_CONTENT_DIR points there,
    // and kept apart from the content/ every other test reads.
    vi.stubEnv("SITE_CONTENT_DIR", folder);
    expect(
      languages.map((language) => {
        const facts = contentIn(language).practice;
        const expected = officeHoursIn(
          language,
          facts.hoursWords,
          facts.hoursDayRange,
          practice().hours,
        );
        return [
          facts.insurance.plans[0],
          facts.hours[0]?.closes,
          facts.hours[0]?.hours === expected[0]?.hours,
        ];
      }),
    ).toEqual(Array.from({ length: 4 }, () => [added, "18:30", true]));
    vi.unstubAllEnvs();
    expect(contentIn("en").practice.insurance.plans).not.toContain(added);
  });

  it('refuses a physician\'s name written with "Dr.", saying why', () => {
    const folder = editedCopy("en/facts.yaml", (text) =>
      text.replace(/( {2}name: )(.*)/, "$1Dr. $2"),
    );
    expect(() => practice(folder)).toThrow(
      /content\/practice\/en\/facts\.yaml, line \d+: physician\.name: write the name as "Name, MD" without "Dr\." in front/,
    );
  });

  it("refuses hours that give both times and closed, and a day in two rows", () => {
    const both = editedCopy("en/facts.yaml", (text) =>
      text.replace(/^ {4}closed: true/m, '    closed: true\n    opens: "09:00"'),
    );
    expect(() => practice(both)).toThrow(/hours\.\d+: give the days either opens and closes/);
    const twice = editedCopy("en/facts.yaml", (text) =>
      text.replace(/\[ ?Sunday ?\]/, "[Saturday]"),
    );
    expect(() => practice(twice)).toThrow(/Saturday is in two rows of the hours/);
  });

  it("shows the hours in weekday order whatever order the rows are in", () => {
    // The rows backwards, and the last day of the first row taken out into a
    // row of its own at the end (as a row added in the editor lands).
    const folder = editedCopy("en/facts.yaml", (text) =>
      text.replace(/^hours:\n((?: {2}- .*\n(?: {4}.*\n)*)+)/m, (_, rows: string) => {
        const [first = "", ...others] = rows.split(/^(?= {2}- )/m);
        const [, days = "", rest = ""] = /^ {2}- dayOfWeek: \[(.*)\]\n([^]*)$/.exec(first) ?? [];
        const kept = days.split(", ");
        const last = kept.pop();
        return `hours:\n${[...others.reverse(), `  - dayOfWeek: [${kept.join(", ")}]\n${rest}`, `  - dayOfWeek: [${last}]\n${rest}`].join("")}`;
      }),
    );
    const inOrder = (rows: readonly { dayOfWeek: readonly string[] }[]) => {
      const firsts = rows.map((row) => weekdayNames.indexOf(row.dayOfWeek[0] as never));
      expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
      expect(rows.flatMap((row) => row.dayOfWeek)).toEqual(
        weekdayNames.filter((day) => rows.some((row) => row.dayOfWeek.includes(day))),
      );
    };
    inOrder(practice(folder).hours);
    vi.stubEnv("SITE_CONTENT_DIR", folder);
    for (const language of languages) inOrder(contentIn(language).practice.hours);
  });
});

describe("a translation of the facts", () => {
  it("names a field the English does not have, with its line", () => {
    const file = readContentFile("practice/ru/facts.yaml");
    const data = structuredClone(file.data) as Record<string, Record<string, unknown>>;
    (data.insurance ??= {}).sumary = "опечатка";
    expect(misfits({ ...file, data }, practice(), data, [])).toEqual([
      expect.stringMatching(
        /^content\/practice\/ru\/facts\.yaml, line \d+: insurance\.sumary: the English has no such field$/,
      ),
    ]);
  });

  it("is matched to the English by id, and names an id the English does not have or that it leaves out", () => {
    const file = readContentFile("practice/es/facts.yaml");
    const data = structuredClone(file.data) as { transit: { id: string }[] };
    const [first, ...rest] = data.transit;
    const renamed = { ...data, transit: [{ ...first, id: "no-such-line" }, ...rest] };
    expect(misfits({ ...file, data: renamed }, practice(), renamed, [])).toEqual([
      expect.stringMatching(/transit\.0\.id: the English has no item with the id "no-such-line"/),
      expect.stringMatching(
        new RegExp(
          `transit: the English has an item with the id "${first?.id}" that this list leaves out`,
        ),
      ),
    ]);
  });

  it("names a list of sentences that is shorter or longer than the English", () => {
    const file = readContentFile("practice/ru/facts.yaml");
    const data = structuredClone(file.data) as { afterHours: { steps: string[] } };
    data.afterHours.steps.pop();
    expect(misfits({ ...file, data }, practice(), data, [])).toEqual([
      expect.stringMatching(/afterHours\.steps: the English list has \d+ items, this one \d+/),
    ]);
  });

  it("fits the English facts in every language", () => {
    for (const language of translations) {
      const file = readContentFile(`practice/${language}/facts.yaml`);
      expect(misfits(file, practice(), file.data, [])).toEqual([]);
    }
  });
});

describe("isPlaceholder: whether a fact of the facts file is still to be given", () => {
  const marks = readContentFile("practice/en/facts.yaml").marks;
  const onFacts = (status: string) => marks.filter((mark) => mark.field && mark.status === status);

  it("is so for a field an open mark is on, each field inside it and the field around it", () => {
    expect(onFacts("open").length).toBeGreaterThan(0);
    for (const { field } of onFacts("open")) {
      expect(isPlaceholder(field), field).toBe(true);
      expect(isPlaceholder(`${field}.0.url`), field).toBe(true);
      expect(isPlaceholder(field.split(".")[0] ?? ""), field).toBe(true);
    }
  });

  it("is not once its mark is confirmed, whatever a mark on the whole file says", () => {
    const folder = editedCopy("en/facts.yaml", (text) =>
      text
        .replace(/^( {4}status: )open$/gm, "$1confirmed")
        .concat(
          '  - field: ""\n    kind: permission\n    status: open\n    note: The whole file.\n',
        ),
    );
    const read = readContentFile("practice/en/facts.yaml", folder).marks;
    expect(read.some((mark) => mark.field === "" && mark.status === "open")).toBe(true);
    for (const { field } of onFacts("open"))
      expect(isPlaceholder(field, folder), field).toBe(false);
  });

  it("keeps each proof a patient can check off the pages while its fact is open, and gives it once confirmed", () => {
    const open = checkableProof(practice().physician);
    expect(open.licence === undefined).toBe(isPlaceholder("physician.licence"));
    expect(open.yearsInPractice).toBe(!isPlaceholder("physician.practisingSince"));
    expect(open.certifications.every(({ verifyUrl }) => verifyUrl === undefined)).toBe(
      isPlaceholder("physician.certifications"),
    );
    expect(open.hospitals.length === 0).toBe(isPlaceholder("physician.hospitalAffiliations"));
    const folder = editedCopy("en/facts.yaml", (text) =>
      text.replace(/^( {4}status: )open$/gm, "$1confirmed"),
    );
    const { physician } = practice(folder);
    expect(checkableProof(physician, folder)).toEqual({
      licence: physician.licence,
      certifications: physician.certifications,
      hospitals: physician.hospitalAffiliations,
      yearsInPractice: true,
    });
  });
});
