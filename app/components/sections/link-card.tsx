// Links to condition and treatment pages: a card each on the index pages,
// and a compact list (one row each) where a page shows many at once on a
// phone.
import { ArrowRight, ChevronRight } from "lucide";
import { Link } from "react-router";
import { Icon, type IconNode } from "#app/components/ui/icon.tsx";
import { useWords } from "#app/page-list/site-facts.ts";

export type LinkCardItem = {
  to: string;
  icon: IconNode;
  title: string;
  description: string;
  /** The spec's flag for the treatments the home page leads with. */
  featured?: boolean;
};

/** One entry's card; its title is an <h2>, the cards sitting right under the page's <h1>. */
export function LinkCard({ item }: { item: LinkCardItem }) {
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

/**
 * The same links as one compact list: a row each, title and one sentence,
 * in two columns where there is room. The whole row is the link's target;
 * only the title is its name, so a screen reader lists short links.
 */
export function LinkList({
  items,
  featuredLabel,
}: {
  items: readonly LinkCardItem[];
  /** The words of the spec's flag, shown quietly beside a featured item's title. */
  featuredLabel?: string;
}) {
  return (
    <div className="@container">
      <ul className="grid gap-px overflow-hidden rounded-card border border-line bg-line @2xl:grid-cols-2">
        {items.map((item) => (
          <li
            key={item.to}
            className="relative flex min-w-0 items-start gap-3 bg-surface px-4 py-3.5 focus-within:bg-surface-muted hover:bg-surface-muted @2xl:last:odd:col-span-2"
          >
            <Icon node={item.icon} className="mt-0.5 size-5 shrink-0 text-brand" />
            {/* A long word breaks rather than run under the list's rounded edge (text spacing at 320 px). */}
            <div className="min-w-0 flex-1 [overflow-wrap:anywhere] hyphens-auto">
              <Link
                to={item.to}
                className="font-semibold text-ink after:absolute after:inset-0 hover:text-brand-strong"
              >
                {item.title}
              </Link>
              {/* The spec's "Featured" flag: a small grey label in the body's own weight, no
                  colour, star or icon, so it marks the treatments the practice leads with
                  without selling them (docs/decisions/018-an-identity-of-its-own.md). Its
                  margin, not a space, parts it from the name: Chinese puts no space there. */}
              {item.featured && featuredLabel ? (
                <span className="ml-2 inline-block rounded-sm border border-line px-1.5 align-[0.1em] text-xs leading-5 text-ink-muted">
                  {featuredLabel}
                </span>
              ) : null}
              <p className="mt-0.5 text-sm text-ink-muted">{item.description}</p>
            </div>
            <Icon node={ChevronRight} className="mt-0.5 size-5 shrink-0 text-ink-muted" />
          </li>
        ))}
      </ul>
    </div>
  );
}
