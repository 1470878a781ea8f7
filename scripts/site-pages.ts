// Every page of the site, read from the route table: the list the
// real-browser tests and the bench walk through.
import routes from "#app/routes.ts";

export function sitePaths(): string[] {
  return routes
    .filter((route) => route.path !== "*")
    .map((route) => (route.index ? "/" : `/${(route.path ?? "").replace(/^\//, "")}`));
}
