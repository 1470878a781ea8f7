// @vitest-environment node
// The message store on a real file system that fails under it: a disk that
// fills up, and a database file deleted while the server runs. A message is
// answered as received only when it is really stored; every other post is
// told, with the phone number, that it was not sent.
import { copyFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { clinic } from "#app/content/clinic.ts";
import { type Tmpfs, mountTmpfs, tmpfsUnavailable } from "../tests/support/tmpfs.ts";
import { buildApp } from "./app.ts";
import { MessageStore } from "./message-store.ts";

const siteDir = path.resolve(import.meta.dirname, "../tests/support/site");
let disk: Tmpfs | undefined;
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close().catch(() => undefined);
  app = undefined;
  disk?.unmount();
  disk = undefined;
});

if (tmpfsUnavailable) console.warn(`Storage-fault tests skipped: ${tmpfsUnavailable}.`);

async function start(databaseFile: string) {
  const server = await buildApp({
    clientDir: siteDir,
    databaseFile,
    rateLimit: { max: 100_000, timeWindowMs: 60_000 },
  });
  const base = await server.listen({ port: 0, host: "127.0.0.1" });
  return { server, base };
}

function post(base: string, message: string) {
  return fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      name: "Ana López",
      email: "ana@example.com",
      phone: "(718) 555-0100",
      message,
    }),
  });
}

const marker = (i: number) => `message number ${i} `.padEnd(4000, "x");

describe.skipIf(tmpfsUnavailable)("storage faults on a real file system", () => {
  it("never acknowledges a message a full disk did not store, also after a restart", async () => {
    disk = mountTmpfs(600);
    const file = path.join(disk.dir, "messages.sqlite");
    const acknowledged: number[] = [];
    const refused: { status: number; message: string }[] = [];

    const postAll = async (base: string, from: number, count: number) => {
      for (let i = from; i < from + count; i += 1) {
        const response = await post(base, marker(i));
        const body = (await response.json()) as { ok: boolean; message?: string };
        if (response.ok && body.ok) acknowledged.push(i);
        else refused.push({ status: response.status, message: body.message ?? "" });
      }
    };

    let running = await start(file);
    app = running.server;
    await postAll(running.base, 0, 160);
    const health = await fetch(`${running.base}/healthz`);
    await app.close();

    // A restart on the still-full disk: whatever is acknowledged is stored.
    running = await start(file);
    app = running.server;
    await postAll(running.base, 160, 5);
    await app.close();
    app = undefined;

    const store = new MessageStore(file);
    const stored = new Set(
      store.list(1000).map((m) => Number(/number (\d+)/.exec(m.message)?.[1])),
    );
    expect(store.integrityCheck()).toBe("ok");
    store.close();

    expect(acknowledged.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(acknowledged.filter((i) => !stored.has(i))).toEqual([]);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.message).toContain(clinic.phone.display);
    }
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ ok: false, failed: "disk-space" });
  });

  it("refuses messages and fails its health check when the database file is deleted", async () => {
    disk = mountTmpfs(4096);
    const file = path.join(disk.dir, "messages.sqlite");
    const running = await start(file);
    app = running.server;
    expect((await post(running.base, "before")).status).toBe(200);
    expect((await fetch(`${running.base}/healthz`)).status).toBe(200);

    for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });

    const after = await post(running.base, "after the file was deleted");
    expect(after.status).toBe(503);
    const health = await fetch(`${running.base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ ok: false, failed: "database-file" });
  });

  // The write-ahead log holds every message since the last checkpoint; the
  // shared-memory file indexes it. Either gone or swapped means those
  // messages would be lost in a crash, so the store stops acknowledging.
  it.each([
    ["-wal", "deleted"],
    ["-shm", "deleted"],
    ["-wal", "replaced"],
  ] as const)(
    "refuses messages and fails its health check when the %s file is %s",
    async (suffix, fault) => {
      disk = mountTmpfs(4096);
      const file = path.join(disk.dir, "messages.sqlite");
      const running = await start(file);
      app = running.server;
      expect((await post(running.base, "before")).status).toBe(200);
      expect((await fetch(`${running.base}/healthz`)).status).toBe(200);

      if (fault === "deleted") rmSync(file + suffix);
      else {
        copyFileSync(file + suffix, `${file}${suffix}.copy`);
        renameSync(`${file}${suffix}.copy`, file + suffix);
      }

      const after = await post(running.base, `after the ${suffix} file was ${fault}`);
      expect(after.status).toBe(503);
      expect(((await after.json()) as { message: string }).message).toContain(clinic.phone.display);
      const health = await fetch(`${running.base}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ ok: false, failed: "database-file" });
    },
  );
});
