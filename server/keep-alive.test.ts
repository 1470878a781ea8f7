// @vitest-environment node
// Kept-alive connections: the server is never the side that closes an idle
// connection a client or proxy may still reuse. It keeps one open longer
// than Caddy keeps its idle upstream connections, and past the
// `Keep-Alive: timeout` it advertises, so a client whose event loop runs
// late (a busy machine) does not send a request into a closed socket.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp, type timeouts } from "./app.ts";
import { patience } from "#tests/support/patience.ts";

let app: FastifyInstance | undefined;
let dir: string | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function start(options: Partial<typeof timeouts> = {}) {
  dir = mkdtempSync(path.join(tmpdir(), "keep-alive-"));
  app = await buildApp({
    clientDir: path.resolve(import.meta.dirname, "../tests/support/site"),
    databaseFile: path.join(dir, "messages.sqlite"),
    timeouts: options,
  });
  return new URL(await app.listen({ port: 0, host: "127.0.0.1" }));
}

/** One connection that sends requests one after another and reads each whole answer. */
function connection(url: URL) {
  const socket = net.connect(Number(url.port), url.hostname);
  let buffer = "";
  let closedAt: number | undefined;
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (buffer += chunk));
  socket.on("error", () => undefined);
  socket.on("close", () => (closedAt = Date.now()));
  return {
    async get(pathname: string): Promise<string> {
      buffer = "";
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
      await new Promise<void>((resolve, reject) => {
        const check = () => {
          const length = /content-length: (\d+)/i.exec(buffer)?.[1];
          const end = buffer.indexOf("\r\n\r\n");
          if (end >= 0 && length && buffer.length >= end + 4 + Number(length)) resolve();
          else if (closedAt !== undefined) reject(new Error(`closed: ${buffer}`));
          else setTimeout(check, 20);
        };
        check();
      });
      return buffer;
    },
    closedAt: () => closedAt,
    closed: new Promise<void>((resolve) => socket.once("close", () => resolve())),
    destroy: () => socket.destroy(),
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("kept-alive connections", () => {
  it("are never kept idle by Caddy, which opens one for each message", () => {
    // So Caddy never sends a message down a connection the server is
    // closing: after its 75 s, or as it restarts (docs/decisions/029).
    const caddy = readFileSync(path.resolve(import.meta.dirname, "../deploy/site.caddy"), "utf8");
    expect(/^\s*keepalive (\S+)$/m.exec(caddy)?.[1]).toBe("off");
  });

  it(
    "advertise how long they stay open, and stay open past it",
    async () => {
      const url = await start({ keepAliveMs: 1_000, keepAliveBufferMs: 1_500 });
      const client = connection(url);
      const first = await client.get("/healthz");
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first).toMatch(/^keep-alive: timeout=1\r$/im);
      // Past the advertised second, as a late client would reuse it: still answered.
      await wait(1_600);
      expect(await client.get("/healthz")).toMatch(/^HTTP\/1\.1 200/);
      // And closed by the server once the buffer is spent too.
      const idleFrom = Date.now();
      await client.closed;
      expect((client.closedAt() ?? 0) - idleFrom).toBeGreaterThanOrEqual(2_000);
      client.destroy();
      // It waits about 4.6 s by design: more than the default 5 s on a busy machine.
    },
    patience(15_000),
  );

  it("advertise 75 seconds by default", async () => {
    const url = await start();
    const client = connection(url);
    expect(await client.get("/healthz")).toMatch(/^keep-alive: timeout=75\r$/im);
    client.destroy();
  });
});
