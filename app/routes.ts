// The route table, made from the list of pages (app/lib/site-pages.ts): one
// route per page, each condition, treatment and notice included, so a path
// that has no page falls through to the 404 route in the browser exactly as
// it does on the server. Every page is there in each language: "/about",
// "/ru/about", "/es/about", "/zh/about". Paths are declared in app/content/site-map.ts.
import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { type SitePage, notFoundKey, sitePages } from "./lib/site-pages.ts";
import { notFoundPath } from "./content/site-map.ts";

/** The routes for a list of pages; the 404 page answers every unknown path. */
export function routeTable(pages: readonly SitePage[]): RouteConfigEntry[] {
  return pages.map((page) => {
    if (page.path === "/") return index(page.file, { id: page.id });
    // Each language's 404 page answers the unknown paths under its prefix.
    if (page.key === notFoundKey) {
      return route(page.path.replace(notFoundPath, "/*").slice(1), page.file, { id: page.id });
    }
    return route(page.path.slice(1), page.file, { id: page.id });
  });
}

export default routeTable(sitePages()) satisfies RouteConfig;
