// The test suites as Vitest projects, cheapest first, so each runs on its own
// (`vitest run --project app`) and `npm test` runs independent ones side by
// side (the `part:` scripts of package.json):
//   app      components, routes and content in jsdom
//   tools    the build's and the reviewers' tools under scripts/
//   server   the server in-process, on real sockets and SQLite
//   slow     tests that start processes: `*.slow.test.ts` and deploy/
//   static   every built page in every language, parsed from build/client
//            (needs `npm run build`)
// A project of its own maxWorkers needs its own sequence.groupOrder, or Vitest
// refuses to run its files beside another project's.
import { type TestProjectInlineConfiguration, defineConfig } from "vitest/config";
import { patience } from "./tests/support/patience.ts";

const slowFiles = ["**/*.slow.test.ts", "deploy/**/*.test.ts"];

/**
 * A project whose files share their worker's modules (one registry a worker):
 * the content is read and the pages listed once per worker, which halved the
 * app tests' time (docs/decisions/023-test-runner-kept.md). The content is
 * kept per content folder, so a test that points SITE_CONTENT_DIR at a copy
 * leaves the others' content as it is.
 */
const shared = (test: TestProjectInlineConfiguration["test"]): TestProjectInlineConfiguration => ({
  extends: true,
  test: { pool: "threads", isolate: false, exclude: slowFiles, ...test },
});

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      shared({
        name: "app",
        include: ["app/**/*.test.{ts,tsx}", "tests/support/**/*.test.ts"],
        environment: "jsdom",
        setupFiles: ["./tests/setup-dom.ts"],
        // A worker's first test reads every content file in four languages:
        // about 4.5 s of one core; at a load of 11 on two cores, four such
        // tests passed 15 s.
        testTimeout: patience(30_000),
        // CSS is left out, but a stylesheet read as text (app.css?raw).
        css: { include: [/\.css\?raw$/] },
      }),
      // Encoding photos takes seconds beside a build.
      shared({ name: "tools", include: ["scripts/**/*.test.ts"], testTimeout: patience(60_000) }),
      shared({
        name: "server",
        include: ["server/**/*.test.ts"],
        // The tests wait on sockets, timers and SQLite more than they compute:
        // two workers (not Vitest's one on two cores) overlap the waits.
        maxWorkers: 2,
        sequence: { groupOrder: 2 },
        // A store opened on 200 messages took 8 s beside two builds (load 27).
        testTimeout: patience(20_000),
      }),
      {
        extends: true,
        test: {
          name: "slow",
          include: slowFiles,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
          // A process's start on a busy machine takes seconds.
          testTimeout: patience(60_000),
          hookTimeout: patience(60_000),
        },
      },
      shared({
        name: "static",
        include: ["tests/static/**/*.test.ts"],
        // One worker: with two, each parsed every page again (57.5 s of CPU
        // and 45 s, against 48.4 s and 37.5 s with one). Sharing modules took
        // 78 s of CPU to 39 s.
        maxWorkers: 1,
        sequence: { groupOrder: 1 },
        globalSetup: ["./tests/static/built-site.ts"],
        testTimeout: patience(120_000),
        hookTimeout: patience(10_000),
      }),
    ],
  },
});
