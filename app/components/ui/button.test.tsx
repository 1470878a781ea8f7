import { render, screen } from "@testing-library/react";
import { clinic } from "#app/content/clinic.ts";
import { officeDaysIn } from "#app/content/office-hours.ts";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { MobileNav } from "#app/components/layout/mobile-nav.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { BookAndCall, CallButton } from "#app/components/sections/book-and-call.tsx";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { type ContactFormChoices, ContactForm } from "#app/components/sections/contact-form.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { OutboundLinks } from "#app/components/sections/text-blocks.tsx";
import { contentIn } from "#app/content/in-language.ts";
import { loader } from "#app/root.tsx";
import { Button, buttonVariants } from "./button.tsx";

/** The practice's plans and its weekdays, as the contact page offers them. */
const formChoices: ContactFormChoices = {
  plans: clinic.insurance.plans,
  days: officeDaysIn("en"),
};

const { contactFormWords, contactMessages } = contentIn("en");

describe("buttonVariants", () => {
  it("refuses a className that restyles what the variant sets, naming both classes", () => {
    // The call button on the dark band, as it was: white text over the
    // outline variant's light hover background.
    expect(() =>
      buttonVariants({
        variant: "outline",
        size: "lg",
        className: "border-white text-on-brand hover:bg-brand",
      }),
    ).toThrow(
      /"border-white" overrides "border-brand" \(border colour\); "text-on-brand" overrides "text-brand" \(text colour\); "hover:bg-brand" overrides "hover:bg-brand-soft" \(background\)/,
    );
  });

  it("refuses a className that resizes what the size sets", () => {
    expect(() => buttonVariants({ variant: "ghost", className: "px-2 whitespace-nowrap" })).toThrow(
      /"px-2" overrides "px-4 py-2" \(padding\)/,
    );
    expect(() => buttonVariants({ size: "lg", className: "min-h-10" })).toThrow(/\(height\)/);
    expect(() => buttonVariants({ size: "icon", className: "w-full" })).toThrow(/\(width\)/);
    expect(() => buttonVariants({ className: "text-base" })).toThrow(/\(font size\)/);
    expect(() => buttonVariants({ variant: "outline", className: "border" })).toThrow(
      /"border" overrides "border-2" \(border width\)/,
    );
  });

  it("refuses overrides of the base styles, in any state or at any breakpoint", () => {
    expect(() => buttonVariants({ className: "rounded-full" })).toThrow(/\(corner radius\)/);
    expect(() => buttonVariants({ className: "font-bold" })).toThrow(/\(font weight\)/);
    expect(() => buttonVariants({ className: "gap-1" })).toThrow(/\(gap\)/);
    expect(() => buttonVariants({ className: "focus-visible:bg-ink" })).toThrow(/\(background\)/);
    expect(() => buttonVariants({ className: "sm:px-8" })).toThrow(/\(padding\)/);
    expect(() => buttonVariants({ className: "[&_svg]:size-4" })).toThrow(
      /"\[&_svg\]:size-4" overrides "\[&_svg\]:size-5"/,
    );
  });

  it("says what to do instead", () => {
    expect(() => buttonVariants({ className: "bg-accent" })).toThrow(
      /add a variant or size in button\.tsx/,
    );
  });

  it("lets a className place the button", () => {
    const placed =
      "w-full sm:w-auto mt-8 mx-auto whitespace-nowrap hidden md:inline-flex order-last self-start text-center";
    expect(buttonVariants({ size: "lg", className: placed })).toMatch(/ w-full sm:w-auto mt-8 /);
    for (const variant of ["primary", "outline", "inverse", "outline-inverse", "ghost"] as const) {
      expect(() => buttonVariants({ variant, className: placed })).not.toThrow();
    }
  });

  it("keeps sizes apart from the icons inside", () => {
    // [&_svg]:size-5 styles the icon, not the button, so a width is free.
    expect(() => buttonVariants({ className: "w-full" })).not.toThrow();
  });

  it("guards the Button element too", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Button className="bg-white">Send</Button>)).toThrow(/"bg-white"/);
  });
});

describe("every button on the site", () => {
  it("uses a variant and size instead of overriding them", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const facts = loader({ request: new Request("http://localhost/") } as never);
    const links = [
      { to: "/", label: "Home" },
      { to: "/contact", label: "Contact" },
    ];
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "*",
        loader: () => facts,
        Component: () => (
          <>
            <SiteHeader
              siteName={facts.siteName}
              links={links}
              phone={facts.office.phone}
              bookingPath={facts.bookingPath}
              words={facts.words}
              languages={facts.languages}
              language={facts.language}
            />
            <MobileNav links={links} bookingPath={facts.bookingPath} words={facts.words} />
            <Hero headline="Headline" intro="Intro" benefits={["One"]} insuranceNote="Note" />
            <BookAndCall />
            <CallToAction heading="Ready?" points={["One"]} />
            <CallButton variant="primary" className="mt-6" />
            <OutboundLinks links={[{ href: "https://example.org/", label: "Directions" }]} />
            <ContactForm
              messages={contactMessages}
              words={contactFormWords}
              language="en"
              action="/api/contact"
              choices={formChoices}
            />
            <NotFound words={facts.words.notFound} />
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("button", { name: "Send Message" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /^Call / })).toHaveLength(5);
    expect(screen.getAllByRole("link", { name: "Book Consultation" }).length).toBeGreaterThan(2);
  });
});
