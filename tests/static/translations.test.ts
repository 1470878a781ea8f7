// What the translators check on every built page of their language, read
// from build/client: Chinese pages use the full-width punctuation of their
// own words next to Han characters, with no stray space between Chinese
// characters (a component that joins words with ": ", ", " or " " shows
// here); on Russian pages no number parts from its word and no dash from the
// word before it at the end of a line (the typographer, app/content-loader/typography.ts);
// on Spanish pages the crisis box's "press 2 for Spanish" goes with 988, the
// line that has that menu, never with 911.
import { describe, expect, it } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { breakableRussianPairs } from "#tests/support/russian-breaks.ts";
import { type BuiltPage, builtPages } from "./built-site.ts";

const pages = builtPages();
const inLanguage = (language: string) =>
  pages
    .filter(({ page }) => page.language === language)
    .map((built) => [built.page.path, built] as const);

/**
 * The text a reader sees on a page, as one string, in the order of the
 * page: every text node outside scripts and styles. A passage marked as in
 * another language (a name in its own language, the English title of a
 * source) stands as "X", so what is next to it still reads as next to it.
 */
function visibleText({ document, page }: BuiltPage, foreignAs = "X"): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        parts.push(child.textContent ?? "");
      } else if (child.nodeType === 1) {
        const element = child as Element;
        if (["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(element.tagName)) continue;
        const lang = element.getAttribute("lang");
        if (lang && !lang.startsWith(page.language)) {
          if (element.textContent?.trim()) parts.push(foreignAs);
          continue;
        }
        walk(element);
      }
    }
  };
  walk(document.body);
  return parts.join("");
}

/** Each place in a text that matches, with a few characters either side. */
const placesOf = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) =>
    text.slice(Math.max(0, match.index - 8), match.index + match[0].length + 8),
  );

const han = "\\p{Script=Han}";
/** A Han character or a full-width sign of Chinese text (。，：；、（）“”《》). */
const chinese = `[${han}\\u3000-\\u303F\\uFF00-\\uFFEF\\u201C\\u201D]`;
const halfWidthBesideHan = new RegExp(`${han} *[:,;]|[:,;] *${han}`, "gu");
const spaceBetweenChinese = new RegExp(`${chinese}[\\s\\u00A0]+${chinese}`, "gu");

describe("every built Chinese page", () => {
  it.each(inLanguage("zh"))(
    "%s: no half-width colon, comma or semicolon next to a Han character",
    (_path, built) => {
      expect(placesOf(visibleText(built), halfWidthBesideHan)).toEqual([]);
    },
  );

  it.each(inLanguage("zh"))("%s: no space between Chinese characters", (_path, built) => {
    expect(placesOf(visibleText(built), spaceBetweenChinese)).toEqual([]);
  });
});

describe("every built Russian page", () => {
  it.each(inLanguage("ru"))(
    "%s: no number parts from its word, and no dash from the word before it",
    (_path, built) => {
      expect(breakableRussianPairs(visibleText(built, ""))).toEqual([]);
    },
  );
});

describe("every built Spanish page with the crisis box", () => {
  const { heading } = contentIn("es").warningSigns.crisis;
  const boxes = inLanguage("es").flatMap(([path, { document }]) =>
    [...document.querySelectorAll('[role="group"]')]
      .filter(
        (group) =>
          document.getElementById(group.getAttribute("aria-labelledby") ?? "")?.textContent ===
          heading,
      )
      .map((group) => [path, group.textContent ?? ""] as const),
  );

  it("is on the home page and the condition pages", () => {
    const paths = boxes.map(([path]) => path);
    expect(paths).toContain("/es");
    expect(paths.filter((path) => path.startsWith("/es/conditions/")).length).toBeGreaterThan(0);
  });

  it.each(boxes)(
    "%s: the key to press for Spanish is given with 988, not with 911",
    (_path, text) => {
      // Where the box tells which key to press ("marque el 2"), the last number named before it is 988.
      const menu = text.search(/\bmarque\b/i);
      expect(menu).toBeGreaterThan(0);
      expect(
        text
          .slice(0, menu)
          .match(/\b(911|988)\b/g)
          ?.at(-1),
      ).toBe("988");
      const sentence = text.slice(menu).split(/(?<=[.!?])\s/)[0] ?? "";
      expect(sentence).not.toMatch(/\b911\b/);
    },
  );
});
