// @vitest-environment node
// One address for each page: the other forms of a page's address ("/about/",
// "/about/index.html", "/index.html", "/ru/") answer 301 to it, as Caddy's do
// (deploy/site.caddy, tests/e2e/deploy.e2e.ts); an address of no page is
// still a 404, and the page's own address is still served without a redirect.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
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
  dir = await mkdtemp(path.join(tmpdir(), "redirects-"));
  await put("index.html", "<h1>Home</h1>");
  await put("about/index.html", "<h1>About</h1>");
  await put("ru/index.html", "<h1>Главная</h1>");
  await put("conditions/migraine/index.html", "<h1>Migraine</h1>");
  await put("404.html", "<h1>404</h1>");
  await put("404/index.html", "<h1>404</h1>");
  app = await buildApp({
    clientDir: dir,
    databaseFile: path.join(dir, "..", `${path.basename(dir)}.sqlite`),
  });
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
  for (const suffix of ["", "-wal", "-shm"]) await rm(`${dir}.sqlite${suffix}`, { force: true });
});

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
