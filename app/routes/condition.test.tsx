import { render, screen, within } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { conditions } from "#app/content/conditions.ts";
import { conditionPath } from "#app/content/site-map.ts";
import { loader as siteFactsLoader } from "#app/root.tsx";
import ConditionPage, { ErrorBoundary, loader } from "./condition.tsx";

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: siteFactsLoader,
      Component: Outlet,
      HydrateFallback: () => null,
      children: [{ path: "/conditions/:slug", Component: ConditionPage, loader, ErrorBoundary }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe.each(conditions.map((condition) => [conditionPath(condition.slug), condition] as const))(
  "%s",
  (path, condition) => {
    it("shows the condition's title, summary, symptoms and questions", async () => {
      renderAt(path);
      expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(condition.title);
      expect(screen.getByText(condition.summary)).toBeInTheDocument();
      const symptoms = screen.getByRole("heading", { level: 2, name: "Symptoms" });
      const list = within(symptoms.closest("section") as HTMLElement).getByRole("list");
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(condition.symptoms);
      for (const faq of condition.faqs) expect(screen.getByText(faq.question)).toBeInTheDocument();
    });
  },
);

describe("an address with no condition behind it", () => {
  it("is answered 404 by the loader", () => {
    const request = new Request("http://localhost/conditions/no-such-condition");
    expect(() => loader({ request } as Parameters<typeof loader>[0])).toThrow(
      expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
    );
  });

  it("shows the 404 page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/conditions/no-such-condition");
    expect(await screen.findByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument();
  });
});
