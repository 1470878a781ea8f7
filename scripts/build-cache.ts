// Bytes the build makes again and again from the same inputs (social cards,
// photographs, the editor's compressed files), kept in node_modules/.cache/site-build/
// under a hash of their inputs, the maker module's source and the version of
// the package that draws or encodes them. Why: docs/decisions/035.
import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { findPackageJSON } from "node:module";
import path from "node:path";

const cacheFolder = path.resolve(import.meta.dirname, "../node_modules/.cache/site-build");

/** One input of a cached file: bytes, text, or anything JSON writes the same way each time. */
type CacheInput = Buffer | string | number | boolean | object;

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
  // Renamed once whole: a build running beside this one reads all or nothing.
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes;
}

/** What makes a cached file: a module's own source and the version of the package it calls. */
export function maker(moduleFile: string, packageName: string): string {
  const manifest = findPackageJSON(packageName, import.meta.url);
  if (!manifest) throw new Error(`The build cache: no package.json found for ${packageName}.`);
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  const source = createHash("sha256").update(readFileSync(moduleFile)).digest("hex");
  return `${packageName}@${version} ${source}`;
}
