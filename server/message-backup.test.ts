// @vitest-environment node
// Backups taken from a live database, checked before they are trusted, and
// restored without losing a message on either side.
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupDatabase, backupFileName, checkBackup, restoreDatabase } from "./message-backup.ts";
import { MessageStore } from "./message-store.ts";
import { messagesTableBeforeLanguages } from "../tests/support/old-databases.ts";

let dir: string;
let liveFile: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "backup-"));
  liveFile = path.join(dir, "data", "messages.sqlite");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const ana = { name: "Ana", email: "ana@example.com", phone: "718-555-0100" };

function add(store: MessageStore, message: string) {
  return store.add({ ...ana, message });
}

function texts(file: string): string[] {
  const store = new MessageStore(file, { readOnly: true });
  const all = store.list(Number.MAX_SAFE_INTEGER).map((message) => message.message);
  store.close();
  return all.sort();
}

describe("a backup", () => {
  it("is one checked file holding every committed message, taken while the server has it open", async () => {
    const server = new MessageStore(liveFile);
    for (let i = 0; i < 50; i += 1) add(server, `message ${i}`);
    const { file, messages } = await backupDatabase(liveFile, path.join(dir, "backups"));
    server.close();

    expect(messages).toBe(50);
    expect(path.basename(file)).toMatch(/^messages-\d{8}T\d{6}Z\.sqlite$/);
    expect(readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
    expect(checkBackup(file)).toEqual({ messages: 50 });
    expect(texts(file)).toEqual(texts(liveFile));
  });

  it("is readable by its owner alone, whatever the umask", async () => {
    const server = new MessageStore(liveFile);
    add(server, "a message with health details");
    try {
      const { file } = await backupDatabase(liveFile, path.join(dir, "backups"));
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      server.close();
    }
  });

  it("is named for the moment it was taken", () => {
    expect(backupFileName(new Date("2026-11-23T03:15:00.123Z"))).toBe(
      "messages-20261123T031500Z.sqlite",
    );
  });

  it("refuses a database folder that has no database", async () => {
    await expect(backupDatabase(liveFile, path.join(dir, "backups"))).rejects.toThrow(
      /No message database/,
    );
  });
});

describe("checking a backup", () => {
  it("refuses a damaged copy and a file that is not a backup", async () => {
    const server = new MessageStore(liveFile);
    for (let i = 0; i < 200; i += 1) add(server, `message ${i} ${"x".repeat(200)}`);
    const { file } = await backupDatabase(liveFile, path.join(dir, "backups"));
    server.close();

    const damaged = path.join(dir, "damaged.sqlite");
    const bytes = readFileSync(file);
    bytes.fill(0xff, 4096 + 100, 4096 * 3);
    writeFileSync(damaged, bytes);
    expect(() => checkBackup(damaged)).toThrow(/damaged|cannot be read/);

    const notSqlite = path.join(dir, "notes.txt");
    writeFileSync(notSqlite, "not a database at all, just some text ".repeat(200));
    expect(() => checkBackup(notSqlite)).toThrow(/cannot be read/);
    expect(() => restoreDatabase(notSqlite, liveFile)).toThrow(/cannot be read/);
  });
});

describe("restoring", () => {
  it("recreates a lost database from the backup", async () => {
    const server = new MessageStore(liveFile);
    for (let i = 0; i < 10; i += 1) add(server, `message ${i}`);
    const { file } = await backupDatabase(liveFile, path.join(dir, "backups"));
    const before = texts(liveFile);
    server.close();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(liveFile + suffix, { force: true });

    expect(restoreDatabase(file, liveFile)).toEqual({ restored: 10, alreadyPresent: 0 });
    expect(texts(liveFile)).toEqual(before);
  });

  it("keeps the messages that came after the backup, and adds nothing twice", async () => {
    const server = new MessageStore(liveFile);
    const old = add(server, "before the backup");
    add(server, "also before");
    const { file } = await backupDatabase(liveFile, path.join(dir, "backups"));
    server.remove(old.id);
    add(server, "after the backup");

    expect(restoreDatabase(file, liveFile)).toEqual({ restored: 1, alreadyPresent: 1 });
    expect(restoreDatabase(file, liveFile)).toEqual({ restored: 0, alreadyPresent: 2 });
    expect(texts(liveFile)).toEqual(["after the backup", "also before", "before the backup"]);
    // The restored message is whole, delivery state included, and the server sees it.
    expect(server.list().find((m) => m.id === old.id)).toMatchObject({
      message: "before the backup",
      name: "Ana",
    });
    server.close();
    expect(existsSync(file)).toBe(true);
  });

  it("carries each message's language back", async () => {
    const server = new MessageStore(liveFile);
    const russian = server.add({ ...ana, message: "Здравствуйте", language: "ru" });
    const chinese = server.add({ ...ana, message: "你好", language: "zh" });
    const { file } = await backupDatabase(liveFile, path.join(dir, "backups"));
    server.close();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(liveFile + suffix, { force: true });

    expect(restoreDatabase(file, liveFile)).toEqual({ restored: 2, alreadyPresent: 0 });
    const restored = new MessageStore(liveFile, { readOnly: true });
    expect(restored.list().find((m) => m.id === russian.id)?.language).toBe("ru");
    expect(restored.list().find((m) => m.id === chinese.id)?.language).toBe("zh");
    restored.close();
  });

  it("takes a backup made before messages had a language, its messages as English", () => {
    const old = path.join(dir, "old-backup.sqlite");
    const oldId = "5f0c2a7e-3b1d-4c8e-9a6f-1d2e3f4a5b6c";
    const db = new DatabaseSync(old);
    db.exec(`${messagesTableBeforeLanguages}
     INSERT INTO messages (id, received_at, name, email, phone, message, delivery_state, delivered_at)
       VALUES ('${oldId}', '2026-10-01T10:00:00.000Z', 'Ana', 'ana@example.com', '718-555-0100', 'Before', 'sent', '2026-10-01T10:00:05.000Z');
     PRAGMA user_version = 2;`);
    db.close();

    expect(restoreDatabase(old, liveFile)).toEqual({ restored: 1, alreadyPresent: 0 });
    const restored = new MessageStore(liveFile, { readOnly: true });
    expect(restored.list().find((m) => m.id === oldId)).toMatchObject({
      message: "Before",
      language: "en",
      deliveryState: "sent",
    });
    restored.close();
  });
});
