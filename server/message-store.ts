// The durable store of contact messages: one SQLite file (node:sqlite, WAL,
// synchronous=FULL), so a message whose commit returned survives a crash or a
// power cut. A write SQLite did not report committed throws StoreError, and the
// visitor is told the message was not sent (docs/decisions/009, 029).
import { randomUUID } from "node:crypto";
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  statfsSync,
} from "node:fs";
import path from "node:path";
import {
  DatabaseSync,
  type SQLInputValue,
  type SQLOutputValue,
  type StatementSync,
} from "node:sqlite";
import { type Language, languages } from "#app/contact/languages.ts";
import {
  type ContactDetails,
  callbackLanguages,
  patientKinds,
  timeSlots,
} from "#app/contact/details.ts";
import type { ContactValues } from "#app/contact/fields.ts";

// Each entry moves the schema one version forward; never edit a shipped one.
const migrations: readonly string[] = [
  `CREATE TABLE messages (
     seq INTEGER PRIMARY KEY,
     id TEXT NOT NULL UNIQUE,
     received_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL,
     delivery_state TEXT NOT NULL DEFAULT 'pending' CHECK (delivery_state IN ('pending', 'sent')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT,
     last_error TEXT,
     delivered_at TEXT
   );
   CREATE INDEX messages_pending ON messages (delivery_state, next_attempt_at);
   CREATE INDEX messages_received ON messages (received_at);`,
  // One row the health check rewrites, to prove the store can still commit.
  `CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);`,
  // The language of the page a message was sent from; every message stored
  // before the site had other languages came from an English page.
  `ALTER TABLE messages ADD COLUMN language TEXT NOT NULL DEFAULT 'en';`,
  // The form's optional answers (app/contact/details.ts); a message sent
  // before the form asked them has none. The ticked half days are one text,
  // separated by spaces ("monday-morning friday-afternoon").
  `ALTER TABLE messages ADD COLUMN patient TEXT NOT NULL DEFAULT '';
   ALTER TABLE messages ADD COLUMN times TEXT NOT NULL DEFAULT '';
   ALTER TABLE messages ADD COLUMN times_note TEXT NOT NULL DEFAULT '';
   ALTER TABLE messages ADD COLUMN plan TEXT NOT NULL DEFAULT '';
   ALTER TABLE messages ADD COLUMN callback_language TEXT NOT NULL DEFAULT '';
   ALTER TABLE messages ADD COLUMN interpreter INTEGER NOT NULL DEFAULT 0;`,
];

// What the operator does about a store fault (docs/operations.md, "After a
// database alarm"), by the check that failed; `restart` after a -wal or -shm
// was deleted or replaced, `restartChecked` after a file was emptied under the
// server (the database as last checkpointed may be sound; the start checks it).
const storeActions = {
  "database-file":
    "Stop the server (systemctl stop brooklyn-headache), put the database file back or restore the newest backup, then start it; docs/operations.md, After a database alarm.",
  damaged:
    "Stop the server (systemctl stop brooklyn-headache), move messages.sqlite and its -wal and -shm files aside, start it, then restore the newest backup (npm run inbox -- restore <file>); docs/operations.md, After a database alarm.",
  "disk-space": "Free space on the disk; the server takes messages again by itself.",
  write: "Read the reason in the log; docs/operations.md, After a database alarm.",
  restart:
    "Messages stored so far were copied into the database file. Restart the server with SIGTERM (systemctl restart brooklyn-headache), never kill -9; docs/operations.md, After a database alarm.",
  restartChecked:
    "Restart the server with SIGTERM (systemctl restart brooklyn-headache): it checks the database at start and, if it is damaged, says in one line how to restore; docs/operations.md, After a database alarm.",
} as const;

/** A write the store could not commit, or a database that is not where it was opened. */
export class StoreError extends Error {
  /** Which check failed (for logs and the health check), and what the operator does about it. */
  readonly check: "database-file" | "damaged" | "disk-space" | "write";
  readonly action: string;
  constructor(
    check: StoreError["check"],
    message: string,
    options?: ErrorOptions & { action?: string },
  ) {
    super(message, options);
    this.check = check;
    this.action = options?.action ?? storeActions[check];
  }
}

