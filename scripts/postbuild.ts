// Runs after `react-router build`: makes the prerendered 404 page available
// as 404.html for static hosts, removes the SPA fallback (every route is
// prerendered, and unknown paths must get the 404 page), and writes gzip and
// brotli copies of every text file so the server never compresses at request
// time.
import { copyFile, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = path.resolve(import.meta.dirname, "../build/client");
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".data",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
]);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

await copyFile(path.join(clientDir, "404/index.html"), path.join(clientDir, "404.html"));
await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });

let count = 0;
for await (const file of walk(clientDir)) {
  if (!compressible.has(path.extname(file))) continue;
  const body = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  count += 1;
}
console.log(`postbuild: 404.html written, ${count} files precompressed (gzip, brotli)`);
