// @vitest-environment node
// Notification e-mails go out over a few SMTP connections at once, so a
// backlog drains several times faster than one message at a time; each
// message is still claimed before it is sent and e-mailed exactly once, also
// by two servers on one database. The mail server here takes 200 ms to accept
// each message, as a real one does, and counts how many it is taking at once.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messageIdDomain, practiceMailAddresses } from "../tests/support/smtp-capture.ts";
import { buildApp } from "./app.ts";
import { MessageStore } from "./message-store.ts";
import { type MailSettings, mailConnections } from "./notifier.ts";
import { patience } from "#tests/support/patience.ts";

const clientDir = path.resolve(import.meta.dirname, "../tests/support/site");
let dataDir: string;
let databaseFile: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "mail-pool-"));
  databaseFile = path.join(dataDir, "messages.sqlite");
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A mail server that takes `delayMs` to accept each message, counting what is at once. */
async function startSlowSmtp(delayMs: number) {
  const counts = { sessions: 0, peakSessions: 0, inData: 0, peakInData: 0 };
  const messageIds: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      counts.sessions += 1;
      counts.peakSessions = Math.max(counts.peakSessions, counts.sessions);
      callback();
    },
    onClose() {
      counts.sessions -= 1;
    },
    onData(stream, _session, callback) {
      counts.inData += 1;
      counts.peakInData = Math.max(counts.peakInData, counts.inData);
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () =>
        setTimeout(() => {
          counts.inData -= 1;
          const raw = Buffer.concat(chunks).toString("utf8");
          messageIds.push(/^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? "");
          callback();
        }, delayMs),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const settings: MailSettings = {
    host: "127.0.0.1",
    port: (server.server.address() as AddressInfo).port,
    secure: false,
    // A test's sink on loopback, without STARTTLS (server/settings.ts).
    plainTextUnsafe: true,
    ...practiceMailAddresses,
  };
  return {
    counts,
    messageIds,
    settings,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A backlog of `count` messages waiting in the database before the server starts. */
function storeBacklog(count: number): string[] {
  const store = new MessageStore(databaseFile);
  const ids = Array.from(
    { length: count },
    (_, n) =>
      store.add({
        name: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        phone: "718-555-0100",
        message: `Message ${n}`,
      }).id,
  );
  store.close();
  return ids;
}

function startApp(mail: MailSettings) {
  return buildApp({ clientDir, databaseFile, mail, mailRetryMs: 100 });
}

function sentCount(store: MessageStore): number {
  return store.list(Number.MAX_SAFE_INTEGER).filter((m) => m.deliveryState === "sent").length;
}

describe("sending a backlog", () => {
  it(
    "keeps several messages in flight over a few connections, each e-mailed once",
    async () => {
      const smtp = await startSlowSmtp(200);
      const ids = storeBacklog(16);
      const app = await startApp(smtp.settings);
      try {
        await app.ready();
        await vi.waitFor(() => expect(sentCount(app.store)).toBe(16), {
          timeout: patience(15_000),
          interval: 50,
        });
        expect(smtp.counts.peakInData).toBeGreaterThanOrEqual(3);
        expect(smtp.counts.peakSessions).toBeLessThanOrEqual(mailConnections);
        expect([...smtp.messageIds].sort()).toEqual(
          ids.map((id) => `<${id}@${messageIdDomain}>`).sort(),
        );
      } finally {
        await app.close();
        await smtp.close();
      }
    },
    patience(20_000),
  );

  it(
    "never e-mails a message twice when two servers drain one backlog at once",
    async () => {
      const smtp = await startSlowSmtp(20);
      const ids = storeBacklog(60);
      const apps = await Promise.all([startApp(smtp.settings), startApp(smtp.settings)]);
      try {
        await Promise.all(apps.map((app) => app.ready()));
        await vi.waitFor(() => expect(sentCount(apps[0]!.store)).toBe(60), {
          timeout: patience(15_000),
          interval: 50,
        });
      } finally {
        // Closing waits for every send in flight, so nothing arrives after this.
        await Promise.all(apps.map((app) => app.close()));
        await smtp.close();
      }
      expect(smtp.messageIds).toHaveLength(60);
      expect(new Set(smtp.messageIds)).toEqual(
        new Set(ids.map((id) => `<${id}@${messageIdDomain}>`)),
      );
    },
    patience(20_000),
  );
});
