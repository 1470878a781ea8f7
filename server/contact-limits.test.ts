// @vitest-environment node
// The contact endpoint's rate limit, and logs that never carry what a
// visitor wrote.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";

const clientDir = path.resolve(import.meta.dirname, "../tests/support/site");
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "contact-limits-"));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const message = {
  name: "Rosa Secret-Name",
  email: "rosa.private@example.com",
  phone: "718-555-0199",
  message: "My migraine medicine is sumatriptan and it stopped working.",
};

function post(base: string, type = "application/json", body = JSON.stringify(message)) {
  return fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": type, origin: base },
    body,
    redirect: "manual",
  });
}

describe("rate limit", () => {
  it("answers 429 with a clear message once an address sends too many", async () => {
    const app = await buildApp({
      clientDir,
      databaseFile: path.join(dataDir, "messages.sqlite"),
      rateLimit: { max: 2, timeWindowMs: 60_000 },
    });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    expect((await post(base)).status).toBe(200);
    expect((await post(base)).status).toBe(200);
    const refused = await post(base);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { ok: boolean; message: string };
    expect(body.ok).toBe(false);
    expect(body.message).toMatch(/Too many messages.*wait a minute/);
    const form = await post(
      base,
      "application/x-www-form-urlencoded",
      new URLSearchParams(message).toString(),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/contact#message-not-sent");
    expect(app.store.count()).toBe(2);
    await app.close();
  });
});

describe("logs", () => {
  it("name the message id and outcome, never the visitor's words", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      clientDir,
      databaseFile: path.join(dataDir, "messages.sqlite"),
      logger: { level: "debug", stream },
    });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    expect((await post(base)).status).toBe(200);
    expect(
      (await post(base, "application/json", JSON.stringify({ ...message, email: "bad" }))).status,
    ).toBe(400);
    await app.close();
    const log = lines.join("");
    expect(log).toMatch(/"outcome":"stored"/);
    expect(log).toMatch(/"messageId":"[0-9a-f-]{36}"/);
    expect(log).toMatch(/"outcome":"invalid"/);
    for (const secret of [message.name, message.email, message.phone, "sumatriptan", "Secret"]) {
      expect(log).not.toContain(secret);
    }
  });
});
