// What each kind of page requests in a real browser: nothing from another
// origin, and JavaScript only on the pages that hydrate (the contact and 404
// pages). The same is read from every page's HTML in tests/static/pages.test.ts;
// this watches the requests themselves, which also catches a request made by
// a stylesheet or a script.
import { describe, expect, it } from "vitest";
import {
  baseUrl,
  phone,
  sampledPaths,
  sharedBrowser,
  unknownPaths,
  waitForHydration,
} from "./browser.ts";

const browser = sharedBrowser();

describe("requests", () => {
  it.each([...sampledPaths(), ...unknownPaths])(
    "%s requests nothing from another origin, and JavaScript only if it hydrates",
    async (urlPath) => {
      const page = await browser().newPage({ viewport: phone });
      const origins = new Set<string>();
      const scripts: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol !== "data:") origins.add(url.origin);
        if (request.resourceType() === "script") scripts.push(url.pathname);
      });
      await page.goto(baseUrl() + urlPath);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect([...origins]).toEqual([new URL(baseUrl()).origin]);
      if (urlPath.endsWith("/contact") || urlPath.endsWith("/no-such-page")) {
        expect(scripts.length).toBeGreaterThan(0);
      } else {
        expect(scripts).toEqual([]);
      }
      await page.close();
    },
  );
});
