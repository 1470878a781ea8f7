// Helpers shared by the real-browser tests: Debian's Chromium with the flags
// this closed network needs, the list of pages, and axe-core.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type Page, chromium } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { chromiumFlags, chromiumPath } from "../../scripts/chromium.ts";
import { notFoundKey, sitePages } from "../../app/lib/site-pages.ts";
import { sitePaths } from "../../scripts/site-pages.ts";

export const phone = { width: 390, height: 844 } as const;
export const desktop = { width: 1280, height: 800 } as const;

export const baseUrl = () => inject("baseUrl");

/**
 * Tests keep several tabs open at once; none of them is throttled as a
 * background tab would be (the bench measures with the plain flags).
 */
const testFlags = [
  "--disable-renderer-backgrounding",
  "--disable-background-timer-throttling",
  "--disable-backgrounding-occluded-windows",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, ...testFlags] });
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
 * The pages the browser checks visit: what the built HTML states is checked
 * on every page by tests/static/; a browser is for behaviour and rendering,
 * which each template gives the same way to every page it renders. So: one
 * page of each template per script family (Latin: English, and Spanish on
 * the templates with the most text; Cyrillic: Russian; CJK: Chinese), the
 * pages of a kind of their own in every language (contact), every notice in
 * English and one in each other language, and an unknown address under each
 * language's prefix (the 404 page, answered with status 404).
 */
export function sampledPaths(): string[] {
  const spanishTemplates = new Set([
    "routes/home.tsx",
    "routes/condition.tsx",
    "routes/treatment.tsx",
    "routes/patients.tsx",
  ]);
  const chosen = new Set<string>();
  const firstOf = new Map<string, string>();
  for (const page of sitePages()) {
    if (page.key === notFoundKey) continue;
    const template = `${page.language} ${page.file}`;
    const wanted =
      page.key === "contact" ||
      (page.file === "routes/notice.tsx" && page.language === "en") ||
      (!firstOf.has(template) &&
        (page.language !== "es" ||
          spanishTemplates.has(page.file) ||
          page.file === "routes/notice.tsx"));
    if (!firstOf.has(template)) firstOf.set(template, page.path);
    if (wanted) chosen.add(page.path);
  }
  return [...chosen];
}

/** An unknown address under each language's prefix: each answers with its language's 404 page. */
export const unknownPaths = [
  "/no-such-page",
  "/ru/no-such-page",
  "/es/no-such-page",
  "/zh/no-such-page",
];

/**
 * Waits until the page is ready for a visitor: on the contact page, until its
 * form's script has enhanced the form; on every other page, the HTML (and a
 * line of inline script on the 404 page) is all there is. The form's script
 * is fetched when the form comes into view, so the form is scrolled into view
 * as a visitor would, and the page is then put back where it was.
 */
export async function waitForFormScript(page: Page) {
  await page.waitForFunction(() => document.readyState !== "loading");
  const scrolled = await page.evaluate(() => {
    const form = document.querySelector("form[data-contact-form]");
    if (form === null || form.hasAttribute("data-enhanced")) return null;
    const before = window.scrollY;
    form.scrollIntoView({ behavior: "instant", block: "nearest" });
    return before;
  });
  if (scrolled === null) return;
  // The contact form's script marks the form once it is enhanced.
  await page.waitForFunction(() =>
    document.querySelector("form[data-contact-form]")?.hasAttribute("data-enhanced"),
  );
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), scrolled);
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
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { resultTypes: string[] },
          ) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    // Only violations are collected: the same rules run, and each run takes
    // about half as long as one that also lists every passing node.
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
