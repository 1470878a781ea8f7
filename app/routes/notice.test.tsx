import { contentIn } from "#app/content-loader/in-language.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { noticePages } from "#app/content-loader/site-map.ts";
import { expectNotFound, renderRoute } from "#tests/support/route-page.tsx";
import NoticeRoute, { loader } from "./notice.tsx";

const { notices } = contentIn("en");

// The notice module has no error boundary of its own: a missing notice shows
// the root's, inside the site's header and footer.
const route = { path: "/:notice", Component: NoticeRoute, loader };

const pages = (Object.keys(noticePages) as (keyof typeof noticePages)[]).map(
  (key) => [noticePages[key].path, notices[key]] as const,
);

describe.each(pages)("%s", (path, notice) => {
  it("shows the notice's title, introduction, and every part under its heading", async () => {
    renderRoute(route, path);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(notice.title);
    expect(screen.getByText(notice.intro)).toBeInTheDocument();
    const headings = notice.parts.map((part) => part.heading);
    const contents = screen.getByRole("navigation", { name: "On this page" });
    expect(
      within(contents)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(headings);
    for (const heading of headings) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
  });
});

describe("an address with no notice behind it", () => {
  it("is answered 404 by the loader and shows the 404 page", async () => {
    await expectNotFound(route, "http://localhost/no-such-notice");
  });
});
