// Any path the route table does not know (spec §2, last row). The server
// answers such paths with HTTP 404 and the prerendered copy of this page.
import { NotFound } from "#app/components/not-found.tsx";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { notFoundSeo } from "#app/lib/seo.ts";

export const meta = notFoundSeo;

// The page logs the unknown path to the console in the browser (spec §2).
export const handle: RouteHandle = { hydrate: true };

export default function NotFoundPage() {
  return <NotFound />;
}
