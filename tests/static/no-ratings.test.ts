// No page shows testimonials or star ratings (issue 38): the FTC's 2024 rule
// on reviews, HIPAA's authorisation for a patient's words, and New York's
// burden of proof on advertising claims. Every built page in every language:
// no star characters in what it shows, and no review or rating in its
// structured data.
import { describe, expect, it } from "vitest";
import { builtPages } from "./built-site.ts";

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
  });
});
