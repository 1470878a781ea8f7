// The practice's mark: drawn once, shown in the header beside the name
// (which alone names the link), and the same strokes make the site's icon.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { logoMark, logoTileSvg } from "#app/design/logo-mark.ts";
import { LogoMark } from "./logo-mark.tsx";

describe("the practice's mark", () => {
  it("is drawn beside the name without adding words to the link", () => {
    render(
      <a href="/">
        <LogoMark />
        <span>Brooklyn Migraine &amp; Headache Center</span>
      </a>,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveAccessibleName("Brooklyn Migraine & Headache Center");
    const svg = link.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(
      [...(svg?.querySelectorAll("path") ?? [])].map((path) => path.getAttribute("d")),
    ).toEqual([...logoMark.paths]);
  });

  it("makes the site's icon from the same strokes, white on the brand colour", () => {
    const svg = logoTileSvg("#4338a0");
    expect(svg).toContain('fill="#4338a0"');
    expect(svg).toContain('stroke="#fff"');
    for (const d of logoMark.paths) expect(svg).toContain(`d="${d}"`);
  });
});
