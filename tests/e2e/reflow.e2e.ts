// Every page reflows at 320 CSS px (WCAG 1.4.10: a 1280 px window at 400 %
// zoom): nothing makes it scroll sideways, and no phone number breaks across
// lines. Every page of the list and its 404 page, a language to a test, in
// one browser tab visited in turn.
import { practice } from "../../app/content-loader/practice.ts";
import type { Page } from "@playwright/test";
import { contentIn } from "../../app/content-loader/in-language.ts";
import { languagePath } from "../../app/content-loader/site-map.ts";
import { languages } from "../../app/content-loader/translated.ts";
import { notFoundKey, sitePages } from "../../app/page-list/page-list.ts";
import { expect, test, unknownPaths } from "./fixtures.ts";

const narrow = { width: 320, height: 640 } as const;

// The layout is the HTML's and the CSS's (the site is HTML first, decision
// 011): without scripts each page loads in a fraction of the time.
test.use({ viewport: narrow, javaScriptEnabled: false });

for (const [index, language] of languages.entries()) {
  test(`no ${language} page is wider than a 320 px screen, and every phone number stays on one line`, async ({
    page,
  }) => {
    const paths = [
      ...sitePages()
        .filter((entry) => entry.language === language && entry.key !== notFoundKey)
        .map((entry) => entry.path),
      unknownPaths[index] ?? "/no-such-page",
    ];
    expect(paths.length).toBeGreaterThan(20);
    const wide: string[] = [];
    const broken: string[] = [];
    const withoutPracticePhone: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const found = await page.evaluate((practicePhone) => {
        // Each phone number a call link shows (seven digits or more), line
        // by line: the lines it spans are its boxes' distinct tops.
        const callLinks = [...document.querySelectorAll('a[href^="tel:"]')].filter(
          (link) => link.getClientRects().length > 0,
        );
        const oneSpaced = (text: string) => text.replace(/\s+/g, " ");
        const showsPracticePhone = callLinks.some((link) =>
          oneSpaced(link.textContent ?? "").includes(oneSpaced(practicePhone)),
        );
        const phoneLines = callLinks.flatMap((link) => {
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          const numbers: { text: string; lines: number }[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of (node.textContent ?? "").matchAll(/[(+\d][\d()\s.-]*\d/g)) {
              if ((match[0].match(/\d/g) ?? []).length < 7) continue;
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set(
                [...range.getClientRects()]
                  .filter((box) => box.width > 0)
                  .map((box) => Math.round(box.top)),
              );
              numbers.push({ text: match[0], lines: tops.size });
            }
          }
          return numbers;
        });
        return { width: document.documentElement.scrollWidth, phoneLines, showsPracticePhone };
      }, practice().phone.display);
      if (found.width > narrow.width) wide.push(`${path}: ${found.width} px`);
      if (!found.showsPracticePhone) withoutPracticePhone.push(path);
      for (const { text, lines } of found.phoneLines) {
        if (lines > 1) broken.push(`${path}: "${text}" on ${lines} lines`);
      }
    }
    expect(wide).toEqual([]);
    expect(broken).toEqual([]);
    // Every page shows the practice's phone number (its facts) in a call link.
    expect(withoutPracticePhone).toEqual([]);
  });
}

// The Call/Book bar at the foot of every page below the lg breakpoint, in each
// language: fixed on a phone (320 and 360 px), and in the page's flow at 400 %
// zoom (320×200). Each link is whole on the screen, its words not cut, and the
// page does not scroll sideways; the text spacing of WCAG 1.4.12 changes none of it.
const textSpacing =
  "*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}";
/** Puts the spacing in as a style of the test's own, which the page's policy would refuse. */
const spaceText = (page: Page) =>
  page.evaluate((css) => {
    const style = document.createElement("style");
    style.textContent = css;
    document.head.append(style);
  }, textSpacing);

