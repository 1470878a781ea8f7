// `npm run build` after `react-router build`: the static site, in named steps
// (each tested on its own in scripts/postbuild.test.ts, and on a real build in
// tests/static/build-output.test.ts):
// 0. the browser scripts, bundled into assets/;
// 1. every page of the list of pages (app/page-list/page-list.ts), rendered by the
//    server build, its scripts named, hashed for its Content-Security-Policy,
//    written with its compressed copies; each 404 page also as 404.html;
// 2. sitemap.xml, robots.txt and the web app manifest;
// 3. social cards, icons and the practice's photographs or their placeholders (./photos.ts);
// 4. each page's policy for the server, static hosts and Caddy (./header-files.ts),
//    and the pages Caddy shows when the server does not answer (./unavailable-pages.ts);
// 5. compressed copies of every other text file;
// 6. the practice's editor at /admin (./editor/admin-files.ts).
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type ServerBuild, createRequestHandler } from "react-router";
import { contactFormScript } from "#app/contact/form-data.ts";
import { type BrandColours, brandColours } from "#app/design/design-tokens.ts";
import { logoTileSvg } from "#app/design/logo-mark.ts";
import { socialImagePath } from "#app/seo/seo.ts";
import { type SitePage, notFoundKey, sitePages } from "#app/page-list/page-list.ts";
import { type CspManifest, cspManifestName, inlineScriptHashes } from "#server/security-headers.ts";
import { filesUnder, writeCompressedCopies } from "./build-files.ts";
import { caddyHeaders, headersFile } from "./header-files.ts";
import { buildOfferScript, bundled, withLanguageOffer } from "./language-offer.ts";
import { writePhotos } from "./photos.ts";
import { writeUnavailablePages } from "./unavailable-pages.ts";
import { writeEditor } from "./editor/admin-files.ts";
import {
  faviconIco,
  png,
  robotsTxt,
  sitemapXml,
  socialCardPng,
  webManifest,
} from "./seo-assets.ts";

export type BuildDirs = {
  /** build/: the server's files (the CSP manifest, the Caddy headers). */
  buildDir: string;
  /** build/client/: the site as it is served. */
  clientDir: string;
};

/** The browser scripts the pages load, by the name React renders: their built files' names. */
type BrowserScripts = ReadonlyMap<string, string>;

const fromHere = (file: string) => path.resolve(import.meta.dirname, file);

/**
 * Step 0: the contact form's script, bundled and minified into assets/ under a name that changes
 * with it, with the browser's filler of placeholders for the site's templater (app/browser/format.ts).
 */
async function writeBrowserScripts({ clientDir }: BuildDirs): Promise<BrowserScripts> {
  const source = fromHere("../app/browser/contact-form.ts");
  const siteFormat = fromHere("../app/contact/format.ts");
  const chunk = await bundled(source, {
    plugins: [
      {
        name: "browser-format",
        load: (id) =>
          id === siteFormat ? readFile(fromHere("../app/browser/format.ts"), "utf8") : null,
      },
    ],
    write: true,
    output: {
      dir: clientDir,
      format: "esm",
      minify: true,
      entryFileNames: `assets/${path.basename(contactFormScript, ".js")}-[hash].js`,
    },
  });
  return new Map([[contactFormScript, `/${chunk.fileName}`]]);
}

/** The rewrite of one prerendered page: its browser scripts' built names, the language offer's script, then the hashes. */
export function rewritePage(
  prerendered: string,
  scripts: BrowserScripts,
  offerScript: string,
): { html: string; scriptHashes: string[] } {
  let named = prerendered;
  for (const [name, file] of scripts) named = named.replaceAll(`"${name}"`, `"${file}"`);
  const page = withLanguageOffer(named, offerScript);
  return { html: page, scriptHashes: inlineScriptHashes(page) };
}

type Render = (urlPath: string) => Promise<string>;

/**
 * The renderer of the server build in build/server/. The browser manifest React Router writes
 * beside the stylesheet is removed: only a hydrating page would load it.
 */
async function serverRender({ buildDir, clientDir }: BuildDirs): Promise<Render> {
  const serverBuild = path.join(buildDir, "server/index.js");
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  await rm(path.join(clientDir, build.assets.url), { force: true });
  const handle = createRequestHandler(build, "production");
  return async (urlPath) => {
    const response = await handle(new Request(`http://localhost${urlPath}`));
    if (response.status !== 200)
      throw new Error(`${urlPath}: ${serverBuild} answered ${response.status}`);
    return response.text();
  };
}

