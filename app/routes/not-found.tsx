// Any path the route table does not know (spec §2, last row). The server
// answers such paths with HTTP 404 and the prerendered copy of this page.
import { NotFound } from "#app/components/not-found.tsx";
import { notFoundSeo } from "#app/lib/seo.ts";

export const meta = notFoundSeo;

export default function NotFoundPage() {
  return <NotFound />;
}
