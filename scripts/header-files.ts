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

/** "about/index.html" → ["/about", "/about/"]; "404.html" → ["/404.html"]. */
export function urlPathsOf(relativeHtml: string): string[] {
  if (relativeHtml === "index.html") return ["/", "/index.html"];
  const folder = /^(.+)\/index\.html$/.exec(relativeHtml)?.[1];
  return folder === undefined ? [`/${relativeHtml}`] : [`/${folder}`, `/${folder}/`];
}

/** Each page's URL paths and its policy, in the manifest's order. */
const pagePolicies = (manifest: CspManifest) =>
  Object.entries(manifest).map(([file, hashes]) => ({
    urls: urlPathsOf(file),
    policy: pagePolicy(hashes),
  }));

/** The editor's page: its own policy, and a window that keeps its sign-in popup. */
const editorUrls = ["/admin", "/admin/", "/admin/index.html"];

/** A 404 page's file under build/client: "404.html", and each language's ("ru/404.html"). */
const notFoundPage = /^(?:([^/]+)\/)?404\.html$/;

export function headersFile(manifest: CspManifest): string {
  const lines = [
    "/*",
    ...Object.entries({ ...securityHeaders, ...documentHeaders }).map(
      ([name, value]) => `  ${name}: ${value}`,
    ),
    "/assets/*",
    `  cache-control: ${immutableCache}`,
  ];
  for (const { urls, policy } of pagePolicies(manifest)) {
    for (const url of urls) lines.push(url, `  content-security-policy: ${policy}`);
  }
  for (const url of editorUrls) {
    lines.push(
      url,
      `  content-security-policy: ${editorPolicy}`,
      `  cross-origin-opener-policy: ${editorOpenerPolicy}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/** A Caddyfile `header` block setting these headers; without a matcher, it drops Caddy's `server`. */
export const caddyHeaderBlock = (headers: Record<string, string>, matcher = "") => [
  `\theader ${matcher}{`,
  ...Object.entries(headers).map(([name, value]) => `\t\t${name} ${quoted(value)}`),
  ...(matcher ? [] : ["\t\t-server"]),
  "\t}",
];

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
export function caddyHeaders(manifest: CspManifest): string {
  const notFound = Object.entries(manifest).filter(([file]) => notFoundPage.test(file));
  // The hashes every language's 404 page needs, together: Caddy sends one policy with whichever
  // 404 page it serves.
  const notFoundHashes: PageHashes = {
    scripts: [...new Set(notFound.flatMap(([, hashes]) => hashes.scripts))].sort(),
    styles: [...new Set(notFound.flatMap(([, hashes]) => hashes.styles))].sort(),
  };
  const lines = [
    "# Written by scripts/postbuild.ts from the rules of build/client/_headers.",
    "(site_headers) {",
    ...caddyHeaderBlock(securityHeaders),
    // Everything but an asset used only inside a page.
    `\t@document not path_regexp \`${subresourceOnlyAsset.source}\``,
    ...caddyHeaderBlock(documentHeaders, "@document "),
    // One default a directive: Caddy applies a block's "?" headers only when
    // every one of them is missing.
    `\theader ?cache-control ${quoted(revalidateCache)}`,
    `\theader @document ?content-security-policy ${quoted(resourcePolicy)}`,
    "\t@immutable path /assets/*",
    `\theader @immutable cache-control ${quoted(immutableCache)}`,
  ];
  pagePolicies(manifest).forEach(({ urls, policy }, index) => {
    lines.push(
      `\t@page${index} path ${urls.join(" ")}`,
      `\theader @page${index} content-security-policy ${quoted(policy)}`,
    );
  });
  lines.push(
    `\t@editor path ${editorUrls.join(" ")}`,
    `\theader @editor content-security-policy ${quoted(editorPolicy)}`,
    `\theader @editor cross-origin-opener-policy ${quoted(editorOpenerPolicy)}`,
  );
  lines.push(
    "}",
    "(not_found_headers) {",
    ...caddyHeaderBlock({
      ...securityHeaders,
      ...documentHeaders,
      "cache-control": revalidateCache,
      "content-security-policy": pagePolicy(notFoundHashes),
    }),
    "}",
    // An unknown path gets the 404 page of the language its first segment names.
    "(not_found_pages) {",
    ...notFound
      .map(([file]) => notFoundPage.exec(file)?.[1])
      .filter((folder) => folder !== undefined)
      .sort()
      .flatMap((folder) =>
        notFoundHandle(`_${folder}`, ` && path('/${folder}', '/${folder}/*')`, `/${folder}`),
      ),
    ...notFoundHandle("", "", ""),
    "}",
  );
  return `${lines.join("\n")}\n`;
}
