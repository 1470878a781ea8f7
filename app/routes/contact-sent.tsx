// /contact/sent: where the contact form lands after a post without
// JavaScript, once the message is stored. It carries the same confirmation
// as the toast of the hydrated form.
import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/sections/section.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { contactMessages } from "#app/content/contact.ts";
import { seo } from "#app/lib/seo.ts";

export const meta = () =>
  seo({
    title: "Message Received",
    description:
      "Thank you for contacting our Brooklyn headache practice. Your message is saved and our staff will respond within one business day.",
    path: "/contact/sent",
    noindex: true,
  });

export default function ContactSentPage() {
  return (
    <Container className="flex max-w-2xl flex-col items-center py-24 text-center">
      <CircleCheck aria-hidden="true" className="size-14 text-brand" />
      <h1 className="mt-6 text-3xl font-bold">{contactMessages.successTitle}</h1>
      <p className="mt-4 text-lg text-ink-muted">{contactMessages.successText}</p>
      <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
        Return to Home
      </Link>
    </Container>
  );
}
