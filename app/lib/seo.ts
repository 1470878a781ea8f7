// The one helper every route uses for its <title>, description and canonical
// URL, so the title template and the site origin are set in one place.
import type { MetaDescriptor } from "react-router";
import { clinic } from "../content/clinic.ts";

type SeoInput = {
  /** The page's own title; the practice name is appended. */
  title: string;
  description: string;
  /** The page's path, for its canonical URL. */
  path: string;
  /** Pages that must stay out of search results, such as the 404 page. */
  noindex?: boolean;
};

export function pageTitle(title: string): string {
  return title === clinic.name ? title : `${title} | ${clinic.name}`;
}

export function canonicalUrl(path: string): string {
  return new URL(path, clinic.url).href;
}

export function seo({ title, description, path, noindex }: SeoInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = canonicalUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: clinic.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The 404 page's tags, also used by detail routes asked for an unknown slug. */
export function notFoundSeo(): MetaDescriptor[] {
  return seo({
    title: "Page Not Found",
    description: "The page you asked for does not exist. Return to the home page to find your way.",
    path: "/404",
    noindex: true,
  });
}
