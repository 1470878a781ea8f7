// The MDN HTTP Observatory's own analyzers and grader (@mdn/mdn-http-observatory)
// on loopback ports (its `scan()` always uses 80 and 443). Prints one JSON
// object: status, grade, score, and each test's pass, result and modifier.
//   NODE_EXTRA_CA_CERTS=<the site's CA> node tests/support/observatory-scan.ts <host> <http port> <https port>
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const packageDir = path.dirname(
  createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"),
);
// The package's install script (not allowed to run here) downloads Chromium's HSTS
// preload list; a loopback host is on none, so an empty one is exact.
const preloadList = path.join(packageDir, "conf", "hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");

type TestResult = { result: string; pass: boolean };

const from = (file: string) => import(path.join(packageDir, "src", file));
const { retrieve } = (await from("retriever/retriever.js")) as {
  retrieve: (
    host: string,
    options: object,
  ) => Promise<{ responses: { auto?: { status: number } } }>;
};
const { ALL_TESTS } = (await from("constants.js")) as {
  ALL_TESTS: ((requests: unknown) => TestResult & { constructor: { name: string } })[];
};
const { getGradeForScore, getScoreModifier } = (await from("grader/grader.js")) as {
  getGradeForScore: (score: number) => { grade: string; score: number };
  getScoreModifier: (expectation: string) => number;
};
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = (await from("grader/charts.js")) as {
  MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
};

const [host = "localhost", httpPort, httpsPort] = process.argv.slice(2);
const requests = await retrieve(host, { httpPort, httpsPort });
if (!requests.responses.auto) throw new Error(`No answer from ${host}`);

// The grade as the Observatory computes it: start at 100, add every test's
// modifier; bonuses count only when the score without them is already an A.
let withBonuses = 100;
let withoutBonuses = 100;
const tests: Record<string, { pass: boolean; result: string; modifier: number }> = {};
for (const test of ALL_TESTS) {
  const output = test(requests);
  const modifier = getScoreModifier(output.result);
  withBonuses += modifier;
  if (modifier < 0) withoutBonuses += modifier;
  tests[output.constructor.name] = { pass: output.pass, result: output.result, modifier };
}
const { grade, score } = getGradeForScore(
  withoutBonuses >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : withoutBonuses,
);
console.log(
  JSON.stringify({ status: requests.responses.auto.status, grade, score, tests }, null, 2),
);
