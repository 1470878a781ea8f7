import { render, screen, within } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { treatments } from "#app/content/treatments.ts";
import { treatmentPath } from "#app/content/site-map.ts";
import { loader as siteFactsLoader } from "#app/root.tsx";
import TreatmentPage, { ErrorBoundary, loader } from "./treatment.tsx";

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: siteFactsLoader,
      Component: Outlet,
      HydrateFallback: () => null,
      children: [{ path: "/treatments/:slug", Component: TreatmentPage, loader, ErrorBoundary }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe.each(treatments.map((treatment) => [treatmentPath(treatment.slug), treatment] as const))(
  "%s",
  (path, treatment) => {
    it("shows the treatment's title, summary, who it is for and questions", async () => {
      renderAt(path);
      expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(treatment.title);
      expect(screen.getByText(treatment.summary)).toBeInTheDocument();
      const whoFor = screen.getByRole("heading", { level: 2, name: "Who it is for" });
      const list = within(whoFor.closest("section") as HTMLElement).getByRole("list");
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(treatment.whoFor);
      for (const faq of treatment.faqs) expect(screen.getByText(faq.question)).toBeInTheDocument();
    });
  },
);

describe("an address with no treatment behind it", () => {
  it("is answered 404 by the loader", () => {
    const request = new Request("http://localhost/treatments/no-such-treatment");
    expect(() => loader({ request } as Parameters<typeof loader>[0])).toThrow(
      expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
    );
  });

  it("shows the 404 page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/treatments/no-such-treatment");
    expect(await screen.findByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument();
  });
});
