// The practice's mark and drawn name: a solid shape, not a line icon; the
// name drawn from the practice's own name, in one face for every language;
// the link named by the name as text.
import { practice } from "#app/content-loader/practice.ts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { logoMark, logoTileSvg } from "#app/design/logo-mark.ts";
import { wordmark } from "#app/design/wordmark.ts";
import { compactPath, drawWordmark, twoLines } from "#scripts/wordmark.ts";
import { Wordmark } from "./logo-mark.tsx";

describe("the practice's mark and name", () => {
  it("names the link by the practice's name alone, the drawings hidden", () => {
    render(
      <a href="/">
        <Wordmark name={practice().name} />
      </a>,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveAccessibleName(practice().name);
    const drawings = [...link.querySelectorAll("svg")];
    expect(drawings).toHaveLength(2);
    for (const svg of drawings) expect(svg.getAttribute("aria-hidden")).toBe("true");
  });

  it("draws the head solid, filled with the brand colour, with the signal cut across it", () => {
    const { container } = render(<Wordmark name={practice().name} />);
    const [head, signal] = [...(container.querySelector("svg")?.querySelectorAll("path") ?? [])];
    expect(head?.getAttribute("d")).toBe(logoMark.head);
    expect(head?.getAttribute("fill")).toBe("currentColor");
    expect(head?.getAttribute("stroke")).toBeNull();
    expect(logoMark.head.trim().endsWith("z")).toBe(true);
    expect(signal?.getAttribute("d")).toBe(logoMark.signal);
    expect(signal?.getAttribute("fill")).toBe("none");
  });

  it("draws the name it is given: the practice's name, in two lines", () => {
    expect(wordmark.name).toBe(practice().name);
    expect(wordmark.lines.join(" ")).toBe(practice().name);
    expect(twoLines("Brooklyn Migraine & Headache Center")).toEqual([
      "Brooklyn Migraine",
      "& Headache Center",
    ]);
  });

  it("is the drawing scripts/wordmark.ts makes from the name now (run it after the name changes)", async () => {
    const drawing = await drawWordmark(practice().name);
    expect(drawing).toEqual({ ...wordmark, lines: [...wordmark.lines] });
  });

  it("writes a path short: relative steps, one decimal, no line that goes nowhere", () => {
    expect(compactPath("M10 10L20 10L20 10L20 25Q25 30 30 25Z")).toBe("m10 10h10v15q5 5 10 0z");
  });

  it("makes the site's icon from the same shapes, a white head on the brand colour", () => {
    const svg = logoTileSvg("#4338a0");
    expect(svg).toContain('fill="#4338a0"');
    expect(svg).toContain(`<path fill="#fff" d="${logoMark.head}"/>`);
    expect(svg).toContain(`stroke="#4338a0"`);
    expect(svg).toContain(`d="${logoMark.signal}"`);
  });
});
