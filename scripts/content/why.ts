// Why a page's review is not current: the words it signed, read from git at
// the commit the record names (or, for a record without one, the newest
// commit whose words have its fingerprint), against the words now, place by
// place. `npm run content:status -- --why <page>` prints it; `npm run
// content:review` records the commit.
import { execFileSync } from "node:child_process";
import { parse } from "yaml";
import { type Read, type Signs, readNow, signsOf } from "#app/reviews/review-units.ts";
import type { Language } from "#app/content-loader/translated.ts";
import { type ReviewState, type TranslationRecord, fingerprint } from "#app/reviews/reviews.ts";

const git = (root: string, ...args: string[]) =>
  execFileSync("git", ["-C", root, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
    maxBuffer: 64 * 1024 * 1024,
  });

/** The content files of a commit (`git show <commit>:content/<path>`), each read once. */
export function readAt(commit: string, root: string): Read {
  const read = new Map<string, unknown>();
  return (path) => {
    if (!read.has(path)) {
      let data: unknown;
      try {
        data = parse(git(root, "show", `${commit}:content/${path}`));
      } catch {
        data = undefined;
      }
      read.set(path, data);
    }
    return read.get(path);
  };
}

/** A place whose words differ: what was signed and what is there now (undefined: none). */
type Change = { place: string; then?: string; now?: string };

/** The places where two sets of signed words differ, in order. */
function changesBetween(then: Signs, now: Signs): Change[] {
  return [...new Set([...Object.keys(then), ...Object.keys(now)])]
    .sort()
    .filter((place) => then[place] !== now[place])
    .map((place) => ({ place, then: then[place], now: now[place] }));
}

/**
 * The commit whose content/ holds the words of `key` in `language` as they
 * are now (and, for a translation, its English), or undefined: no
 * repository, or words not committed yet.
 */
export function commitOfWords(
  language: Language,
  key: string,
  root: string,
  read: Read = readNow,
): string | undefined {
  let commit: string;
  try {
    commit = git(root, "rev-parse", "HEAD").trim();
  } catch {
    return undefined;
  }
  const at = readAt(commit, root);
  const same = (of: Language) =>
    fingerprint(signsOf(of, key, at)) === fingerprint(signsOf(of, key, read));
  return same(language) && (language === "en" || same("en")) ? commit : undefined;
}

/** The newest commit whose words of `key` in `language` have the fingerprint `text`. */
function commitWith(language: Language, key: string, text: string, root: string) {
  const files: string[] = [];
  signsOf(language, key, (path) => {
    files.push(`content/${path}`);
    return readNow(path);
  });
  let commits: string[];
  try {
    commits = git(root, "log", "--format=%H", "-n", "300", "--", ...files).split("\n");
  } catch {
    return undefined;
  }
  return commits.find(
    (commit) => commit && fingerprint(signsOf(language, key, readAt(commit, root))) === text,
  );
}

/** What changed since a review: the commit of the words it signed, and each place since. */
type Since = {
  /** Whose words changed: the page's own, or, for a translation, its English. */
  language: Language;
  commit?: string;
  changes: Change[];
};

/**
 * The words changed since a review that is not current: in its own language,
 * or, when only the English changed since a translation was reviewed, in
 * English. Without a commit the record names, the newest commit whose words
 * have its fingerprint; none found, no changes can be named.
 */
export function changedSince(
  language: Language,
  key: string,
  record: { text: string; commit?: string; english?: string },
  state: ReviewState["state"],
  root: string,
  read: Read = readNow,
): Since {
  const of = state === "english-changed" ? "en" : language;
  const text = of === language ? record.text : ((record as TranslationRecord).english ?? "");
  const commit = record.commit ?? commitWith(of, key, text, root);
  if (!commit) return { language: of, changes: [] };
  return {
    language: of,
    commit,
    changes: changesBetween(signsOf(of, key, readAt(commit, root)), signsOf(of, key, read)),
  };
}
