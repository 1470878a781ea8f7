// Every page a visitor can open, in every language, from the list of pages
// (app/lib/site-pages.ts): the paths the real-browser tests and the bench
// walk through. The 404 pages are left out; tests that want one ask for it.
import { notFoundKey, sitePages } from "#app/lib/site-pages.ts";

export function sitePaths(): string[] {
  return sitePages()
    .filter((page) => page.key !== notFoundKey)
    .map((page) => page.path);
}
