// The content pages as a reader meets them: FAQ accordions that behave as the
// spec says (mouse and keyboard), answers in the HTML, emergency guidance on
// every condition page, and no internal link or anchor that leads nowhere.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { conditions } from "../../app/content/conditions.ts";
import { baseUrl, desktop, sharedBrowser, phone, sitePaths, waitForHydration } from "./browser.ts";

const browser = sharedBrowser();

const openItems = (page: Page) =>
  page
    .locator("details")
    .evaluateAll((items) =>
      items.flatMap((item, index) => ((item as HTMLDetailsElement).open ? [index] : [])),
    );

describe("FAQ accordion", () => {
  it("keeps one answer open at a time, and closes an open one on a second press", async () => {
    const page = await browser().newPage({ viewport: phone });
    await page.goto(`${baseUrl()}/conditions/migraine`);
    await waitForHydration(page);
    const questions = page.locator("details > summary");
    expect(await questions.count()).toBeGreaterThanOrEqual(5);
    expect(await openItems(page)).toEqual([]);
    await questions.nth(0).click();
    expect(await openItems(page)).toEqual([0]);
    await questions.nth(2).click();
    expect(await openItems(page)).toEqual([2]);
    await questions.nth(2).click();
    expect(await openItems(page)).toEqual([]);
    await page.close();
  });

  it("works from the keyboard", async () => {
    const page = await browser().newPage({ viewport: desktop });
    await page.goto(`${baseUrl()}/treatments/botox`);
    await waitForHydration(page);
    const questions = page.locator("details > summary");
    await questions.nth(0).focus();
    await page.keyboard.press("Enter");
    expect(await openItems(page)).toEqual([0]);
    await page.keyboard.press("Tab");
    expect(await questions.nth(1).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press(" ");
    expect(await openItems(page)).toEqual([1]);
    await page.keyboard.press("Enter");
    expect(await openItems(page)).toEqual([]);
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
    await page.locator("details > summary").first().click();
    expect(await openItems(page)).toEqual([0]);
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
