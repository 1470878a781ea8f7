// An index page: its title and intro, a card for every entry, and the
// closing call to action. /conditions and /treatments are both this.
import { ArrowRight } from "lucide";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { useWords } from "#app/page-list/site-facts.ts";
import { CallToAction } from "./call-to-action.tsx";
import type { LinkCardItem } from "./link-card.tsx";
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

/** One entry's card; its title is an <h2>, the cards sitting right under the page's <h1>. */
function LinkCard({ item }: { item: LinkCardItem }) {
  const { learnMore } = useWords();
  return (
    <li className="relative flex flex-col rounded-card border border-line bg-surface p-6 transition-shadow focus-within:shadow-md hover:shadow-md">
      <h2 className="flex items-start gap-3 text-lg font-semibold">
        <Icon node={item.icon} className="mt-0.5 size-5 shrink-0 text-brand" />
        <Link to={item.to} className="after:absolute after:inset-0 after:rounded-card">
          {item.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-ink-muted">{item.description}</p>
      <span
        aria-hidden="true"
        className="mt-4 inline-flex items-center gap-1 font-semibold text-brand"
      >
        {learnMore}
        <Icon node={ArrowRight} className="size-4" />
      </span>
    </li>
  );
}
