// What the built site states across its pages, read from build/client: a
// unique title and description per page, a social card for each, a sitemap
// of every indexable page with its translations, robots.txt and the web app
// manifest, and no internal link or anchor that leads nowhere.
import { contentIn } from "#app/content-loader/in-language.ts";
import { practice } from "#app/content-loader/practice.ts";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { languageTags } from "#app/content-loader/translated.ts";
import { descriptionLength, notFoundKey } from "#app/page-list/page-list.ts";
import { pageTitle } from "#app/seo/seo.ts";
import { builtPages, clientDir, openablePages, readBuilt } from "./built-site.ts";

const { conditions } = contentIn("en");

const pages = openablePages();
const canonical = (urlPath: string) => new URL(urlPath, practice().url).href;
const meta = (document: Document, selector: string) =>
  document.querySelector(selector)?.getAttribute("content") ?? "";

describe("page metadata", () => {
  it("gives every page a unique title in the practice's template", () => {
    const titles = pages.map(({ document }) => document.title);
    expect(new Set(titles).size).toBe(pages.length);
    // The practice's name follows the page's own title where it fits
    // (app/seo/seo.ts; the lengths: standards.test.ts).
    for (const { page, document } of pages) {
      expect(document.title, page.path).toBe(pageTitle(page.title));
    }
  });

  it("gives every page a unique description a search result shows whole (50–160 characters, 20–80 in Chinese)", () => {
    const descriptions = pages.map(({ page, document }) => {
      const description = meta(document, 'meta[name="description"]');
      const { min, max } = descriptionLength[page.language];
      expect([page.path, description.length >= min && description.length <= max]).toEqual([
        page.path,
        true,
      ]);
      return description;
    });
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it("gives every page a 1200×630 social card that is in the build", () => {
    for (const { page, document } of pages) {
      const image = new URL(meta(document, 'meta[property="og:image"]'), practice().url).pathname;
      const png = readBuilt(image.slice(1));
      expect([page.path, png.subarray(1, 4).toString()]).toEqual([page.path, "PNG"]);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    expect(meta(pages[0]!.document, 'meta[name="twitter:card"]')).toBe("summary_large_image");
  });

  it("keeps the 404 pages out of search results", () => {
    const notFound = builtPages().filter(({ page }) => page.key === notFoundKey);
    expect(notFound).toHaveLength(Object.keys(languageTags).length);
    for (const { document } of notFound) {
      expect(meta(document, 'meta[name="robots"]')).toBe("noindex");
    }
  });

  it("has the icons and the web app manifest in the build", () => {
    const manifest = JSON.parse(readBuilt("site.webmanifest").toString("utf8")) as {
      name: string;
      icons: { src: string }[];
    };
    expect(manifest.name).toBe(practice().name);
    for (const icon of [...manifest.icons.map((item) => item.src), "/apple-touch-icon.png"]) {
      expect(existsSync(path.join(clientDir, icon)), icon).toBe(true);
    }
  });
});

describe("sitemap and robots", () => {
  const xml = readBuilt("sitemap.xml").toString("utf8");
  const sitemap = new JSDOM(xml, { contentType: "text/xml" }).window.document;
  const entries = [...sitemap.getElementsByTagName("url")];

  it("lists every indexable page, and nothing else, with its translations as alternates", () => {
    expect(entries).toHaveLength(pages.length);
    for (const entry of entries) {
      const loc = entry.getElementsByTagName("loc")[0]?.textContent ?? "";
      const page = pages.find((candidate) => canonical(candidate.page.path) === loc)?.page;
      expect(page, loc).toBeDefined();
      const alternates = [...entry.getElementsByTagName("xhtml:link")].map((link) => ({
        tag: link.getAttribute("hreflang"),
        href: link.getAttribute("href"),
      }));
      const versions = pages.filter((other) => other.page.key === page?.key);
      expect(alternates, loc).toEqual([
        ...versions.map(({ page: version }) => ({
          tag: languageTags[version.language],
          href: canonical(version.path),
        })),
        { tag: "x-default", href: canonical(versions[0]?.page.path ?? "") },
      ]);
    }
    expect(xml).not.toContain(canonical("/404"));
  });

  it("dates each condition page by its last review", () => {
    const migraine = conditions.find((condition) => condition.slug === "migraine");
    expect(xml).toContain(
      `<loc>${canonical("/conditions/migraine")}</loc><lastmod>${migraine?.updated}</lastmod>`,
    );
  });

  it("robots.txt points at the sitemap", () => {
    const robots = readBuilt("robots.txt").toString("utf8");
    expect(robots).toContain(`Sitemap: ${canonical("/sitemap.xml")}`);
    expect(robots).toMatch(/^User-agent: \*$/m);
  });
});

describe("internal links", () => {
  /** The built file a same-site address is answered with, if any. */
  const fileFor = (target: string) => {
    const urlPath = target.replace(/\/$/, "") || "/";
    const candidates = [path.join(clientDir, urlPath, "index.html"), path.join(clientDir, urlPath)];
    return candidates.find((file) => existsSync(file) && statSync(file).isFile());
  };
  const idsByPath = new Map(
    builtPages().map(({ page, document }) => [
      page.path,
      new Set([...document.querySelectorAll("[id]")].map((element) => element.id)),
    ]),
  );

  it("lead to pages that exist, and anchors to ids on them, from every page", () => {
    const problems: string[] = [];
    const targets = new Set<string>();
    for (const { page, document } of builtPages()) {
      for (const link of document.querySelectorAll("a[href]")) {
        const href = link.getAttribute("href") ?? "";
        if (/^(https?:|tel:|mailto:|sms:)/.test(href)) continue;
        const [target = "", anchor] = href.split("#");
        if (target !== "") {
          targets.add(target);
          if (!fileFor(target)) problems.push(`${page.path} → ${href} (no page)`);
        }
        if (anchor) {
          const ids = idsByPath.get(target === "" ? page.path : target.replace(/\/$/, "") || "/");
          if (!ids?.has(anchor)) problems.push(`${page.path} → ${href} (no #${anchor})`);
        }
      }
    }
    expect(targets.size).toBeGreaterThan(15 * 4);
    expect(problems).toEqual([]);
  });
});
