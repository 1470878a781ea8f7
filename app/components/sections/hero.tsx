// The home page's opening, a region named by its headline: benefits and the two ways to get in touch,
// with a visual beside them on wide screens (after them on phones, so the
// headline is always the first thing painted).
import { ChevronRight, CircleCheck, MapPin, ShieldCheck } from "lucide";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { useInsuranceFacts, useSiteFacts } from "#app/pages/site-facts.ts";
import { BookAndCall } from "./book-and-call.tsx";
import { Container } from "./section.tsx";

export function Hero({
  headline,
  intro,
  benefits,
  insuranceNote,
  visual,
}: {
  headline: string;
  intro: string;
  benefits: readonly string[];
  insuranceNote: string;
  /** What fills the right half on wide screens, such as a card. */
  visual?: ReactNode;
}) {
  const headingId = useId();
  const insurance = useInsuranceFacts();
  const { office } = useSiteFacts();
  return (
    <section aria-labelledby={headingId} className="bg-gradient-to-b from-brand-soft to-surface">
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)]">
        <div>
          <h1
            id={headingId}
            className="max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl"
          >
            {headline}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-muted sm:text-xl">{intro}</p>
          <ul className="mt-6 space-y-3">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3 text-lg">
                <Icon node={CircleCheck} className="mt-1 size-5 shrink-0 text-brand" />
                {benefit}
              </li>
            ))}
          </ul>
          <BookAndCall />
          {/* The insurance and directions lines are controls a thumb finds: each
              a bordered target at least 44 px tall, with its icon and a chevron. */}
          <p className="mt-6">
            {/* The practice's insurance sentence leads to the plans it means. */}
            {insurance ? (
              <Link
                to={insurance.plansPath}
                className="flex min-h-11 w-full max-w-xl items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2 text-left text-sm font-medium text-ink shadow-sm hover:border-brand hover:bg-brand-soft sm:w-fit"
              >
                <Icon node={ShieldCheck} className="size-5 shrink-0 text-brand" />
                <span>{insuranceNote}</span>
                <Icon node={ChevronRight} className="ml-auto size-4 shrink-0 text-brand" />
              </Link>
            ) : (
              <span className="text-sm text-ink-muted">{insuranceNote}</span>
            )}
          </p>
          {/* Where the office is, one tap from directions in the visitor's map app. */}
          <p className="mt-3">
            <a
              href={office.directions}
              className="flex min-h-11 w-full max-w-xl items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2 text-left text-sm font-medium text-ink shadow-sm hover:border-brand hover:bg-brand-soft sm:w-fit"
            >
              <Icon node={MapPin} className="size-5 shrink-0 text-brand" />
              <span>{office.address}</span>
              <Icon node={ChevronRight} className="ml-auto size-4 shrink-0 text-brand" />
            </a>
          </p>
        </div>
        {visual}
      </Container>
    </section>
  );
}
