// The heading typeface (scripts/heading-font.ts, app/design/heading-font.ts,
// app/app.css): each page preloads the files of its first screen and no
// other, the stylesheet uses those same files, no face can swap once text is
// painted, and the files hold every character the site's headings use.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultClientDir } from "#server/app.ts";
import { languages } from "#app/content-loader/translated.ts";
import { sitePages } from "#app/page-list/page-list.ts";
import {
  type HeadingFontSubset,
  headingFontFile,
  headingFontSubsets,
  makeHeadingFont,
  unicodeRange,
} from "#scripts/heading-font.ts";

const KB = 1024;
const htmlOf = (urlPath: string) =>
  readFileSync(path.join(defaultClientDir, urlPath, "index.html"), "utf8");
const fontPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"[^>]*>/g)].map(
    (match) => match[0],
  );
const stylesheetOf = (html: string) => {
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? "";
  return readFileSync(path.join(defaultClientDir, href), "utf8");
};
const fontFaces = (css: string) => css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
const subsets = Object.keys(headingFontSubsets) as HeadingFontSubset[];

// The files each language's first screen needs: its headline's script, and
// Latin for the practice's name in the header. Chinese uses the phone's font.
const expected = {
  en: ["latin"],
  es: ["latin"],
  ru: ["cyrillic", "latin"],
  zh: [],
} as const;

/** The text of every heading and of the header's name link, from the built HTML. */
function headingText(html: string): string {
  const parts = [...html.matchAll(/<h[1-3]\b[^>]*>([\s\S]*?)<\/h[1-3]>/g)].map(
    (match) => match[1] ?? "",
  );
  const name = /<header\b[\s\S]*?<a\b[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1] ?? "";
  return [...parts, name]
    .join(" ")
    .replace(/<svg\b[\s\S]*?<\/svg>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0");
}

describe("the heading typeface", () => {
  it.each(sitePages().map((page) => [page.path, page.language] as const))(
    "%s preloads only its first screen's files, and its stylesheet uses them",
    (urlPath, language) => {
      const html = htmlOf(urlPath);
      const preloads = fontPreloads(html);
      const files = preloads.map((link) => /href="\/assets\/inter-bold-(\w+)-/.exec(link)?.[1]);
      expect(files).toEqual(expected[language]);
      for (const link of preloads) {
        // A font preload without crossorigin is fetched twice.
        expect(link).toMatch(/type="font\/woff2"/);
        expect(link).toMatch(/crossorigin="anonymous"/);
        const href = /href="([^"]+)"/.exec(link)?.[1] ?? "";
        expect(stylesheetOf(html)).toContain(`url(${href})`);
        expect(statSync(path.join(defaultClientDir, href)).size).toBeLessThanOrEqual(16 * KB);
      }
    },
  );

  it("declares each file with exactly its characters, and no swap after text is painted", () => {
    const faces = fontFaces(stylesheetOf(htmlOf("/")));
    for (const subset of subsets) {
      const face = faces.find((candidate) => candidate.includes(`inter-bold-${subset}-`)) ?? "";
      expect(face).toMatch(/font-display:\s*optional/);
      const declared = /unicode-range:\s*([^;}]+)/.exec(face)?.[1]?.replace(/\s+/g, "");
      expect(declared).toBe(
        unicodeRange(headingFontSubsets[subset].characters).replace(/\s+/g, ""),
      );
    }
    // The fallback is scaled to Inter's metrics, so a heading wraps alike in either face.
    const fallback = faces.find((face) => /Inter Fallback/.test(face)) ?? "";
    for (const property of ["size-adjust", "ascent-override", "descent-override"]) {
      expect(fallback).toMatch(new RegExp(`${property}:\\s*\\d+(\\.\\d+)?%`));
    }
  });

  it("sets headings in the typeface, with the metric-matched fallback next, but Chinese in the phone's font", () => {
    const css = stylesheetOf(htmlOf("/"));
    expect(css).toMatch(/--font-heading:\s*"Inter",\s*"Inter Fallback"/);
    expect(css).toMatch(/h1,\s*h2,\s*h3\s*\{[^}]*font-family:\s*var\(--font-heading\)/);
    expect(css).toMatch(/:root:lang\(zh\)\s*\{\s*--font-heading:\s*var\(--font-sans\)/);
  });

  // Every language but Chinese, whose headings are in the phone's font (above).
  it.each(languages.filter((language) => language !== "zh"))(
    "has every character of the %s headings and the practice's name in its files",
    (language) => {
      const covered = new Set(
        subsets.flatMap((subset) => [...headingFontSubsets[subset].characters]),
      );
      const pages = sitePages().filter((page) => page.language === language);
      const missing = new Set<string>();
      for (const page of pages) {
        for (const char of headingText(htmlOf(page.path))) {
          if (!/\s/.test(char) && !covered.has(char)) missing.add(`${char} (${page.path})`);
        }
      }
      expect([...missing]).toEqual([]);
    },
  );

  it.each(subsets)("keeps the %s file as `npm run fonts` makes it", async (subset) => {
    const committed = readFileSync(headingFontFile(subset));
    expect((await makeHeadingFont(subset)).equals(committed)).toBe(true);
  });
});
