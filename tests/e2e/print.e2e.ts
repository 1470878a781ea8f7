// Condition, treatment and patient pages print cleanly: no navigation or
// buttons, every FAQ answer on paper, and outside links written out. The card
// of warning signs prints as a card: one page for the fridge, one for the wallet.
// The headache diary prints its month on one page, and sends nothing.
import { offerIdleTimeoutMs } from "../../app/components/layout/offer-attribute.ts";
import { bySlug, contentIn } from "../../app/content-loader/in-language.ts";
import { languages } from "../../app/content-loader/translated.ts";
import { sitePages } from "../../app/page-list/page-list.ts";
import { expect, formEnhanced, phone, test } from "./fixtures.ts";

const { conditions } = contentIn("en");

test.use({ viewport: phone });

test.describe("printing", () => {
  for (const path of ["/conditions/migraine", "/treatments/cgrp", "/patients"]) {
    test(`${path} prints its text without navigation, buttons or calls to action`, async ({
      page,
    }) => {
      await page.goto(path);
      await formEnhanced(page);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(
        page.getByRole("link", { name: "Book Consultation" }).filter({ visible: true }),
      ).toHaveCount(0);
      await expect(page.getByRole("button").filter({ visible: true })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByText(/not medical advice/)).toBeVisible();
      const pdf = await page.pdf({ format: "Letter" });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    });
  }

  test("prints every FAQ answer, even the closed ones", async ({ page }) => {
    await page.goto("/conditions/cluster");
    await page.emulateMedia({ media: "print" });
    const faq = page.getByRole("region", { name: contentIn("en").interfaceText.review.faq });
    const answers = faq.locator("details > div > p");
    await expect(answers).toHaveCount(bySlug(conditions, "cluster")?.faqs.length ?? -1);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
  });

  test("prints the folded part of every long section, without the words that open it", async ({
    page,
  }) => {
    const words = contentIn("en");
    const migraine = bySlug(conditions, "migraine");
    await page.goto("/conditions/migraine");
    await page.emulateMedia({ media: "print" });
    const folded = [
      ...(migraine?.diagnosis.criteria ?? []),
      ...(migraine?.overview.slice(1) ?? []),
    ];
    expect(folded.length).toBeGreaterThan(3);
    for (const text of folded) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(
      page.getByText(words.interfaceText.fold.criteria, { exact: true }).filter({ visible: true }),
    ).toHaveCount(0);
  });

  test("writes out where an outside link leads", async ({ page }) => {
    await page.goto("/locations");
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
  });
});

/** A text as a pattern that matches it whole. */
function whole(text: string): RegExp {
  const literal = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${literal}$`);
}

test.describe("the card of warning signs", () => {
  for (const language of languages) {
    test(`prints in ${language} on two pages of Letter and of A4, every sign on both cards`, async ({
      page,
    }) => {
      const card = sitePages().find((one) => one.key === "help-card" && one.language === language);
      await page.goto(card?.path ?? "/no-card");
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("contentinfo")).toBeHidden();
      const { emergency, sameDay, crisis } = contentIn(language).warningSigns;
      const signs = [...emergency.signs, ...sameDay.signs];
      expect(signs.length).toBeGreaterThan(0);
      for (const sign of signs) {
        await expect(
          page.getByRole("listitem").filter({ hasText: whole(sign), visible: true }),
          sign,
        ).toHaveCount(2);
      }
      await expect(page.getByText(crisis.heading).filter({ visible: true })).toHaveCount(2);
      for (const format of ["Letter", "A4"] as const) {
        const pdf = (await page.pdf({ format })).toString("latin1");
        expect(pdf.match(/\/Type\s*\/Page\b/g)?.length, format).toBe(2);
      }
    });
  }
});

test.describe("the first visit packet", () => {
  for (const language of languages) {
    test(`prints in ${language} without the footer, with every question, both tables of medicines and a month of the diary`, async ({
      page,
    }) => {
      const packet = sitePages().find(
        (one) => one.key === "first-visit" && one.language === language,
      );
      await page.goto(packet?.path ?? "/no-packet");
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("contentinfo")).toBeHidden();
      const { history, medicines } = contentIn(language).firstVisitPage;
      for (const question of history.questions) {
        await expect(page.getByRole("listitem").filter({ hasText: whole(question) })).toBeVisible();
      }
      for (const caption of [medicines.acute, medicines.preventive]) {
        await expect(page.getByRole("table", { name: caption })).toBeVisible();
      }
      await expect(
        page.getByRole("heading", { name: contentIn(language).diaryPage.sheet.title }),
      ).toBeVisible();
      for (const format of ["Letter", "A4"] as const) {
        const pdf = (await page.pdf({ format })).toString("latin1");
        expect(pdf.match(/\/Type\s*\/Page\b/g)?.length, format).toBeGreaterThan(0);
      }
    });
  }
});

test.describe("the headache diary", () => {
  for (const language of languages) {
    test(`prints in ${language} on one page of Letter and of A4, and asks for nothing once loaded`, async ({
      page,
    }) => {
      const diary = sitePages().find((one) => one.key === "diary" && one.language === language);
      await page.goto(diary?.path ?? "/no-diary");
      const asked: string[] = [];
      page.on("request", (request) => asked.push(request.url()));
      // A visitor reads, scrolls and points at the links; the page still asks for nothing.
      await page.mouse.wheel(0, 2000);
      await page.getByRole("link", { name: contentIn(language).diaryPage.pdf.a4 }).hover();
      await page.waitForTimeout(offerIdleTimeoutMs * 2);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("contentinfo")).toBeHidden();
      const { sheet, totals } = contentIn(language).diaryPage;
      await expect(page.getByRole("heading", { name: sheet.title })).toBeVisible();
      await expect(page.getByText(totals.simpleLine)).toBeVisible();
      for (const format of ["Letter", "A4"] as const) {
        const pdf = (await page.pdf({ format })).toString("latin1");
        expect(pdf.match(/\/Type\s*\/Page\b/g)?.length, format).toBe(1);
      }
      expect(asked).toEqual([]);
    });
  }
});
