// /conditions: a card for every condition, made from content/conditions/. The loader
// runs at build time, so only the cards' text reaches the browser.
import type { Route } from "./+types/conditions";
import { CardIndex } from "#app/components/sections/card-index.tsx";
import { conditionCard } from "#app/page-list/cards.ts";
import { metaFromLoader } from "#app/seo/loader-meta.ts";
import { requestedPage } from "#app/page-list/requested-page.ts";
import { pageSeo } from "#app/seo/page-seo.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { page, content } = requestedPage(request);
  const { title, intro, callToAction } = content.conditionsIndex;
  return {
    title,
    intro,
    callToAction,
    cards: content.conditions.map((entry) => conditionCard(entry, content.language)),
    meta: pageSeo(page),
  };
}

export const meta = metaFromLoader;

export default function ConditionsPage({ loaderData }: Route.ComponentProps) {
  return <CardIndex {...loaderData} />;
}
