// The content pages as a reader meets them: FAQ accordions that behave as the
// spec says (mouse and keyboard), answers in the HTML, emergency guidance on
// every condition page, and no internal link or anchor that leads nowhere.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { conditions } from "../../app/content/conditions.ts";
import { bySlug } from "../../app/content/in-language.ts";
import { treatments } from "../../app/content/treatments.ts";
import { baseUrl, desktop, sharedBrowser, phone, sitePaths, waitForHydration } from "./browser.ts";

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
    await waitForHydration(page);
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
    await waitForHydration(page);
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

  it("has every answer in the HTML, readable with JavaScript off", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const condition of conditions) {
      const html = await (await fetch(`${baseUrl()}/conditions/${condition.slug}`)).text();
      for (const faq of condition.faqs) {
        expect(html).toContain(faq.question.replaceAll("'", "&#x27;").replaceAll('"', "&quot;"));
      }
    }
    await page.goto(`${baseUrl()}/conditions/cluster`);
    const first = bySlug(conditions, "cluster")?.faqs[0]?.question ?? "";
    await question(page, first).click();
    expect(await openQuestions(page)).toEqual([first]);
    await context.close();
  });
});

describe("condition pages", () => {
  it.each(conditions.map((condition) => condition.slug))(
    "%s tells the reader when to call 911, when to call a doctor today, and where the crisis line is",
    async (slug) => {
      const page = await browser().newPage({ viewport: desktop });
      await page.goto(`${baseUrl()}/conditions/${slug}`);
      const warning = page.getByRole("region", { name: "Warning signs" });
      const emergency = warning.getByRole("group", { name: "Call 911 now" });
      expect(await emergency.innerText()).toMatch(/Call 911 or go to the nearest emergency room/);
      expect(await emergency.getByRole("listitem").count()).toBeGreaterThanOrEqual(5);
      expect(await emergency.innerText()).not.toMatch(/988/);
      const sameDay = warning.getByRole("group", { name: "Call us or your doctor today" });
      expect(await sameDay.getByRole("listitem").count()).toBeGreaterThanOrEqual(5);
      expect(await warning.getByRole("link", { name: "988" }).count()).toBe(1);
      expect(await page.getByText(/Medically reviewed by/).count()).toBe(1);
      expect(await page.getByRole("heading", { name: "Sources" }).count()).toBe(1);
      await page.close();
    },
  );

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

describe("internal links", () => {
  it("lead to pages that exist, and anchors to ids on them", async () => {
    const checked = new Map<string, number>();
    const problems: string[] = [];
    for (const path of [...sitePaths(), "/no-such-page"]) {
      const html = await (await fetch(baseUrl() + path)).text();
      for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        if (!href || /^(https?:|tel:|mailto:)/.test(href)) continue;
        const [target = "", anchor] = href.split("#");
        if (target !== "") {
          if (!checked.has(target)) checked.set(target, (await fetch(baseUrl() + target)).status);
          if (checked.get(target) !== 200)
            problems.push(`${path} → ${href} (${checked.get(target)})`);
        }
        if (anchor) {
          const targetHtml = target === "" ? html : await (await fetch(baseUrl() + target)).text();
          if (!targetHtml.includes(`id="${anchor}"`))
            problems.push(`${path} → ${href} (no #${anchor})`);
        }
      }
    }
    expect(checked.size).toBeGreaterThan(15);
    expect(problems).toEqual([]);
  });
});
