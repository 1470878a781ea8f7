// `npm run bench:ab`: what the pages' scripts cost a phone, alone. Lighthouse
// mobile (its default simulated slow phone) on a few pages, each audited
// beside its zero-JS rendition (the same build without a script but its
// structured data, scripts/bench/zero-js.ts), both served by the project's
// server with its production headers, so the headers and the serving are the
// same on both sides and only the scripts differ. The runs are interleaved
// (page by page, run by run, the first rendition alternating) so that the
// machine's drift hits every rendition alike. It prints each rendition's
// median TBT and LCP and whether the site is within the issue's bar: TBT
// within 10 ms of the rendition's, LCP at most 1.02× of it.
// Needs a build (`npm run build`); timings need a quiet machine.
//   BENCH_RUNS    runs per page and rendition (5)
//   BENCH_ROUTES  comma-separated paths ("/,/ru,/zh")
//   BENCH_PLAIN=1 also the same build from a plain static server with no
//                 header but its type and encoding, to show what the
//                 project's server adds to a page
// Writes every run to bench-results/ab-<time>.json. Only a bench that could
// not run exits non-zero.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { killAll } from "chrome-launcher";
import { cspManifestName } from "#server/security-headers.ts";
import { sitePaths } from "#app/page-list/page-list.ts";
import { type RunFigures, auditPage, chromiumVersion } from "./bench/lighthouse.ts";
import { startPlainServer } from "./bench/plain-server.ts";
import { type AbRow, abTable } from "./bench/report.ts";
import { type Server, startSiteServer } from "./bench/site-server.ts";
import { makeZeroJsSite } from "./bench/zero-js.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, "build");
const resultsDir = path.join(root, "bench-results");

function settings() {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("BENCH_RUNS must be a positive integer");
  const routes = (process.env.BENCH_ROUTES ?? "/,/ru,/zh").split(",").map((each) => each.trim());
  const unknown = routes.filter((route) => !sitePaths().includes(route));
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES: no such page: ${unknown.join(", ")}`);
  return { runs, routes, plain: process.env.BENCH_PLAIN === "1" };
}

async function main(tempRoot: string, servers: Server[]) {
  const { runs, routes, plain } = settings();
  for (const file of ["client/index.html", cspManifestName]) {
    if (!existsSync(path.join(buildDir, file))) {
      throw new Error(`No build (build/${file} is missing): run \`npm run build\` first.`);
    }
  }
  const chromium = await chromiumVersion(tempRoot);
  const renditions: [string, Server][] = [];
  const start = async (name: string, server: Promise<Server>) => {
    const started = await server;
    servers.push(started);
    renditions.push([name, started]);
  };
  await start("site", startSiteServer(path.join(tempRoot, "site.sqlite")));
  const zeroJsDir = await makeZeroJsSite(buildDir, path.join(tempRoot, "zero-js"));
  await start("zero-JS", startSiteServer(path.join(tempRoot, "zero-js.sqlite"), zeroJsDir));
  if (plain) await start("plain", startPlainServer(path.join(buildDir, "client")));
  console.log(
    `${chromium}; ${runs} run${runs === 1 ? "" : "s"} of ${routes.join(", ")}: ${renditions.map(([name, server]) => `${name} at ${server.origin}`).join(", ")}`,
  );

  const rows: AbRow[] = routes.map((route) => ({
    route,
    renditions: Object.fromEntries(renditions.map(([name]) => [name, [] as RunFigures[]])),
  }));
  for (let run = 0; run < runs; run++) {
    for (const row of rows) {
      // Each run starts with the next rendition, so none is always audited first.
      const order = renditions.map((_, index) => renditions[(index + run) % renditions.length]!);
      for (const [name, server] of order) {
        const figures = await auditPage(`${server.origin}${row.route}`, tempRoot);
        (row.renditions[name] as RunFigures[]).push(figures);
        console.log(
          `${row.route} run ${run + 1}/${runs} ${name}: ${
            figures.error ??
            `TBT ${figures.tbtMs?.toFixed(0)} ms, LCP ${figures.lcpMs?.toFixed(0)} ms, benchmark index ${figures.benchmarkIndex?.toFixed(0)}`
          }`,
        );
      }
    }
  }
  const all = rows.flatMap((row) => Object.values(row.renditions).flat());
  if (all.every((figures) => figures.error !== null)) {
    throw new Error(`Every Lighthouse run failed, the first with: ${all[0]?.error}`);
  }
  console.log(
    `\nMedians of ${runs} run${runs === 1 ? "" : "s"}, Lighthouse mobile:\n${abTable(rows)}\n`,
  );
  await mkdir(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
  const file = path.join(resultsDir, `ab-${stamp}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), chromium, node: process.version, runs, rows }, null, 2)}\n`,
  );
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
}

const tempRoot = await mkdtemp(path.join(tmpdir(), "site-bench-ab-"));
const servers: Server[] = [];
try {
  await main(tempRoot, servers);
} catch (error) {
  console.error(`bench:ab: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  for (const server of servers) await server.close();
  killAll();
  await rm(tempRoot, { recursive: true, force: true, maxRetries: 5 });
}
