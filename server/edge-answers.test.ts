// @vitest-environment node
// Answers at the edges of what a server is asked: a URL that cannot be
// decoded, paths with empty or overlong segments, and a database that is
// not this site's. Each carries the security headers, says nothing of the
// server's insides, and sends a person to a page in their language.
import { practice } from "#app/content-loader/practice.ts";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { StoreError, databasePath } from "./message-store.ts";
import { documentHeaders, resourcePolicy, securityHeaders } from "./security-headers.ts";
import { rawRequest } from "../tests/support/raw-http.ts";

let dir: string;
let app: FastifyInstance | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "edges-"));
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** The test site with a Russian contact page and the Russian 404 page. */
function site() {
  const root = path.join(dir, "site");
  cpSync(path.resolve(import.meta.dirname, "../tests/support/site"), root, { recursive: true });
  mkdirSync(path.join(root, "ru/contact"), { recursive: true });
  writeFileSync(path.join(root, "ru/contact/index.html"), "<!doctype html><title>Контакты</title>");
  writeFileSync(
    path.join(root, "ru/404.html"),
    "<!doctype html><title>Страница не найдена</title>",
  );
  return root;
}

async function start(databaseFile = databasePath(path.join(dir, "data"))) {
  app = await buildApp({ clientDir: site(), databaseFile });
  return app.listen({ port: 0, host: "127.0.0.1" });
}

/** A raw GET, so the path reaches the server exactly as written. */
function get(base: string, rawPath: string) {
  const { port } = new URL(base);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: rawPath }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("a URL the server cannot decode", () => {
  it.each(["/ru/%ff", "/ru/%c0%af", "/%e0%80%80"])(
    "%s is a 400 with the security headers, not echoed",
    async (rawPath) => {
      const base = await start();
      const answer = await get(base, rawPath);
      expect(answer.status).toBe(400);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(answer.headers["strict-transport-security"]).toBeDefined();
      expect(answer.body).not.toContain(rawPath);
      expect(answer.body).not.toContain("FST_");
    },
  );
});

describe("paths with empty or overlong segments", () => {
  it.each([
    "//ru/contact",
    "/ru//contact",
    `/ru/${"a".repeat(300)}`,
    `/ru/contact/${"b".repeat(256)}`,
  ])("%s is the language's 404 page", async (rawPath) => {
    const base = await start();
    const answer = await get(base, rawPath);
    expect(answer.status).toBe(404);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.body).toContain("Страница не найдена");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("headers too large for the server", () => {
  it("are a 431 with the security headers and no caching", async () => {
    const base = await start();
    const answer = await rawRequest(base, {
      path: "/contact",
      headers: { "x-big": "a".repeat(20_000) },
    });
    expect(answer.status).toBe(431);
    for (const [name, value] of Object.entries({ ...securityHeaders, ...documentHeaders })) {
      expect(answer.headers[name], name).toBe(value);
    }
    expect(answer.headers["content-security-policy"]).toBe(resourcePolicy);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
});

describe("a database that is not this site's", () => {
  it("is refused at start, in one line that says why", async () => {
    const file = path.join(dir, "messages.sqlite");
    const foreign = new DatabaseSync(file);
    foreign.exec("PRAGMA user_version = 99");
    foreign.close();
    const error = await start(file).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(StoreError);
    expect((error as Error).message).toMatch(/version 99/);
    expect((error as Error).message.split("\n")).toHaveLength(1);
  });

  it("that loses its tables under the server answers 503, with the phone and no SQLite words", async () => {
    const file = path.join(dir, "messages.sqlite");
    const base = await start(file);
    const other = new DatabaseSync(file);
    other.exec("DROP TABLE health; DROP TABLE messages;");
    other.close();

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    const healthText = await health.text();
    expect(healthText).not.toMatch(/no such table|SQLITE/i);

    const post = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({
        name: "Ana",
        email: "ana@example.com",
        phone: "718-555-0100",
        message: "Hello",
      }),
    });
    expect(post.status).toBe(503);
    const text = await post.text();
    expect(text).toContain(practice().phone.display);
    expect(text).not.toMatch(/no such table|SQLITE/i);
  });
});
