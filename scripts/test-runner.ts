// Runs the parts of a test command in lanes side by side: each lane runs its
// parts in order, and the lanes run at once (two cores, two lanes). A part's
// output is held and printed whole when it ends, so two lanes never
// interleave their lines. Each check that is not a test runner counts as one
// test; a Vitest project or a Playwright Test run counts its tests. The summary gives each part's
// result and duration, and the last line totals them all as
// "N passed, N failed".
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

export type Part = {
  name: string;
  command: string;
  args: string[];
  /** A Vitest run: its tests are counted from its JSON report. */
  vitest?: boolean;
  /** A Playwright Test run: its tests are counted from its JSON report. */
  playwright?: boolean;
};

export type Outcome = {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
  /** Each failed test, named in the summary so the last lines of a log say what failed. */
  failures?: string[];
};

/** The shape of Vitest's JSON report that the summary reads. */
export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};

/** The first line of an error message, without colours, at most 200 characters. */
const firstLineOf = (text: string | undefined) =>
  stripVTControlCharacters(text ?? "")
    .trim()
    .split("\n")[0]
    ?.slice(0, 200) ?? "";

/** One line per failed test (file, name and the first line of why), or per file that failed outside its tests. */
export function failedTests(report: VitestReport, root: string): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    if (failed.length === 0 && file.message) return [`${where}: ${firstLineOf(file.message)}`];
    return failed.map(
      (test) => `${where} > ${test.fullName}: ${firstLineOf(test.failureMessages?.[0])}`,
    );
  });
}

/** The shape of Playwright Test's JSON report that the summary reads. */
export type PlaywrightReport = {
  config: { rootDir: string };
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  /** Errors outside the tests: a global setup that threw, a file that did not load. */
  errors?: { message?: string }[];
  suites?: PlaywrightSuite[];
};

