// The fonts the build draws with: Inter's Latin letters (./seo-assets.ts,
// ./wordmark.ts, ./portrait-placeholder.ts), and the fonts a social card's
// title is drawn in, for each language of the site. Fontsource splits each font into subsets by unicode range (its unicode.json),
// one .woff file per subset and weight (satori reads WOFF, not WOFF2); a card
// loads only the subsets its title needs: for Chinese, a few of Noto Sans SC's
// hundred subsets (about 45 KB each). Each file is read once per build, so
// satori, which keeps what it parsed by buffer, parses it once too.
// Inter, Noto Sans and Noto Sans SC are under the SIL Open Font License 1.1
// (the LICENSE in each @fontsource package), which allows embedding in images.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Language } from "#app/content-loader/translated.ts";
import { remembered } from "#app/reviews/review-units.ts";

const require = createRequire(import.meta.url);

/** A family's name and its package, "@fontsource/" and the name in kebab case. */
type Family = { name: string; pkg: string };

const family = (name: string): Family => ({
  name,
  pkg: `@fontsource/${name.toLowerCase().replaceAll(" ", "-")}`,
});
const inter = family("Inter");
const notoSans = family("Noto Sans");
const notoSansSc = family("Noto Sans SC");

// The numbered subsets are named "[4]" in unicode.json and "4" in file names.
const subsetName = (subset: string) => subset.replace(/^\[(\d+)\]$/, "$1");

/** A subset's bold file: "@fontsource/noto-sans-sc/files/noto-sans-sc-4-700-normal.woff". */
const boldFile = ({ pkg }: Family, subset: string) =>
  `${pkg}/files/${pkg.slice("@fontsource/".length)}-${subsetName(subset)}-700-normal.woff`;

/**
 * The families a title is drawn in, first choice first: a character takes the
 * first family that has it. English keeps the Inter of the rest of the card.
 */
const titleFamilies: Record<Language, readonly Family[]> = {
  en: [inter, notoSans],
  es: [notoSans],
  ru: [notoSans],
  zh: [notoSansSc, notoSans],
};

type Subset = { family: Family; subset: string; ranges: (readonly [number, number])[] };

/** "U+0000-00FF,U+0131" → [[0x0, 0xff], [0x131, 0x131]] */
function parseUnicodeRange(range: string): (readonly [number, number])[] {
  return range.split(",").map((part) => {
    const match = /^U\+([0-9a-f]+)(?:-([0-9a-f]+))?$/i.exec(part.trim());
    if (!match?.[1]) throw new Error(`Not a unicode range: ${part}`);
    const from = Number.parseInt(match[1], 16);
    return [from, match[2] ? Number.parseInt(match[2], 16) : from] as const;
  });
}

const subsetsOf = remembered((family: Family): Promise<Subset[]> =>
  readFile(require.resolve(`${family.pkg}/unicode.json`), "utf8").then((text) =>
    Object.entries(JSON.parse(text) as Record<string, string>).map(([subset, range]) => ({
      family,
      subset,
      ranges: parseUnicodeRange(range),
    })),
  ),
);

const fontFile = remembered((path: string) => readFile(path));

/** Inter's Latin letters at a weight, read once: the cards, the wordmark and the portrait's initials. */
export const interLatin = (weight: 400 | 700) =>
  fontFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

type CardFont = { name: string; data: Buffer; weight: 700; style: "normal" };

/**
 * The bold font files that hold every character of `text`, each under its
 * own name (satori keeps one font per name), in order of preference. Throws
 * for a character none of the language's families has, so a build never
 * draws a card with a blank or a box in its title.
 */
export async function titleFonts(text: string, language: Language): Promise<CardFont[]> {
  const candidates = (await Promise.all(titleFamilies[language].map(subsetsOf))).flat();
  const chosen = new Set<Subset>();
  for (const char of new Set(text)) {
    const code = char.codePointAt(0) ?? 0;
    const subset = candidates.find(({ ranges }) =>
      ranges.some(([from, to]) => code >= from && code <= to),
    );
    if (!subset) {
      const hex = code.toString(16).toUpperCase().padStart(4, "0");
      throw new Error(`No ${language} card font has "${char}" (U+${hex}), in the title "${text}"`);
    }
    chosen.add(subset);
  }
  // Keep the families' and subsets' order, not the order of the characters.
  const ordered = candidates.filter((subset) => chosen.has(subset));
  return Promise.all(
    ordered.map(async ({ family, subset }) => ({
      name: `${family.name} ${subsetName(subset)}`,
      data: await fontFile(require.resolve(boldFile(family, subset))),
      weight: 700 as const,
      style: "normal" as const,
    })),
  );
}
