// @vitest-environment node
// The server killed with SIGKILL while visitors post messages: every message
// that was answered with success is in the database after a restart, and the
// database is intact. Also: SIGTERM lets requests in flight finish.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MessageStore, databasePath } from "./message-store.ts";

const root = path.resolve(import.meta.dirname, "..");
let dataDir: string;
let child: ChildProcess | undefined;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "crash-"));
});

afterEach(() => {
  child?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts server/main.ts as its own process and resolves with its address. */
function startServer(): Promise<{ process: ChildProcess; base: string }> {
  const server = spawn(process.execPath, [path.join(root, "server/main.ts")], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_DIR: path.join(root, "tests/support/site"),
      CONTACT_RATE_LIMIT: "100000",
      LOG_LEVEL: "warn",
      SMTP_HOST: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = server;
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 15_000);
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ process: server, base: match[1] });
      }
    });
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.on("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

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
    const deadline = Date.now() + 8_000;

    // Eight visitors post as fast as they can, at most 2,000 messages or 8 s.
    const visitors = Array.from({ length: 8 }, async (_, visitor) => {
      while (!stop && sent < 2_000 && Date.now() < deadline) {
        const text = `visitor ${visitor} message ${(sent += 1)}`;
        try {
          const response = await post(base, text);
          if (response.status === 200) acknowledged.push(text);
        } catch {
          // The connection died with the server: not acknowledged.
        }
      }
    });
    while (acknowledged.length < 150 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    server.kill("SIGKILL");
    stop = true;
    await Promise.all(visitors);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const restarted = await startServer();
    expect((await fetch(`${restarted.base}/healthz`)).status).toBe(200);
    restarted.process.kill("SIGTERM");
    await new Promise((resolve) => restarted.process.once("exit", resolve));

    const store = new MessageStore(databasePath(dataDir));
    const stored = new Set(store.list(Number.MAX_SAFE_INTEGER).map((message) => message.message));
    const lost = acknowledged.filter((text) => !stored.has(text));
    expect(store.integrityCheck()).toBe("ok");
    store.close();
    expect(lost).toEqual([]);
  });

  it("finishes requests in flight on SIGTERM, then exits cleanly", async () => {
    const { process: server, base } = await startServer();
    const inFlight = Array.from({ length: 10 }, (_, n) => post(base, `graceful ${n}`));
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.kill("SIGTERM");
    const results = await Promise.allSettled(inFlight);
    const exitCode = await new Promise((resolve) => server.once("exit", resolve));
    expect(exitCode).toBe(0);

    const store = new MessageStore(databasePath(dataDir));
    const stored = store.count();
    const answered = results.filter(
      (result) => result.status === "fulfilled" && result.value.status === 200,
    ).length;
    expect(stored).toBe(answered);
    expect(store.integrityCheck()).toBe("ok");
    store.close();
  });
});
