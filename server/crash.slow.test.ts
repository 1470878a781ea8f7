// @vitest-environment node
// The server killed with SIGKILL while visitors post messages: every message
// that was answered with success is in the database after a restart, and the
// database is intact. (SIGTERM with requests in flight: slow-clients.slow.test.ts.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { killServers, processWaitMs, startServerProcess } from "../tests/support/server-process.ts";
import { MessageStore, databasePath } from "./message-store.ts";

let dataDir: string;
const startServer = () => startServerProcess(dataDir);

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "crash-"));
});

afterEach(() => {
  killServers();
  rmSync(dataDir, { recursive: true, force: true });
});

function post(base: string, text: string) {
  return fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      name: "Load Test",
      email: "load@example.com",
      phone: "718-555-0100",
      message: text,
    }),
  });
}

describe("durability", () => {
  it("keeps every acknowledged message through kill -9, with an intact database", async () => {
    const { process: server, base } = await startServer();
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;

    // Eight visitors post as fast as they can, at most 2,000 messages in all.
    const visitors = Array.from({ length: 8 }, async (_, visitor) => {
      while (!stop && sent < 2_000) {
        const text = `visitor ${visitor} message ${(sent += 1)}`;
        try {
          const response = await post(base, text);
          if (response.status === 200) acknowledged.push(text);
        } catch {
          // The connection died with the server: not acknowledged.
        }
      }
    });
    try {
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(150), {
        timeout: processWaitMs,
        interval: 10,
      });
    } finally {
      server.kill("SIGKILL");
      stop = true;
      await Promise.all(visitors);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const restarted = await startServer();
    expect((await fetch(`${restarted.base}/healthz`)).status).toBe(200);
    restarted.process.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);

    const store = new MessageStore(databasePath(dataDir));
    const stored = new Set(store.list(Number.MAX_SAFE_INTEGER).map((message) => message.message));
    const lost = acknowledged.filter((text) => !stored.has(text));
    expect(store.integrityCheck()).toBe("ok");
    store.close();
    expect(lost).toEqual([]);
  });
});
