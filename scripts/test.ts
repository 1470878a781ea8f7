// `npm test`: everything CI runs, in three lanes side by side:
//
//   build → browser tests (Playwright) → server tests
//   lint → format → typecheck → app tests → build tools' tests → static
//     checks of every built page (once the build has ended)
//   slow tests → the launch rehearsal (scripts/launch-rehearsal.ts)
//
// The suite is bound by the two cores' time (README, "npm test"), so the
// lanes are cut to end together: the browser tests, the longest part, start
// as soon as the build ends, and the short server tests follow them; the
// slow tests mostly wait on processes of their own and fill the gaps, and
// the rehearsal, which builds and tests a copy of its own, follows them.
//
// It first checks for the programs the suites need besides Node (their one
// list is .ci/packages); a missing one fails in one line that names the
// Debian package to install. The last
// line totals every suite as "N passed, N failed", and the exit code is
// non-zero when anything failed.
import { installed, systemPackages } from "./system-packages.ts";
import { type Outcome, localBin, playwrightPart, runLanes, vitestPart } from "./test-runner.ts";

const preflight: Outcome[] = systemPackages()
  .filter((each) => !installed(each))
  .map((each) => {
    console.log(
      `✗ ${each.program} is missing (the ${each.usedBy} tests need it): apt-get install -y ${each.name}`,
    );
    return { name: `${each.name} installed`, passed: 0, failed: 1, seconds: 0 };
  });

const exitCode = await runLanes(
  [
    [
      { name: "build", command: "npm", args: ["run", "build"] },
      { ...playwrightPart("browser"), after: "build" },
      // Short, and needs nothing of the others: it evens the lanes' ends.
      vitestPart("server", ["server"]),
    ],
    [
      { name: "lint", ...localBin("eslint", ["."]) },
      { name: "format", ...localBin("prettier", ["--check", "."]) },
      { name: "typecheck", command: "npm", args: ["run", "typecheck"] },
      vitestPart("app", ["app"]),
      vitestPart("tools", ["tools"]),
      { ...vitestPart("static", ["static"]), after: "build" },
    ],
    // Tests that mostly wait (on processes of their own) take little of a
    // core, then the rehearsal, which needs nothing of the other lanes.
    [
      vitestPart("slow", ["slow"]),
      // The README's "Before launch" edits in a copy: the build, app and static tests on it.
      {
        name: "launch rehearsal",
        command: "node",
        args: ["scripts/launch-rehearsal.ts"],
        vitest: true,
      },
    ],
  ],
  preflight,
);
process.exit(exitCode);
