// Small file helpers shared by the build, the bench and the tests that read
// build/client.
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

async function gzip(file: string, body: Buffer): Promise<Uint8Array> {
  if (!file.endsWith(".js")) return gzipSync(body, { level: 9 });
  // Loaded on first use: only the build compresses JavaScript.
  const { gzipAsync } = await import("@gfx/zopfli");
  return gzipAsync(body, { numiterations: 15 });
}

/** Every file below a folder, at any depth. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Brotli's quality for every copy: 10, not the maximum 11. On the 105 built
 * pages (6.7 MB), 11 gave 1,156,470 bytes in 11.7 s of CPU and 10 gave
 * 1,164,092 bytes (0.66 % more, about 73 bytes a page) in 3.6 s; every build
 * compresses every page (docs/decisions/036).
 */
const brotliQuality = 10;

/**
 * Writes the gzip and brotli copies the server sends in place of a file. The
 * gzip copy of JavaScript comes from Zopfli, which spends build time searching
 * for a smaller encoding that every gzip decoder reads: about 3 % fewer bytes
 * than zlib's level 9 (docs/decisions/006). Other text takes zlib's level 9:
 * Zopfli would gain as little on it and take ten times as long.
 */
export async function writeCompressedCopies(file: string, body: Buffer) {
  await writeFile(`${file}.gz`, await gzip(file, body));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
}
