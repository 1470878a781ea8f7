// The practice's photographs: what each shows, its shape and the widths the
// build makes of it. The practice puts each photo in content/photos/ under
// its key (portrait.jpg, room.jpg, entrance.jpg; README "Before launch");
// until a file is there, the build draws a placeholder in its place
// (scripts/photos.ts) and the page says in its alt text that it is an
// illustration. Read at build time only.
import { existsSync } from "node:fs";
import path from "node:path";

export const photoKeys = ["portrait", "room", "entrance"] as const;
export type PhotoKey = (typeof photoKeys)[number];

export type PhotoSpec = {
  /** Width and height of the shape, in any unit. */
  aspect: readonly [number, number];
  /** The widths, in pixels, the build writes in each format. */
  widths: readonly number[];
};

export const photoSpecs: Record<PhotoKey, PhotoSpec> = {
  // Shown at 96 to 128 CSS pixels, at up to 3 device pixels per CSS pixel.
  portrait: { aspect: [1, 1], widths: [128, 256, 384] },
  // Shown from about 340 CSS pixels on a phone to 560 on a wide screen.
  room: { aspect: [3, 2], widths: [400, 720, 1080] },
  entrance: { aspect: [3, 2], widths: [400, 720, 1080] },
};

export const photoFormats = ["avif", "webp"] as const;

export const photosDir = path.resolve(import.meta.dirname, "../../content/photos");

/** The practice's own photo, when it has been put in content/photos/. */
export function photoSourceFile(key: PhotoKey): string | undefined {
  const file = path.join(photosDir, `${key}.jpg`);
  return existsSync(file) ? file : undefined;
}

/** Where the build writes one width of one format. */
export const photoUrl = (key: PhotoKey, width: number, format: (typeof photoFormats)[number]) =>
  `/images/photos/${key}-${width}.${format}`;
