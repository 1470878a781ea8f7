// Every kind of page with JavaScript switched off, on a phone: what a visitor
// can press works from HTML alone (the menu is a native popover, the FAQ
// native <details>), so it also works before any script arrives.
import type { Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import { baseUrl, phone, sharedBrowser } from "./browser.ts";

const browser = sharedBrowser();
// One page of each kind, and a link from its menu that leads elsewhere.
const pageTypes = [
  { path: "/", follow: "About", heading: "About Our Practice" },
  { path: "/conditions", follow: "Treatments", heading: "Treatment Options" },
  { path: "/conditions/migraine", follow: "Patients", heading: "New Patient Guide" },
  { path: "/treatments", follow: "Conditions", heading: "Conditions We Treat" },
  { path: "/treatments/botox", follow: "Locations", heading: "Locations" },
  { path: "/patients", follow: "Contact", heading: "Contact Us" },
  { path: "/locations", follow: "Home", heading: null },
  { path: "/about", follow: "Patients", heading: "New Patient Guide" },
  { path: "/contact", follow: "About", heading: "About Our Practice" },
  { path: "/privacy", follow: "Conditions", heading: "Conditions We Treat" },
  { path: "/no-such-page", follow: "About", heading: "About Our Practice" },
];

/** The page in a browser of its own (no cookies or cache from another test), closed after the test. */
async function open(path: string): Promise<Page> {
  const context = await browser().newContext({ javaScriptEnabled: false, viewport: phone });
  onTestFinished(() => context.close());
  const page = await context.newPage();
  await page.goto(baseUrl() + path);
  return page;
}

describe("with JavaScript off at 390×844", () => {
  it.each(pageTypes)(
    "$path: the menu opens, closes on Escape, and a link in it leads on",
    async ({ path, follow, heading }) => {
      const page = await open(path);
      const button = page.getByRole("button", { name: "Menu" });
      const menu = page.getByRole("navigation", { name: "Main" });
      expect(await menu.isVisible()).toBe(false);

      await button.click();
      expect(await menu.getByRole("link", { name: follow, exact: true }).isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      expect(await menu.isVisible()).toBe(false);
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

      await button.click();
      await menu.getByRole("link", { name: follow, exact: true }).click();
      await page.waitForLoadState("load");
      if (heading)
        expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(heading);
      else expect(new URL(page.url()).pathname).toBe("/");
      expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
      await page.close();
    },
  );

  it.each(["/conditions/migraine", "/treatments/botox"])(
    "%s: FAQ answers open one at a time and close again",
    async (path) => {
      const page = await open(path);
      const faq = page.getByRole("region", { name: /frequently asked questions/i });
      const [first = "", second = ""] = (await faq.locator("summary").allInnerTexts()).map((text) =>
        text.trim(),
      );
      expect(first && second).toBeTruthy();
      const question = (text: string) => faq.locator("summary", { hasText: text });
      const isOpen = (text: string) =>
        faq
          .locator("details")
          .filter({ hasText: text })
          .evaluate((details) => details.hasAttribute("open"));

      await question(first).click();
      expect(await isOpen(first)).toBe(true);
      await question(second).click();
      expect(await isOpen(second)).toBe(true);
      expect(await isOpen(first)).toBe(false);
      await question(second).click();
      expect(await isOpen(second)).toBe(false);
      await page.close();
    },
  );
});
