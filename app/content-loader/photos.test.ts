// The practice's photos by name: every extension the build reads, in any
// letter case; one file for each photo; a phone's HEIC or any other file
// named with the way to fix it; each missing photo a job of its own; and an
// empty alt text refused, in any language, once the photo is there.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  photoExtensions,
  photoGaps,
  photoKeys,
  photoSpecs,
  pixels,
  providedPhotos,
} from "./photos.ts";
import { wordsIn } from "./in-language.ts";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "photos-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

// The name alone decides what is found; the build step reads the pixels.
const put = (...names: string[]) => {
  for (const name of names) writeFileSync(path.join(folder, name), "");
};

describe("the practice's photos by name", () => {
  const spellings = photoExtensions.flatMap((extension) => [
    extension,
    extension.toUpperCase(),
    `.${extension.charAt(1).toUpperCase()}${extension.slice(2)}`,
  ]);

  it.each(photoKeys.flatMap((key) => spellings.map((extension) => [key, extension] as const)))(
    "finds the %s as %s, and as Capitalised",
    (key, extension) => {
      for (const name of [key, `${key.charAt(0).toUpperCase()}${key.slice(1)}`]) {
        put(`${name}${extension}`);
        expect(providedPhotos(folder)[key]).toBe(path.join(folder, `${name}${extension}`));
        rmSync(path.join(folder, `${name}${extension}`));
      }
    },
  );

  it("passes over the folder's README and hidden files", () => {
    put("README.md", ".DS_Store", "room.jpg");
    expect(providedPhotos(folder)).toEqual({ room: path.join(folder, "room.jpg") });
  });

  it("refuses two files for one photo, naming both", () => {
    put("portrait.jpg", "Portrait.PNG");
    expect(() => providedPhotos(folder)).toThrow(
      /^content\/photos\/(portrait\.jpg and content\/photos\/Portrait\.PNG|Portrait\.PNG and content\/photos\/portrait\.jpg) are both the portrait; keep one$/,
    );
  });

  it("refuses a phone's HEIC photo in one line that says how to make it a JPEG", () => {
    for (const name of ["portrait.heic", "Room.HEIF", "IMG_0042.HEIC"]) {
      put(name);
      const problem = (() => {
        try {
          providedPhotos(folder);
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(problem).toMatch(new RegExp(`^content/photos/${name.replace(".", "\\.")}: `));
      expect(problem).toContain("Settings → Camera → Formats → Most Compatible");
      expect(problem).not.toContain("\n");
      rmSync(path.join(folder, name));
    }
    put("portrait.heic");
    expect(() => providedPhotos(folder)).toThrow("put it in as a JPEG, portrait.jpg");
  });

  it("names a file of another kind, and a photo the site does not show", () => {
    put("portrait.gif", "headshot.jpg", "room.jpg");
    expect(() => providedPhotos(folder)).toThrow(
      /content\/photos\/portrait\.gif: not a photo the build reads; put the photo in as \.jpg, \.jpeg, \.png, \.webp/,
    );
    expect(() => providedPhotos(folder)).toThrow(
      /content\/photos\/headshot\.jpg: not a photo the site shows; name it portrait, room, entrance/,
    );
  });

  it("lists each missing photo on its own, with the size it needs", () => {
    const missingPhotos = (folder: string) =>
      photoGaps(folder).map((gap) => /content\/photos\/(\w+)\.jpg/.exec(gap.where)?.[1]);
    expect(missingPhotos(folder)).toEqual([...photoKeys]);
    put("Room.webp");
    expect(missingPhotos(folder)).toEqual(photoKeys.filter((key) => key !== "room"));
    expect(photoGaps(folder).map((gap) => gap.what)).toEqual(
      photoKeys
        .filter((key) => key !== "room")
        .map((key) => expect.stringContaining(`at least ${pixels(photoSpecs[key].minimum)}`)),
    );
    expect(missingPhotos(path.join(folder, "no such folder"))).toEqual([...photoKeys]);
  });

  it("asks in the README for the sizes the build holds each photo to", () => {
    const readme = readFileSync("README.md", "utf8");
    for (const key of photoKeys) {
      const row = readme.split("\n").find((line) => line.includes(`content/photos/${key}.`));
      const cells = row?.split("|").map((cell) => cell.trim());
      expect(cells?.[3], key).toBe(pixels(photoSpecs[key].minimum));
    }
  });
});

describe("the alt text of a photo the practice has provided", () => {
  let content: string;
  beforeEach(() => {
    // A copy of the content with a portrait in it; the words are read from it.
    content = path.join(folder, "content");
    cpSync("content", content, {
      recursive: true,
      filter: (from) => !from.startsWith(path.join("content", "photos")),
    });
    mkdirSync(path.join(content, "photos"));
    writeFileSync(path.join(content, "photos", "Portrait.JPEG"), "");
    vi.stubEnv("SITE_CONTENT_DIR", content);
  });
  afterEach(() => vi.unstubAllEnvs());

  const setAlt = (language: string, alt: string) => {
    const file = path.join(content, "page", "home", language, "words.yaml");
    const yaml = readFileSync(file, "utf8").replace(
      /(physicianPortrait:\n\s+alt: ).*/,
      `$1${JSON.stringify(alt)}`,
    );
    writeFileSync(file, yaml);
  };
  // The alt is the line under physicianPortrait (lines count from 1).
  const lineOf = (language: string) =>
    readFileSync(path.join(content, "page", "home", language, "words.yaml"), "utf8")
      .split("\n")
      .indexOf("physicianPortrait:") + 2;

  it("is refused when empty in a translation, naming the file, the line and the field", () => {
    setAlt("en", "The physician, smiling, in a white coat");
    setAlt("ru", " ");
    expect(wordsIn("page/home", "en").physicianPortrait.alt).toBe(
      "The physician, smiling, in a white coat",
    );
    expect(() => wordsIn("page/home", "ru")).toThrow(
      `content/page/home/ru/words.yaml, line ${lineOf("ru")}: physicianPortrait.alt: the portrait is a photo now; describe it in Russian`,
    );
  });

  it("is refused when empty in English", () => {
    setAlt("en", "");
    expect(() => wordsIn("page/home", "en")).toThrow(
      `content/page/home/en/words.yaml, line ${lineOf("en")}: physicianPortrait.alt: the portrait is a photo now; describe it in English`,
    );
  });

  it("may stay empty while the portrait is the drawn initials", () => {
    rmSync(path.join(content, "photos", "Portrait.JPEG"));
    setAlt("en", "");
    setAlt("zh", "");
    expect(wordsIn("page/home", "zh").physicianPortrait.alt).toBe("");
  });
});
