// The site's frame on a phone, in a real browser: the call or book bar on
// every page, which on the home page waits for the hero's own Call to leave
// the screen; the offer of the browser's language standing on top of the bar
// rather than hiding it; on a short screen the bar in the page instead of
// over it; the menu's "Insurance" leading to the plan list; the hero's
// insurance and directions lines as controls a thumb finds; and the drawn
// name, the same on every language's pages. Words and facts come from the
// content.
import { practice } from "../../app/content-loader/practice.ts";
import type { Locator, Page } from "@playwright/test";
import { contentIn } from "../../app/content-loader/in-language.ts";
import { languagePath, mainPages, notFoundPath } from "../../app/content-loader/site-map.ts";
import { type Language, languages } from "../../app/content-loader/translated.ts";
import { expect, phone, test } from "./fixtures.ts";

const words = (language: Language) => contentIn(language).interfaceText;
const bar = (page: Page, language: Language) =>
  page.getByRole("navigation", { name: words(language).sideColumn.bar });

/**
 * For each element the locator finds, in one call: whether it is on the
 * screen and what the browser finds at its middle is it, and its height.
 */
const placesOf = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const place = { onTop: false, height: box.height };
      if (box.bottom <= 0 || box.top >= window.innerHeight || box.height === 0) return place;
      const y = Math.min(Math.max((box.top + box.bottom) / 2, 0), window.innerHeight - 1);
      const found = document.elementFromPoint((box.left + box.right) / 2, y);
      place.onTop = found !== null && (found === element || element.contains(found));
      return place;
    }),
  );

test.use({ viewport: phone, reducedMotion: "reduce", locale: "en-US" });

test.describe("the call or book bar", () => {
  const { home, patients, locations, about, contact } = mainPages;
  const pages = [home, patients, locations, about, contact].map((each) => each.path);
  for (const language of languages) {
    test(`${language}: at the foot of the screen on the main pages and the 404 page`, async ({
      page,
    }) => {
      for (const path of [
        ...pages.map((p) => languagePath(language, p)),
        languagePath(language, notFoundPath),
      ]) {
        await page.goto(path);
        // Halfway down each page, past any hero.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        const foot = bar(page, language);
        await expect(foot, path).toBeVisible();
        const box = await foot.boundingBox();
        expect(box && Math.round(box.y + box.height), path).toBe(phone.height);
        for (const { onTop } of await placesOf(foot.getByRole("link"))) {
          expect(onTop, path).toBe(true);
        }
      }
    });

    test(`${language}: on the home page, a way to call and a way to book are on screen from top to end`, async ({
      page,
    }) => {
      await page.goto(languagePath(language, "/"));
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const calls = page.locator('a[href^="tel:"]');
      const books = page.getByRole("link", { name: words(language).bookConsultation });
      const anyOnTop = async (links: Locator) => (await placesOf(links)).some(({ onTop }) => onTop);
      for (let y = 0; y < height; y += phone.height / 2) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        // The bar follows the scroll on the browser's next frames, not at once.
        await expect.poll(() => anyOnTop(calls), `a call link on screen at ${y}`).toBe(true);
        await expect.poll(() => anyOnTop(books), `a booking link on screen at ${y}`).toBe(true);
      }
    });
  }

  test("waits on the English home page while the hero's own Call is on the first screen", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.getByRole("main").getByRole("link", {
      name: new RegExp(words("en").call.replace("{phone}", ".*")),
    });
    await expect(hero.first()).toBeInViewport();
    await expect(bar(page, "en")).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
    await expect(bar(page, "en")).toBeVisible();
  });

  test("stays in view under the offer of the browser's language (Russian, or Spanish on a condition page), which covers none of it", async ({
    browser,
  }) => {
    for (const [path, locale, offered] of [
      ["/", "ru-RU", "ru"],
      [mainPages.patients.path, "ru-RU", "ru"],
      ["/conditions/migraine", "es-ES", "es"],
    ] as const) {
      // A fresh browser for each page: a dismissed offer stays dismissed.
      const context = await browser.newContext({ viewport: phone, locale });
      const page = await context.newPage();
      await page.goto(path);
      const offer = page.getByRole("complementary", {
        name: words(offered).languageSuggestion.text,
      });
      await expect(offer, path).toBeVisible();
      const foot = bar(page, "en");
      await expect(foot, path).toBeVisible();
      const [offerBox, barBox] = [await offer.boundingBox(), await foot.boundingBox()];
      expect(offerBox && barBox && offerBox.y + offerBox.height <= barBox.y + 0.5, path).toBe(true);
      expect(barBox && Math.round(barBox.y + barBox.height), path).toBe(phone.height);
      for (const { onTop, height } of [
        ...(await placesOf(foot.getByRole("link"))),
        ...(await placesOf(offer.getByRole("link"))),
        ...(await placesOf(offer.getByRole("button"))),
      ]) {
        expect(onTop, path).toBe(true);
        expect(height, path).toBeGreaterThanOrEqual(44);
      }
      // Dismissed, the offer leaves the bar where it was (on the home page,
      // back to waiting for the hero's Call to leave the screen).
      await offer.getByRole("button", { name: words(offered).languageSuggestion.dismiss }).click();
      await expect(offer).toBeHidden();
      if (path !== "/") await expect(foot).toBeVisible();
      await context.close();
    }
  });

  test("on a short screen (a phone held sideways) sits before the footer, not over the page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: phone.height, height: phone.width });
    await page.goto(mainPages.patients.path);
    const foot = bar(page, "en");
    await expect(foot).not.toBeInViewport();
    await foot.scrollIntoViewIfNeeded();
    await expect(foot).toBeInViewport();
    const [barBox, footerBox] = [
      await foot.boundingBox(),
      await page.getByRole("contentinfo").boundingBox(),
    ];
    expect(barBox && footerBox && barBox.y + barBox.height <= footerBox.y).toBe(true);
  });
});

