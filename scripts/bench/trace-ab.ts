// `npm run bench:trace`: what occupies the page's main thread after its first
// paint, measured from Chromium's own trace rather than from wall time, on
// the same slow phone as `npm run probe:tap` (4× CPU slowdown, 150 ms round
// trip, 1.6 Mbit/s down; a new browser context each load, as the probe
// has). Each page is loaded in several renditions of the same build,
// interleaved run by run:
//   site      the build as it is
//   no-rules  without the speculation rules
//   no-offer  without the language offer's inline script
//   zero-JS   without any script but the structured data (scripts/bench/zero-js.ts)
// all served by the project's server with its production headers. Of each
// load it reads the renderer's main thread from first contentful paint to
// 2 s after `load`: its tasks of 50 ms and more (the ones a tap waits
// behind, and the ones Lighthouse's TBT counts), their blocking time (each
// such task's time beyond 50 ms), and the thread's CPU time by kind of work
// (parsing HTML or CSS, style, layout, text and fonts, paint, script,
// speculation and prerender, images, loading), summed from each trace
// event's own thread time (which includes the 4× slowdown). On a shared
// machine thread time is steadier than wall time; the figures are medians
// of the runs, in ms.
//   npm run bench:trace                          / and /conditions/migraine
//   npm run bench:trace -- /zh /ru/contact       other pages
//   TRACE_RUNS=9 npm run bench:trace             more runs (7)
//   TRACE_RENDITIONS=site,zero-JS                fewer renditions
//   TRACE_BEFORE=folder TRACE_RENDITIONS=before,site
//                                                another build (a copy of an earlier
//                                                build/) beside this one, to weigh a change
//   TRACE_KEEP=folder                            keeps each trace (for chrome://tracing or DevTools)
// Needs a build (SITE_BUILD names another build folder). Timings are benchmarks, not tests.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "#scripts/chromium.ts";
import { type Server, startSiteServer } from "./site-server.ts";
import { median } from "./report.ts";
import { openSlowPhone, phone } from "./slow-phone.ts";
import { makeChangedSite, makeZeroJsSite } from "./zero-js.ts";

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.resolve(process.env.SITE_BUILD ?? path.join(root, "build"));
const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/conditions/migraine"];
const runs = Number(process.env.TRACE_RUNS ?? 7);
const keep = process.env.TRACE_KEEP;
const settleMs = 2000;

/** A rendition: the build (or another build) with a change to every page. */
type Rendition = {
  html?: (html: string) => string;
  /** Another build folder, served instead of this one (TRACE_BEFORE). */
  build?: string;
};

const renditions: Record<string, Rendition | "zero-JS"> = {
  site: {},
  "no-rules": {
    html: (html) => html.replace(/<script type="speculationrules">[\s\S]*?<\/script>/, ""),
  },
  "no-offer": {
    html: (html) => html.replace(/<script>(?:(?!<\/script>)[\s\S])*<\/script>(?=<\/body>)/, ""),
  },
  "zero-JS": "zero-JS",
  ...(process.env.TRACE_BEFORE
    ? { before: { build: path.resolve(process.env.TRACE_BEFORE) } }
    : {}),
};
const chosen = (process.env.TRACE_RENDITIONS ?? "site,no-rules,no-offer,zero-JS")
  .split(",")
  .map((name) => name.trim());

async function makeRendition(name: string, folder: string): Promise<string> {
  const rendition = renditions[name];
  if (!rendition) throw new Error(`TRACE_RENDITIONS: no rendition ${name}`);
  if (rendition === "zero-JS") return makeZeroJsSite(buildDir, folder);
  return makeChangedSite(rendition.build ?? buildDir, folder, rendition.html);
}

type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
};

