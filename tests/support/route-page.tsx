// Renders one route module inside the root's data, for the route tests of
// app/routes/, and what every content route answers an unknown address with.
import { render, screen, within } from "@testing-library/react";
import type * as React from "react";
import { type LoaderFunctionArgs, Outlet, createRoutesStub } from "react-router";
import { expect, vi } from "vitest";
import { ErrorBoundary as RootErrorBoundary, loader as siteFactsLoader } from "#app/root.tsx";

type RouteModule = {
  path: string;
  // Route modules type their own props and loader arguments; the stub passes the real ones.
  Component: React.ComponentType<never>;
  loader: (args: never) => unknown;
  ErrorBoundary?: React.ComponentType<never>;
};

/** Renders the route at `url`, under a root that has the site's facts and error screen. */
export function renderRoute(route: RouteModule, url: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: siteFactsLoader,
      Component: Outlet,
      HydrateFallback: () => null,
      ErrorBoundary: RootErrorBoundary,
      children: [route as never],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

/** The text of each item of the list in the section a level-2 heading opens. */
export function listUnderHeading(name: string): (string | null)[] {
  const heading = screen.getByRole("heading", { level: 2, name });
  const list = within(heading.closest("section") as HTMLElement).getByRole("list");
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

/** The loader answers an unknown address with a 404, and the page shows the 404 screen. */
export async function expectNotFound(route: RouteModule, url: string) {
  const loader = route.loader as (args: LoaderFunctionArgs) => unknown;
  expect(() => loader({ request: new Request(url) } as LoaderFunctionArgs)).toThrow(
    expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
  );
  vi.spyOn(console, "error").mockImplementation(() => {});
  renderRoute(route, new URL(url).pathname);
  expect(await screen.findByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
  expect(screen.getByText("Oops! Page not found")).toBeInTheDocument();
}
