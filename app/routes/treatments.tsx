// /treatments: a card for every treatment, made from content/treatments/. The loader
// runs at build time, so only the cards' text reaches the browser.
import type { Route } from "./+types/treatments";
import { CardIndex } from "#app/components/sections/card-index.tsx";
import { treatmentCard } from "#app/page-list/cards.ts";
import { metaFromLoader } from "#app/seo/loader-meta.ts";
import { requestedPage } from "#app/page-list/requested-page.ts";
import { pageSeo } from "#app/seo/page-seo.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { page, content } = requestedPage(request);
  const { title, intro, callToAction } = content.treatmentsIndex;
  return {
    title,
    intro,
    callToAction,
    cards: content.treatments.map((entry) => treatmentCard(entry, content.language)),
    meta: pageSeo(page),
  };
}

export const meta = metaFromLoader;

export default function TreatmentsPage({ loaderData }: Route.ComponentProps) {
  return <CardIndex {...loaderData} />;
}