const dataFolder = (file: string): number | undefined =>
  statSync(file, { throwIfNoEntry: false })?.size;

/**
 * The size of a database file emptied in place, or undefined: a file too
 * short for SQLite's header (100 bytes), with a log or its index beside it.
 * SQLite writes a new database's header before it makes the log, so the log
 * is looked for first: once it is seen, the header was there already, and a
 * short file was emptied. The other way round, another process making the
 * same new database can be seen at 0 bytes, then with its new log.
 */
export function emptiedBesideLog(file: string, folder = dataFolder): number | undefined {
  if (folder(`${file}-wal`) === undefined && folder(`${file}-shm`) === undefined) return undefined;
  const size = folder(file);
  return size !== undefined && size < 100 ? size : undefined;
}

/**
 * How long the database file must be, from its header (the first 100 bytes)
 * and its log's index (the first 136 bytes of the -shm file): the pages the
 * header counts (bytes 28-31, valid when bytes 92-95 equal 24-27) times the
 * page size (bytes 16-17, 1 meaning 65,536). While a checkpoint is copying
 * the log into the file, it writes the first page, with the new count,
 * before the pages that make the file that long: the index then says frames
 * were attempted that are not yet copied back (bytes 128-131 above 96-99),
 * and 0 is returned; the next write looks again.
 */
export function databaseBytesExpected(header: Buffer, index: Buffer): number {
  if (index.readUInt32LE(128) !== index.readUInt32LE(96)) return 0;
  if (header.readUInt32BE(92) !== header.readUInt32BE(24)) return 0;
  const rawPageSize = header.readUInt16BE(16);
  return header.readUInt32BE(28) * (rawPageSize === 1 ? 65_536 : rawPageSize);
}

function damagedDatabase(file: string, detail: string, cause?: unknown): StoreError {
  const line = `The database ${file} is damaged (${detail.split("\n")[0]}). ${storeActions.damaged}`;
  return new StoreError("damaged", line, { cause });
}

/** Whether SQLite said the file is damaged (SQLITE_CORRUPT) or not a database at all (SQLITE_NOTADB). */
function isDamageError(error: unknown): boolean {
  const { errcode } = error as { errcode?: number };
  return typeof errcode === "number" && [11, 26].includes(errcode & 0xff);
}

/** Free space the health check asks for: several of the largest messages with their log pages. */
const minFreeBytes = 256 * 1024;

/** SQLite's own words for an error, such as "database or disk is full". */
export function sqliteErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { errstr } = error as Error & { errstr?: string };
  return errstr && !error.message.includes(errstr) ? `${error.message} (${errstr})` : error.message;
}

type StoreOptions = {
  /** Open for reading only (the inbox); neither that nor mustExist creates the file. */
  readOnly?: boolean;
  mustExist?: boolean;
  /** Opens only if this user may write each file and a test write commits (the server's start). */
  proveWritable?: boolean;
  /** Where a writer says what it found at open and went on (the server's log). */
  warn?: (line: string) => void;
};

/** A message from its row; a database not yet migrated (the inbox reads it) lacks the later columns. */
function fromRow(row: Record<string, SQLOutputValue>) {
  return {
    id: row.id as string,
    receivedAt: row.received_at as string,
    name: row.name as string,
    email: row.email as string,
    phone: row.phone as string,
    message: row.message as string,
    language: languages.find((language) => language === row.language) ?? "en",
    patient: patientKinds.find((kind) => kind === row.patient) ?? "",
    times: timeSlots.filter((slot) => ((row.times as string) ?? "").split(" ").includes(slot)),
    timesNote: (row.times_note as string | undefined) ?? "",
    plan: (row.plan as string | undefined) ?? "",
    callbackLanguage: callbackLanguages.find((tag) => tag === row.callback_language) ?? "",
    interpreter: row.interpreter === 1,
    deliveryState: row.delivery_state as "pending" | "sent",
    attempts: row.attempts as number,
    nextAttemptAt: row.next_attempt_at as string | null,
    lastError: row.last_error as string | null,
    deliveredAt: row.delivered_at as string | null,
  } satisfies ContactValues & ContactDetails & Record<string, unknown>;
}

