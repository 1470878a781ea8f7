// The browser tests (tests/e2e/*.e2e.ts) on Playwright Test: Debian's
// Chromium (scripts/chromium.ts) against the built site on the project's own
// server, which the global setup starts on a free port of 127.0.0.1. Needs
// `npm run build` first. `npx playwright test` runs them all; the README lists
// the commands.
import { defineConfig } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./scripts/chromium.ts";
import { patience } from "./tests/support/patience.ts";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  // Every test, not every file, is a unit of work. The tests wait on Chromium
  // more than they compute: three workers finished sooner than two on two
  // cores (docs/decisions/025-browser-tests-on-playwright-test.md);
  // `--workers` chooses another number for one run.
  fullyParallel: true,
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  // A test that loads several pages, beside a build on two cores, can take a minute.
  timeout: patience(90_000),
  // A web-first assertion ends on what it waits for; its deadline only tells
  // a hang from a busy machine.
  expect: { timeout: patience(15_000) },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: headlessShellPath,
      args: [
        ...chromiumFlags,
        // Tests keep several tabs open at once; none of them is throttled as a
        // background tab would be (the bench measures with the plain flags).
        "--disable-renderer-backgrounding",
        "--disable-background-timer-throttling",
        "--disable-backgrounding-occluded-windows",
      ],
    },
    // No trace by default: recording one for every test costs more than the
    // test. `npx playwright test --trace on` records them.
    trace: "off",
  },
});
