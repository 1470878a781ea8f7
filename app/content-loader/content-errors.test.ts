// @vitest-environment node
// Issue 34: a mistake in a content file is one line that names the file, the
// line to change and what to do there, for the mistakes people make when
// they edit YAML by hand; and `npm run content:review` answers a command
// given wrongly in one line.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseDocument } from "yaml";
import * as z from "zod";
import { afterAll, describe, expect, it } from "vitest";
import { nearestPage, reviewRequest } from "#scripts/content/review.ts";
import { contentMistakes } from "#scripts/one-line-errors.ts";
import { clockTime, contentFolder, parseContent, readContentFile } from "./files.ts";

/** A practice file as people edit it, in a few of its parts. */
const practice = `# The practice's facts.
name: Example Practice
hours:
  - dayOfWeek:
      - Monday
    opens: "09:00"
    closes: "17:00"
insurance:
  payment: Payment is due at the time of service.
  priorAuthorizationBadge: Prior authorizations handled for you
  plans:
    - Medicare
    - New York State Medicaid
    - Example Commercial Health Plan
  outOfNetwork: If we are not in your plan's network, ask us for an estimate.
physician:
  name: Example Name, MD
  languages:
    - English
    - Russian
`;

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** practice/en/facts.yaml with one line changed, read as the build reads it: its error's message. */
function mistakeIn(from: string, to: string): string {
  expect(practice).toContain(from);
  const folder = mkdtempSync(join(tmpdir(), "content-errors-"));
  folders.push(folder);
  mkdirSync(join(folder, "practice", "en"), { recursive: true });
  writeFileSync(join(folder, "practice", "en", "facts.yaml"), practice.replace(from, to));
  try {
    readContentFile("practice/en/facts.yaml", folder);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the file was read without a mistake");
}

/** The line (from 1) of the practice file that holds `text`. */
const lineOf = (text: string) => practice.split("\n").findIndex((line) => line.includes(text)) + 1;

describe("a mistake in a content file's YAML", () => {
  it("names a list item indented further than the others, and the indentation to give it", () => {
    expect(mistakeIn("    - Medicare\n", "      - Medicare\n")).toBe(
      `content/practice/en/facts.yaml, line ${lineOf("- Medicare")}: the indentation of this line (6 spaces) does not match the lines around it: indent it 4 spaces, like the items of its list`,
    );
  });

  it("names a list item indented less than the others", () => {
    expect(mistakeIn("    - New York State Medicaid", "  - New York State Medicaid")).toBe(
      `content/practice/en/facts.yaml, line ${lineOf("- New York State Medicaid")}: the indentation of this line (2 spaces) does not match the lines around it: indent it 4 spaces, like the items of its list`,
    );
  });

  it("names the last item of a list indented further, which YAML reads as words of the item above", () => {
    const from = "    - Example Commercial Health Plan";
    const to = "      - Example Commercial Health Plan";
    // Valid YAML: the list is one item short, and nothing else would say so.
    expect(parseDocument(practice.replace(from, to)).errors).toEqual([]);
    expect(mistakeIn(from, to)).toBe(
      `content/practice/en/facts.yaml, line ${lineOf(from)}: the indentation of this line (6 spaces) does not match the lines around it: indent it 4 spaces, like the items of its list`,
    );
  });

  it("names a field indented further than the fields beside it", () => {
    expect(mistakeIn("  plans:\n", "    plans:\n")).toBe(
      `content/practice/en/facts.yaml, line ${lineOf("plans:")}: the indentation of this line (4 spaces) does not match the lines around it: indent it 2 spaces, like the fields beside it`,
    );
  });

  it("names the line where an unclosed quote opens, not the end of the file where YAML gives up", () => {
    const from = "  payment: Payment";
    const to = '  payment: "Payment';
    const [error] = parseDocument(practice.replace(from, to)).errors;
    expect(error?.linePos?.[0]?.line).toBeGreaterThan(lineOf(from) + 5);
    expect(mistakeIn(from, to)).toBe(
      `content/practice/en/facts.yaml, line ${lineOf(from)}: the words on this line open with a double quote (") that is never closed: add " at the end of the words`,
    );
  });

  it("names a field written twice, and the line of the first", () => {
    expect(mistakeIn("  plans:\n", "  payment: Twice\n  plans:\n")).toBe(
      `content/practice/en/facts.yaml, line ${lineOf("plans:")}: the field "payment" is written twice (also on line ${lineOf("payment:")}): keep one of them, or, if this one belongs under another field, indent it like that field's lines`,
    );
  });

  it("names a line indented with a tab, and the spaces to use", () => {
    expect(mistakeIn("    - Medicare\n", "\t- Medicare\n")).toBe(
      `content/practice/en/facts.yaml, line ${lineOf("- Medicare")}: this line is indented with a tab: indent it with 4 spaces, like the lines around it`,
    );
  });

  it('says to quote words that hold ": "', () => {
    expect(mistakeIn("Badge: Prior", "Badge: Note: Prior")).toBe(
      `content/practice/en/facts.yaml, line ${lineOf("Badge:")}: the words after "priorAuthorizationBadge:" contain ": " (a colon and a space), which YAML reads as the start of a field: put all of those words in double quotes, like priorAuthorizationBadge: "Note: Prior authorizatio…"`,
    );
  });

  it("finds no mistake in any content file of the site", () => {
    const files = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(folder, entry.name))
          : entry.name.endsWith(".yaml")
            ? [relative(contentFolder(), join(folder, entry.name))]
            : [],
      );
    const read = files(contentFolder());
    expect(read.length).toBeGreaterThan(50);
    for (const file of read) expect(() => readContentFile(file)).not.toThrow();
  });
});

