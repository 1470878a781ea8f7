import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { brandColours } from "../app/design/design-tokens.ts";
import { initialsOf, portraitPlaceholderPng } from "./portrait-placeholder.ts";

describe("the portrait placeholder", () => {
  it("takes the initials of the first and last name, leaving out the degree", () => {
    expect(initialsOf("Alexandra Reyes, MD")).toBe("AR");
    expect(initialsOf("Ana María de la Cruz, MD, PhD")).toBe("AC");
    expect(initialsOf("Reyes")).toBe("R");
  });

  it("is a small square PNG of the size asked for", async () => {
    const png = await portraitPlaceholderPng(
      "Alexandra Reyes, MD",
      288,
      brandColours(readFileSync("app/app.css", "utf8")),
    );
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(288);
    expect(png.readUInt32BE(20)).toBe(288);
    expect(png.length).toBeLessThan(10 * 1024);
  });
});