/** The kind of work a trace event's own time is counted as. */
export function kindOf(name: string): string {
  if (/Speculation|Prerender|NoStatePrefetch/i.test(name)) return "speculation";
  if (/ParseAuthorStyleSheet|CSSParser|StyleSheet/.test(name)) return "parse CSS";
  if (/ParseHTML|HTMLDocumentParser|HTMLTreeBuilder|HTMLPreload|TextResourceDecoder/.test(name)) {
    return "parse HTML";
  }
  if (/Font|ShapeText|Shaper|HarfBuzz|WebSandboxSupport/.test(name)) return "text, fonts";
  if (/Layout|performLayout|LayoutTree/.test(name) && !/UpdateLayoutTree/.test(name)) {
    return "layout";
  }
  if (/Style|recalcStyle|UpdateLayoutTree|SelectorQuery|Invalidat/.test(name)) return "style";
  if (
    /Paint|Layeriz|Commit$|CompositingInputs|PrePaint|BeginMainFrame|UpdateLifecycle|cc::|LayerTree/.test(
      name,
    )
  ) {
    return "paint";
  }
  if (/Decode|Image|SVG/.test(name)) return "images";
  if (/GC|Heap|Sweep|Marking/.test(name)) return "GC";
  if (
    /Script|FunctionCall|v8|V8|Compile|Microtask|IdleCallback|TimerFire|EventDispatch/.test(name)
  ) {
    return "script";
  }
  if (/Loader|Resource|Fetch|Navigation|mojo|Mojo|Frame::|Response/.test(name)) return "loading";
  return "other";
}

export type LoadFigures = {
  fcpMs: number;
  /** Tasks on the main thread of 50 ms or more, after FCP. */
  longTasks: number;
  /** Their time beyond 50 ms each, summed. */
  blockingMs: number;
  longestMs: number;
  /** The main thread's CPU time after FCP, in all and by kind of work. */
  cpuMs: number;
  cpuBeforeFcpMs: number;
  kinds: Record<string, number>;
};

const hasFirstPaint = (events: TraceEvent[]) =>
  events.some((event) => event.name === "firstContentfulPaint");

const taskNames = new Set(["ThreadControllerImpl::RunTask", "RunTask"]);

/** Reads one load's figures from its trace. */
export function figuresOf(events: TraceEvent[]): LoadFigures {
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) throw new Error("The trace has no first contentful paint.");
  const thread = events
    .filter((event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === "X")
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const navigation = events.find(
    (event) => event.name === "navigationStart" && event.pid === fcp.pid && event.tid === fcp.tid,
  );
  const start = navigation?.ts ?? thread[0]?.ts ?? fcp.ts;
  const load = events.find(
    (event) => event.name === "MarkLoad" && event.pid === fcp.pid && event.tid === fcp.tid,
  );
  const end = (load?.ts ?? fcp.ts) + settleMs * 1000;
  // The outermost tasks, and each event's own CPU time (its time less its children's).
  const tasks: TraceEvent[] = [];
  const kinds: Record<string, number> = {};
  let cpuBeforeFcp = 0;
  const stack: TraceEvent[] = [];
  const own = new Map<TraceEvent, number>();
  for (const event of thread) {
    while (stack.length > 0) {
      const top = stack.at(-1)!;
      if (event.ts < top.ts + (top.dur ?? 0)) break;
      stack.pop();
    }
    const parent = stack.at(-1);
    if (parent) own.set(parent, (own.get(parent) ?? 0) - (event.tdur ?? 0));
    else if (taskNames.has(event.name)) tasks.push(event);
    own.set(event, (own.get(event) ?? 0) + (event.tdur ?? 0));
    stack.push(event);
  }
  for (const [event, cpu] of own) {
    if (event.ts < fcp.ts) cpuBeforeFcp += cpu;
    else if (event.ts <= end) {
      const kind = kindOf(event.name);
      kinds[kind] = (kinds[kind] ?? 0) + cpu / 1000;
    }
  }
  const after = tasks.filter((task) => task.ts >= fcp.ts && task.ts <= end);
  const long = after.filter((task) => (task.dur ?? 0) >= 50_000);
  return {
    fcpMs: (fcp.ts - start) / 1000,
    longTasks: long.length,
    blockingMs: long.reduce((sum, task) => sum + (task.dur ?? 0) / 1000 - 50, 0),
    longestMs: Math.max(0, ...after.map((task) => (task.dur ?? 0) / 1000)),
    cpuMs: Object.values(kinds).reduce((sum, value) => sum + value, 0),
    cpuBeforeFcpMs: cpuBeforeFcp / 1000,
    kinds,
  };
}

const categories = [
  "__metadata",
  "blink.user_timing",
  "rail",
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "loading",
  "blink",
  "blink.style",
  "v8.execute",
  "disabled-by-default-v8.compile",
  "navigation",
  "fonts",
  "cc",
];