describe("a time of day in a content file", () => {
  const problem = (value: unknown) => clockTime.safeParse(value).error?.issues[0]?.message;

  it("says to write 15.00, which YAML reads as a number, as 15:00", () => {
    expect(problem(15)).toBe(
      "YAML reads 15.00 as a number: write the time as 15:00 (a 24-hour time with a colon)",
    );
    expect(problem(9.3)).toBe(
      "YAML reads 9.30 as a number: write the time as 09:30 (a 24-hour time with a colon)",
    );
  });

  it("says how to write a time written another way", () => {
    expect(problem("9:00")).toBe("write the time as 09:00 (a 24-hour time with a colon)");
    expect(problem("5pm")).toBe(
      "write the time as a 24-hour time with a colon, like 09:00 or 17:30",
    );
    expect(clockTime.parse("17:00")).toBe("17:00");
  });

  it("names the file and the line of the time", () => {
    const folder = mkdtempSync(join(tmpdir(), "content-errors-"));
    folders.push(folder);
    mkdirSync(join(folder, "practice", "en"), { recursive: true });
    writeFileSync(
      join(folder, "practice", "en", "facts.yaml"),
      practice.replace('closes: "17:00"', "closes: 15.00"),
    );
    const hours = z.looseObject({
      hours: z.array(z.looseObject({ opens: clockTime, closes: clockTime })),
    });
    expect(() => parseContent(hours, readContentFile("practice/en/facts.yaml", folder))).toThrow(
      `content/practice/en/facts.yaml, line ${lineOf("closes:")}: hours.0.closes: YAML reads 15.00 as a number: write the time as 15:00 (a 24-hour time with a colon)`,
    );
  });
});

describe("a content mistake in a command's output", () => {
  it("is the line that names the file, out of the message React Router wraps it in", () => {
    const wrapped = new Error(
      "Error loading /site/react-router.config.ts: Error: content/practice/en/facts.yaml, line 12: write the time as 15:00 (a 24-hour time with a colon)",
    );
    expect(contentMistakes(wrapped)).toBe(
      "content/practice/en/facts.yaml, line 12: write the time as 15:00 (a 24-hour time with a colon)",
    );
  });

  it("is nothing for an error about something else", () => {
    expect(contentMistakes(new Error("listen EADDRINUSE: address already in use"))).toBeUndefined();
  });
});

describe("npm run content:review, given wrongly", () => {
  const keys = ["condition/migraine", "condition/cluster", "treatment/botox", "about"];
  const review = (...args: string[]) => {
    const base = ["--language", "en", "--kind", "medical"];
    try {
      return reviewRequest([...base, ...args], new Date("2026-12-02T03:00:00Z"), () => keys);
    } catch (error) {
      return (error as Error).message;
    }
  };
  const page = ["--page", "condition/migraine"];

  it("shows how to write a date written another way", () => {
    expect(review(...page, "--by", "Anna", "--on", "12/01/2026")).toBe(
      "--on 12/01/2026: write the date as YYYY-MM-DD, e.g. 2026-12-01",
    );
  });

  it("says to put a name with spaces in double quotes", () => {
    expect(review(...page, "--by", "Anna", "Markova,", "MD")).toBe(
      '--by takes one value: put the name in double quotes, like --by "Anna Markova, MD"',
    );
  });

  it("suggests the page nearest to the one written", () => {
    expect(review("--page", "migraine", "--by", "Anna")).toBe(
      'No page is named "migraine" in en: did you mean --page condition/migraine?',
    );
    expect(nearestPage("botx", keys)).toBe("treatment/botox");
    expect(nearestPage("insurance", keys)).toBeUndefined();
  });

  it("dates a review by the day in New York, where the practice is", () => {
    // 22:00 in Brooklyn on December 1 is already December 2 in UTC.
    expect(review(...page, "--by", "Anna")).toMatchObject({ on: "2026-12-01" });
  });
});
