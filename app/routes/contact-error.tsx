// /contact/error: where the contact form lands after a post without
// JavaScript that could not be stored. It says why that may be and offers
// the phone, since the visitor's message was not saved.
import { Phone } from "lucide-react";
import { Link } from "react-router";
import { BulletList } from "#app/components/sections/text-blocks.tsx";
import { Container } from "#app/components/sections/section.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { clinic, telHref } from "#app/content/clinic.ts";
import { contactErrorPage } from "#app/content/contact.ts";
import { seo } from "#app/lib/seo.ts";

export const meta = () =>
  seo({
    title: "Message Not Sent",
    description:
      "Your message to our Brooklyn headache practice could not be saved. Please try the form again or call our office during business hours.",
    path: "/contact/error",
    noindex: true,
  });

export default function ContactErrorPage() {
  return (
    <Container className="max-w-3xl py-16">
      <h1 className="text-3xl font-bold text-danger">{contactErrorPage.title}</h1>
      <p className="mt-4 text-lg">{contactErrorPage.intro}</p>
      <h2 className="mt-8 text-xl font-semibold">What may have gone wrong</h2>
      <div className="mt-4">
        <BulletList items={contactErrorPage.reasons} />
      </div>
      <p className="mt-8 text-lg">{contactErrorPage.backHint}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href={telHref} className={buttonVariants({ size: "lg" })}>
          <Phone aria-hidden="true" />
          Call {clinic.phone.display}
        </a>
        <Link to="/contact" className={buttonVariants({ size: "lg", variant: "outline" })}>
          Back to the contact form
        </Link>
      </div>
    </Container>
  );
}