export async function writePages(
  { clientDir }: BuildDirs,
  pages: readonly Pick<SitePage, "key" | "path">[],
  render: Render,
  scripts: BrowserScripts = new Map(),
  offerScript = "",
): Promise<Map<string, string[]>> {
  const hashes = new Map<string, string[]>();
  for (const { key, path: urlPath } of pages) {
    const page = rewritePage(await render(urlPath), scripts, offerScript);
    const folder = urlPath.slice(1);
    const targets = [path.posix.join(folder, "index.html")];
    // Each language's 404 page is also written beside its folder ("ru/404.html").
    if (key === notFoundKey) targets.push(`${folder}.html`);
    for (const target of targets) {
      const file = path.join(clientDir, target);
      await mkdir(path.dirname(file), { recursive: true });
      const body = Buffer.from(page.html);
      await writeFile(file, body);
      await writeCompressedCopies(file, body);
      hashes.set(target, page.scriptHashes);
    }
  }
  return hashes;
}

export async function writeSearchFiles(
  { clientDir }: BuildDirs,
  pages: readonly SitePage[],
  colours: BrandColours,
) {
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(pages));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt());
  await writeFile(path.join(clientDir, "site.webmanifest"), webManifest(colours["--color-brand"]));
}

async function writeImages({ clientDir }: BuildDirs, pages: readonly SitePage[], css: string) {
  const colours = brandColours(css);
  await mkdir(path.join(clientDir, "og"), { recursive: true });
  for (const page of pages) {
    await writeFile(
      path.join(clientDir, socialImagePath(page.path)),
      await socialCardPng(page.title, colours, page.language),
    );
  }
  const icon = logoTileSvg(colours["--color-brand"]);
  await writeFile(path.join(clientDir, "favicon.svg"), icon);
  await writeFile(path.join(clientDir, "favicon.ico"), faviconIco(icon));
  for (const [name, size] of [
    ["apple-touch-icon.png", 180],
    ["icon-192.png", 192],
    ["icon-512.png", 512],
  ] as const) {
    await writeFile(path.join(clientDir, name), png(icon, size));
  }
  await writePhotos(clientDir, css);
}

export async function writeHeaderFiles(
  { buildDir, clientDir }: BuildDirs,
  scriptHashes: ReadonlyMap<string, string[]>,
): Promise<CspManifest> {
  // By file, sorted; no page's script inserts a stylesheet.
  const manifest: CspManifest = Object.fromEntries(
    [...scriptHashes.keys()]
      .sort()
      .map((file) => [file, { scripts: scriptHashes.get(file) ?? [], styles: [] }]),
  );
  await writeFile(path.join(buildDir, cspManifestName), JSON.stringify(manifest, null, 2));
  await writeFile(path.join(clientDir, "_headers"), headersFile(manifest));
  await writeFile(path.join(buildDir, "headers.caddy"), caddyHeaders(manifest));
  return manifest;
}

export async function compressText({ clientDir }: BuildDirs): Promise<number> {
  const files = (await filesUnder(clientDir)).filter((file) =>
    /\.(js|css|svg|json|txt|xml|webmanifest)$/.test(file),
  );
  for (const file of files) await writeCompressedCopies(file, await readFile(file));
  return files.length;
}

if (import.meta.main) {
  const buildDir = path.resolve(import.meta.dirname, "../build");
  const dirs: BuildDirs = { buildDir, clientDir: path.join(buildDir, "client") };
  const pages = sitePages();
  const css = await readFile(fromHere("../app/app.css"), "utf8");
  const colours = brandColours(css);
  const scripts = await writeBrowserScripts(dirs);
  const render = await serverRender(dirs);
  const scriptHashes = await writePages(dirs, pages, render, scripts, await buildOfferScript());
  await writeSearchFiles(dirs, pages, colours);
  await writeImages(dirs, pages, css);
  const manifest = await writeHeaderFiles(dirs, scriptHashes);
  const unavailable = await writeUnavailablePages(buildDir);
  const compressed = await compressText(dirs);
  const editor = await writeEditor(dirs.clientDir);
  console.log(
    `postbuild: the editor at /admin, ${editor.files} files; kept as the files have them, not shown: ${editor.notEditable.join(", ")}`,
  );
  console.log(
    `postbuild: ${scriptHashes.size} pages rewritten and hashed, ${pages.length} social cards, sitemap, robots, icons, headers for ${Object.keys(manifest).length} pages, ${unavailable} pages for when the server does not answer; ${compressed} other files precompressed`,
  );
}
