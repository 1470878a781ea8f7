// The response headers of the site, defined once: the server sends them
// (server/app.ts, server/static-site.ts) and the build writes the same ones
// for static hosts and Caddy (scripts/header-files.ts, scripts/postbuild.ts).
// Security headers on everything, and those that govern a document on every
// answer but an asset used only inside a page; each page's Content-Security-Policy allows
// exactly the inline scripts that page was built with, and the styles its
// scripts insert (by SHA-256 hash), and no other inline code; a year of
// caching for hashed assets, revalidation for the rest.
// The one module of server/ that scripts/ may import besides the entries
// app.ts and main.ts; it imports nothing of the server's.
import { createHash } from "node:crypto";

export const securityHeaders: Readonly<Record<string, string>> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
};

/**
 * Headers that govern a document: whether it may be framed and which features
 * it may use. Every answer but a subresource-only asset carries them. There is
 * no Cross-Origin-Embedder-Policy: the site uses no feature that needs
 * cross-origin isolation. Nor is there a Cross-Origin-Opener-Policy but on the
 * editor: on a page it makes Chromium open the page in a renderer process of
 * its own, started cold, where the same page without it reuses the tab's; the
 * pages hold nothing another window could take
 * (docs/decisions/030-nothing-before-the-first-input.md).
 */
export const documentHeaders: Readonly<Record<string, string>> = {
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/**
 * A hashed asset a browser only ever uses inside a page (a stylesheet, a
 * script, a font, a raster image): never rendered as a document, so the
 * document headers and a Content-Security-Policy mean nothing on it. Leaving
 * them off keeps a font or a stylesheet within the bytes of its first round
 * trips (docs/decisions/019-headers-by-kind-of-answer.md). An SVG can run
 * script when opened on its own, so it keeps them.
 */
export const subresourceOnlyAsset = /^\/assets\/[^/?#]+\.(?:css|js|woff2|avif|webp|png|jpe?g)$/;

/** Whether the answer to this URL path is a subresource-only asset. */
export function isSubresourceOnly(urlPath: string): boolean {
  return subresourceOnlyAsset.test(urlPath.split("?")[0] ?? "");
}

/** Hashed assets (/assets/*) never change under their name. */
export const immutableCache = "public, max-age=31536000, immutable";
/** Everything else is checked with the server before each use. */
export const revalidateCache = "no-cache";

/** The SHA-256 hashes of a page's inline scripts and of the styles its scripts insert. */
export type PageHashes = { scripts: readonly string[]; styles: readonly string[] };

const sources = (hashes: readonly string[]) => ["'self'", ...hashes.map((hash) => `'${hash}'`)];

/**
 * The policy of an HTML page: nothing is allowed unless named, and no inline
 * script or style runs unless the build hashed it.
 */
export function pagePolicy(hashes: PageHashes): string {
  return [
    "default-src 'none'",
    `script-src ${sources(hashes.scripts).join(" ")}`,
    `style-src ${sources(hashes.styles).join(" ")}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

/**
 * The practice's editor: /admin and its files (build/client/admin/), the one
 * place that runs a large script (Decap CMS). No public page loads it.
 */
const editorPaths = /^\/admin(?:\/|$)/;

/** Whether a URL path is the editor's. */
export function isEditorPath(urlPath: string): boolean {
  return editorPaths.test(urlPath.split("?")[0] ?? "");
}

/**
 * The editor's document headers: those of every page, and a window that no
 * other origin's window may keep but the popups it opens, so the sign-in
 * window of the git host can hand the editor its token (Decap's GitHub
 * sign-in is a popup that posts back to the window that opened it).
 */
export const editorOpenerPolicy = "same-origin-allow-popups";
export const editorDocumentHeaders: Readonly<Record<string, string>> = {
  ...documentHeaders,
  "cross-origin-opener-policy": editorOpenerPolicy,
};

/**
 * The editor page's policy. Decap CMS inserts its styles at run time (emotion)
 * and compiles its configuration's schema (ajv), so it needs inline styles and
 * eval; it talks to its own server (the local git backend through /admin/api)
 * and to GitHub's API, and shows people's GitHub pictures. It reads blob:
 * addresses: the media library's pictures, an upload, and its backup of
 * unsaved work (connect-src). Nothing else loads: no CDN, no font or script
 * from elsewhere, no frame (the preview pane's are about:blank) or worker.
 * Security review 2026-11-28, L8; editor review item 2.
 */
export const editorPolicy = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' blob: https://api.github.com",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

/** The policy of everything that is not a page: JSON, assets, data files. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The hash of each inline script in an HTML document, as CSP source expressions. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    if (body === "") continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** Where the build records each page's script hashes for the server. */
export const cspManifestName = "csp-hashes.json";

/** Each page's hashes, by its path under build/client ("about/index.html"). */
export type CspManifest = Record<string, PageHashes>;

/** The policy of a page the build did not record: no inline code at all. */
export const noHashes: PageHashes = { scripts: [], styles: [] };
