// Backups of the message database while the server runs (SQLite's online
// backup: every committed message), and putting one back: the messages the
// database lacks are added, none it has is lost. A backup is a file anyone could
// have made, so nothing in it is trusted: its schema may compute nothing, and
// each row must be one the server could have written before any is put back.
import { closeSync, fchmodSync, mkdirSync, openSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import {
  DatabaseSync,
  type SQLInputValue,
  type SQLOutputValue,
  type StatementSync,
  backup,
} from "node:sqlite";
import { contactFormWordsIn, languages, officeDays } from "#app/contact/facts.ts";
import { type DetailField, detailLimits, timeSlots } from "#app/contact/details.ts";
import { type ContactField, contactFields } from "#app/contact/fields.ts";
import { contactLimits } from "#app/contact/limits.ts";
import { checkContact } from "#app/contact/schema.ts";
import { MessageStore, sqliteErrorText } from "./message-store.ts";
import { isErrorLine, lastErrorLimit } from "./notifier.ts";

/** At most 4 bytes a character, in UTF-8 as in UTF-16. */
const bytesPerCharacter = 4;
/** A time as the server writes it, Date.toISOString(): 24 characters. */
const timeBytes = 24;
/** The most tries a message may have had: a retry an hour for over eleven years. */
const maxAttempts = 100_000;

/**
 * A column a backup carries back, and what the restore accepts in it: text of
 * at most `bytes` (SQLite tells a size without loading the value), or a whole
 * number up to `max`. A form `field` is checked by the form's rules, at most
 * `limit` characters. `added` is the migration's value for an older backup.
 */
type Column = {
  name: string;
  field?: ContactField | DetailField;
  limit?: number;
  added?: string;
} & ({ bytes: number } | { max: number });

const formText = (field: ContactField | DetailField, limit: number) => ({
  field,
  limit,
  bytes: bytesPerCharacter * limit,
});

/** The columns a backup carries back, in the order they are read; `seq` is given anew on restore. */
const columns: readonly Column[] = [
  { name: "id", bytes: 36 },
  { name: "received_at", bytes: timeBytes },
  ...contactFields.map((field) => ({
    name: field,
    ...formText(field, contactLimits[field]),
  })),
  { name: "language", bytes: 16, added: "'en'" },
  { name: "patient", field: "patient", bytes: 16, added: "''" },
  // Every half day ticked, each with a space after it.
  { name: "times", field: "times", bytes: timeSlots.join(" ").length + 1, added: "''" },
  { name: "times_note", ...formText("timesNote", detailLimits.timesNote), added: "''" },
  { name: "plan", ...formText("plan", detailLimits.plan), added: "''" },
  { name: "callback_language", field: "callbackLanguage", bytes: 16, added: "''" },
  { name: "interpreter", max: 1, added: "0" },
  { name: "delivery_state", bytes: 16 },
  { name: "attempts", max: maxAttempts },
  { name: "next_attempt_at", bytes: timeBytes },
  { name: "last_error", bytes: bytesPerCharacter * lastErrorLimit },
  { name: "delivered_at", bytes: timeBytes },
];
const columnNames = columns.map((column) => column.name);
const addedColumns = new Set(columns.flatMap((column) => (column.added ? [column.name] : [])));
const formFields = columns.flatMap(({ name, field }) => (field ? [{ name, field }] : []));

/** An id as MessageStore.add makes it: crypto.randomUUID(), a version 4 UUID. */
const messageId = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A name from the backup's own schema, shown only when it is a plain identifier. */
function named(what: string, name: unknown): string {
  return typeof name === "string" && /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)
    ? `${what} ${name}`
    : what;
}

/**
 * What in the backup's schema SQLite would compute while checking or reading
 * it (a virtual table, a generated column, an index on an expression, a partial
 * index): the backup's code run here, so refused before anything is read. Also
 * whether the message table is the server's, a rowid table keyed by `seq` with
 * every column read. Returns the problem, or the message table's column names.
 */
