// Every page a visitor can open, from the list of pages (app/lib/site-pages.ts):
// the paths the real-browser tests and the bench walk through. The 404 page
// is left out; tests that want it ask for it by name.
import { notFoundPath } from "#app/content/site-map.ts";
import { sitePages } from "#app/lib/site-pages.ts";

export function sitePaths(): string[] {
  return sitePages()
    .filter((page) => page.path !== notFoundPath)
    .map((page) => page.path);
}