type PlaywrightSuite = {
  title: string;
  file: string;
  specs?: {
    title: string;
    file: string;
    tests: {
      status: "expected" | "unexpected" | "flaky" | "skipped";
      results: { error?: { message?: string } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
};

/**
 * A Playwright run's counts: a test passed if it passed (a flaky one passed
 * on a retry); failures name each failed test as failedTests does, and each
 * error outside the tests.
 */
export function playwrightOutcome(
  report: PlaywrightReport,
  root: string,
): { passed: number; failed: number; failures: string[] } {
  const failures: string[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected") continue;
        const where = path.relative(root, path.join(report.config.rootDir, spec.file));
        const why = test.results.at(-1)?.error?.message;
        failures.push(`${where} > ${[...titles, spec.title].join(" > ")}: ${firstLineOf(why)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // A file's own suite is titled with its path, which each line names already.
  for (const file of report.suites ?? []) visit(file, []);
  const errors = (report.errors ?? []).map((error) => `Playwright: ${firstLineOf(error.message)}`);
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + errors.length,
    failures: [...failures, ...errors],
  };
}

const root = path.resolve(import.meta.dirname, "..");

/**
 * A program of node_modules/.bin run by this Node itself, with no `npx` in
 * between: npx spends about 0.8 s of CPU finding it each time.
 */
export function localBin(program: string, args: string[]): Pick<Part, "command" | "args"> {
  return {
    command: process.execPath,
    args: [path.join(root, "node_modules", ".bin", program), ...args],
  };
}

/** `vitest run` of some projects, as a part. */
export function vitestPart(name: string, projects: string[]): Part {
  return {
    name,
    ...localBin("vitest", ["run", ...projects.flatMap((project) => ["--project", project])]),
    vitest: true,
  };
}

/** `playwright test` (playwright.config.ts), as a part. */
export function playwrightPart(name: string): Part {
  return { name, ...localBin("playwright", ["test"]), playwright: true };
}

function runPart(part: Part, reportDir: string): Promise<Outcome> {
  const started = performance.now();
  const report = path.join(reportDir, `${part.name.replace(/\W+/g, "-")}.json`);
  const args = part.vitest
    ? [...part.args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]
    : part.playwright
      ? [...part.args, "--reporter=list,json"]
      : part.args;
  return new Promise((resolve) => {
    const child = spawn(part.command, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        FORCE_COLOR: process.stdout.isTTY ? "1" : "0",
        ...(part.playwright ? { PLAYWRIGHT_JSON_OUTPUT_FILE: report } : {}),
      },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      let outcome: Outcome = { name: part.name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds };
      if (part.vitest) {
        try {
          const counts = JSON.parse(readFileSync(report, "utf8")) as VitestReport;
          // A run that failed without a failed test (a crash, an error outside
          // the tests, no test found) still counts as one failure.
          const failed = counts.numFailedTests + (ok || counts.numFailedTests > 0 ? 0 : 1);
          outcome = {
            ...outcome,
            passed: counts.numPassedTests,
            failed,
            failures: failedTests(counts, root),
          };
        } catch {
          outcome = { ...outcome, passed: 0, failed: 1 };
        }
      }
      if (part.playwright) {
        try {
          const counts = playwrightOutcome(
            JSON.parse(readFileSync(report, "utf8")) as PlaywrightReport,
            root,
          );
          // A run that failed without a failed test still counts as one failure.
          const failed = counts.failed + (ok || counts.failed > 0 ? 0 : 1);
          outcome = { ...outcome, ...counts, failed };
        } catch {
          outcome = { ...outcome, passed: 0, failed: 1 };
        }
      }
      console.log(`\n▶ ${part.name} (${seconds.toFixed(1)} s)\n${output.trimEnd()}`);
      resolve(outcome);
    });
  });
}

/**
 * A lane: parts run one after another. A part with `after` waits until the
 * named part (of any lane) has ended, and runs only if it passed; otherwise
 * it counts as one failure that says why.
 */
export type Lane = (Part & { after?: string })[];

/** Runs the lanes side by side; each lane's parts in order. The outcomes, in the order the parts ended. */
export async function runInLanes(
  lanes: Lane[],
  run: (part: Part) => Promise<Outcome>,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const ended = new Map<string, PromiseWithResolvers<Outcome>>();
  const endOf = (name: string) => {
    const known = ended.get(name) ?? Promise.withResolvers<Outcome>();
    ended.set(name, known);
    return known;
  };
  const names = new Set(lanes.flat().map((part) => part.name));
  for (const part of lanes.flat()) {
    if (part.after && !names.has(part.after))
      throw new Error(`${part.name} runs after ${part.after}, which no lane runs`);
  }
  await Promise.all(
    lanes.map(async (lane) => {
      for (const part of lane) {
        const before = part.after ? await endOf(part.after).promise : null;
        const outcome =
          before && before.failed > 0
            ? {
                name: `${part.name} (not run: ${part.after} failed)`,
                passed: 0,
                failed: 1,
                seconds: 0,
              }
            : await run(part);
        outcomes.push(outcome);
        endOf(part.name).resolve(outcome);
      }
    }),
  );
  return outcomes;
}

export async function runLanes(lanes: Lane[], preflight: Outcome[] = []): Promise<number> {
  const reportDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  const started = performance.now();
  const outcomes: Outcome[] = [
    ...preflight,
    ...(await runInLanes(lanes, (part) => runPart(part, reportDir))),
  ];
  rmSync(reportDir, { recursive: true, force: true });

  const wall = (performance.now() - started) / 1000;
  console.log("\nSummary");
  for (const outcome of outcomes) {
    console.log(
      `  ${outcome.failed === 0 ? "ok  " : "FAIL"} ${outcome.name}: ${outcome.passed} passed, ${outcome.failed} failed (${outcome.seconds.toFixed(1)} s)`,
    );
    for (const failure of outcome.failures ?? []) console.log(`       ✗ ${failure}`);
  }
  console.log(`  wall time: ${wall.toFixed(1)} s`);
  const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
