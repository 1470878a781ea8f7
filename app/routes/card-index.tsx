// /conditions and /treatments: a card for every condition of content/conditions/
// or every treatment of content/treatments/, whichever the page at the URL
// lists. The loader runs at build time, so only the cards' text reaches the
// browser.
import type { Route } from "./+types/card-index";
import { CardIndex } from "#app/components/sections/card-index.tsx";
import { conditionCard, treatmentCard } from "#app/page-list/cards.ts";
import { metaFromLoader } from "#app/seo/loader-meta.ts";
import { requestedPage } from "#app/page-list/requested-page.ts";
import { pageSeo } from "#app/seo/page-seo.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { page, content } = requestedPage(request);
  const { language } = content;
  const treatments = page.key === "treatments";
  const { title, intro, callToAction } = treatments
    ? content.treatmentsIndex
    : content.conditionsIndex;
  return {
    title,
    intro,
    callToAction,
    cards: treatments
      ? content.treatments.map((entry) => treatmentCard(entry, language))
      : content.conditions.map((entry) => conditionCard(entry, language)),
    meta: pageSeo(page),
  };
}

export const meta = metaFromLoader;

export default function CardIndexPage({ loaderData }: Route.ComponentProps) {
  return <CardIndex {...loaderData} />;
}
