// Serves the prerendered site from build/client: precompressed files, caching
// by kind, clean URLs (a 301 to them from "/about/" or "/index.html"), each
// page's own policy, and the 404 page of the path's language ("/ru/…").
import { existsSync, readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type CspManifest,
  cspManifestName,
  editorPolicy,
  immutableCache,
  isSubresourceOnly,
  noHashes,
  pagePolicy,
  resourcePolicy,
  revalidateCache,
} from "./security-headers.ts";

/** The 404 pages' own files, which only ever answer with status 404: "/404.html", "/ru/404/". */
const notFoundFiles = /^(?:\/[^/]+)?\/404(?:\.html|\/.*)?$/;

/** The encodings a request accepts, by Accept-Encoding (q=0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The 404 page, held in memory with its compressed copies. It is sent whole
 * for every unknown path: no ETag, Last-Modified or byte ranges, so a
 * conditional or partial request still gets the page and its 404 status.
 */
function loadNotFoundPage(file: string) {
  const read = (suffix: string) =>
    existsSync(file + suffix) ? readFileSync(file + suffix) : undefined;
  const copies = { br: read(".br"), gzip: read(".gz") };
  const identity = read("") ?? Buffer.from("Not found");
  return (acceptEncoding: string | undefined) => {
    const accepted = acceptedEncodings(acceptEncoding);
    for (const encoding of ["br", "gzip"] as const) {
      const body = copies[encoding];
      if (body && (accepted.has(encoding) || accepted.has("*"))) return { encoding, body };
    }
    return { encoding: "identity" as const, body: identity };
  };
}

/** The folders with an index.html as URL paths ("/about"; never "/404"), and each 404 page by file. */
async function scanSite(root: string) {
  const pages = new Set<string>();
  const notFoundPages = new Map([["404.html", loadNotFoundPage(path.join(root, "404.html"))]]);
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const folder = path.relative(root, entry.parentPath).split(path.sep).join("/");
    if (!entry.isFile() || folder === "") continue;
    if (entry.name === "index.html" && !notFoundFiles.test(`/${folder}`)) pages.add(`/${folder}`);
    if (entry.name === "404.html" && !folder.includes("/")) {
      const file = `${folder}/404.html`;
      notFoundPages.set(file, loadNotFoundPage(path.join(root, file)));
    }
  }
  return { pages, notFoundPages };
}

/**
 * Where a page asked for in another form is sent (301): "/about/",
 * "/about/index.html" → "/about", "/index.html" → "/", "/ru/" → "/ru"; else undefined.
 */
export function canonicalPagePath(pathname: string, pages: ReadonlySet<string>) {
  const match = /^((?:\/[^/]+)*)\/(?:index\.html)?$/.exec(pathname);
  if (!match || pathname === "/") return undefined;
  const canonical = match[1] || "/";
  return canonical === "/" || pages.has(canonical) ? canonical : undefined;
}

/** The inline code hashes the build recorded for each page, by path under the root. */
export function readCspManifest(root: string): CspManifest {
  const file = path.join(path.dirname(root), cspManifestName);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as CspManifest) : {};
}

/** Sends the 404 page of the language a path names, with the given status (404 unless told). */
export type NotFoundPageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  status?: number,
) => FastifyReply;

/** Serves the site in `root`; returns its 404 page's sender. */
export async function registerStaticSite(app: FastifyInstance, root: string) {
  const manifest = readCspManifest(root);
  const { pages, notFoundPages } = await scanSite(root);

  // One address for each page, without the query, as Caddy does
  // (deploy/site.caddy).
  app.addHook("preHandler", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const canonical = canonicalPagePath(request.url.split("?")[0] ?? "", pages);
    if (canonical) return reply.header("cache-control", revalidateCache).redirect(canonical, 301);
  });

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    redirect: false,
    dotfiles: "ignore",
    // .br and .gz copies only in place of their originals; _headers is for static hosts.
    allowedPath: (pathName) =>
      !/\.(br|gz)$/.test(pathName) && pathName !== "/_headers" && !notFoundFiles.test(pathName),
    setHeaders(reply, filePath) {
      const original = filePath.replace(/\.(br|gz)$/, "");
      const relative = path.relative(root, original).split(path.sep).join("/");
      const asset = relative.startsWith("assets/");
      reply.header("cache-control", asset ? immutableCache : revalidateCache);
      if (isSubresourceOnly(`/${relative}`)) return;
      const editor = relative.startsWith("admin/");
      const page = editor ? editorPolicy : pagePolicy(manifest[relative] ?? noHashes);
      reply.header("content-security-policy", original.endsWith(".html") ? page : resourcePolicy);
    },
  });

  const sendNotFoundPage: NotFoundPageSender = (request, reply, status = 404) => {
    reply.code(status);
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.send({ ok: false, message: status === 404 ? "Not found" : "Bad request" });
    }
    // The first segment names the language, however many slashes come before it.
    const folder = /^\/+([^/?#]+)/.exec(request.url)?.[1] ?? "";
    const file = notFoundPages.has(`${folder}/404.html`) ? `${folder}/404.html` : "404.html";
    const { encoding, body } = notFoundPages.get(file)!(request.headers["accept-encoding"]);
    reply
      .header("cache-control", revalidateCache)
      .header("content-type", "text/html; charset=utf-8")
      .header("vary", "accept-encoding")
      .header("content-security-policy", pagePolicy(manifest[file] ?? noHashes));
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(body);
  };
  app.setNotFoundHandler((request, reply) => sendNotFoundPage(request, reply));

  // A path the files cannot answer (an empty segment, "//ru/contact"; a
  // segment longer than a file name may be) is a page that is not there, in
  // the path's language; a failure of the server says nothing of its insides.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if ((error.statusCode ?? 500) < 500 || error.code === "ENAMETOOLONG") {
      return sendNotFoundPage(request, reply);
    }
    request.log.error({ err: { type: error.name, code: error.code } }, "request failed");
    return reply.code(500).send({ ok: false, message: "Internal Server Error" });
  });
  return sendNotFoundPage;
}
