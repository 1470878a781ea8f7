// The messages table as the server created it before messages had a
// language, for the tests of the store's migration and of restoring an old
// backup.
export const messagesTableBeforeLanguages = `CREATE TABLE messages (
  seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, received_at TEXT NOT NULL,
  name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL,
  delivery_state TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT, last_error TEXT, delivered_at TEXT);`;
