// Serves the prerendered site from build/client: precompressed files, a year
// of caching for hashed assets, revalidation for everything else, clean URLs
// without a redirect, and HTTP 404 with the 404 page for unknown paths.
import { readdir } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

export const immutableCache = "public, max-age=31536000, immutable";
export const revalidateCache = "no-cache";

/** URL paths whose folder holds an index.html, such as "/about". */
export async function findPagePaths(root: string): Promise<Set<string>> {
  const pages = new Set<string>();
  async function walk(dir: string, urlPath: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const childUrl = `${urlPath}/${entry.name}`;
      const childDir = path.join(dir, entry.name);
      const files = await readdir(childDir);
      if (files.includes("index.html")) pages.add(childUrl);
      await walk(childDir, childUrl);
    }
  }
  await walk(root, "");
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

function cacheHeaderFor(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`) ? immutableCache : revalidateCache;
}

export async function registerStaticSite(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    redirect: false,
    dotfiles: "ignore",
    // The .br and .gz copies are served in place of their originals, never
    // under their own names.
    allowedPath: (pathName) => !/\.(br|gz)$/.test(pathName),
    setHeaders(reply, filePath) {
      reply.header("cache-control", cacheHeaderFor(filePath));
    },
  });

  app.setNotFoundHandler((request, reply: FastifyReply) => {
    reply.code(404);
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.send({ ok: false, message: "Not found" });
    }
    reply.header("cache-control", revalidateCache);
    return reply.sendFile("404.html");
  });
}
