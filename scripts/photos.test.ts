// The photographs' build step: every width in both formats, at the photo's
// shape, and placeholders drawn in the site's own palette; the practice's own
// photo used upright, and refused when it is smaller than the README asks or
// is a phone's HEIC under another name.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type PhotoKey, photoKeys, photoSpecs, pixels } from "#app/content-loader/photos.ts";
import {
  buildEncoding,
  ownPhoto,
  photoFiles,
  placeholderColours,
  placeholderSvg,
  writePhotos,
} from "./photos.ts";
import { patience } from "#tests/support/patience.ts";

const css = readFileSync("app/app.css", "utf8");
const colours = placeholderColours(css);

// Encoding AVIF and WebP at every width is real work: seconds each on a quiet
// machine, over 15 on a busy one.
const encoding = { timeout: patience(60_000) };
// The tests check each file's format, size, shape and pixels, which the
// fastest AVIF effort writes alike, in a sixth of the build's time.
const quick = { ...buildEncoding, avif: { ...buildEncoding.avif, effort: 0 } };

describe("the photographs' build step", encoding, () => {
  it.each(photoKeys)("writes %s in AVIF and WebP at each width, in its shape", async (key) => {
    const files = await photoFiles(key, Buffer.from(placeholderSvg(key, colours)), quick);
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
    const [first] = await photoFiles("room", wide, quick);
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

/** A JPEG of one colour, or of two side by side, of the given size. */
const jpeg = (width: number, height: number, left = "#cc2222", right = left) =>
  sharp({ create: { width, height, channels: 3, background: left } })
    .composite([
      {
        input: {
          create: { width: Math.ceil(width / 2), height, channels: 3, background: right },
        },
        left: Math.floor(width / 2),
        top: 0,
      },
    ])
    .jpeg();

// A real iPhone format: 64 × 64 px, HEVC inside HEIF, made with heif-enc
// (libheif 1.15, Debian's libheif-examples). Sharp's own libvips reads its
// size and fails on its pixels; this file stands in for a phone's photo.
const heic = Buffer.from(
  "AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAUJtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAFmAAEAAAAAAAAAFwAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAwmlwcnAAAACkaXBjbwAAAHhodmNDAQNwAAAAAAAAAAAAHvAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAHroCQCEAAQArQgEBA3AAAAMAkAAAAwAAAwAeoCCBBZbqSSmubgQEDAgAAAMACAAAAwAIQCIAAQAHRAHBcrAiQAAAABRpc3BlAAAAAAAAAEAAAABAAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAoMAAAAfbWRhdAAAABMoAa8EGPx5OOvtss4/KydBkdDg",
  "base64",
);

describe("the practice's own photographs", encoding, () => {
  let folder: string;
  let client: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "photos-"));
    client = mkdtempSync(path.join(tmpdir(), "client-"));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
    rmSync(client, { recursive: true, force: true });
  });
  const put = async (name: string, image: Sharp) => {
    await image.toFile(path.join(folder, name));
    return path.join(folder, name);
  };
  const pixelAt = async (file: string, x: number, y: number) => {
    const { data, info } = await sharp(readFileSync(path.join(client, file)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [...data.subarray(at, at + 3)];
  };
  // Small stand-ins for the placeholders of the photos not under test, to keep the build quick.
  const drawn = async () => {
    const small = await jpeg(60, 40, "#888888").toBuffer();
    return Object.fromEntries(photoKeys.map((key) => [key, small]));
  };
  const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 150 && g < 90 && b < 90;
  const isBlue = ([r = 0, g = 0, b = 0]: number[]) => b > 150 && r < 90 && g < 90;

  it.each(photoKeys)(
    "refuses the %s when smaller than the README asks, naming its size",
    async (key) => {
      const [width, height] = photoSpecs[key].minimum;
      const file = await put(`${key}.jpg`, jpeg(width - 1, height));
      await expect(ownPhoto(key, file)).rejects.toThrow(
        `content/photos/${key}.jpg is ${pixels([width - 1, height])}; the ${key} needs at least ${pixels([width, height])}`,
      );
      const tall = await put(`${key}.png`, jpeg(width, height - 1).png());
      await expect(ownPhoto(key, tall)).rejects.toThrow(`is ${pixels([width, height - 1])};`);
    },
  );

  it("takes a photo of another shape at the least size, to crop from the centre", async () => {
    const [width, height] = photoSpecs.room.minimum;
    const file = await put("room.webp", jpeg(width, height * 2).webp());
    await expect(ownPhoto("room", file)).resolves.toBeInstanceOf(Buffer);
  });

  it("reads a photo's size upright, and writes it upright, as the camera recorded it", async () => {
    // Stored on its side, red on the left: upright, red is on top.
    const [width, height] = photoSpecs.room.minimum;
    await put(
      "room.jpg",
      jpeg(height, width, "#cc2222", "#2222cc").withMetadata({ orientation: 6 }),
    );
    await writePhotos(client, css, await drawn(), folder, quick);
    const smallest = photoSpecs.room.widths[0] ?? 0;
    const file = `images/photos/room-${smallest}.webp`;
    expect(isRed(await pixelAt(file, 10, 5))).toBe(true);
    expect(isBlue(await pixelAt(file, 10, Math.round((smallest * 2) / 3) - 5))).toBe(true);
  });

  it("writes the practice's photo in place of the placeholder, named in any case", async () => {
    const [width, height] = photoSpecs.portrait.minimum;
    await put("Portrait.JPEG", jpeg(width, height));
    await writePhotos(client, css, await drawn(), folder, quick);
    for (const width of photoSpecs.portrait.widths) {
      expect(isRed(await pixelAt(`images/photos/portrait-${width}.webp`, 5, 5))).toBe(true);
    }
  });

  it("names every photo that is too small in one build", async () => {
    const small = (key: PhotoKey) =>
      photoSpecs[key].minimum.map((side) => side / 2) as [number, number];
    await put("portrait.jpg", jpeg(...small("portrait")));
    await put("entrance.jpg", jpeg(...small("entrance")));
    const problem = await writePhotos(client, css, {}, folder, quick).then(
      () => "",
      (error: unknown) => (error as Error).message,
    );
    expect(problem.split("\n")).toEqual([
      `content/photos/portrait.jpg is ${pixels(small("portrait"))}; the portrait needs at least ${pixels(photoSpecs.portrait.minimum)}`,
      `content/photos/entrance.jpg is ${pixels(small("entrance"))}; the entrance needs at least ${pixels(photoSpecs.entrance.minimum)}`,
    ]);
  });

  it("refuses a phone's HEIC photo renamed .jpg, which sharp cannot decode, saying how to convert it", async () => {
    await expect(sharp(heic).toBuffer()).rejects.toThrow(/HEVC/);
    const file = path.join(folder, "portrait.jpg");
    writeFileSync(file, heic);
    await expect(ownPhoto("portrait", file)).rejects.toThrow(
      /^content\/photos\/portrait\.jpg: the build cannot read a phone's HEIC photo; put it in as a JPEG, portrait\.jpg \(on an iPhone, Settings → Camera → Formats → Most Compatible/,
    );
  });
});
