// Backups of the message database while the server runs, and putting one back.
// A backup is SQLite's online backup of the live file: a consistent copy of
// every committed message, whatever the server writes meanwhile. Restoring
// adds back the messages the database lacks and keeps every message it has,
// so putting back yesterday's copy never loses today's messages.
import { mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, backup } from "node:sqlite";
import { MessageStore, sqliteErrorText } from "./message-store.ts";

/** The columns a backup carries back; `seq` is given anew on restore. */
const columns = [
  "id",
  "received_at",
  "name",
  "email",
  "phone",
  "message",
  "language",
  "delivery_state",
  "attempts",
  "next_attempt_at",
  "last_error",
  "delivered_at",
];

/**
 * Columns a backup taken before they existed lacks, with the value the
 * migration gives such a row: a message from before the site had other
 * languages came from an English page.
 */
const addedColumns: Readonly<Record<string, string>> = { language: "'en'" };

/** What to read from the backup for each column, by the columns it has. */
function backupColumns(db: DatabaseSync): string {
  const present = new Set(
    (
      db.prepare("SELECT name FROM pragma_table_info('messages', 'backup')").all() as {
        name: string;
      }[]
    ).map((row) => row.name),
  );
  return columns
    .map((column) =>
      present.has(column) || !(column in addedColumns)
        ? column
        : `${addedColumns[column]} AS ${column}`,
    )
    .join(", ");
}

/** "messages-20261123T031500Z.sqlite": sorts by time, one file a backup. */
export function backupFileName(now: Date): string {
  return `messages-${now.toISOString().replace(/[-:]|\.\d+/g, "")}.sqlite`;
}

/** Throws unless SQLite finds the file whole and it holds a message table. */
export function checkBackup(file: string): { messages: number } {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (error) {
    throw new Error(`Cannot open the backup ${file}: ${sqliteErrorText(error)}`, { cause: error });
  }
  try {
    let integrity: string;
    let messages: number | undefined;
    try {
      ({ integrity_check: integrity } = db.prepare("PRAGMA integrity_check").get() as {
        integrity_check: string;
      });
      const table = db
        .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'messages'")
        .get();
      if (table)
        messages = (db.prepare("SELECT count(*) AS n FROM messages").get() as { n: number }).n;
    } catch (error) {
      throw new Error(`The backup ${file} cannot be read: ${sqliteErrorText(error)}`, {
        cause: error,
      });
    }
    if (integrity !== "ok") throw new Error(`The backup ${file} is damaged: ${integrity}`);
    if (messages === undefined) throw new Error(`The file ${file} is not a message backup.`);
    return { messages };
  } finally {
    db.close();
  }
}

/**
 * Copies the database at `source` into a new file in `dir` with SQLite's
 * online backup, checks the copy, and only then gives it its final name.
 */
export async function backupDatabase(
  source: string,
  dir: string,
  now = new Date(),
): Promise<{ file: string; messages: number }> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, backupFileName(now));
  const partial = `${file}.partial`;
  const live = new MessageStore(source, { readOnly: true, mustExist: true });
  try {
    await backup(live.db, partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new Error(`The backup failed: ${sqliteErrorText(error)}`, { cause: error });
  } finally {
    live.close();
  }
  // A backup is one self-contained file, with no write-ahead log beside it.
  const copy = new DatabaseSync(partial);
  copy.exec("PRAGMA journal_mode = DELETE");
  copy.close();
  try {
    const { messages } = checkBackup(partial);
    renameSync(partial, file);
    return { file, messages };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Adds back every message of the backup that the database at `target` lacks,
 * in one transaction, after checking the backup. Creates the database when it
 * is missing. Messages already there are left as they are.
 */
export function restoreDatabase(
  backupFile: string,
  target: string,
): { restored: number; alreadyPresent: number } {
  const { messages } = checkBackup(backupFile);
  const store = new MessageStore(target);
  const db = store.db;
  try {
    const health = store.integrityCheck();
    if (health !== "ok") {
      throw new Error(
        `The database ${target} is damaged (${health}). Stop the server, move the file and its -wal and -shm files aside, then restore again.`,
      );
    }
    db.prepare("ATTACH DATABASE ? AS backup").run(backupFile);
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = db
        .prepare(
          `INSERT INTO main.messages (${columns.join(", ")})
           SELECT ${backupColumns(db)} FROM backup.messages
           WHERE id NOT IN (SELECT id FROM main.messages) ORDER BY seq`,
        )
        .run();
      db.exec("COMMIT");
      const restored = Number(result.changes);
      return { restored, alreadyPresent: messages - restored };
    } catch (error) {
      db.exec("ROLLBACK");
      throw new Error(`Nothing was restored: ${sqliteErrorText(error)}`, { cause: error });
    }
  } finally {
    store.close();
  }
}
