// `npm run check`: the inner loop to run while working (within a minute on a
// quiet two-core machine): the app tests in one lane, lint and the type check
// in the other. It needs no build and no browser; the build tools' tests
// (`npx vitest run --project tools`) and everything else run in `npm test`.
import { localBin, runLanes, vitestPart } from "./test-runner.ts";

process.exit(
  await runLanes([
    [vitestPart("app", ["app"])],
    [
      { name: "lint", ...localBin("eslint", ["--cache", "."]) },
      { name: "typecheck", command: "npm", args: ["run", "typecheck"] },
    ],
  ]),
);
