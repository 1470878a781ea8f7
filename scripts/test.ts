// `npm test`: everything CI runs, in order: lint, format check, typecheck,
// unit and component tests, build, real-browser tests. Each check that is not
// a test runner counts as one test. The last line totals every suite as
// "N passed, N failed"; the exit code is non-zero when anything failed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

type Outcome = { name: string; passed: number; failed: number };

const root = path.resolve(import.meta.dirname, "..");
const reportDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
const outcomes: Outcome[] = [];

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  return result.status === 0;
}

function check(name: string, command: string, args: string[]) {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args);
  outcomes.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function vitest(name: string, args: string[]) {
  console.log(`\n▶ ${name}`);
  const report = path.join(reportDir, `${name.replace(/\W+/g, "-")}.json`);
  const ok = run("npx", [
    "vitest",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  try {
    const counts = JSON.parse(readFileSync(report, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
    };
    // A suite that crashed before its tests ran still counts as a failure.
    const failed = counts.numFailedTests + (ok || counts.numFailedTests > 0 ? 0 : 1);
    outcomes.push({ name, passed: counts.numPassedTests, failed });
  } catch {
    outcomes.push({ name, passed: 0, failed: 1 });
  }
}

check("lint", "npx", ["eslint", "."]);
check("format", "npx", ["prettier", "--check", "."]);
check("typecheck", "npm", ["run", "typecheck"]);
vitest("unit", []);
check("build", "npm", ["run", "build"]);
if (outcomes.at(-1)?.failed === 0) {
  vitest("e2e", ["--config", "vitest.e2e.config.ts"]);
} else {
  outcomes.push({ name: "e2e (not run: the build failed)", passed: 0, failed: 1 });
}

rmSync(reportDir, { recursive: true, force: true });

console.log("\nSummary");
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.failed === 0 ? "ok  " : "FAIL"} ${outcome.name}: ${outcome.passed} passed, ${outcome.failed} failed`,
  );
}
const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
