import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { NotFound, notFoundLog } from "./not-found.tsx";

const { interfaceText } = contentIn("en");

describe("404 page", () => {
  it("says the page was not found and links home", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const Stub = createRoutesStub([
      { path: "*", Component: () => <NotFound words={interfaceText.notFound} /> },
    ]);
    render(<Stub initialEntries={["/no-such-page"]} />);
    expect(screen.getByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("logs the path that was not found, with a line of script that needs no framework", () => {
    const log = vi.spyOn(console, "warn").mockImplementation(() => {});
    const Stub = createRoutesStub([
      { path: "*", Component: () => <NotFound words={interfaceText.notFound} /> },
    ]);
    const { container } = render(<Stub initialEntries={["/conditions/unknown"]} />);
    const script = container.querySelector("script:not([src])");
    expect(script?.textContent).toBe(notFoundLog);
    // What the browser runs as the page loads, at the page's own address.
    new Function("location", script?.textContent ?? "")({ pathname: "/conditions/unknown" });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("404"), "/conditions/unknown");
  });
});
