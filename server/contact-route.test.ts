// @vitest-environment node
// The contact endpoint on a real server on 127.0.0.1 with a real SQLite file.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { bodyLimitBytes } from "./contact-route.ts";

let app: FastifyInstance;
let base: string;
let dataDir: string;

const valid = {
  name: "Ana López",
  email: "ana@example.com",
  phone: "(718) 555-0100",
  message: "I would like a first visit for migraine.",
};

type Post = {
  body: string | Uint8Array<ArrayBuffer>;
  type?: string;
  origin?: string | null;
  encoding?: string;
};

function post({ body, type = "application/json", origin = base, encoding }: Post) {
  const headers: Record<string, string> = {};
  if (type) headers["content-type"] = type;
  if (encoding) headers["content-encoding"] = encoding;
  if (origin) headers.origin = origin;
  return fetch(`${base}/api/contact`, { method: "POST", headers, body, redirect: "manual" });
}

const json = (value: unknown) => JSON.stringify(value);
const form = (value: Record<string, string>) => new URLSearchParams(value).toString();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "contact-route-"));
  app = await buildApp({
    clientDir: path.resolve(import.meta.dirname, "../tests/support/site"),
    databaseFile: path.join(dataDir, "messages.sqlite"),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  const health = await fetch(`${base}/healthz`);
  expect(health.status).toBe(200);
});