test.describe("text spacing", () => {
  test.use({ bypassCSP: true });

  for (const language of languages) {
    test(`the ${language} Call/Book bar fits 320 and 360 px screens and 400 % zoom, with text spacing too`, async ({
      page,
    }) => {
      const words = contentIn(language).interfaceText;
      const cut: string[] = [];
      for (const screen of [
        { width: 320, height: 640 },
        { width: 360, height: 640 },
        { width: 320, height: 200 },
      ]) {
        await page.setViewportSize(screen);
        for (const spacing of [false, true]) {
          await page.goto(languagePath(language, "/conditions/migraine"));
          if (spacing) await spaceText(page);
          const bar = page.getByRole("navigation", { name: words.sideColumn.bar });
          const links = [
            bar.getByRole("link", { name: words.bookConsultation }),
            bar.getByRole("link", { name: /\d/ }),
          ];
          const where = `${screen.width}×${screen.height}${spacing ? " with text spacing" : ""}`;
          for (const link of links) {
            await link.scrollIntoViewIfNeeded();
            const box = await link.evaluate((element) => {
              const { left, right } = element.getBoundingClientRect();
              return { left, right, cut: element.scrollWidth > element.clientWidth };
            });
            const name = (await link.textContent()) ?? "";
            if (box.left < 0 || box.right > screen.width || box.cut)
              cut.push(`${where}: "${name}" ${Math.round(box.left)}–${Math.round(box.right)} px`);
          }
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          // Text spacing widens other parts of some pages (L3); the bar's own fit is checked above.
          if (!spacing && width > screen.width) cut.push(`${where}: the page is ${width} px wide`);
        }
      }
      expect(cut).toEqual([]);
    });
  }

  test("the Russian home page's buttons wrap to a 320 px screen's column with text spacing", async ({
    page,
  }) => {
    await page.goto(languagePath("ru", "/"));
    await spaceText(page);
    const words = contentIn("ru").interfaceText;
    const main = page.getByRole("main");
    for (const button of [
      main.getByRole("link", { name: words.bookConsultation }).first(),
      main.getByRole("link", { name: /\d{4}/ }).first(),
    ]) {
      // The narrowest the button can be, against the page's column (320 px less its margins).
      const [least, column] = await button.evaluate((element) => {
        const column = (element.closest("main section > div") ?? element).clientWidth;
        const style = (element as HTMLElement).style;
        style.width = "min-content";
        const width = element.getBoundingClientRect().width;
        style.width = "";
        return [width, Math.min(column, 288)];
      });
      expect(least, (await button.textContent()) ?? "").toBeLessThanOrEqual(column);
    }
  });
});

// WCAG 1.4.12 at 320 px: with the text spacing, the pages that once widened or
// cut text (L3) keep to the screen's width, and no box cuts off the text in
// it: the Russian home page (the physician's card, the cards' lists), a
// Russian condition page (its related treatments) and the contact page (the
// table of half days).
test.describe("text spacing at 320 px", () => {
  test.use({ bypassCSP: true, viewport: narrow });

  for (const path of [
    languagePath("ru", "/"),
    languagePath("en", "/"),
    languagePath("ru", "/conditions/migraine"),
    languagePath("en", "/contact"),
    languagePath("ru", "/contact"),
  ]) {
    test(`${path} keeps to 320 px and cuts no text`, async ({ page }) => {
      await page.goto(path);
      await spaceText(page);
      const found = await page.evaluate(() => {
        const cut: string[] = [];
        for (const element of document.querySelectorAll<HTMLElement>("body *")) {
          const style = getComputedStyle(element);
          // Text only for screen readers (the skip link until focused), or for
          // nobody (the bots' trap), is meant to be cut.
          if (style.overflowX === "visible" || style.clipPath !== "none") continue;
          if (element.closest('[aria-hidden="true"]')) continue;
          if (element.getClientRects().length === 0 || !element.textContent?.trim()) continue;
          if (element.scrollWidth > element.clientWidth + 1) {
            const text = element.textContent.trim().replace(/\s+/g, " ").slice(0, 60);
            cut.push(`"${text}": ${element.scrollWidth} px in ${element.clientWidth}`);
          }
        }
        return { width: document.documentElement.scrollWidth, cut };
      });
      expect.soft(found.width, "the document's width").toBe(narrow.width);
      expect(found.cut).toEqual([]);
    });
  }
});
