// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  MessageStore,
  type StoreError,
  databaseBytesExpected,
  emptiedBesideLog,
} from "./message-store.ts";
import { messagesTableBeforeLanguages } from "../tests/support/old-databases.ts";
import { emptyDetails } from "#app/contact/details.ts";

let dir: string;
let store: MessageStore;
const values = { name: "Ana", email: "ana@example.com", phone: "718-555-0100", message: "Hi" };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "store-"));
  store = new MessageStore(path.join(dir, "messages.sqlite"));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("message store", () => {
  it("runs in WAL mode with full sync, and reopens an existing file", () => {
    expect(store.db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(store.db.prepare("PRAGMA synchronous").get()).toEqual({ synchronous: 2 });
    store.add(values);
    store.close();
    store = new MessageStore(path.join(dir, "messages.sqlite"));
    expect(store.count()).toBe(1);
  });

  it("lists newest first and purges by age", () => {
    store.add({ ...values, message: "old" }, new Date("2026-01-01T00:00:00Z"));
    store.add({ ...values, message: "new" }, new Date("2026-11-01T00:00:00Z"));
    expect(store.list().map((m) => m.message)).toEqual(["new", "old"]);
    expect(store.purgeOlderThan(new Date("2026-06-01T00:00:00Z"))).toEqual({
      removed: 1,
      logErased: true,
    });
    expect(store.list().map((m) => m.message)).toEqual(["new"]);
  });

  it("deletes one message when its sender asks", () => {
    const kept = store.add(values);
    const gone = store.add({ ...values, message: "please delete" });
    expect(store.remove(gone.id)).toEqual({ found: true, logErased: true });
    expect(store.remove(gone.id)).toEqual({ found: false, logErased: true });
    expect(store.list().map((m) => m.id)).toEqual([kept.id]);
  });

  it("leaves no readable trace of a deleted or purged message in its files", () => {
    const file = path.join(dir, "messages.sqlite");
    // A second connection, as the server holds while staff delete from the inbox.
    const server = new MessageStore(file);
    const secret = "Secret-migraine-history-4471";
    const gone = server.add({ ...values, message: `${secret} asked to be deleted` });
    server.add({ ...values, message: `${secret}-old`, name: "Old" }, new Date("2020-01-01"));
    server.add({ ...values, message: "kept" });
    const onDisk = () =>
      ["", "-wal"]
        .map((suffix) => file + suffix)
        .filter((name) => existsSync(name))
        .map((name) => readFileSync(name).toString("latin1"))
        .join("");
    expect(onDisk()).toContain(secret);

    expect(store.remove(gone.id).found).toBe(true);
    expect(store.purgeOlderThan(new Date("2021-01-01")).removed).toBe(1);
    expect(onDisk()).not.toContain(secret);
    expect(onDisk()).toContain("kept");
    server.close();
  });

  it("says when a reader's snapshot kept a deleted message's text in the log", () => {
    const file = path.join(dir, "messages.sqlite");
    const gone = store.add({ ...values, message: "Secret-kept-by-a-reader" });
    // A second process reading, as a backup or a long CSV export does.
    const reader = new DatabaseSync(file, { readOnly: true });
    reader.exec("BEGIN");
    reader.prepare("SELECT count(*) FROM messages").get();

    expect(store.remove(gone.id, 300)).toEqual({ found: true, logErased: false });
    expect(readFileSync(`${file}-wal`).toString("latin1")).toContain("Secret-kept-by-a-reader");

    reader.exec("COMMIT");
    reader.close();
    // Deleting nothing more still empties the log, now that no reader holds it.
    expect(store.purgeOlderThan(new Date(0), 300)).toEqual({ removed: 0, logErased: true });
    expect(readFileSync(`${file}-wal`).toString("latin1")).not.toContain("Secret-kept");
  });

  it("opens read-only without creating a database, and refuses one that is missing", () => {
    const missing = path.join(dir, "elsewhere", "messages.sqlite");
    expect(() => new MessageStore(missing, { readOnly: true })).toThrow(
      /No message database at .*elsewhere/,
    );
    expect(existsSync(path.dirname(missing))).toBe(false);
    store.add(values);
    const reader = new MessageStore(path.join(dir, "messages.sqlite"), { readOnly: true });
    expect(reader.count()).toBe(1);
    expect(() => reader.add(values)).toThrow();
    reader.close();
  });
});

describe("the language of a message", () => {
  it("is stored with it, English when not given", () => {
    const russian = store.add({ ...values, language: "ru" });
    const plain = store.add(values);
    expect(store.list().find((m) => m.id === russian.id)?.language).toBe("ru");
    expect(store.list().find((m) => m.id === plain.id)?.language).toBe("en");
  });

  it("is added to a database made before it, whose messages read as English", () => {
    const file = path.join(dir, "old.sqlite");
    // The database as the server made it before messages had a language.
    const old = new DatabaseSync(file);
    old.exec(`${messagesTableBeforeLanguages}
     CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);
     INSERT INTO messages (id, received_at, name, email, phone, message)
       VALUES ('old-1', '2026-10-01T10:00:00.000Z', 'Ana', 'ana@example.com', '718-555-0100', 'Before');
     PRAGMA user_version = 2;`);
    old.close();

    const migrated = new MessageStore(file);
    expect(migrated.list().find((m) => m.id === "old-1")).toMatchObject({
      message: "Before",
      language: "en",
    });
    const added = migrated.add({ ...values, language: "zh" });
    migrated.close();

    const reopened = new MessageStore(file);
    expect(reopened.list().map((m) => [m.message, m.language])).toEqual([
      [values.message, "zh"],
      ["Before", "en"],
    ]);
    expect(reopened.list().find((m) => m.id === added.id)?.language).toBe("zh");
    expect(reopened.db.prepare("PRAGMA user_version").get()).toEqual({ user_version: 4 });
    reopened.close();
  });
});

describe("the optional answers of a message", () => {
  const answers = {
    patient: "new",
    times: ["tuesday-morning", "thursday-afternoon"],
    timesNote: "Не раньше 10:00",
    plan: "Medicare",
    callbackLanguage: "yue",
    interpreter: true,
  } as const;

  it("are stored with it and read back as given", () => {
    const stored = store.add({ ...values, ...answers, times: [...answers.times] });
    expect(store.list().find((m) => m.id === stored.id)).toMatchObject({
      ...answers,
      times: [...answers.times],
    });
  });

  it("are none for a message sent without them", () => {
    const { id } = store.add(values);
    expect(store.list().find((m) => m.id === id)).toMatchObject({
      ...emptyDetails,
    });
  });

  it("are added to a database made before them, whose messages have none", () => {
    const file = path.join(dir, "before-answers.sqlite");
    const old = new DatabaseSync(file);
    old.exec(`${messagesTableBeforeLanguages}
     CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);
     ALTER TABLE messages ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
     INSERT INTO messages (id, received_at, name, email, phone, message, language)
       VALUES ('old-1', '2026-10-01T10:00:00.000Z', 'Ana', 'ana@example.com', '718-555-0100', 'Before', 'es');
     PRAGMA user_version = 3;`);
    old.close();

    const migrated = new MessageStore(file);
    expect(migrated.list().find((m) => m.id === "old-1")).toMatchObject({
      message: "Before",
      language: "es",
      patient: "",
      times: [],
      interpreter: false,
    });
    const added = migrated.add({ ...values, ...answers, times: [...answers.times] });
    expect(migrated.list().find((m) => m.id === added.id)).toMatchObject({
      plan: "Medicare",
      callbackLanguage: "yue",
    });
    expect(migrated.db.prepare("PRAGMA user_version").get()).toEqual({ user_version: 4 });
    migrated.close();
  });
});

describe("a database file emptied beside its log", () => {
  const file = "/data/messages.sqlite";
  /** A folder as a look sees it: each file's size, and what happens after the database's size is read. */
  function folder(sizes: Record<string, number>, afterSizeRead = () => {}) {
    return (name: string) => {
      const size = sizes[name];
      if (name === file) afterSizeRead();
      return size;
    };
  }

  it("is found: shorter than SQLite's header, with its log or the log's index beside it", () => {
    expect(emptiedBesideLog(file, folder({ [file]: 0, [`${file}-wal`]: 8272 }))).toBe(0);
    expect(emptiedBesideLog(file, folder({ [file]: 40, [`${file}-shm`]: 32768 }))).toBe(40);
    expect(emptiedBesideLog(file, folder({ [file]: 4096, [`${file}-wal`]: 8272 }))).toBeUndefined();
    // Just made by another process, header not yet written, and no log yet.
    expect(emptiedBesideLog(file, folder({ [file]: 0 }))).toBeUndefined();
  });

  it("is not what a process making the same new database shows between two looks", () => {
    // Another process writes the header and then makes the log, right after
    // this one read the file's size (on a busy machine, any two looks can be
    // that far apart): a look that read 0 bytes and then saw a log would call
    // a sound new database emptied.
    const sizes: Record<string, number> = { [file]: 0 };
    const creating = folder(sizes, () => {
      sizes[file] = 4096;
      sizes[`${file}-wal`] = 0;
      sizes[`${file}-shm`] = 32768;
    });
    expect(emptiedBesideLog(file, creating)).toBeUndefined();
  });
});

describe("a database file cut short under the store, its header kept", () => {
  const many = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      ...values,
      message: `message ${from + i} `.padEnd(500, "x"),
    }));

  it("refuses every later message, and copies the ones acknowledged before the cut", () => {
    // The probe's interleaving, in one process: 60 messages, a checkpoint
    // that empties the log into the database file, the file cut to its first
    // page (the header kept), 5 more. The checkpoint runs on the store's own
    // connection, so its memory still holds every page either way: whether
    // SQLite would have read a missing page, and failed, plays no part.
    const file = path.join(dir, "messages.sqlite");
    const before = many(0, 60).map((message) => store.add(message).message);
    store.db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get();
    truncateSync(file, 4096);

    const after = many(60, 5).map((message) => {
      try {
        store.add(message);
        return "acknowledged";
      } catch (error) {
        return (error as StoreError).check;
      }
    });
    expect(after).toEqual(Array(5).fill("damaged"));
    expect(store.checkHealth()).toMatchObject({ check: "damaged" });

    const rescued = readdirSync(dir).filter((name) => name.includes(".rescued-"));
    expect(rescued).toHaveLength(1);
    const copy = new MessageStore(path.join(dir, rescued[0] ?? ""), { readOnly: true });
    expect(
      copy
        .list(100)
        .map((message) => message.message)
        .sort(),
    ).toEqual(before.sort());
    copy.close();
  });
});

