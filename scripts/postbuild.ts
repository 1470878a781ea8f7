// Runs after `react-router build`:
// - defers the JavaScript of the pages that have any until after their first paint
//   (scripts/defer-hydration.ts, docs/decisions/005-paint-first-hydrate-after.md);
// - copies the prerendered 404 page to 404.html for static hosts, and removes
//   the SPA fallback (every route is prerendered; unknown paths get the 404);
// - writes sitemap.xml, robots.txt, a social card per page, the app icons and
//   the web app manifest (scripts/seo-assets.ts);
// - draws the physician's portrait placeholder until the practice sends a
//   photo (scripts/portrait-placeholder.ts);
// - records the hash of every inline script of every page, and of the styles
//   the toast library inserts (scripts/runtime-styles.ts), for the server's
//   per-page Content-Security-Policy, and writes the same headers for static
//   hosts (build/client/_headers) and for Caddy (build/headers.caddy);
// - writes gzip and brotli copies of every text file, so the server never
//   compresses at request time.
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  type CspManifest,
  cspManifestName,
  inlineScriptHashes,
  noHashes,
} from "../server/security-headers.ts";
import { type PageRule, caddyHeaders, headersFile } from "./header-files.ts";
import { deferHydration, hydrates } from "./defer-hydration.ts";
import { runtimeStyleHashes } from "./runtime-styles.ts";
import { filesUnder, writeCompressedCopies } from "./build-files.ts";
import {
  type BuiltPage,
  describePage,
  iconPng,
  lastReviewedByPath,
  robotsTxt,
  sitemapXml,
  socialCardPng,
  webManifest,
} from "./seo-assets.ts";
import { socialImagePath } from "../app/lib/seo.ts";
import { clinic } from "../app/content/clinic.ts";
import { physicianPortrait } from "../app/content/home.ts";
import { portraitPlaceholderPng } from "./portrait-placeholder.ts";

const buildDir = path.resolve(import.meta.dirname, "../build");
const clientDir = path.join(buildDir, "client");
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

/** "about/index.html" → ["/about", "/about/"]; "404.html" → ["/404.html"]. */
function urlPathsOf(relativeHtml: string): string[] {
  const url = `/${relativeHtml}`;
  if (url === "/index.html") return ["/", "/index.html"];
  if (url.endsWith("/index.html")) {
    const dir = url.slice(0, -"/index.html".length);
    return [dir, `${dir}/`];
  }
  return [url];
}

await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
const pages = (await filesUnder(clientDir)).filter((name) => name.endsWith(".html"));
for (const file of pages) {
  const html = await readFile(file, "utf8");
  if (hydrates(html)) await writeFile(file, deferHydration(html).html);
}

await copyFile(path.join(clientDir, "404/index.html"), path.join(clientDir, "404.html"));

const builtPages = new Map<string, BuiltPage>();
for (const file of pages) {
  const page = describePage(await readFile(file, "utf8"));
  builtPages.set(page.path, page);
}
await mkdir(path.join(clientDir, "og"), { recursive: true });
for (const page of builtPages.values()) {
  await writeFile(
    path.join(clientDir, socialImagePath(page.path)),
    await socialCardPng(page.title),
  );
}
await writeFile(
  path.join(clientDir, "sitemap.xml"),
  sitemapXml([...builtPages.values()], lastReviewedByPath()),
);
await writeFile(path.join(clientDir, "robots.txt"), robotsTxt());
await writeFile(path.join(clientDir, "site.webmanifest"), webManifest());
const iconSvg = await readFile(path.join(clientDir, "favicon.svg"), "utf8");
for (const [name, size] of [
  ["apple-touch-icon.png", 180],
  ["icon-192.png", 192],
  ["icon-512.png", 512],
] as const) {
  await writeFile(path.join(clientDir, name), iconPng(iconSvg, size));
}
if (physicianPortrait.placeholder) {
  // Three pixels for each CSS pixel, for sharp initials on phone screens.
  const file = path.join(clientDir, physicianPortrait.src);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    await portraitPlaceholderPng(clinic.physician.name, physicianPortrait.width * 3),
  );
}

const manifest: CspManifest = {};
const styles = runtimeStyleHashes();
const pageRules: PageRule[] = [];
for (const file of (await filesUnder(clientDir)).filter((name) => name.endsWith(".html")).sort()) {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  const hashes = { scripts: inlineScriptHashes(await readFile(file, "utf8")), styles };
  manifest[relative] = hashes;
  pageRules.push({ urls: urlPathsOf(relative), hashes });
}
await writeFile(path.join(buildDir, cspManifestName), JSON.stringify(manifest, null, 2));
await writeFile(path.join(clientDir, "_headers"), headersFile(pageRules));
await writeFile(
  path.join(buildDir, "headers.caddy"),
  caddyHeaders(pageRules, manifest["404.html"] ?? noHashes),
);

let compressed = 0;
for (const file of await filesUnder(clientDir)) {
  if (!compressible.has(path.extname(file))) continue;
  await writeCompressedCopies(file, await readFile(file));
  compressed += 1;
}
console.log(
  `postbuild: ${builtPages.size} social cards, sitemap, robots, icons, 404.html, _headers and CSP hashes for ${Object.keys(manifest).length} pages written; ${compressed} files precompressed`,
);
