// The content files in the form the editor at /admin writes them (scripts/editor/browser/editor.ts,
// `toFile`): a file written by hand is rewritten so, comments kept, and the editor's next save of
// it then changes only the lines it changes. `npm run format` runs it after Prettier, which leaves
// content/ alone (.prettierignore); scripts/content/format.test.ts holds every file to that form.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fromFile, toFile } from "#scripts/editor/browser/editor.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Each content file git holds whose text is not as the editor writes it, with that text. */
export function unformatted(): { file: string; text: string }[] {
  return execFileSync("git", ["-C", root, "ls-files", "content/*.yaml"], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .flatMap((file) => {
      const now = readFileSync(path.join(root, file), "utf8");
      const text = toFile(fromFile(now));
      return text === now ? [] : [{ file, text }];
    });
}

if (import.meta.main) {
  for (const { file, text } of unformatted()) writeFileSync(path.join(root, file), text);
}
