// `npm run bench`: the site's performance benchmark, run after a build. It
// exists so that what the site costs a phone (Lighthouse's mobile preset)
// and what the contact endpoint can take are measured the same way every
// time, on the real server, and can be compared between changes:
// - every page as a visitor gets it, from the project's server with its
//   production headers, and once more through Caddy as deploy/site.caddy
//   runs it (when Caddy is installed), each against a zero-JS rendition of
//   the page (the same HTML without scripts) served by the project's server
//   with the same headers, in the same run, so what the scripts cost shows as
//   LCP(site)/LCP(zero-JS) and as the score and TBT beside the rendition's
//   (`npm run bench:ab` weighs the few pages the issue names, and a plain
//   server, alone);
// - a bounded load on POST /api/contact.
// It prints a table and writes every run to bench-results/bench-<time>.json.
// Low scores do not fail it; only a bench that could not run exits non-zero.
//   BENCH_RUNS    Lighthouse runs per page and rendition (3); the median run counts
//   BENCH_ROUTES  comma-separated paths to measure, such as "/,/contact" (every page)
//   CHROMIUM_PATH the Chromium to drive (/usr/bin/chromium)
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { killAll } from "chrome-launcher";
import { cspManifestName } from "#server/security-headers.ts";
import { type LoadOptions, contactLoad } from "./bench/contact-load.ts";
import { type RunFigures, auditPage, chromiumVersion } from "./bench/lighthouse.ts";
import { type RouteResult, lcpRatio, loadSummary, medianRun, resultTable } from "./bench/report.ts";
import { startCaddy } from "./bench/caddy.ts";
import { type Server, startSiteServer } from "./bench/site-server.ts";
import { makeZeroJsSite } from "./bench/zero-js.ts";
import { sitePaths } from "#app/page-list/page-list.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, "build");
const resultsDir = path.join(root, "bench-results");
const load: LoadOptions = { requests: 1000, concurrency: 10, deadlineMs: 30_000 };

function selectedPaths(): string[] {
  const all = sitePaths();
  const wanted = process.env.BENCH_ROUTES?.split(",").map((route) => route.trim());
  if (!wanted) return all;
  const unknown = wanted.filter((route) => !all.includes(route));
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES: no such page: ${unknown.join(", ")}`);
  return wanted;
}

function runCount(): number {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("BENCH_RUNS must be a positive integer");
  return runs;
}

async function auditLogged(url: string, label: string, tempRoot: string): Promise<RunFigures> {
  const figures = await auditPage(url, tempRoot);
  const outcome =
    figures.error ?? `performance ${figures.performance}, LCP ${figures.lcpMs?.toFixed(0)} ms`;
  const retries = figures.failedAttempts.length;
  const retried =
    retries === 0 ? "" : ` (retried after ${retries} failed attempt${retries === 1 ? "" : "s"})`;
  console.log(`${label}: ${outcome}${retried}`);
  return figures;
}

/** Audits one page `runs` times on each rendition, alternating, so drift hits both alike. */
async function benchRoute(
  route: string,
  servers: { site: Server; zeroJs: Server },
  runs: number,
  tempRoot: string,
): Promise<RouteResult> {
  const siteRuns: RunFigures[] = [];
  const zeroJsRuns: RunFigures[] = [];
  for (let run = 1; run <= runs; run++) {
    const label = `${route} run ${run}/${runs}`;
    siteRuns.push(await auditLogged(`${servers.site.origin}${route}`, `${label} site`, tempRoot));
    zeroJsRuns.push(
      await auditLogged(`${servers.zeroJs.origin}${route}`, `${label} zero-JS`, tempRoot),
    );
  }
  const site = medianRun(siteRuns);
  const zeroJs = medianRun(zeroJsRuns);
  return {
    route,
    site: { runs: siteRuns, median: site },
    zeroJs: { runs: zeroJsRuns, median: zeroJs },
    lcpRatio: lcpRatio(siteRuns, zeroJsRuns),
  };
}

async function writeResults(results: object): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
  const file = path.join(resultsDir, `bench-${stamp}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

async function bench(tempRoot: string, servers: Server[]) {
  const paths = selectedPaths();
  const runs = runCount();
  for (const file of ["client/index.html", cspManifestName]) {
    if (!existsSync(path.join(buildDir, file))) {
      throw new Error(`No build (build/${file} is missing): run \`npm run build\` first.`);
    }
  }
  const chromium = await chromiumVersion(tempRoot);
  const site = await startSiteServer(path.join(tempRoot, "messages.sqlite"));
  servers.push(site);
  const zeroJsDir = await makeZeroJsSite(buildDir, path.join(tempRoot, "zero-js"));
  const zeroJs = await startSiteServer(path.join(tempRoot, "zero-js.sqlite"), zeroJsDir);
  servers.push(zeroJs);
  const caddy = await startCaddy(
    root,
    buildDir,
    new URL(site.origin).host,
    path.join(tempRoot, "caddy"),
  );
  if (caddy) servers.push(caddy);
  console.log(
    `${chromium}; site at ${site.origin}${caddy ? `, through Caddy at ${caddy.origin}` : " (no Caddy: that pass is left out)"}, zero-JS rendition at ${zeroJs.origin}`,
  );

  const results: RouteResult[] = [];
  for (const route of paths) {
    results.push(await benchRoute(route, { site, zeroJs }, runs, tempRoot));
  }
  const throughCaddy: RouteResult[] = [];
  for (const route of caddy ? paths : []) {
    throughCaddy.push(await benchRoute(route, { site: caddy!, zeroJs }, runs, tempRoot));
  }
  const allRuns = [...results, ...throughCaddy].flatMap((result) => [
    ...result.site.runs,
    ...result.zeroJs.runs,
  ]);
  if (allRuns.every((run) => run.error !== null)) {
    throw new Error(`Every Lighthouse run failed, the first with: ${allRuns[0]?.error}`);
  }
  const contact = await contactLoad(site.origin, load);

  console.log(`\nFrom the project's server:\n${resultTable(results)}\n`);
  if (caddy) console.log(`Through Caddy:\n${resultTable(throughCaddy)}\n`);
  console.log(`${loadSummary(contact)}\n`);
  const file = await writeResults({
    date: new Date().toISOString(),
    chromium,
    node: process.version,
    runsPerPage: runs,
    routes: results,
    throughCaddy,
    contactLoad: contact,
  });
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
}

async function main() {
  const tempRoot = await mkdtemp(path.join(tmpdir(), "site-bench-"));
  const servers: Server[] = [];
  try {
    await bench(tempRoot, servers);
  } finally {
    for (const server of servers) await server.close();
    killAll();
    await rm(tempRoot, { recursive: true, force: true, maxRetries: 5 });
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
