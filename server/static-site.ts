// Serves the prerendered site from build/client: precompressed files, a year
// of caching for hashed assets, revalidation for everything else, clean URLs
// without a redirect, each page's own Content-Security-Policy, and HTTP 404
// with the 404 page for unknown paths.
import { existsSync, readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import {
  type CspManifest,
  cspManifestName,
  pagePolicy,
  resourcePolicy,
} from "./security-headers.ts";

export const immutableCache = "public, max-age=31536000, immutable";
export const revalidateCache = "no-cache";

/** URL paths whose folder holds an index.html, such as "/about". */
export async function findPagePaths(root: string): Promise<Set<string>> {
  const pages = new Set<string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name === "index.html" && entry.parentPath !== root) {
      pages.add(`/${path.relative(root, entry.parentPath).split(path.sep).join("/")}`);
    }
  }
  return pages;
}

/**
 * Maps "/about" to "/about/" when that page exists, so the static handler
 * finds its index.html without answering the browser with a redirect.
 */
export function pageUrlRewriter(pages: Set<string>) {
  return (url: string): string => {
    const queryStart = url.indexOf("?");
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    if (!pages.has(pathname)) return url;
    return `${pathname}/${queryStart === -1 ? "" : url.slice(queryStart)}`;
  };
}

/** The script hashes the build recorded for each page, by path under the root. */
export function readCspManifest(root: string): CspManifest {
  const file = path.join(path.dirname(root), cspManifestName);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as CspManifest) : {};
}

export async function registerStaticSite(app: FastifyInstance, root: string) {
  const manifest = readCspManifest(root);

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    redirect: false,
    dotfiles: "ignore",
    // The .br and .gz copies are served in place of their originals, never
    // under their own names; _headers is for static hosts only.
    allowedPath: (pathName) => !/\.(br|gz)$/.test(pathName) && pathName !== "/_headers",
    setHeaders(reply, filePath) {
      const original = filePath.replace(/\.(br|gz)$/, "");
      const relative = path.relative(root, original).split(path.sep).join("/");
      reply.header(
        "cache-control",
        relative.startsWith("assets/") ? immutableCache : revalidateCache,
      );
      reply.header(
        "content-security-policy",
        original.endsWith(".html") ? pagePolicy(manifest[relative] ?? []) : resourcePolicy,
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404);
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.send({ ok: false, message: "Not found" });
    }
    reply.header("cache-control", revalidateCache);
    return reply.sendFile("404.html");
  });
}
