// `npm run probe:tap`: how long a real tap on the phone menu's button, made
// at the page's first contentful paint, waits to be answered, on a slow phone
// on a weak connection (4× CPU slowdown, 150 ms round trip, 1.6 Mbit/s down;
// a new browser context each run). At first paint the page tells the probe
// where the button is; the probe then touches it through Chromium's input
// pipeline (Input.dispatchTouchEvent), as a finger would. Two figures:
// - the tap's latency as the browser's Event Timing counts it, the figure
//   Interaction to Next Paint is made of: for each of the tap's events
//   (pointerdown, pointerup, click), from the moment the finger touched or
//   left the glass to the next frame painted after its handlers, and the
//   longest of them. The browser reports only events of 16 ms or more, in
//   steps of 8 ms; a tap with none is shown as 16 ms, its upper bound;
// - from the touch (the pointerdown's time stamp) to the menu's toggle
//   event, which also counts the time the finger rests on the glass: here
//   the round trip of the probe's touchStart before its touchEnd.
// docs/decisions/037 says why the first is the bar's figure.
//   npm run probe:tap                          /, /ru, /zh, and the migraine page in each
//   npm run probe:tap -- /about /ru/contact    other pages
//   PROBE_RUNS=9 npm run probe:tap             more runs (5)
// Needs a build. Prints a table; timings are benchmarks, not tests.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { buildApp } from "#server/app.ts";
import { chromiumFlags, chromiumPath } from "#scripts/chromium.ts";
import { median, tapBarMs, tapLatency } from "./report.ts";
import { openSlowPhone, phone } from "./slow-phone.ts";

const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : [
        "/",
        "/ru",
        "/zh",
        "/conditions/migraine",
        "/ru/conditions/migraine",
        "/zh/conditions/migraine",
      ];
const runs = Number(process.env.PROBE_RUNS ?? 5);

// Runs in the page before anything of its own.
const probe = `
  window.__tapProbe = { fcp: null, touchedAt: null, openAt: null, events: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) {
        window.__tapProbe.events.push({ id: entry.interactionId, duration: entry.duration });
      }
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  addEventListener("pointerdown", (event) => {
    window.__tapProbe.touchedAt ??= event.timeStamp;
  }, { capture: true });
  addEventListener("toggle", (event) => {
    if (event.newState === "open") window.__tapProbe.openAt ??= performance.now();
  }, { capture: true });
  new PerformanceObserver((list) => {
    const paint = list.getEntries().find((entry) => entry.name === "first-contentful-paint");
    if (!paint || window.__tapProbe.fcp !== null) return;
    window.__tapProbe.fcp = paint.startTime;
    const button = document.querySelector("button[popovertarget]");
    const box = button && button.getBoundingClientRect();
    window.__touchAt(box ? [box.x + box.width / 2, box.y + box.height / 2] : null);
  }).observe({ type: "paint", buffered: true });
`;

type Run = { fcp: number; tapAfterFcp: number; latency: number; wait: number };
type ProbeState = {
  fcp: number | null;
  touchedAt: number | null;
  openAt: number | null;
  events: { id: number; duration: number }[];
};

/** The Event Timing entries reach the page after the frame they end in: time enough, at 4×. */
const eventReportWait = 500;

const dataDir = await mkdtemp(path.join(tmpdir(), "tap-probe-"));
const app = await buildApp({
  clientDir: process.env.SITE_DIR,
  databaseFile: path.join(dataDir, "messages.sqlite"),
});
const origin = await app.listen({ port: 0, host: "127.0.0.1" });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  console.log(
    `Tap probe: a touch at first paint, 4× CPU, 150 ms RTT, 1.6 Mbit/s, ${runs} runs per page, ${phone.width}×${phone.height}`,
  );
  console.log(
    `page                       FCP median   touch after FCP (median)   tap latency, Event Timing (median, max)   touch → menu open (median, max)   median within ${tapBarMs} ms`,
  );
  for (const urlPath of paths) {
    const results: Run[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { context, page, cdp } = await openSlowPhone(browser);
      await page.exposeFunction("__touchAt", async (point: [number, number] | null) => {
        if (!point) return;
        const [x, y] = point;
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchStart",
          touchPoints: [{ x, y }],
        });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      });
      await page.addInitScript(probe);
      await page.goto(origin + urlPath, { waitUntil: "load", timeout: 60_000 });
      await page.waitForFunction(
        () => {
          const state = (window as unknown as { __tapProbe: ProbeState }).__tapProbe;
          return state.openAt !== null && state.touchedAt !== null;
        },
        undefined,
        { timeout: 30_000, polling: 50 },
      );
      await page.waitForTimeout(eventReportWait);
      const { fcp, touchedAt, openAt, events } = (await page.evaluate(
        () => (window as unknown as { __tapProbe: ProbeState }).__tapProbe,
      )) as ProbeState & { fcp: number; touchedAt: number; openAt: number };
      results.push({
        fcp,
        tapAfterFcp: touchedAt - fcp,
        latency: tapLatency(events),
        wait: openAt - touchedAt,
      });
      await context.close();
    }
    const waits = results.map((result) => result.wait);
    const latencies = results.map((result) => result.latency);
    console.log(
      [
        urlPath.padEnd(26),
        `${Math.round(median(results.map((result) => result.fcp)) ?? Number.NaN)} ms`.padEnd(13),
        `${Math.round(median(results.map((result) => result.tapAfterFcp)) ?? Number.NaN)} ms`.padEnd(
          27,
        ),
        `${Math.round(median(latencies) ?? Number.NaN)} ms, ${Math.round(Math.max(...latencies))} ms`.padEnd(
          41,
        ),
        `${Math.round(median(waits) ?? Number.NaN)} ms, ${Math.round(Math.max(...waits))} ms`.padEnd(
          33,
        ),
        (median(latencies) ?? Infinity) <= tapBarMs ? "yes" : "no",
      ].join(" "),
    );
  }
} finally {
  await browser.close();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
