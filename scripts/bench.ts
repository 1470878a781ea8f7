// `npm run bench` (after the build it runs first): what the site costs a
// phone and what the contact endpoint takes, measured the same way every time.
// Timings are never failures: the bars only warn; only a bench that could not
// run exits non-zero.
// - Lighthouse CI (lighthouserc.json; reports in bench-results/<time>/) on each
//   page and on its zero-JS rendition (the build without a script but its
//   JSON-LD), each from a server with production headers; then each page's
//   median TBT and LCP beside the rendition's, against issue 38's bar: TBT
//   within 10 ms, LCP at most 1.02×.
// - autocannon: 1,000 POSTs to /api/contact from 10 connections, at most 30 s.
// BENCH_ROUTES: comma-separated paths ("/,/ru"), or "all". Other arguments go
// to `lhci autorun` (`npm run bench -- --collect.numberOfRuns=5`).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sitePaths } from "#app/page-list/page-list.ts";
import { buildApp } from "#server/app.ts";
import { cspManifestName } from "#server/security-headers.ts";
import { filesUnder, writeCompressedCopies } from "./build-files.ts";
import { chromiumFlags } from "./chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const build = path.join(root, "build");

/** The build in `folder` without a <script> but JSON-LD or a module preload; its client folder. */
async function zeroJsBuild(folder: string): Promise<string> {
  const client = path.join(folder, "client");
  await cp(path.join(build, "client"), client, { recursive: true });
  await cp(path.join(build, cspManifestName), path.join(folder, cspManifestName));
  for (const file of (await filesUnder(client)).filter((each) => each.endsWith(".html"))) {
    const html = (await readFile(file, "utf8"))
      .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (element, attributes: string) =>
        attributes.includes('type="application/ld+json"') ? element : "",
      )
      .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");
    await writeFile(file, html);
    await writeCompressedCopies(file, Buffer.from(html));
  }
  return client;
}

/** Runs a command beside the servers (a synchronous spawn would stop them from answering). */
async function run(command: string, args: string[]) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit" });
  const [status] = (await once(child, "exit")) as [number | null];
  if (status !== 0) throw new Error(`${command} exited with ${status}`);
}

/** The median of one Lighthouse figure over a URL's runs, as written by lhci's upload. */
async function median(runs: { url: string; jsonPath: string }[], url: string, audit: string) {
  const values: number[] = [];
  for (const entry of runs.filter((each) => each.url === url)) {
    const lhr = JSON.parse(await readFile(entry.jsonPath, "utf8"));
    values.push(lhr.audits[audit]?.numericValue ?? Number.NaN);
  }
  values.sort((a, b) => a - b);
  return values[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
}

const temp = await mkdtemp(path.join(tmpdir(), "site-bench-"));
const servers: { close: () => Promise<void> }[] = [];
async function serve(name: string, clientDir?: string): Promise<string> {
  const databaseFile = path.join(temp, `${name}.sqlite`);
  const rateLimit = { max: 100_000, timeWindowMs: 60_000 };
  const app = await buildApp({ clientDir, databaseFile, rateLimit });
  servers.push(app);
  return app.listen({ port: 0, host: "127.0.0.1" });
}

try {
  const wanted = process.env.BENCH_ROUTES ?? "/,/ru,/zh,/contact,/conditions/migraine";
  const paths = wanted === "all" ? sitePaths() : wanted.split(",").map((each) => each.trim());
  const unknown = paths.filter((each) => !sitePaths().includes(each));
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES: no such page: ${unknown.join(", ")}`);
  const site = await serve("site");
  const zeroJs = await serve("zero-js", await zeroJsBuild(path.join(temp, "zero-js")));
  const results = path.join("bench-results", new Date().toISOString().replace(/[-:]|\..*/g, ""));
  const urls = paths.flatMap((each) => [`${site}${each}`, `${zeroJs}${each}`]);
  console.log(`Site at ${site}, its zero-JS rendition at ${zeroJs}`);
  await run("lhci", [
    "autorun",
    "--config=lighthouserc.json",
    `--collect.settings.chromeFlags=${chromiumFlags.join(" ")}`,
    ...urls.map((url) => `--collect.url=${url}`),
    `--upload.outputDir=${results}`,
    ...process.argv.slice(2),
  ]);

  const runs = JSON.parse(await readFile(path.join(root, results, "manifest.json"), "utf8"));
  console.log("Medians, the site beside its zero-JS rendition (bar: TBT +10 ms, LCP 1.02×):");
  const over = (within: boolean) => (within ? "" : ", over the bar");
  for (const each of paths) {
    const figure = (origin: string, audit: string) => median(runs, `${origin}${each}`, audit);
    const [tbt, bareTbt, lcp, bareLcp] = await Promise.all([
      figure(site, "total-blocking-time"),
      figure(zeroJs, "total-blocking-time"),
      figure(site, "largest-contentful-paint"),
      figure(zeroJs, "largest-contentful-paint"),
    ]);
    console.log(
      `${each}: TBT ${tbt.toFixed(0)} ms (zero-JS ${bareTbt.toFixed(0)}${over(tbt - bareTbt <= 10)}), LCP ${lcp.toFixed(0)} ms (zero-JS ${bareLcp.toFixed(0)}, ${(lcp / bareLcp).toFixed(2)}×${over(lcp / bareLcp <= 1.02)})`,
    );
  }

  const message = `{"name":"Bench Load","email":"bench@example.com","phone":"(718) 555-0100","message":"Benchmark message [<id>]"}`;
  console.log("\nPOST /api/contact:");
  await run("autocannon", [
    ...["--method", "POST", "--body", message, "--idReplacement", "--no-progress"],
    ...["--headers", "content-type=application/json", "--headers", `origin=${site}`],
    ...["--connections", "10", "--maxOverallRequests", "1000", "--duration", "30"],
    `${site}/api/contact`,
  ]);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  for (const server of servers) await server.close();
  await rm(temp, { recursive: true, force: true, maxRetries: 5 });
}
