// How a visitor chooses a language, in a real browser: the language list
// above the header and in the phone menu keeps the page they are on; a
// translated page says it is a draft translation and links its original; a
// browser that prefers another of the site's languages is offered it, never
// sent there, and a dismissed offer stays dismissed.
import { contentIn } from "../../app/content-loader/in-language.ts";
import { languageNames } from "../../app/content-loader/translated.ts";
import { pageLanguages } from "../../app/page-list/page-languages.ts";
import { desktop, expect, offerSettled, phone, test } from "./fixtures.ts";

const { languageSwitcher } = contentIn("en").interfaceText;
const russian = contentIn("ru").interfaceText;

test.describe("choosing a language", () => {
  test("names each language in itself and keeps the page when one is chosen", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/conditions/migraine");
    const list = page.getByRole("navigation", { name: languageSwitcher.label });
    for (const name of Object.values(languageNames)) {
      await expect(list.getByRole("link", { name, exact: true })).toHaveCount(1);
    }
    await expect(list.getByRole("link", { name: "English" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(list.getByRole("link", { name: "Русский" })).toHaveAttribute("lang", "ru");
    await list.getByRole("link", { name: "Русский" }).click();
    await expect(page).toHaveURL("/ru/conditions/migraine");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    const russianList = page.getByRole("navigation", { name: russian.languageSwitcher.label });
    await expect(russianList.getByRole("link", { name: "Русский" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(russianList.getByRole("link", { name: "简体中文" })).toHaveAttribute(
      "href",
      "/zh/conditions/migraine",
    );
  });

  test.describe("without JavaScript, on a phone", () => {
    test.use({ viewport: phone, javaScriptEnabled: false });

    test("lists the languages in the phone menu too", async ({ page }) => {
      const spanish = contentIn("es").interfaceText;
      await page.goto("/es/patients");
      await page.getByRole("button", { name: spanish.header.menu }).click();
      const menu = page.getByRole("navigation", { name: spanish.header.mainNavigation });
      const list = menu.getByRole("group", { name: spanish.languageSwitcher.label });
      await expect(list).toBeVisible();
      await list.getByRole("link", { name: "简体中文" }).click();
      await expect(page).toHaveURL("/zh/patients");
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    });
  });

  test("says on a translated page that it awaits a medical translator's review, and links the original", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto("/zh/about");
    const chinese = contentIn("zh").interfaceText.translation;
    const [before = ""] = chinese.notice.split("{date}");
    const notice = page.getByRole("complementary").filter({ hasText: before.trim() });
    await expect(notice).toBeVisible();
    // The day its words were last translated, as git's history has it (page-languages.ts).
    const { date } = pageLanguages("http://localhost/zh/about").translation ?? {};
    await expect(notice.locator("time")).toHaveAttribute("datetime", date?.iso ?? "");
    await expect(notice.locator("time")).toHaveText(date?.text ?? "");
    await expect(notice.getByRole("link", { name: chinese.original })).toHaveAttribute(
      "href",
      "/about",
    );

    await page.goto("/about");
    const english = contentIn("en").interfaceText.translation.notice.split("{date}")[0] ?? "";
    await expect(page.getByText(english.trim())).toHaveCount(0);
  });
});

test.describe("the offer of the browser's language", () => {
  const offerText = russian.languageSuggestion.text;

  test.describe("to a Russian browser", () => {
    test.use({ viewport: phone, locale: "ru-RU" });

    test("offers Russian on an English page, and remembers a dismissal", async ({
      page,
      baseURL,
    }) => {
      await page.goto("/about");
      const offer = page.getByRole("complementary", { name: offerText });
      await expect(offer).toBeVisible();
      await expect(offer).toHaveAttribute("lang", "ru");
      await expect(
        offer.getByRole("link", { name: russian.languageSuggestion.read }),
      ).toHaveAttribute("href", "/ru/about");
      // Never sent there by itself.
      expect(page.url()).toBe(`${baseURL}/about`);
      await offer.getByRole("button", { name: russian.languageSuggestion.dismiss }).click();
      await expect(offer).toBeHidden();
      await page.goto("/treatments");
      await offerSettled(page);
      await expect(page.getByRole("complementary", { name: offerText })).toBeHidden();
    });
  });

  for (const [locale, path] of [
    ["en-US", "/about"],
    ["ru-RU", "/ru/about"],
    ["zh-CN", "/zh/about"],
  ] as const) {
    test.describe(`to a ${locale} browser`, () => {
      test.use({ viewport: phone, locale });

      test(`offers nothing on ${path}, already in the browser's language, and reads no storage to know it`, async ({
        page,
      }) => {
        // The first read of storage is a call to the browser's storage back end,
        // which a visitor who reads the page in their own language never needs.
        await page.addInitScript(() => {
          const counted = window as unknown as { storageReads: number };
          counted.storageReads = 0;
          const { getItem } = Storage.prototype;
          Storage.prototype.getItem = function (this: Storage, key: string) {
            counted.storageReads += 1;
            return getItem.call(this, key);
          };
        });
        await page.goto(path);
        await offerSettled(page);
        await expect(page.locator("[data-language-offer]:not([hidden])")).toHaveCount(0);
        const reads = await page.evaluate(
          () => (window as unknown as { storageReads: number }).storageReads,
        );
        expect(reads).toBe(0);
      });
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ viewport: phone, locale: "ru-RU", javaScriptEnabled: false });

    test("shows no offer, and the page is whole", async ({ page }) => {
      await page.goto("/about");
      await expect(page.getByRole("complementary", { name: offerText })).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
});

test.describe("an explicit choice of language", () => {
  const offerText = russian.languageSuggestion.text;

  test.describe("in a Russian browser", () => {
    test.use({ viewport: phone, locale: "ru-RU" });

    test("is kept across pages and tabs: once English is chosen, Russian is not offered", async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      await page.goto("/ru/conditions/migraine");
      const list = page.getByRole("navigation", { name: russian.languageSwitcher.label });
      await list.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL("/conditions/migraine");
      for (const path of ["/conditions/migraine", "/patients", "/treatments/cgrp"]) {
        await page.goto(path);
        await offerSettled(page);
        await expect(page.getByText(offerText).filter({ visible: true }), path).toHaveCount(0);
      }
      // A new tab is a later visit: it shares the browser's storage, where the choice is kept.
      const later = await context.newPage();
      await later.goto("/treatments");
      await offerSettled(later);
      await expect(later.getByRole("complementary", { name: offerText })).toBeHidden();
      // A browser that has not chosen is offered Russian on the same page, so the check can fail.
      const fresh = await browser.newContext({ viewport: phone, locale: "ru-RU", baseURL });
      const other = await fresh.newPage();
      await other.goto("/patients");
      await expect(other.getByText(offerText).filter({ visible: true })).toHaveCount(1);
      await fresh.close();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ viewport: phone, locale: "ru-RU", javaScriptEnabled: false });

    test("is never overruled: no offer shows at all", async ({ page }) => {
      await page.goto("/patients");
      await expect(page.getByText(offerText).filter({ visible: true })).toHaveCount(0);
    });
  });
});
