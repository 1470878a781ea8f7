// @vitest-environment node
// The typographer: Russian no-break spaces, set once where the words are
// filled in, and nothing changed in another language.
import { describe, expect, it } from "vitest";
import { breakableRussianPairs } from "#tests/support/russian-breaks.ts";
import { typeset } from "./typography.ts";
import { wordsFiles } from "./page-schemas.ts";
import { collectionsIn, wordsIn } from "./in-language.ts";
import { languages } from "./translated.ts";

const nbsp = "\u00A0";

/** Every string in a value, at any depth. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

describe("typeset", () => {
  it("keeps a Russian number with its word, a dash with the word before it, a one-letter word with the next", () => {
    expect(typeset("каждые 12 недель, 300 мг, 21 ноября 2026 г.", "ru")).toBe(
      `каждые 12${nbsp}недель, 300${nbsp}мг, 21${nbsp}ноября 2026${nbsp}г.`,
    );
    expect(typeset("Мигрень — это боль в голове и тошнота", "ru")).toBe(
      `Мигрень${nbsp}— это боль в${nbsp}голове и${nbsp}тошнота`,
    );
    expect(typeset("через 60–90 минут, № 5, т. е. до {limit} знаков", "ru")).toBe(
      `через 60–90${nbsp}минут, №${nbsp}5, т.${nbsp}е. до {limit}${nbsp}знаков`,
    );
  });

  it("leaves what is already whole, and every other language, as it is", () => {
    const russian = `каждые 12${nbsp}недель`;
    expect(typeset(russian, "ru")).toBe(russian);
    for (const language of languages.filter((other) => other !== "ru")) {
      expect(typeset("every 12 weeks — 300 mg", language)).toBe("every 12 weeks — 300 mg");
    }
  });

  it("finds what can still break", () => {
    expect(breakableRussianPairs("каждые 12 недель")).toHaveLength(1);
    expect(breakableRussianPairs("боль — это")).toHaveLength(1);
    expect(breakableRussianPairs(typeset("каждые 12 недель; боль — это", "ru"))).toEqual([]);
  });
});

describe("the Russian words as the pages get them", () => {
  const pages = collectionsIn("ru");
  const words = [
    ...wordsFiles.flatMap((file) => stringsOf(wordsIn(file, "ru"))),
    ...stringsOf(pages.conditions),
    ...stringsOf(pages.treatments),
    ...stringsOf(pages.notices),
  ];

  it("hold no number, and no dash, that can part from its word", () => {
    expect(words.length).toBeGreaterThan(0);
    expect(words.flatMap(breakableRussianPairs)).toEqual([]);
  });
});
