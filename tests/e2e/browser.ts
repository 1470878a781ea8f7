// Helpers shared by the real-browser tests: Debian's Chromium with the flags
// this closed network needs, the list of pages, and axe-core.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type Page, chromium } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { chromiumFlags, chromiumPath } from "../../scripts/chromium.ts";
import { sitePaths } from "../../scripts/site-pages.ts";

export const phone = { width: 390, height: 844 } as const;
export const desktop = { width: 1280, height: 800 } as const;

export const baseUrl = () => inject("baseUrl");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

/**
 * One Chromium for a test file: started before its tests, closed after them.
 * Returns a getter, since the browser exists only once the tests run.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is not started yet");
    return browser;
  };
}

export { sitePaths };

/**
 * Waits until the page is ready for a visitor: on a page that ships
 * JavaScript (the contact and 404 pages), until React has hydrated it and its
 * event handlers are attached; on every other page, the HTML is all there is.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (!document.querySelector('script[type="module"]')) return document.readyState !== "loading";
    const main = document.getElementById("main-content");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__react"));
  });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

export type AxeViolation = { id: string; help: string; nodes: { target: string[] }[] };

export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not
  // govern; a <script> tag would be (rightly) refused.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run();
    return result.violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/** Parsed JSON whose shape the test checks value by value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions are the type check
export type Json = any;

/** The nodes of the first JSON-LD block of a page's HTML. */
export function jsonLdGraph(html: string): Json[] {
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json ?? "{}") as { "@graph"?: Json[] })["@graph"] ?? [];
}
