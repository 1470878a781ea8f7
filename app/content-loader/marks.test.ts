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
