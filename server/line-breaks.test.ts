// @vitest-environment node
// A line break is one character, however it is sent. The browser counts a
// line break in the message box as one character against its maxlength, but
// a plain form post (JavaScript off) sends it as CR LF; the script sends it as
// LF. The server counts both as one, and stores the text as it was typed.
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { contactLimits } from "#app/contact/limits.ts";
import { buildApp } from "./app.ts";
import { databasePath } from "./message-store.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";

const siteDir = path.resolve(import.meta.dirname, "../tests/support/site");
let app: FastifyInstance | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  dataDir = mkdtempSync(path.join(tmpdir(), "line-breaks-"));
  app = await buildApp({ clientDir: siteDir, databaseFile: databasePath(dataDir) });
  return { app, base: await app.listen({ port: 0, host: "127.0.0.1" }) };
}

const fields = { name: "Ana López", email: "ana@example.com", phone: "(718) 555-0100" };
/** As typed: ten lines of letters and the nine line breaks between them, the box's full limit. */
const letters = contactLimits.message - 9;
const typed = Array.from({ length: 10 }, (_, line) =>
  "a".repeat(Math.floor(letters / 10) + (line < letters % 10 ? 1 : 0)),
).join("\n");

describe("a message at the length limit with line breaks", () => {
  it("is exactly the limit as typed", () => {
    expect(typed.length).toBe(contactLimits.message);
    expect(typed.split("\n")).toHaveLength(10);
  });

  it("is stored from a plain form post, which sends each line break as CR LF", async () => {
    const { app, base } = await start();
    const sent = typed.replaceAll("\n", "\r\n");
    const response = await fetch(`${base}/api/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
      body: new URLSearchParams({ ...fields, message: sent, language: "es" }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/es/contact#message-sent");
    expect(app.store.list()[0]?.message).toBe(typed);
  });

  it("is stored from the script's JSON post, with LF or CR LF line breaks", async () => {
    const { app, base } = await start();
    for (const message of [typed, typed.replaceAll("\n", "\r\n")]) {
      const response = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ ...fields, message }),
      });
      expect(response.status).toBe(200);
    }
    expect(app.store.list().map((stored) => stored.message)).toEqual([typed, typed]);
  });

  it("is refused one character over the limit, on either path", async () => {
    const { app, base } = await start();
    const over = `${typed}b`.replaceAll("\n", "\r\n");
    const form = await fetch(`${base}/api/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
      body: new URLSearchParams({ ...fields, message: over }).toString(),
    });
    expect(form.headers.get("location")).toBe("/contact#message-not-sent");
    const json = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ ...fields, message: over }),
    });
    expect(json.status).toBe(400);
    expect(app.store.count()).toBe(0);
  });
});
