// What the standards audit of 2026-11-25 found on the built pages, held
// (issue 37; the audit is kept outside this repository): titles a search
// result shows whole, the social card's alt text under X's name too, a 404
// page that names no address of its own, /favicon.ico, and structured data
// whose physician is a person, whose publisher is on the page, and whose
// medical review is the one on record.
import { practice } from "#app/content-loader/practice.ts";
import { describe, expect, it } from "vitest";
import { notFoundKey } from "#app/page-list/page-list.ts";
import { currentMedicalReview } from "#app/reviews/reviews.ts";
import { pageTitle, titleLimit } from "#app/seo/seo.ts";
import { type Json, jsonLdGraph } from "#tests/support/json-ld.ts";
import { builtPages, openablePages, readBuilt } from "./built-site.ts";

const pages = openablePages();
const meta = (document: Document, selector: string) =>
  document.querySelector(selector)?.getAttribute("content") ?? undefined;

describe("titles", () => {
  it(`keeps every page's title within ${titleLimit} characters, the practice's name after it where it fits`, () => {
    const tooLong = pages
      .map(({ page, document }) => [page.path, document.title] as const)
      .filter(([, title]) => title.length > titleLimit);
    expect(tooLong).toEqual([]);
    for (const { page, document } of pages) {
      expect([page.path, document.title]).toEqual([page.path, pageTitle(page.title)]);
    }
  });

  it("names the practice in full, or by its short name, whenever the page's own title leaves room", () => {
    const room = (name: string) => ` | ${name}`.length;
    for (const { page, document } of pages) {
      if (page.title === practice().name) continue;
      const expected =
        page.title.length + room(practice().name) <= titleLimit
          ? `${page.title} | ${practice().name}`
          : page.title.length + room(practice().shortName) <= titleLimit
            ? `${page.title} | ${practice().shortName}`
            : page.title;
      expect([page.path, document.title]).toEqual([page.path, expected]);
    }
  });
});

describe("social cards", () => {
  it("gives the card's image its alt text under X's name too, the same as Open Graph's", () => {
    for (const { page, document } of pages) {
      const alt = meta(document, 'meta[property="og:image:alt"]');
      expect(alt, page.path).toBeTruthy();
      expect([page.path, meta(document, 'meta[name="twitter:image:alt"]')]).toEqual([
        page.path,
        alt,
      ]);
    }
  });
});

describe("the 404 pages", () => {
  it("name no address of their own: no canonical link, no og:url", () => {
    const notFound = builtPages().filter(({ page }) => page.key === notFoundKey);
    expect(notFound.length).toBeGreaterThanOrEqual(4);
    for (const { page, document } of notFound) {
      expect([page.path, document.querySelector('link[rel="canonical"]')]).toEqual([
        page.path,
        null,
      ]);
      expect([page.path, meta(document, 'meta[property="og:url"]')]).toEqual([
        page.path,
        undefined,
      ]);
    }
  });

  it("while every other page names its own address", () => {
    for (const { page, document } of pages) {
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
      expect([page.path, canonical && new URL(canonical).pathname]).toEqual([page.path, page.path]);
      expect(meta(document, 'meta[property="og:url"]'), page.path).toBe(canonical);
    }
  });
});

describe("/favicon.ico", () => {
  it("is an icon file of PNG images, 16 to 48 pixels square", () => {
    const ico = readBuilt("favicon.ico");
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const entry = 6 + 16 * index;
      const size = ico.readUInt8(entry);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(offset, offset + length);
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
      sizes.push(size);
    }
    expect(sizes).toEqual(expect.arrayContaining([16, 32, 48]));
  });
});

describe("structured data", () => {
  const graphs = pages.map(({ page, html }) => ({ page, graph: jsonLdGraph(html) }));
  /** Every node of a graph, nested ones included. */
  const nodesOf = (value: Json): Json[] =>
    Array.isArray(value)
      ? value.flatMap(nodesOf)
      : value && typeof value === "object"
        ? [value, ...Object.values(value).flatMap(nodesOf)]
        : [];

  it("types the physician as a person (IndividualPhysician), never as Physician, which is also an office", () => {
    const types = new Set(
      graphs.flatMap(({ graph }) => nodesOf(graph).map((node) => node["@type"])),
    );
    expect(types).toContain("IndividualPhysician");
    expect(types).not.toContain("Physician");
  });

  it("defines on each page every node its publisher names", () => {
    let publishers = 0;
    for (const { page, graph } of graphs) {
      const defined = new Set(
        graph.filter((node: Json) => node["@id"] && node["@type"]).map((node: Json) => node["@id"]),
      );
      for (const node of nodesOf(graph).filter((node) => node.publisher)) {
        publishers += 1;
        expect([page.path, defined.has(node.publisher["@id"])]).toEqual([page.path, true]);
      }
    }
    expect(publishers).toBeGreaterThanOrEqual(48);
  });

  it("says a medical page was reviewed, by whom and when, only as its current review record says", () => {
    const medical = graphs.filter(({ page }) => /^(condition|treatment)\//.test(page.key));
    expect(medical.length).toBeGreaterThanOrEqual(48);
    for (const { page, graph } of medical) {
      const webPage = graph.find((node: Json) => node["@type"] === "MedicalWebPage");
      const review = currentMedicalReview(page.language, page.key);
      expect([page.path, webPage.lastReviewed, webPage.reviewedBy?.name]).toEqual([
        page.path,
        review?.on,
        review?.by,
      ]);
      if (review) expect(webPage.reviewedBy["@type"]).toBe("IndividualPhysician");
    }
  });
});
