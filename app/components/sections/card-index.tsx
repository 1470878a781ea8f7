// An index page: its title and intro, a card for every entry, and the
// closing call to action. /conditions and /treatments are both this.
import { CallToAction } from "./call-to-action.tsx";
import { CardGrid, LinkCard, type LinkCardItem } from "./link-card.tsx";
import { Container, PageHeader } from "./section.tsx";

export function CardIndex({
  title,
  intro,
  cards,
  callToAction,
}: {
  title: string;
  intro: string;
  cards: readonly LinkCardItem[];
  callToAction: { heading: string; points: readonly string[] };
}) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Container className="py-14">
        <CardGrid>
          {cards.map((card) => (
            <LinkCard headingLevel={2} key={card.to} item={card} />
          ))}
        </CardGrid>
      </Container>
      <CallToAction {...callToAction} />
    </>
  );
}
