// E-mails each stored message to the practice, beside the request (the visitor
// waits only for the database). A failed or slow mail server leaves the message
// pending, retried with growing delays, also after a restart. A small pool of
// SMTP connections drains a backlog in minutes; each message is claimed in the
// database before it is sent, so no two sends, in any process, are of one message.
import nodemailer from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import type { FastifyBaseLogger } from "fastify";
import { forTerminal } from "./commands/inbox-format.ts";
import { detailLines, pageLanguage } from "./message-details.ts";
import type { MessageStore, StoredMessage } from "./message-store.ts";

export type MailSettings = {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS is required. */
  secure: boolean;
  /** Plain text to a server without STARTTLS (SMTP_UNSAFE_PLAIN_TEXT): tests' loopback sinks only. */
  plainTextUnsafe?: boolean;
  /** A certificate authority to trust besides the system's, for a test's own mail server. */
  ca?: string;
  user?: string;
  pass?: string;
  from: string;
  to: string;
};

const firstRetryMs = 30_000;
const maxRetryMs = 60 * 60_000;
/** The longest wait between rounds while the store fails: mail resumes within minutes of a fix. */
const maxStoreRetryMs = 5 * 60_000;
/**
 * How long a claimed message is held by the process sending it: longer than
 * the SMTP timeouts below for both tries the pool makes (maxRequeues). A message
 * whose sender died is taken again once the lease ends.
 */
const claimLeaseMs = 5 * 60_000;
/**
 * How often the notifier looks for messages another process stored (a restore,
 * a second server on the folder): one cheap pragma, SQLite's data_version.
 */
const watchIntervalMs = 1_000;
/** SMTP connections (and messages in flight) at once: well under what providers allow one client. */
export const mailConnections = 4;

/**
 * Tries a message gets once the mail server rejects it for good (a 5xx reply):
 * then it is held until the next start, when the settings may have been put
 * right, not retried every hour for ever. The inbox shows it with its last error.
 */
export const maxRejections = 5;

/** The most characters of a delivery error the store keeps (last_error). */
export const lastErrorLimit = 500;

// Characters that break a line, move a terminal's cursor or reorder the text
// around them: C0 and C1 controls, DEL, the line and paragraph separators,
// and the bidirectional embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const errorControls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/** A delivery error as the store keeps it: one line, at most `lastErrorLimit` whole characters. */
export function errorLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.toWellFormed().replace(errorControls, " ").trim().slice(0, lastErrorLimit);
  // A character the limit cut in half is left out whole.
  return line.isWellFormed() ? line : line.slice(0, -1);
}

/** Whether a stored delivery error is one the notifier could have written (see errorLine). */
export function isErrorLine(text: string): boolean {
  return text.length <= lastErrorLimit && text.search(errorControls) === -1 && text.isWellFormed();
}

