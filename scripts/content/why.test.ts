// @vitest-environment node
// Which words changed since a review, read from git: in a throwaway
// repository holding the migraine page and the practice's facts, a changed
// sentence, a source taken out and a changed care figure are named place by
// place; a changed fact is not a change of the words.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentFolder } from "#app/content-loader/files.ts";
import { type Read, signsOf } from "#app/reviews/review-units.ts";
import { fingerprint } from "#app/reviews/reviews.ts";
import { commitAsSite, committedRepository, git } from "#scripts/git-repository.ts";
import { changedSince, commitOfWords, readAt } from "./why.ts";

const page = "condition/migraine";
const files = ["conditions/en/migraine.yaml", "practice/en/facts.yaml"];
let root = "";
let signed = "";

/** The repository's content/ as its folder holds it now, committed or not. */
const readFolder: Read = (path) => {
  const file = join(root, "content", path);
  return existsSync(file) ? parse(readFileSync(file, "utf8")) : undefined;
};

function edit(path: string, change: (text: string) => string) {
  const file = join(root, "content", path);
  const text = readFileSync(file, "utf8");
  const changed = change(text);
  expect(changed).not.toBe(text);
  writeFileSync(file, changed);
}

const commitAll = (message: string) => {
  git(root, "add", ".");
  commitAsSite(root, message);
  return git(root, "rev-parse", "HEAD");
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "why-"));
  for (const file of files) {
    mkdirSync(dirname(join(root, "content", file)), { recursive: true });
    cpSync(join(contentFolder(), file), join(root, "content", file));
  }
  committedRepository(root);
  signed = git(root, "rev-parse", "HEAD");
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("the words changed since a review", () => {
  it("are read at the commit that holds the words signed, the same words the site signs now", () => {
    expect(signsOf("en", page, readAt(signed, root))).toEqual(signsOf("en", page));
    expect(commitOfWords("en", page, root, readFolder)).toBe(signed);
  });

  it("name a changed sentence, a source taken out and a changed care figure, and no changed fact", () => {
    edit("conditions/en/migraine.yaml", (text) =>
      text
        .replace(/^summary: (.*)$/m, "summary: $1 (changed)")
        .replace(/^(sources:\n(?: {2}- \w+\n)*) {2}- \w+\n/m, "$1"),
    );
    edit("practice/en/facts.yaml", (text) =>
      text
        .replace(/display: \(\d{3}\) \d{3}-\d{4}/, "display: (718) 555-0199")
        .replace(
          /^(\s+firstVisitMinutes:\n\s+min: \d+\n\s+max: )(\d+)/m,
          (_all, before, max) => `${before}${Number(max) + 30}`,
        ),
    );
    // Words not committed yet are at no commit: a review of them records none.
    expect(commitOfWords("en", page, root, readFolder)).toBeUndefined();
    const now = commitAll("A longer first visit, another phone, one word of the summary");
    const record = { text: fingerprint(signsOf("en", page, readAt(signed, root))) };
    const nowRead = readAt(now, root);

    const since = changedSince("en", page, { ...record, commit: signed }, "changed", root, nowRead);
    expect(since.commit).toBe(signed);
    expect(since.changes.map((change) => change.place)).toEqual([
      ".sources",
      ".summary",
      "{firstVisitMinutes}",
    ]);
    const summary = since.changes[1];
    expect(summary?.now).toBe(`${summary?.then} (changed)`);

    // A record made without its commit (signed in the editor) finds it by its fingerprint.
    const found = changedSince("en", page, record, "changed", root, nowRead);
    expect(found.commit).toBe(signed);
    expect(found.changes).toEqual(since.changes);
  });
});
