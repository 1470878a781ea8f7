// axe-core finds no violations in the states a page reaches after a visitor
// acts: the contact page's outcome panels, an FAQ answer open, the mobile
// menu open. (Each kind of page as it loads, on a phone and a desktop:
// pages.e2e.ts.)
import { bySlug, contentIn } from "../../app/content-loader/in-language.ts";
import { notReadIds } from "../../app/contact/endpoint.ts";
import { axeViolations, expect, formEnhanced, phone, test } from "./fixtures.ts";

const { treatments } = contentIn("en");

test.use({ viewport: phone });

test.describe("accessibility", () => {
  for (const id of ["message-sent", "message-not-sent", ...Object.values(notReadIds)]) {
    test(`has no axe violations with the contact page's ${id} panel shown`, async ({ page }) => {
      await page.goto(`/contact#${id}`);
      await formEnhanced(page);
      await expect(page.locator(`#${id}`)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("has no axe violations with an FAQ answer open", async ({ page }) => {
    await page.goto("/treatments/botox");
    const first = bySlug(treatments, "botox")?.faqs[0]?.question ?? "";
    await page.getByText(first, { exact: true }).click();
    await expect(page.locator("details[open] > summary")).toHaveText([first]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("has no axe violations with the mobile menu open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
