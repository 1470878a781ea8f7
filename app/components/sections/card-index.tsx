// An index page: its title and intro, a card for every entry, and the
// closing call to action. /conditions and /treatments are both this.
import type * as React from "react";
import { CardGrid, LinkCard, type LinkCardItem } from "./link-card.tsx";
import { Container, PageHeader } from "./section.tsx";

export function CardIndex({
  title,
  intro,
  cards,
  children,
}: {
  title: string;
  intro: string;
  cards: readonly LinkCardItem[];
  /** What follows the cards, such as a call to action. */
  children?: React.ReactNode;
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
      {children}
    </>
  );
}
