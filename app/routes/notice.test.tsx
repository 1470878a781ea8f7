import { render, screen, within } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { noticePages } from "#app/content/site-map.ts";
import { notices } from "#app/content/notices.ts";
import { ErrorBoundary, loader as siteFactsLoader } from "#app/root.tsx";
import NoticeRoute, { loader } from "./notice.tsx";

// The notice module has no error boundary of its own: a missing notice shows
// the root's, inside the site's header and footer.
function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: siteFactsLoader,
      Component: Outlet,
      HydrateFallback: () => null,
      ErrorBoundary,
      children: [{ path: "/:notice", Component: NoticeRoute, loader }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const pages = (Object.keys(noticePages) as (keyof typeof noticePages)[]).map(
  (key) => [noticePages[key].path, notices[key]] as const,
);

describe.each(pages)("%s", (path, notice) => {
  it("shows the notice's title, introduction, and every part under its heading", async () => {
    renderAt(path);
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
  it("is answered 404 by the loader", () => {
    const request = new Request("http://localhost/no-such-notice");
    expect(() => loader({ request } as Parameters<typeof loader>[0])).toThrow(
      expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
    );
  });

  it("shows the 404 page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/no-such-notice");
    expect(await screen.findByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument();
  });
});
