// The server's settings, read from the environment once at start and checked
// before anything runs: a setting that is empty or cannot be read stops the
// server with one line that names it, instead of silently becoming 0, "off"
// or a default. One zod schema over the environment reads them all; the words
// a person reads are this file's own (docs/decisions/022-settings-with-zod.md).
import { accessSync, constants, mkdirSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { compile as trustedProxies } from "@fastify/proxy-addr";
import * as z from "zod";
import { defaultDataDir } from "./message-store.ts";
import type { MailSettings } from "./notifier.ts";

/** Posts a client may make to /api/contact in a window (CONTACT_RATE_LIMIT sets `max`). */
export const contactRateLimit = { max: 5, timeWindowMs: 60_000 };

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Each message below is what follows the variable's name on the line a person
// reads (see `line`); a rule about two variables writes its whole line.

/** Text that passes `ok`, or the issue "<rule> (got "<text>")". */
const text = (ok: (text: string) => boolean, rule: string) =>
  z.string().refine(ok, { error: (issue) => `${rule} (got "${String(issue.input)}")` });

const wholeNumber = (min: number, max: number) =>
  text(
    (text) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max,
    `must be a whole number from ${min} to ${max}`,
  ).transform(Number);

/** A variable that is set: trimmed, and refused when empty rather than read as its default. */
const setting = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .min(1, "is set but empty: give it a value, or unset it to use the default")
    .pipe(schema);

const list = (text: string) => text.split(",").flatMap((entry) => entry.trim() || []);

/** Whether Fastify's trustProxy takes every entry: an address, a range, or loopback, linklocal, uniquelocal. */
function isProxyList(entries: string[]): boolean {
  try {
    return Boolean(trustedProxies(entries)) && entries.length > 0;
  } catch {
    return false;
  }
}

function isOrigin(entry: string): boolean {
  if (!URL.canParse(entry)) return false;
  const url = new URL(entry);
  return ["http:", "https:"].includes(url.protocol) && url.origin === entry.replace(/\/$/, "");
}

const origins = z
  .string()
  .transform(list)
  .refine((entries) => entries.every(isOrigin), {
    error: ({ input }) =>
      `holds "${(input as string[]).find((entry) => !isOrigin(entry))}", which is not an origin like https://example.org`,
  })
  .transform((entries) => entries.map((entry) => new URL(entry).origin));

const proxies = text(
  (text) => isProxyList(list(text)),
  "must list the proxy's addresses or ranges, like 127.0.0.1 or 10.0.0.0/8",
).transform(list);

const usableDataDir = z.string().transform((text, ctx) => {
  const dir = path.resolve(text);
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK | constants.R_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    ctx.addIssue({
      code: "custom",
      message: `"${text}" cannot be used as the data folder (${code})`,
    });
    return z.NEVER;
  }
  return dir;
});

const emailAddress = text((text) => emailPattern.test(text), "must be an e-mail address");

/**
 * A host name (smtp.example.org) or an address (127.0.0.1, ::1, [::1]), and
 * nothing else: a URL with a user and password in it is refused without
 * being repeated, since the line is printed and logged.
 */
function isHostName(text: string): boolean {
  const bare = /^\[.*\]$/.test(text) ? text.slice(1, -1) : text;
  if (isIP(bare)) return true;
  return (
    text.length <= 253 &&
    text.split(".").every((label) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label))
  );
}

const hostName = z.string().refine(isHostName, {
  error:
    "must be the mail server's host name or address alone, like smtp.example.org (the port goes in SMTP_PORT, the user and password in SMTP_USER and SMTP_PASS); it is not shown here, as it may hold a password",
});

const trueOrFalse = text((text) => ["true", "false"].includes(text), "must be true or false")
  .transform((text) => text === "true")
  .default(false);

/** The mail variables' checks, once SMTP_HOST and MAIL_TO are both set; values are taken as given. */
const mailShape = {
  SMTP_HOST: hostName,
  MAIL_TO: emailAddress,
  MAIL_FROM: emailAddress.optional(),
  SMTP_PORT: wholeNumber(1, 65535).default(587),
  SMTP_SECURE: trueOrFalse,
  SMTP_UNSAFE_PLAIN_TEXT: trueOrFalse,
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  // Read only to refuse plain-text mail in production.
  NODE_ENV: z.string().optional(),
};

