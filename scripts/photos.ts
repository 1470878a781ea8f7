// Build step: each of the practice's photographs (app/content-loader/photos.ts) in AVIF and
// WebP at the widths its places need. The practice's own photo from content/photos/ (turned
// upright, refused when smaller than the README asks), else a placeholder the project draws in
// the site's palette (a consulting room, an entrance, a portrait) so a page looks finished while
// it waits; the page's alt text says it is an illustration.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { cachedBytes, maker } from "./build-cache.ts";
import {
  type PhotoKey,
  photoFormats,
  photoKeys,
  photoSpecs,
  heicProblem,
  photoUrl,
  photosFolder,
  pixels,
  providedPhotos,
  shownPath,
} from "#app/content-loader/photos.ts";
import { practice } from "#app/content-loader/practice.ts";
import { brandColours, designToken } from "#app/design/design-tokens.ts";
import { portraitPlaceholderPng } from "./portrait-placeholder.ts";

/** The palette the placeholders are drawn in, read from app/app.css. */
export function placeholderColours(css: string) {
  return {
    paper: designToken(css, "--color-surface-muted"),
    soft: designToken(css, "--color-brand-soft"),
    brand: designToken(css, "--color-brand"),
    strong: designToken(css, "--color-brand-strong"),
  };
}

/** A placeholder as SVG, drawn on a 300-unit-wide canvas of the photo's shape. */
export function placeholderSvg(
  key: PhotoKey,
  colours: ReturnType<typeof placeholderColours>,
): string {
  const { paper, soft, brand, strong } = colours;
  const [w, h] = photoSpecs[key].aspect;
  const height = Math.round((300 * h) / w);
  const shapes = {
    // A head and shoulders in a circle of light.
    portrait: `<circle cx="150" cy="150" r="150" fill="${soft}"/><circle cx="150" cy="122" r="50" fill="${brand}" opacity="0.35"/><path d="M62 262c14-48 50-74 88-74s74 26 88 74" fill="${brand}" opacity="0.35"/>`,
    // A window, a desk with a lamp, two chairs and a plant.
    room: `<rect width="300" height="${height}" fill="${paper}"/><rect y="150" width="300" height="50" fill="${soft}"/><rect x="30" y="28" width="96" height="92" rx="4" fill="${soft}" stroke="${brand}" stroke-opacity="0.4" stroke-width="3"/><path d="M78 28v92M30 74h96" stroke="${brand}" stroke-opacity="0.4" stroke-width="3"/><rect x="160" y="104" width="110" height="8" rx="3" fill="${strong}" opacity="0.55"/><path d="M170 112v44M260 112v44" stroke="${strong}" stroke-opacity="0.55" stroke-width="5"/><path d="M236 104v-30l-10-8" fill="none" stroke="${brand}" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round"/><path d="M214 66h24l-6-12h-12z" fill="${brand}" opacity="0.6"/><rect x="132" y="118" width="28" height="8" rx="3" fill="${brand}" opacity="0.45"/><path d="M136 126v30M156 126v30M136 96v22" stroke="${brand}" stroke-opacity="0.45" stroke-width="5"/><rect x="36" y="140" width="20" height="18" rx="3" fill="${strong}" opacity="0.45"/><path d="M46 140c-14-10-12-26-2-32M46 140c12-12 16-26 6-34M46 140c-2-14 0-24 4-30" fill="none" stroke="${brand}" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round"/>`,
    // A shopfront with an awning, a door and a step.
    entrance: `<rect width="300" height="${height}" fill="${paper}"/><rect x="40" y="40" width="220" height="142" fill="${soft}"/><path d="M30 40h240l-12 26H42z" fill="${brand}" opacity="0.55"/><rect x="124" y="84" width="52" height="98" rx="3" fill="${strong}" opacity="0.6"/><circle cx="166" cy="136" r="3.5" fill="${paper}"/><rect x="58" y="88" width="50" height="56" rx="3" fill="${paper}" stroke="${brand}" stroke-opacity="0.4" stroke-width="3"/><rect x="192" y="88" width="50" height="56" rx="3" fill="${paper}" stroke="${brand}" stroke-opacity="0.4" stroke-width="3"/><rect x="112" y="182" width="76" height="8" fill="${brand}" opacity="0.35"/><rect y="190" width="300" height="10" fill="${brand}" opacity="0.15"/>`,
  } satisfies Record<PhotoKey, string>;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 ${height}" width="300" height="${height}">${shapes[key]}</svg>`;
}

