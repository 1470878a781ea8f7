// The site's colours are written once, as design tokens in app/app.css's
// @theme block. What cannot read CSS (the browser's theme colour, the
// favicon, the social cards, the portrait placeholder) reads them from that
// file's text with this function, at build time.

/** The colours every build asset needs, by their token name in app.css. */
const brandTokens = ["--color-brand", "--color-brand-strong", "--color-brand-soft"] as const;

export type BrandColours = Record<(typeof brandTokens)[number], string>;

/** The value of a custom property declared in the stylesheet; throws when it is missing. */
export function designToken(css: string, name: string): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const value = new RegExp(`(?:^|[\\s;{])${escaped}\\s*:\\s*([^;}]+)`).exec(css)?.[1]?.trim();
  if (!value) throw new Error(`app.css declares no ${name}`);
  return value;
}

export function brandColours(css: string): BrandColours {
  return Object.fromEntries(
    brandTokens.map((name) => [name, designToken(css, name)]),
  ) as BrandColours;
}
