// The test suites as Vitest projects, cheapest first, so each runs on its own
// (`vitest run --project app`) and `npm test` runs independent ones side by
// side (the `part:` scripts of package.json):
//
//   app      components, routes and content in jsdom, in one module
//            registry per worker
//   tools    the build's and the reviewers' tools under scripts/: photos,
//            fonts, PO files, the release gate, the docs and lint rules
//   server   the server in-process, on real sockets and SQLite
//   slow     tests that start processes: the server killed or signalled,
//            two servers on one folder, the inbox command, a full disk,
//            systemd-analyze, the reviewers' content commands, `npm start`,
//            `npm run dev`, the deploy and rollback (deploy/),
//            reviews recorded in a copy of the content, the local editor
//            on decap-server
//   static   every built page in every language, parsed from build/client
//            (needs `npm run build`)
import { defineConfig } from "vitest/config";
import { patience } from "./tests/support/patience.ts";

/**
 * Tests that start processes of their own, and wait for them: a file named
 * `*.slow.test.ts`, and every test of deploy/ (the production recipe).
 */
const slowFiles = ["**/*.slow.test.ts", "deploy/**/*.test.ts"];

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          // One jsdom and one module registry per worker: the content is
          // read and the pages listed once per worker, which halved the
          // app tests' time (docs/decisions/023-test-runner-kept.md). The
          // content is read when first asked for and kept per content
          // folder, so a test that points SITE_CONTENT_DIR at a copy for a
          // while leaves the others' content as it is.
          pool: "threads",
          isolate: false,
          include: ["app/**/*.test.{ts,tsx}", "tests/support/**/*.test.ts"],
          exclude: slowFiles,
          environment: "jsdom",
          setupFiles: ["./tests/setup-dom.ts", "./tests/support/dom-waits.ts"],
          // A worker's first test also reads every content file in four languages:
          // about 4.5 s of one core (import 1.9 s, the list of pages 2.7 s,
          // measured at a load of 11 on two cores). At a load of 11, four such
          // tests passed 15 s; a busy machine gets twice that.
          testTimeout: patience(30_000),
          // CSS is left out of tests, except a stylesheet read as text (the
          // root loader reads the brand colour from app.css?raw).
          css: { include: [/\.css\?raw$/] },
        },
      },
      {
        extends: true,
        test: {
          name: "tools",
          // One module registry per worker, as in "app".
          pool: "threads",
          isolate: false,
          include: ["scripts/**/*.test.ts"],
          exclude: slowFiles,
          environment: "node",
          // Encoding photos takes seconds beside a build.
          testTimeout: patience(60_000),
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          // One module registry per worker, as in "app". The tests wait on
          // sockets, timers and SQLite more than they compute: two workers
          // (not Vitest's default of one on two cores) overlap the waits.
          pool: "threads",
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
          // Real sockets and SQLite files: a store opened on 200 messages and
          // checked took 8 s beside two builds at a load of 27 on two cores.
          testTimeout: patience(20_000),
          include: ["server/**/*.test.ts"],
          exclude: slowFiles,
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "slow",
          // The tests wait on their processes more than they compute. A
          // project of its own maxWorkers needs its own groupOrder, or Vitest
          // refuses to run its files beside another project's.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
          include: slowFiles,
          environment: "node",
          // A process's start on a busy machine takes seconds, not milliseconds.
          testTimeout: patience(60_000),
          hookTimeout: patience(60_000),
        },
      },
      {
        extends: true,
        test: {
          name: "static",
          // The files share their worker's modules: the built pages and the
          // content are read once per worker (78 s of CPU became 39 s), and
          // there is one worker: with two, each parsed every page again
          // (57.5 s of CPU and 45 s, against 48.4 s of CPU and 37.5 s with
          // one, on a quiet machine). It runs after the projects of more
          // workers when several run together (Vitest's rule for a project
          // of its own maxWorkers).
          pool: "threads",
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          include: ["tests/static/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/static/global-setup.ts"],
          testTimeout: patience(120_000),
          hookTimeout: patience(10_000),
        },
      },
    ],
  },
});
