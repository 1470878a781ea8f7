import { render, screen } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type * as conditionsModule from "#app/content/conditions.ts";
import { conditions } from "#app/content/conditions.ts";
import { loader as siteFactsLoader } from "#app/root.tsx";
import ConditionsPage, { loader } from "./conditions.tsx";

// A thirteenth condition, added the way an editor would: one more entry.
vi.mock("#app/content/conditions.ts", async (importOriginal) => {
  const original = await importOriginal<typeof conditionsModule>();
  const first = original.conditions[0];
  return {
    ...original,
    conditions: [
      ...original.conditions,
      { ...first, slug: "hemicrania-continua", title: "Hemicrania Continua" },
    ],
  };
});

describe("/conditions", () => {
  it("shows a card for every entry of the content array, new ones included", async () => {
    // The page's call to action reads the office phone from the root route.
    const Stub = createRoutesStub([
      {
        id: "root",
        loader: siteFactsLoader,
        Component: Outlet,
        HydrateFallback: () => null,
        children: [{ path: "/conditions", Component: ConditionsPage, loader }],
      },
    ]);
    render(<Stub initialEntries={["/conditions"]} />);
    expect(await screen.findByRole("link", { name: "Hemicrania Continua" })).toHaveAttribute(
      "href",
      "/conditions/hemicrania-continua",
    );
    expect(screen.getByRole("link", { name: "Migraine" })).toHaveAttribute(
      "href",
      "/conditions/migraine",
    );
    const cards = screen
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.startsWith("/conditions/"));
    // The mocked array: the site's own entries and the one added above.
    expect(cards).toHaveLength(conditions.length);
    expect(conditions.at(-1)?.slug).toBe("hemicrania-continua");
  });
});
