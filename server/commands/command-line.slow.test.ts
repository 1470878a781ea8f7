// @vitest-environment node
// Every command of package.json that runs one file with Node, run as a person would with --help
// and with an option it does not take: the usage, and nothing done (a server it would start keeps
// the process alive past the deadline); or one line naming the option, the usage and exit 2, no
// stack trace. The test:* scripts hand their arguments to the test runner and are left out.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { patience } from "#tests/support/patience.ts";

const root = path.resolve(import.meta.dirname, "../..");
const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};
const commands = Object.entries(scripts).flatMap(([name, line]) => {
  const [, file, args = ""] = /^node (\S+\.ts)((?: --[a-z-]+)*)$/.exec(line) ?? [];
  return file && !name.startsWith("test:")
    ? [{ name, file, args: args.split(" ").filter(Boolean) }]
    : [];
});

function run(file: string, ...args: string[]) {
  return spawnSync(process.execPath, [file, ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: patience(20_000),
  });
}

describe("each command of package.json", () => {
  it("is found: the list is not empty", () => {
    expect(commands.map(({ name }) => name)).toEqual(
      expect.arrayContaining(["content:status", "editor"]),
    );
  });

  it.each(commands)(
    "npm run $name -- --help prints its usage and does nothing else",
    ({ name, file, args }) => {
      const result = run(file, ...args, "--help");
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^Usage: npm /);
      expect(result.stdout).toContain(name);
      expect(result.stderr).toBe("");
    },
  );

  it.each(commands)(
    "npm run $name -- --no-such-option says so in one line, then its usage",
    ({ file, args }) => {
      const result = run(file, ...args, "--no-such-option");
      expect(result.status, result.stderr).toBe(2);
      const [first, ...rest] = result.stderr.split("\n");
      expect(first).toBe("--no-such-option is not an option of this command.");
      expect(rest.join("\n")).toMatch(/^Usage: npm /);
      expect(result.stderr).not.toMatch(/^\s+at /m);
    },
  );
});
