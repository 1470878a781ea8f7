// The practice's mark as SVG paths on a 32-unit square, drawn as strokes:
// a head in profile, facing right, and across its temple the spike of a
// nerve signal. The header draws it in the brand colour; the favicon and app
// icons draw it in white on a tile of the brand colour.

export const logoMark = {
  viewBox: "0 0 32 32",
  strokeWidth: 2.2,
  paths: [
    // The head: from the back of the neck, over the crown, down the brow,
    // nose, lips and chin, to the front of the neck.
    "M11.5 29v-4.6C7.7 22.7 5 18.8 5 14.3 5 8.3 9.9 3.5 16 3.5c5.7 0 10.2 4.1 10.5 9.6l2.2 4.3c.3.6-.1 1.1-.7 1.1h-1.5v3.1c0 1.5-1.2 2.6-2.6 2.6h-3.4V29",
    // The signal across the temple.
    "M9 13.5h3l1.6-3.5 2.6 7.5 1.8-4h3.5",
  ],
} as const;

/** The mark as a standalone SVG document: white strokes on a rounded tile of `colour`. */
export function logoTileSvg(colour: string): string {
  const strokes = logoMark.paths.map((d) => `<path d="${d}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logoMark.viewBox}"><rect width="32" height="32" rx="7" fill="${colour}"/><g fill="none" stroke="#fff" stroke-width="${logoMark.strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${strokes}</g></svg>\n`;
}
