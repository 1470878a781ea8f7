// Each kind of page in a real browser: it loads without a script error and
// shows one <h1>, and a page that ships JavaScript shows the same main text
// once React has hydrated it as it does with JavaScript off, so hydration
// changes nothing a reader sees. (Every page's HTML, in every language, is
// checked without a browser in tests/static/.)
import { describe, expect, it } from "vitest";
import {
  baseUrl,
  desktop,
  sampledPaths,
  sharedBrowser,
  unknownPaths,
  waitForHydration,
} from "./browser.ts";

const browser = sharedBrowser();

describe("each kind of page", () => {
  it.each([...sampledPaths(), ...unknownPaths])(
    "%s loads with one <h1> and no script error",
    async (path) => {
      const page = await browser().newPage({ viewport: desktop });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(baseUrl() + path);
      expect(response?.status()).toBe(path.endsWith("/no-such-page") ? 404 : 200);
      await waitForHydration(page);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  // Only these pages ship JavaScript; on every other page the two loads would
  // be the same document (tests/static/pages.test.ts checks that they ship none).
  it.each([...sampledPaths().filter((path) => path.endsWith("/contact")), ...unknownPaths])(
    "%s shows the same main text after hydrating as with JavaScript off",
    async (path) => {
      const noScript = await browser().newContext({ javaScriptEnabled: false, viewport: desktop });
      const staticPage = await noScript.newPage();
      await staticPage.goto(baseUrl() + path);
      const staticText = await staticPage.getByRole("main").innerText();
      await noScript.close();

      const page = await browser().newPage({ viewport: desktop });
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      expect(await page.locator("script[type=module]").count()).toBeGreaterThan(0);
      const hydratedText = await page.getByRole("main").innerText();
      await page.close();

      expect(staticText.length).toBeGreaterThan(40);
      expect(hydratedText).toBe(staticText);
    },
  );
});
