// @vitest-environment node
// Two server processes on one data folder, as during a restart that overlaps
// or a second instance started by mistake: opening a new database at once
// never fails, and every message is e-mailed exactly once.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { killServers, processWaitMs, startServerProcess } from "../tests/support/server-process.ts";
import { startSmtpCapture } from "../tests/support/smtp-capture.ts";

const storeModule = path.resolve(import.meta.dirname, "message-store.ts");
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "two-servers-"));
});
afterEach(() => {
  killServers();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One process that opens (and so creates) the database and stores a message. */
function openAndAdd(file: string): Promise<{ code: number | null; output: string }> {
  const script = `
    const { MessageStore } = await import(${JSON.stringify(storeModule)});
    const store = new MessageStore(${JSON.stringify(file)});
    store.add({ name: "A", email: "a@example.com", phone: "718-555-0100", message: "hi" });
    store.close();`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

describe("two servers on one data folder", () => {
  it("lets several processes create the same new database at once", async () => {
    for (let round = 0; round < 4; round += 1) {
      const file = path.join(dataDir, `round-${round}.sqlite`);
      const results = await Promise.all(Array.from({ length: 6 }, () => openAndAdd(file)));
      expect(results.filter((result) => result.code !== 0).map((r) => r.output)).toEqual([]);
    }
    // 24 Node processes start here: on a busy two-core machine that alone can
    // take half a minute, so the test has the slow project's 60 s.
  });

  it("e-mails each message once, whichever server took it", async () => {
    const smtp = await startSmtpCapture();
    try {
      const env = {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtp.settings.port),
        MAIL_TO: smtp.settings.to,
        MAIL_FROM: smtp.settings.from,
        // The test's sink offers no STARTTLS.
        SMTP_UNSAFE_PLAIN_TEXT: "true",
      };
      const servers = [
        await startServerProcess(dataDir, env),
        await startServerProcess(dataDir, env),
      ];
      const posts = Array.from({ length: 30 }, (_, n) => {
        const base = servers[n % 2]!.base;
        return fetch(`${base}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base },
          body: JSON.stringify({
            name: "Two Servers",
            email: "two@example.com",
            phone: "718-555-0100",
            message: `message ${n}`,
          }),
        });
      });
      expect((await Promise.all(posts)).map((response) => response.status)).toEqual(
        Array.from({ length: 30 }, () => 200),
      );
      await vi.waitFor(() => expect(smtp.mails.length).toBeGreaterThanOrEqual(30), {
        timeout: processWaitMs,
        interval: 100,
      });
      // Both servers have finished their rounds: nothing more arrives.
      for (const server of servers) server.process.kill("SIGTERM");
      await Promise.all(servers.map((server) => server.exited));
      const ids = smtp.mails.map((mail) => mail.messageId);
      expect(new Set(ids).size).toBe(30);
      expect(ids).toHaveLength(30);
    } finally {
      await smtp.close();
    }
  });
});
