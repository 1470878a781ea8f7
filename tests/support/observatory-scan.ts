// Grades a site with the MDN HTTP Observatory's own analyzers and grader
// (@mdn/mdn-http-observatory), as its public scanner would, but on loopback
// ports: its `scan()` always uses ports 80 and 443, so this runs the same
// steps (retrieve, every test, score, grade) with the ports given.
//   node tests/support/observatory-scan.ts <host> <http port> <https port>
// Prints one JSON object: grade, score, and each test's pass and result.
// Run it with NODE_EXTRA_CA_CERTS naming the CA of the site's certificate.
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const packageDir = path.dirname(
  createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"),
);
// The package's install script downloads Chromium's HSTS preload list, which
// this project does not let it run (no network; allowScripts in package.json).
// A loopback test host is on no preload list, so an empty one is exact here.
const preloadList = path.join(packageDir, "conf", "hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");

type TestResult = { result: string; pass: boolean };
type Expectation = string;

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
  getScoreModifier: (expectation: Expectation) => number;
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
