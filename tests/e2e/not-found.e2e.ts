// Unknown paths answer HTTP 404 with the 404 page, the path is logged in the
// browser as a warning and nothing logs an error, and its way home leads home. (Each language's 404 page, by its
// prefix: phone-paths.e2e.ts; what each 404 page states, noindex included:
// tests/static/.)
import { contentIn } from "../../app/content-loader/in-language.ts";
import { desktop, expect, test } from "./fixtures.ts";
import { patience } from "#tests/support/patience.ts";

const { notFound } = contentIn("en").interfaceText;

test.use({ viewport: desktop });

test.describe("unknown paths", () => {
  for (const path of [
    "/no-such-page",
    "/conditions/unknown-condition",
    "/treatments/unknown/deeper",
  ]) {
    test(`${path} answers 404 with the 404 page and logs the path, with no error in the console`, async ({
      page,
    }) => {
      // Waits for the log line itself, however long a busy machine takes to run it.
      const logged = page.waitForEvent("console", {
        predicate: (message) => message.type() === "warning" && message.text().includes(path),
        timeout: patience(30_000),
      });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chromium's own line for a document answered 404, which this page must be.
        const ownStatus =
          message.text().startsWith("Failed to load resource") &&
          new URL(message.location().url).pathname === path;
        if (!ownStatus) errors.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
      await expect(page.getByText(notFound.text, { exact: true })).toBeVisible();
      await logged;
      expect(errors).toEqual([]);
      await expect(page.getByRole("banner")).toBeVisible();

      await page.getByRole("link", { name: notFound.home }).click();
      await expect(page).toHaveURL("/");
      // The home page's heading, once it has replaced the 404 page's.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        contentIn("en").hero.headline,
      );
    });
  }
});
