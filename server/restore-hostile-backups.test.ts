// @vitest-environment node
// Restoring a backup file nobody can vouch for: every row is held to the
// contact form's own rules and to what the server itself writes, before
// anything is inserted. A file that breaks one is refused whole, with one
// line that names the row and the rule, never the bad value itself.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { languages } from "#app/content-loader/translated.ts";
import { contactLimits } from "#app/contact/limits.ts";
import { checkBackup, restoreDatabase } from "./message-backup.ts";
import { MessageStore } from "./message-store.ts";
import { messagesTableBeforeLanguages } from "../tests/support/old-databases.ts";
import { emptyDetails } from "#app/contact/details.ts";

let dir: string;
let liveFile: string;
let kept: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "restore-hostile-"));
  liveFile = path.join(dir, "data", "messages.sqlite");
  // The live database holds one message already, which a refused restore leaves alone.
  const live = new MessageStore(liveFile);
  kept = live.add({
    name: "Kept",
    email: "kept@example.com",
    phone: "718-555-0100",
    message: "kept",
  }).id;
  live.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Row = Record<string, SQLInputValue>;

function goodRow(n: number): Row {
  return {
    id: randomUUID(),
    received_at: new Date(Date.UTC(2026, 9, 1, 10, n)).toISOString(),
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    phone: "(718) 555-0100",
    message: `Message ${n}\r\nSecond line\twith a tab`,
    language: "en",
    delivery_state: "sent",
    attempts: 1,
    next_attempt_at: null,
    last_error: null,
    delivered_at: new Date(Date.UTC(2026, 9, 1, 10, n, 5)).toISOString(),
  };
}

/**
 * A backup as the server's own would be (its schema, no write-ahead log), with
 * the given rows written as they are: CHECK constraints do not stop them.
 */
