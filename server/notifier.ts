// E-mails each stored message to the practice. Delivery runs beside the
// request, never inside it: the visitor's answer waits only for the database.
// A failed or slow mail server leaves the message pending; it is retried with
// growing delays, also after a restart, until the mail server accepts it.
import nodemailer, { type Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import { pageLanguage } from "./contact-language.ts";
import type { MessageStore, StoredMessage } from "./message-store.ts";

export type MailSettings = {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  to: string;
};

const firstRetryMs = 30_000;
const maxRetryMs = 60 * 60_000;
/**
 * How long a claimed message is held by the process sending it. Longer than
 * the SMTP timeouts below together; a process that dies mid-send leaves the
 * message to be taken again once the lease ends.
 */
export const claimLeaseMs = 5 * 60_000;

/** Delay before the next try after `attempts` failures: 30 s, 1 min, 2 min … at most 1 hour. */
export function retryDelayMs(attempts: number, firstMs = firstRetryMs): number {
  return Math.min(firstMs * 2 ** Math.max(0, attempts - 1), maxRetryMs);
}

export function notificationFor(message: StoredMessage, settings: MailSettings) {
  const domain = settings.from.split("@")[1] ?? "localhost";
  return {
    from: settings.from,
    to: settings.to,
    replyTo: message.email,
    subject: `Website message from ${message.name}`,
    messageId: `<${message.id}@${domain}>`,
    text: [
      `A visitor sent a message through the website contact form.`,
      ``,
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Phone: ${message.phone}`,
      `Language of the page: ${pageLanguage(message.language)}`,
      `Received: ${message.receivedAt}`,
      `Reference: ${message.id}`,
      ``,
      message.message,
    ].join("\n"),
  };
}

export class Notifier {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly transport: Transporter;
  private readonly store: MessageStore;
  private readonly settings: MailSettings;
  private readonly log: FastifyBaseLogger;
  private readonly firstRetry: number;

  constructor(
    store: MessageStore,
    settings: MailSettings,
    log: FastifyBaseLogger,
    firstRetry = firstRetryMs,
  ) {
    this.store = store;
    this.settings = settings;
    this.log = log;
    this.firstRetry = firstRetry;
    this.transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  /** Sends whatever is pending now, then keeps watching for due retries. */
  start() {
    this.kick();
  }

  /** Asks for a delivery round as soon as the current one ends. */
  kick() {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.round(), 0);
  }

  private async round() {
    if (this.running) {
      await this.running;
      return this.kick();
    }
    this.running = this.deliverDue()
      .catch((error: unknown) => {
        // The store itself failed (a full disk, a deleted file): the messages
        // stay as they are in the database; try again after the first delay.
        this.log.error(
          {
            outcome: "notify-round-failed",
            reason: error instanceof Error ? error.message : String(error),
          },
          "contact notifications paused by a store error",
        );
        this.retryLater(this.firstRetry);
      })
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
    try {
      this.scheduleNext();
    } catch {
      this.retryLater(this.firstRetry);
    }
  }

  private retryLater(wait: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.round(), wait);
  }

  private scheduleNext() {
    if (this.stopped) return;
    const next = this.store.nextDue();
    if (!next) return;
    const wait = Math.max(0, Math.min(Date.parse(next) - Date.now(), maxRetryMs));
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.round(), wait);
  }

  private async deliverDue() {
    for (const message of this.store.due()) {
      if (this.stopped) return;
      // Another server on the same data folder may have taken it already.
      if (!this.store.claim(message.id, new Date(), claimLeaseMs)) continue;
      try {
        await this.transport.sendMail(notificationFor(message, this.settings));
        this.store.markSent(message.id);
        this.log.info({ messageId: message.id, outcome: "notified" }, "contact message e-mailed");
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt = new Date(Date.now() + retryDelayMs(message.attempts + 1, this.firstRetry));
        this.store.markFailed(message.id, reason, retryAt);
        this.log.warn(
          { messageId: message.id, outcome: "notify-failed", retryAt: retryAt.toISOString() },
          "contact message e-mail failed; will retry",
        );
      }
    }
  }

  /** Stops scheduling and waits for a delivery in progress. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }
}
