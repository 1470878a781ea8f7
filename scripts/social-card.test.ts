// @vitest-environment node
// The social cards in each language of the site: the fonts chosen for a title
// draw each of its characters (satori draws text as paths, and a character no
// font has comes out as the font's .notdef, blank or a box), the card stays
// inside its 1200×630 and under the image budget of tests/static/budgets.test.ts.
import satori from "satori";
import { describe, expect, it } from "vitest";
import type { Language } from "../app/content-loader/translated.ts";
import { socialImageSize } from "../app/seo/seo.ts";
import { titleFonts } from "./card-fonts.ts";
import { socialCardPng, socialCardSvg, titleWidth } from "./seo-assets.ts";

const colours = {
  "--color-brand": "#123456",
  "--color-brand-strong": "#0b4a5c",
  "--color-brand-soft": "#dff3f7",
};

const titles: Record<Language, string> = {
  en: "Migraine: symptoms, diagnosis and treatment",
  ru: "Мигрень: симптомы, диагностика и лечение",
  es: "Cefalea en racimos: síntomas y tratamiento",
  zh: "偏头痛：症状、诊断与治疗",
};
const longChinese =
  "慢性每日头痛与药物过度使用性头痛：成因、预防、诊断方法以及在布鲁克林诊所的长期综合治疗方案和随访安排";

/** The paths satori draws for `text` alone, in the fonts chosen for `title`. */
async function drawn(text: string, fonts: Awaited<ReturnType<typeof titleFonts>>) {
  const svg = await satori(
    {
      type: "div",
      props: {
        style: {
          display: "flex",
          fontFamily: fonts.map((font) => font.name).join(", "),
          fontSize: 40,
          fontWeight: 700,
        },
        children: text,
      },
    } as never,
    { width: 200, height: 100, fonts },
  );
  return [...svg.matchAll(/<path[^>]* d="([^"]*)"/g)].map((match) => match[1]).join(" ");
}

// The Hebrew alef: in none of the card fonts, so it is drawn as .notdef.
const missing = "\u05d0";

describe("the fonts of a card's title", () => {
  it.each(Object.entries(titles) as [Language, string][])(
    "draw every character of a %s title",
    async (language, title) => {
      const fonts = await titleFonts(title, language);
      const notdef = await drawn(missing, fonts);
      const undrawn: string[] = [];
      for (const char of new Set(title.replace(/\s/g, ""))) {
        const paths = await drawn(char, fonts);
        if (paths.trim() === "" || paths === notdef) undrawn.push(char);
      }
      expect(undrawn).toEqual([]);
    },
  );

  it("are the subsets that hold the title's characters, not the whole font", async () => {
    const names = async (language: Language) =>
      (await titleFonts(titles[language], language)).map((font) => font.name);
    expect(await names("en")).toEqual(["Inter latin"]);
    expect(await names("es")).toEqual(["Noto Sans latin"]);
    expect(await names("ru")).toEqual(["Noto Sans cyrillic", "Noto Sans latin"]);
    const chinese = await names("zh");
    expect(chinese.length).toBeGreaterThan(0);
    // 12 characters; Noto Sans SC comes in about a hundred subsets.
    expect(chinese.length).toBeLessThanOrEqual(12);
    for (const name of chinese) expect(name).toMatch(/^Noto Sans SC \d+$/);
  });

  it("are read once: a second card gets the same files", async () => {
    const first = await titleFonts(titles.zh, "zh");
    const second = await titleFonts("诊断", "zh");
    for (const font of second) {
      expect(first.find((other) => other.name === font.name)?.data).toBe(font.data);
    }
  });

  it("fail the build for a character no font of the language has", async () => {
    await expect(titleFonts(`Мигрень ${missing}`, "ru")).rejects.toThrow(
      /No ru card font has "א" \(U\+05D0\)/,
    );
  });
});

describe("a social card", () => {
  it("counts a Chinese character as two Latin letters for the title's size", () => {
    expect(titleWidth("Migraine")).toBe(8);
    expect(titleWidth("偏头痛：症状")).toBe(12);
  });

  it("keeps a long Chinese title, which has no spaces, inside the card's margins", async () => {
    const svg = await socialCardSvg(longChinese, colours, "zh");
    const paths = [...svg.matchAll(/<path[^>]* d="([^"]*)"/g)].map((match) => match[1] ?? "");
    // Absolute moves, lines, quadratic curves and closes only: the numbers are x, y pairs.
    for (const path of paths) expect(path).toMatch(/^[MLQZ\d.\s-]*$/);
    const points = paths.flatMap((path) => {
      const numbers = path.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
      return numbers.flatMap((x, i) => (i % 2 === 0 ? [[x, numbers[i + 1] ?? 0] as const] : []));
    });
    expect(points.length).toBeGreaterThan(0);
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    // 80 px side margins, 72 px top and bottom margins.
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(80);
    expect(Math.max(...xs)).toBeLessThanOrEqual(socialImageSize.width - 80);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(72);
    expect(Math.max(...ys)).toBeLessThanOrEqual(socialImageSize.height - 72);
  });

  it.each([...(Object.entries(titles) as [Language, string][]), ["zh", longChinese] as const])(
    "in %s is a PNG under 100 KB: %s",
    async (language, title) => {
      const png = await socialCardPng(title, colours, language);
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect(png.length).toBeLessThan(100 * 1024);
    },
  );
});
