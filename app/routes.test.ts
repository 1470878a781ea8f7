// @vitest-environment node
// The route table (routes.ts) and the list of pages (the site map and the
// content) describe the same site: every page is answered by its template,
// every address in the table serves a page, and an unknown address falls
// through to the 404 page.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type RouteObject, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { languages } from "#app/content-loader/translated.ts";
import { kindOf, sitePages } from "#app/page-list/page-list.ts";
import routes from "./routes.ts";

/** The table as React Router matches it, each route named by its module. */
function routeObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry): RouteObject => {
    const children = entry.children ? routeObjects(entry.children) : undefined;
    if (entry.index) return { index: true, id: entry.file, path: entry.path };
    return { id: entry.file, path: entry.path, children };
  });
}

const table = routeObjects(routes);

/** The module that renders a path: the deepest route that matches it. */
const moduleAt = (path: string) => matchRoutes(table, path)?.at(-1)?.route.id;

/** The pages whose template is named for more than their kind: the card indexes, the entries, and the diary's papers. */
const sharedTemplates: Record<string, string> = {
  conditions: "card-index",
  treatments: "card-index",
  condition: "detail",
  treatment: "detail",
  "first-visit": "diary",
};

/** The template that renders a page. */
const templateOf = (page: Parameters<typeof kindOf>[0]) =>
  `routes/${sharedTemplates[kindOf(page)] ?? kindOf(page)}.tsx`;

describe("the route table", () => {
  it("answers every page of the site, in every language, with its template", () => {
    const pages = sitePages();
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(moduleAt(page.path), page.path).toBe(templateOf(page));
  });

  it("serves a page at every address it names, in every language", () => {
    const modules = new Set(sitePages().map((page) => moduleAt(page.path)));
    const named = (entries: readonly RouteConfigEntry[]): string[] =>
      entries.flatMap((entry) => [entry.file, ...named(entry.children ?? [])]);
    for (const file of named(routes)) expect(modules, file).toContain(file);
    for (const language of languages) {
      const home = sitePages().find((page) => page.language === language && page.key === "home");
      expect(moduleAt(home?.path ?? "")).toBe("routes/home.tsx");
    }
  });

  it("sends an address no page has to the 404 page", () => {
    for (const path of ["/no-such-page", "/ru/no/such/page", "/conditions/a/b"]) {
      expect(moduleAt(path), path).toBe("routes/not-found.tsx");
    }
  });
});
