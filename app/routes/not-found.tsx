// Any path the route table does not know (spec §2, last row). The server
// answers such paths with HTTP 404 and the prerendered copy of this page.
import { NotFound } from "#app/components/not-found.tsx";
import { languagePath, notFoundPath } from "#app/content-loader/site-map.ts";
import { type SiteFacts, useSiteFacts } from "#app/page-list/site-facts.ts";
import { seo } from "#app/seo/seo.ts";
import type { Route } from "./+types/not-found";

// This page has no loader (it answers every unknown path): its tags come from
// the root's data, which holds the page's language and its title in it. React
// Router calls it only once the root's loader has answered.
export const meta: Route.MetaFunction = ({ matches }) => {
  const facts = matches[0]?.loaderData as SiteFacts;
  return seo({
    ...facts.notFoundSeo,
    path: languagePath(facts.language, notFoundPath),
    indexable: false,
    locale: facts.locale,
  });
};

export default function NotFoundPage() {
  return <NotFound words={useSiteFacts().words.notFound} />;
}
