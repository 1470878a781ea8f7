// Each kind of page in a real browser, walked by pages-latin, pages-cyrillic
// and pages-cjk.e2e.ts (one file per script family, so the walks run side by
// side). One load on a phone screen shows whether the page answers with the
// right status, runs without a script error or a policy violation, shows one
// <h1>, requests nothing from another origin and a script file only where a
// form needs one, and has no axe violation; a second load on a desktop screen
// runs axe there. A page that loads a script also shows the same main text
// with it as with JavaScript off (no page hydrates). What each page's HTML states is checked on
// every page in tests/static/.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  baseUrl,
  desktop,
  phone,
  sampledPaths,
  sharedBrowser,
  unknownPaths,
  waitForFormScript,
} from "./browser.ts";

/** The sampled pages (and unknown addresses) of some languages, by their path prefix. */
export function pathsIn(prefixes: readonly string[]): string[] {
  const prefixOf = (path: string) => /^\/(ru|es|zh)(\/|$)/.exec(path)?.[1] ?? "en";
  return [...sampledPaths(), ...unknownPaths].filter((path) => prefixes.includes(prefixOf(path)));
}

export function walkPages(paths: readonly string[]) {
  const browser = sharedBrowser();
  /** Only the contact page loads a script file, its form's (tests/static/ checks the rest load none). */
  const loadsScript = (path: string) => path.endsWith("/contact");

  /** One tab per screen size for the whole file: a new tab per page costs as much as the load. */
  let phoneTab: Page;
  let desktopTab: Page;
  beforeAll(async () => {
    phoneTab = await browser().newPage({ viewport: phone });
    desktopTab = await browser().newPage({ viewport: desktop });
  });
  afterAll(async () => {
    await phoneTab.close();
    await desktopTab.close();
  });

  type Load = {
    status: number | undefined;
    errors: string[];
    policyViolations: string[];
    origins: Set<string>;
    scripts: string[];
  };

  /**
   * Opens a path in a tab, watching its requests and console, until it has
   * enhanced by its script (and, when `quiet`, until no request has been made for half a second).
   */
  async function load(page: Page, path: string, quiet = false): Promise<Load> {
    const seen: Load = {
      status: undefined,
      errors: [],
      policyViolations: [],
      origins: new Set(),
      scripts: [],
    };
    const onError = (error: Error) => seen.errors.push(error.message);
    const onConsole = (message: { text: () => string }) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        seen.policyViolations.push(message.text());
    };
    const onRequest = (request: { url: () => string; resourceType: () => string }) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:") seen.origins.add(url.origin);
      if (request.resourceType() === "script") seen.scripts.push(url.pathname);
    };
    page.on("pageerror", onError);
    page.on("console", onConsole);
    page.on("request", onRequest);
    try {
      seen.status = (await page.goto(baseUrl() + path))?.status();
      await waitForFormScript(page);
      if (quiet) await page.waitForLoadState("networkidle");
    } finally {
      page.off("pageerror", onError);
      page.off("console", onConsole);
      page.off("request", onRequest);
    }
    return seen;
  }

  describe.each(paths)("%s", (path) => {
    let seen: Load;
    let phoneAxe: string[];
    beforeAll(async () => {
      seen = await load(phoneTab, path, true);
      phoneAxe = await axeViolations(phoneTab);
    });

    it("answers, and loads without a script error or a policy violation", () => {
      expect(seen.status).toBe(path.endsWith("/no-such-page") ? 404 : 200);
      expect(seen.errors).toEqual([]);
      expect(seen.policyViolations).toEqual([]);
    });

    it("shows one <h1>", async () => {
      expect(await phoneTab.getByRole("heading", { level: 1 }).count()).toBe(1);
    });

    it("requests nothing from another origin, and a script file only where a form needs one", () => {
      expect([...seen.origins]).toEqual([new URL(baseUrl()).origin]);
      if (loadsScript(path)) expect(seen.scripts.length).toBeGreaterThan(0);
      else expect(seen.scripts).toEqual([]);
    });

    it("has no axe violations on a phone", () => {
      expect(phoneAxe).toEqual([]);
    });

    it("has no axe violations on a desktop", async () => {
      await load(desktopTab, path);
      expect(await axeViolations(desktopTab)).toEqual([]);
    });
  });

  describe("pages that ship JavaScript", () => {
    it.each(paths.filter(loadsScript))(
      "%s shows the same main text with its script as with JavaScript off",
      async (path) => {
        const noScript = await browser().newContext({
          javaScriptEnabled: false,
          viewport: desktop,
        });
        const staticPage = await noScript.newPage();
        await staticPage.goto(baseUrl() + path);
        const staticText = await staticPage.getByRole("main").innerText();
        await noScript.close();

        await desktopTab.goto(baseUrl() + path);
        await waitForFormScript(desktopTab);
        expect(await desktopTab.locator("script[type=module]").count()).toBeGreaterThan(0);
        const scriptedText = await desktopTab.getByRole("main").innerText();

        expect(staticText.length).toBeGreaterThan(40);
        expect(scriptedText).toBe(staticText);
      },
    );
  });
}
