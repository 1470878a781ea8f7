// The site's response headers, defined once: the server sends them (app.ts,
// static-site.ts) and the build writes the same for static hosts and Caddy
// (scripts/header-files.ts, scripts/postbuild.ts). Each page's policy allows
// exactly the inline code it was built with, by SHA-256 hash. scripts/ may
// import this module (it imports nothing of the server's).
import { createHash } from "node:crypto";

export const securityHeaders: Readonly<Record<string, string>> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
};

/**
 * Headers that govern a document, on every answer but a subresource-only asset.
 * No Cross-Origin-Embedder-Policy: nothing needs cross-origin isolation. No
 * Cross-Origin-Opener-Policy but on the editor: it makes Chromium start a cold
 * renderer process for the page (docs/decisions/030-nothing-before-the-first-input.md).
 */
export const documentHeaders: Readonly<Record<string, string>> = {
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/**
 * A hashed asset only ever used inside a page, where document headers and a
 * policy mean nothing; leaving them off keeps it within its first round trips
 * (docs/decisions/019-headers-by-kind-of-answer.md). An SVG can run script, so not it.
 */
export const subresourceOnlyAsset = /^\/assets\/[^/?#]+\.(?:css|js|woff2|avif|webp|png|jpe?g)$/;

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

/** The policy of an HTML page: nothing unless named, no inline code the build did not hash. */
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

/** Whether a URL path is the practice's editor's: /admin and its files (Decap CMS). */
export function isEditorPath(urlPath: string): boolean {
  return /^\/admin(?:\/|$)/.test(urlPath.split("?")[0] ?? "");
}

/**
 * The editor's document headers: a window no other origin's may keep but its
 * popups, so the git host's sign-in popup can post the token back to it.
 */
export const editorOpenerPolicy = "same-origin-allow-popups";
export const editorDocumentHeaders: Readonly<Record<string, string>> = {
  ...documentHeaders,
  "cross-origin-opener-policy": editorOpenerPolicy,
};

/**
 * The editor page's policy. Decap CMS inserts styles at run time (emotion) and
 * compiles its schema (ajv): inline styles and eval. It talks to /admin/api and
 * GitHub's API, shows GitHub pictures, and reads blob: addresses (pictures,
 * uploads, its backup of unsaved work). Nothing else loads, no frame or worker.
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