describe("a valid message", () => {
  it("is stored exactly as sent and answered with { ok: true }", async () => {
    const before = app.store.count();
    const text = { ...valid, name: "Zoë Ng 吳", message: "Line one\nLine two — ✓ «quoted» 🙂" };
    const response = await post({ body: json(text) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(app.store.count()).toBe(before + 1);
    const [stored] = app.store.list(1);
    expect(stored).toMatchObject(text);
    expect(stored?.deliveryState).toBe("pending");
  });

  it("sent as a plain form post is stored and redirected to the confirmation page", async () => {
    const before = app.store.count();
    const response = await post({ body: form(valid), type: "application/x-www-form-urlencoded" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact#message-sent");
    expect(app.store.count()).toBe(before + 1);
  });

  it.each([
    ["3,000 Cyrillic letters", "Мигрень ".repeat(375)],
    ["2,000 Chinese characters", "偏头痛的治疗".repeat(333) + "治疗"],
    ["5,000 emoji", "🙂".repeat(5_000)],
  ])("of %s sent as a plain form post is stored", async (_name, message) => {
    const before = app.store.count();
    const response = await post({
      body: form({ ...valid, message }),
      type: "application/x-www-form-urlencoded",
    });
    expect(response.headers.get("location")).toBe("/contact#message-sent");
    expect(app.store.count()).toBe(before + 1);
    expect(app.store.list(1)[0]?.message).toBe(message);
  });

  it("of 5,000 emoji written as JSON escapes is stored", async () => {
    const before = app.store.count();
    const body = json({ ...valid, message: "🙂".repeat(5_000) }).replace(/🙂/g, "\\ud83d\\ude42");
    const response = await post({ body });
    expect(response.status).toBe(200);
    expect(app.store.count()).toBe(before + 1);
  });

  it("with the bot trap filled is answered as accepted and not stored", async () => {
    const before = app.store.count();
    const response = await post({ body: json({ ...valid, website: "http://spam.example" }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(app.store.count()).toBe(before);
  });
});

const long = (n: number) => "a".repeat(n);
const invalidUtf8 = new Uint8Array(
  Buffer.concat([
    Buffer.from('{"name":"Ana'),
    Buffer.from([0xc3, 0x28]),
    Buffer.from('","email":"ana@example.com","phone":"7185550100","message":"Hi"}'),
  ]),
);

// [what it is, request, expected status]
const badInputs: Array<[string, Post, number]> = [
  ["no fields at all", { body: json({}) }, 400],
  ["name missing", { body: json({ ...valid, name: undefined }) }, 400],
  ["email missing", { body: json({ ...valid, email: undefined }) }, 400],
  ["phone missing", { body: json({ ...valid, phone: undefined }) }, 400],
  ["message missing", { body: json({ ...valid, message: undefined }) }, 400],
  ["name only spaces", { body: json({ ...valid, name: "   " }) }, 400],
  ["message only line breaks", { body: json({ ...valid, message: "\n\n\n" }) }, 400],
  ["name too long", { body: json({ ...valid, name: long(201) }) }, 400],
  ["email too long", { body: json({ ...valid, email: `${long(250)}@example.com` }) }, 400],
  ["phone too long", { body: json({ ...valid, phone: "7".repeat(41) }) }, 400],
  ["message too long", { body: json({ ...valid, message: long(5001) }) }, 400],
  ["email without @", { body: json({ ...valid, email: "ana.example.com" }) }, 400],
  ["email without domain dot", { body: json({ ...valid, email: "ana@localhost" }) }, 400],
  ["email with spaces", { body: json({ ...valid, email: "ana lopez@example.com" }) }, 400],
  ["phone of letters", { body: json({ ...valid, phone: "call me maybe" }) }, 400],
  ["phone too short", { body: json({ ...valid, phone: "555" }) }, 400],
  ["name as a number", { body: json({ ...valid, name: 42 }) }, 400],
  ["email as an array", { body: json({ ...valid, email: ["ana@example.com"] }) }, 400],
  ["message as an object", { body: json({ ...valid, message: { text: "hi" } }) }, 400],
  ["phone as null", { body: json({ ...valid, phone: null }) }, 400],
  ["name as true", { body: json({ ...valid, name: true }) }, 400],
  ["an unknown field", { body: json({ ...valid, role: "admin" }) }, 400],
  [
    "a prototype-pollution key",
    {
      body: '{"__proto__":{"x":1},"name":"Ana","email":"ana@example.com","phone":"7185550100","message":"Hi"}',
    },
    400,
  ],
  ["a JSON array", { body: json([valid]) }, 400],
  ["a JSON string", { body: json("hello") }, 400],
  ["JSON null", { body: "null" }, 400],
  ["malformed JSON", { body: '{"name": "Ana",' }, 400],
  ["JSON with a trailing comma", { body: `${json(valid).slice(0, -1)},}` }, 400],
  ["an empty JSON body", { body: "" }, 400],
  [
    "a duplicate key",
    {
      body: `{"name":"Ana","name":"Bob","email":"ana@example.com","phone":"7185550100","message":"Hi"}`,
    },
    400,
  ],
  [
    "a duplicate form field",
    { body: `${form(valid)}&name=Bob`, type: "application/x-www-form-urlencoded" },
    303,
  ],
  ["invalid UTF-8 bytes", { body: invalidUtf8 }, 400],
  ["a control character in the name", { body: json({ ...valid, name: "Ana\u0000López" }) }, 400],
  [
    "a line break in the name",
    { body: json({ ...valid, name: "Ana\r\nBcc: x@example.com" }) },
    400,
  ],
  ["a bell character in the message", { body: json({ ...valid, message: "Hi\u0007" }) }, 400],
  [
    "a lone surrogate in the message",
    { body: '{"name":"Ana","email":"ana@example.com","phone":"7185550100","message":"\\ud800"}' },
    400,
  ],
  [
    "a script tag as the email",
    { body: json({ ...valid, email: "<script>alert(1)</script>" }) },
    400,
  ],
  ["SQL in the phone", { body: json({ ...valid, phone: "1'; DROP TABLE messages; --" }) }, 400],
  ["SQL in the email", { body: json({ ...valid, email: "a@b.c' OR '1'='1" }) }, 400],
  ["a wrong content type", { body: json(valid), type: "text/plain" }, 415],
  ["multipart form data", { body: "--x\r\n\r\n", type: "multipart/form-data; boundary=x" }, 415],
  ["XML", { body: "<contact><name>Ana</name></contact>", type: "application/xml" }, 415],
  ["no content type", { body: json(valid), type: "" }, 415],
  ["a body over the limit", { body: json({ ...valid, message: long(bodyLimitBytes) }) }, 413],
  ["a bare carriage return in the message", { body: json({ ...valid, message: "Hi\rBye" }) }, 400],
  [
    "a right-to-left override in the name",
    { body: json({ ...valid, name: "Ana\u202eenolc" }) },
    400,
  ],
  ["a bidi isolate in the message", { body: json({ ...valid, message: "Hi \u2066x\u2069" }) }, 400],
  ["a name of zero-width spaces", { body: json({ ...valid, name: "\u200b\u200b" }) }, 400],
  ["a name of Hangul fillers", { body: json({ ...valid, name: "\u3164\u3164" }) }, 400],
  ["a name of blank Braille", { body: json({ ...valid, name: "\u2800" }) }, 400],
  [
    "a message of only invisible characters",
    { body: json({ ...valid, message: "\u200b \u2800\n" }) },
    400,
  ],
  [
    "percent-escapes that are not UTF-8 in a form post",
    {
      body: "name=Ana%C3%28&email=ana%40example.com&phone=7185550100&message=Hi",
      type: "application/x-www-form-urlencoded",
    },
    303,
  ],
  [
    "a malformed percent-escape in a form post",
    {
      body: "name=Ana%2&email=ana%40example.com&phone=7185550100&message=Hi",
      type: "application/x-www-form-urlencoded",
    },
    303,
  ],
  ["a gzip-encoded body", { body: json(valid), encoding: "gzip" }, 415],
  [
    "a deflate-encoded form post",
    { body: form(valid), type: "application/x-www-form-urlencoded", encoding: "deflate" },
    303,
  ],
  ["a 1 MB body", { body: json({ ...valid, message: long(1_000_000) }) }, 413],
  ["another site's origin", { body: json(valid), origin: "https://evil.example" }, 403],
  ["no origin at all", { body: json(valid), origin: null }, 403],
  ["a malformed origin", { body: json(valid), origin: "not a url" }, 403],
];

describe("bad input", () => {
  it.each(badInputs)(
    "%s: answered %i with a clear message, nothing stored",
    async (_name, request, status) => {
      const before = app.store.count();
      const response = await post(request);
      expect(response.status).toBe(status);
      if (status === 303) {
        expect(response.headers.get("location")).toBe("/contact#message-not-sent");
      } else {
        expect(response.headers.get("cache-control")).toBe("no-store");
        const body = (await response.json()) as { ok: boolean; message: string };
        expect(body.ok).toBe(false);
        expect(body.message.length).toBeGreaterThan(10);
        expect(body.message).not.toMatch(/FST_|Error:|at .*\.ts/);
      }
      expect(app.store.count()).toBe(before);
    },
  );

  it("names each bad field, so the form can show the problem beside it", async () => {
    const response = await post({ body: json({ ...valid, email: "nope", phone: "12" }) });
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["email", "phone"]);
    expect(body.fieldErrors.email).toMatch(/email address/i);
  });

  it("sends a plain form post with a bad field to the page that explains it", async () => {
    const response = await post({
      body: form({ ...valid, email: "nope" }),
      type: "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact#message-not-sent");
  });
});
