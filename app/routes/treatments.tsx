// /treatments: a card for every treatment, made from content/treatments.ts. The loader
// runs at build time, so only the cards' text reaches the browser.
import type { Route } from "./+types/treatments";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { CardIndex } from "#app/components/sections/card-index.tsx";
import { treatments, treatmentsIndex } from "#app/content/treatments.ts";
import { treatmentCard } from "#app/lib/cards.ts";
import { metaFromLoader } from "#app/lib/loader-meta.ts";
import { seo } from "#app/lib/seo.ts";
import { sitePage } from "#app/lib/site-pages.ts";

export function loader() {
  const { title, intro, callToAction } = treatmentsIndex;
  return {
    title,
    intro,
    callToAction,
    cards: treatments.map(treatmentCard),
    meta: seo(sitePage("treatments")),
  };
}

export const meta = metaFromLoader;

export default function TreatmentsPage({ loaderData }: Route.ComponentProps) {
  const { title, intro, cards, callToAction } = loaderData;
  return (
    <CardIndex title={title} intro={intro} cards={cards}>
      <CallToAction {...callToAction} />
    </CardIndex>
  );
}
