// The photographs' build step: every width in both formats, at the photo's
// shape, and placeholders drawn in the site's own palette.
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoKeys, photoSpecs } from "#app/content/photos.ts";
import { photoFiles, placeholderColours, placeholderSvg } from "./photos.ts";

const css = readFileSync("app/app.css", "utf8");
const colours = placeholderColours(css);

describe("the photographs' build step", () => {
  it.each(photoKeys)("writes %s in AVIF and WebP at each width, in its shape", async (key) => {
    const files = await photoFiles(key, Buffer.from(placeholderSvg(key, colours)));
    const { widths, aspect } = photoSpecs[key];
    expect(files.map(({ file }) => file)).toEqual(
      widths.flatMap((width) => [
        `/images/photos/${key}-${width}.avif`,
        `/images/photos/${key}-${width}.webp`,
      ]),
    );
    for (const { file, bytes } of files) {
      const meta = await sharp(bytes).metadata();
      const width = Number(/-(\d+)\./.exec(file)?.[1]);
      expect(meta.format).toBe(file.endsWith(".avif") ? "heif" : "webp");
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * aspect[1]) / aspect[0]));
    }
  });

  it("crops a photo of another shape to the place's shape instead of stretching it", async () => {
    const wide = await sharp({
      create: { width: 1600, height: 600, channels: 3, background: "#888888" },
    })
      .jpeg()
      .toBuffer();
    const [first] = await photoFiles("room", wide);
    const meta = await sharp(first?.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([400, 267]);
  });

  it("draws the placeholders in the site's palette, read from app/app.css", () => {
    for (const key of photoKeys) {
      const svg = placeholderSvg(key, colours);
      expect(svg).toContain(colours.brand);
      expect(svg).toContain(colours.soft);
    }
    const other = placeholderSvg("room", { ...colours, brand: "#123456" });
    expect(other).toContain("#123456");
  });
});
