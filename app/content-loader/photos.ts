// The practice's photographs: what each shows, its shape, the least size the
// practice is asked for and the widths the build makes of it. The practice
// puts each photo in content/photos/ under its key (portrait.jpg, room.png,
// Entrance.JPEG; README "Before launch"); until a file is there, the build
// draws a placeholder in its place (scripts/photos.ts) and the page says in
// its alt text that it is an illustration. A file the build would not use is
// named in an error rather than passed over. Read at build time only.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { type ContentFile, contentFolder, contentProblem } from "./files.ts";
import { type Language, languageNamesInEnglish } from "./translated.ts";

export const photoKeys = ["portrait", "room", "entrance"] as const;
export type PhotoKey = (typeof photoKeys)[number];

export type PhotoSpec = {
  /** Width and height of the shape, in any unit. */
  aspect: readonly [number, number];
  /** The least width and height, in pixels, of the practice's file (README "Before launch"). */
  minimum: readonly [number, number];
  /** The widths, in pixels, the build writes in each format. */
  widths: readonly number[];
};

export const photoSpecs: Record<PhotoKey, PhotoSpec> = {
  // Shown at 96 to 128 CSS pixels, at up to 3 device pixels per CSS pixel.
  portrait: { aspect: [1, 1], minimum: [800, 800], widths: [128, 256, 384] },
  // Shown from about 340 CSS pixels on a phone to 560 on a wide screen.
  room: { aspect: [3, 2], minimum: [2160, 1440], widths: [400, 720, 1080] },
  entrance: { aspect: [3, 2], minimum: [2160, 1440], widths: [400, 720, 1080] },
};

export const photoFormats = ["avif", "webp"] as const;

/** The extensions the build reads, in any letter case. */
export const photoExtensions = [".jpg", ".jpeg", ".png", ".webp"] as const;

/**
 * A phone's own format. Sharp's bundled libvips reads HEIF only with AV1
 * inside (AVIF): an iPhone's HEVC photo gives its size but not its pixels
 * ("Support for this compression format has not been built in: HEVC"), so it
 * is refused with the way to a JPEG.
 */
const phoneExtensions = [".heic", ".heif"];

/** The practice's photos: content/photos/ in the content folder (SITE_CONTENT_DIR). */
export const photosFolder = () => path.join(contentFolder(), "photos");

/** A file of the photos folder as a person finds it: "content/photos/Portrait.JPG". */
export const shownPath = (file: string) => `content/photos/${path.basename(file)}`;

/** A size in pixels as the README writes it: "2,160 × 1,440 px". */
export const pixels = ([width, height]: readonly [number, number]) =>
  `${width.toLocaleString("en-US")} × ${height.toLocaleString("en-US")} px`;

const keyOf = (name: string) => photoKeys.find((key) => key === name.toLowerCase());
const accepted = photoExtensions.join(", ");

/** The one line that refuses a phone's HEIC photo and says how to make it a JPEG. */
export function heicProblem(file: string): string {
  const key = keyOf(path.basename(file, path.extname(file)));
  const name = key ? `${key}.jpg` : photoKeys.map((name) => `${name}.jpg`).join(", ");
  return `${shownPath(file)}: the build cannot read a phone's HEIC photo; put it in as a JPEG, ${name} (on an iPhone, Settings → Camera → Formats → Most Compatible takes JPEGs from then on; a photo already taken can be exported as JPEG, on a Mac with Preview → File → Export)`;
}

/**
 * The practice's photos in the folder, each by its key, the file named in
 * any letter case with any extension the build reads. Throws, naming each
 * file, when a key has two files or a file is not one the build can use; a
 * hidden file (.DS_Store) and the folder's README.md are passed over.
 */
export function providedPhotos(folder = photosFolder()): Partial<Record<PhotoKey, string>> {
  if (!existsSync(folder)) return {};
  const found: Partial<Record<PhotoKey, string[]>> = {};
  const problems: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const { name } = entry;
    if (name.startsWith(".") || name === "README.md") continue;
    const shown = shownPath(name);
    const extension = path.extname(name).toLowerCase();
    const key = keyOf(path.basename(name, path.extname(name)));
    if (entry.isDirectory()) {
      problems.push(`${shown}: a folder; put each photo in content/photos/ itself`);
    } else if (phoneExtensions.includes(extension)) {
      problems.push(heicProblem(name));
    } else if (!(photoExtensions as readonly string[]).includes(extension)) {
      problems.push(`${shown}: not a photo the build reads; put the photo in as ${accepted}`);
    } else if (!key) {
      problems.push(
        `${shown}: not a photo the site shows; name it ${photoKeys.join(", ")} (README, "Before launch")`,
      );
    } else {
      (found[key] ??= []).push(path.join(folder, name));
    }
  }
  for (const key of photoKeys) {
    const files = found[key] ?? [];
    if (files.length > 1) {
      problems.push(`${files.map(shownPath).join(" and ")} are both the ${key}; keep one`);
    }
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return Object.fromEntries(
    photoKeys.flatMap((key) => (found[key] ? [[key, found[key][0]]] : [])),
  ) as Partial<Record<PhotoKey, string>>;
}

/**
 * The photos the practice has still to provide, each a job of its own before
 * launch for the release gate: where it goes and what it must be.
 */
export function photoGaps(folder = photosFolder()): { where: string; what: string }[] {
  const provided = providedPhotos(folder);
  return photoKeys
    .filter((key) => !provided[key])
    .map((key) => ({
      where: `content/photos/${key}.jpg`,
      what: `photo: the ${key}, at least ${pixels(photoSpecs[key].minimum)} (README, "Before launch")`,
    }));
}

/** Where the words files (page-schemas.ts) hold each photo's alt text. */
export const altFields: Record<PhotoKey, { words: string; field: string[] }> = {
  portrait: { words: "page/home", field: ["physicianPortrait", "alt"] },
  room: { words: "interface", field: ["photos", "room", "alt"] },
  entrance: { words: "interface", field: ["photos", "entrance", "alt"] },
};

/**
 * Throws when a words file leaves empty the alt text of a photo the practice
 * has provided, naming the file, the line and the field. While a photo is
 * the drawn placeholder, its alt may stay empty: the portrait's initials
 * repeat the name written beside them.
 */
export function checkPhotoAlts(
  language: Language,
  words: string,
  file: ContentFile,
  data: unknown,
) {
  const keys = photoKeys.filter((key) => altFields[key].words === words);
  const provided = keys.length > 0 ? providedPhotos() : {};
  const problems = keys.flatMap((key) => {
    const { field } = altFields[key];
    const alt = field.reduce<unknown>(
      (value, name) => (value as Record<string, unknown> | undefined)?.[name],
      data,
    );
    if (!provided[key] || (typeof alt === "string" && alt.trim() !== "")) return [];
    const inLanguage = languageNamesInEnglish[language];
    return [contentProblem(file, field, `the ${key} is a photo now; describe it in ${inLanguage}`)];
  });
  if (problems.length > 0) throw new Error(problems.join("\n"));
}

export const photosPath = "/images/photos/";

export const photoUrl = (key: PhotoKey, width: number, format: (typeof photoFormats)[number]) =>
  `${photosPath}${key}-${width}.${format}`;
