// The content pages as a reader meets them: FAQ accordions that behave as the
// spec says (mouse and keyboard, with JavaScript off too) and the migraine
// page's sections found by their names. (Every condition page's warning
// signs, every FAQ answer and every internal link, in every language, are
// read from the built HTML in tests/static/.)
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { conditions } from "../../app/content/conditions.ts";
import { bySlug } from "../../app/content/in-language.ts";
import { treatments } from "../../app/content/treatments.ts";
import { baseUrl, desktop, sharedBrowser, phone, waitForFormScript } from "./browser.ts";

const browser = sharedBrowser();

/** The FAQ question a reader presses, found by its words. */
const question = (page: Page, text: string) =>
  page.locator("summary").filter({ has: page.getByText(text, { exact: true }) });

/** The questions whose answers are open, by their words. */
const openQuestions = async (page: Page) =>
  (await page.locator("details[open] > summary").allTextContents()).map((text) => text.trim());

describe("FAQ accordion", () => {
  it("keeps one answer open at a time, and closes an open one on a second press", async () => {
    const page = await browser().newPage({ viewport: phone });
    await page.goto(`${baseUrl()}/conditions/migraine`);
    await waitForFormScript(page);
    const [first, , third] = (bySlug(conditions, "migraine")?.faqs ?? []).map(
      (faq) => faq.question,
    );
    expect(await openQuestions(page)).toEqual([]);
    await question(page, first ?? "").click();
    expect(await openQuestions(page)).toEqual([first]);
    await question(page, third ?? "").click();
    expect(await openQuestions(page)).toEqual([third]);
    await question(page, third ?? "").click();
    expect(await openQuestions(page)).toEqual([]);
    await page.close();
  });

  it("works from the keyboard", async () => {
    const page = await browser().newPage({ viewport: desktop });
    await page.goto(`${baseUrl()}/treatments/botox`);
    await waitForFormScript(page);
    const [first, second] = (bySlug(treatments, "botox")?.faqs ?? []).map((faq) => faq.question);
    await question(page, first ?? "").focus();
    await page.keyboard.press("Enter");
    expect(await openQuestions(page)).toEqual([first]);
    await page.keyboard.press("Tab");
    expect(
      await question(page, second ?? "").evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await page.keyboard.press(" ");
    expect(await openQuestions(page)).toEqual([second]);
    await page.keyboard.press("Enter");
    expect(await openQuestions(page)).toEqual([]);
    await page.close();
  });

  // Every answer is in every page's HTML: tests/static/pages.test.ts.
  it("opens an answer with JavaScript off", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/conditions/cluster`);
    const first = bySlug(conditions, "cluster")?.faqs[0]?.question ?? "";
    await question(page, first).click();
    expect(await openQuestions(page)).toEqual([first]);
    await context.close();
  });
});

describe("condition pages", () => {
  it("shows the migraine page's birth control and pregnancy sections", async () => {
    const page = await browser().newPage({ viewport: phone });
    await page.goto(`${baseUrl()}/conditions/migraine`);
    for (const name of ["Migraine with aura and birth control", "Pregnancy and breastfeeding"]) {
      expect(
        await page.getByRole("region", { name }).getByRole("paragraph").count(),
      ).toBeGreaterThan(1);
    }
    await page.close();
  });
});
