import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MobileNav } from "./mobile-nav.tsx";

const links = [
  { to: "/", label: "Home" },
  { to: "/conditions", label: "Conditions" },
  { to: "/contact", label: "Contact" },
];

function renderMenu() {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <MobileNav links={links} /> },
    { path: "/conditions", Component: () => <MobileNav links={links} /> },
    { path: "/contact", Component: () => <MobileNav links={links} /> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.getByRole("button", { name: "Menu" });
}

describe("mobile menu", () => {
  it("starts closed, with the button saying so", () => {
    const button = renderMenu();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
  });

  it("opens and closes when the button is pressed", async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(button).toHaveAttribute("aria-controls", nav.id);
    expect(within(nav).getByRole("link", { name: "Conditions" })).toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
  });

  it("closes when a link is chosen, and marks the new page as current", async () => {
    const user = userEvent.setup();
    await user.click(renderMenu());
    await user.click(screen.getByRole("link", { name: "Conditions" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("link", { name: "Conditions" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("closes on Escape and gives focus back to the button", async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.tab();
    expect(button).not.toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });
});
