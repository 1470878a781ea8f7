// Any path the route table does not know (spec §2, last row). The server
// answers such paths with HTTP 404 and the prerendered copy of this page.
import { NotFound } from "#app/components/not-found.tsx";
import { notFoundPath } from "#app/content/site-map.ts";
import { notFoundSeo } from "#app/content/site-text.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { useWords } from "#app/lib/site-facts.ts";
import { seo } from "#app/lib/seo.ts";

// This page hydrates and has no loader (it answers every unknown path), so
// its tags are built in the browser too, from two small modules.
export const meta = () => seo({ ...notFoundSeo, path: notFoundPath, indexable: false });

// The page logs the unknown path to the console in the browser (spec §2).
export const handle: RouteHandle = { hydrate: true };

export default function NotFoundPage() {
  return <NotFound words={useWords().notFound} />;
}
