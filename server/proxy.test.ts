// @vitest-environment node
// The server behind a reverse proxy (TRUST_PROXY): the rate limit counts each
// client, not the proxy; a proxy that rewrites Host does not turn real posts
// away; and without the setting, nobody can pick an address by header.
import { practice } from "#app/content-loader/practice.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest } from "../tests/support/raw-http.ts";
import { buildApp } from "./app.ts";

let app: FastifyInstance | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  app = undefined;
});

async function start(trustProxy?: string[]) {
  dataDir = mkdtempSync(path.join(tmpdir(), "proxy-"));
  app = await buildApp({
    clientDir: path.resolve(import.meta.dirname, "../tests/support/site"),
    databaseFile: path.join(dataDir, "messages.sqlite"),
    rateLimit: { max: 2, timeWindowMs: 60_000 },
    trustProxy,
  });
  return app.listen({ port: 0, host: "127.0.0.1" });
}

const body = JSON.stringify({
  name: "Ana López",
  email: "ana@example.com",
  phone: "(718) 555-0100",
  message: "A first visit, please.",
});

function post(base: string, headers: Record<string, string>) {
  return rawRequest(base, {
    method: "POST",
    path: "/api/contact",
    headers: { "content-type": "application/json", origin: base, ...headers },
    body,
  });
}

async function statuses(base: string, headers: Record<string, string>, count: number) {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) result.push((await post(base, headers)).status);
  return result;
}

describe("behind a trusted proxy", () => {
  it("limits each client by the address the proxy forwards", async () => {
    const base = await start(["127.0.0.1"]);
    expect(await statuses(base, { "x-forwarded-for": "203.0.113.5" }, 3)).toEqual([200, 200, 429]);
    expect(await statuses(base, { "x-forwarded-for": "203.0.113.6" }, 2)).toEqual([200, 200]);
  });

  it("counts an IPv6 client by its /64 network", async () => {
    const base = await start(["127.0.0.1"]);
    expect(await statuses(base, { "x-forwarded-for": "2001:db8:1:2::a" }, 2)).toEqual([200, 200]);
    expect(await statuses(base, { "x-forwarded-for": "2001:db8:1:2:ffff::b" }, 1)).toEqual([429]);
    expect(await statuses(base, { "x-forwarded-for": "2001:db8:1:3::a" }, 1)).toEqual([200]);
  });

  it("accepts a post whose Host the proxy rewrote, from the site's public origin", async () => {
    const base = await start(["127.0.0.1"]);
    const forwarded = await post(base, {
      host: "127.0.0.1:3000",
      origin: "https://www.other-name.example",
      "x-forwarded-host": "www.other-name.example",
      "x-forwarded-proto": "https",
    });
    expect(forwarded.status).toBe(200);
    const rewritten = await post(base, { host: "127.0.0.1:3000", origin: practice().url });
    expect(rewritten.status).toBe(200);
  });
});

describe("without TRUST_PROXY", () => {
  it("ignores X-Forwarded-For, so a client cannot escape the limit by naming another address", async () => {
    const base = await start();
    expect(await statuses(base, { "x-forwarded-for": "203.0.113.5" }, 2)).toEqual([200, 200]);
    expect(await statuses(base, { "x-forwarded-for": "203.0.113.6" }, 1)).toEqual([429]);
  });

  it("ignores X-Forwarded-Host when checking where a post came from", async () => {
    const base = await start();
    const response = await post(base, {
      origin: "https://attacker.example",
      "x-forwarded-host": "attacker.example",
    });
    expect(response.status).toBe(403);
  });
});

describe("client keys", () => {
  it("count an IPv4 address mapped into IPv6 as the address itself", async () => {
    const base = await start(["127.0.0.1"]);
    expect(await statuses(base, { "x-forwarded-for": "203.0.113.5" }, 2)).toEqual([200, 200]);
    const mapped = { "x-forwarded-for": "::ffff:203.0.113.5" };
    expect(await statuses(base, mapped, 1)).toEqual([429]);
  });

  it("count an IPv6 address written out in full as its shortened form's /64", async () => {
    const base = await start(["127.0.0.1"]);
    const full = { "x-forwarded-for": "2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd" };
    expect(await statuses(base, full, 2)).toEqual([200, 200]);
    expect(await statuses(base, { "x-forwarded-for": "2001:db8:1:2::a" }, 1)).toEqual([429]);
    expect(await statuses(base, { "x-forwarded-for": "::1" }, 2)).toEqual([200, 200]);
    expect(await statuses(base, { "x-forwarded-for": "::2" }, 1)).toEqual([429]);
  });
});
