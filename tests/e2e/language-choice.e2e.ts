// How a visitor chooses a language, in a real browser: the language list
// above the header and in the phone menu keeps the page they are on; a
// translated page says it is a draft translation and links its original; a
// browser that prefers another of the site's languages is offered it, never
// sent there, and a dismissed offer stays dismissed.
import { describe, expect, it } from "vitest";
import { contentIn } from "../../app/content/in-language.ts";
import { languageNames } from "../../app/content/translated.ts";
import { baseUrl, desktop, phone, sharedBrowser } from "./browser.ts";

const browser = sharedBrowser();
const { languageSwitcher } = contentIn("en").interfaceText;
const russian = contentIn("ru").interfaceText;

describe("choosing a language", () => {
  it("names each language in itself and keeps the page when one is chosen", async () => {
    const page = await browser().newPage({ viewport: desktop });
    await page.goto(`${baseUrl()}/conditions/migraine`);
    const list = page.getByRole("navigation", { name: languageSwitcher.label });
    for (const name of Object.values(languageNames)) {
      expect(await list.getByRole("link", { name, exact: true }).count()).toBe(1);
    }
    expect(await list.getByRole("link", { name: "English" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await list.getByRole("link", { name: "Русский" }).getAttribute("lang")).toBe("ru");
    await list.getByRole("link", { name: "Русский" }).click();
    await page.waitForURL(`${baseUrl()}/ru/conditions/migraine`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ru");
    const russianList = page.getByRole("navigation", { name: russian.languageSwitcher.label });
    expect(
      await russianList.getByRole("link", { name: "Русский" }).getAttribute("aria-current"),
    ).toBe("page");
    expect(await russianList.getByRole("link", { name: "简体中文" }).getAttribute("href")).toBe(
      "/zh/conditions/migraine",
    );
    await page.close();
  });

  it("lists the languages in the phone menu too, without JavaScript", async () => {
    const context = await browser().newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    const spanish = contentIn("es").interfaceText;
    await page.goto(`${baseUrl()}/es/patients`);
    await page.getByRole("button", { name: spanish.header.menu }).click();
    const menu = page.getByRole("navigation", { name: spanish.header.mainNavigation });
    const list = menu.getByRole("group", { name: spanish.languageSwitcher.label });
    expect(await list.isVisible()).toBe(true);
    await list.getByRole("link", { name: "简体中文" }).click();
    await page.waitForURL(`${baseUrl()}/zh/patients`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("zh-Hans");
    await context.close();
  });

  it("says on a translated page that it awaits a medical translator's review, and links the original", async () => {
    const page = await browser().newPage({ viewport: phone });
    await page.goto(`${baseUrl()}/zh/about`);
    const chinese = contentIn("zh").interfaceText.translation;
    const [before = ""] = chinese.notice.split("{date}");
    const notice = page.getByRole("complementary").filter({ hasText: before.trim() });
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.locator("time").getAttribute("datetime")).toBe("2026-11-23");
    expect(await notice.locator("time").textContent()).toBe("2026年11月23日");
    expect(await notice.getByRole("link", { name: chinese.original }).getAttribute("href")).toBe(
      "/about",
    );

    await page.goto(`${baseUrl()}/about`);
    const english = contentIn("en").interfaceText.translation.notice.split("{date}")[0] ?? "";
    expect(await page.getByText(english.trim()).count()).toBe(0);
    await page.close();
  });
});

describe("the offer of the browser's language", () => {
  const offerText = russian.languageSuggestion.text;

  it("offers Russian to a Russian browser on an English page, and remembers a dismissal", async () => {
    const context = await browser().newContext({ viewport: phone, locale: "ru-RU" });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/about`);
    const offer = page.getByRole("complementary", { name: offerText });
    expect(await offer.isVisible()).toBe(true);
    expect(await offer.getAttribute("lang")).toBe("ru");
    expect(
      await offer.getByRole("link", { name: russian.languageSuggestion.read }).getAttribute("href"),
    ).toBe("/ru/about");
    // Never sent there by itself.
    expect(page.url()).toBe(`${baseUrl()}/about`);
    await offer.getByRole("button", { name: russian.languageSuggestion.dismiss }).click();
    expect(await offer.isVisible()).toBe(false);
    await page.goto(`${baseUrl()}/treatments`);
    expect(await page.getByRole("complementary", { name: offerText }).isVisible()).toBe(false);
    await context.close();
  });

  it("offers nothing when the page is already in the browser's language", async () => {
    for (const [locale, path] of [
      ["en-US", "/about"],
      ["ru-RU", "/ru/about"],
      ["zh-CN", "/zh/about"],
    ] as const) {
      const context = await browser().newContext({ viewport: phone, locale });
      const page = await context.newPage();
      await page.goto(baseUrl() + path);
      const shown = await page.locator("[data-language-offer]:not([hidden])").count();
      expect([locale, path, shown]).toEqual([locale, path, 0]);
      await context.close();
    }
  });

  it("shows no offer without JavaScript, and the page is whole", async () => {
    const context = await browser().newContext({
      viewport: phone,
      locale: "ru-RU",
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/about`);
    expect(await page.getByRole("complementary", { name: offerText }).isVisible()).toBe(false);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    await context.close();
  });
});

describe("an explicit choice of language", () => {
  // The offer of English is written in English, whatever the page.
  const englishOffer = contentIn("en").interfaceText.languageSuggestion;
  it("is kept across pages: once Russian is chosen, an English browser is not offered English", async () => {
    const context = await browser().newContext({ viewport: phone, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/conditions/migraine`);
    const list = page.getByRole("navigation", { name: languageSwitcher.label });
    await list.getByRole("link", { name: "Русский" }).click();
    await page.waitForURL(`${baseUrl()}/ru/conditions/migraine`);
    for (const path of ["/ru/conditions/migraine", "/ru/patients", "/ru/treatments/cgrp"]) {
      await page.goto(baseUrl() + path);
      await page.waitForLoadState("load");
      expect(await page.getByText(englishOffer.text).filter({ visible: true }).count(), path).toBe(
        0,
      );
    }
    // A browser that has not chosen is offered English on the same page, so the check can fail.
    const fresh = await browser().newContext({ viewport: phone, locale: "en-US" });
    const other = await fresh.newPage();
    await other.goto(`${baseUrl()}/ru/patients`);
    await other.waitForLoadState("load");
    expect(await other.getByText(englishOffer.text).filter({ visible: true }).count()).toBe(1);
    await fresh.close();
    await context.close();
  });

  it("is never overruled without JavaScript: no offer shows at all", async () => {
    const context = await browser().newContext({
      viewport: phone,
      locale: "en-US",
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/ru/patients`);
    expect(await page.getByText(englishOffer.text).filter({ visible: true }).count()).toBe(0);
    await context.close();
  });
});
