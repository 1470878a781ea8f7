// The static site's response headers for the two ways it is served without
// the Node server in the path: build/client/_headers for static hosts
// (Netlify, Cloudflare Pages) and build/headers.caddy for Caddy
// (deploy/site.caddy), from the values server/security-headers.ts sends.
// Caddy, like the server, leaves the document headers off the assets used
// only inside a page; `_headers` cannot take a header away from a path its
// `/*` rule covers, so static hosts send them on everything.
import {
  type CspManifest,
  type PageHashes,
  documentHeaders,
  editorOpenerPolicy,
  editorPolicy,
  immutableCache,
  pagePolicy,
  resourcePolicy,
  revalidateCache,
  securityHeaders,
  subresourceOnlyAsset,
} from "#server/security-headers.ts";

/** One page's URL paths ("/about", "/about/") and its hashes. */
export type PageRule = { urls: readonly string[]; hashes: PageHashes };

/** A 404 page's file under build/client: "404.html", and each language's ("ru/404.html"). */
const notFoundPage = /^(?:([^/]+)\/)?404\.html$/;

/**
 * The hashes every language's 404 page needs, together: Caddy sends one
 * policy with whichever 404 page it serves.
 */
export function notFoundHashes(manifest: CspManifest): PageHashes {
  const pages = Object.entries(manifest).filter(([file]) => notFoundPage.test(file));
  return {
    scripts: [...new Set(pages.flatMap(([, hashes]) => hashes.scripts))].sort(),
    styles: [...new Set(pages.flatMap(([, hashes]) => hashes.styles))].sort(),
  };
}

/** The folders of the languages that have their own 404 page ("ru"), from the manifest. */
export function notFoundFolders(manifest: CspManifest): string[] {
  return Object.keys(manifest)
    .map((file) => notFoundPage.exec(file)?.[1])
    .filter((folder): folder is string => folder !== undefined)
    .sort();
}

/** The `_headers` file static hosts read. */
export function headersFile(pages: readonly PageRule[]): string {
  const lines = [
    "/*",
    ...Object.entries({ ...securityHeaders, ...documentHeaders }).map(
      ([name, value]) => `  ${name}: ${value}`,
    ),
    "/assets/*",
    `  cache-control: ${immutableCache}`,
  ];
  for (const page of pages) {
    for (const url of page.urls) {
      lines.push(url, `  content-security-policy: ${pagePolicy(page.hashes)}`);
    }
  }
  // The editor's page: its own policy, and a window that keeps its sign-in popup.
  for (const url of ["/admin", "/admin/", "/admin/index.html"]) {
    lines.push(
      url,
      `  content-security-policy: ${editorPolicy}`,
      `  cross-origin-opener-policy: ${editorOpenerPolicy}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/** Caddyfile lines setting these headers, inside a `header` block. */
export const caddyHeaderLines = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `\t\t${name} ${quoted(value)}`);

/** A `handle` of 404s (`also`: a further condition) with the 404 page of `folder`. */
const notFoundHandle = (name: string, also: string, folder: string) => [
  `\t@notFound${name} expression ${also ? `\`{err.status_code} == 404${also}\`` : "{err.status_code} == 404"}`,
  `\thandle @notFound${name} {`,
  "\t\timport not_found_headers",
  `\t\trewrite * ${folder}/404.html`,
  "\t\tfile_server {",
  "\t\t\tprecompressed br gzip",
  "\t\t}",
  "\t}",
];

/**
 * Two Caddyfile snippets: `site_headers` for every static file and
 * `not_found_headers` for the 404 page. A header written `?name` is a default
 * that a more specific rule replaces, whichever Caddy applies first.
 */
export function caddyHeaders(
  pages: readonly PageRule[],
  notFound: PageHashes,
  notFoundLanguages: readonly string[] = [],
): string {
  const lines = [
    "# Written by scripts/postbuild.ts from the rules of build/client/_headers.",
    "(site_headers) {",
    "\theader {",
    ...caddyHeaderLines(securityHeaders),
    "\t\t-server",
    "\t}",
    // Everything but an asset used only inside a page.
    `\t@document not path_regexp \`${subresourceOnlyAsset.source}\``,
    "\theader @document {",
    ...caddyHeaderLines(documentHeaders),
    "\t}",
    // One default a directive: Caddy applies a block's "?" headers only when
    // every one of them is missing.
    `\theader ?cache-control ${quoted(revalidateCache)}`,
    `\theader @document ?content-security-policy ${quoted(resourcePolicy)}`,
    "\t@immutable path /assets/*",
    `\theader @immutable cache-control ${quoted(immutableCache)}`,
  ];
  pages.forEach((page, index) => {
    lines.push(
      `\t@page${index} path ${page.urls.join(" ")}`,
      `\theader @page${index} content-security-policy ${quoted(pagePolicy(page.hashes))}`,
    );
  });
  // The editor's page: its own policy, and a window that keeps its sign-in popup.
  lines.push(
    "\t@editor path /admin /admin/ /admin/index.html",
    `\theader @editor content-security-policy ${quoted(editorPolicy)}`,
    `\theader @editor cross-origin-opener-policy ${quoted(editorOpenerPolicy)}`,
  );
  lines.push(
    "}",
    "(not_found_headers) {",
    "\theader {",
    ...caddyHeaderLines({ ...securityHeaders, ...documentHeaders }),
    `\t\tcache-control ${quoted(revalidateCache)}`,
    `\t\tcontent-security-policy ${quoted(pagePolicy(notFound))}`,
    "\t\t-server",
    "\t}",
    "}",
    // An unknown path gets the 404 page of the language its first segment names.
    "(not_found_pages) {",
    ...notFoundLanguages.flatMap((folder) =>
      notFoundHandle(`_${folder}`, ` && path('/${folder}', '/${folder}/*')`, `/${folder}`),
    ),
    ...notFoundHandle("", "", ""),
    "}",
  );
  return `${lines.join("\n")}\n`;
}
