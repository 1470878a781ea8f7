// The total of `npm test` and `npm run check` (scripts/test-total.ts) counts
// every way a part can fail, and the npm scripts of package.json leave what
// it reads.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { counts } from "./test-total.ts";

const root = path.resolve(import.meta.dirname, "..");
const script = path.join(root, "scripts", "test-total.ts");

/** A test-reports/ folder holding `files` (name → JSON, or "" for a marker). */
function reports(files: Record<string, unknown>): string {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), "test-total-")), "test-reports");
  mkdirSync(folder);
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(folder, name), content === "" ? "" : JSON.stringify(content));
  }
  return folder;
}

const vitest = (passed: number, failed: number) => ({
  numPassedTests: passed,
  numFailedTests: failed,
});
const playwright = { stats: { expected: 3, unexpected: 1, flaky: 1 }, errors: [{}] };

describe("the total of the test command", () => {
  it("counts a check that is not a test runner as one test, passed only if it exited 0", () => {
    const folder = reports({ "lint.ok": "" });
    expect(counts(folder, "lint")).toEqual([1, 0]);
    // A failed lint, format or type check leaves no marker.
    expect(counts(folder, "format")).toEqual([0, 1]);
  });

  it("counts a suite's tests from its Vitest or Playwright report", () => {
    const folder = reports({
      "app.json": vitest(5, 0),
      "app.ok": "",
      "server.json": vitest(4, 2),
      "browser.json": playwright,
    });
    expect(counts(folder, "app.json")).toEqual([5, 0]);
    expect(counts(folder, "server.json")).toEqual([4, 2]);
    // A flaky test passed on a retry; an error outside the tests is a failure.
    expect(counts(folder, "browser.json")).toEqual([4, 2]);
  });

  it("counts a crashed suite, a suite without its report, and an error outside the tests as a failure", () => {
    const folder = reports({ "tools.ok": "", "slow.json": vitest(7, 0) });
    expect(counts(folder, "static.json")).toEqual([0, 1]);
    expect(counts(folder, "tools.json")).toEqual([0, 1]);
    expect(counts(folder, "slow.json")).toEqual([7, 1]);
  });

  it("ends with the total, and exits non-zero on any failure or a failed lane", () => {
    const run = (folder: string, lanesExit: string, parts: string[]) =>
      spawnSync(process.execPath, [script, lanesExit, ...parts], {
        cwd: path.dirname(folder),
        encoding: "utf8",
      });
    const passing = reports({ "lint.ok": "", "app.ok": "", "app.json": vitest(5, 0) });
    const passed = run(passing, "0", ["lint", "app.json"]);
    expect(passed.stdout.trimEnd().split("\n").at(-1)).toBe("6 passed, 0 failed");
    expect(passed.status).toBe(0);

    const failed = run(passing, "0", ["lint", "format", "app.json"]);
    expect(failed.stdout.trimEnd().split("\n").at(-1)).toBe("6 passed, 1 failed");
    expect(failed.status).toBe(1);

    // A lane that failed in a part not named still fails the run.
    const lane = run(passing, "1", ["lint", "app.json"]);
    expect(lane.stdout.trimEnd().split("\n").at(-1)).toBe("6 passed, 1 failed");
    expect(lane.status).toBe(1);
  });
});

describe("the parts of npm test", () => {
  const scripts = (
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const totalled = (command: string) => command.split("scripts/test-total.ts $? ")[1]?.split(" ");
  const parts = Object.entries(scripts).filter(([name]) => name.startsWith("part:"));

  it("each leave their marker, a suite its report too, and are each in the total", () => {
    expect(parts.length).toBeGreaterThan(5);
    for (const [script, command] of parts) {
      const part = script.slice("part:".length);
      expect(command, script).toMatch(new RegExp(`&& touch test-reports/${part}\\.ok$`));
      const suite = command.includes(`test-reports/${part}.json`);
      expect(totalled(scripts.test!), script).toContain(suite ? `${part}.json` : part);
    }
  });

  it("run the static and browser tests only once the build has passed", () => {
    expect(scripts["lane:build"]).toMatch(/^run-s part:build (\S+)$/);
    const after = scripts[scripts["lane:build"]!.split(" ")[2]!]!;
    expect(after.split(" ")).toEqual(expect.arrayContaining(["part:static", "part:browser"]));
  });

  it("in npm run check, total only parts that npm run check runs", () => {
    expect(totalled(scripts.check!)?.length).toBeGreaterThan(0);
    for (const part of totalled(scripts.check!)!) {
      const name = part.replace(/\.json$/, "");
      const script = scripts[`check:${name}`] ?? scripts[`part:${name}`];
      expect(script, part).toMatch(new RegExp(`&& touch test-reports/${name}\\.ok$`));
      expect(`${scripts.check} ${scripts["check:lint-types"]}`, part).toMatch(
        new RegExp(`\\b(check|part):${name}\\b`),
      );
    }
  });
});
