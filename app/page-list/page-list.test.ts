// @vitest-environment node
import { type ConditionText, contentIn } from "#app/content-loader/in-language.ts";
import { describe, expect, it } from "vitest";
import { sitePage } from "#tests/support/site-page.ts";
import { languagePath, mainPages, noticePages } from "#app/content-loader/site-map.ts";
import { languages, translations } from "#app/content-loader/translated.ts";
import { sitemapXml } from "../../scripts/seo-assets.ts";
import { conditionCard } from "./cards.ts";
import {
  descriptionLength,
  languagePages,
  pageAtUrl,
  pageInEachLanguage,
  sitePages,
} from "./page-list.ts";
import { canonicalUrl } from "#app/seo/site-url.ts";
import { conditionStructuredData } from "#app/seo/structured-data.ts";

const { conditions, treatments } = contentIn("en");

/** The page with this route id; throws for an id no page has, so a typo fails the test. */
describe("the list of pages", () => {
  it("has every page of the site map, every entry of the content and the 404 page, in each language", () => {
    const paths = sitePages().map((page) => page.path);
    for (const language of languages) {
      const at = (path: string) => languagePath(language, path);
      for (const page of Object.values(mainPages)) expect(paths).toContain(at(page.path));
      for (const page of Object.values(noticePages)) expect(paths).toContain(at(page.path));
      for (const { slug } of conditions) expect(paths).toContain(at(`/conditions/${slug}`));
      for (const { slug } of treatments) expect(paths).toContain(at(`/treatments/${slug}`));
      expect(paths).toContain(at("/404"));
    }
    expect(new Set(paths).size).toBe(paths.length);
    // The same number of pages in every language, English first at today's addresses.
    const perLanguage = languages.map(
      (language) => sitePages().filter((page) => page.language === language).length,
    );
    expect(new Set(perLanguage).size).toBe(1);
    const translated = new RegExp(`^/(${translations.join("|")})(/|$)`);
    expect(paths.slice(0, perLanguage[0]).every((path) => !translated.test(path))).toBe(true);
  });

  it("puts each language's pages under its prefix and pairs each page with its translations", () => {
    expect(pageAtUrl("http://localhost/ru")?.id).toBe("ru/home");
    expect(pageAtUrl("http://localhost/zh/conditions/cluster")).toMatchObject({
      id: "zh/condition/cluster",
      key: "condition/cluster",
      language: "zh",
      entry: "cluster",
    });
    const about = sitePage("about");
    expect(pageInEachLanguage(about).map((page) => page.path)).toEqual([
      "/about",
      "/ru/about",
      "/es/about",
      "/zh/about",
    ]);
    // Each translated page has its own words, not the English ones.
    for (const page of pageInEachLanguage(sitePage("condition/migraine")).slice(1)) {
      expect(page.title).not.toBe(sitePage("condition/migraine").title);
    }
  });

  it("has the spec's condition and treatment slugs", () => {
    const paths = sitePages().map((page) => page.path);
    for (const slug of [
      "migraine",
      "chronic-migraine",
      "post-traumatic",
      "cluster",
      "medication-overuse",
      "occipital-neuralgia",
    ]) {
      expect(paths).toContain(`/conditions/${slug}`);
    }
    for (const slug of [
      "botox",
      "cgrp",
      "nerve-blocks",
      "infusions",
      "neuromodulation",
      "preventives",
    ]) {
      expect(paths).toContain(`/treatments/${slug}`);
    }
  });

  it("gives every page a title and a description a search result shows in full", () => {
    for (const page of sitePages()) {
      const { min, max } = descriptionLength[page.language];
      expect(page.title, page.path).not.toBe("");
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(min);
      expect(page.description.length, page.path).toBeLessThanOrEqual(max);
    }
  });

  it("keeps only the 404 page out of search results", () => {
    expect(sitePages().filter((page) => !page.indexable)).toEqual(
      ["/404", "/ru/404", "/es/404", "/zh/404"].map((path) => expect.objectContaining({ path })),
    );
  });

  it("finds a page by id or by URL, trailing slashes included, and no page at a loader's data address", () => {
    expect(sitePage("about").path).toBe("/about");
    expect(() => sitePage("abuot")).toThrow(/abuot/);
    // No page hydrates, so nothing asks for React Router's data of a page.
    expect(pageAtUrl("http://localhost/conditions/migraine.data")).toBeUndefined();
    expect(pageAtUrl("http://localhost/privacy/")?.id).toBe("notice/privacy");
    expect(pageAtUrl("http://localhost/")?.id).toBe("home");
    expect(pageAtUrl("http://localhost/no-such-page")).toBeUndefined();
  });
});

