// The URLs of pages generated from content arrays, shared by the route table,
// the prerender list, the pages that link to them and the tests. It imports no
// content, so pages that link to a condition do not carry every condition's
// text in their JavaScript.

export const conditionPath = (slug: string) => `/conditions/${slug}`;
export const treatmentPath = (slug: string) => `/treatments/${slug}`;

/** Prerendered to build/client/404/index.html, then copied to 404.html. */
export const notFoundPath = "/404";

/**
 * The last segment of a page's URL: the slug of a detail page. The build also
 * asks for each page's navigation data as "/conditions/migraine.data", so
 * that suffix is not part of the slug.
 */
export function slugFromUrl(url: string): string {
  const { pathname } = new URL(url, "http://site.invalid");
  return (
    pathname
      .replace(/\.data$/, "")
      .split("/")
      .filter(Boolean)
      .pop() ?? ""
  );
}

/**
 * Every path to render at build time: every path of the route table (detail
 * pages included, as each has its own route) and the 404 page.
 */
export function prerenderPaths(staticPaths: readonly string[]): string[] {
  return [...new Set([...staticPaths, notFoundPath])];
}
