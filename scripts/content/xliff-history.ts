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
 * The data of `englishFile` when `ownFile` was last committed (both relative to
 * the content folder), without its marks; undefined when the translation was
 * never committed or the English did not exist then.
 */
export function englishWhenTranslated(
  repository: { top: string; prefix: string },
  englishFile: string,
  ownFile: string,
): unknown {
  const { top, prefix } = repository;
  try {
    const commit = git(top, "log", "-1", "--format=%H", "--", `${prefix}${ownFile}`).trim();
    if (!commit) return undefined;
    const data = parse(git(top, "show", `${commit}:${prefix}${englishFile}`)) as unknown;
    if (!data || typeof data !== "object" || Array.isArray(data)) return data;
    return Object.fromEntries(Object.entries(data).filter(([key]) => key !== "marks"));
  } catch {
    return undefined;
  }
}