function schemaProblem(db: DatabaseSync): string | ReadonlySet<string> {
  const all = <T>(sql: string, ...values: SQLInputValue[]) => db.prepare(sql).all(...values) as T[];
  type Info = { name: string; type: string; wr: number; pk: number; partial: number };
  const tables = all<Info>("SELECT name, type, wr FROM pragma_table_list WHERE schema = 'main'");
  const messages = tables.find((table) => table.name === "messages");
  if (!messages) return "it has no messages table";
  for (const table of tables) {
    if (table.type === "virtual") return `it has a virtual ${named("table", table.name)}`;
    if (table.type !== "table") continue;
    const [computed] = all<Info>("SELECT name FROM pragma_table_xinfo(?) WHERE hidden", table.name);
    if (computed) {
      const known = columnNames.includes(computed.name) ? ` (${computed.name})` : "";
      return `its ${named("table", table.name)} has a generated column${known}`;
    }
    for (const index of all<Info>("SELECT name, partial FROM pragma_index_list(?)", table.name)) {
      if (index.partial) return `its ${named("table", table.name)} has a partial index`;
      if (all("SELECT 1 FROM pragma_index_xinfo(?) WHERE cid = -2", index.name).length > 0)
        return `its ${named("table", table.name)} has an index on an expression`;
    }
  }
  if (messages.type !== "table" || messages.wr) {
    return "its messages table is not a plain table with rowids";
  }
  const present = all<Info>("SELECT name, type, pk FROM pragma_table_xinfo('messages')");
  const seq = present.find((column) => column.name === "seq");
  const keyIndex = all("SELECT 1 FROM pragma_index_list('messages') WHERE origin = 'pk'").length;
  if (
    !seq ||
    seq.type.toUpperCase() !== "INTEGER" ||
    seq.pk !== 1 ||
    present.some((column) => column.pk > 1) ||
    keyIndex
  ) {
    return "its messages table has no seq INTEGER PRIMARY KEY";
  }
  const missing = columnNames.filter(
    (name) => !addedColumns.has(name) && !present.some((column) => column.name === name),
  );
  if (missing.length > 0) return `its messages table has no column ${missing.join(", ")}`;
  return new Set(present.map((column) => column.name));
}

function openBackup(file: string): DatabaseSync {
  try {
    return new DatabaseSync(file, { readOnly: true });
  } catch (error) {
    throw new Error(`Cannot open the backup ${file}: ${sqliteErrorText(error)}`, { cause: error });
  }
}

/** A backup refused for what it holds: its schema, its integrity or a row that breaks a rule. */
class Refusal extends Error {}

/**
 * Checks a backup's schema, then SQLite's integrity with the backup's own CHECK
 * constraints off (the restore checks every value); its message count and columns.
 */
function inspectBackup(db: DatabaseSync, file: string) {
  try {
    const present = schemaProblem(db);
    if (typeof present === "string") {
      throw new Refusal(`The file ${file} is not a message backup the server writes: ${present}.`);
    }
    db.exec("PRAGMA ignore_check_constraints = ON");
    const integrity = db.prepare("PRAGMA integrity_check").get()?.integrity_check;
    if (integrity !== "ok")
      throw new Refusal(`The backup ${file} is damaged: ${String(integrity)}`);
    const messages = db.prepare("SELECT count(*) AS n FROM messages").get()?.n as number;
    return { messages, present };
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Error(`The backup ${file} cannot be read: ${sqliteErrorText(error)}`, {
      cause: error,
    });
  }
}

/**
 * Reads the rows by `seq`; a value too large or of another type as null, its
 * type beside it. A form field's is read for the form's rules (formProblems):
 * text too large to load as text one character over its limit, a value of
 * another type as an empty blob, which is not text.
 */
