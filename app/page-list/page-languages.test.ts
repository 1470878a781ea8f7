// @vitest-environment node
import { describe, expect, it } from "vitest";
import { translatedOn } from "#app/content-loader/translated.ts";
import { dateText } from "./date-text.ts";
import { pageLanguages } from "./page-languages.ts";

describe("the languages of the page at a URL", () => {
  it("links each language's version of the page and offers the others in their own words", () => {
    const facts = pageLanguages("http://localhost/ru/conditions/cluster");
    expect(facts).toMatchObject({ language: "ru", languageTag: "ru", locale: "ru_RU" });
    expect(facts.languages.map((version) => [version.name, version.to])).toEqual([
      ["English", "/conditions/cluster"],
      ["Русский", "/ru/conditions/cluster"],
      ["Español", "/es/conditions/cluster"],
      ["简体中文", "/zh/conditions/cluster"],
    ]);
    // No offer of English: the translation notice links the original.
    expect(facts.offers.map((offer) => [offer.language, offer.words.read])).toEqual([
      ["es", "Leer en español"],
      ["zh", "阅读中文版"],
    ]);
    expect(facts.translation).toEqual({
      // No translator's review is recorded (content/reviews/ru.yaml): awaiting one.
      state: "awaiting",
      // The translation's own date, written as Russian writes dates (date-text.test.ts).
      date: dateText(translatedOn.ru, "ru"),
      original: "/conditions/cluster",
    });
  });

  it("says nothing of a translation on an English page, and offers every other language there", () => {
    const facts = pageLanguages("http://localhost/about");
    expect(facts.translation).toBeNull();
    expect(facts.offers.map((offer) => offer.language)).toEqual(["ru", "es", "zh"]);
  });

  it("offers each language's home page from a 404 page", () => {
    const facts = pageLanguages("http://localhost/es/404");
    expect(facts.language).toBe("es");
    expect(facts.languages.map((version) => version.to)).toEqual(["/", "/ru", "/es", "/zh"]);
  });
});
