// The heading typeface (app/lib/heading-font.ts, app/app.css): each page
// preloads the one file its language's headline is set in, the stylesheet
// uses that same file, no face can swap once text is painted, and a page
// downloads only the scripts its words use.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultClientDir } from "#server/app.ts";
import { sitePages } from "#app/lib/site-pages.ts";

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

// The script each language's headlines are written in, or none for the phone's own font.
const expected = { en: /inter-latin-700/, es: /inter-latin-700/, ru: /inter-cyrillic-700/ };

describe("the heading typeface", () => {
  it.each(sitePages().map((page) => [page.path, page.language] as const))(
    "%s preloads only its language's file, and its stylesheet uses that file",
    (urlPath, language) => {
      const html = htmlOf(urlPath);
      const preloads = fontPreloads(html);
      if (language === "zh") {
        expect(preloads).toEqual([]);
        return;
      }
      expect(preloads).toHaveLength(1);
      const [link = ""] = preloads;
      expect(link).toMatch(expected[language]);
      // A font preload without crossorigin is fetched twice.
      expect(link).toMatch(/type="font\/woff2"/);
      expect(link).toMatch(/crossorigin="anonymous"/);
      const href = /href="([^"]+)"/.exec(link)?.[1] ?? "";
      expect(stylesheetOf(html)).toContain(`url(${href})`);
      expect(statSync(path.join(defaultClientDir, href)).size).toBeLessThanOrEqual(25 * KB);
    },
  );

  it("declares every face with a script's range and no swap after text is painted", () => {
    const faces = fontFaces(stylesheetOf(htmlOf("/")));
    const inter = faces.filter((face) => /font-family:\s*"?Inter"?;/.test(face));
    expect(inter).toHaveLength(2);
    for (const face of inter) {
      expect(face).toMatch(/font-display:\s*optional/);
      expect(face).toMatch(/unicode-range:/);
      expect(face).toMatch(/\.woff2\)?\s*format\("?woff2"?\)/);
    }
    // The fallback is scaled to Inter's metrics, so a heading wraps alike in either face.
    const fallback = faces.find((face) => /Inter Fallback/.test(face)) ?? "";
    for (const property of ["size-adjust", "ascent-override", "descent-override"]) {
      expect(fallback).toMatch(new RegExp(`${property}:\\s*\\d+(\\.\\d+)?%`));
    }
  });

  it("sets headings in the typeface, with the metric-matched fallback next", () => {
    const css = stylesheetOf(htmlOf("/"));
    expect(css).toMatch(/--font-heading:\s*"Inter",\s*"Inter Fallback"/);
    expect(css).toMatch(/h1,\s*h2,\s*h3\s*\{[^}]*font-family:\s*var\(--font-heading\)/);
  });
});
