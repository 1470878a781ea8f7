// A page's <head> tags as its loader builds them at build time: seo() with
// the page's language, the same page in every other language (hreflang), a
// breadcrumb trail named in the page's language, and a WebPage node that
// says the page's language to search engines (a medical page's own node says
// it already). Each route's `meta` echoes the tags its loader built
// (metaFromLoader): they are built once, into the HTML, and no page hydrates
// to build them again (docs/decisions/017).
import { contentIn } from "#app/content-loader/in-language.ts";
import { languagePath, mainPages } from "#app/content-loader/site-map.ts";
import { languageTags, socialLocales } from "#app/content-loader/translated.ts";
import type { MetaDescriptor } from "react-router";
import { seo } from "./seo.ts";
import { type SitePage, hreflangLinks, kindOf } from "#app/page-list/page-list.ts";
import { requestedPage } from "#app/page-list/requested-page.ts";
import { canonicalUrl } from "./site-url.ts";
import { type StructuredNode, breadcrumbList } from "./structured-data.ts";

/**
 * Home › section › page: each level's name is its label in the main
 * navigation in the page's language, and the last is the page's own title.
 */
export function breadcrumbTrail(
  page: Pick<SitePage, "key" | "language" | "path" | "title">,
): { name: string; path: string }[] {
  const { language } = page;
  const home = languagePath(language, mainPages.home.path);
  if (page.path === home) return [];
  const { mainNav } = contentIn(language);
  const labelAt = (path: string) => mainNav.find((link) => link.to === path)?.label;
  const trail = [{ name: labelAt(home) ?? page.title, path: home }];
  // A condition or treatment sits under its index page; every other page under home alone.
  const kind = kindOf(page);
  if (kind === "condition" || kind === "treatment") {
    const path = languagePath(language, mainPages[`${kind}s`].path);
    trail.push({ name: labelAt(path) ?? page.title, path });
  }
  trail.push({ name: page.title, path: page.path });
  return trail;
}

export function pageSeo(
  page: SitePage,
  structuredData: readonly StructuredNode[] = [],
): MetaDescriptor[] {
  const trail = page.indexable ? breadcrumbTrail(page) : [];
  const languageTag = languageTags[page.language];
  const saysItsLanguage = structuredData.some((node) => "inLanguage" in node);
  const webPage: StructuredNode = {
    "@type": "WebPage",
    name: page.title,
    url: canonicalUrl(page.path),
    inLanguage: languageTag,
  };
  return seo({ ...page, locale: socialLocales[page.language], alternates: hreflangLinks(page) }, [
    ...(page.indexable && !saysItsLanguage ? [webPage] : []),
    ...structuredData,
    ...(trail.length > 0 ? [breadcrumbList(trail)] : []),
  ]);
}

export function metaFromLoader({
  loaderData,
}: {
  loaderData?: { meta: readonly MetaDescriptor[] };
}): MetaDescriptor[] {
  return loaderData ? [...loaderData.meta] : [];
}

/**
 * The loader of a page that needs no more of its request than its address:
 * what `pick` takes from the page at the URL (404 for an address no page has)
 * and its content in the page's language, with the page's tags and, where
 * `structuredData` gives some, its structured data.
 */
export function pageLoader<Data extends object>(
  pick: (found: ReturnType<typeof requestedPage>) => Data,
  structuredData?: (page: SitePage) => readonly StructuredNode[],
) {
  return ({ request }: { request: Request }) => {
    const found = requestedPage(request);
    return { ...pick(found), meta: pageSeo(found.page, structuredData?.(found.page)) };
  };
}