describe("the length the database file's header asks for", () => {
  /** A header of `pages` pages of `rawPageSize` bytes, and a log index after `copied` of `attempted` frames copied back. */
  function files(pages: number, rawPageSize: number, attempted = 0, copied = attempted) {
    const header = Buffer.alloc(100);
    header.writeUInt16BE(rawPageSize, 16);
    header.writeUInt32BE(7, 24);
    header.writeUInt32BE(pages, 28);
    header.writeUInt32BE(7, 92);
    const index = Buffer.alloc(136);
    index.writeUInt32LE(copied, 96);
    index.writeUInt32LE(attempted, 128);
    return [header, index] as const;
  }

  it("is the header's count of pages times their size", () => {
    expect(databaseBytesExpected(...files(16, 4096))).toBe(65_536);
    expect(databaseBytesExpected(...files(3, 1))).toBe(3 * 65_536);
    expect(databaseBytesExpected(...files(16, 4096, 40, 40))).toBe(65_536);
  });

  it("is not asked while another process's checkpoint is still copying the log into the file", () => {
    // The checkpoint writes page 1, with the new count, first: between two
    // of its writes the file is shorter than the header says, and sound.
    expect(databaseBytesExpected(...files(16, 4096, 40, 12))).toBe(0);
  });

  it("is not asked of a header whose count SQLite would not trust", () => {
    const [header, index] = files(16, 4096);
    header.writeUInt32BE(8, 24);
    expect(databaseBytesExpected(header, index)).toBe(0);
  });
});
