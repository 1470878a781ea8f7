import { practice } from "#app/content-loader/practice.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "#tests/support/route-page.tsx";
import DetailRoute, { loader } from "./detail.tsx";

const pages = [
  "/conditions/migraine",
  "/conditions/cluster",
  "/treatments/cgrp",
  "/treatments/botox",
].map((path) => ({ path, Component: DetailRoute, loader }));

async function renderPage(page: (typeof pages)[number]) {
  const { container } = renderRoute(page, page.path);
  await screen.findByRole("heading", { level: 1 });
  return container;
}

describe.each(pages)("$path", (page) => {
  it("lists its sections under 'On this page', in order, each link leading to its section", async () => {
    const container = await renderPage(page);
    // The list comes twice: in the side column on wide screens, and as a
    // disclosure under the header on phones (CSS shows one at a time).
    const [phoneOutline, outline] = screen.getAllByRole("navigation", { name: "On this page" });
    if (!outline || !phoneOutline) throw new Error("expected the list for phones and wide screens");
    const links = within(outline).getAllByRole("link");
    expect(
      within(phoneOutline)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(links.map((link) => link.getAttribute("href")));
    expect(links.length).toBeGreaterThanOrEqual(7);
    for (const link of links) {
      const id = link.getAttribute("href")?.replace(/^#/, "") ?? "";
      const section = container.querySelector(`[id="${id}"]`);
      expect(section, `#${id}`).not.toBeNull();
      // The section the link leads to is named by the same heading.
      expect(
        within(section as HTMLElement).getByRole("heading", {
          level: 2,
          name: link.textContent ?? "",
        }),
      ).toBeInTheDocument();
    }
    // Every section in the page's text is listed, in the order it comes; only
    // the closing call to action, which the side card repeats, is not.
    const sectionHeadings = screen
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(sectionHeadings.slice(0, links.length)).toEqual(links.map((link) => link.textContent));
    expect(sectionHeadings).toHaveLength(links.length + 1);
  });

  it("keeps a side column, named for what it holds, with the book and call actions", async () => {
    await renderPage(page);
    const side = screen.getByRole("complementary", { name: "Page contents and booking" });
    expect(within(side).getByRole("navigation", { name: "On this page" })).toBeInTheDocument();
    expect(within(side).getByRole("link", { name: "Book Consultation" })).toHaveAttribute(
      "href",
      "/contact#contact-form",
    );
    expect(
      within(side).getByRole("link", { name: `Call ${practice().phone.display}` }),
    ).toHaveAttribute("href", `tel:${practice().phone.e164}`);
    // Every row of the office hours with times, as the practice's facts give them.
    for (const row of practice().hours.filter((each) => each.opens)) {
      expect(
        within(side).getByText(`${row.days}, ${row.hours}`, { exact: false }),
      ).toBeInTheDocument();
    }
  });
});
