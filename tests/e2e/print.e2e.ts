// Condition, treatment and patient pages print cleanly: no navigation or
// buttons, every FAQ answer on paper, and outside links written out.
import { describe, expect, it } from "vitest";
import { baseUrl, sharedBrowser, phone, waitForFormScript } from "./browser.ts";

const browser = sharedBrowser();

describe("printing", () => {
  it.each(["/conditions/migraine", "/treatments/cgrp", "/patients"])(
    "%s prints its text without navigation, buttons or calls to action",
    async (path) => {
      const page = await browser().newPage({ viewport: phone });
      await page.goto(baseUrl() + path);
      await waitForFormScript(page);
      await page.emulateMedia({ media: "print" });
      expect(await page.getByRole("banner").isVisible()).toBe(false);
      expect(
        await page
          .getByRole("link", { name: "Book Consultation" })
          .filter({ visible: true })
          .count(),
      ).toBe(0);
      expect(await page.getByRole("button").filter({ visible: true }).count()).toBe(0);
      expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
      expect(
        await page
          .getByRole("contentinfo")
          .getByText(/not medical advice/)
          .isVisible(),
      ).toBe(true);
      const pdf = await page.pdf({ format: "Letter" });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      await page.close();
    },
  );

  it("prints every FAQ answer, even the closed ones", async () => {
    const page = await browser().newPage({ viewport: phone });
    await page.goto(`${baseUrl()}/conditions/cluster`);
    await page.emulateMedia({ media: "print" });
    const answers = page.locator("details > div > p");
    expect(await answers.count()).toBeGreaterThanOrEqual(5);
    for (const answer of await answers.all()) expect(await answer.isVisible()).toBe(true);
    await page.close();
  });

  it("writes out where an outside link leads", async () => {
    const page = await browser().newPage({ viewport: phone });
    await page.goto(`${baseUrl()}/locations`);
    await page.emulateMedia({ media: "print" });
    const written: Record<string, string> = {};
    for (const link of await page.getByRole("main").getByRole("link").all()) {
      const href = (await link.getAttribute("href")) ?? "";
      if (!href.startsWith("https://")) continue;
      written[href] = await link.evaluate(
        (element) => getComputedStyle(element, "::after").content,
      );
    }
    expect(Object.keys(written).length).toBeGreaterThan(0);
    for (const [href, after] of Object.entries(written)) expect(after, href).toContain(href);
    await page.close();
  });
});
