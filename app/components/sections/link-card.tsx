// Cards that link to a condition or treatment page, laid out in a grid.
import { ArrowRight } from "lucide";
import type * as React from "react";
import { Link } from "react-router";
import { Icon, type IconNode } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { useWords } from "#app/lib/site-facts.ts";

export type LinkCardItem = {
  to: string;
  icon: IconNode;
  title: string;
  description: string;
  featured?: boolean;
};

export function CardGrid({
  columns = 3,
  children,
}: {
  columns?: 3 | 4;
  children: React.ReactNode;
}) {
  // Columns follow the width the grid is given, not the screen's, so cards
  // beside a page's side column stay as wide as cards across the page.
  return (
    <div className="@container">
      <ul
        className={cn(
          "grid gap-6 @xl:grid-cols-2",
          columns === 3 ? "@[52rem]:grid-cols-3" : "@[60rem]:grid-cols-4",
        )}
      >
        {children}
      </ul>
    </div>
  );
}

export function LinkCard({
  item,
  headingLevel = 3,
}: {
  item: LinkCardItem;
  /** 2 when the cards sit right under the page's <h1>. */
  headingLevel?: 2 | 3;
}) {
  const { featured, learnMore } = useWords();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="relative flex flex-col rounded-card border border-line bg-surface p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start justify-between gap-4">
        <span className="flex size-12 items-center justify-center rounded-lg bg-brand-soft text-brand">
          <Icon node={item.icon} className="size-6" />
        </span>
        {item.featured ? (
          <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent">
            {featured}
          </span>
        ) : null}
      </div>
      <Heading className="mt-4 text-lg font-semibold">
        <Link to={item.to} className="after:absolute after:inset-0 after:rounded-card">
          {item.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-ink-muted">{item.description}</p>
      <span
        aria-hidden="true"
        className="mt-4 inline-flex items-center gap-1 font-semibold text-brand"
      >
        {learnMore} <Icon node={ArrowRight} className="size-4" />
      </span>
    </li>
  );
}
