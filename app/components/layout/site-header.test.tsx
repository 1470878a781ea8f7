// The menu's markup: the browser's popover does the opening and closing
// (tests/e2e/no-javascript.e2e.ts and navigation.e2e.ts press it for real),
// so this checks that the parts are wired to each other.
import { render, screen } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { loader as siteFactsLoader } from "#app/root.tsx";
import { MobileNav } from "./site-header.tsx";

const links = [
  { to: "/", label: "Home" },
  { to: "/conditions", label: "Conditions" },
  { to: "/contact", label: "Contact" },
];

/** The menu at `path`, inside the root's data as on the site; `list` is its list of links. */
async function renderMenu(path = "/") {
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: siteFactsLoader,
      Component: Outlet,
      HydrateFallback: () => null,
      children: links.map((link) => ({
        path: link.to === "/" ? "/" : `${link.to}/*`,
        Component: () => <MobileNav links={links} />,
      })),
    },
  ]);
  const { container } = render(<Stub initialEntries={[path]} />);
  const button = await screen.findByRole("button", { name: "Menu" });
  // A closed popover is not shown, so the menu is found by its id.
  const menu = container.querySelector<HTMLElement>("nav[popover]");
  const list = menu?.querySelector("ul");
  if (!menu || !list) throw new Error("no popover menu");
  return { button, menu, list };
}

describe("mobile menu", () => {
  it("is a popover that the Menu button opens without any script", async () => {
    const { button, menu } = await renderMenu();
    expect(menu).toHaveAttribute("popover", "auto");
    expect(button).toHaveAttribute("popovertarget", menu.id);
    expect(button).not.toHaveAttribute("popovertargetaction");
    expect(menu).toHaveAttribute("aria-label", "Main");
  });

  it("has a Close menu button that hides it", async () => {
    const { menu } = await renderMenu();
    const close = [...menu.querySelectorAll("button")].find((button) =>
      button.textContent?.includes("Close menu"),
    );
    expect(close).toHaveAttribute("popovertarget", menu.id);
    expect(close).toHaveAttribute("popovertargetaction", "hide");
  });

  it("lists every page link and Book Consultation, and marks the current page", async () => {
    const { list } = await renderMenu("/conditions");
    const names = [...list.querySelectorAll("a")].map((link) => link.textContent);
    expect(names).toEqual(["Home", "Conditions", "Contact", "Book Consultation"]);
    const current = list.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual(["Conditions"]);
  });

  it("marks the section of a page below it as the current section, not the current page", async () => {
    const { list } = await renderMenu("/conditions/migraine");
    expect(list.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
    const section = [...list.querySelectorAll('[aria-current="true"]')];
    expect(section.map((link) => link.textContent)).toEqual(["Conditions"]);
  });
});
