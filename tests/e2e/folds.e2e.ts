// What a phone and a wide screen show of the warning signs and the folded
// explanation, without JavaScript (the public pages have none). The home
// page's warning block shows every sign, both levels and the 988 line, and is
// no taller on a phone than it was when half its signs were folded; a fold
// (explanation only) opens with the keyboard and when the browser's
// find-in-page (here its twin, a link to a text fragment) finds its words; on
// a wide screen nothing folds. What the HTML states:
// tests/static/safety-in-view.test.ts and tests/static/detail-openings.test.ts.
import { bySlug, contentIn } from "../../app/content-loader/in-language.ts";
import { conditionPath, languagePath } from "../../app/content-loader/site-map.ts";
import { languages } from "../../app/content-loader/translated.ts";
import { desktop, expect, phone, test } from "./fixtures.ts";

test.use({ viewport: phone, javaScriptEnabled: false });

/**
 * The home warning block's height on a 390×844 phone at 7632702, when four of
 * its nine 911 signs and all its same-day signs were folded (Chinese in Noto
 * Sans CJK): the block, with
 * every sign in view, may be no taller (medical review G1, 2026-11-28).
 */
const foldedHeight = { en: 709, es: 791, ru: 836, zh: 622 } as const;

for (const language of languages) {
  test(`${language}: the home page's warning block shows every sign and 988, no taller than when it folded half`, async ({
    page,
  }) => {
    const words = contentIn(language);
    await page.goto(languagePath(language, "/"));
    const block = page.getByRole("region", { name: words.interfaceText.homePage.warningSigns });
    await block.scrollIntoViewIfNeeded();
    const { emergency, sameDay, crisis } = words.warningSigns;
    for (const text of [...emergency.signs, ...sameDay.signs]) {
      await expect(block.getByRole("listitem").filter({ hasText: text })).toBeVisible();
    }
    await expect(block.getByText(sameDay.intro)).toBeVisible();
    await expect(block.getByRole("link", { name: "988", exact: true })).toBeVisible();
    await expect(block.getByRole("link", { name: "911", exact: true }).first()).toBeVisible();
    expect(crisis.text).toMatch(/988/);
    expect(await block.locator("details").count()).toBe(0);
    const height = (await block.boundingBox())?.height ?? Infinity;
    expect(height).toBeLessThanOrEqual(foldedHeight[language]);
  });
}

test.describe("a fold of the migraine page", () => {
  const words = contentIn("en");
  const migraine = bySlug(words.conditions, "migraine");
  const folded = migraine?.diagnosis.criteria.at(-1) ?? "";

  test("says what it holds, and opens from the keyboard", async ({ page }) => {
    await page.goto(conditionPath("migraine"));
    await expect(page.getByText(folded)).toBeHidden();
    // The disclosure is in the tab order, as a screen reader's user meets it.
    const disclosure = page
      .locator("summary")
      .filter({ hasText: words.interfaceText.fold.criteria });
    await disclosure.focus();
    await expect(disclosure).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(folded)).toBeVisible();
  });

  test("opens when the browser finds its words", async ({ page }) => {
    // A text fragment is found as find-in-page finds it, and opens its <details>.
    const start = folded.split(" ").slice(0, 5).join(" ");
    const fragment = encodeURIComponent(start).replace(/-/g, "%2D");
    await page.goto(`${conditionPath("migraine")}#:~:text=${fragment}`);
    await expect(page.getByText(folded)).toBeVisible();
  });

  test("does not fold on a wide screen", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto(conditionPath("migraine"));
    await expect(page.getByText(folded)).toBeVisible();
    await expect(
      page.locator("summary").filter({ hasText: words.interfaceText.fold.criteria }),
    ).toBeHidden();
  });
});
