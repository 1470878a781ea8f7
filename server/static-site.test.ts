// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { canonicalPagePath } from "./static-site.ts";

let dir: string;
let app: FastifyInstance;

async function put(file: string, body: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), body);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "site-"));
  await put("index.html", "<h1>Home</h1>");
  await put("about/index.html", "<h1>About</h1>");
  await put("ru/index.html", "<h1>Главная</h1>");
  await put("conditions/migraine/index.html", "<h1>Migraine</h1>");
  await put("404.html", "<h1>404</h1>");
  await put("404/index.html", "<h1>404</h1>");
  const script = "console.log('hydrate');".repeat(50);
  await put("assets/entry-abc123.js", script);
  await writeFile(path.join(dir, "assets/entry-abc123.js.gz"), gzipSync(script));
  app = await buildApp({
    clientDir: dir,
    databaseFile: path.join(dir, "..", `${path.basename(dir)}.sqlite`),
  });
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
  await rm(`${dir}.sqlite`, { force: true });
  await rm(`${dir}.sqlite-wal`, { force: true });
  await rm(`${dir}.sqlite-shm`, { force: true });
});

describe("static site server", () => {
  it("serves a page at its clean URL without a redirect", async () => {
    const response = await app.inject("/about");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("<h1>About</h1>");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps the query string of a clean URL", async () => {
    const response = await app.inject("/about?ref=card");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("<h1>About</h1>");
  });

  it("caches hashed assets for a year and serves their compressed copy", async () => {
    const response = await app.inject({
      url: "/assets/entry-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it("answers an unknown path with HTTP 404 and the 404 page", async () => {
    const response = await app.inject("/no/such/page");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toBe("<h1>404</h1>");
  });

  it.each(["/404", "/404/", "/404.html", "/404/index.html"])(
    "answers the 404 page's own address %s with status 404",
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe("<h1>404</h1>");
    },
  );

  it("sends the whole 404 page to a conditional or partial request", async () => {
    const first = await app.inject("/no/such/page");
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers["accept-ranges"]).toBeUndefined();
    const conditional = await app.inject({
      url: "/no/such/page",
      headers: { "if-none-match": '"anything"', "if-modified-since": new Date().toUTCString() },
    });
    expect(conditional.statusCode).toBe(404);
    expect(conditional.body).toBe("<h1>404</h1>");
    const partial = await app.inject({ url: "/no/such/page", headers: { range: "bytes=0-3" } });
    expect(partial.statusCode).toBe(404);
    expect(partial.headers["content-range"]).toBeUndefined();
    expect(partial.body).toBe("<h1>404</h1>");
  });

  it("never serves the compressed copies under their own names", async () => {
    const response = await app.inject("/assets/entry-abc123.js.gz");
    expect(response.statusCode).toBe(404);
  });

  it("answers other methods on unknown paths with a JSON 404", async () => {
    const response = await app.inject({ method: "POST", url: "/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ ok: false, message: "Not found" });
  });

  it("reports health for a load balancer", async () => {
    const response = await app.inject("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

// One address for each page: the other forms of a page's address answer 301
// to it, as Caddy's do (deploy/site.caddy, tests/e2e/deploy.e2e.ts).
describe("the canonical address of a page", () => {
  it.each([
    ["/about/", "/about"],
    ["/about/index.html", "/about"],
    ["/index.html", "/"],
    ["/ru/", "/ru"],
    ["/conditions/migraine/", "/conditions/migraine"],
    ["/about/?ref=card", "/about"],
  ])("sends %s to %s for good (301)", async (asked, canonical) => {
    for (const method of ["GET", "HEAD"] as const) {
      const response = await app.inject({ method, url: asked });
      expect([method, response.statusCode, response.headers.location]).toEqual([
        method,
        301,
        canonical,
      ]);
    }
  });

  it("serves the page at its own address without a redirect", async () => {
    for (const [url, body] of [
      ["/", "<h1>Home</h1>"],
      ["/about", "<h1>About</h1>"],
      ["/ru", "<h1>Главная</h1>"],
    ]) {
      const response = await app.inject(url ?? "");
      expect([url, response.statusCode, response.body]).toEqual([url, 200, body]);
    }
  });

  it("answers another form of an address of no page with 404, not a redirect", async () => {
    for (const url of [
      "/nope/",
      "/nope/index.html",
      "/404/",
      "/404/index.html",
      "//",
      "/about//",
    ]) {
      const response = await app.inject(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
  });

  it("names the canonical form of a path, or nothing", () => {
    const pages = new Set(["/about", "/ru"]);
    expect(canonicalPagePath("/about/", pages)).toBe("/about");
    expect(canonicalPagePath("/index.html", pages)).toBe("/");
    expect(canonicalPagePath("/", pages)).toBeUndefined();
    expect(canonicalPagePath("/about", pages)).toBeUndefined();
    expect(canonicalPagePath("/index.html.br", pages)).toBeUndefined();
  });
});
