// What the contact page says after a form post without JavaScript. The server
// answers such a post with a redirect to /contact#message-sent or
// /contact#message-not-sent; each panel stays hidden until the address names
// it (CSS :target), and the browser then scrolls to it and focuses it, so a
// screen reader starts reading there. The hydrated form uses a toast instead.
import { CircleCheck, Phone } from "lucide-react";
import { BulletList } from "#app/components/sections/text-blocks.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { contactOutcomeIds } from "#app/lib/contact-submit.ts";

export type ContactOutcomeText = {
  sent: { title: string; text: string };
  notSent: { title: string; intro: string; reasons: readonly string[]; backHint: string };
};

const panel =
  "mb-10 hidden scroll-mt-6 rounded-lg border-2 p-6 target:block focus:outline-none sm:p-8";

export function ContactOutcome({
  text,
  phone,
}: {
  text: ContactOutcomeText;
  phone: { display: string; href: string };
}) {
  return (
    <>
      <section
        id={contactOutcomeIds.sent}
        tabIndex={-1}
        aria-labelledby="message-sent-heading"
        className={`${panel} border-brand bg-brand-soft`}
      >
        <h2 id="message-sent-heading" className="flex items-center gap-3 text-2xl font-bold">
          <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-brand" />
          {text.sent.title}
        </h2>
        <p className="mt-3 text-lg">{text.sent.text}</p>
      </section>
      <section
        id={contactOutcomeIds.notSent}
        tabIndex={-1}
        aria-labelledby="message-not-sent-heading"
        className={`${panel} border-danger bg-danger-soft`}
      >
        <h2 id="message-not-sent-heading" className="text-2xl font-bold text-danger">
          {text.notSent.title}
        </h2>
        <p className="mt-3 text-lg">{text.notSent.intro}</p>
        <h3 className="mt-6 text-lg font-semibold">What may have gone wrong</h3>
        <div className="mt-3">
          <BulletList items={text.notSent.reasons} />
        </div>
        <p className="mt-6 text-lg">{text.notSent.backHint}</p>
        <a href={phone.href} className={buttonVariants({ size: "lg", className: "mt-6" })}>
          <Phone aria-hidden="true" />
          Call {phone.display}
        </a>
      </section>
    </>
  );
}