function rowsQuery(present: ReadonlySet<string>): string {
  const read = columns.flatMap((column) => {
    const source = (!present.has(column.name) && column.added) || column.name;
    const within =
      "bytes" in column
        ? `typeof(${source}) = 'text' AND octet_length(${source}) <= ${column.bytes}`
        : `typeof(${source}) = 'integer' AND ${source} BETWEEN 0 AND ${column.max}`;
    const otherwise = column.field
      ? ` WHEN typeof(${source}) = 'text' THEN printf('%.*c', ${(column.limit ?? 0) + 1}, 'x')
          WHEN typeof(${source}) <> 'null' THEN x''`
      : "";
    return [
      `typeof(${source}) AS "${column.name}:type"`,
      `CASE WHEN ${within} THEN ${source}${otherwise} END AS ${column.name}`,
    ];
  });
  return `SELECT CAST(seq AS TEXT) AS seq, ${read.join(", ")} FROM messages ORDER BY seq`;
}

type BackupRow = Record<string, SQLOutputValue>;

/** A time as the server writes it (Date.toISOString()), e.g. 2026-10-01T10:00:00.000Z. */
function isTime(value: unknown): boolean {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value))
    return false;
  const time = Date.parse(value);
  return Number.isFinite(time) && new Date(time).toISOString() === value;
}

/**
 * A form field's problem, in the form's words (English, for staff), by a post's
 * rules, except that a plan may be one the practice's list no longer has.
 */
function formProblems(row: BackupRow): string | undefined {
  const words = contactFormWordsIn.en;
  const values: Record<string, unknown> = {
    interpreter: row.interpreter === 0 || row.interpreter === 1 ? row.interpreter === 1 : "neither",
  };
  for (const { name, field } of formFields) {
    const value = row[name];
    values[field] =
      field === "times" && typeof value === "string" ? value.split(" ").filter(Boolean) : value;
  }
  const check = checkContact(values, words, { days: officeDays });
  if (check.ok) return undefined;
  return [...formFields.map(({ field }) => field), "interpreter" as const]
    .flatMap((field) => {
      const problem = check.fieldErrors[field];
      if (!problem) return [];
      const name = words.fieldNames[field];
      return [problem.includes(name) ? problem : `${name}: ${problem}`];
    })
    .join("; ");
}

/** How far ahead of this clock a backup's time may be: never a date that escapes the purge. */
const clockSkewMs = 60 * 60_000;

/** What is wrong with a row of the backup, or undefined when it is one the server could have written. */
function rowProblem(row: BackupRow, now: Date): string | undefined {
  if (typeof row.id !== "string" || !messageId.test(row.id)) {
    return "its id is not a message id (a UUID as the server makes)";
  }
  if (!isTime(row.received_at)) {
    return "its received_at is not a time as the server writes one (like 2026-10-01T10:00:00.000Z)";
  }
  // A message from the future would outlive the retention period's purge,
  // which deletes by received_at, and stay at the top of the inbox.
  for (const column of ["received_at", "delivered_at"]) {
    const time = row[column];
    if (typeof time === "string" && Date.parse(time) > now.getTime() + clockSkewMs) {
      return `its ${column} is later than now (${now.toISOString()}): a message from the future`;
    }
  }
  const form = formProblems(row);
  if (form) return form;
  if (!languages.some((language) => language === row.language)) {
    return `its language is not one of the site's (${languages.join(", ")})`;
  }
  if (row.delivery_state !== "pending" && row.delivery_state !== "sent") {
    return 'its delivery state is not "pending" or "sent"';
  }
  if (typeof row.attempts !== "number") {
    return `its count of attempts is not a whole number from 0 to ${maxAttempts}`;
  }
  for (const column of ["next_attempt_at", "delivered_at"]) {
    if (row[column] !== null || row[`${column}:type`] !== "null") {
      if (!isTime(row[column])) {
        return `its ${column} is neither empty nor a time as the server writes one (like 2026-10-01T10:00:00.000Z)`;
      }
    }
  }
  const lastError = row.last_error;
  // Servers before errorLine() stored a mail server's reply of several lines
  // as it came (535-5.7.8 …\n535 5.7.8 …): its line breaks are allowed, and
  // the inbox shows them escaped like every stored text.
  if (
    row["last_error:type"] !== "null" &&
    (typeof lastError !== "string" || !isErrorLine(lastError.replace(/\r?\n/g, " ")))
  ) {
    return `its last error is not text of at most ${lastErrorLimit} characters without control characters`;
  }
  return undefined;
}