function backupOf(rows: Row[], name = "backup.sqlite"): string {
  const file = path.join(dir, name);
  new MessageStore(file).close();
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = DELETE");
  db.exec("PRAGMA ignore_check_constraints = ON");
  for (const row of rows) {
    const columns = Object.keys(row);
    db.prepare(
      `INSERT INTO messages (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    ).run(...Object.values(row));
  }
  db.close();
  return file;
}

/** Three good rows with the second one changed. */
function backupWithBadSecondRow(change: Row): string {
  return backupOf([goodRow(1), { ...goodRow(2), ...change }, goodRow(3)]);
}

/**
 * Makes a generated column costly after its rows are written, as a hostile
 * file would have it: the table is made with `zeroblob(1)` and this rewrites
 * it to 150 MB in the schema. An insert into the costly table would compute
 * the value itself (SQLite checks NOT NULL on insert): 300 MB of text, a
 * second here and twenty on a busy machine, before the restore is even tried.
 */
function makeCostly(file: string) {
  // Writing the schema is what SQLite's defensive flag forbids: a hostile author turns it off.
  const db = new DatabaseSync(file, { defensive: false });
  db.exec("PRAGMA writable_schema = ON");
  const { changes } = db
    .prepare(
      "UPDATE sqlite_schema SET sql = replace(sql, 'zeroblob(1)', 'zeroblob(150000000)') WHERE sql LIKE '%zeroblob(1)%'",
    )
    .run();
  db.close();
  expect(changes).toBe(1);
}

function liveIds(): string[] {
  const store = new MessageStore(liveFile, { readOnly: true });
  const ids = store.list(Number.MAX_SAFE_INTEGER).map((message) => message.id);
  store.close();
  return ids;
}

/** The error restoring throws, after checking that nothing was restored. */
function refusal(file: string): string {
  let thrown: unknown;
  try {
    restoreDatabase(file, liveFile);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(Error);
  expect(liveIds()).toEqual([kept]);
  const message = (thrown as Error).message;
  // One line, with nothing in it that a terminal would act on.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  return message;
}

describe("restoring a hostile backup", () => {
  it("refuses a small file whose message is a generated column, without computing it", () => {
    const file = path.join(dir, "generated.sqlite");
    const db = new DatabaseSync(file);
    // Each row's message would be 300 MB, made up when it is read.
    db.exec(`CREATE TABLE messages (
      seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, received_at TEXT NOT NULL,
      name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
      message TEXT NOT NULL GENERATED ALWAYS AS (hex(zeroblob(1))) VIRTUAL,
      delivery_state TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT, last_error TEXT, delivered_at TEXT,
      language TEXT NOT NULL DEFAULT 'en')`);
    const row = goodRow(1);
    delete row.message;
    db.prepare(
      `INSERT INTO messages (${Object.keys(row).join(", ")}) VALUES (${Object.keys(row)
        .map(() => "?")
        .join(", ")})`,
    ).run(...Object.values(row));
    db.close();
    makeCostly(file);
    expect(statSync(file).size).toBeLessThan(64 * 1024);

    // Refused by its schema, before SQLite's integrity check or a read would compute the value.
    expect(refusal(file)).toMatch(/generated column \(message\)/);
    expect(() => checkBackup(file)).toThrow(/generated column \(message\)/);
  });

  it("refuses a generated column it does not read, in any table", () => {
    const file = backupOf([goodRow(1)]);
    const db = new DatabaseSync(file);
    db.exec(`CREATE TABLE notes (
      n INTEGER PRIMARY KEY, note TEXT NOT NULL GENERATED ALWAYS AS (hex(zeroblob(1))) VIRTUAL)`);
    db.exec("INSERT INTO notes (n) VALUES (1)");
    db.close();
    makeCostly(file);
    expect(refusal(file)).toMatch(/generated column/);
  });

  it("refuses an index on a computed expression", () => {
    const file = backupOf([goodRow(1)]);
    const db = new DatabaseSync(file);
    db.exec("CREATE INDEX costly ON messages (length(hex(zeroblob(1000000))))");
    db.close();
    expect(refusal(file)).toMatch(/index on an expression/);
  });

  it("refuses a partial index, whose condition checking would compute", () => {
    const file = backupOf([goodRow(1)]);
    const db = new DatabaseSync(file);
    db.exec("CREATE INDEX costly ON messages (id) WHERE length(hex(zeroblob(1000000))) > 0");
    db.close();
    expect(refusal(file)).toMatch(/partial index/);
  });

  it("refuses a message table that is a virtual table", () => {
    const file = path.join(dir, "virtual.sqlite");
    const db = new DatabaseSync(file);
    db.exec(`CREATE VIRTUAL TABLE messages USING fts5(seq, id, received_at, name, email, phone,
      message, language, delivery_state, attempts, next_attempt_at, last_error, delivered_at)`);
    db.close();
    expect(refusal(file)).toMatch(/virtual table messages/);
  });

  it("refuses a message table without the server's seq key", () => {
    const file = path.join(dir, "without-rowid.sqlite");
    const db = new DatabaseSync(file);
    db.exec(`CREATE TABLE messages (
      seq TEXT PRIMARY KEY, id TEXT NOT NULL UNIQUE, received_at TEXT NOT NULL,
      name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL,
      delivery_state TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT, last_error TEXT, delivered_at TEXT,
      language TEXT NOT NULL DEFAULT 'en') WITHOUT ROWID`);
    const row = { seq: "x".repeat(100), ...goodRow(1) };
    db.prepare(
      `INSERT INTO messages (${Object.keys(row).join(", ")}) VALUES (${Object.keys(row)
        .map(() => "?")
        .join(", ")})`,
    ).run(...Object.values(row));
    db.close();
    expect(refusal(file)).toMatch(/not a plain table with rowids/);
  });

  it("refuses a stored message larger than the form allows, without reading it whole", () => {
    const file = backupWithBadSecondRow({ message: "x".repeat(2_000_000) });
    // The limit as English writes numbers: "5,000".
    const limit = new Intl.NumberFormat("en-US").format(contactLimits.message);
    expect(refusal(file)).toMatch(
      new RegExp(
        `^Nothing was restored from .*: row 2 \\(seq 2\\): Message is too long: at most ${limit} characters\\.$`,
      ),
    );
  });

  it("refuses an id that is not one the server makes, and never prints it", () => {
    const file = backupWithBadSecondRow({ id: `${randomUUID()}\r\n\x1b[31m` });
    const message = refusal(file);
    expect(message).toMatch(/row 2 \(seq 2\): its id is not a message id/);
    expect(message).not.toContain("[31m");
  });

  it("refuses an e-mail field with two addresses", () => {
    const message = refusal(backupWithBadSecondRow({ email: "a@b.c, d@e.f" }));
    expect(message).toMatch(/row 2 \(seq 2\): Email: Enter an email address/);
    expect(message).not.toContain("a@b.c");
  });

  it("refuses a language the site does not have", () => {
    expect(refusal(backupWithBadSecondRow({ language: "xx" }))).toContain(
      `row 2 (seq 2): its language is not one of the site's (${languages.join(", ")})`,
    );
  });

  it("refuses a delivery state other than pending or sent", () => {
    expect(refusal(backupWithBadSecondRow({ delivery_state: "delivered" }))).toMatch(
      /row 2 \(seq 2\): its delivery state is not "pending" or "sent"/,
    );
  });

  it.each<[string, Row, RegExp]>([
    ["a name over the form's limit", { name: "N".repeat(201) }, /Full name is too long/],
    [
      "a phone number with a line break",
      { phone: "718\n555-0100" },
      /Phone contains characters that are not allowed/,
    ],
    ["an empty message", { message: "  " }, /Message is required/],
    ["a message that is not text", { message: new Uint8Array([104, 105]) }, /Message must be text/],
    [
      "a bidirectional override in a name",
      { name: "Ana \u202e" },
      /Full name contains characters that are not allowed/,
    ],
    [
      "a zero-width space in a message",
      { message: "Call me\u200b tomorrow" },
      /Message contains an invisible character/,
    ],
    ["a received time that is not a timestamp", { received_at: "yesterday" }, /received_at/],
    // A message from the future would outlive the retention period's purge.
    [
      "a received time in 2099",
      { received_at: "2099-01-01T00:00:00.000Z" },
      /received_at is later than now/,
    ],
    [
      "a received time a day ahead",
      { received_at: new Date(Date.now() + 24 * 3_600_000).toISOString() },
      /received_at is later than now/,
    ],
    [
      "a delivery time in 2099",
      { delivered_at: "2099-01-01T00:00:05.000Z" },
      /delivered_at is later than now/,
    ],
    [
      "a retry time that is not a timestamp",
      { next_attempt_at: "2026-13-01T00:00:00.000Z" },
      /next_attempt_at/,
    ],
    ["negative attempts", { attempts: -1 }, /attempts/],
    ["attempts that are not a whole number", { attempts: 1.5 }, /attempts/],
    ["a last error with an escape sequence", { last_error: "busy\x1b[2J" }, /last error/],
    ["a last error over 500 characters", { last_error: "e".repeat(501) }, /last error/],
  ])("refuses %s", (_case, change, rule) => {
    const message = refusal(backupWithBadSecondRow(change));
    expect(message).toMatch(/row 2 \(seq 2\)/);
    expect(message).toMatch(rule);
  });

  it("names a bad row by its position and its seq", () => {
    const file = backupOf([goodRow(1), goodRow(2), goodRow(3)]);
    const db = new DatabaseSync(file);
    db.exec("DELETE FROM messages WHERE seq = 1");
    db.prepare("UPDATE messages SET language = 'xx' WHERE seq = 3").run();
    db.close();
    expect(refusal(file)).toMatch(/row 2 \(seq 3\)/);
  });
});

