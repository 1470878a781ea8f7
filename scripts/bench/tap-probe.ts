// `npm run probe:tap`: how long a real tap on the phone menu's button, made
// at the page's first contentful paint, waits before the menu is open, on a
// slow phone on a weak connection (4× CPU slowdown, 150 ms round trip,
// 1.6 Mbit/s down; a new browser context each run). At first paint the page
// tells the probe where the button is; the probe then touches it through
// Chromium's input pipeline (Input.dispatchTouchEvent), as a finger would,
// and the page records when the touch began (the pointerdown's time stamp)
// and when the menu opened (its toggle event). A busy main thread shows as
// the wait between the two.
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
  window.__tapProbe = { fcp: null, touchedAt: null, openAt: null };
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

type Run = { fcp: number; tapAfterFcp: number; wait: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

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
    "page                       FCP median   touch after FCP (median)   touch → menu open (median, max)",
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
      const figures = await page.waitForFunction(
        () => {
          const state = (
            window as unknown as {
              __tapProbe: { fcp: number | null; touchedAt: number | null; openAt: number | null };
            }
          ).__tapProbe;
          return state.openAt === null || state.touchedAt === null ? null : state;
        },
        undefined,
        { timeout: 30_000, polling: 50 },
      );
      const { fcp, touchedAt, openAt } = (await figures.jsonValue()) as {
        fcp: number;
        touchedAt: number;
        openAt: number;
      };
      results.push({ fcp, tapAfterFcp: touchedAt - fcp, wait: openAt - touchedAt });
      await context.close();
    }
    const waits = results.map((result) => result.wait);
    console.log(
      [
        urlPath.padEnd(26),
        `${Math.round(median(results.map((result) => result.fcp)))} ms`.padEnd(13),
        `${Math.round(median(results.map((result) => result.tapAfterFcp)))} ms`.padEnd(27),
        `${Math.round(median(waits))} ms, ${Math.round(Math.max(...waits))} ms`,
      ].join(" "),
    );
  }
} finally {
  await browser.close();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