/** Every row, checked before it is given out; the first bad one stops the restore (never its value). */
function* checkedRows(rows: StatementSync, file: string) {
  const now = new Date();
  let position = 0;
  for (const row of rows.iterate() as IterableIterator<BackupRow>) {
    position += 1;
    const problem = rowProblem(row, now);
    if (problem) {
      throw new Refusal(
        `Nothing was restored from ${file}: row ${position} (seq ${String(row.seq)}): ${problem.replace(/\.$/, "")}.`,
      );
    }
    yield columnNames.map((name) => row[name] as SQLInputValue);
  }
}

/** "messages-20261123T031500Z.sqlite": sorts by time, one file a backup. */
export function backupFileName(now: Date): string {
  return `messages-${now.toISOString().replace(/[-:]|\.\d+/g, "")}.sqlite`;
}

/** Throws unless SQLite finds the file whole and its schema is the server's (schemaProblem). */
export function checkBackup(file: string) {
  using db = openBackup(file);
  return { messages: inspectBackup(db, file).messages };
}

/**
 * Copies the database at `source` into a new file in `dir` with SQLite's
 * online backup, checks the copy, and only then gives it its final name.
 */
export async function backupDatabase(source: string, dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, backupFileName(new Date()));
  const partial = `${file}.partial`;
  try {
    using live = new MessageStore(source, { readOnly: true, mustExist: true });
    // Readable by its owner alone before SQLite writes (its journal takes the
    // mode): messages hold health details, whatever the cron job's umask.
    const fd = openSync(partial, "w", 0o600);
    fchmodSync(fd, 0o600);
    closeSync(fd);
    await backup(live.db, partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new Error(`The backup failed: ${sqliteErrorText(error)}`, { cause: error });
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
 * Adds back, in one transaction, every message of the backup the database at
 * `target` (created if missing) lacks. A backup with one bad row is refused
 * whole, before the database is opened.
 */
export function restoreDatabase(backupFile: string, target: string) {
  using source = openBackup(backupFile);
  // One read transaction: the rows checked are the rows copied.
  source.exec("BEGIN");
  const { present } = inspectBackup(source, backupFile);
  const rows = source.prepare(rowsQuery(present));
  // Every row is checked before the database is even opened.
  let checked = 0;
  const checking = checkedRows(rows, backupFile);
  while (!checking.next().done) checked += 1;

  using store = new MessageStore(target);
  const health = store.integrityCheck();
  if (health !== "ok") {
    throw new Error(
      `The database ${target} is damaged (${health}). Stop the server, move the file and its -wal and -shm files aside, then restore again.`,
    );
  }
  const insert = store.db.prepare(
    `INSERT INTO messages (${columnNames.join(", ")})
     VALUES (${columnNames.map(() => "?").join(", ")})
     ON CONFLICT (id) DO NOTHING`,
  );
  store.db.exec("BEGIN IMMEDIATE");
  try {
    let restored = 0;
    for (const values of checkedRows(rows, backupFile)) {
      restored += Number(insert.run(...values).changes);
    }
    store.db.exec("COMMIT");
    return { restored, alreadyPresent: checked - restored };
  } catch (error) {
    store.db.exec("ROLLBACK");
    if (error instanceof Refusal) throw error;
    throw new Error(`Nothing was restored: ${sqliteErrorText(error)}`, { cause: error });
  }
}
