// The content files are as the editor at /admin writes them (scripts/editor/browser/editor.ts), so
// that a change made in the editor changes only its own lines: in every file, one sentence changed
// is one line changed, and the file's comments, quotes and order stay. What the editor history of
// a page then shows is what a person changed.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentYaml, fromFile, toFile } from "#scripts/editor/browser/editor.ts";
import { unformatted } from "./format.ts";

const root = path.resolve(import.meta.dirname, "../..");
const files = execFileSync("git", ["-C", root, "ls-files", "content/*.yaml"], { encoding: "utf8" })
  .split("\n")
  .filter(Boolean);

type Data = Record<string, unknown>;

/** The path of every string in a file's data. */
function stringsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, [...at, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, [...at, key]));
  }
  return [];
}

/** `data` with the value at `at` made by `change` (a copy; the file's text rides along). */
function changed(data: Data, at: (string | number)[], change: (value: unknown) => unknown): Data {
  const copy = structuredClone(data);
  const parent = at.slice(0, -1).reduce<unknown>((node, key) => (node as Data)[key], copy) as Data;
  parent[at.at(-1)!] = change(parent[at.at(-1)!]);
  return copy;
}

/** The lines (from 1) of `a` that `b` changed; every line when lines came or went. */
const differing = (a: string, b: string) => {
  const [before, after] = [a.split("\n"), b.split("\n")];
  return before.flatMap((line, index) =>
    before.length === after.length && line === after[index] ? [] : [index + 1],
  );
};

describe("the content files, as the editor writes them", () => {
  it("are each in that form (npm run format writes a file so)", () => {
    expect(files.length).toBeGreaterThan(0);
    expect(unformatted().map(({ file }) => file)).toEqual([]);
  });

  it.each(files)("%s: any one sentence changed is one line changed", (file) => {
    const text = readFileSync(path.join(root, file), "utf8");
    const data = fromFile(text);
    const strings = stringsOf(parse(text));
    // The first, the last and three between: every kind of place a file has.
    const picked = [
      ...new Set([0, 1, 2, 3, 4].map((n) => Math.round((n * (strings.length - 1)) / 4))),
    ];
    for (const index of strings.length > 0 ? picked : []) {
      const at = strings[index]!;
      const written = toFile(changed(data, at, (value) => `${String(value)} (changed)`));
      expect(differing(text, written), at.join(".")).toHaveLength(1);
      expect(written, at.join(".")).toContain(" (changed)");
    }
  });

  it("keeps the other items of a list when one goes, and puts a new field before the marks", () => {
    const file = "content/practice/en/facts.yaml";
    const text = readFileSync(path.join(root, file), "utf8");
    const data = fromFile(text);
    const plans = (parse(text) as { insurance: { plans: string[] } }).insurance.plans;
    expect(plans.length).toBeGreaterThan(2);
    const fewer = toFile(
      changed(data, ["insurance", "plans"], (list) => (list as string[]).filter((_, i) => i !== 1)),
    );
    const gone = text.split("\n").filter((line) => !fewer.split("\n").includes(line));
    expect(gone).toEqual([expect.stringContaining(plans[1]!)]);
    const added = toFile({ ...data, newField: "words" }).split("\n");
    expect(added.indexOf("newField: words")).toBeLessThan(added.indexOf("marks:"));
    expect(added.filter((line) => !text.split("\n").includes(line))).toEqual(["newField: words"]);
  });

  it("writes a new file (no text of its own yet) with one line per sentence, marks last", () => {
    const data = { marks: [], title: "A title: with a colon", body: "Words." };
    expect(toFile(data, ["title", "body"])).toBe(contentYaml(data, ["title", "body"]));
    expect(Object.keys(parse(toFile(data, ["title"])) as Data)).toEqual(["title", "body", "marks"]);
  });
});
