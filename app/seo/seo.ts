// The tags of every page's <head>: <title>, description, canonical URL, the
// same page in the site's other languages, social card and structured data,
// so the title template, the site origin and the card images are set in one
// place. Loaders call it through pageSeo() (page-seo.ts), which knows the
// list of pages; the 404 page, which has no loader, calls it from its `meta`
// with the root's data. Both run at build time (no page hydrates,
// docs/decisions/017). This file reads nothing but the practice's name.
import { practice } from "#app/content-loader/practice.ts";
import type { MetaDescriptor } from "react-router";
import type { StructuredNode } from "./structured-data.ts";
import { canonicalUrl } from "./site-url.ts";

type SeoInput = {
  title: string;
  description: string;
  path: string;
  indexable: boolean;
  /** The page's language as a social card locale ("ru_RU"). */
  locale?: string;
  /** The page in every language, this one included, and x-default (hreflangLinks()). */
  alternates?: readonly { tag: string; path: string }[];
};

/** The longest title search engines show whole; a longer one is cut or rewritten. */
export const titleLimit = 70;

/**
 * A page's <title>: its title and the practice's name, or its short name
 * ("Brooklyn Headache") where the full name would pass the limit, or the
 * title alone where even that would.
 */
export function pageTitle(title: string): string {
  if (title === practice().name) return title;
  const fits = (name: string) => `${title} | ${name}`.length <= titleLimit;
  if (fits(practice().name)) return `${title} | ${practice().name}`;
  return fits(practice().shortName) ? `${title} | ${practice().shortName}` : title;
}

/** Where the build writes a page's 1200×630 social card: "/" → "/og/home.png", "/ru/about" → "/og/ru-about.png". */
export function socialImagePath(path: string): string {
  const name = path.replace(/^\/|\/$/g, "").replaceAll("/", "-") || "home";
  return `/og/${name}.png`;
}

export const socialImageSize = { width: 1200, height: 630 } as const;

export function seo(
  { title, description, path, indexable, locale = "en_US", alternates = [] }: SeoInput,
  structuredData: readonly StructuredNode[] = [],
): MetaDescriptor[] {
  const noindex = !indexable;
  const fullTitle = pageTitle(title);
  const url = canonicalUrl(path);
  const image = canonicalUrl(socialImagePath(path));
  const imageAlt = `${title} – ${practice().name}`;
  // A page that is not to be indexed (the 404 page) names no address of its
  // own: its path answers 404 itself.
  const own = <Tag>(tags: Tag[]) => (noindex ? [] : tags);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...own([
      { tagName: "link", rel: "canonical", href: url },
      ...alternates.map(({ tag, path }) => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: tag,
        href: canonicalUrl(path),
      })),
    ]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: practice().name },
    { property: "og:locale", content: locale },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...own([{ property: "og:url", content: url }]),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImageSize.width) },
    { property: "og:image:height", content: String(socialImageSize.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(structuredData.length > 0
      ? [{ "script:ld+json": { "@context": "https://schema.org", "@graph": structuredData } }]
      : []),
  ];
}
