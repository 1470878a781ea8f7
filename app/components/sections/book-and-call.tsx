// The ways to get in touch that close a hero or a call to action: book a
// consultation through the contact page, or call. The office phone comes from
// the site's facts, so no page passes it along.
import { Phone } from "lucide";
import { Link } from "react-router";
import { type ButtonLook, buttonVariants } from "#app/components/ui/button.tsx";
import { FilledIn, KeptWhole } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import { format, useSiteFacts } from "#app/page-list/site-facts.ts";

/** A sentence of the words with the office's phone set into it, as a link that dials it. */
export function PhoneSentence({ template, className }: { template: string; className: string }) {
  const { phone } = useSiteFacts().office;
  return (
    <FilledIn
      template={template}
      values={{
        phone: (
          <a href={phone.href} className={className}>
            {phone.display}
          </a>
        ),
      }}
    />
  );
}

export function CallButton({ variant, className }: Omit<ButtonLook, "size">) {
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

/** The button that books a consultation, through the contact page. */
export function BookLink(look: ButtonLook) {
  const { bookingPath, words } = useSiteFacts();
  return (
    <Link to={bookingPath} data-slot="button" className={buttonVariants(look)}>
      {words.bookConsultation}
    </Link>
  );
}

/**
 * Book, then Call: side by side from sm, under a hero's headline (`hero`, the
 * hero spaces its rows itself) or in a dark closing band (`band`, light
 * buttons); one under the other at every width in a narrow column (`column`).
 */
const places = { hero: "sm:flex-row", band: "sm:flex-row mt-8 justify-center", column: "mt-5" };

export function BookAndCall({ place }: { place: keyof typeof places }) {
  const onDark = place === "band";
  return (
    <div className={cn("flex flex-col gap-3", places[place])}>
      <BookLink size="lg" variant={onDark ? "inverse" : "primary"} />
      <CallButton variant={onDark ? "outline-inverse" : "outline"} />
    </div>
  );
}
