// The building blocks every page is laid out with: a page header with the
// page's one <h1>, and titled sections with an <h2>.
import type * as React from "react";
import { useId } from "react";
import { cn } from "#app/design/cn.ts";

/**
 * The page's width and side margins. On wide screens it also keeps clear of a
 * side column when the layout around it sets `--side-column` (its width plus
 * the gap), so wide blocks such as tables and card grids never run under it.
 */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "mx-auto max-w-7xl px-4 sm:px-6 lg:pr-[calc(1.5rem+var(--side-column,0rem))]",
        className,
      )}
      {...props}
    />
  );
}

export function PageHeader({
  title,
  intro,
  howToPrint,
  children,
}: {
  title: string;
  intro?: string;
  /** How to print a page made for paper: said on screen, left off the paper. */
  howToPrint?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="border-b border-line bg-brand-soft">
      <Container className="py-12 sm:py-16">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {title}
        </h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-ink-muted">{intro}</p> : null}
        {howToPrint ? (
          <p className="mt-4 max-w-3xl text-ink-muted" data-print="hide">
            {howToPrint}
          </p>
        ) : null}
        {children}
      </Container>
    </div>
  );
}

export function Section({
  heading,
  intro,
  tone = "plain",
  size = "regular",
  split = false,
  id,
  children,
}: {
  heading: string;
  intro?: string;
  tone?: "plain" | "muted";
  /** "compact" for a page of many short sections; "brief" for a closing strip. */
  size?: "regular" | "compact" | "brief";
  /**
   * From the xl breakpoint, the heading and intro in a column of their own
   * beside the content, so a page of text-width sections fills a wide screen
   * instead of leaving its right half empty.
   */
  split?: boolean;
  /** An anchor other pages can link to, e.g. "insurance" for /patients#insurance. */
  id?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        { regular: "py-14 sm:py-16", compact: "py-10 sm:py-14", brief: "py-8" }[size],
        tone === "muted" && "bg-surface-muted",
      )}
    >
      <Container className={cn(split && "xl:grid xl:grid-cols-[17rem_minmax(0,1fr)] xl:gap-x-16")}>
        <div>
          <h2
            id={headingId}
            className={cn(
              "font-bold tracking-tight",
              size === "brief" ? "text-xl" : "text-2xl sm:text-3xl",
            )}
          >
            {heading}
          </h2>
          {intro ? <p className="mt-3 max-w-3xl text-lg text-ink-muted">{intro}</p> : null}
        </div>
        <div className={cn(size === "regular" ? "mt-8" : "mt-5", split && "xl:mt-1.5")}>
          {children}
        </div>
      </Container>
    </section>
  );
}
