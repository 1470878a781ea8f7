// @vitest-environment node
import { practice } from "#app/content-loader/practice.ts";
import { describe, expect, it } from "vitest";
import { sitePage } from "#tests/support/site-page.ts";
import { breadcrumbTrail, pageSeo } from "./page-seo.ts";

/** The page with this route id; throws for an id no page has, so a typo fails the test. */
type LinkTag = { rel: string; href: string; hrefLang?: string };
const tag = (meta: ReturnType<typeof pageSeo>, rel: string) =>
  meta.filter((entry) => "rel" in entry && entry.rel === rel) as LinkTag[];

describe("a page's tags in its language", () => {
  it("links the page to each translation and names English the default", () => {
    const meta = pageSeo(sitePage("es/treatment/cgrp"));
    // The site's address, as the practice's facts give it.
    const site = practice().url.replace(/\/$/, "");
    expect(tag(meta, "canonical")).toEqual([
      expect.objectContaining({ href: `${site}/es/treatments/cgrp` }),
    ]);
    expect(tag(meta, "alternate").map((link) => [link.hrefLang, link.href])).toEqual([
      ["en", `${site}/treatments/cgrp`],
      ["ru", `${site}/ru/treatments/cgrp`],
      ["es", `${site}/es/treatments/cgrp`],
      ["zh-Hans", `${site}/zh/treatments/cgrp`],
      ["x-default", `${site}/treatments/cgrp`],
    ]);
    expect(meta).toContainEqual({ property: "og:locale", content: "es_US" });
  });

  it("says the page's language in its structured data", () => {
    const graphOf = (id: string) =>
      (
        pageSeo(sitePage(id)).find((entry) => "script:ld+json" in entry) as {
          "script:ld+json": { "@graph": { "@type": string; inLanguage?: string }[] };
        }
      )["script:ld+json"]["@graph"];
    expect(graphOf("zh/about")).toContainEqual(
      expect.objectContaining({ "@type": "WebPage", inLanguage: "zh-Hans" }),
    );
    expect(graphOf("about")).toContainEqual(
      expect.objectContaining({ "@type": "WebPage", inLanguage: "en" }),
    );
  });

  it("names the breadcrumb trail in the page's language, under its prefix", () => {
    expect(breadcrumbTrail(sitePage("ru/condition/migraine"))).toEqual([
      { name: "Главная", path: "/ru" },
      { name: "Заболевания", path: "/ru/conditions" },
      { name: sitePage("ru/condition/migraine").title, path: "/ru/conditions/migraine" },
    ]);
    expect(breadcrumbTrail(sitePage("notice/privacy"))).toEqual([
      { name: "Home", path: "/" },
      { name: "Website Privacy Policy", path: "/privacy" },
    ]);
    expect(breadcrumbTrail(sitePage("zh/home"))).toEqual([]);
  });

  it("gives the 404 page no alternates and keeps it out of search results", () => {
    const meta = pageSeo(sitePage("ru/not-found"));
    expect(tag(meta, "alternate")).toEqual([]);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});
