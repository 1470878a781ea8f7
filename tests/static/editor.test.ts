// The editor stays at /admin, and drafts stay drafts: no page of the built
// site loads anything of the editor (the public pages keep their 0 KB of
// JavaScript, tests/static/budgets.test.ts), and no page says it is a draft,
// which only a draft's preview does (SITE_DRAFT=1, app/page-list/draft.ts).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { languages } from "#app/content-loader/translated.ts";
import { builtPages, clientDir } from "./built-site.ts";

describe("the public build and the editor", () => {
  const pages = builtPages();

  it("loads nothing of the editor on any page: no script, style or frame under /admin", () => {
    expect(pages.length).toBeGreaterThan(50);
    const loading = pages.flatMap(({ page, document }) =>
      [...document.querySelectorAll("script[src], link[href], iframe[src]")]
        .map((element) => element.getAttribute("src") ?? element.getAttribute("href") ?? "")
        .filter((address) => address.startsWith("/admin"))
        .map((address) => `${page.path}: ${address}`),
    );
    expect(loading).toEqual([]);
    // The editor is there, at /admin alone.
    expect(existsSync(path.join(clientDir, "admin", "index.html"))).toBe(true);
    expect(readFileSync(path.join(clientDir, "admin", "index.html"), "utf8")).toContain(
      "/admin/editor.js",
    );
  });

  it("says on no page that it is a draft, in any language", () => {
    const words = languages.map((language) => contentIn(language).interfaceText.draft);
    expect(new Set(words).size).toBe(languages.length);
    const drafts = pages.filter(
      ({ html, document }) =>
        document.querySelector("[data-draft]") || words.some((each) => html.includes(each)),
    );
    expect(drafts.map(({ page }) => page.path)).toEqual([]);
  });
});
