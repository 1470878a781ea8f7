// Plain blocks of text that pages lay out inside a Section: paragraphs,
// bullet and check lists, key figures, cards with an <h3>, term–detail lists
// and rows of links. They take typed props and know nothing
// about the practice, so any page can reuse them without new markup.
import { ArrowRight, ChevronDown, CircleCheck, ExternalLink as ExternalIcon } from "lucide";
import type * as React from "react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import { useWords } from "#app/page-list/site-facts.ts";

type Topic = {
  title: string;
  paragraphs: readonly string[];
  /** Listed after the paragraphs, e.g. what to write in a headache diary. */
  points?: readonly string[];
};

/** One row of a term–detail list; several details read as a list. */
type Fact = { term: string; detail: string | readonly string[] };

/** A link to another site. Directory links pass `nofollow`. */
type OutboundLink = { label: string; href: string; nofollow?: boolean };

export function Paragraphs({ items }: { items: readonly string[] }) {
  return items.map((text) => <p key={text}>{text}</p>);
}

/**
 * Running text at reading width, with room for a link after it. `fold`, the
 * label of a fold, leaves the first paragraph open and folds the rest under
 * it (Fold): only for explanation, never for safety text (tests/static/safety-in-view.test.ts).
 */
export function Prose({
  paragraphs,
  fold,
  children,
}: {
  paragraphs: readonly string[];
  fold?: string;
  children?: React.ReactNode;
}) {
  const [first, ...rest] = paragraphs;
  const folds = fold && first !== undefined && rest.length > 0;
  return (
    <div className={folds ? "max-w-3xl text-lg" : "max-w-3xl space-y-4 text-lg"}>
      {folds ? (
        <>
          <p>{first}</p>
          <Fold label={fold}>
            <Paragraphs items={rest} />
          </Fold>
        </>
      ) : (
        <Paragraphs items={paragraphs} />
      )}
      {children}
    </div>
  );
}

/**
 * Explanation folded on a phone under a label that says what it holds: a
 * native <details> whose summary, `label`, has a chevron. It opens with a tap
 * or the keyboard and without JavaScript, and its words stay in the HTML,
 * where the browser's find-in-page opens it on a match, screen readers
 * announce it as collapsed, and search engines read it. On a wide screen (lg)
 * and on paper nothing folds: the words show, without the summary.
 */
export function Fold({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <details className="group/disclosure mt-4 max-w-3xl lg:details-content:[content-visibility:visible]">
      <summary
        data-print="hide"
        className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 text-lg font-semibold text-brand underline-offset-4 hover:underline lg:hidden [&::-webkit-details-marker]:hidden"
      >
        {label}
        <Icon
          node={ChevronDown}
          className="size-5 shrink-0 transition-transform group-open/disclosure:rotate-180"
        />
      </summary>
      <div className="mt-3 space-y-4 text-lg lg:mt-4">{children}</div>
    </details>
  );
}

/** The look of a card of text: a raised, bordered box. */
export const cardBox = "rounded-card border border-line bg-surface p-6 shadow-sm";

/** A card with an <h3>, for use under a Section's <h2>. */
export function TextCard({
  heading,
  className,
  children,
}: {
  heading: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn(cardBox, className)}>
      <h3 className="text-lg font-semibold">{heading}</h3>
      <div className="mt-3 space-y-3 text-ink-muted">{children}</div>
    </div>
  );
}

/** Items with a check mark, at the size of a Section's running text. */
export function CheckList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={cn("grid gap-3 text-lg", columns === 2 && "md:grid-cols-2 md:gap-x-8")}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon node={CircleCheck} className="mt-0.5 size-5 shrink-0 text-brand" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Cards of topics, each with its title as an <h3>. */
export function TopicGrid({ topics, columns = 2 }: { topics: readonly Topic[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2", columns === 3 && "lg:grid-cols-3")}>
      {topics.map((topic) => (
        <li key={topic.title}>
          <TextCard heading={topic.title} className="h-full">
            <Paragraphs items={topic.paragraphs} />
            {topic.points ? (
              <ul className="list-disc space-y-1.5 pl-5">
                {topic.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </TextCard>
        </li>
      ))}
    </ul>
  );
}

/** Terms beside their details on wide screens, one under the other on phones. */
export function FactList({ facts, boxed = false }: { facts: readonly Fact[]; boxed?: boolean }) {
  return (
    <dl
      className={cn(
        "divide-y divide-line",
        boxed && "max-w-4xl rounded-card border border-line bg-surface px-6 py-2 shadow-sm",
      )}
    >
      {facts.map((fact) => (
        <div
          key={fact.term}
          className="grid gap-1 py-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:gap-6"
        >
          <dt className="font-semibold text-ink">{fact.term}</dt>
          <dd className="text-ink-muted">
            {typeof fact.detail === "string" ? (
              fact.detail
            ) : (
              <ul className="space-y-1">
                {fact.detail.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Links to other sites, styled as buttons; each opens in a new tab. */
export function OutboundLinks({ links }: { links: readonly OutboundLink[] }) {
  const newTabNote = useWords().opensInNewTab;
  return (
    <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {links.map((link) => (
        <li key={link.href}>
          <ExternalLink
            href={link.href}
            nofollow={link.nofollow}
            newTabNote={newTabNote}
            data-slot="button"
            className={buttonVariants({ variant: "outline", className: "w-full sm:w-auto" })}
          >
            {link.label}
            <Icon node={ExternalIcon} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/** A link to another page of this site, after a block of text. */
export function PageLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
    >
      {label}
      <Icon node={ArrowRight} className="size-4" />
    </Link>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="max-w-3xl list-disc space-y-2 pl-6 text-lg marker:text-brand">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

type KeyFactItem = { label: string; value: string };

/** Key numbers shown as large figures, such as a treatment's protocol. */
export function KeyFacts({ items }: { items: readonly KeyFactItem[] }) {
  // Two to a row on a phone, so the facts take half the height; a phrase
  // ("every 3 months") gets smaller type than a figure ("155"), and a long
  // word breaks at a syllable rather than widen the card.
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      {items.map((fact) => (
        <div key={fact.label} className="rounded-card border border-line bg-surface p-3 sm:p-4">
          <dt className="text-sm text-ink-muted">{fact.label}</dt>
          <dd
            className={cn(
              "mt-1 font-heading font-bold [overflow-wrap:anywhere] hyphens-auto text-brand-strong",
              fact.value.length <= 12 ? "text-2xl" : "text-base leading-snug sm:text-lg",
            )}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