describe("restoring a backup's optional answers", () => {
  it.each([
    [
      "a patient kind the form does not offer",
      { patient: "vip" },
      /New or returning patient: choose one/,
    ],
    [
      "a half day the form does not offer",
      { times: "monday-morning caturday-noon" },
      /Days and times: choose one/,
    ],
    ["a half day twice", { times: "monday-morning monday-morning" }, /Days and times: choose one/],
    [
      "other times with an escape sequence",
      { times_note: "after 3\x1b[31m" },
      /Other days or times contains characters that are not allowed/,
    ],
    [
      "other times of 201 characters",
      { times_note: "x".repeat(201) },
      /Other days or times is too long: at most 200 characters/,
    ],
    [
      "other times of 2 MB, not read whole",
      { times_note: "x".repeat(2_000_000) },
      /Other days or times is too long/,
    ],
    [
      "a plan with a line break",
      { plan: "Medicare\nBcc: x@y.z" },
      /Insurance plan contains characters that are not allowed/,
    ],
    [
      "a call-back language the form does not offer",
      { callback_language: "tlh" },
      /Language for our call back: choose one/,
    ],
    ["an interpreter answer of 2", { interpreter: 2 }, /Interpreter: choose one/],
    ["an interpreter answer in words", { interpreter: "yes" }, /Interpreter: choose one/],
    [
      "other times as bytes",
      { times_note: new Uint8Array([0x61, 0x62]) },
      /Other days or times must be text/,
    ],
  ] as const)("refuses %s, naming the row and never the value", (_what, change, problem) => {
    const message = refusal(backupWithBadSecondRow(change as Row));
    expect(message).toMatch(/row 2 \(seq 2\): /);
    expect(message).toMatch(problem);
    expect(message).not.toContain("Bcc");
  });

  it("refuses a half day on a day the office is closed, as the form does", () => {
    const message = refusal(backupWithBadSecondRow({ times: "monday-morning saturday-morning" }));
    expect(message).toMatch(/row 2 \(seq 2\): Days and times: choose one/);
  });

  it("takes a backup from before the form's optional questions, its messages with none answered", () => {
    const file = path.join(dir, "before-details.sqlite");
    const db = new DatabaseSync(file);
    db.exec(`${messagesTableBeforeLanguages}
      ALTER TABLE messages ADD COLUMN language TEXT NOT NULL DEFAULT 'en';`);
    const row = goodRow(1);
    db.prepare(
      `INSERT INTO messages (${Object.keys(row).join(", ")}) VALUES (${Object.keys(row)
        .map(() => "?")
        .join(", ")})`,
    ).run(...Object.values(row));
    db.close();
    expect(restoreDatabase(file, liveFile)).toEqual({ restored: 1, alreadyPresent: 0 });
    const store = new MessageStore(liveFile, { readOnly: true });
    expect(store.list().find((m) => m.id === String(row.id))).toMatchObject({
      ...emptyDetails,
    });
    store.close();
  });
});