/** Delay before the next try after `attempts` failures: 30 s, 1 min, 2 min … at most `maxMs`, 1 hour. */
export function retryDelayMs(attempts: number, firstMs: number, maxMs = maxRetryMs): number {
  return Math.min(firstMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/**
 * The staff e-mail for a message, the visitor's words shown as the inbox shows
 * them: zero-width characters and direction marks appear as \u{…}.
 */
function notificationFor(message: StoredMessage, settings: MailSettings) {
  const domain = settings.from.split("@")[1] ?? "localhost";
  return {
    from: settings.from,
    to: settings.to,
    replyTo: message.email,
    subject: `Website message from ${forTerminal(message.name)}`,
    messageId: `<${message.id}@${domain}>`,
    text: [
      `A visitor sent a message through the website contact form.`,
      ``,
      `Name: ${forTerminal(message.name)}`,
      `Email: ${forTerminal(message.email)}`,
      `Phone: ${forTerminal(message.phone)}`,
      ...detailLines(message).map((line) => forTerminal(line)),
      `Language of the page: ${pageLanguage(message.language)}`,
      `Received: ${message.receivedAt}`,
      `Reference: ${message.id}`,
      ``,
      forTerminal(message.message, { multiline: true }),
    ].join("\n"),
  };
}

export function createNotifier(
  store: MessageStore,
  settings: MailSettings,
  log: FastifyBaseLogger,
  firstRetry = firstRetryMs,
) {
  let timer: NodeJS.Timeout | undefined;
  let watcher: NodeJS.Timeout | undefined;
  let seenVersion: number | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  /** A store fault that stopped the last rounds: when it began, and how many rounds it failed. */
  let fault: { since: Date; rounds: number } | undefined;
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: mailConnections,
    // A connection is replaced after this many messages, as providers limit them.
    maxMessages: 100,
    // A message whose connection closed under it (an idle one dropped) is
    // tried once more on a new one, then waits for its retry.
    maxRequeues: 1,
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // Without STARTTLS, neither the messages (health details) nor the login go
    // out; nodemailer alone upgrades only when the server offers it.
    requireTLS: !settings.secure && !settings.plainTextUnsafe,
    ...(settings.ca ? { tls: { ca: settings.ca } } : {}),
    auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } satisfies SMTPPool.Options & { maxRequeues: number });

  function dataVersion(): number | undefined {
    try {
      return store.dataVersion();
    } catch {
      // The store is closing, or its file is gone: the next round reports it.
      return undefined;
    }
  }

  /** Starts a round when another process has committed since the last look. */
  function watch() {
    const version = dataVersion();
    if (version === undefined || version === seenVersion) return;
    seenVersion = version;
    kick();
  }

  /** Asks for a delivery round as soon as the current one ends. */
  function kick() {
    roundIn(0);
  }

  function roundIn(wait: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void round(), wait);
  }

  async function round() {
    if (running) {
      await running;
      return kick();
    }
    // A failed round schedules its own retry (storeFault): the message it could
    // not claim is still due, and asking the store for the next due time would
    // start the next round at once, and the next, as long as the fault lasts.
    running = deliverDue()
      .then(() => {
        faultCleared();
        scheduleNext();
      })
      .catch((error: unknown) => storeFault(error))
      .finally(() => {
        running = undefined;
      });
    await running;
  }

  /**
   * The store failed (a full disk, a deleted file): the next round waits the
   * first delay, doubling while the fault lasts, at most `maxStoreRetryMs`;
   * logged once. A post or another process's commit still starts a round.
   */
  function storeFault(error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    if (fault === undefined) {
      fault = { since: new Date(), rounds: 0 };
      log.error(
        { outcome: "notify-round-failed", reason },
        "contact notifications paused by a store error; retrying with growing delays",
      );
    }
    fault.rounds += 1;
    roundIn(retryDelayMs(fault.rounds, firstRetry, maxStoreRetryMs));
  }

  /** A round went through after a store fault: says so once. */
  function faultCleared() {
    if (fault === undefined) return;
    log.info(
      { outcome: "notify-resumed", pausedSince: fault.since.toISOString() },
      "contact notifications resumed: the store works again",
    );
    fault = undefined;
  }

  function scheduleNext() {
    if (stopped) return;
    const next = store.nextDue();
    if (next) roundIn(Math.max(0, Math.min(Date.parse(next) - Date.now(), maxRetryMs)));
  }

  /**
   * Sends every message due when the round starts, `mailConnections` at a time.
   * One that fails is due only later, so the round ends; a store error ends it
   * at once and is thrown.
   */
  async function deliverDue() {
    const roundStart = new Date();
    const taken = new Set<string>();
    let queue: StoredMessage[] = [];
    let storeFailure: { error: unknown } | undefined;
    const next = (): StoredMessage | undefined => {
      if (queue.length === 0) {
        // Claimed messages are no longer due, so a new batch holds only
        // messages nobody has taken; `taken` makes sure of it.
        queue = store
          .due(roundStart, 5 * mailConnections)
          .filter((message) => !taken.has(message.id));
      }
      const message = queue.shift();
      if (message) taken.add(message.id);
      return message;
    };
    const sender = async () => {
      while (!stopped && !storeFailure) {
        try {
          const message = next();
          if (!message) return;
          await deliver(message);
        } catch (error) {
          storeFailure ??= { error };
        }
      }
    };
    await Promise.all(Array.from({ length: mailConnections }, sender));
    if (storeFailure) throw storeFailure.error;
  }

  /** Claims one message, e-mails it and records how that went; throws only when the store fails. */
  async function deliver(message: StoredMessage) {
    // Another server on the same data folder may have taken it already.
    if (!store.claim(message.id, new Date(), claimLeaseMs)) return;
    try {
      await transport.sendMail(notificationFor(message, settings));
      store.markSent(message.id);
      log.info({ messageId: message.id, outcome: "notified" }, "contact message e-mailed");
    } catch (error) {
      // The mail server refused for good (an SMTP 5xx reply), not for now.
      const { responseCode = 0 } = error as { responseCode?: number };
      if (responseCode >= 500 && responseCode < 600 && message.attempts + 1 >= maxRejections) {
        store.markFailed(message.id, errorLine(error), null);
        log.error(
          { messageId: message.id, outcome: "notify-held", attempts: message.attempts + 1 },
          "contact message rejected by the mail server every time; held until the server restarts (npm run inbox shows it)",
        );
        return;
      }
      const retryAt = new Date(Date.now() + retryDelayMs(message.attempts + 1, firstRetry));
      store.markFailed(message.id, errorLine(error), retryAt);
      log.warn(
        { messageId: message.id, outcome: "notify-failed", retryAt: retryAt.toISOString() },
        "contact message e-mail failed; will retry",
      );
    }
  }

  return {
    /** Sends whatever is pending now, then watches for due retries and other processes' commits. */
    start() {
      // Messages held after the mail server rejected them for good are tried
      // again once: a restart is how changed mail settings take effect.
      try {
        store.releaseHeld();
      } catch {
        // The store fails: the first round reports it.
      }
      seenVersion = dataVersion();
      watcher = setInterval(watch, watchIntervalMs).unref();
      kick();
    },
    kick,
    /** Stops scheduling, waits for the deliveries in progress, and closes the connections. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(watcher);
      await running;
      transport.close();
    },
  };
}
