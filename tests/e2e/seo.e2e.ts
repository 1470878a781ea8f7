// What search engines and link previews read: a unique title, description
// and canonical URL per page, social cards, valid structured data, and a
// sitemap of every indexable page and nothing else.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { clinic } from "../../app/content/clinic.ts";
import { conditions } from "../../app/content/conditions.ts";
import { descriptionLength, pageAtUrl } from "../../app/lib/site-pages.ts";
import { baseUrl, jsonLdGraph, sitePaths } from "./browser.ts";

type SdttResult = {
  passed: unknown[];
  failed: { description?: string; error?: { message?: string } }[];
};
const { structuredDataTest } = createRequire(import.meta.url)("structured-data-testing-tool") as {
  structuredDataTest: (html: string) => Promise<SdttResult>;
};

const pages = await Promise.all(
  sitePaths().map(async (path) => {
    const html = await (await fetch(baseUrl() + path)).text();
    const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
    return {
      path,
      html,
      title: attr(/<title>([^<]*)<\/title>/),
      description: attr(/<meta name="description" content="([^"]*)"/),
      canonical: attr(/<link rel="canonical" href="([^"]*)"/),
      image: attr(/<meta property="og:image" content="([^"]*)"/),
      noindex: /<meta name="robots" content="noindex"/.test(html),
    };
  }),
);

describe("page metadata", () => {
  it("gives every page a unique title in the practice's template", () => {
    const titles = pages.map((page) => page.title);
    expect(new Set(titles).size).toBe(pages.length);
    for (const title of titles)
      expect(title).toMatch(
        new RegExp(`\\| ${clinic.name.replace("&", "&amp;")}$|^${clinic.name}`),
      );
  });

  it("gives every page a unique description a search result shows whole (50–160 characters, 20–80 in Chinese)", () => {
    for (const page of pages) {
      const length =
        page.description?.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").length ?? 0;
      const { min, max } = descriptionLength[pageAtUrl(page.path)?.language ?? "en"];
      expect([page.path, length >= min && length <= max]).toEqual([page.path, true]);
    }
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });

  it("gives every page its own canonical URL on the configured site", () => {
    for (const page of pages) expect(page.canonical).toBe(new URL(page.path, clinic.url).href);
  });

  it("gives every page a 1200×630 social card that exists", async () => {
    for (const page of pages) {
      const image = new URL(page.image ?? "", clinic.url).pathname;
      const response = await fetch(baseUrl() + image);
      expect([page.path, response.status, response.headers.get("content-type")]).toEqual([
        page.path,
        200,
        "image/png",
      ]);
      const png = Buffer.from(await response.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    expect(pages[0]?.html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it("serves the icons and the web app manifest", async () => {
    const manifest = (await (await fetch(`${baseUrl()}/site.webmanifest`)).json()) as {
      name: string;
      icons: { src: string }[];
    };
    expect(manifest.name).toBe(clinic.name);
    for (const icon of [...manifest.icons.map((item) => item.src), "/apple-touch-icon.png"]) {
      expect((await fetch(baseUrl() + icon)).status).toBe(200);
    }
  });
});

describe("structured data", () => {
  it.each(sitePaths())("%s: every JSON-LD block parses and passes the linter", async (path) => {
    const page = pages.find((item) => item.path === path);
    const blocks = [
      ...(page?.html ?? "").matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ];
    for (const [, json] of blocks) expect(() => JSON.parse(json ?? "")).not.toThrow();
    // Every page but a home page (one per language) has its trail.
    if (pageAtUrl(path)?.key !== "home" && !page?.noindex) {
      expect(blocks.length).toBeGreaterThan(0);
      expect(blocks.map((block) => block[1]).join("")).toContain('"BreadcrumbList"');
    }
    const result = await structuredDataTest(page?.html ?? "").catch(
      (error: { type?: string; res?: SdttResult }) => {
        if (error.type === "VALIDATION_FAILED" && error.res) return error.res;
        throw error;
      },
    );
    expect(result.failed.map((test) => test.description ?? test.error?.message)).toEqual([]);
  });

  it("describes each condition page as a medically reviewed page about the condition", () => {
    for (const condition of conditions) {
      const page = pages.find((item) => item.path === `/conditions/${condition.slug}`);
      const graph = jsonLdGraph(page?.html ?? "");
      const webPage = graph.find((node) => node["@type"] === "MedicalWebPage");
      expect(webPage.about["@type"]).toBe("MedicalCondition");
      expect(webPage.about.name).toBe(condition.title);
      expect(webPage.lastReviewed).toBe(condition.lastReviewed);
      expect(webPage.reviewedBy.name).toBe(clinic.physician.name);
      const faq = graph.find((node) => node["@type"] === "FAQPage");
      expect(faq.mainEntity).toHaveLength(condition.faqs.length);
    }
  });

  it("lists the CGRP medicines as Drug entries", () => {
    const page = pages.find((item) => item.path === "/treatments/cgrp");
    expect(page?.html).toContain('"@type":"MedicalTherapy"');
    expect(page?.html.match(/"@type":"Drug"/g)?.length).toBeGreaterThanOrEqual(8);
  });
});

describe("sitemap and robots", () => {
  it("lists every indexable page, and nothing else, with review dates", async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const indexable = pages.filter((page) => !page.noindex).map((page) => page.canonical);
    expect(listed.sort()).toEqual(indexable.sort());
    expect(listed).not.toContain(new URL("/404", clinic.url).href);
    const migraine = conditions.find((condition) => condition.slug === "migraine");
    expect(xml).toContain(
      `<loc>${new URL("/conditions/migraine", clinic.url).href}</loc><lastmod>${migraine?.lastReviewed}</lastmod>`,
    );
  });

  it("robots.txt points at the sitemap", async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${new URL("/sitemap.xml", clinic.url).href}`);
    expect(robots).toMatch(/^User-agent: \*$/m);
  });
});