describe("restoring a good backup", () => {
  it("restores every row, pending and sent, in every language, and skips ids already there", () => {
    const pending: Row = {
      ...goodRow(2),
      language: "ru",
      name: "Анна Иванова",
      message: "Здравствуйте",
      delivery_state: "pending",
      attempts: 3,
      next_attempt_at: "2026-10-01T11:00:00.000Z",
      last_error: "Message failed: 451 Mailbox busy, try again later",
      delivered_at: null,
      patient: "returning",
      times: "friday-afternoon monday-morning",
      times_note: "После 15:00",
      plan: "A plan no longer on the list",
      callback_language: "ru",
      interpreter: 1,
    };
    const rows = [goodRow(1), pending, { ...goodRow(3), language: "zh", message: "你好" }];
    const file = backupOf(rows);
    expect(restoreDatabase(file, liveFile)).toEqual({ restored: 3, alreadyPresent: 0 });
    expect(restoreDatabase(file, liveFile)).toEqual({ restored: 0, alreadyPresent: 3 });

    const store = new MessageStore(liveFile, { readOnly: true });
    expect(store.count()).toBe(4);
    expect(store.list().find((m) => m.id === String(pending.id))).toEqual({
      id: pending.id,
      receivedAt: pending.received_at,
      name: "Анна Иванова",
      email: pending.email,
      phone: pending.phone,
      message: "Здравствуйте",
      language: "ru",
      deliveryState: "pending",
      attempts: 3,
      nextAttemptAt: "2026-10-01T11:00:00.000Z",
      lastError: "Message failed: 451 Mailbox busy, try again later",
      deliveredAt: null,
      patient: "returning",
      times: ["monday-morning", "friday-afternoon"],
      timesNote: "После 15:00",
      plan: "A plan no longer on the list",
      callbackLanguage: "ru",
      interpreter: true,
    });
    expect(store.list().find((m) => m.id === String(rows[0]!.id))?.message).toBe(
      "Message 1\r\nSecond line\twith a tab",
    );
    store.close();
  });

  it("takes a mail server's reply of several lines, as servers before one-line errors stored it", () => {
    const reply =
      "Invalid login: 535-5.7.8 Username and Password not accepted.\n535 5.7.8 Learn more";
    const file = backupWithBadSecondRow({ last_error: reply });
    expect(restoreDatabase(file, liveFile)).toEqual({ restored: 3, alreadyPresent: 0 });
  });

  it("takes a message of exactly the form's largest size, in four-byte characters", () => {
    const file = backupWithBadSecondRow({
      message: "😀".repeat(contactLimits.message),
      name: "名".repeat(contactLimits.name),
    });
    expect(restoreDatabase(file, liveFile)).toEqual({ restored: 3, alreadyPresent: 0 });
  });

  it("takes a backup from before messages had a language, its messages as English", () => {
    const file = path.join(dir, "old.sqlite");
    const db = new DatabaseSync(file);
    db.exec(messagesTableBeforeLanguages);
    const row = goodRow(1);
    delete row.language;
    db.prepare(
      `INSERT INTO messages (${Object.keys(row).join(", ")}) VALUES (${Object.keys(row)
        .map(() => "?")
        .join(", ")})`,
    ).run(...Object.values(row));
    db.close();
    expect(restoreDatabase(file, liveFile)).toEqual({ restored: 1, alreadyPresent: 0 });
    const store = new MessageStore(liveFile, { readOnly: true });
    expect(store.list().find((m) => m.id === String(row.id))?.language).toBe("en");
    store.close();
  });
});
