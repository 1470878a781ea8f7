// Each kind of page in a real browser (the pages of sampledPaths(), and an
// unknown address under each language's prefix). One load on a phone screen
// shows whether the page answers with the right status, runs without a
// script error or a policy violation, shows one <h1>, requests nothing from
// another origin and a script file only where a form needs one, and has no
// axe violation; a second load on a desktop screen runs axe there, on one
// English page of each template (a template lays out every page of its kind
// alike, in every language, and the phone's run covers each page's words). A page
// that loads a script also shows the same main text with it as with
// JavaScript off (no page hydrates). What each page's HTML states is checked
// on every page in tests/static/.
import type { Page } from "@playwright/test";
import { languageOfPath } from "../../app/content-loader/site-map.ts";
import { kindOf, sitePages } from "../../app/page-list/page-list.ts";
import {
  axeViolations,
  desktop,
  expect,
  formEnhanced,
  phone,
  sampledPaths,
  test,
  unknownPaths,
} from "./fixtures.ts";

/** The first English page of each template: axe runs on a desktop for these too. */
function onePerTemplate(paths: string[]): Set<string> {
  const pages = new Map(sitePages().map((page) => [page.path, page]));
  const first = new Map<string, string>();
  for (const path of paths) {
    const page = pages.get(path);
    // An unknown address is answered by the 404 template.
    const [language, kind] = page ? [page.language, kindOf(page)] : [languageOfPath(path), "404"];
    if (language === "en" && !first.has(kind)) first.set(kind, path);
  }
  return new Set(first.values());
}

/** Only the contact page loads a script file, its form's (tests/static/ checks the rest load none). */
const loadsScript = (path: string) => path.endsWith("/contact");

type Load = {
  status: number | undefined;
  errors: string[];
  policyViolations: string[];
  origins: Set<string>;
  scripts: string[];
};

/**
 * Opens a path, watching its requests and console, until its form (if any)
 * is enhanced and no request has been made for half a second.
 */
async function load(page: Page, path: string): Promise<Load> {
  const seen: Load = {
    status: undefined,
    errors: [],
    policyViolations: [],
    origins: new Set(),
    scripts: [],
  };
  page.on("pageerror", (error) => seen.errors.push(error.message));
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      seen.policyViolations.push(message.text());
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:") seen.origins.add(url.origin);
    if (request.resourceType() === "script") seen.scripts.push(url.pathname);
  });
  seen.status = (await page.goto(path))?.status();
  await formEnhanced(page);
  await page.waitForLoadState("networkidle");
  return seen;
}

test.describe("each kind of page", () => {
  test.use({ viewport: phone });

  const walked = [...sampledPaths(), ...unknownPaths];
  const desktopPaths = onePerTemplate(walked);
  for (const path of walked) {
    const onDesktop = desktopPaths.has(path);
    test(`${path}: answers, loads cleanly, one <h1>, no other origin, no axe violation on a phone${onDesktop ? " or a desktop" : ""}`, async ({
      page,
      baseURL,
    }) => {
      const seen = await load(page, path);
      // Soft: each behaviour is reported on its own, as a test of its own would be.
      expect.soft(seen.status, "status").toBe(path.endsWith("/no-such-page") ? 404 : 200);
      expect.soft(seen.errors, "script errors").toEqual([]);
      expect.soft(seen.policyViolations, "policy violations").toEqual([]);
      await expect.soft(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect.soft([...seen.origins], "origins requested").toEqual([new URL(baseURL!).origin]);
      if (loadsScript(path)) expect.soft(seen.scripts.length, "script files").toBeGreaterThan(0);
      else expect.soft(seen.scripts, "script files").toEqual([]);
      expect.soft(await axeViolations(page), "axe on a phone").toEqual([]);
      if (!onDesktop) return;

      await page.setViewportSize(desktop);
      await page.goto(path);
      await formEnhanced(page);
      expect.soft(await axeViolations(page), "axe on a desktop").toEqual([]);
    });
  }

  for (const path of sampledPaths().filter(loadsScript)) {
    test(`${path} shows the same main text with its script as with JavaScript off`, async ({
      browser,
      baseURL,
    }) => {
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        viewport: desktop,
        baseURL,
      });
      const staticPage = await noScript.newPage();
      await staticPage.goto(path);
      const staticText = await staticPage.getByRole("main").innerText();
      await noScript.close();

      const scripted = await browser.newContext({ viewport: desktop, baseURL });
      const scriptedPage = await scripted.newPage();
      await scriptedPage.goto(path);
      await formEnhanced(scriptedPage);
      await expect(scriptedPage.locator("script[type=module]")).not.toHaveCount(0);
      const scriptedText = await scriptedPage.getByRole("main").innerText();
      await scripted.close();

      expect(staticText.length).toBeGreaterThan(40);
      expect(scriptedText).toBe(staticText);
    });
  }
});
