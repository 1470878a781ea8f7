// Files for search engines and link previews, made from the list of pages
// (app/page-list/page-list.ts) at build time so they never go stale: sitemap.xml, robots.txt,
// a 1200×630 social card per page (satori draws it, resvg turns it into PNG),
// the app icons and the web app manifest.
import { practice } from "#app/content-loader/practice.ts";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import type { Language } from "#app/content-loader/translated.ts";
import type { BrandColours } from "#app/design/design-tokens.ts";
import { socialImageSize } from "#app/seo/seo.ts";
import { type SitePage, hreflangLinks } from "#app/page-list/page-list.ts";
import { canonicalUrl } from "#app/seo/site-url.ts";
import { cachedBytes, maker } from "./build-cache.ts";
import { interLatin, titleFonts } from "./card-fonts.ts";

/** Every indexable page, with its last medical review's date and its hreflang alternates. */
export function sitemapXml(pages: readonly SitePage[]): string {
  const indexable = pages.filter((page) => page.indexable);
  const urls = [...indexable]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => {
      const lastmod = page.updated ? `<lastmod>${page.updated}</lastmod>` : "";
      const alternates = hreflangLinks(page, indexable).map(
        (alternate) =>
          `\n    <xhtml:link rel="alternate" hreflang="${alternate.tag}" href="${canonicalUrl(alternate.path)}"/>`,
      );
      return `  <url><loc>${canonicalUrl(page.path)}</loc>${lastmod}${alternates.join("")}${alternates.length > 0 ? "\n  " : ""}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${canonicalUrl("/sitemap.xml")}\n`;
}

export function webManifest(themeColor: string): string {
  return `${JSON.stringify(
    {
      name: practice().name,
      short_name: practice().shortName,
      description: practice().description,
      start_url: "/",
      display: "browser",
      background_color: "#ffffff",
      theme_color: themeColor,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    },
    null,
    2,
  )}\n`;
}

export function png(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}

/**
 * The icon as /favicon.ico, for whatever asks for it by that name: PNGs of 16, 32 and 48 pixels
 * in an ICO file (read since Windows Vista): a 6-byte header (0, type 1, count), one 16-byte entry
 * per image (width, height, colours, 0, planes, bits per pixel, bytes, offset), then the images.
 */
export function faviconIco(svg: string): Buffer {
  const images = [16, 32, 48].map((size) => ({ size, image: png(svg, size) }));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, image }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images.map(({ image }) => image)]);
}

type Node = { type: string; props: Record<string, unknown> };
/** An element for satori to lay out: its tag, its style and its children. */
export const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

// Chinese, Japanese and Korean characters and full-width signs: about two Latin letters wide.
const wide =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/** How wide a title is, in Latin letters. */
export function titleWidth(title: string): number {
  let width = 0;
  for (const char of title) width += wide.test(char) ? 2 : 1;
  return width;
}

/** A page's social card as SVG: its title (in fonts of ./card-fonts.ts), the practice's name and address. */
export async function socialCardSvg(
  title: string,
  colours: BrandColours,
  language: Language,
): Promise<string> {
  const [regular, bold, fontsForTitle] = await Promise.all([
    interLatin(400),
    interLatin(700),
    titleFonts(title, language),
  ]);
  const card = h(
    "div",
    {
      width: "100%",
      height: "100%",
      // satori sizes boxes as content-box: without this the padding is added
      // to the 1200×630, the address falls off the card and titles run past
      // its right margin.
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      // A flat colour keeps the PNG small (well under the 100 KB image budget).
      background: colours["--color-brand-strong"],
      color: "#ffffff",
      fontFamily: "Inter",
    },
    [
      h(
        "div",
        { display: "flex", fontSize: 30, fontWeight: 700, color: colours["--color-brand-soft"] },
        practice().name,
      ),
      h(
        "div",
        {
          display: "flex",
          fontFamily: fontsForTitle.map((font) => font.name).join(", "),
          fontSize: titleWidth(title) > 40 ? 64 : 76,
          fontWeight: 700,
          lineHeight: 1.1,
        },
        title,
      ),
      h(
        "div",
        { display: "flex", fontSize: 28, color: colours["--color-brand-soft"] },
        `${practice().address.street}, ${practice().address.locality}, ${practice().address.region} · ${practice().phone.display}`,
      ),
    ],
  );
  return satori(card as never, {
    ...socialImageSize,
    fonts: [
      { name: "Inter", data: regular, weight: 400, style: "normal" },
      { name: "Inter", data: bold, weight: 700, style: "normal" },
      ...fontsForTitle,
    ],
  });
}

export async function socialCardPng(
  title: string,
  colours: BrandColours,
  language: Language,
): Promise<Buffer> {
  const svg = await socialCardSvg(title, colours, language);
  // The SVG holds every input of the drawing (./build-cache.ts).
  return cachedBytes([maker(import.meta.filename, "@resvg/resvg-js"), svg], async () =>
    png(svg, socialImageSize.width),
  );
}
