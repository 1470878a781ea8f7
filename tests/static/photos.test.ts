// The practice's photographs on the built pages: every image has its size
// and alt text written out, every <picture> offers AVIF and WebP files that
// exist and stay small, each loads lazily, and a placeholder says it is an
// illustration.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { providedPhotos } from "#app/content-loader/photos.ts";
import { languages } from "#app/content-loader/translated.ts";
import { sitePages } from "#app/page-list/page-list.ts";
import { builtPage, clientDir } from "./built-site.ts";

const KB = 1024;
/** The page as the other static checks read it, parsed once for them all. */
const documentOf = (urlPath: string) => builtPage(urlPath).document;
const filesOf = (srcset: string) =>
  srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "");

describe("photographs on the built pages", () => {
  it.each(sitePages().map((page) => page.path))(
    "%s gives every image its size and alt text, and every picture both formats",
    (urlPath) => {
      const document = documentOf(urlPath);
      for (const image of document.querySelectorAll("main img")) {
        expect(image.getAttribute("width"), image.outerHTML).toMatch(/^\d+$/);
        expect(image.getAttribute("height"), image.outerHTML).toMatch(/^\d+$/);
        expect(image.hasAttribute("alt"), image.outerHTML).toBe(true);
      }
      for (const picture of document.querySelectorAll("picture")) {
        const types = [...picture.querySelectorAll("source")].map((source) =>
          source.getAttribute("type"),
        );
        expect(types).toEqual(["image/avif", "image/webp"]);
        // No photo is a page's largest paint: each waits its turn behind the
        // fonts and the stylesheet, and on a phone until it is scrolled near.
        expect(picture.querySelector("img")?.getAttribute("loading")).toBe("lazy");
        for (const source of picture.querySelectorAll("source")) {
          for (const file of filesOf(source.getAttribute("srcset") ?? "")) {
            const onDisk = path.join(clientDir, file);
            expect(existsSync(onDisk), file).toBe(true);
            // A photo on a phone's connection: 40 KB at most in its largest width.
            expect(statSync(onDisk).size, file).toBeLessThanOrEqual(40 * KB);
          }
        }
      }
    },
  );

  it.each(languages)(
    "%s: the room and the entrance say they are illustrations until the practice's photos arrive",
    (language) => {
      const { photos } = contentIn(language);
      const prefix = language === "en" ? "" : `/${language}`;
      const room = documentOf(`${prefix}/about`).querySelector('picture img[src*="room-"]');
      const entrance = documentOf(`${prefix}/locations`).querySelector(
        'picture img[src*="entrance-"]',
      );
      expect(room?.getAttribute("alt")).toBe(
        providedPhotos().room ? photos.room.alt : photos.room.placeholderAlt,
      );
      expect(entrance?.getAttribute("alt")).toBe(
        providedPhotos().entrance ? photos.entrance.alt : photos.entrance.placeholderAlt,
      );
    },
  );
});
