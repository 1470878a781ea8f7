// The English a translation was made from, as git remembers it: the English
// file at the last commit that touched the translation file. A sentence whose
// English differs from it now needs translating again. Where the content
// folder is not in a git repository, or git cannot be run, there is no such
// English, and the export says so.
import { execFileSync } from "node:child_process";
import { relative } from "node:path";
import { parse } from "yaml";

const git = (folder: string, ...args: string[]): string =>
  execFileSync("git", ["-C", folder, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
    maxBuffer: 64 * 1024 * 1024,
  });

/** Where a content folder sits in its git repository, or why git cannot say. */
export function gitOf(folder: string): { top: string; prefix: string } | { why: string } {
  try {
    const top = git(folder, "rev-parse", "--show-toplevel").trim();
    const prefix = relative(top, folder).split("\\").join("/");
    return { top, prefix: prefix ? `${prefix}/` : "" };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return { why: missing ? "git is not installed" : `${folder} is not in a git repository` };
  }
}

/**
 * The English files read from git, by object ("<commit>:<path>"): what a
 * commit holds never changes, so each is parsed once however often the
 * content is exported.
 */
const readFromGit = new Map<string, unknown>();

/**
 * For each translation file, the data of its English file when the
 * translation was last committed (paths relative to the content folder),
 * without its marks; no entry where the translation was never committed or
 * the English did not exist then. Two git processes for any number of files:
 * one walk of the content folder's history, and one batch of reads (of the
 * files not read before; none when every one was).
 */
export function englishWhenTranslated(
  repository: { top: string; prefix: string },
  files: readonly { english: string; own: string }[],
): Map<string, unknown> {
  const { top, prefix } = repository;
  const found = new Map<string, unknown>();
  let log: string;
  try {
    log = git(top, "log", "--format=%x00%H", "--name-only", "--", prefix || ".");
  } catch {
    return found;
  }
  // Newest first: the first commit a file appears under is its last change.
  const lastCommit = new Map<string, string>();
  for (const entry of log.split("\0").slice(1)) {
    const [commit = "", ...paths] = entry.split("\n");
    for (const file of paths) if (file && !lastCommit.has(file)) lastCommit.set(file, commit);
  }
  const wanted = files.flatMap(({ english, own }) => {
    const commit = lastCommit.get(`${prefix}${own}`);
    return commit ? [{ own, object: `${commit}:${prefix}${english}` }] : [];
  });
  const asked = wanted.filter(({ object }) => !readFromGit.has(object));
  const answer = () => {
    for (const { own, object } of wanted) {
      if (readFromGit.has(object)) found.set(own, readFromGit.get(object));
    }
    return found;
  };
  if (asked.length === 0) return answer();
  let batch: Buffer;
  try {
    batch = execFileSync("git", ["-C", top, "cat-file", "--batch"], {
      input: asked.map(({ object }) => `${object}\n`).join(""),
      stdio: ["pipe", "pipe", "ignore"],
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch {
    return found;
  }
  // Each answer: "<object> blob <size>\n<content>\n", or "<name> missing\n".
  let at = 0;
  for (const { object } of asked) {
    const headerEnd = batch.indexOf(10, at);
    const header = batch.subarray(at, headerEnd).toString("utf8");
    at = headerEnd + 1;
    const size = /^\S+ blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) continue;
    const text = batch.subarray(at, at + Number(size)).toString("utf8");
    at += Number(size) + 1;
    try {
      const data = parse(text) as unknown;
      const english =
        !data || typeof data !== "object" || Array.isArray(data)
          ? data
          : Object.fromEntries(Object.entries(data).filter(([key]) => key !== "marks"));
      readFromGit.set(object, english);
    } catch {
      // An English file git holds that is not YAML: no earlier English to compare.
    }
  }
  return answer();
}
