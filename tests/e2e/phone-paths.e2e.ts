// Short paths on a phone, with JavaScript off: a condition or treatment
// page's "On this page" list and its Call · Book bar, the medicines table as
// cards, and the 404 page's ways on.
import { practice } from "../../app/content-loader/practice.ts";
import type { Page } from "@playwright/test";
import { contentIn } from "../../app/content-loader/in-language.ts";
import { bookingPath, conditionPath, languagePath } from "../../app/content-loader/site-map.ts";
import { type Language, languages } from "../../app/content-loader/translated.ts";
import { format } from "../../app/contact/format.ts";
import { desktop, expect, phone, test, unknownPaths } from "./fixtures.ts";

const words = (language: Language) => contentIn(language).interfaceText;
const bar = (page: Page, language: Language) =>
  page.getByRole("navigation", { name: words(language).sideColumn.bar });

/** A condition or treatment page in every language (a language added must name one). */
const detailPages: Record<Language, string> = {
  en: "/conditions/migraine",
  ru: "/ru/conditions/migraine",
  es: "/es/treatments/cgrp",
  zh: "/zh/treatments/botox",
};

test.use({ viewport: phone, javaScriptEnabled: false });

test.describe("on a phone, a condition or treatment page", () => {
  for (const language of languages) {
    const path = detailPages[language];
    test(`${language} ${path}: 'On this page' opens under the header and leads to a section`, async ({
      page,
    }) => {
      await page.goto(path);
      const outline = page
        .getByRole("navigation", { name: words(language).onThisPage })
        .filter({ visible: true });
      await expect(outline).toHaveCount(1);
      // Near the top: its summary is on the first screen.
      const summary = outline.getByText(words(language).onThisPage, { exact: true });
      await expect(summary).toBeInViewport({ ratio: 1 });
      const links = outline.getByRole("link");
      await expect(links.first()).toBeHidden();
      await summary.click();
      await expect.poll(() => links.count()).toBeGreaterThanOrEqual(7);
      const target = links.nth(3);
      const name = (await target.innerText()).trim();
      await target.click();
      const heading = page.getByRole("heading", { level: 2, name, exact: true });
      await expect
        .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
        .toBeLessThan(phone.height / 2);
      expect(
        await heading.evaluate((element) => element.getBoundingClientRect().top),
      ).toBeGreaterThanOrEqual(0);
    });

    test(`${language} ${path}: the Call · Book bar stays at the foot of the screen and never covers the footer`, async ({
      page,
    }) => {
      await page.goto(path);
      const foot = bar(page, language);
      const atFoot = async () => {
        const box = await foot.boundingBox();
        return box ? Math.round(box.y + box.height) : null;
      };
      await expect(foot).toBeVisible();
      expect(await atFoot()).toBe(phone.height);
      const box = await foot.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(64);
      const call = foot.getByRole("link", {
        name: format(words(language).call, { phone: practice().phone.display }, language),
      });
      await expect(call).toHaveAttribute("href", `tel:${practice().phone.e164}`);
      expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      const book = foot.getByRole("link", { name: words(language).bookConsultation });
      await expect(book).toHaveAttribute("href", languagePath(language, bookingPath));

      // Halfway down and at the very end, it is still there, and at the end
      // the footer's last line is above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      expect(await atFoot()).toBe(phone.height);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await atFoot()).toBe(phone.height);
      const footerBottom = await page
        .getByRole("contentinfo")
        .evaluate((footer) => footer.lastElementChild?.getBoundingClientRect().bottom ?? 0);
      expect(footerBottom).toBeLessThanOrEqual((await foot.boundingBox())?.y ?? 0);

      await page.emulateMedia({ media: "print" });
      await expect(foot).toBeHidden();
    });
  }

  test("leaves the bar and the phone's list out on a wide screen, where the side column has both", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto("/conditions/migraine");
    await expect(bar(page, "en")).toBeHidden();
    const outlines = page
      .getByRole("navigation", { name: words("en").onThisPage })
      .filter({ visible: true });
    await expect(outlines).toHaveCount(1);
    await expect(page.getByRole("complementary").getByRole("navigation")).toBeVisible();
  });
});

test.describe("the medicines table", () => {
  const caption = (language: Language) =>
    format(
      words(language).medicationTable.caption,
      { title: contentIn(language).treatments.find((entry) => entry.slug === "cgrp")?.title ?? "" },
      language,
    );

  for (const language of languages) {
    test(`${language}: on a phone, one card per medicine and nothing to scroll sideways`, async ({
      page,
    }) => {
      await page.goto(languagePath(language, "/treatments/cgrp"));
      const rows =
        contentIn(language).treatments.find((entry) => entry.slug === "cgrp")?.medications ?? [];
      const cards = page.getByRole("list", { name: caption(language) });
      await expect(cards).toBeVisible();
      await expect(cards.getByRole("listitem")).toHaveCount(rows.length);
      await expect(page.getByRole("table").filter({ visible: true })).toHaveCount(0);
      const first = rows[0];
      if (!first) throw new Error("the CGRP page lists no medicine");
      const card = cards.getByRole("listitem").first();
      await expect(card).toContainText(first.name);
      await expect(card).toContainText(words(language).medicationTable.dosing);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });
  }

  test("is a table with its column headers on a wide screen", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/treatments/cgrp");
    const table = page.getByRole("table", { name: caption("en") });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveCount(4);
    await expect(page.getByRole("list", { name: caption("en") })).toBeHidden();
  });
});

test.describe("the 404 page", () => {
  unknownPaths.forEach((path, index) => {
    const language = languages[index] ?? "en";
    test(`${path} keeps the spec's words and offers the most visited pages and the phone`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const notFound = words(language).notFound;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
      await expect(page.getByText(notFound.text, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: notFound.home })).toHaveAttribute(
        "href",
        languagePath(language, "/"),
      );
      const popular = page.getByRole("navigation", { name: notFound.popular });
      const hrefs = await popular
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      // The conditions' first page, by the content's order, comes after the conditions.
      const [first] = contentIn(language).conditions;
      if (!first) throw new Error("expected a condition in the content");
      expect(hrefs).toEqual(
        expect.arrayContaining(
          [
            "/conditions",
            conditionPath(first.slug),
            "/treatments",
            "/patients",
            "/locations",
            "/contact",
          ].map((to) => languagePath(language, to)),
        ),
      );
      await expect(popular.getByRole("link", { name: first.title })).toHaveCount(1);
      await expect(
        page.getByRole("main").getByRole("link", { name: practice().phone.display }),
      ).toHaveAttribute("href", `tel:${practice().phone.e164}`);
    });
  });
});
