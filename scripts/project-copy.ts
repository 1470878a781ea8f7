// A copy of the project as a fresh clone has it (the files git holds or would
// hold once added), with node_modules linked, for the launch rehearsal and the
// tests of the people's commands.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** A new copy in a temporary folder named `prefix`… under `parent`; its path. */
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
