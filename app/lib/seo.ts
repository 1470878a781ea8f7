// The one helper every route uses for its <title>, description, canonical URL
// and social card, so the title template, the site origin and the card
// images are set in one place. It takes a page from the list of pages
// (site-pages.ts), which holds each page's path, title and description.
import type { MetaDescriptor } from "react-router";
import { clinic } from "#app/content/clinic.ts";
import { mainNav } from "#app/content/site-map.ts";
import type { SitePage } from "./site-pages.ts";
import { canonicalUrl } from "./site-url.ts";
import { type StructuredNode, breadcrumbList } from "./structured-data.ts";

type SeoInput = Pick<SitePage, "title" | "description" | "path" | "indexable">;

export function pageTitle(title: string): string {
  return title === clinic.name ? title : `${title} | ${clinic.name}`;
}

/**
 * Home › section › page: each level's name is its label in the main
 * navigation, and the last is the page's own title.
 */
export function breadcrumbTrail(path: string, title: string): { name: string; path: string }[] {
  if (path === "/") return [];
  const segments = path.split("/").filter(Boolean);
  const trail = [{ name: "Home", path: "/" }];
  segments.forEach((_segment, index) => {
    const crumbPath = `/${segments.slice(0, index + 1).join("/")}`;
    const isLast = index === segments.length - 1;
    const label = mainNav.find((link) => link.to === crumbPath)?.label;
    if (isLast) trail.push({ name: title, path: crumbPath });
    else if (label) trail.push({ name: label, path: crumbPath });
  });
  return trail;
}

/** Where the build writes a page's 1200×630 social card: "/" → "/og/home.png". */
export function socialImagePath(path: string): string {
  const name = path.replace(/^\/|\/$/g, "").replaceAll("/", "-") || "home";
  return `/og/${name}.png`;
}

export const socialImageSize = { width: 1200, height: 630 } as const;

/**
 * A page's tags. `structuredData` is the JSON-LD about the page; a
 * BreadcrumbList is added for every inner page that search engines index.
 */
export function seo(
  { title, description, path, indexable }: SeoInput,
  structuredData: readonly StructuredNode[] = [],
): MetaDescriptor[] {
  const noindex = !indexable;
  const fullTitle = pageTitle(title);
  const trail = noindex ? [] : breadcrumbTrail(path, title);
  const graph = [...structuredData, ...(trail.length > 0 ? [breadcrumbList(trail)] : [])];
  const url = canonicalUrl(path);
  const image = canonicalUrl(socialImagePath(path));
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: clinic.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImageSize.width) },
    { property: "og:image:height", content: String(socialImageSize.height) },
    { property: "og:image:alt", content: `${title} – ${clinic.name}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(graph.length > 0
      ? [{ "script:ld+json": { "@context": "https://schema.org", "@graph": graph } }]
      : []),
  ];
}
