// `npm run check`: the inner loop to run while working (about a minute on a
// quiet two-core machine, more on a busy one): lint and the app tests in one
// lane, the type check in the other. It needs
// no build and no browser; `npm test` runs everything.
import { runLanes, vitestPart } from "./test-runner.ts";

process.exit(
  await runLanes([
    [
      { name: "lint", command: "npx", args: ["eslint", "--cache", "."] },
      vitestPart("app", ["app"]),
    ],
    [{ name: "typecheck", command: "npm", args: ["run", "typecheck"] }],
  ]),
);