test.describe("insurance where people look", () => {
  for (const language of languages) {
    test(`${language}: the phone menu's Insurance leads to the plan list, under the header`, async ({
      page,
    }) => {
      await page.goto(languagePath(language, "/about"));
      await page.getByRole("button", { name: words(language).header.menu }).click();
      await page
        .getByRole("navigation", { name: words(language).header.mainNavigation })
        .getByRole("link", { name: words(language).header.insurance })
        .click();
      await expect(page).toHaveURL(`${languagePath(language, mainPages.patients.path)}#insurance`);
      const heading = page.getByRole("heading", {
        level: 2,
        name: contentIn(language).patientsPage.insurance.heading,
      });
      await expect(heading).toBeInViewport();
      expect(await placesOf(heading)).toEqual([expect.objectContaining({ onTop: true })]);
    });

    test(`${language}: the hero's insurance and directions lines are targets a thumb finds`, async ({
      page,
    }) => {
      await page.goto(languagePath(language, "/"));
      const main = page.getByRole("main");
      const lines = [
        main.getByRole("link", { name: contentIn(language).practice.insurance.summary }),
        main.getByRole("link", { name: contentIn(language).officeContact.address }),
      ];
      for (const line of lines) {
        const box = await line.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
        expect(box?.width).toBeGreaterThanOrEqual(44);
        // A visible edge, not grey small print.
        const border = await line.evaluate((element) => getComputedStyle(element).borderTopWidth);
        expect(parseFloat(border)).toBeGreaterThan(0);
      }
    });
  }
});

test("the practice's name is drawn the same on every language's pages", async ({ page }) => {
  const shots: Buffer[] = [];
  for (const language of languages) {
    await page.goto(languagePath(language, "/"));
    shots.push(
      await page.getByRole("banner").getByRole("link", { name: practice().name }).screenshot(),
    );
  }
  for (const shot of shots.slice(1)) expect(shot.equals(shots[0] as Buffer)).toBe(true);
});
