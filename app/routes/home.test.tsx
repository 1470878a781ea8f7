import { practice } from "#app/content-loader/practice.ts";
import { render, screen, within } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { photoSources } from "#app/design/photo-sources.ts";
import { loader as siteFactsLoader } from "#app/root.tsx";
import Home, { loader } from "./home.tsx";

const { physicianPortrait, physicianCard } = contentIn("en");

async function renderHome() {
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: siteFactsLoader,
      Component: Outlet,
      HydrateFallback: () => null,
      children: [{ path: "/", Component: Home, loader }],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("heading", { level: 1 });
}

describe("the home page's hero", () => {
  it("opens with the headline, then introduces the physician with portrait, credentials and a link to learn more", async () => {
    const headline = await renderHome();
    const card = screen.getByRole("group", { name: physicianCard.label });
    // The headline comes first, so it is what a phone paints first.
    expect(headline.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(card).getByText(practice().physician.name)).toBeInTheDocument();
    expect(within(card).getByText(practice().physician.title)).toBeInTheDocument();
    for (const { text: certification } of practice().physician.certifications) {
      expect(within(card).getByText(certification)).toBeInTheDocument();
    }
    // The link leads to her section of the About page, not its top.
    expect(within(card).getByRole("link", { name: physicianCard.link.label })).toHaveAttribute(
      "href",
      "/about#physician",
    );
  });

  it("shows the portrait at a fixed size, so nothing moves when it loads, and hides the placeholder from screen readers", async () => {
    await renderHome();
    const portraitPhoto = photoSources("portrait");
    // A placeholder of initials beside the name is decorative: alt="" gives it no role but
    // presentation. The practice's photo is an image named by its alt text.
    const portrait = portraitPhoto.placeholder
      ? screen.getByRole("presentation")
      : screen.getByRole("img", { name: physicianPortrait.alt });
    expect(portrait.tagName).toBe("IMG");
    expect(portrait).toHaveAttribute("src", portraitPhoto.src);
    expect(portrait).toHaveAttribute("alt", physicianPortrait.alt);
    expect(portrait).toHaveAttribute("width", String(portraitPhoto.width));
    expect(portrait).toHaveAttribute("height", String(portraitPhoto.height));
    // AVIF first, then WebP, each in several widths.
    const sources = [...(portrait.closest("picture")?.querySelectorAll("source") ?? [])];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(sources[0]?.getAttribute("srcset")).toBe(portraitPhoto.avif);
  });
});