/** A stored message; `language` is that of the page the visitor wrote from. */
export type StoredMessage = ReturnType<typeof fromRow>;

/** How long a statement waits for another process's lock before it fails. */
const busyTimeoutMs = 5_000;
/** How long a deletion waits for other readers to let it empty the log. */
export const eraseWaitMs = 5_000;
/** The shortest time between two quick checks while writes keep failing. */
const quickCheckIntervalMs = 10_000;

/**
 * Throws unless this user may read and write the file. A file gone since it
 * was seen passes: another process closed the database and SQLite removed
 * its log, which this process then creates as its own.
 */
function assertWritableFile(file: string) {
  try {
    accessSync(file, constants.R_OK | constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    if (code === "ENOENT") return;
    throw new StoreError(
      "write",
      `The database file ${file} cannot be written by this user (${code}): give it back to the server's user (chown) with mode 0600.`,
      { cause: error },
    );
  }
}

function readHead(fd: number, length: number): { size: number; bytes: Buffer } {
  const bytes = Buffer.alloc(length);
  const { size } = fstatSync(fd);
  readSync(fd, bytes, 0, Math.min(length, size), 0);
  return { size, bytes };
}

export const defaultDataDir = path.resolve(import.meta.dirname, "../data");

export function databasePath(dataDir = process.env.DATA_DIR ?? defaultDataDir): string {
  return path.join(path.resolve(dataDir), "messages.sqlite");
}

export class MessageStore {
  readonly db: DatabaseSync;
  readonly file: string;
  private readonly statements = new Map<string, StatementSync>();
  /** The files opened (a writer's -wal and -shm too), to notice one deleted or replaced and read its header. */
  private readonly descriptors = new Map<string, number>();
  /** Every write throws this until a restart: a file emptied under the server, a failed quick check. */
  private damage: StoreError | undefined;
  /** A write or a file check failed since the last commit: the next write runs a quick check first. */
  private faulted = false;
  private quickCheckedAt = 0;
  /** A -wal or -shm file went missing and its frames were copied into the database file. */
  private logSaved = false;
  /** The length of the log's index (-shm) when last seen, which SQLite maps into memory. */
  private indexBytes = 0;

  constructor(file: string, options: StoreOptions = {}) {
    this.file = file;
    if ((options.readOnly || options.mustExist) && !existsSync(file)) {
      throw new StoreError(
        "database-file",
        `No message database at ${file}. Is DATA_DIR the server's data folder?`,
      );
    }
    if (!options.readOnly) {
      mkdirSync(path.dirname(file), { recursive: true });
      const size = emptiedBesideLog(file);
      if (size !== undefined) {
        throw damagedDatabase(file, `${size} bytes beside its log: it was emptied`);
      }
      const index = dataFolder(`${file}-shm`);
      if ((index === 0 || (index ?? 0) % 32_768 !== 0) && existsSync(`${file}-wal`)) {
        options.warn?.(
          `The log index ${file}-shm was found ${index} bytes long: it was emptied or cut short under the last server, which then stopped (SIGBUS). SQLite rebuilds it from the log; no message is lost.`,
        );
      }
      // SQLite opens a file it may not write read-only, without a word.
      for (const existing of [file, `${file}-wal`, `${file}-shm`].filter((f) => existsSync(f))) {
        assertWritableFile(existing);
      }
    }
    // The busy timeout is set before anything else touches the file, so two
    // processes opening a new database at once wait for each other.
    this.db = new DatabaseSync(file, { readOnly: options.readOnly, timeout: busyTimeoutMs });
    // Deleted messages are overwritten, not left readable in free pages.
    this.db.exec("PRAGMA secure_delete = ON");
    if (options.readOnly) return;
    // A writer's files stay open here for the store's life, to notice one
    // replaced under it: closing any descriptor of a file drops every POSIX
    // lock this process holds on it, SQLite's included (a reader's, closed
    // beside a writer in the same process, would drop the writer's), so none
    // is opened and closed per check.
    this.descriptors.set(file, openSync(file, "r"));
    try {
      this.db.exec("PRAGMA journal_mode = WAL");
      this.db.exec("PRAGMA synchronous = FULL");
      // A damaged file is refused before anything is written to it.
      this.assertIntact();
      this.migrate();
      // Both exist from the first write on, for as long as a connection is open.
      // The index's is writable, to give it back its length (keepIndexMapped).
      this.descriptors.set(`${file}-wal`, openSync(`${file}-wal`, "r"));
      this.descriptors.set(`${file}-shm`, openSync(`${file}-shm`, "r+"));
      this.keepIndexMapped();
      if (options.proveWritable) {
        for (const opened of this.descriptors.keys()) assertWritableFile(opened);
        this.recordHealth();
      }
    } catch (error) {
      this.close();
      if (isDamageError(error)) throw damagedDatabase(file, sqliteErrorText(error), error);
      throw error;
    }
  }

  /**
   * SQLite maps the log's index (-shm) into memory: cut short under the server,
   * the next statement reading it would kill the process (SIGBUS) without a
   * word. So the file is given back its length (zeros, rebuilt from the log)
   * first, and the store takes no write until a restart, saying why.
   */
  private keepIndexMapped() {
    const fd = this.descriptors.get(`${this.file}-shm`);
    if (fd === undefined) return;
    const { size } = fstatSync(fd);
    if (size >= this.indexBytes) {
      this.indexBytes = size;
      return;
    }
    ftruncateSync(fd, this.indexBytes);
    this.damage ??= new StoreError(
      "damaged",
      `The log index ${this.file}-shm was emptied or cut short under the server (${size} bytes, ${this.indexBytes} expected).`,
      { action: storeActions.restartChecked },
    );
  }

  /** Throws unless SQLite's quick check finds the file whole: at open, and after a fault. */
  private assertIntact() {
    const rows = this.statement("PRAGMA quick_check(5)").all() as { quick_check: string }[];
    this.quickCheckedAt = Date.now();
    const problems = rows.map((row) => row.quick_check).filter((line) => line !== "ok");
    if (problems.length > 0) {
      throw damagedDatabase(this.file, `quick_check: ${problems.join("; ")}`);
    }
  }

  private migrate() {
    this.db.exec("BEGIN IMMEDIATE");
    try {
      // Read inside the write lock: another process may have just migrated.
      const { user_version: version } = this.statement("PRAGMA user_version").get() as {
        user_version: number;
      };
      if (version > migrations.length) {
        throw new StoreError(
          "database-file",
          `The database ${this.file} has schema version ${version}, and this server knows versions up to ${migrations.length}: it was written by a newer version of the site, or is not this site's message database.`,
        );
      }
      if (version < migrations.length) {
        for (const migration of migrations.slice(version)) this.db.exec(migration);
        this.db.exec(`PRAGMA user_version = ${migrations.length}`);
      }
      const rows = this.statement("SELECT name FROM sqlite_schema WHERE type = 'table'").all();
      const tables = new Set(rows.map((row) => row.name));
      const missing = ["messages", "health"].filter((table) => !tables.has(table));
      if (missing.length > 0) {
        throw new StoreError(
          "database-file",
          `The database ${this.file} is not this site's message database: it has no ${missing.join(" or ")} table.`,
        );
      }
      this.db.exec("COMMIT");
    } catch (error) {
      this.rollback();
      throw error;
    }
  }

  private rollback() {
    try {
      this.db.exec("ROLLBACK");
    } catch {
      // No transaction was open, or SQLite already rolled it back.
    }
  }

  /**
   * Throws unless each file the store opened is still at its path, the same
   * device and inode; and unless the index is whole (keepIndexMapped) and no
   * earlier fault made the store refuse writes.
   */
  private assertFileInPlace() {
    this.keepIndexMapped();
    if (this.damage) throw this.damage;
    for (const file of this.descriptors.keys()) {
      const moved = this.moved(file);
      if (moved) {
        this.saveLog(file);
        throw new StoreError("database-file", `The database file ${file} ${moved}.`, {
          action: file !== this.file && this.logSaved ? storeActions.restart : undefined,
        });
      }
    }
  }

  private moved(file: string): "is missing" | "was replaced" | undefined {
    const opened = fstatSync(this.descriptors.get(file)!);
    try {
      const now = statSync(file);
      return now.dev !== opened.dev || now.ino !== opened.ino ? "was replaced" : undefined;
    } catch {
      return "is missing";
    }
  }

  /**
   * The log or its index was deleted or replaced under a database file still in
   * place: the messages since the last checkpoint, only in the log this
   * connection holds open, are copied into the database file at once, so a
   * kill -9 before the restart loses none of them.
   */
  private saveLog(missing: string) {
    if (this.logSaved || missing === this.file || this.descriptors.size < 3) return;
    if (this.moved(this.file)) return;
    try {
      this.logSaved = this.statement("PRAGMA wal_checkpoint(PASSIVE)").get()?.busy === 0;
    } catch {
      // The database file went too: nothing to copy into.
    }
  }

  /**
   * A file emptied under the server: its messages may still be in this
   * connection's page cache, which VACUUM INTO copies to a file beside it, kept
   * only when SQLite finds it whole (a page no longer in memory is an error).
   */
  private rescue(): string | undefined {
    const stamp = new Date().toISOString().replace(/[-:]|\.\d+/g, "");
    const copy = `${this.file}.rescued-${stamp}`;
    try {
      // Readable by the server's user alone: messages hold health details.
      closeSync(openSync(copy, "wx", 0o600));
      this.db.prepare("VACUUM INTO ?").run(copy);
      // Closed as the block is left, before the catch removes a bad copy.
      using check = new DatabaseSync(copy);
      check.exec("PRAGMA journal_mode = DELETE");
      const integrity = check.prepare("PRAGMA integrity_check").get()?.integrity_check;
      if (integrity !== "ok") throw new Error(String(integrity));
      return copy;
    } catch {
      rmSync(copy, { force: true });
      return undefined;
    }
  }

  /**
   * Why the database file or its log is shorter than SQLite's own records say
   * (emptied in place, `: > file`, keeps the inode): the file must start with
   * SQLite's header and hold the pages it counts; the log must have the salt its
   * index holds, and every frame the index lists.
   */
  private cutShort(): string | undefined {
    const [database, log, index] = [this.file, `${this.file}-wal`, `${this.file}-shm`].map((file) =>
      this.descriptors.get(file),
    );
    if (database === undefined || log === undefined || index === undefined) return undefined;
    const head = readHead(database, 100);
    if (head.size < 100 || head.bytes.toString("latin1", 0, 16) !== "SQLite format 3\0") {
      return `The database file ${this.file} was emptied or overwritten under the server (${head.size} bytes).`;
    }
    const shm = readHead(index, 136);
    if (shm.size < 136) {
      return `The log index ${this.file}-shm was emptied under the server (${shm.size} bytes).`;
    }
    const expected = databaseBytesExpected(head.bytes, shm.bytes);
    if (head.size < expected) {
      return `The database file ${this.file} was cut short under the server (${head.size} bytes, ${expected} expected).`;
    }
    // The index header is kept twice; while another process rewrites it the
    // copies differ, and the log is checked on the next write instead.
    if (!shm.bytes.subarray(0, 48).equals(shm.bytes.subarray(48, 96))) return undefined;
    const frames = shm.bytes.readUInt32LE(16);
    if (frames === 0) return undefined;
    const rawPageSize = shm.bytes.readUInt16LE(14);
    const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
    const wal = readHead(log, 32);
    const magic = wal.size >= 32 ? wal.bytes.readUInt32BE(0) : 0;
    if (
      wal.size < 32 + frames * (pageSize + 24) ||
      (magic !== 0x377f0682 && magic !== 0x377f0683) ||
      !wal.bytes.subarray(16, 24).equals(shm.bytes.subarray(32, 40))
    ) {
      return `The log ${this.file}-wal was emptied or overwritten under the server (${wal.size} bytes, ${frames} frames of messages expected).`;
    }
    return undefined;
  }

  /**
   * A prepared statement, kept for the next call with the same text; given
   * once the log's index has its length back (see keepIndexMapped).
   */
  private statement(sql: string): StatementSync {
    this.keepIndexMapped();
    let prepared = this.statements.get(sql);
    if (!prepared) this.statements.set(sql, (prepared = this.db.prepare(sql)));
    return prepared;
  }

  private change(sql: string, ...values: SQLInputValue[]) {
    return this.write(() => this.statement(sql).run(...values));
  }

  /**
   * Runs a write in its own transaction and returns only once SQLite reports
   * the commit done; any failure rolls back and throws StoreError.
   */
  private write<T>(run: () => T): T {
    try {
      this.assertFileInPlace();
      this.db.exec("BEGIN IMMEDIATE");
      // Inside the write lock no other process is midway through a write,
      // so the log and its index agree unless a file was cut short.
      const cutShort = this.cutShort();
      if (cutShort) {
        this.rollback();
        const rescued = this.rescue();
        throw (this.damage = new StoreError(
          "damaged",
          rescued
            ? `${cutShort} The messages this server still held in memory were copied to ${rescued}: add them back with npm run inbox -- restore ${rescued} once the server runs again.`
            : cutShort,
          { action: storeActions.restartChecked },
        ));
      }
      // After a fault the file is checked whole before it is written again,
      // at most once every quickCheckIntervalMs while faults go on.
      if (this.faulted && Date.now() - this.quickCheckedAt >= quickCheckIntervalMs) {
        try {
          this.assertIntact();
        } catch (error) {
          if (error instanceof StoreError) this.damage = error;
          throw error;
        }
      }
      const result = run();
      this.db.exec("COMMIT");
      this.faulted = false;
      return result;
    } catch (error) {
      this.rollback();
      this.faulted = true;
      if (error instanceof StoreError) throw error;
      const text = sqliteErrorText(error);
      if (isDamageError(error)) throw (this.damage = damagedDatabase(this.file, text, error));
      const full = ((error as { errcode?: number }).errcode ?? 0) % 256 === 13; // SQLITE_FULL
      throw new StoreError(full ? "disk-space" : "write", text, { cause: error });
    }
  }

  /**
   * Stores a message, with the language of the page it was sent from
   * (English when not given); returns once SQLite reports it committed to disk.
   */
  add(
    values: ContactValues & Partial<ContactDetails> & { language?: Language },
    now = new Date(),
  ): StoredMessage {
    const row = this.write(() =>
      this.statement(
        `INSERT INTO messages (id, received_at, name, email, phone, message, language,
           patient, times, times_note, plan, callback_language, interpreter, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      ).get(
        ...[randomUUID(), now.toISOString(), values.name, values.email, values.phone],
        ...[values.message, values.language ?? "en", values.patient ?? ""],
        // The ticked half days are kept as one text, separated by spaces.
        ...[(values.times ?? []).join(" "), values.timesNote ?? "", values.plan ?? ""],
        ...[values.callbackLanguage ?? "", values.interpreter ? 1 : 0, now.toISOString()],
      ),
    );
    return fromRow(row!);
  }

  /** Rewrites the health table's one row: a commit that proves the store can write. */
  private recordHealth() {
    this.change(
      "INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at",
      new Date().toISOString(),
    );
  }

  /**
   * Proves the store can commit: the file is in place, the disk has room, a
   * write succeeds. Returns what stops it, or undefined.
   */
  checkHealth(): StoreError | undefined {
    try {
      this.assertFileInPlace();
      const disk = statfsSync(path.dirname(this.file));
      const free = disk.bavail * disk.bsize;
      if (free < minFreeBytes)
        throw new StoreError("disk-space", `only ${free} bytes free on the disk`);
      this.recordHealth();
    } catch (error) {
      return error instanceof StoreError ? error : new StoreError("write", sqliteErrorText(error));
    }
  }

  /**
   * Takes a due message for this process to deliver: moves its next try past
   * the lease, but only if no other process took it first. Two servers on one
   * data folder therefore never e-mail the same message twice.
   */
  claim(id: string, now: Date, leaseMs: number): boolean {
    const { changes } = this.change(
      `UPDATE messages SET next_attempt_at = ?
       WHERE id = ? AND delivery_state = 'pending' AND next_attempt_at <= ?`,
      new Date(now.getTime() + leaseMs).toISOString(),
      id,
      now.toISOString(),
    );
    return Number(changes) === 1;
  }

  list(limit = 50): StoredMessage[] {
    const rows = this.statement(
      "SELECT * FROM messages ORDER BY received_at DESC, seq DESC LIMIT ?",
    );
    return rows.all(limit).map(fromRow);
  }

  count(): number {
    return this.statement("SELECT count(*) AS n FROM messages").get()?.n as number;
  }

  due(now: Date, limit: number): StoredMessage[] {
    const rows = this.statement(
      `SELECT * FROM messages WHERE delivery_state = 'pending' AND next_attempt_at <= ?
       ORDER BY seq LIMIT ?`,
    ).all(now.toISOString(), limit);
    return rows.map(fromRow);
  }

  nextDue(): string | undefined {
    const row = this.statement(
      "SELECT min(next_attempt_at) AS next FROM messages WHERE delivery_state = 'pending'",
    ).get();
    return (row?.next as string | null) ?? undefined;
  }

  markSent(id: string, now = new Date()) {
    this.change(
      `UPDATE messages SET delivery_state = 'sent', delivered_at = ?, attempts = attempts + 1,
       next_attempt_at = NULL, last_error = NULL WHERE id = ?`,
      now.toISOString(),
      id,
    );
  }

  /** Records a failed try and when to try again; null holds the message until releaseHeld(). */
  markFailed(id: string, error: string, retryAt: Date | null) {
    this.change(
      "UPDATE messages SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
      error.slice(0, 500),
      retryAt?.toISOString() ?? null,
      id,
    );
  }

  /** Makes every held message (pending, with no next try) due now; how many. */
  releaseHeld(): number {
    const { changes } = this.change(
      `UPDATE messages SET next_attempt_at = ?
       WHERE delivery_state = 'pending' AND next_attempt_at IS NULL`,
      new Date().toISOString(),
    );
    return Number(changes);
  }

  /**
   * Deletes messages received before the cut-off: how many, and whether the
   * log was emptied of their old copies (see eraseLog).
   */
  purgeOlderThan(cutoff: Date, waitMs = eraseWaitMs): { removed: number; logErased: boolean } {
    const purge = this.change("DELETE FROM messages WHERE received_at < ?", cutoff.toISOString());
    return { removed: Number(purge.changes), logErased: this.eraseLog(waitMs) };
  }

  /**
   * Deletes one message, as a visitor may ask: whether it was there, and
   * whether the log was emptied of its old copy (see eraseLog).
   */
  remove(id: string, waitMs = eraseWaitMs): { found: boolean; logErased: boolean } {
    const { changes } = this.change("DELETE FROM messages WHERE id = ?", id);
    return { found: Number(changes) > 0, logErased: this.eraseLog(waitMs) };
  }

  /**
   * Copies the log into the database and empties it, so no old copy of a
   * deleted row stays on disk. A reader holding an older snapshot (a backup)
   * prevents it: this waits up to `waitMs`, then says whether the log is empty.
   */
  private eraseLog(waitMs: number): boolean {
    const deadline = Date.now() + waitMs;
    this.db.exec(`PRAGMA busy_timeout = ${Math.min(1_000, waitMs)}`);
    try {
      for (;;) {
        if (this.statement("PRAGMA wal_checkpoint(TRUNCATE)").get()?.busy === 0) return true;
        if (Date.now() >= deadline) return false;
      }
    } finally {
      this.db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
    }
  }

  /** SQLite's count of commits by other connections to the file, as this one sees it. */
  dataVersion(): number {
    return this.statement("PRAGMA data_version").get()?.data_version as number;
  }

  integrityCheck(): string {
    return this.statement("PRAGMA integrity_check").get()?.integrity_check as string;
  }

  [Symbol.dispose]() {
    this.close();
  }

  close() {
    // A damaged store leaves its connection to the process's exit: closing would
    // checkpoint the log and remove it and its index, the trace that tells the
    // next start the file was emptied (see the constructor).
    if (this.damage) return;
    if (this.db.isOpen) this.db.close();
    // Only now, with SQLite's locks released by its own close.
    for (const fd of this.descriptors.values()) closeSync(fd);
    this.descriptors.clear();
  }
}
