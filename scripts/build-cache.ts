// Bytes the build makes again and again from the same inputs, kept between
// builds: each social card's PNG, drawn from its SVG, each size and format of
// each photograph, encoded from its source, and the compressed copies of the
// editor's files (./editor/admin-files.ts). Each is kept in
// node_modules/.cache/site-build/ under a hash of everything it is made from:
// its inputs, the source of the module that makes it and the version of the
// package that draws or encodes it. So an edit of any of these makes it
// again, and the build's second run on the same content (the launch
// rehearsal's copy, a developer's next build) takes the rest from the cache:
// the social cards took 3.8 s of CPU a build and the photographs 6.8 s.
// A fresh clone (CI's) starts with no cache. Why a cache of its own:
// docs/decisions/035.
import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { findPackageJSON } from "node:module";
import path from "node:path";

const cacheFolder = path.resolve(import.meta.dirname, "../node_modules/.cache/site-build");

/** One input of a cached file: bytes, text, or anything JSON writes the same way each time. */
export type CacheInput = Buffer | string | number | boolean | object;

/**
 * The bytes `make` gives for these inputs: from the cache when a build has
 * made them before, else made now and kept. A failed `make` keeps nothing.
 */
export async function cachedBytes(
  inputs: readonly CacheInput[],
  make: () => Promise<Buffer>,
  folder = cacheFolder,
): Promise<Buffer> {
  const hash = createHash("sha256");
  for (const input of inputs) {
    const bytes = Buffer.isBuffer(input) ? input : Buffer.from(JSON.stringify(input));
    // The length first: ["ab", "c"] and ["a", "bc"] are different inputs.
    hash.update(`${bytes.length}:`).update(bytes);
  }
  const file = path.join(folder, hash.digest("hex"));
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return kept;
  const bytes = await make();
  await mkdir(folder, { recursive: true });
  // Written whole, then renamed: a build running beside this one reads the
  // whole file or none.
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes;
}

const makers = new Map<string, string>();

/** What makes a cached file: a module's own source and the version of the package it calls. */
export function maker(moduleFile: string, packageName: string): string {
  const key = `${moduleFile} ${packageName}`;
  let made = makers.get(key);
  if (made === undefined) {
    const manifest = findPackageJSON(packageName, import.meta.url);
    if (!manifest) throw new Error(`The build cache: no package.json found for ${packageName}.`);
    const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
    const source = createHash("sha256").update(readFileSync(moduleFile)).digest("hex");
    made = `${packageName}@${version} ${source}`;
    makers.set(key, made);
  }
  return made;
}
