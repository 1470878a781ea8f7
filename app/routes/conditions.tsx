// /conditions: a card for every condition, made from content/conditions.ts. The loader
// runs at build time, so only the cards' text reaches the browser.
import type { Route } from "./+types/conditions";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { CardIndex } from "#app/components/sections/card-index.tsx";
import { conditions, conditionsIndex } from "#app/content/conditions.ts";
import { conditionCard } from "#app/lib/cards.ts";
import { metaFromLoader } from "#app/lib/loader-meta.ts";
import { seo } from "#app/lib/seo.ts";
import { sitePage } from "#app/lib/site-pages.ts";

export function loader() {
  const { title, intro, callToAction } = conditionsIndex;
  return {
    title,
    intro,
    callToAction,
    cards: conditions.map(conditionCard),
    meta: seo(sitePage("conditions")),
  };
}

export const meta = metaFromLoader;

export default function ConditionsPage({ loaderData }: Route.ComponentProps) {
  const { title, intro, cards, callToAction } = loaderData;
  return (
    <CardIndex title={title} intro={intro} cards={cards}>
      <CallToAction {...callToAction} />
    </CardIndex>
  );
}
