// /conditions and /treatments: a card for every condition of content/conditions/
// or every treatment of content/treatments/, whichever the page at the URL
// lists, under the page's title and intro, then the closing call to action.
// The loader runs at build time, so only the cards' text reaches the browser.
import type { Route } from "./+types/card-index";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { LinkCard } from "#app/components/sections/link-card.tsx";
import { Container, PageHeader } from "#app/components/sections/section.tsx";
import { conditionCard, treatmentCard } from "#app/page-list/cards.ts";
import { metaFromLoader, pageLoader } from "#app/seo/page-seo.ts";

export const loader = pageLoader(({ page, content }) => {
  const { language } = content;
  const treatments = page.key === "treatments";
  return {
    ...(treatments ? content.treatmentsIndex : content.conditionsIndex),
    cards: treatments
      ? content.treatments.map((entry) => treatmentCard(entry, language))
      : content.conditions.map((entry) => conditionCard(entry, language)),
  };
});

export const meta = metaFromLoader;

export default function CardIndexPage({ loaderData }: Route.ComponentProps) {
  const { title, intro, cards, callToAction } = loaderData;
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Container className="py-14">
        {/* Columns follow the width the grid is given, not the screen's, so cards
            beside a page's side column stay as wide as cards across the page. */}
        <div className="@container">
          <ul className="grid gap-6 @xl:grid-cols-2 @[52rem]:grid-cols-3">
            {cards.map((card) => (
              <LinkCard key={card.to} item={card} />
            ))}
          </ul>
        </div>
      </Container>
      <CallToAction {...callToAction} />
    </>
  );
}
