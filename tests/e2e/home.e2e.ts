// The home page's physician card, as each screen shows it: beside the
// headline on a wide screen it says who the physician is and how they are
// certified; on a phone, where it comes between the hero and the conditions,
// it keeps to who, with the link to the rest. (What the home page's HTML
// states, in every language: tests/static/home.test.ts.)
import type { Page } from "@playwright/test";
import { clinic } from "../../app/content/clinic.ts";
import { contentIn } from "../../app/content/in-language.ts";
import { desktop, expect, phone, test } from "./fixtures.ts";

const { physicianCard } = contentIn("en");

/** Whether each part of the card is shown on this page, and the card's height. */
async function partsShown(page: Page) {
  const card = page.getByRole("group", { name: physicianCard.label });
  const shown = (text: string) => card.getByText(text, { exact: true }).isVisible();
  await expect(card).toBeVisible();
  return {
    name: await shown(clinic.physician.name),
    title: await shown(clinic.physician.title),
    link: await card.getByRole("link", { name: physicianCard.link.label }).isVisible(),
    certifications: await Promise.all(clinic.physician.certifications.map(shown)),
    approach: await shown(physicianCard.approach),
    height: (await card.boundingBox())?.height ?? 0,
  };
}
const everyCertification = (shown: boolean) => clinic.physician.certifications.map(() => shown);

// JavaScript off: the card is as the prerendered HTML and the stylesheet make it.
test.use({ javaScriptEnabled: false });

test.describe("the physician card", () => {
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
