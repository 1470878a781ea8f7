import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { contentIn } from "#app/content/in-language.ts";
import { NotFound } from "./not-found.tsx";

const { interfaceText } = contentIn("en");

describe("404 page", () => {
  it("says the page was not found and links home", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      { path: "*", Component: () => <NotFound words={interfaceText.notFound} /> },
    ]);
    render(<Stub initialEntries={["/no-such-page"]} />);
    expect(screen.getByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("logs the path that was not found", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      { path: "*", Component: () => <NotFound words={interfaceText.notFound} /> },
    ]);
    render(<Stub initialEntries={["/conditions/unknown"]} />);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("404"), "/conditions/unknown");
  });
});
