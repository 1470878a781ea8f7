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
});
