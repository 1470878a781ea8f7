// @vitest-environment node
// `npm run inbox -- backup` and `restore` as the daily cron job and an operator
// run them: against the real server process while visitors keep posting. The
// backup under concurrent posts is the real command in a process of its own,
// as cron runs it beside the server; the rest call the command's function
// (runInbox) in this process, still against the server's own process where
// one runs.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MessageStore, databasePath } from "#server/message-store.ts";
import { backupDatabase } from "#server/message-backup.ts";
import { killServers, processWaitMs, startServerProcess } from "#tests/support/server-process.ts";
import { startSmtpCapture } from "#tests/support/smtp-capture.ts";
import { type InboxRun, inboxIn } from "#tests/support/inbox.ts";

const command = path.resolve(import.meta.dirname, "inbox.ts");
let dataDir: string;
let backupDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "inbox-backup-"));
  backupDir = path.join(dataDir, "backups");
});
afterEach(() => {
  killServers();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The inbox command in this process: what it prints on stdout and stderr, and its exit code. */
const inbox = (args: string[]): Promise<InboxRun> => inboxIn(dataDir, args);

/** Runs the inbox command in its own process without blocking this one. */
function inboxProcess(args: string[]): Promise<InboxRun> {
  const child = spawn(process.execPath, [command, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
}

function storedTexts(file: string): Set<string> {
  const store = new MessageStore(file, { readOnly: true });
  const texts = new Set(store.list(Number.MAX_SAFE_INTEGER).map((message) => message.message));
  store.close();
  return texts;
}

describe("backup and restore", () => {
  it(
    "backs up under concurrent posts and restores with nothing lost",
    async () => {
      const server = await startServerProcess(dataDir);
      const acknowledged: string[] = [];
      let sent = 0;
      let stop = false;
      // Four visitors post until told to stop, at most 3,000 messages: the
      // waits below end on the messages acknowledged, however slow the machine.
      const visitors = Array.from({ length: 4 }, async (_, visitor) => {
        while (!stop && sent < 3_000) {
          const text = `visitor ${visitor} message ${(sent += 1)}`;
          const response = await fetch(`${server.base}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: server.base },
            body: JSON.stringify({
              name: "Backup Test",
              email: "backup@example.com",
              phone: "718-555-0100",
              message: text,
            }),
          });
          if (response.status === 200) acknowledged.push(text);
        }
      });
      const waitForAcks = (count: number) =>
        vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(count), {
          timeout: processWaitMs,
          interval: 10,
        });

      await waitForAcks(100);
      const beforeBackup = [...acknowledged];
      // The real command, a process of its own beside the server's, as cron runs it.
      const backup = await inboxProcess(["backup", backupDir]);
      const afterBackup = acknowledged.length;
      await waitForAcks(afterBackup + 50);
      stop = true;
      await Promise.all(visitors);

      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      // Visitors kept posting while the backup ran.
      expect(afterBackup).toBeGreaterThan(beforeBackup.length);
      const [file] = readdirSync(backupDir);
      const backupFile = path.join(backupDir, file ?? "missing");
      expect(backup.stdout).toContain(`to ${backupFile} (integrity check ok)`);
      const inBackup = storedTexts(backupFile);
      expect(beforeBackup.filter((text) => !inBackup.has(text))).toEqual([]);

      // Restoring into the running server's database loses and doubles nothing.
      const intoLive = await inbox(["restore", backupFile]);
      expect(intoLive.code).toBe(0);
      expect(intoLive.stdout).toContain("Restored 0 message(s)");
      const live = storedTexts(databasePath(dataDir));
      expect(acknowledged.filter((text) => !live.has(text))).toEqual([]);
      expect(live.size).toBe(acknowledged.length);

      // The disk is lost: the backup brings back everything it holds.
      server.process.kill("SIGTERM");
      await server.exited;
      for (const suffix of ["", "-wal", "-shm"])
        rmSync(databasePath(dataDir) + suffix, { force: true });
      const fromScratch = await inbox(["restore", backupFile]);
      expect(fromScratch.code).toBe(0);
      expect(fromScratch.stdout).toContain(`Restored ${inBackup.size} message(s)`);
      const restored = storedTexts(databasePath(dataDir));
      expect(beforeBackup.filter((text) => !restored.has(text))).toEqual([]);
    },
    3 * processWaitMs,
  );

  it("refuses a damaged backup and changes nothing", async () => {
    const store = new MessageStore(databasePath(dataDir));
    store.add({ name: "A", email: "a@example.com", phone: "718-555-0100", message: "kept" });
    store.close();
    const notABackup = path.join(dataDir, "notes.sqlite");
    writeFileSync(notABackup, "this is not a database ".repeat(300));
    const result = await inbox(["restore", notABackup]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/cannot be read/);
    expect([...storedTexts(databasePath(dataDir))]).toEqual(["kept"]);
  });

  it("refuses a hostile backup with one line that prints none of it", async () => {
    const store = new MessageStore(databasePath(dataDir));
    store.add({ name: "A", email: "a@example.com", phone: "718-555-0100", message: "kept" });
    store.close();
    // A backup whose second message has an id that would rewrite the terminal.
    const hostile = path.join(dataDir, "hostile.sqlite");
    const source = new MessageStore(hostile);
    source.add({ name: "B", email: "b@example.com", phone: "718-555-0100", message: "first" });
    source.add({ name: "C", email: "c@example.com", phone: "718-555-0100", message: "second" });
    source.close();
    const db = new DatabaseSync(hostile);
    db.exec("PRAGMA journal_mode = DELETE");
    db.prepare("UPDATE messages SET id = ? WHERE seq = 2").run(`${randomUUID()}\r\n\x1b[31m`);
    db.close();

    const result = await inbox(["restore", hostile]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `Nothing was restored from ${hostile}: row 2 (seq 2): its id is not a message id (a UUID as the server makes).\n`,
    );
    expect([...storedTexts(databasePath(dataDir))]).toEqual(["kept"]);
  });

  it("has the running server e-mail the pending messages a restore puts back", async () => {
    const smtp = await startSmtpCapture();
    try {
      const server = await startServerProcess(dataDir, {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtp.settings.port),
        MAIL_TO: smtp.settings.to,
        MAIL_FROM: smtp.settings.from,
        // The test's sink offers no STARTTLS.
        SMTP_UNSAFE_PLAIN_TEXT: "true",
      });
      // Messages a lost disk held, not yet e-mailed, in last night's backup.
      const lost = path.join(dataDir, "lost", "messages.sqlite");
      const source = new MessageStore(lost);
      const ids = [1, 2, 3].map(
        (n) =>
          source.add({
            name: `Restored ${n}`,
            email: "restored@example.com",
            phone: "718-555-0100",
            message: `restored ${n}`,
          }).id,
      );
      source.close();
      const { file } = await backupDatabase(lost, backupDir);

      const restore = await inbox(["restore", file]);
      expect(restore.stderr).toBe("");
      expect(restore.stdout).toContain("Restored 3 message(s)");
      // No visitor posts: the server notices the restore on its own.
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(3), {
        timeout: processWaitMs,
        interval: 50,
      });
      expect(smtp.mails.map((mail) => mail.messageId).sort()).toEqual(
        // Each message's id at the sender's domain, as the mail settings give it.
        ids.map((id) => `<${id}@${smtp.settings.from.split("@")[1]}>`).sort(),
      );
      server.process.kill("SIGTERM");
      await server.exited;
    } finally {
      await smtp.close();
    }
  });

  it("says what it needs when the folder or file is missing", async () => {
    expect((await inbox(["backup"])).stderr).toMatch(/Name the folder/);
    expect((await inbox(["restore"])).stderr).toMatch(/Name the backup file/);
    expect((await inbox(["backup", backupDir])).stderr).toMatch(/No message database/);
  });
});
