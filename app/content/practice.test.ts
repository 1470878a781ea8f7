// The practice's facts file as the practice's staff edit it: a mistake stops
// the build with the file, the line and what is wrong, and a changed fact
// reaches the pages of every language.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readContentFile } from "./files.ts";
import { misfits } from "./practice.ts";
import { clinic } from "./clinic.ts";
import { readPracticeFacts } from "./practice-facts.ts";

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

describe("content/practice/en.yaml", () => {
  it("is read as the facts the pages use", () => {
    expect(readPracticeFacts().phone.display).toBe(clinic.phone.display);
    expect(readPracticeFacts().insurance.plans).toEqual(clinic.insurance.plans);
  });

  it("names the line and the field of a mistake", () => {
    const folder = editedCopy("en.yaml", (text) => text.replace(/opens: "?09:00"?/, "opens: 9am"));
    const line = readFileSync(join(folder, "practice", "en.yaml"), "utf8")
      .split("\n")
      .findIndex((each) => each.includes("opens: 9am"));
    expect(() => readPracticeFacts(folder)).toThrow(
      `content/practice/en.yaml, line ${line + 1}: hours.0.opens: a 24-hour time, like 09:00`,
    );
  });

  it('explains the colon slip: unquoted words with ": " in them', () => {
    // In a list item, the slip makes a field of the words.
    const inList = editedCopy("en.yaml", (text) =>
      text.replace("- Ask for refills at your visit", "- Refills: ask at your visit"),
    );
    expect(() => readPracticeFacts(inList)).toThrow(
      /policies\.refills\.0: words are expected here\. If they contain ": " \(a colon and a space\), put all of them in "double quotes"/,
    );
    // After a field's name, it is not YAML at all.
    const afterName = editedCopy("en.yaml", (text) =>
      text.replace(/ages: .*/, "ages: Ages: adults 18 and older."),
    );
    expect(() => readPracticeFacts(afterName)).toThrow(
      /content\/practice\/en\.yaml, line \d+: .*If words contain ": " \(a colon and a space\), put all of them in "double quotes"/,
    );
  });

  it("refuses an empty plan list", () => {
    const folder = editedCopy("en.yaml", (text) =>
      text.replace(/ {2}plans:\n( {4}- .*\n)+/, "  plans: []\n"),
    );
    expect(() => readPracticeFacts(folder)).toThrow(
      /insurance\.plans: list every plan the practice is in network with/,
    );
  });

  it("a new plan and new hours reach the pages in every language", () => {
    const folder = editedCopy("en.yaml", (text) =>
      text
        .replace("  plans:\n", "  plans:\n    - Example Added Plan\n")
        .replace("closes: 17:00", "closes: 18:30"),
    );
    const script = [
      'import { contentIn } from "#app/content/in-language.ts";',
      'for (const language of ["en", "ru", "es", "zh"]) {',
      "  const { clinic } = contentIn(language);",
      "  console.log(language, clinic.insurance.plans[0], clinic.hours[0].hours);",
      "}",
    ].join("\n");
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, SITE_CONTENT_DIR: folder },
      encoding: "utf8",
    });
    // Intl writes thin and no-break spaces around a range; the test reads them as spaces.
    expect(
      output
        .replace(/[^\S\n]/gu, " ")
        .trim()
        .split("\n"),
    ).toEqual([
      "en Example Added Plan 9am–5pm",
      "ru Example Added Plan 09:00–18:30",
      "es Example Added Plan 9:00 a.m. – 6:30 p.m.",
      "zh Example Added Plan 09:00–18:30",
    ]);
    // A Node process that reads every content file: seconds on a busy machine.
  }, 30_000);
});

describe("a translation of the facts", () => {
  it("names a field the English does not have, with its line", () => {
    const file = readContentFile("practice/ru.yaml");
    const data = structuredClone(file.data) as Record<string, Record<string, unknown>>;
    (data.insurance ??= {}).sumary = "опечатка";
    expect(misfits({ ...file, data }, data, clinic)).toEqual([
      expect.stringMatching(
        /^content\/practice\/ru\.yaml, line \d+: insurance\.sumary: the English facts have no such field$/,
      ),
    ]);
  });

  it("fits the English facts in every language", () => {
    for (const language of ["ru", "es", "zh"]) {
      const file = readContentFile(`practice/${language}.yaml`);
      expect(misfits(file, file.data, clinic)).toEqual([]);
    }
  });
});
