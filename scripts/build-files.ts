// File helpers shared by the build, the bench and the tests that read build/client.
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Every file below a folder, at any depth. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes the gzip and brotli copies the server sends in place of a file.
 * JavaScript's gzip copy comes from Zopfli, about 3 % smaller than zlib's
 * level 9 (docs/decisions/006); other text would gain as little in ten times
 * the time. Brotli takes quality 10, not 11: 0.66 % larger in a third of the
 * time (docs/decisions/036).
 */
export async function writeCompressedCopies(file: string, body: Buffer) {
  // Zopfli is loaded on first use: only the build compresses JavaScript.
  const gzipped = file.endsWith(".js")
    ? await (await import("@gfx/zopfli")).gzipAsync(body, { numiterations: 15 })
    : gzipSync(body, { level: 9 });
  await writeFile(`${file}.gz`, gzipped);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
}
