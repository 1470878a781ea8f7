// The zero-JS rendition of the built site: the same pages without a single
// script except their structured data, served by the same server. Its
// Lighthouse figures are the floor the real site is compared against: what
// the HTML and CSS cost before any JavaScript is fetched or run.
import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { filesUnder, writeCompressedCopies } from "#scripts/build-files.ts";
import { cspManifestName } from "#server/security-headers.ts";

/** Removes every <script> but JSON-LD, and every module preload. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (element, attributes: string) =>
      /\btype="application\/ld\+json"/.test(attributes) ? element : "",
    )
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");
}

/**
 * Copies buildDir/client to folder/client, with the CSP manifest beside it
 * where the server looks for it, and passes every page through `change`
 * (none: the pages as built). Returns the client folder to serve.
 */
export async function makeChangedSite(
  buildDir: string,
  folder: string,
  change?: (html: string) => string,
): Promise<string> {
  const clientDir = path.join(folder, "client");
  await cp(path.join(buildDir, "client"), clientDir, { recursive: true });
  await cp(path.join(buildDir, cspManifestName), path.join(folder, cspManifestName));
  if (!change) return clientDir;
  for (const file of (await filesUnder(clientDir)).filter((file) => file.endsWith(".html"))) {
    const html = await readFile(file, "utf8");
    const changed = change(html);
    if (changed === html) continue;
    await writeFile(file, changed);
    await writeCompressedCopies(file, Buffer.from(changed));
  }
  return clientDir;
}

/** The build as its zero-JS rendition in `folder`: every page with its scripts stripped. */
export function makeZeroJsSite(buildDir: string, folder: string): Promise<string> {
  return makeChangedSite(buildDir, folder, stripScripts);
}
