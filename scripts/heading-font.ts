// `npm run fonts`: the heading typeface's files, Inter Bold from
// @fontsource/inter, cut down to the characters below and written to
// app/fonts/, where app/app.css declares them with these characters as their
// unicode-range. Run it after changing a list; tests/static/fonts.test.ts fails
// when a heading uses a character its file lacks, or the files differ.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { commandLine } from "#server/commands/command-line.ts";

const require = createRequire(import.meta.url);

/** The characters in a range of code points, both ends included. */
const span = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");

/** Each file: where its glyphs come from and which characters it keeps. */
export const headingFontSubsets = {
  // English and Spanish, and the Latin words on Russian pages (the practice's name).
  latin: {
    source: "@fontsource/inter/files/inter-latin-700-normal.woff2",
    characters:
      span(0x41, 0x5a) +
      span(0x61, 0x7a) +
      span(0x30, 0x39) +
      " !\"#%&'()*+,-./:;?@[]_" +
      "\u00a0¡«·»¿ÁÉÍÑÓÚÜáéíñóúü" +
      "\u2013\u2014\u2018\u2019\u201c\u201d\u2026",
  },
  // Russian: the modern alphabet, Ё and №.
  cyrillic: {
    source: "@fontsource/inter/files/inter-cyrillic-700-normal.woff2",
    characters: span(0x410, 0x44f) + "Ёё№",
  },
} as const;

export type HeadingFontSubset = keyof typeof headingFontSubsets;

export const headingFontFile = (subset: HeadingFontSubset) =>
  path.resolve(import.meta.dirname, `../app/fonts/inter-bold-${subset}.woff2`);

/** One subset's file, as this script makes it. */
export async function makeHeadingFont(subset: HeadingFontSubset): Promise<Buffer> {
  const { source, characters } = headingFontSubsets[subset];
  return subsetFont(await readFile(require.resolve(source)), characters, {
    targetFormat: "woff2",
    // Only the glyphs of these characters: the alternates that features such
    // as contextual forms would swap in are left out (a quarter of the Latin
    // file), so a heading shows each character's usual form.
    noLayoutClosure: true,
  });
}

/** A unicode-range value naming exactly these characters: "U+20-7E, U+A0". */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((char) => char.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last?.[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return ranges.map(([from, to]) => `U+${hex(from)}${to > from ? `-${hex(to)}` : ""}`).join(", ");
}

if (import.meta.main) {
  commandLine(`Usage: npm run fonts
Cuts the heading typeface to the characters scripts/heading-font.ts lists, into app/fonts/.`);
  for (const subset of Object.keys(headingFontSubsets) as HeadingFontSubset[]) {
    const font = await makeHeadingFont(subset);
    await writeFile(headingFontFile(subset), font);
    console.log(
      `${path.relative(process.cwd(), headingFontFile(subset))}: ${font.length} bytes; unicode-range: ${unicodeRange(headingFontSubsets[subset].characters)}`,
    );
  }
}