const mailServer = z
  .object(mailShape)
  .refine((mail) => (mail.SMTP_USER === undefined) === (mail.SMTP_PASS === undefined), {
    message: "SMTP_USER and SMTP_PASS go together: set both, or neither",
    when: () => true, // also when another mail setting is bad: every problem is listed at once
  })
  .refine((mail) => !(mail.SMTP_UNSAFE_PLAIN_TEXT && mail.NODE_ENV === "production"), {
    message:
      "SMTP_UNSAFE_PLAIN_TEXT is refused in production (NODE_ENV=production): patients' messages and the mail password go only over TLS; use a mail server that offers STARTTLS, or SMTP_SECURE=true",
    when: () => true,
  })
  .transform((mail): MailSettings => ({
    host: mail.SMTP_HOST,
    port: mail.SMTP_PORT,
    secure: mail.SMTP_SECURE,
    user: mail.SMTP_USER,
    pass: mail.SMTP_PASS,
    from: mail.MAIL_FROM ?? mail.MAIL_TO,
    to: mail.MAIL_TO,
    plainTextUnsafe: mail.SMTP_UNSAFE_PLAIN_TEXT,
  }));

/**
 * No mail settings at all (messages are only stored), or SMTP_HOST and MAIL_TO with the rest.
 * It reads only its own variables: `.and` below merges its result with the other settings' key
 * by key, and zod throws on a key both sides hold.
 */
const asGiven = Object.fromEntries(Object.keys(mailShape).map((name) => [name, z.string()]));
const mail = z
  .object(asGiven as Record<keyof typeof mailShape, z.ZodString>)
  .partial()
  .superRefine((env, ctx) => {
    if (env.SMTP_HOST === undefined && env.MAIL_TO === undefined) {
      // Every other mail variable set means nothing without them (NODE_ENV is not one).
      for (const [name, value] of Object.entries(env)) {
        if (value !== undefined && name !== "NODE_ENV") {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is set, but SMTP_HOST and MAIL_TO are not",
          });
        }
      }
    } else if (!env.SMTP_HOST || !env.MAIL_TO) {
      ctx.addIssue({
        code: "custom",
        message: "SMTP_HOST and MAIL_TO go together: set both to e-mail messages, or neither",
      });
    }
  })
  .transform((env) => (env.SMTP_HOST === undefined ? undefined : env))
  .pipe(mailServer.optional())
  .transform((mail) => ({ mail }));

const environment = z
  .object({
    PORT: setting(wholeNumber(0, 65535)).default(3000),
    HOST: setting(z.string()).default("127.0.0.1"),
    DATA_DIR: setting(usableDataDir).default(defaultDataDir),
    SITE_DIR: setting(z.string().transform((text) => path.resolve(text))).optional(),
    LOG_LEVEL: setting(
      text((text) => logLevels.includes(text), `must be one of ${logLevels.join(", ")}`),
    ).default("info"),
    /** Messages one client may send a minute. */
    CONTACT_RATE_LIMIT: setting(wholeNumber(1, 1_000_000)).default(contactRateLimit.max),
    ALLOWED_ORIGINS: setting(origins).default([]),
    /** Addresses of the reverse proxies whose X-Forwarded-* headers are believed; none by default. */
    TRUST_PROXY: setting(proxies).default([]),
  })
  .and(mail);

export type Settings = z.infer<typeof environment>;

/** The line a person reads for one problem: the variable's name, then what it must be. */
function line(issue: z.core.$ZodIssue): string {
  const [name] = issue.path;
  return name === undefined ? issue.message : `${String(name)} ${issue.message}`;
}

/** Reads and checks every setting; returns all the problems found, one line each. */
export function readSettings(
  env: NodeJS.ProcessEnv = process.env,
): { ok: true; settings: Settings } | { ok: false; errors: string[] } {
  const result = environment.safeParse(env);
  return result.success
    ? { ok: true, settings: result.data }
    : { ok: false, errors: result.error.issues.map(line) };
}
