// @vitest-environment node
// A review signs the words, not the practice's facts: in a copy of the
// content, every page reviewed, then a plan added, the Friday hours split
// off, the phone number, the e-mail address and the physician's name
// changed, every review stays current; a changed care figure outdates the
// pages that state it, and a changed sentence the reviews of its page.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { translations } from "#app/content-loader/translated.ts";
import { patience } from "#tests/support/patience.ts";

/** Runs `body` in a Node process that reads the content folder `folder`; prints its JSON answer. */
function inContent(folder: string, body: string): unknown {
  const script = [
    'import { writeFileSync } from "node:fs";',
    'import { stringify } from "yaml";',
    'import { languages } from "#app/content-loader/translated.ts";',
    'import { recordFor, siteReviewStatus } from "#app/reviews/reviews.ts";',
    body,
  ].join("\n");
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, SITE_CONTENT_DIR: folder },
    encoding: "utf8",
  });
  return JSON.parse(output);
}

const signEverything = `
const folder = process.env.SITE_CONTENT_DIR;
const byLanguage = {};
for (const { language, unit, reviews } of siteReviewStatus()) {
  for (const { kind } of reviews) {
    (byLanguage[language] ??= {})[unit.key] ??= {};
    byLanguage[language][unit.key][kind] = recordFor(language, unit.key, kind, "A Reviewer", "2026-12-01");
  }
}
for (const language of languages) writeFileSync(folder + "/reviews/" + language + ".yaml", stringify(byLanguage[language] ?? {}));
console.log(JSON.stringify(true));`;

const notCurrent = `
console.log(JSON.stringify(siteReviewStatus().flatMap(({ language, unit, reviews }) =>
  reviews.filter((review) => review.state !== "current").map((review) => language + " " + unit.key + " " + review.kind))));`;

function edit(folder: string, file: string, change: (text: string) => string) {
  const path = join(folder, file);
  const text = readFileSync(path, "utf8");
  const changed = change(text);
  expect(changed).not.toBe(text);
  writeFileSync(path, changed);
}

describe("a recorded review", () => {
  it(
    "stays current when a fact changes, and is outdated when a sentence does",
    () => {
      const folder = mkdtempSync(join(tmpdir(), "reviews-"));
      cpSync("content", folder, { recursive: true });
      expect(inContent(folder, signEverything)).toBe(true);
      expect(inContent(folder, notCurrent)).toEqual([]);

      edit(folder, "practice/en/facts.yaml", (text) =>
        text
          .replace(/^ {2}plans:\n/m, "  plans:\n    - Example Added Plan\n")
          .replace(
            /^(\s+)- dayOfWeek: \[Monday, Tuesday, Wednesday, Thursday, Friday\]\n(\s+opens: .*\n)(\s+closes: .*\n)/m,
            (_all, indent: string, opens: string, closes: string) =>
              `${indent}- dayOfWeek: [Monday, Tuesday, Wednesday, Thursday]\n${opens}${closes}${indent}- dayOfWeek: [Friday]\n${opens}${indent}  closes: "15:00"\n`,
          )
          .replace(/display: \(\d{3}\) \d{3}-\d{4}/, "display: (718) 555-0199")
          .replace(/e164: "\+1\d{10}"/, 'e164: "+17185550199"')
          .replace(/^email: .*$/m, "email: office@example.test")
          .replace(/^(\s+)name: .*, MD$/m, "$1name: Test Physician, MD"),
      );
      expect(inContent(folder, notCurrent)).toEqual([]);

      // A care figure is signed: a longer first visit outdates the pages that state it.
      edit(folder, "practice/en/facts.yaml", (text) =>
        text.replace(
          /^(\s+firstVisitMinutes:\n\s+min: \d+\n\s+max: )(\d+)/m,
          (_all, before, max) => `${before}${Number(max) + 30}`,
        ),
      );
      const longer = inContent(folder, notCurrent) as string[];
      const conditions = readdirSync(join(folder, "conditions", "en"));
      for (const name of conditions) {
        const states = readFileSync(join(folder, "conditions", "en", name), "utf8").includes(
          "{firstVisitMinutes",
        );
        const key = `condition/${name.replace(/\.yaml$/, "")}`;
        expect(longer.includes(`en ${key} medical`), key).toBe(states);
        expect(longer.includes(`ru ${key} translation`), key).toBe(states);
      }
      expect(longer).toContain("en condition/migraine medical");
      expect(inContent(folder, signEverything)).toBe(true);

      edit(folder, "conditions/en/migraine.yaml", (text) =>
        text.replace(/^summary: (.*)$/m, "summary: $1 (changed)"),
      );
      const outdated = inContent(folder, notCurrent) as string[];
      expect(outdated).toContain("en condition/migraine medical");
      for (const language of translations) {
        expect(outdated).toContain(`${language} condition/migraine translation`);
      }
      expect(outdated.every((each) => each.includes("condition/migraine"))).toBe(true);
    },
    patience(120_000),
  );
});
