// Byte budgets for a visitor on a slow phone connection, read from the built
// files. Bytes do not wobble, so these are tests, not benchmarks.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { filesUnder } from "#scripts/build-files.ts";
import { defaultClientDir } from "#server/app.ts";
import { translations } from "#app/content-loader/translated.ts";
import { sitePages } from "#app/page-list/page-list.ts";
import { sitePaths } from "#app/page-list/page-list.ts";

const KB = 1024;
// JavaScript: only the contact page loads a script file, its form's, which
// needs no framework (docs/decisions/017-contact-form-without-a-framework.md):
// 20 KB at most, and its goal is 12. The 404 page's console line is inline.
const budgets = { js: 20 * KB, css: 20 * KB, html: 30 * KB, image: 100 * KB };
// The contact page, in every language.
const hydratingPages = sitePages().filter((page) => page.key === "contact");
const hydratingPaths = new Set(hydratingPages.map((page) => page.path));
const languagePrefixes = ["", ...translations.map((language) => `/${language}`)];
const jsBudget = (urlPath: string) => (hydratingPaths.has(urlPath) ? budgets.js : 0);

/**
 * The bytes the server sends for a file to a browser that accepts gzip: its
 * precompressed `.gz` copy, checked to hold exactly the file.
 */
function gzipSize(file: string): number {
  const copy = readFileSync(`${file}.gz`);
  expect(gunzipSync(copy).equals(readFileSync(file)), `${file}.gz holds the file`).toBe(true);
  return copy.length;
}

/** The HTML file the server sends for a path. */
function htmlFileFor(urlPath: string): string {
  return path.join(defaultClientDir, urlPath, "index.html");
}

/**
 * Every JavaScript module a page loads to hydrate: the modules its start-up
 * script preloads and imports, and everything those import in turn. A
 * module imported with `import()` loads later, on demand (the toast library
 * when a visitor starts on the contact form), and is not counted.
 */
function pageModules(html: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
  while (queue.length > 0) {
    const href = queue.pop() ?? "";
    if (seen.has(href)) continue;
    seen.add(href);
    const source = readFileSync(path.join(defaultClientDir, href), "utf8");
    for (const match of source.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
      queue.push(`/assets/${match[1]}`);
    }
  }
  return seen;
}

describe("byte budgets (gzip)", () => {
  // Every route's page, and the page the server sends for an unknown address.
  it.each([...sitePaths(), ...languagePrefixes.map((prefix) => `${prefix}/404`)])(
    `%s stays within its JS budget (20 KB on /contact, 0 elsewhere), 20 KB of CSS, 30 KB of HTML`,
    (urlPath) => {
      const html = readFileSync(htmlFileFor(urlPath), "utf8");
      const js = [...pageModules(html)].reduce(
        (sum, href) => sum + gzipSize(path.join(defaultClientDir, href)),
        0,
      );
      const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].reduce(
        (sum, match) => sum + gzipSize(path.join(defaultClientDir, match[1] ?? "")),
        0,
      );
      const page = gzipSize(htmlFileFor(urlPath));
      if (hydratingPaths.has(urlPath)) expect(js).toBeGreaterThan(0);
      expect({ js, css, html: page }, "gzip bytes").toEqual({
        js: js <= jsBudget(urlPath) ? js : `over ${jsBudget(urlPath)}`,
        css: css <= budgets.css ? css : `over ${budgets.css}`,
        html: page <= budgets.html ? page : `over ${budgets.html}`,
      });
    },
  );

  it("has no image over 100 KB", async () => {
    const images = (await filesUnder(defaultClientDir)).filter((file) =>
      /\.(png|jpe?g|webp|avif|gif|svg)$/.test(file),
    );
    expect(images.length).toBeGreaterThan(5);
    // Each image over the budget with its size, so a failure says by how much.
    const over = images.flatMap((file) => {
      const size = statSync(file).size;
      return size > budgets.image
        ? [`${path.relative(defaultClientDir, file)}: ${size} bytes, over ${budgets.image}`]
        : [];
    });
    expect(over).toEqual([]);
  });
});
