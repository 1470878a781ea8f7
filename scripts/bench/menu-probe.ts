// `npm run probe:menu`: when does the phone menu answer a tap, measured from
// the page's first contentful paint, on a slow phone on a weak connection
// (4× CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; a new
// browser context each run). From the first paint on, a script injected by the
// probe (not the page's) presses the Menu button every 10 ms until the menu
// shows, and records how long after first paint the press that worked came.
//   npm run probe:menu                       / and /conditions/migraine, 5 runs each
//   npm run probe:menu -- /about /contact    other pages
//   PROBE_RUNS=9 npm run probe:menu          more runs
// Needs a build (npm run build; SITE_DIR serves another). Prints a table; timings are benchmarks, not tests.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { buildApp } from "#server/app.ts";
import { chromiumFlags, chromiumPath } from "#scripts/chromium.ts";
import { median } from "./report.ts";
import { openSlowPhone, phone } from "./slow-phone.ts";

const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/conditions/migraine"];
const runs = Number(process.env.PROBE_RUNS ?? 5);

// Runs in the page before its own scripts. Tapping is a click on the button,
// which is what a tap becomes; "shown" means a Main navigation is on screen.
const probe = `
  window.__menuProbe = { fcp: null, answeredAt: null, presses: 0 };
  new PerformanceObserver((list) => {
    const paint = list.getEntries().find((entry) => entry.name === "first-contentful-paint");
    if (!paint || window.__menuProbe.fcp !== null) return;
    window.__menuProbe.fcp = paint.startTime;
    const shown = () => [...document.querySelectorAll('nav[aria-label="Main"]')]
      .some((nav) => nav.getClientRects().length > 0);
    // A menu drawn by a script may show a moment after the press, so each
    // press is judged 10 ms later, before the next one.
    const press = () => {
      const button = [...document.querySelectorAll("button")]
        .find((element) => element.textContent.trim() === "Menu");
      if (!button) return setTimeout(press, 10);
      window.__menuProbe.presses += 1;
      const pressedAt = performance.now();
      button.click();
      if (shown()) return (window.__menuProbe.answeredAt = pressedAt);
      setTimeout(() => {
        if (shown()) window.__menuProbe.answeredAt = pressedAt;
        else press();
      }, 10);
    };
    press();
  }).observe({ type: "paint", buffered: true });
`;

type Run = { fcp: number; afterFcp: number; presses: number };

const dataDir = await mkdtemp(path.join(tmpdir(), "menu-probe-"));
const app = await buildApp({
  clientDir: process.env.SITE_DIR,
  databaseFile: path.join(dataDir, "messages.sqlite"),
});
const origin = await app.listen({ port: 0, host: "127.0.0.1" });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  console.log(
    `Menu probe: 4× CPU, 150 ms RTT, 1.6 Mbit/s, ${runs} runs per page, ${phone.width}×${phone.height}`,
  );
  console.log(
    "page                       FCP median   menu answers after FCP (median, max)   presses (median)",
  );
  for (const urlPath of paths) {
    const results: Run[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await openSlowPhone(browser);
      await page.addInitScript(probe);
      await page.goto(origin + urlPath, { waitUntil: "load", timeout: 60_000 });
      const figures = await page.waitForFunction(
        () => {
          const state = (
            window as unknown as {
              __menuProbe: { fcp: number | null; answeredAt: number | null; presses: number };
            }
          ).__menuProbe;
          return state.answeredAt === null ? null : state;
        },
        undefined,
        { timeout: 30_000, polling: 50 },
      );
      const { fcp, answeredAt, presses } = (await figures.jsonValue()) as {
        fcp: number;
        answeredAt: number;
        presses: number;
      };
      // The first press happens in the paint observer's callback; a menu that
      // answers it works at first paint, whatever the callback's own delay.
      results.push({ fcp, afterFcp: presses === 1 ? 0 : answeredAt - fcp, presses });
      await context.close();
    }
    const after = results.map((result) => result.afterFcp);
    console.log(
      [
        urlPath.padEnd(26),
        `${Math.round(median(results.map((result) => result.fcp)) ?? Number.NaN)} ms`.padEnd(13),
        `${Math.round(median(after) ?? Number.NaN)} ms, ${Math.round(Math.max(...after))} ms`.padEnd(
          39,
        ),
        String(median(results.map((result) => result.presses)) ?? Number.NaN),
      ].join(" "),
    );
  }
} finally {
  await browser.close();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
