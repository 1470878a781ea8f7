// The summary of `npm test` names what failed, so the last lines of a log,
// which may be all a CI page shows, say which test to look at.
import { describe, expect, it } from "vitest";
import {
  type Outcome,
  type Part,
  failedTests,
  playwrightOutcome,
  runInLanes,
} from "./test-runner.ts";

describe("the test command's summary", () => {
  it("names each failed test with the first line of why, and a file that failed outside its tests", () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: "/repo/server/a.test.ts",
          assertionResults: [
            { fullName: "store keeps a message", status: "passed" },
            {
              fullName: "store refuses a full disk",
              status: "failed",
              failureMessages: [
                "\u001b[31mAssertionError: expected 200 to be 503\u001b[39m\n    at a.test.ts:4",
              ],
            },
          ],
        },
        {
          name: "/repo/server/b.test.ts",
          message: "Error: Cannot find module 'x'\nstack",
          assertionResults: [],
        },
      ],
    };
    expect(failedTests(report, "/repo")).toEqual([
      "server/a.test.ts > store refuses a full disk: AssertionError: expected 200 to be 503",
      "server/b.test.ts: Error: Cannot find module 'x'",
    ]);
  });

  it("names nothing when every test passed", () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 0,
      testResults: [
        { name: "/repo/a.test.ts", assertionResults: [{ fullName: "ok", status: "passed" }] },
      ],
    };
    expect(failedTests(report, "/repo")).toEqual([]);
  });

  it("counts a Playwright run from its JSON report, naming each failed test and each error outside the tests", () => {
    const report = {
      config: { rootDir: "/repo/tests/e2e" },
      stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 1 },
      errors: [{ message: "\u001b[31mError: No build in build/client\u001b[39m\n    at setup" }],
      suites: [
        {
          title: "menu.e2e.ts",
          file: "menu.e2e.ts",
          specs: [{ title: "top level", file: "menu.e2e.ts", tests: [passed] }],
          suites: [
            {
              title: "mobile menu",
              file: "menu.e2e.ts",
              specs: [
                { title: "opens", file: "menu.e2e.ts", tests: [passed] },
                {
                  title: "closes on Escape",
                  file: "menu.e2e.ts",
                  tests: [
                    {
                      status: "unexpected" as const,
                      results: [
                        { error: { message: "first try" } },
                        {
                          error: {
                            message: "Error: expect(locator).toBeHidden() failed\n\nLocator: x",
                          },
                        },
                      ],
                    },
                  ],
                },
                {
                  title: "passes on a retry",
                  file: "menu.e2e.ts",
                  tests: [
                    { status: "flaky" as const, results: [{ error: { message: "once" } }, {}] },
                  ],
                },
                {
                  title: "skipped",
                  file: "menu.e2e.ts",
                  tests: [{ status: "skipped" as const, results: [] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightOutcome(report, "/repo")).toEqual({
      passed: 3,
      failed: 2,
      failures: [
        "tests/e2e/menu.e2e.ts > mobile menu > closes on Escape: Error: expect(locator).toBeHidden() failed",
        "Playwright: Error: No build in build/client",
      ],
    });
  });

  it("counts a Playwright run in which every test passed as passed, naming nothing", () => {
    const report = {
      config: { rootDir: "/repo/tests/e2e" },
      stats: { expected: 1, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [],
      suites: [
        {
          title: "a.e2e.ts",
          file: "a.e2e.ts",
          specs: [{ title: "ok", file: "a.e2e.ts", tests: [passed] }],
        },
      ],
    };
    expect(playwrightOutcome(report, "/repo")).toEqual({ passed: 1, failed: 0, failures: [] });
  });
});

const passed = { status: "expected" as const, results: [{}] };

describe("the test command's lanes", () => {
  const part = (name: string, after?: string) => ({ name, command: name, args: [], after });
  /** Runs each part after a pause of its own, recording when each started and ended. */
  function recorder(pauses: Record<string, number>, failing: string[] = []) {
    const events: string[] = [];
    const run = async ({ name }: Part): Promise<Outcome> => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, pauses[name] ?? 0));
      events.push(`end ${name}`);
      const failed = failing.includes(name) ? 1 : 0;
      return { name, passed: 1 - failed, failed, seconds: 0 };
    };
    return { events, run };
  }

  it("starts a part that runs after one of another lane only once that part has ended", async () => {
    const { events, run } = recorder({ build: 30, lint: 1, types: 1 });
    await runInLanes(
      [
        [part("build"), part("browser")],
        [part("lint"), part("static", "build")],
      ],
      run,
    );
    expect(events.indexOf("start static")).toBeGreaterThan(events.indexOf("end build"));
    expect(events.indexOf("end lint")).toBeLessThan(events.indexOf("end build"));
  });

  it("counts a part whose first part failed as one failure that says why, and runs the rest of its lane", async () => {
    const { events, run } = recorder({}, ["build"]);
    const outcomes = await runInLanes(
      [[part("build")], [part("static", "build"), part("lint")]],
      run,
    );
    expect(events).not.toContain("start static");
    expect(outcomes).toContainEqual({
      name: "static (not run: build failed)",
      passed: 0,
      failed: 1,
      seconds: 0,
    });
    expect(events).toContain("end lint");
  });

  it("refuses a part that waits for a part no lane runs", async () => {
    const { run } = recorder({});
    await expect(runInLanes([[part("static", "biuld")]], run)).rejects.toThrow(
      "static runs after biuld, which no lane runs",
    );
  });
});
