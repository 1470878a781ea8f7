// The physician's portrait until the practice sends a photo: the initials of
// the name in content/practice/en/facts.yaml, drawn at build time so they follow the name when it
// changes. satori lays out the text (as paths, so no font is needed to view
// it) and resvg draws the PNG, as for the social cards.
import satori from "satori";
import type { BrandColours } from "#app/design/design-tokens.ts";
import { interLatin } from "./card-fonts.ts";
import { h, png } from "./seo-assets.ts";

/** "Alexandra Reyes, MD" → "AR": first and last word before the degree. */
export function initialsOf(name: string): string {
  const words = (name.split(",")[0] ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** A square PNG, `size` pixels wide, of the initials on the brand's soft tint. */
export async function portraitPlaceholderPng(
  name: string,
  size: number,
  colours: BrandColours,
): Promise<Buffer> {
  const bold = await interLatin(700);
  const portrait = h(
    "div",
    {
      width: "100%",
      height: "100%",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      // Flat colours from the site's palette (app/app.css) keep the file small.
      background: colours["--color-brand-soft"],
      color: colours["--color-brand-strong"],
      fontFamily: "Inter",
      fontWeight: 700,
      fontSize: Math.round(size * 0.36),
      letterSpacing: Math.round(size * 0.01),
    },
    initialsOf(name),
  );
  const svg = await satori(portrait as never, {
    width: size,
    height: size,
    fonts: [{ name: "Inter", data: bold, weight: 700, style: "normal" }],
  });
  return png(svg, size);
}
