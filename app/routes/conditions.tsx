// /conditions: a card for every condition the practice treats. The loader
// runs at build time, so only the cards' text reaches the browser.
import type { Route } from "./+types/conditions";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { CardIndex } from "#app/components/sections/card-index.tsx";
import { conditions } from "#app/content/conditions.ts";
import { conditionCard } from "#app/lib/cards.ts";
import { seo } from "#app/lib/seo.ts";
import { metaFromLoader } from "#app/lib/loader-meta.ts";

export function loader() {
  return {
    cards: conditions.map(conditionCard),
    meta: seo({
      title: "Headache Conditions We Treat",
      description:
        "Migraine, chronic migraine, post-traumatic headache, cluster headache, medication-overuse headache and occipital neuralgia: how each is diagnosed and treated.",
      path: "/conditions",
    }),
  };
}

export const meta = metaFromLoader;

export default function ConditionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <CardIndex
      title="Conditions We Treat"
      intro="Headache disorders are not all alike. Finding out which one you have is the first step to the right treatment."
      cards={loaderData.cards}
    >
      <CallToAction
        heading="Not sure which kind of headache you have?"
        points={["A specialist diagnosis", "A plan made for you"]}
      />
    </CardIndex>
  );
}
