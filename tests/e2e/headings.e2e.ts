// On a 390 px phone, no heading breaks a word in two, in any language (a
// hyphenated compound may wrap at its hyphen): a long Russian or Spanish
// word moves whole to the next line.
import { languages } from "../../app/content-loader/translated.ts";
import { expect, phone, test } from "./fixtures.ts";

const paths = ["", "/conditions/medication-overuse", "/treatments/neuromodulation", "/patients"];

test.use({ viewport: phone });

test.describe("headings on a phone", () => {
  for (const language of languages) {
    test(`${language}: no heading word is split across lines`, async ({ page }) => {
      const prefix = language === "en" ? "" : `/${language}`;
      for (const path of paths) {
        await page.goto(`${prefix}${path || "/"}`);
        const split = await page.evaluate(() => {
          const found: string[] = [];
          for (const heading of document.querySelectorAll("h1, h2, h3")) {
            const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node as Text;
              for (const match of text.data.matchAll(/[\p{L}\p{N}'’]+/gu)) {
                // Chinese wraps between characters by design; a run of letters must not.
                if (/\p{Script=Han}/u.test(match[0]) || match[0].length < 2) continue;
                const range = document.createRange();
                range.setStart(text, match.index);
                range.setEnd(text, match.index + match[0].length);
                const lines = new Set(
                  [...range.getClientRects()].map((rect) => Math.round(rect.top)),
                );
                if (lines.size > 1) found.push(match[0]);
              }
            }
          }
          return found;
        });
        expect(split, `${prefix}${path}`).toEqual([]);
      }
    });
  }
});
