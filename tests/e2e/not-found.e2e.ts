// Unknown paths answer HTTP 404 with the 404 page, and the path is logged.
import { describe, expect, it } from "vitest";
import { baseUrl, desktop, sharedBrowser, waitForHydration } from "./browser.ts";

const browser = sharedBrowser();

describe("unknown paths", () => {
  it.each(["/no-such-page", "/conditions/unknown-condition", "/treatments/unknown/deeper"])(
    "%s answers 404 with the 404 page and logs the path",
    async (path) => {
      const page = await browser().newPage({ viewport: desktop });
      const logged: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") logged.push(message.text());
      });
      const response = await page.goto(baseUrl() + path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("404");
      expect(await page.getByText("Oops! Page not found").isVisible()).toBe(true);
      await expect.poll(() => logged.some((line) => line.includes(path))).toBe(true);
      expect(await page.getByRole("banner").isVisible()).toBe(true);

      await page.getByRole("link", { name: "Return to Home" }).click();
      await page.waitForURL(baseUrl() + "/");
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).innerText())
        .toMatch(/Migraine/);
      await page.close();
    },
  );

  it("is marked noindex so search engines leave it out", async () => {
    const response = await fetch(baseUrl() + "/missing");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  });
});
