// Following a link is instant: the browser prerenders the page a visitor is
// about to open (speculation rules, on hover or touch), then shows that copy.
// Driven through the tab, as DevTools attaches (tests/support/tab-browser.ts):
// Chromium turns prerendering off for a page a client is attached to, as
// Playwright is to each of its pages (the Preload domain then reports
// "PrerenderingDisabledByDevTools", even through Playwright's own CDP session).
import { contentIn } from "../../app/content-loader/in-language.ts";
import { type TabBrowser, launchTabBrowser } from "../support/tab-browser.ts";
import { desktop, expect, test } from "./fixtures.ts";
import { patience } from "#tests/support/patience.ts";

/** The centre of the header link with this text, in the page's coordinates. */
async function headerLinkCentre(tab: TabBrowser, text: string) {
  return tab.evaluate<{ x: number; y: number }>(`(() => {
    const link = [...document.querySelectorAll("header nav a")].find((a) => a.textContent === ${JSON.stringify(text)});
    const box = link.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  })()`);
}

test.describe("prerendering", () => {
  test("prerenders the page a visitor hovers, and shows that copy when the link is followed", async ({
    baseURL,
  }) => {
    const tab = await launchTabBrowser(desktop);
    try {
      await tab.page("Preload.enable");
      await tab.page("Page.enable");
      await tab.page("Page.navigate", { url: `${baseURL}/` });
      await tab.waitForEvent("Page.loadEventFired");
      const { x, y } = await headerLinkCentre(tab, "About");
      await tab.page("Input.dispatchMouseEvent", { type: "mouseMoved", x, y });

      await tab.waitForEvent("Preload.prerenderStatusUpdated", (params) => {
        const update = params as { status: string; key: { url: string } };
        return update.key.url.endsWith("/about") && update.status === "Ready";
      });

      for (const type of ["mousePressed", "mouseReleased"]) {
        await tab.page("Input.dispatchMouseEvent", { type, x, y, button: "left", clickCount: 1 });
      }
      // The prerendered page sends no event of its own when it is shown: its
      // address is checked until it is, for as long as a busy machine needs.
      // While the tab swaps in the prerendered page, the session of the page
      // it leaves is gone ("Session with given id not found") until the new
      // one attaches: that is asked again, as an address not yet shown.
      await expect
        .poll(
          () =>
            tab
              .evaluate<string>("location.pathname")
              .catch((error: Error) => `(switching pages: ${error.message})`),
          { timeout: patience(30_000) },
        )
        .toBe("/about");
      const shown = await tab.evaluate<{
        prerendering: boolean;
        activationStart: number;
        h1: string;
      }>(
        `({
          prerendering: document.prerendering,
          activationStart: performance.getEntriesByType("navigation")[0].activationStart,
          h1: document.querySelector("h1").textContent,
        })`,
      );
      expect(shown.h1).toBe(contentIn("en").aboutPage.header.title);
      expect(shown.prerendering).toBe(false);
      // activationStart is 0 for a page that loaded normally.
      expect(shown.activationStart).toBeGreaterThan(0);
    } finally {
      await tab.close();
    }
  });
});
