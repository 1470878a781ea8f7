// The practice's mark, on a 32-unit square: a head in profile, facing right,
// drawn solid, and across its temple the spike of a nerve signal cut out of
// it. A filled shape with its own weight, unlike the line icons around it in
// the header (phone, menu). The header draws the head in the brand colour and
// the signal in the page's white; the favicon and app icons draw the head in
// white on a tile of the brand colour, and the signal in that colour.

export const logoMark = {
  viewBox: "0 0 32 32",
  /** The head, a closed shape: from the back of the neck, over the crown, down
   *  the brow, nose, lips and chin, to the front of the neck, and back along
   *  the neck's base. */
  head: "M11.5 29v-4.6C7.7 22.7 5 18.8 5 14.3 5 8.3 9.9 3.5 16 3.5c5.7 0 10.2 4.1 10.5 9.6l2.2 4.3c.3.6-.1 1.1-.7 1.1h-1.5v3.1c0 1.5-1.2 2.6-2.6 2.6h-3.4V29z",
  /** The signal across the temple, drawn as a line this wide. */
  signal: "M8.5 13.5h3.2l1.7-3.7 2.7 7.7 1.9-4h3.7",
  signalWidth: 2,
} as const;

/** The mark as a standalone SVG document: a white head on a rounded tile of `colour`. */
export function logoTileSvg(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logoMark.viewBox}"><rect width="32" height="32" rx="7" fill="${colour}"/><path fill="#fff" d="${logoMark.head}"/><path fill="none" stroke="${colour}" stroke-width="${logoMark.signalWidth}" stroke-linecap="round" stroke-linejoin="round" d="${logoMark.signal}"/></svg>\n`;
}
