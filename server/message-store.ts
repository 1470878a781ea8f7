// The durable store of contact messages: one SQLite file through node:sqlite,
// in WAL mode with synchronous=FULL, so a message whose insert returned is on
// disk and survives a crash or a power cut. The schema is created and
// migrated on open.
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { ContactValues } from "../app/lib/contact-submit.ts";

export type DeliveryState = "pending" | "sent";

export type StoredMessage = ContactValues & {
  id: string;
  receivedAt: string;
  deliveryState: DeliveryState;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
};

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
];

type Row = {
  id: string;
  received_at: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  delivery_state: DeliveryState;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
};

function fromRow(row: Row): StoredMessage {
  return {
    id: row.id,
    receivedAt: row.received_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    deliveryState: row.delivery_state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  };
}

export const defaultDataDir = path.resolve(import.meta.dirname, "../data");

export function databasePath(dataDir = process.env.DATA_DIR ?? defaultDataDir): string {
  return path.join(path.resolve(dataDir), "messages.sqlite");
}

export class MessageStore {
  readonly db: DatabaseSync;

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new DatabaseSync(file);
    this.db.exec("PRAGMA journal_mode = WAL");
    this.db.exec("PRAGMA synchronous = FULL");
    this.db.exec("PRAGMA busy_timeout = 5000");
    this.migrate();
  }

  private migrate() {
    const { user_version: version } = this.db.prepare("PRAGMA user_version").get() as {
      user_version: number;
    };
    for (let next = version; next < migrations.length; next += 1) {
      this.db.exec("BEGIN IMMEDIATE");
      try {
        this.db.exec(migrations[next] ?? "");
        this.db.exec(`PRAGMA user_version = ${next + 1}`);
        this.db.exec("COMMIT");
      } catch (error) {
        this.db.exec("ROLLBACK");
        throw error;
      }
    }
  }

  /** Stores a message; returns once it is committed to disk. */
  add(values: ContactValues, now = new Date()): StoredMessage {
    const id = randomUUID();
    const row = this.db
      .prepare(
        `INSERT INTO messages (id, received_at, name, email, phone, message, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        id,
        now.toISOString(),
        values.name,
        values.email,
        values.phone,
        values.message,
        now.toISOString(),
      ) as Row;
    return fromRow(row);
  }

  get(id: string): StoredMessage | undefined {
    const row = this.db.prepare("SELECT * FROM messages WHERE id = ?").get(id) as Row | undefined;
    return row ? fromRow(row) : undefined;
  }

  /** Messages newest first. */
  list(limit = 50): StoredMessage[] {
    const rows = this.db
      .prepare("SELECT * FROM messages ORDER BY received_at DESC, seq DESC LIMIT ?")
      .all(limit) as Row[];
    return rows.map(fromRow);
  }

  count(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM messages").get() as { n: number }).n;
  }

  /** Messages waiting for a notification whose next try is due. */
  due(now = new Date(), limit = 20): StoredMessage[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM messages WHERE delivery_state = 'pending' AND next_attempt_at <= ?
         ORDER BY seq LIMIT ?`,
      )
      .all(now.toISOString(), limit) as Row[];
    return rows.map(fromRow);
  }

  /** The time of the earliest pending retry, if any. */
  nextDue(): string | undefined {
    const row = this.db
      .prepare("SELECT min(next_attempt_at) AS next FROM messages WHERE delivery_state = 'pending'")
      .get() as { next: string | null };
    return row.next ?? undefined;
  }

  markSent(id: string, now = new Date()) {
    this.db
      .prepare(
        `UPDATE messages SET delivery_state = 'sent', delivered_at = ?, attempts = attempts + 1,
         next_attempt_at = NULL, last_error = NULL WHERE id = ?`,
      )
      .run(now.toISOString(), id);
  }

  markFailed(id: string, error: string, retryAt: Date) {
    this.db
      .prepare(
        `UPDATE messages SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?
         WHERE id = ?`,
      )
      .run(error.slice(0, 500), retryAt.toISOString(), id);
  }

  /** Deletes messages received before the cut-off; returns how many. */
  purgeOlderThan(cutoff: Date): number {
    const result = this.db
      .prepare("DELETE FROM messages WHERE received_at < ?")
      .run(cutoff.toISOString());
    return Number(result.changes);
  }

  /** Deletes one message, as a visitor may ask; returns whether it existed. */
  remove(id: string): boolean {
    return Number(this.db.prepare("DELETE FROM messages WHERE id = ?").run(id).changes) > 0;
  }

  integrityCheck(): string {
    return (this.db.prepare("PRAGMA integrity_check").get() as { integrity_check: string })
      .integrity_check;
  }

  close() {
    if (this.db.isOpen) this.db.close();
  }
}