describe("a seventh condition, added as one entry in memory", () => {
  const seventh: ConditionText = {
    ...(conditions[0] as ConditionText),
    slug: "hemicrania-continua",
    title: "Hemicrania Continua",
    shortDesc:
      "A one-sided daily headache that never fully stops and answers completely to indomethacin.",
    updated: "2026-12-01",
  };
  // Added to English only: the other languages list the six they translate.
  const pages = sitePages((language) =>
    language === "en"
      ? { ...contentIn(language), conditions: [...conditions, seventh] }
      : contentIn(language),
  );
  const page = pages.find((candidate) => candidate.id === "condition/hemicrania-continua");

  it("gets its own page, which the route table answers with the condition template (app/routes.test.ts)", () => {
    expect(page).toMatchObject({
      path: "/conditions/hemicrania-continua",
      key: "condition/hemicrania-continua",
      title: "Hemicrania Continua",
      description: seventh.shortDesc,
      indexable: true,
    });
  });

  it("gets a card that links to its page", () => {
    expect(conditionCard(seventh)).toMatchObject({
      to: "/conditions/hemicrania-continua",
      title: "Hemicrania Continua",
    });
  });

  it("gets JSON-LD naming it at its canonical URL", () => {
    if (!page) throw new Error("no page for the seventh condition");
    const [webPage] = conditionStructuredData(seventh, page, []);
    expect(webPage).toMatchObject({
      url: canonicalUrl("/conditions/hemicrania-continua"),
      about: { "@type": "MedicalCondition", name: "Hemicrania Continua" },
    });
  });

  it("gets a sitemap entry with its review date, and dates the index page", () => {
    const sitemap = sitemapXml(pages);
    expect(sitemap).toContain(
      `<url><loc>${canonicalUrl("/conditions/hemicrania-continua")}</loc><lastmod>2026-12-01</lastmod></url>`,
    );
    // The index page is in every language, so its entry goes on with its alternates.
    expect(sitemap).toContain(
      `<url><loc>${canonicalUrl("/conditions")}</loc><lastmod>2026-12-01</lastmod>\n`,
    );
  });
});

describe("the index pages' search descriptions", () => {
  it.each(languages)(
    "are one written sentence in %s, not a list of the page titles",
    (language) => {
      const content = contentIn(language);
      for (const [index, entries] of [
        ["conditions", content.conditions],
        ["treatments", content.treatments],
      ] as const) {
        const description = languagePages(content).find((page) => page.key === index)?.description;
        expect(description).toMatch(/[.。]$/);
        expect(description?.length).toBeLessThanOrEqual(descriptionLength[language].max);
        const titles = entries.filter((entry) => description?.includes(entry.title));
        expect(titles.length, `${language} ${index}: ${description}`).toBeLessThanOrEqual(
          entries.length / 2,
        );
      }
    },
  );
});

describe("the content entry at a URL", () => {
  it("reads the slug of a page", () => {
    expect(pageAtUrl("http://localhost/conditions/migraine")?.entry).toBe("migraine");
    expect(pageAtUrl("http://localhost/conditions/migraine/")?.entry).toBe("migraine");
    expect(pageAtUrl("http://localhost/treatments/cgrp?x=1")?.entry).toBe("cgrp");
    expect(pageAtUrl("http://localhost/privacy")?.entry).toBe("privacy");
    expect(pageAtUrl("http://localhost/about")?.entry).toBeUndefined();
  });
});
