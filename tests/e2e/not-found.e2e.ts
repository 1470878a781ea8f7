// Unknown paths answer HTTP 404 with the 404 page of the language their
// prefix names, and the path is logged in the browser.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { contentIn } from "../../app/content/in-language.ts";
import { languageTags, languages } from "../../app/content/translated.ts";
import { baseUrl, desktop, sharedBrowser, waitForFormScript } from "./browser.ts";

const browser = sharedBrowser();

describe("unknown paths", () => {
  it.each(["/no-such-page", "/conditions/unknown-condition", "/treatments/unknown/deeper"])(
    "%s answers 404 with the 404 page and logs the path",
    async (path) => {
      const page = await browser().newPage({ viewport: desktop });
      // Waits for the log line itself, however long a busy machine takes to run it.
      const logged = page.waitForEvent("console", {
        predicate: (message) => message.type() === "error" && message.text().includes(path),
        timeout: 30_000,
      });
      const response = await page.goto(baseUrl() + path);
      expect(response?.status()).toBe(404);
      await waitForFormScript(page);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("404");
      expect(await page.getByText("Oops! Page not found").isVisible()).toBe(true);
      await logged;
      expect(await page.getByRole("banner").isVisible()).toBe(true);

      await page.getByRole("link", { name: "Return to Home" }).click();
      await page.waitForURL(baseUrl() + "/");
      // The home page's heading, once it has replaced the 404 page's.
      await page.getByRole("heading", { level: 1, name: /Migraine/ }).waitFor();
      await page.close();
    },
  );

  it("is marked noindex so search engines leave it out", async () => {
    const response = await fetch(baseUrl() + "/missing");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each(languages.map((language) => [language]))(
    "answers an unknown path under the %s prefix with that language's 404 page",
    async (language) => {
      const prefix = language === "en" ? "" : `/${language}`;
      const response = await fetch(`${baseUrl()}${prefix}/no-such-page`);
      expect(response.status).toBe(404);
      const document = new JSDOM(await response.text()).window.document;
      const words = contentIn(language).interfaceText.notFound;
      expect(document.documentElement.lang).toBe(languageTags[language]);
      expect(document.querySelector("h1")?.textContent).toBe(words.heading);
      expect(document.body.textContent).toContain(words.text);
      // Its way home leads to the home page in the same language.
      const home = [...document.querySelectorAll("main a")].find(
        (link) => link.textContent === words.home,
      );
      expect(home?.getAttribute("href")).toBe(language === "en" ? "/" : `/${language}`);
    },
  );
});
