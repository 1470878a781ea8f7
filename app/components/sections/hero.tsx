// The home page's opening, a region named by its headline. On a phone it reads
// top to bottom: the headline and its sentence, the two ways to get in touch
// (Book and Call, on the first screen in every language) with the languages
// spoken here and how soon a new patient is seen, the visual (the physician's
// card), the insurance and address lines, then the benefits. On a wide screen
// the visual stands beside the rest, so the headline is still the first thing
// painted.
import {
  CalendarCheck,
  ChevronRight,
  CircleCheck,
  MapPin,
  ShieldCheck,
  TriangleAlert,
} from "lucide";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Icon, type IconNode } from "#app/components/ui/icon.tsx";
import { useSiteFacts } from "#app/page-list/site-facts.ts";
import { BookAndCall } from "./book-and-call.tsx";
import { SpokenHere } from "./phone-languages.tsx";
import { Container } from "./section.tsx";

/** A row of the hero's first column: from lg, each keeps to the left of the visual. */
const leftRow = "lg:col-start-1";

/**
 * The insurance and directions lines are controls a thumb finds: each a
 * bordered target at least 44 px tall, with its icon and a chevron.
 */
const lineLink =
  "flex min-h-11 w-full max-w-xl items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2 text-left text-sm font-medium text-ink shadow-sm hover:border-brand hover:bg-brand-soft sm:w-fit";

function LineLinkText({ icon, children }: { icon: IconNode; children: ReactNode }) {
  return (
    <>
      <Icon node={icon} className="size-5 shrink-0 text-brand" />
      <span>{children}</span>
      <Icon node={ChevronRight} className="ml-auto size-4 shrink-0 text-brand" />
    </>
  );
}

export function Hero({
  headline,
  intro,
  benefits,
  availability,
  urgent,
  urgentLink,
  visual,
}: {
  headline: string;
  intro: string;
  benefits: readonly string[];
  /** How soon a new patient is usually seen, under the buttons. */
  availability: string;
  /** Under the availability: a sudden or severe headache cannot wait, with a link to the warning signs. */
  urgent: string;
  urgentLink: string;
  /** What follows the buttons on a phone and fills the right half on wide screens, such as a card. */
  visual: ReactNode;
}) {
  const headingId = useId();
  const { office, insurance } = useSiteFacts();
  return (
    <section aria-labelledby={headingId} className="bg-gradient-to-b from-brand-soft to-surface">
      <Container className="grid gap-y-6 py-8 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)] lg:gap-x-12 lg:py-20">
        <div className={leftRow}>
          <h1
            id={headingId}
            className="max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-5xl"
          >
            {headline}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted sm:mt-5 sm:text-xl">{intro}</p>
        </div>
        <div className={leftRow}>
          <BookAndCall place="hero" />
          {/* Beside the phone, in the page's language: who speaks it here. */}
          <SpokenHere className="mt-3 justify-start text-ink" />
          <p className="mt-3 flex items-start gap-2 text-ink">
            <Icon node={CalendarCheck} className="mt-1 size-4 shrink-0 text-brand" />
            {availability}
          </p>
          <p className="mt-2 flex items-start gap-2">
            <Icon node={TriangleAlert} className="mt-1 size-4 shrink-0 text-danger" />
            <a href={urgentLink} className="font-semibold text-danger underline underline-offset-4">
              {urgent}
            </a>
          </p>
        </div>
        <div className="lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:self-center">{visual}</div>
        <div className={leftRow}>
          <p>
            {/* The practice's insurance sentence leads to the plans it means. */}
            <Link to={insurance.plansPath} className={lineLink}>
              <LineLinkText icon={ShieldCheck}>{insurance.summary}</LineLinkText>
            </Link>
          </p>
          {/* Where the office is, one tap from directions in the visitor's map app. */}
          <p className="mt-3">
            <a href={office.directions} className={lineLink}>
              <LineLinkText icon={MapPin}>{office.address}</LineLinkText>
            </a>
          </p>
        </div>
        <ul className={`space-y-3 ${leftRow}`}>
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-lg">
              <Icon node={CircleCheck} className="mt-1 size-5 shrink-0 text-brand" />
              {benefit}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
