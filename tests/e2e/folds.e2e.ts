// What a phone shows of the warning signs and the folded sections, without
// JavaScript (the public pages have none). The home page's warning block fits
// one 390×844 screen in every language, with the spec's signs and 911 in view
// and the same-day signs one tap away; a folded section opens with the
// keyboard, and the browser's find-in-page (here its twin, a link to a text
// fragment) opens the fold that holds the words it finds. What the HTML
// states: tests/static/detail-openings.test.ts.
import { bySlug, contentIn } from "../../app/content/in-language.ts";
import { conditionPath, languagePath } from "../../app/content/site-map.ts";
import { languages } from "../../app/content/translated.ts";
import { expect, phone, test } from "./fixtures.ts";

test.use({ viewport: phone, javaScriptEnabled: false });

for (const language of languages) {
  test(`${language}: the home page's warning signs take at most one phone screen, with the spec's signs and 911 in view`, async ({
    page,
  }) => {
    const words = contentIn(language);
    await page.goto(languagePath(language, "/"));
    const block = page.getByRole("region", { name: words.interfaceText.homePage.warningSigns });
    await block.scrollIntoViewIfNeeded();
    const height = (await block.boundingBox())?.height ?? Infinity;
    expect(height).toBeLessThanOrEqual(phone.height);
    expect(words.emergencySigns.length).toBeGreaterThan(4);
    for (const sign of words.emergencySigns) {
      await expect(block.getByText(sign, { exact: true })).toBeVisible();
    }
    await expect(block.getByRole("link", { name: "911", exact: true }).first()).toBeVisible();
    // Every 911 sign and every same-day sign is one tap away.
    const folded = [
      ...words.warningSigns.emergency.signs.slice(words.emergencySigns.length),
      ...words.warningSigns.sameDay.signs,
    ];
    expect(folded.length).toBeGreaterThan(0);
    for (const sign of folded) await expect(block.getByText(sign, { exact: true })).toBeHidden();
    for (const disclosure of [
      words.interfaceText.fold.moreEmergencySigns,
      words.interfaceText.fold.signs,
    ]) {
      await block.getByText(disclosure, { exact: true }).click();
    }
    for (const sign of folded) await expect(block.getByText(sign, { exact: true })).toBeVisible();
  });
}

test.describe("a folded section of the migraine page", () => {
  const words = contentIn("en");
  const migraine = bySlug(words.conditions, "migraine");
  const triptans = migraine?.moreSections?.[0];
  const folded = triptans?.points?.at(-1) ?? "";

  test("opens from the keyboard, and shows what it held", async ({ page }) => {
    await page.goto(conditionPath("migraine"));
    const section = page.getByRole("region", { name: triptans?.heading });
    await expect(section.getByText(folded)).toBeHidden();
    // The disclosure is in the tab order, as a screen reader's user meets it.
    const disclosure = section
      .locator("summary")
      .filter({ hasText: words.interfaceText.fold.more });
    await disclosure.focus();
    await expect(disclosure).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(section.getByText(folded)).toBeVisible();
    await expect(section.getByText(words.interfaceText.fold.less, { exact: true })).toBeVisible();
  });

  test("opens when the browser finds its words", async ({ page }) => {
    // A text fragment is found as find-in-page finds it, and opens its <details>.
    const start = folded.split(" ").slice(0, 5).join(" ");
    const fragment = encodeURIComponent(start).replace(/-/g, "%2D");
    await page.goto(`${conditionPath("migraine")}#:~:text=${fragment}`);
    await expect(page.getByText(folded)).toBeVisible();
  });
});
