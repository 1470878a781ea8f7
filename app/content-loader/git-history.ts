// The content folder's history as git keeps it, for the two that walk it: the
// date a translation notice gives (app/page-list/page-languages.ts) and the
// English each translation was made from, for the PO export
// (scripts/content/english-history.ts). Each call throws where git cannot say.
import { execFileSync } from "node:child_process";
import { relative } from "node:path";

/** `git -C top …` with paths unquoted, `input` on its standard input: its output. */
export const git = (top: string, args: readonly string[], input = ""): Buffer =>
  execFileSync("git", ["-C", top, "-c", "core.quotePath=false", ...args], {
    input,
    stdio: ["pipe", "pipe", "ignore"],
    maxBuffer: 256 * 1024 * 1024,
  });

/** Where a content folder sits in its git repository ("content/"), or why git cannot say. */
export function gitOf(folder: string): { top: string; prefix: string } | { why: string } {
  try {
    const top = git(folder, ["rev-parse", "--show-toplevel"]).toString().trim();
    const prefix = relative(top, folder).split("\\").join("/");
    return { top, prefix: prefix ? `${prefix}/` : "" };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return { why: missing ? "git is not installed" : `${folder} is not in a git repository` };
  }
}

const blob = (name: string) => (/^0+$/.test(name) ? undefined : name);

/**
 * `git log --raw` with `args` (a --format starting with %x00): each commit's
 * line of that format, and each file it changed: its path before and after
 * (`from` differs when renamed) and its blobs (undefined: not there).
 */
export function logOf(top: string, args: readonly string[]) {
  const log = git(top, ["log", "--raw", "--no-abbrev", ...args]).toString();
  return log
    .split("\0")
    .slice(1)
    .map((entry) => {
      const [head = "", ...lines] = entry.split("\n");
      const changes = lines.flatMap((line) => {
        // ":100644 100644 <blob before> <blob after> M\t<path>" (R<score>\t<old>\t<new>: renamed)
        const [, before = "", after = "", paths] =
          /^:\S+ \S+ (\S+) (\S+) \S+\t(.*)$/.exec(line) ?? [];
        if (!paths) return [];
        const [from = "", path = from] = paths.split("\t");
        return [{ from, path, before: blob(before), after: blob(after) }];
      });
      return { head, changes };
    });
}

/** The text of each object ("<blob>", "<commit>:<path>"), read by one git process; none where git has none. */
export function textsOf(top: string, objects: readonly string[]): Map<string, string> {
  const texts = new Map<string, string>();
  if (objects.length === 0) return texts;
  const batch = git(top, ["cat-file", "--batch"], objects.map((object) => `${object}\n`).join(""));
  let at = 0;
  for (const object of objects) {
    // Each answer: "<blob> blob <size>\n<content>\n", or "<object> missing\n".
    const end = batch.indexOf(10, at);
    const size = /^\S+ blob (\d+)$/.exec(batch.subarray(at, end).toString())?.[1];
    at = end + 1;
    if (size === undefined) continue;
    texts.set(object, batch.subarray(at, at + Number(size)).toString("utf8"));
    at += Number(size) + 1;
  }
  return texts;
}
