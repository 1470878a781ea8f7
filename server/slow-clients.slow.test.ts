// @vitest-environment node
// Clients that send a request slowly, or never finish it: the server cuts
// them off at its request deadline, and on SIGTERM it lets requests in
// flight finish but exits within its shutdown deadline all the same.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { request } from "node:http";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { killServers, processWaitMs, startServerProcess } from "../tests/support/server-process.ts";
import { slowPost } from "../tests/support/raw-http.ts";
import { buildApp } from "./app.ts";
import { MessageStore, databasePath } from "./message-store.ts";

let app: FastifyInstance | undefined;
const dirs: string[] = [];

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "slow-"));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
  killServers();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("slow clients", () => {
  it("cuts off a request whose body trickles in past the request deadline", async () => {
    app = await buildApp({
      clientDir: path.resolve(import.meta.dirname, "../tests/support/site"),
      databaseFile: path.join(tempDir(), "messages.sqlite"),
      timeouts: { requestMs: 1_500, headersMs: 1_000 },
    });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const clients = Array.from({ length: 50 }, () => slowPost(base, 200));
    try {
      // The site answers others while the slow clients hold their connections.
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      await vi.waitFor(() => expect(clients.filter((client) => client.isOpen())).toEqual([]), {
        timeout: processWaitMs,
        interval: 100,
      });
      expect(clients[0]!.received()).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      for (const client of clients) client.destroy();
    }
  });
});

describe("SIGTERM", () => {
  it("finishes a request in flight, and exits by its deadline despite a client that never finishes", async () => {
    const dataDir = tempDir();
    // At level info the server logs each request as its headers arrive.
    const server = await startServerProcess(dataDir, { LOG_LEVEL: "info" });
    const requestsSeen = () => server.output().split('"msg":"incoming request"').length - 1;
    const url = new URL(server.base);
    // A visitor whose post is half sent when the signal arrives.
    const body = JSON.stringify({
      name: "In Flight",
      email: "flight@example.com",
      phone: "718-555-0100",
      message: "Sent while the server stops.",
    });
    const half = Math.floor(body.length / 2);
    let finish = (): unknown => undefined;
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method: "POST",
          path: "/api/contact",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            origin: server.base,
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.flushHeaders();
      req.write(body.slice(0, half));
      finish = () => req.end(body.slice(half));
    });
    const stuck = slowPost(server.base, 1_000);
    onTestFinished(() => stuck.destroy());
    // Both requests are open on the server before the signal.
    await vi.waitFor(() => expect(requestsSeen()).toBe(2), { timeout: processWaitMs });
    server.process.kill("SIGTERM");
    await vi.waitFor(() => expect(server.output()).toContain("shutting down"), {
      timeout: processWaitMs,
    });
    finish();

    expect(await answered).toBe(200);
    // The client that never finishes holds its request open until the
    // shutdown deadline, which then closes it and ends the process.
    await vi.waitFor(
      () => expect(server.output()).toContain("requests still open at the deadline"),
      { timeout: processWaitMs, interval: 100 },
    );
    await stuck.closed;
    expect(await server.exited).toBe(0);

    const store = new MessageStore(databasePath(dataDir));
    expect(store.list().map((message) => message.message)).toEqual([
      "Sent while the server stops.",
    ]);
    store.close();
  });

  it("under load at concurrency 20: every acknowledged post is stored, and no client sees a reset", async () => {
    const dataDir = tempDir();
    const server = await startServerProcess(dataDir);
    const acknowledged: string[] = [];
    const outcomes = { acknowledged: 0, refusedConnection: 0, reset: 0, other: 0 };
    const resets: string[] = [];
    let signalled = false;
    let sent = 0;

    const post = (text: string) =>
      fetch(`${server.base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base },
        body: JSON.stringify({
          name: "Load Test",
          email: "load@example.com",
          phone: "718-555-0100",
          message: text,
        }),
      });

    // Twenty visitors, each posting over its kept-alive connection until the
    // server stops taking connections; at most 3,000 posts in all.
    const visitors = Array.from({ length: 20 }, async (_, visitor) => {
      while (sent < 3_000) {
        const text = `visitor ${visitor} post ${(sent += 1)}`;
        try {
          const response = await post(text);
          await response.arrayBuffer();
          if (response.status === 200) {
            acknowledged.push(text);
            outcomes.acknowledged += 1;
          } else outcomes.other += 1;
        } catch (error) {
          const code = ((error as Error).cause as { code?: string } | undefined)?.code ?? "";
          if (code === "ECONNREFUSED") {
            outcomes.refusedConnection += 1;
            return;
          }
          outcomes.reset += 1;
          resets.push(`${code} ${String((error as Error).cause ?? error)}`);
          if (signalled) return;
        }
      }
    });
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(300), {
      timeout: processWaitMs,
      interval: 10,
    });
    server.process.kill("SIGTERM");
    signalled = true;
    await Promise.all(visitors);
    expect(await server.exited).toBe(0);

    const store = new MessageStore(databasePath(dataDir));
    const stored = new Set(store.list(Number.MAX_SAFE_INTEGER).map((message) => message.message));
    store.close();
    console.info("SIGTERM under load:", JSON.stringify(outcomes));
    expect(acknowledged.filter((text) => !stored.has(text))).toEqual([]);
    // The server's own lines say whether its shutdown deadline cut a request off.
    expect(resets, server.output()).toEqual([]);
    expect(outcomes.other).toBe(0);
  });
});