/** How each format is compressed: AVIF effort 4 of 9 makes smaller files in 5 times effort 2's time. */
export const buildEncoding = { avif: { quality: 50, effort: 4 }, webp: { quality: 72 } };

/** Every file of one photograph: its path under the client folder and its bytes. */
export async function photoFiles(
  key: PhotoKey,
  source: Buffer,
  encoding = buildEncoding,
): Promise<{ file: string; bytes: Buffer }[]> {
  const { aspect, widths } = photoSpecs[key];
  const files: { file: string; bytes: Buffer }[] = [];
  for (const width of widths) {
    const height = Math.round((width * aspect[1]) / aspect[0]);
    const resized = sharp(source, { density: 300, autoOrient: true }).resize(width, height, {
      fit: "cover",
    });
    for (const format of photoFormats) {
      // Kept between builds (./build-cache.ts).
      const bytes = await cachedBytes(
        [maker(import.meta.filename, "sharp"), source, width, height, format, encoding[format]],
        () =>
          format === "avif"
            ? resized.clone().avif(encoding.avif).toBuffer()
            : resized.clone().webp(encoding.webp).toBuffer(),
      );
      files.push({ file: photoUrl(key, width, format), bytes });
    }
  }
  return files;
}

const firstLine = (error: unknown) => (error as Error).message.split("\n")[0];

/** The practice's photo of a key, refused in one line when smaller than needed; cropped from the centre. */
export async function ownPhoto(key: PhotoKey, file: string): Promise<Buffer> {
  const bytes = await readFile(file);
  const { format, compression, autoOrient } = await sharp(bytes)
    .metadata()
    .catch((error: unknown) => {
      throw new Error(`${shownPath(file)}: not an image the build can read (${firstLine(error)})`);
    });
  // A phone's photo renamed .jpg: sharp reads its size, not its pixels.
  if (format === "heif" && compression !== "av1") throw new Error(heicProblem(file));
  const { minimum } = photoSpecs[key];
  if (autoOrient.width < minimum[0] || autoOrient.height < minimum[1]) {
    throw new Error(
      `${shownPath(file)} is ${pixels([autoOrient.width, autoOrient.height])}; the ${key} needs at least ${pixels(minimum)}`,
    );
  }
  return bytes;
}

/**
 * Every file of every photograph, or of its placeholder: all the practice's photos in `folder` are
 * checked first, so one build names every problem. `drawn` placeholders replace the shapes; unless
 * told, the portrait's is the physician's initials. A draft's preview serves them too
 * (scripts/editor/preview-renderer.ts).
 */
export async function sitePhotos(
  css: string,
  drawn?: Partial<Record<PhotoKey, Buffer>>,
  folder = photosFolder(),
  encoding = buildEncoding,
): Promise<{ file: string; bytes: Buffer }[]> {
  const colours = placeholderColours(css);
  const provided = providedPhotos(folder);
  const own: Partial<Record<PhotoKey, Buffer>> = {};
  const problems: string[] = [];
  for (const key of photoKeys) {
    const file = provided[key];
    if (!file) continue;
    try {
      own[key] = await ownPhoto(key, file);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));
  const width = Math.max(...photoSpecs.portrait.widths);
  const initials = () =>
    portraitPlaceholderPng(practice().physician.name, width, brandColours(css));
  const placeholders: typeof own = drawn ?? (own.portrait ? {} : { portrait: await initials() });
  const files: { file: string; bytes: Buffer }[] = [];
  for (const key of photoKeys) {
    const source = own[key] ?? placeholders[key] ?? Buffer.from(placeholderSvg(key, colours));
    files.push(...(await photoFiles(key, source, encoding)));
  }
  return files;
}

export async function writePhotos(
  clientDir: string,
  ...options: Parameters<typeof sitePhotos>
): Promise<void> {
  for (const { file, bytes } of await sitePhotos(...options)) {
    const target = path.join(clientDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
}
