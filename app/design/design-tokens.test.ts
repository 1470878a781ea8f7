// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandColours, designToken } from "./design-tokens.ts";

const appCss = readFileSync(new URL("../app.css", import.meta.url), "utf8");

describe("design tokens", () => {
  it("reads each brand colour from app.css", () => {
    const colours = brandColours(appCss);
    for (const value of Object.values(colours)) expect(value).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("reads the token itself, not one whose name starts the same way", () => {
    const css = "@theme {\n  --color-brand-strong: #000000;\n  --color-brand: #123456;\n}";
    expect(designToken(css, "--color-brand")).toBe("#123456");
    expect(designToken(css, "--color-brand-strong")).toBe("#000000");
  });

  it("fails loudly when a token is missing", () => {
    expect(() => designToken("@theme {}", "--color-brand")).toThrow(/no --color-brand/);
  });

  // Every pairing of a text colour with a surface the site sets it on: WCAG AA
  // for body text is 4.5:1.
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const pairs: [text: string, surface: string][] = [
    ...["ink", "ink-muted", "brand", "brand-strong"].flatMap((text) =>
      ["surface", "surface-muted", "brand-soft"].map((surface): [string, string] => [
        text,
        surface,
      ]),
    ),
    ["ink", "accent-soft"],
    ["accent", "accent-soft"],
    ["accent", "surface"],
    ["ink", "danger-soft"],
    ["danger", "danger-soft"],
    ["danger", "surface"],
    ["on-brand", "brand"],
    ["on-brand", "brand-strong"],
  ];
  it.each(pairs)("sets --color-%s on --color-%s at 4.5:1 or more", (text, surface) => {
    const ratio = contrast(
      designToken(appCss, `--color-${text}`),
      designToken(appCss, `--color-${surface}`),
    );
    expect(ratio, `${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
  });

  it("measures contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
