// The summary of `npm test` names what failed, so the last lines of a log,
// which may be all a CI page shows, say which test to look at.
import { describe, expect, it } from "vitest";
import { failedTests } from "./test-runner.ts";

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
});
