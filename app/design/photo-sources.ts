// What a page needs to show one of the practice's photographs: its sources in
// each format and width, the size of its fallback, and whether the build drew
// a placeholder in its place. Read in loaders, at build time.
import { type PhotoKey, photoSpecs, photoUrl, providedPhotos } from "#app/content-loader/photos.ts";

export function photoSources(key: PhotoKey) {
  const { aspect, widths } = photoSpecs[key];
  const srcset = (format: "avif" | "webp") =>
    widths.map((width) => `${photoUrl(key, width, format)} ${width}w`).join(", ");
  const middle = widths[Math.floor(widths.length / 2)] ?? widths[0] ?? 0;
  return {
    avif: srcset("avif"),
    webp: srcset("webp"),
    src: photoUrl(key, middle, "webp"),
    width: middle,
    height: Math.round((middle * aspect[1]) / aspect[0]),
    placeholder: providedPhotos()[key] === undefined,
  };
}
