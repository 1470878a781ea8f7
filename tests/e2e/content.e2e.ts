// The content pages as a reader meets them: FAQ accordions that behave as the
// spec says (mouse and keyboard, with JavaScript off too) and the migraine
// page's sections found by their names. (Every condition page's warning
// signs, every FAQ answer and every internal link, in every language, are
// read from the built HTML in tests/static/.)
import type { Page } from "@playwright/test";
import { bySlug, contentIn } from "../../app/content-loader/in-language.ts";
import { desktop, expect, phone, test } from "./fixtures.ts";

const { conditions, treatments } = contentIn("en");

/** The FAQ question a reader presses, found by its words. */
const question = (page: Page, text: string) =>
  page.locator("summary").filter({ has: page.getByText(text, { exact: true }) });

/** The questions whose answers are open, by their words. */
const openQuestions = (page: Page) => page.locator("details[open] > summary");

test.describe("FAQ accordion", () => {
  test("keeps one answer open at a time, and closes an open one on a second press", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto("/conditions/migraine");
    const [first = "", , third = ""] = (bySlug(conditions, "migraine")?.faqs ?? []).map(
      (faq) => faq.question,
    );
    await expect(openQuestions(page)).toHaveCount(0);
    await question(page, first).click();
    await expect(openQuestions(page)).toHaveText([first]);
    await question(page, third).click();
    await expect(openQuestions(page)).toHaveText([third]);
    await question(page, third).click();
    await expect(openQuestions(page)).toHaveCount(0);
  });

  test("works from the keyboard", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/treatments/botox");
    const [first = "", second = ""] = (bySlug(treatments, "botox")?.faqs ?? []).map(
      (faq) => faq.question,
    );
    await question(page, first).focus();
    await page.keyboard.press("Enter");
    await expect(openQuestions(page)).toHaveText([first]);
    await page.keyboard.press("Tab");
    await expect(question(page, second)).toBeFocused();
    await page.keyboard.press(" ");
    await expect(openQuestions(page)).toHaveText([second]);
    await page.keyboard.press("Enter");
    await expect(openQuestions(page)).toHaveCount(0);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    // Every answer is in every page's HTML: tests/static/pages.test.ts.
    test("opens an answer", async ({ page }) => {
      await page.goto("/conditions/cluster");
      const first = bySlug(conditions, "cluster")?.faqs[0]?.question ?? "";
      await question(page, first).click();
      await expect(openQuestions(page)).toHaveText([first]);
    });
  });
});

test.describe("condition pages", () => {
  test("shows the migraine page's birth control and pregnancy sections whole", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/conditions/migraine");
    const migraine = bySlug(contentIn("en").conditions, "migraine");
    for (const section of migraine?.moreSections ?? []) {
      const region = page.getByRole("region", { name: section.heading });
      for (const paragraph of section.paragraphs) {
        await expect(region.getByText(paragraph, { exact: true })).toBeVisible();
      }
    }
  });
});
