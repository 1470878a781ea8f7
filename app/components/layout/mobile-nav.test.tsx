// The menu's markup: the browser's popover does the opening and closing
// (tests/e2e/no-javascript.e2e.ts and navigation.e2e.ts press it for real),
// so this checks that the parts are wired to each other.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { MobileNav } from "./mobile-nav.tsx";

const { interfaceText } = contentIn("en");

const links = [
  { to: "/", label: "Home" },
  { to: "/conditions", label: "Conditions" },
  { to: "/contact", label: "Contact" },
];

function renderMenu(path = "/") {
  const Stub = createRoutesStub(
    links.map((link) => ({
      path: link.to === "/" ? "/" : `${link.to}/*`,
      Component: () => <MobileNav links={links} bookingPath="/contact" words={interfaceText} />,
    })),
  );
  const { container } = render(<Stub initialEntries={[path]} />);
  // A closed popover is not shown, so the menu is found by its id.
  const menu = container.querySelector<HTMLElement>("nav[popover]");
  if (!menu) throw new Error("no popover menu");
  return { button: screen.getByRole("button", { name: "Menu" }), menu };
}

describe("mobile menu", () => {
  it("is a popover that the Menu button opens without any script", () => {
    const { button, menu } = renderMenu();
    expect(menu).toHaveAttribute("popover", "auto");
    expect(button).toHaveAttribute("popovertarget", menu.id);
    expect(button).not.toHaveAttribute("popovertargetaction");
    expect(menu).toHaveAttribute("aria-label", "Main");
  });

  it("has a Close menu button that hides it", () => {
    const { menu } = renderMenu();
    const close = [...menu.querySelectorAll("button")].find((button) =>
      button.textContent?.includes("Close menu"),
    );
    expect(close).toHaveAttribute("popovertarget", menu.id);
    expect(close).toHaveAttribute("popovertargetaction", "hide");
  });

  it("lists every page link and Book Consultation, and marks the current page", () => {
    const { menu } = renderMenu("/conditions");
    const names = [...menu.querySelectorAll("a")].map((link) => link.textContent);
    expect(names).toEqual(["Home", "Conditions", "Contact", "Book Consultation"]);
    const current = menu.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual(["Conditions"]);
  });

  it("marks the section of a page below it as the current section, not the current page", () => {
    const { menu } = renderMenu("/conditions/migraine");
    expect(menu.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
    const section = [...menu.querySelectorAll('[aria-current="true"]')];
    expect(section.map((link) => link.textContent)).toEqual(["Conditions"]);
  });
});
