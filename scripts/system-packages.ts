// The Debian packages `npm test` needs besides Node, from their one list,
// .ci/packages (which .ci/run reads too). Run as a script (the first part of
// `npm test`), it names each missing one with its apt-get command, and fails.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { headlessShellPath } from "./chromium.ts";

type SystemPackage = {
  name: string;
  /** A path, or a command looked up on PATH, that shows the package is installed. */
  program: string;
  /** What uses it: the tests ("browser"), the build ("build"), or both ("build-and-browser"). */
  usedBy: string;
};

export const packagesFile = path.resolve(import.meta.dirname, "../.ci/packages");

export function systemPackages(text = readFileSync(packagesFile, "utf8")): SystemPackage[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const [name = "", program = "", usedBy = ""] = line.split(/\s+/);
      return { name, program, usedBy };
    });
}

/** Debian's Caddy, or the one CADDY_PATH names, for the tests that run the production recipe. */
export const caddyPath = process.env.CADDY_PATH ?? "/usr/bin/caddy";

/** Where the tests look instead (HEADLESS_SHELL_PATH, CADDY_PATH). */
const overrides: Record<string, string> = {
  "/usr/bin/chromium-headless-shell": headlessShellPath,
  "/usr/bin/caddy": caddyPath,
};

export function installed({ program }: SystemPackage): boolean {
  if (program.startsWith("/")) return existsSync(overrides[program] ?? program);
  return spawnSync("sh", ["-c", `command -v ${program}`]).status === 0;
}

if (import.meta.main) {
  const missing = systemPackages().filter((each) => !installed(each));
  for (const each of missing) {
    console.log(
      `✗ ${each.program} is missing (for ${each.usedBy}): apt-get install -y ${each.name}`,
    );
  }
  process.exit(missing.length === 0 ? 0 : 1);
}
