// The closing band of a page: book a consultation or call, and under the
// buttons the languages the phone is answered in ("Hablamos español").
import { CircleCheck } from "lucide";
import { useId } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { useSiteFacts } from "#app/page-list/site-facts.ts";
import { BookAndCall } from "./book-and-call.tsx";
import { SpokenHere } from "./phone-languages.tsx";
import { Container } from "./section.tsx";

export function CallToAction({ heading, points }: { heading: string; points: readonly string[] }) {
  const headingId = useId();
  const { insurance } = useSiteFacts();
  return (
    <section
      aria-labelledby={headingId}
      data-print="hide"
      className="bg-brand-strong py-14 text-on-brand sm:py-16"
    >
      <Container className="text-center">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        <ul className="mt-6 flex flex-col items-center justify-center gap-3 text-lg sm:flex-row sm:gap-8">
          {points.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <Icon node={CircleCheck} className="size-5 shrink-0" />
              {/* The practice's insurance sentence, or its badge, leads to the plans it means. */}
              {point === insurance.summary || point === insurance.badge ? (
                <Link to={insurance.plansPath} className="underline underline-offset-4">
                  {point}
                </Link>
              ) : (
                point
              )}
            </li>
          ))}
        </ul>
        <BookAndCall place="band" />
        <SpokenHere className="mt-5" />
      </Container>
    </section>
  );
}
