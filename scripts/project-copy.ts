// A copy of the project as a fresh clone has it: the files git holds, and
// the ones it would hold once added (nothing .gitignore leaves out: no build,
// no reports, no data), with node_modules linked rather than copied. The
// launch rehearsal and the tests of the people's commands run in one.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * A new copy in a temporary folder whose name starts with `prefix`, under
 * `parent` (the system's temporary folder unless told); its path.
 */
export function projectCopy(prefix: string, parent = tmpdir()): string {
  mkdirSync(parent, { recursive: true });
  const copy = mkdtempSync(path.join(parent, prefix));
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    { cwd: root, encoding: "utf8" },
  )
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.join(copy, path.dirname(file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  return copy;
}
