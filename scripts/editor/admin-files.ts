// The practice's editor in the built site, build/client/admin/ (the last step of
// scripts/postbuild.ts): its page, its configuration made from the content's schemas
// (cms-config.ts), its script (browser/editor.ts) and Decap CMS's files, copied from node_modules,
// never a CDN. Only /admin loads them, under a header policy of its own (server/security-headers.ts).
// For "Sign a review", fingerprints.json: every page of every language with the fingerprints a
// review of it signs now, made by the site's own review code (app/reviews/reviews.ts), so the
// editor shows a person the fingerprint of the words they read and checks them again at Save
// (browser/sign-off.ts); `npm run editor` serves those of the branch it publishes to, as it is now,
// from that branch's renderer (preview-renderer.ts).
import { practice } from "#app/content-loader/practice.ts";
import { spawnSync } from "node:child_process";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { stringify } from "yaml";
import { type PaneSettings, paneSettingsId } from "#scripts/editor/browser/editor-preview.ts";
import { hiddenChoicesStyle } from "#scripts/editor/browser/editor-lists.ts";
import { contentIn } from "#app/content-loader/in-language.ts";
import { type Language, languages } from "#app/content-loader/translated.ts";
import { sitePages } from "#app/page-list/page-list.ts";
import { reviewUnits } from "#app/reviews/review-units.ts";
import { signedWords } from "#app/reviews/reviews.ts";
import { glossary } from "#app/content-loader/glossary.ts";
import { cachedBytes } from "#scripts/build-cache.ts";
import { bundled } from "#scripts/language-offer.ts";
import { cmsConfig, signOffCollectionConfig } from "./cms-config.ts";
import type { PublishedFingerprints } from "#scripts/editor/browser/sign-off.ts";

/** Every page of every language with the fingerprints a review of it signs now, at `commit`. */
export function publishedFingerprints(commit?: string): PublishedFingerprints {
  const pages = sitePages();
  const english = reviewUnits("en");
  const pathOf = (key: string, language: Language) =>
    pages.find((page) => page.key === key && page.language === language)?.path;
  return {
    ...(commit ? { commit } : {}),
    pages: languages.flatMap((language) =>
      (language === "en" ? english : reviewUnits(language)).map((unit) => {
        const [path, englishPath] = [pathOf(unit.key, language), pathOf(unit.key, "en")];
        return {
          page: unit.key,
          language,
          title: unit.title,
          ...(path ? { path } : {}),
          ...(language !== "en" && englishPath ? { englishPath } : {}),
          kinds: unit.kinds,
          ...signedWords(language, unit, english),
        };
      }),
    ),
  };
}

/** Where the editor saves: EDITOR_REPO ("owner/name"), EDITOR_BRANCH, EDITOR_AUTH_URL. */
export function editorSettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    repo: env.EDITOR_REPO || "practice/website",
    branch: env.EDITOR_BRANCH || "main",
    ...(env.EDITOR_AUTH_URL ? { authUrl: env.EDITOR_AUTH_URL } : {}),
  };
}

/** The Decap CMS files the editor loads: its bundle, the chunks it fetches as needed, its WebAssembly. */
const decapFile = /^(decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm)$/;

/** /admin's page; `pane`: what the preview pane reads in it (browser/editor-preview.ts). */
export function editorPage(title: string, pane?: PaneSettings): string {
  const json = pane && JSON.stringify(pane).replace(/</g, "\\u003c");
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<style>${hiddenChoicesStyle}</style>`,
    `<title>Editor · ${title.replace(/[<&"]/g, (c) => `&#${c.charCodeAt(0)};`)}</title>`,
    '<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">',
    ...(json ? [`<script type="application/json" id="${paneSettingsId}">${json}</script>`] : []),
    '<script src="/admin/editor.js"></script>',
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * Writes a file and, for the kinds the server sends compressed, its gzip and brotli copies from
 * the build's cache (#scripts/build-cache.ts): Decap CMS's 6 MB are the same every build, and
 * compressing them took 10 s of a quiet build.
 */
async function writeWithCopies(file: string, body: Buffer | string) {
  const bytes = Buffer.from(body);
  await writeFile(file, bytes);
  if (!/\.(js|html|yml|wasm)$/.test(file)) return;
  const gz = await cachedBytes(["gzip level 9", process.version, bytes], async () =>
    gzipSync(bytes, { level: 9 }),
  );
  await writeFile(`${file}.gz`, gz);
  const br = await cachedBytes(["brotli quality 9", process.version, bytes], async () =>
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  );
  await writeFile(`${file}.br`, br);
}

export async function writeEditor(clientDir: string) {
  const dir = path.join(clientDir, "admin");
  await mkdir(dir, { recursive: true });
  const notEditable: string[] = [];
  const terms = glossary().map((term) => term.key);
  const editing = cmsConfig(editorSettings(), terms, notEditable);
  // "Sign a review": the words' fingerprints as this build has them, and the collection; the
  // commit whose content/ the build reads, when content/ is as it holds it: none outside git, with
  // a change not committed, or with another content folder (SITE_CONTENT_DIR).
  const git = (...args: string[]) => spawnSync("git", args, { encoding: "utf8" });
  const head = process.env.SITE_CONTENT_DIR ? undefined : git("rev-parse", "--verify", "HEAD");
  const changes = head && git("status", "--porcelain", "--", "content");
  const committed = head?.status === 0 && changes?.status === 0 && changes.stdout === "";
  const commit = committed ? head.stdout.trim() : undefined;
  const fingerprints = publishedFingerprints(commit);
  const config = {
    ...editing,
    collections: [...editing.collections, signOffCollectionConfig(fingerprints)],
  };
  await writeFile(path.join(dir, "fingerprints.json"), JSON.stringify(fingerprints));
  await writeWithCopies(path.join(dir, "config.yml"), stringify(config, { lineWidth: 0 }));
  // The preview pane: the site's stylesheet, the draft strip's words, a template for every entry.
  const stylesheet = (await readdir(path.join(clientDir, "assets"))).find((name) =>
    /^app-[\w-]+\.css$/.test(name),
  );
  const pane: PaneSettings = {
    ...(stylesheet ? { stylesheet: `/assets/${stylesheet}` } : {}),
    draft: Object.fromEntries(
      languages.map((language) => [language, contentIn(language).interfaceText.draft]),
    ),
    templates: editing.collections.flatMap((collection) =>
      "files" in collection ? collection.files.map((file) => file.name) : [collection.name],
    ),
  };
  await writeWithCopies(path.join(dir, "index.html"), editorPage(practice().name, pane));
  const chunk = await bundled(path.resolve(import.meta.dirname, "browser/editor.ts"), {
    write: false,
    output: { format: "iife", minify: true },
  });
  await writeWithCopies(path.join(dir, "editor.js"), chunk.code);
  const decap = path.dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));
  const files = (await readdir(decap)).filter((name) => decapFile.test(name));
  for (const name of files) {
    await writeWithCopies(path.join(dir, name), await readFile(path.join(decap, name)));
  }
  return { files: files.length + 4, notEditable };
}
