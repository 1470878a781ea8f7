// Why a page's review is not current: the words it signed, read from git at the commit the record
// names (or, for a record without one, the newest commit whose words have its fingerprint),
// against the words now, place by place. `npm run content:status -- --why <page>` prints it;
// `npm run content:review` records the commit.
import { spawnSync } from "node:child_process";
import { parse } from "yaml";
import { type Read, readNow, remembered, signsOf } from "#app/reviews/review-units.ts";
import type { Language } from "#app/content-loader/translated.ts";
import { type ReviewState, fingerprint } from "#app/reviews/reviews.ts";

/** `git -C root …`'s output, or undefined where git fails (no repository, no such file). */
function git(root: string, ...args: string[]): string | undefined {
  const run = spawnSync("git", ["-C", root, ...args], { encoding: "utf8", maxBuffer: 2 ** 26 });
  return run.status === 0 ? run.stdout : undefined;
}

/** The content files of a commit (`git show <commit>:content/<path>`), each read once. */
export const readAt = (commit: string, root: string): Read =>
  remembered((path: string) => {
    try {
      return parse(git(root, "show", `${commit}:content/${path}`) ?? "") ?? undefined;
    } catch {
      return undefined;
    }
  });

/**
 * The commit whose content/ holds the words of `key` in `language` as they are now (and, for a
 * translation, its English), or undefined: no repository, or words not committed yet.
 */
export function commitOfWords(language: Language, key: string, root: string, read = readNow) {
  const commit = git(root, "rev-parse", "HEAD")?.trim();
  if (!commit) return undefined;
  const at = readAt(commit, root);
  const same = (of: Language) =>
    fingerprint(signsOf(of, key, at)) === fingerprint(signsOf(of, key, read));
  return same(language) && (language === "en" || same("en")) ? commit : undefined;
}

/** The newest of the last 300 commits touching the words of `key` in `language` whose fingerprint is `text`. */
function commitWith(language: Language, key: string, text: string, root: string) {
  const files: string[] = [];
  signsOf(language, key, (path) => {
    files.push(`content/${path}`);
    return readNow(path);
  });
  return git(root, "log", "--format=%H", "-n", "300", "--", ...files)
    ?.split("\n")
    .find((commit) => commit && fingerprint(signsOf(language, key, readAt(commit, root))) === text);
}

/**
 * The words changed since a review that is not current: in its own language or, when only the
 * English changed since a translation was reviewed, in English (`language` says whose). Without a
 * commit the record names, the newest commit whose words have its fingerprint; none found, no
 * changes can be named. Each change is a place, what was signed there and what is there now.
 */
export function changedSince(
  language: Language,
  key: string,
  record: { text: string; commit?: string; english?: string },
  state: ReviewState["state"],
  root: string,
  read: Read = readNow,
): {
  language: Language;
  commit?: string;
  changes: { place: string; then?: string; now?: string }[];
} {
  const of = state === "english-changed" ? "en" : language;
  const text = of === language ? record.text : (record.english ?? "");
  const commit = record.commit ?? commitWith(of, key, text, root);
  if (!commit) return { language: of, changes: [] };
  const [then, now] = [signsOf(of, key, readAt(commit, root)), signsOf(of, key, read)];
  const changes = [...new Set([...Object.keys(then), ...Object.keys(now)])]
    .sort()
    .filter((place) => then[place] !== now[place])
    .map((place) => ({ place, then: then[place], now: now[place] }));
  return { language: of, commit, changes };
}
