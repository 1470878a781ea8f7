// The structured data search engines read, on every built page in every
// language: every JSON-LD block passes the structured-data linter, each
// condition page describes itself as a page about its condition, and the
// CGRP page lists its medicines.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { currentMedicalReview } from "#app/reviews/reviews.ts";
import { type Json, jsonLdGraph } from "#tests/support/json-ld.ts";
import { builtPage, openablePages } from "./built-site.ts";

type SdttResult = {
  passed: unknown[];
  failed: { description?: string; error?: { message?: string } }[];
};
const { structuredDataTest } = createRequire(import.meta.url)("structured-data-testing-tool") as {
  structuredDataTest: (html: string) => Promise<SdttResult>;
};

const pages = openablePages();

describe("structured data", () => {
  it.each(pages.map((built) => [built.page.path, built] as const))(
    "%s: every JSON-LD block passes the linter",
    async (_, { html }) => {
      const result = await structuredDataTest(html).catch(
        (error: { type?: string; res?: SdttResult }) => {
          if (error.type === "VALIDATION_FAILED" && error.res) return error.res;
          throw error;
        },
      );
      expect(result.failed.map((test) => test.description ?? test.error?.message)).toEqual([]);
    },
  );

  it("describes each condition page, in every language, as a page about the condition, reviewed only as its record says", () => {
    const conditionPages = pages.filter(({ page }) => page.key.startsWith("condition/"));
    expect(conditionPages.length).toBeGreaterThanOrEqual(24);
    for (const { page, html } of conditionPages) {
      const condition = contentIn(page.language).conditions.find(
        (entry) => entry.slug === page.entry,
      );
      const graph = jsonLdGraph(html);
      const webPage = graph.find((node: Json) => node["@type"] === "MedicalWebPage");
      expect(webPage.about["@type"]).toBe("MedicalCondition");
      expect(webPage.about.name).toBe(condition?.title);
      const review = currentMedicalReview(page.language, page.key);
      expect(webPage.lastReviewed).toBe(review?.on);
      expect(webPage.reviewedBy?.name).toBe(review?.by);
      const faq = graph.find((node: Json) => node["@type"] === "FAQPage");
      expect(faq.mainEntity).toHaveLength(condition?.faqs.length ?? -1);
    }
  });

  it("lists the CGRP medicines as Drug entries", () => {
    const { html } = builtPage("/treatments/cgrp");
    expect(html).toContain('"@type":"MedicalTherapy"');
    expect(html.match(/"@type":"Drug"/g)?.length).toBeGreaterThanOrEqual(8);
  });
});
