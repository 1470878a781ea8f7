// The home page's first screen and its physician card, as each screen shows
// them: on a phone, in every language, Book and Call are on the first screen
// and the card, with a portrait of at least 96 px, comes right after them,
// keeping to who she is, with the link to the rest; beside the headline on a
// wide screen it says who the physician is and how she is certified. (What the
// home page's HTML states, in every language: tests/static/home.test.ts.)
import { practice } from "../../app/content-loader/practice.ts";
import type { Locator, Page } from "@playwright/test";
import { contentIn } from "../../app/content-loader/in-language.ts";
import { bookingPath, languagePath } from "../../app/content-loader/site-map.ts";
import { languages } from "../../app/content-loader/translated.ts";
import { desktop, expect, phone, test } from "./fixtures.ts";

const { physicianCard } = contentIn("en");

/** Whether each part of the card is shown on this page, and the card's height. */
async function partsShown(page: Page) {
  const card = page.getByRole("group", { name: physicianCard.label });
  const shown = (text: string) => card.getByText(text, { exact: true }).isVisible();
  await expect(card).toBeVisible();
  return {
    name: await shown(practice().physician.name),
    title: await shown(practice().physician.title),
    link: await card.getByRole("link", { name: physicianCard.link.label }).isVisible(),
    certifications: await Promise.all(
      practice().physician.certifications.map(({ text }) => shown(text)),
    ),
    approach: await shown(physicianCard.approach),
    height: (await card.boundingBox())?.height ?? 0,
  };
}
const everyCertification = (shown: boolean) => practice().physician.certifications.map(() => shown);

// JavaScript off: the card is as the prerendered HTML and the stylesheet make it.
test.use({ javaScriptEnabled: false });

test.describe("the physician card", () => {
  // (Its place on a phone, in every language: "the first screen of a phone" below.)
  test.describe("on a desktop", () => {
    test.use({ viewport: desktop });

    test("shows the name, title, certifications, approach and link", async ({ page }) => {
      await page.goto("/");
      expect(await partsShown(page)).toMatchObject({
        name: true,
        title: true,
        link: true,
        certifications: everyCertification(true),
        approach: true,
      });
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: phone });

    test("keeps to the name, title and link, in under a third of the screen", async ({ page }) => {
      await page.goto("/");
      const parts = await partsShown(page);
      expect(parts).toMatchObject({
        name: true,
        title: true,
        link: true,
        certifications: everyCertification(false),
        approach: false,
      });
      expect(parts.height).toBeGreaterThan(0);
      expect(parts.height).toBeLessThan(phone.height / 3);
    });
  });
});

/** Where an element lies on the page, from the page's top, with the page scrolled to the top. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not shown");
  return box;
}

test.describe("the first screen of a phone, in every language", () => {
  test.use({ viewport: phone });

  for (const language of languages) {
    test(`${language}: Book and Call are on it, and the physician's card comes right after them`, async ({
      page,
    }) => {
      const words = contentIn(language);
      await page.goto(languagePath(language, "/"));
      const hero = page.getByRole("region", { name: words.hero.headline });
      const book = hero.getByRole("link", { name: words.interfaceText.bookConsultation });
      const call = hero.locator(`a[href="tel:${practice().phone.e164}"]`);
      await expect(book).toHaveAttribute("href", languagePath(language, bookingPath));
      const [bookBox, callBox] = [await boxOf(book), await boxOf(call)];
      // Both whole, within the first 844 px of a 390 px wide page.
      for (const box of [bookBox, callBox]) {
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
      }
      // How soon a new patient is seen, under the buttons.
      const availability = hero.getByText(words.hero.availability, { exact: true });
      expect((await boxOf(availability)).y).toBeGreaterThanOrEqual(callBox.y + callBox.height);
      const card = hero.getByRole("group", { name: words.physicianCard.label });
      const cardBox = await boxOf(card);
      expect(cardBox.y).toBeGreaterThanOrEqual(callBox.y + callBox.height);
      // Nothing but the availability line between the buttons and the card: the benefits follow it.
      const firstBenefit = hero.getByRole("listitem").filter({ hasText: words.hero.benefits[0] });
      expect((await boxOf(firstBenefit)).y).toBeGreaterThan(cardBox.y + cardBox.height);
      // The portrait fills a round frame at least 96 px across.
      expect((await boxOf(card.locator("img"))).width).toBeGreaterThanOrEqual(96);
    });
  }
});
