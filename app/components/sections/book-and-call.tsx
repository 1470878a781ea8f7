// The ways to get in touch that close a hero or a call to action: book a
// consultation through the contact page, or call. The office phone comes from
// the site's facts, so no page passes it along.
import { Phone } from "lucide";
import { Link } from "react-router";
import { type ButtonVariant, buttonVariants } from "#app/components/ui/button.tsx";
import { KeptWhole } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import { format, useSiteFacts } from "#app/page-list/site-facts.ts";

/** A large button that calls the office. */
export function CallButton({
  variant = "outline",
  className,
}: {
  variant?: ButtonVariant;
  className?: string;
}) {
  const { office, words, languageTag } = useSiteFacts();
  const { phone } = office;
  // The words may wrap on a narrow screen; the number stays whole.
  const text = format(words.call, { phone: phone.display }, languageTag);
  return (
    <a
      href={phone.href}
      data-slot="button"
      className={buttonVariants({
        size: "lg",
        variant,
        className: cn("whitespace-normal", className),
      })}
    >
      <Icon node={Phone} />
      <span className="text-center">
        <KeptWhole text={text} whole={phone.display} />
      </span>
    </a>
  );
}

export function BookAndCall({
  onDark = false,
  stacked = false,
  flush = false,
  className,
}: {
  /** Light buttons for a dark band. */
  onDark?: boolean;
  /** One button under the other at every width, for a narrow column. */
  stacked?: boolean;
  /** No space above: the parent spaces its rows itself. */
  flush?: boolean;
  className?: string;
}) {
  const { bookingPath, words } = useSiteFacts();
  return (
    <div
      className={cn(
        "flex flex-col gap-3",
        !stacked && "sm:flex-row",
        !flush && (stacked ? "mt-5" : "mt-8"),
        className,
      )}
    >
      <Link
        to={bookingPath}
        data-slot="button"
        className={buttonVariants({ size: "lg", variant: onDark ? "inverse" : "primary" })}
      >
        {words.bookConsultation}
      </Link>
      <CallButton variant={onDark ? "outline-inverse" : "outline"} />
    </div>
  );
}
