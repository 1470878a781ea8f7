// No page shows testimonials or star ratings (issue 38): the FTC's 2024 rule
// on reviews, HIPAA's authorisation for a patient's words, and New York's
// burden of proof on advertising claims. Every built page in every language:
// no star characters in what it shows, no review or rating in its
// structured data, and no quotation (<blockquote>, <q>) but the physician's
// own words in the page's language, so no patient's words can appear.
import { describe, expect, it } from "vitest";
import { givenIn } from "#app/content-loader/in-language.ts";
import { builtPages, squeezed } from "./built-site.ts";

const stars = /[★☆⭐✩✪✫✬✭✮✯]/u;
const ratingTypes = new Set(["Review", "AggregateRating", "Rating", "EmployerAggregateRating"]);

/** Every "@type" and key of a JSON-LD value, at any depth. */
function typesAndKeys(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) typesAndKeys(item, found);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      found.push(key);
      if (key === "@type") found.push(...[item].flat().map(String));
      typesAndKeys(item, found);
    }
  }
  return found;
}

describe("no page shows a testimonial or a star rating", () => {
  const pages = builtPages();

  it("finds pages to read", () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages.map((built) => [built.page.path, built] as const))("%s", (_path, built) => {
    expect(built.document.body.textContent ?? "").not.toMatch(stars);
    for (const [, json] of built.html.matchAll(
      /<script type="application\/ld\+json">([^<]*)<\/script>/g,
    )) {
      const found = typesAndKeys(JSON.parse(json ?? "{}"));
      expect(
        found.filter((name) => ratingTypes.has(name) || /^(review|aggregateRating)$/.test(name)),
      ).toEqual([]);
    }
    // What each quotation holds once the physician's own words are taken out: nothing.
    const { whyHeadacheMedicine, approach } = givenIn(built.page.language).facts.physician;
    for (const quote of built.document.querySelectorAll("blockquote, q")) {
      const rest = [whyHeadacheMedicine, approach]
        .map(squeezed)
        .reduce((text, own) => text.replace(own, ""), squeezed(quote.textContent));
      expect(squeezed(rest), squeezed(quote.textContent)).toBe("");
    }
  });

  it("finds the physician's own words quoted, in every language", () => {
    const quoting = pages.filter(({ document }) => document.querySelector("blockquote, q"));
    expect(new Set(quoting.map(({ page }) => page.language)).size).toBe(
      new Set(pages.map(({ page }) => page.language)).size,
    );
  });
});
