// Files for search engines and link previews, made from the built pages and
// the content at build time so they never go stale: sitemap.xml, robots.txt,
// a 1200×630 social card per page (satori draws it, resvg turns it into PNG),
// the app icons and the web app manifest.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { clinic } from "../app/content/clinic.ts";
import { conditions } from "../app/content/conditions.ts";
import { treatments } from "../app/content/treatments.ts";
import { socialImageSize } from "../app/lib/seo.ts";
import { themeColor } from "../app/lib/theme-color.ts";
import { canonicalUrl } from "../app/lib/site-url.ts";
import { conditionPath, treatmentPath } from "../app/lib/site-paths.ts";

export type BuiltPage = { path: string; title: string; indexable: boolean };

/** What a prerendered page says about itself: canonical path, card title, robots. */
export function describePage(html: string): BuiltPage {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const title = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
  if (!canonical || title === undefined) throw new Error("page without canonical URL or og:title");
  return {
    path: new URL(canonical).pathname,
    title: decodeEntities(title),
    indexable: !/<meta name="robots" content="[^"]*noindex/.test(html),
  };
}

function decodeEntities(text: string): string {
  return text
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
}

/** Each page's last medical review, for the sitemap's <lastmod>. */
export function lastReviewedByPath(): Map<string, string> {
  const dates = new Map<string, string>();
  for (const condition of conditions)
    dates.set(conditionPath(condition.slug), condition.lastReviewed);
  for (const treatment of treatments)
    dates.set(treatmentPath(treatment.slug), treatment.lastReviewed);
  const latest = (values: readonly { lastReviewed: string }[]) =>
    values
      .map((value) => value.lastReviewed)
      .sort()
      .at(-1);
  const conditionsDate = latest(conditions);
  const treatmentsDate = latest(treatments);
  if (conditionsDate) dates.set("/conditions", conditionsDate);
  if (treatmentsDate) dates.set("/treatments", treatmentsDate);
  return dates;
}

export function sitemapXml(pages: readonly BuiltPage[], lastmod: Map<string, string>): string {
  const urls = pages
    .filter((page) => page.indexable)
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => {
      const date = lastmod.get(page.path);
      return `  <url><loc>${canonicalUrl(page.path)}</loc>${date ? `<lastmod>${date}</lastmod>` : ""}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${canonicalUrl("/sitemap.xml")}\n`;
}

export function webManifest(): string {
  return `${JSON.stringify(
    {
      name: clinic.name,
      short_name: clinic.shortName,
      description: clinic.description,
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

/** The SVG icon drawn at `size` pixels square, as PNG. */
export function iconPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
export function loadFonts() {
  fonts ??= Promise.all([
    readFile(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff")),
    readFile(require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff")),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** A page's social card: its title, the practice's name and address. */
export async function socialCardPng(title: string): Promise<Buffer> {
  const { regular, bold } = await loadFonts();
  const card = h(
    "div",
    {
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      // A flat colour keeps the PNG small (well under the 100 KB image budget).
      background: "#0b4a5a",
      color: "#ffffff",
      fontFamily: "Inter",
    },
    [
      h("div", { display: "flex", fontSize: 30, fontWeight: 700, color: "#cfe9ef" }, clinic.name),
      h(
        "div",
        {
          display: "flex",
          fontSize: title.length > 40 ? 64 : 76,
          fontWeight: 700,
          lineHeight: 1.1,
        },
        title,
      ),
      h(
        "div",
        { display: "flex", fontSize: 28, color: "#e3f1f4" },
        `${clinic.address.street}, ${clinic.address.locality}, ${clinic.address.region} · ${clinic.phone.display}`,
      ),
    ],
  );
  const svg = await satori(card as never, {
    ...socialImageSize,
    fonts: [
      { name: "Inter", data: regular, weight: 400, style: "normal" },
      { name: "Inter", data: bold, weight: 700, style: "normal" },
    ],
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: socialImageSize.width } })
    .render()
    .asPng();
}