async function traceLoad(browser: Browser, url: string): Promise<TraceEvent[]> {
  const { context, page, cdp } = await openSlowPhone(browser);
  try {
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (data) =>
      events.push(...(data.value as unknown as TraceEvent[])),
    );
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      transferMode: "ReportEvents",
      traceConfig: { includedCategories: categories },
    });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(settleMs + 500);
    await cdp.send("Tracing.end");
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

const kindColumns = [
  "parse HTML",
  "parse CSS",
  "style",
  "layout",
  "text, fonts",
  "paint",
  "script",
  "speculation",
  "images",
  "loading",
  "GC",
  "other",
];

function table(results: Map<string, Map<string, LoadFigures[]>>): string {
  const header = [
    "page",
    "rendition",
    "FCP",
    "CPU",
    "CPU<FCP",
    "long tasks",
    "blocking",
    "longest",
    "CPU>FCP",
    ...kindColumns,
  ];
  const lines = [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`];
  for (const [urlPath, byRendition] of results) {
    for (const [name, loads] of byRendition) {
      const m = (pick: (figures: LoadFigures) => number) =>
        Math.round(median(loads.map(pick)) ?? Number.NaN);
      lines.push(
        `| ${[
          urlPath,
          name,
          m((f) => f.fcpMs),
          m((f) => f.cpuBeforeFcpMs + f.cpuMs),
          m((f) => f.cpuBeforeFcpMs),
          m((f) => f.longTasks),
          m((f) => f.blockingMs),
          m((f) => f.longestMs),
          m((f) => f.cpuMs),
          ...kindColumns.map((kind) => m((f) => f.kinds[kind] ?? 0)),
        ].join(" | ")} |`,
      );
    }
  }
  return lines.join("\n");
}

async function main(tempRoot: string, servers: Server[], browser: Browser) {
  if (!existsSync(path.join(buildDir, "client/index.html"))) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  }
  const started: [string, Server][] = [];
  for (const name of chosen) {
    const clientDir = await makeRendition(name, path.join(tempRoot, name));
    const server = await startSiteServer(path.join(tempRoot, `${name}.sqlite`), clientDir);
    servers.push(server);
    started.push([name, server]);
  }
  if (keep) await mkdir(keep, { recursive: true });
  console.log(
    `Main-thread trace, 4× CPU, 150 ms RTT, 1.6 Mbit/s, ${phone.width}×${phone.height}, ${runs} runs of ${paths.join(", ")}: ${chosen.join(", ")}`,
  );
  const results = new Map(
    paths.map((urlPath) => [urlPath, new Map(chosen.map((name) => [name, [] as LoadFigures[]]))]),
  );
  for (let run = 0; run < runs; run += 1) {
    for (const urlPath of paths) {
      const order = started.map((_, index) => started[(index + run) % started.length]!);
      for (const [name, server] of order) {
        // Under a busy machine a trace now and then misses the first paint: that load is taken again.
        let events = await traceLoad(browser, server.origin + urlPath);
        for (let retry = 0; retry < 2 && !hasFirstPaint(events); retry += 1) {
          events = await traceLoad(browser, server.origin + urlPath);
        }
        if (keep) {
          const file = `${urlPath.replace(/\W+/g, "_")}-${name}-${run + 1}.json`;
          await writeFile(path.join(keep, file), JSON.stringify({ traceEvents: events }));
        }
        const figures = figuresOf(events);
        results.get(urlPath)!.get(name)!.push(figures);
        console.log(
          `${urlPath} run ${run + 1}/${runs} ${name}: FCP ${Math.round(figures.fcpMs)} ms, ${figures.longTasks} long tasks (${Math.round(figures.blockingMs)} ms blocking, longest ${Math.round(figures.longestMs)}), CPU after FCP ${Math.round(figures.cpuMs)} ms`,
        );
      }
    }
  }
  console.log(`\nMedians of ${runs} runs (ms; CPU by kind is after FCP):\n${table(results)}`);
}

const tempRoot = await mkdtemp(path.join(tmpdir(), "trace-ab-"));
const servers: Server[] = [];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  await main(tempRoot, servers, browser);
} catch (error) {
  console.error(`bench:trace: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  for (const server of servers) await server.close();
  await rm(tempRoot, { recursive: true, force: true, maxRetries: 5 });
}
