// The offer of the browser's language beside the translation notice's link to
// the English original (issue 38): reading the original is a look, not a
// choice. The language just left is not offered on the original, English is
// not remembered as chosen, and a translated page asks a reader to go to
// English once at most: through its notice, never with an offer as well.
import { contentIn } from "../../app/content-loader/in-language.ts";
import { translations } from "../../app/content-loader/translated.ts";
import { expect, offerSettled, phone, test } from "./fixtures.ts";

const russian = contentIn("ru").interfaceText;
const english = contentIn("en").interfaceText;

test.describe("a Russian browser that reads the English original of a Russian page", () => {
  test.use({ viewport: phone, locale: "ru-RU" });

  test("is not offered Russian on the original, nor on the English pages after it in that tab", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/ru/about");
    await page.getByRole("link", { name: russian.translation.original }).click();
    await expect(page).toHaveURL(`${baseURL}/about`);
    const offer = page.getByRole("complementary", { name: russian.languageSuggestion.text });
    for (const path of ["/about", "/conditions/migraine"]) {
      if (path !== "/about") await page.goto(path);
      await offerSettled(page);
      await expect(offer, path).toBeHidden();
    }
  });

  test("has not chosen English: another visit to an English page offers Russian again", async ({
    page,
    context,
  }) => {
    await page.goto("/ru/conditions/migraine");
    await page.getByRole("link", { name: russian.translation.original }).click();
    await expect(page).toHaveURL(/\/conditions\/migraine$/);
    // A new tab is a later visit: it shares the browser's storage, not the tab's.
    const later = await context.newPage();
    await later.goto("/treatments");
    await expect(
      later.getByRole("complementary", { name: russian.languageSuggestion.text }),
    ).toBeVisible();
  });
});

test.describe("an English browser on a translated page", () => {
  test.use({ viewport: phone, locale: "en-US" });

  for (const language of translations) {
    test(`is asked once to read the English original, on /${language}/about`, async ({ page }) => {
      const words = contentIn(language).interfaceText;
      await page.goto(`/${language}/about`);
      await offerSettled(page);
      await expect(page.getByRole("link", { name: words.translation.original })).toBeVisible();
      await expect(page.getByText(english.languageSuggestion.text)).toBeHidden();
      await expect(
        page.getByRole("link", { name: english.languageSuggestion.read, exact: true }),
      ).toBeHidden();
    });
  }
});

test.describe("a Chinese browser on a Russian page", () => {
  test.use({ viewport: phone, locale: "zh-CN" });

  test("is offered Chinese there: a translated page still offers the other translations", async ({
    page,
  }) => {
    const chinese = contentIn("zh").interfaceText.languageSuggestion;
    await page.goto("/ru/about");
    const offer = page.getByRole("complementary", { name: chinese.text });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole("link", { name: chinese.read })).toHaveAttribute(
      "href",
      "/zh/about",
    );
  });
});

test.describe("a Russian browser on an English page, with the keyboard", () => {
  test.use({ viewport: phone, locale: "ru-RU" });

  test("closing the offer keeps focus on the page, before the language links, not on <body>", async ({
    page,
  }) => {
    await page.goto("/about");
    const offer = page.getByRole("complementary", { name: russian.languageSuggestion.text });
    const close = offer.getByRole("button", { name: russian.languageSuggestion.dismiss });
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(offer).toBeHidden();
    await expect(page.getByRole("link", { name: english.skipToContent })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });
});

// A short screen (320×256: a 1280×1024 window at 400 % zoom) has no room for
// a bar fixed to its foot: there the offer sits in the page's flow, at its
// top, as the Call/Book bar does before the footer, and scrolls away with the
// page instead of covering what the reader scrolls to (L6). A phone keeps it
// in view.
test.describe("a Russian browser on an English page", () => {
  test.use({ locale: "ru-RU" });

  for (const [screen, fixed] of [
    [{ width: 320, height: 256 }, false],
    [phone, true],
  ] as const) {
    test(`${fixed ? "keeps the offer on the screen" : "scrolls past the offer"} at ${screen.width}×${screen.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await page.goto("/conditions/migraine");
      const offer = page.getByRole("complementary", { name: russian.languageSuggestion.text });
      await expect(offer).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      if (fixed) await expect(offer).toBeInViewport();
      else await expect(offer).not.toBeInViewport();
    });
  }
});
