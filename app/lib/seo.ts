// The one helper every route uses for its <title>, description, canonical URL
// and social card, so the title template, the site origin and the card
// images are set in one place.
import type { MetaDescriptor } from "react-router";
import { clinic } from "../content/clinic.ts";
import { mainNav } from "../content/navigation.ts";
import { canonicalUrl } from "./site-url.ts";
import { type StructuredNode, breadcrumbList } from "./structured-data.ts";

type SeoInput = {
  /** The page's own title; the practice name is appended. */
  title: string;
  /** 50–160 characters: what a search result shows under the title. */
  description: string;
  /** The page's path, for its canonical URL and its social card. */
  path: string;
  /** Pages that must stay out of search results, such as the 404 page. */
  noindex?: boolean;
  /** JSON-LD about the page; a BreadcrumbList is added for every inner page. */
  structuredData?: readonly StructuredNode[];
};

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

export function seo({
  title,
  description,
  path,
  noindex,
  structuredData = [],
}: SeoInput): MetaDescriptor[] {
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

/** The 404 page's tags. */
export function notFoundSeo(): MetaDescriptor[] {
  return seo({
    title: "Page Not Found",
    description: "The page you asked for does not exist. Return to the home page to find your way.",
    path: "/404",
    noindex: true,
  });
}
