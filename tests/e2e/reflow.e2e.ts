// Every page reflows at 320 CSS px (WCAG 1.4.10: a 1280 px window at 400 %
// zoom): nothing makes it scroll sideways, and no phone number breaks across
// lines. Every page of the list and its 404 page, a language to a test, in
// one browser tab visited in turn.
import { clinic } from "../../app/content/clinic.ts";
import { languages } from "../../app/content/translated.ts";
import { notFoundKey, sitePages } from "../../app/pages/page-list.ts";
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
      }, clinic.phone.display);
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
