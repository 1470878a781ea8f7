// The last step of `npm test` and `npm run check`: one line, "N passed, N
// failed", over every part their lanes ran, which CI reads. Arguments: the
// lanes' exit code, then the parts. Each part leaves test-reports/<part>.ok
// when it exited 0, and a suite (named `<part>.json`) its Vitest or
// Playwright JSON report. A suite counts its tests, any other part one; a
// part that failed with no failed test, or left no report, one failure.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

type Report = {
  numPassedTests?: number;
  numFailedTests?: number;
  stats?: { expected: number; unexpected: number; flaky: number };
  errors?: unknown[];
};

/** A part's tests passed and failed, from what it left in `folder`. */
export function counts(folder: string, part: string): [passed: number, failed: number] {
  const ok = existsSync(path.join(folder, `${part.replace(/\.json$/, "")}.ok`));
  if (!part.endsWith(".json")) return ok ? [1, 0] : [0, 1];
  if (!existsSync(path.join(folder, part))) return [0, 1];
  const report = JSON.parse(readFileSync(path.join(folder, part), "utf8")) as Report;
  const [passed, failed] = report.stats
    ? [
        report.stats.expected + report.stats.flaky,
        report.stats.unexpected + (report.errors?.length ?? 0),
      ]
    : [report.numPassedTests ?? 0, report.numFailedTests ?? 0];
  return [passed, ok || failed > 0 ? failed : 1];
}

if (import.meta.main) {
  const [lanesExit, ...parts] = process.argv.slice(2);
  const folder = path.resolve("test-reports");
  let [passed, failed] = [0, 0];
  console.log();
  for (const part of parts) {
    const [partPassed, partFailed] = counts(folder, part);
    [passed, failed] = [passed + partPassed, failed + partFailed];
    const name = part.replace(/\.json$/, "");
    console.log(
      `${partFailed ? "FAIL" : "ok  "} ${name}: ${partPassed} passed, ${partFailed} failed`,
    );
  }
  // A part the lanes ran but that is not named above still fails the run.
  if (lanesExit !== "0" && failed === 0) {
    console.log(`FAIL the lanes exited ${lanesExit}`);
    failed = 1;
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
