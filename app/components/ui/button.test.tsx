import { officeDaysIn, practice } from "#app/content-loader/practice.ts";
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { MobileNav, SiteHeader } from "#app/components/layout/site-header.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { BookAndCall, CallButton } from "#app/components/sections/book-and-call.tsx";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { type ContactFormChoices, ContactForm } from "#app/components/sections/contact-form.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { OutboundLinks } from "#app/components/sections/text-blocks.tsx";
import { contentIn } from "#app/content-loader/in-language.ts";
import { loader } from "#app/root.tsx";
import { Button, type ButtonSize, type ButtonVariant, buttonVariants } from "./button.tsx";

/** The practice's plans and its weekdays, as the contact page offers them. */
const formChoices: ContactFormChoices = {
  plans: practice().insurance.plans,
  days: officeDaysIn("en"),
};

const { contactFormWords, contactMessages } = contentIn("en");

/**
 * Each look's classes as the hand-written button had them before decision 021,
 * in order: base, variant, size.
 */
const before = {
  base: "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
  variants: {
    primary: "bg-brand text-on-brand hover:bg-brand-strong",
    outline: "border-2 border-brand text-brand hover:bg-brand-soft",
    inverse: "bg-surface text-brand-strong hover:bg-brand-soft focus-visible:outline-on-brand",
    "outline-inverse":
      "border-2 border-on-brand text-on-brand hover:bg-brand focus-visible:outline-on-brand",
    ghost: "text-ink hover:bg-surface-muted",
  },
  sizes: {
    md: "min-h-11 px-4 py-2 text-sm",
    lg: "min-h-12 px-6 py-3 text-base",
    compact: "min-h-11 px-2 py-2 text-sm",
    icon: "size-11",
  },
} as const;

const looks = (Object.keys(before.variants) as ButtonVariant[]).flatMap((variant) =>
  (Object.keys(before.sizes) as ButtonSize[]).map((size) => ({ variant, size })),
);

describe("buttonVariants", () => {
  it.each(looks)("draws $variant $size with the classes it had", ({ variant, size }) => {
    const classes = `${before.base} ${before.variants[variant]} ${before.sizes[size]}`;
    expect(buttonVariants({ variant, size })).toBe(classes);
    expect(buttonVariants({ variant, size, className: "w-full sm:w-auto" })).toBe(
      `${classes} w-full sm:w-auto`,
    );
    render(
      <Button variant={variant} size={size}>
        {`${variant} ${size}`}
      </Button>,
    );
    expect(screen.getByRole("button", { name: `${variant} ${size}` })).toHaveAttribute(
      "class",
      classes,
    );
  });

  it("draws the primary medium button when given no variant or size", () => {
    expect(buttonVariants()).toBe(`${before.base} ${before.variants.primary} ${before.sizes.md}`);
  });

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
      /"border-white" overrides "border-brand"; "text-on-brand" overrides "text-brand"; "hover:bg-brand" overrides "hover:bg-brand-soft"/,
    );
  });

  it("refuses a className that resizes what the size sets", () => {
    expect(() => buttonVariants({ variant: "ghost", className: "px-2 whitespace-nowrap" })).toThrow(
      /"px-2" overrides "px-4"/,
    );
    expect(() => buttonVariants({ size: "lg", className: "min-h-10" })).toThrow(
      /"min-h-10" overrides "min-h-12"/,
    );
    expect(() => buttonVariants({ className: "text-base" })).toThrow(
      /"text-base" overrides "text-sm"/,
    );
    expect(() => buttonVariants({ variant: "outline", className: "border" })).toThrow(
      /"border" overrides "border-2"/,
    );
    expect(() => buttonVariants({ size: "icon", className: "size-10" })).toThrow(
      /"size-10" overrides "size-11"/,
    );
  });

  it("refuses overrides of the base styles, the icons' included", () => {
    expect(() => buttonVariants({ className: "rounded-full" })).toThrow(/"rounded-full"/);
    expect(() => buttonVariants({ className: "font-bold" })).toThrow(/"font-bold"/);
    expect(() => buttonVariants({ className: "gap-1" })).toThrow(/"gap-1" overrides "gap-2"/);
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
      "w-full sm:w-auto mt-8 mx-auto whitespace-nowrap order-last self-start text-center";
    expect(buttonVariants({ size: "lg", className: placed })).toMatch(/ w-full sm:w-auto mt-8 /);
    for (const variant of ["primary", "outline", "inverse", "outline-inverse", "ghost"] as const) {
      expect(() => buttonVariants({ variant, className: placed })).not.toThrow();
    }
  });

  it("lets a className set the display, which then replaces the button's", () => {
    expect(buttonVariants({ className: "hidden md:inline-flex" })).toBe(
      `${before.base.replace("inline-flex ", "")} ${before.variants.primary} ${before.sizes.md} hidden md:inline-flex`,
    );
  });

  it("leaves a class under another modifier to the caller, as tailwind-merge does", () => {
    // Tailwind writes variants after plain utilities, so these win in their
    // state or from their breakpoint whatever the order: no build-to-build
    // surprise, and the contrast test sees the result (decision 021).
    expect(buttonVariants({ className: "sm:px-8" })).toMatch(/ px-4 .* sm:px-8$/);
    expect(buttonVariants({ className: "focus-visible:bg-ink" })).toMatch(/ bg-brand .*bg-ink$/);
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
            <SiteHeader />
            <MobileNav links={links} />
            <Hero
              headline="Headline"
              intro="Intro"
              benefits={["One"]}
              availability="Soon"
              urgent="Urgent"
              urgentLink="#urgent"
              visual={null}
            />
            <BookAndCall place="column" />
            <CallToAction heading="Ready?" points={["One"]} />
            <CallButton variant="primary" className="mt-6" />
            <OutboundLinks links={[{ href: "https://example.org/", label: "Directions" }]} />
            <ContactForm
              messages={contactMessages}
              words={contactFormWords}
              language="en"
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
