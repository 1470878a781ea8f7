// @vitest-environment node
// What must be done before launch is data, never a comment: an editor that
// rewrites a file keeps its `marks:` list and drops its comments.
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { contentFolder, markKinds, readContentFile } from "./files.ts";

const yamlFiles = readdirSync(contentFolder(), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".yaml"))
  .map((entry) => relative(contentFolder(), join(entry.parentPath, entry.name)))
  .sort();

describe("the marks of the content files", () => {
  it("are never written in a comment", () => {
    const inComments = yamlFiles.flatMap((file) =>
      readFileSync(join(contentFolder(), file), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          /#.*\b(PLACEHOLDER|TEMPLATE|PHYSICIAN TO CONFIRM)\b/.test(line)
            ? [`content/${file}:${index + 1}`]
            : [],
        ),
    );
    expect(inComments).toEqual([]);
  });

  it("are read as data, each on a field of its file, every kind in use", () => {
    const marks = yamlFiles.flatMap((file) => readContentFile(file).marks);
    expect(new Set(marks.map((mark) => mark.kind))).toEqual(new Set(markKinds));
    for (const mark of marks) expect(mark.note.length).toBeGreaterThan(0);
  });

  it("hold back a licensed questionnaire in each language whose words name it, until the practice confirms its licence", () => {
    // HIT-6 is licensed by QualityMetric, on paper, online and in each
    // translation (Kosinski et al., Qual Life Res 2003): one mark a language,
    // in its facts file, which the release gate counts while it is open.
    const licensed = ["HIT-6"];
    const naming = new Map<string, Set<string>>();
    for (const file of yamlFiles) {
      const language = file.split("/").find((part) => /^(en|es|ru|zh)$/.test(part));
      const text = JSON.stringify(readContentFile(file).data);
      for (const name of licensed.filter((one) => language && text.includes(one))) {
        naming.set(name, (naming.get(name) ?? new Set()).add(language ?? ""));
      }
    }
    expect(naming.size).toBeGreaterThan(0);
    for (const [name, inLanguages] of naming) {
      for (const language of inLanguages) {
        const { marks } = readContentFile(`practice/${language}/facts.yaml`);
        expect(
          marks.some((mark) => mark.kind === "permission" && mark.note.includes(name)),
          `the ${language} words name ${name}, and practice/${language}/facts.yaml has no permission mark for it`,
        ).toBe(true);
      }
    }
  });

  it("name a field the file does not have in one line with the file and the line", () => {
    expect(() =>
      // A mark of a field that is not there: the file's own line numbers say where.
      readContentFile("practice/en/facts.yaml", markedCopy("no-such-field")),
    ).toThrow(
      /^content\/practice\/en\/facts\.yaml, line \d+: marks\.\d+\.field: this file has no field "no-such-field"/,
    );
  });
});

/** A copy of the content folder whose practice/en/facts.yaml marks a field it does not have. */
function markedCopy(field: string): string {
  const folder = mkdtempSync(join(tmpdir(), "marks-"));
  cpSync(contentFolder(), folder, { recursive: true });
  const path = join(folder, "practice", "en", "facts.yaml");
  writeFileSync(
    path,
    readFileSync(path, "utf8").replace(
      /^marks:\n/m,
      `marks:\n  - field: ${field}\n    kind: placeholder\n    status: open\n    note: A test mark.\n`,
    ),
  );
  return folder;
}
