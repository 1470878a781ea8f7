// The browser tests (tests/e2e/*.e2e.ts) on Playwright Test: Debian's Chromium
// (scripts/chromium.ts) against the built site (`npm run build` first) on the
// project's own server, which the global setup starts.
import { defineConfig } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./scripts/chromium.ts";
import { patience } from "./tests/support/patience.ts";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  // The tests wait on Chromium more than they compute: three workers finished
  // sooner than two on two cores (docs/decisions/025-browser-tests-on-playwright-test.md).
  fullyParallel: true,
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  // A test that loads several pages, beside a build on two cores, can take a minute.
  timeout: patience(90_000),
  // An assertion's deadline only tells a hang from a busy machine.
  expect: { timeout: patience(15_000) },
  reporter: [["list"]],
  use: {
    // The site's address, which the global setup sets before the workers load this file.
    baseURL: process.env.SITE_URL,
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
  },
});
