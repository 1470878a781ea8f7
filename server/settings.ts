// The server's settings, read from the environment once at start and checked
// before anything runs: a setting that is empty or cannot be read stops the
// server with one line that names it, instead of silently becoming 0, "off"
// or a default.
import { accessSync, constants, mkdirSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { defaultDataDir } from "./message-store.ts";
import type { MailSettings } from "./notifier.ts";

export type Settings = {
  port: number;
  host: string;
  dataDir: string;
  siteDir: string | undefined;
  logLevel: string;
  /** Messages one client may send a minute. */
  contactRateLimit: number;
  allowedOrigins: string[];
  /** Addresses of the reverse proxies whose X-Forwarded-* headers are believed; none by default. */
  trustProxy: string[];
  mail: MailSettings | undefined;
};

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
// Names proxy-addr (Fastify's trustProxy) knows for address ranges.
const proxyRangeNames = ["loopback", "linklocal", "uniquelocal"];

class SettingError extends Error {}

function wholeNumber(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new SettingError(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
  }
  return Number(text);
}

function list(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

export function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.includes(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  if (extra !== undefined || !isIP(address)) return false;
  if (prefix === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(prefix) && Number(prefix) <= max;
}

function origin(name: string, entry: string): string {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new SettingError(
      `${name} holds "${entry}", which is not an origin like https://example.org`,
    );
  }
  if (!["http:", "https:"].includes(url.protocol) || url.origin !== entry.replace(/\/$/, "")) {
    throw new SettingError(
      `${name} holds "${entry}", which is not an origin like https://example.org`,
    );
  }
  return url.origin;
}

function usableDataDir(text: string): string {
  const dir = path.resolve(text);
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK | constants.R_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new SettingError(`DATA_DIR "${text}" cannot be used as the data folder (${code})`);
  }
  return dir;
}

function mailSettings(env: NodeJS.ProcessEnv, errors: string[]): MailSettings | undefined {
  const host = env.SMTP_HOST;
  const to = env.MAIL_TO;
  if (host === undefined && to === undefined) {
    for (const name of ["SMTP_PORT", "SMTP_SECURE", "SMTP_USER", "SMTP_PASS", "MAIL_FROM"]) {
      if (env[name] !== undefined) errors.push(`${name} is set, but SMTP_HOST and MAIL_TO are not`);
    }
    return undefined;
  }
  if (!host || !to) {
    errors.push("SMTP_HOST and MAIL_TO go together: set both to e-mail messages, or neither");
    return undefined;
  }
  const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  if (!email.test(to)) errors.push(`MAIL_TO must be an e-mail address (got "${to}")`);
  if (env.MAIL_FROM !== undefined && !email.test(env.MAIL_FROM)) {
    errors.push(`MAIL_FROM must be an e-mail address (got "${env.MAIL_FROM}")`);
  }
  let port = 587;
  try {
    if (env.SMTP_PORT !== undefined) port = wholeNumber("SMTP_PORT", env.SMTP_PORT, 1, 65535);
  } catch (error) {
    errors.push((error as Error).message);
  }
  if (env.SMTP_SECURE !== undefined && !["true", "false"].includes(env.SMTP_SECURE)) {
    errors.push(`SMTP_SECURE must be true or false (got "${env.SMTP_SECURE}")`);
  }
  if ((env.SMTP_USER === undefined) !== (env.SMTP_PASS === undefined)) {
    errors.push("SMTP_USER and SMTP_PASS go together: set both, or neither");
  }
  return {
    host,
    port,
    secure: env.SMTP_SECURE === "true",
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
    from: env.MAIL_FROM ?? to,
    to,
  };
}

/** Reads and checks every setting; returns all the problems found, one line each. */
export function readSettings(
  env: NodeJS.ProcessEnv = process.env,
): { ok: true; settings: Settings } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const read = <T>(name: string, fallback: T, parse: (text: string) => T): T => {
    const text = env[name];
    if (text === undefined) return fallback;
    if (text.trim() === "") {
      errors.push(`${name} is set but empty: give it a value, or unset it to use the default`);
      return fallback;
    }
    try {
      return parse(text.trim());
    } catch (error) {
      if (!(error instanceof SettingError)) throw error;
      errors.push(error.message);
      return fallback;
    }
  };

  const settings: Settings = {
    port: read("PORT", 3000, (text) => wholeNumber("PORT", text, 0, 65535)),
    host: read("HOST", "127.0.0.1", (text) => text),
    dataDir: read("DATA_DIR", defaultDataDir, usableDataDir),
    siteDir: read("SITE_DIR", undefined, (text) => path.resolve(text)),
    logLevel: read("LOG_LEVEL", "info", (text) => {
      if (!logLevels.includes(text)) {
        throw new SettingError(`LOG_LEVEL must be one of ${logLevels.join(", ")} (got "${text}")`);
      }
      return text;
    }),
    contactRateLimit: read("CONTACT_RATE_LIMIT", 5, (text) =>
      wholeNumber("CONTACT_RATE_LIMIT", text, 1, 1_000_000),
    ),
    allowedOrigins: read("ALLOWED_ORIGINS", [], (text) =>
      list(text).map((entry) => origin("ALLOWED_ORIGINS", entry)),
    ),
    trustProxy: read("TRUST_PROXY", [], (text) => {
      const entries = list(text);
      const bad = entries.filter((entry) => !isProxyAddress(entry));
      if (bad.length > 0 || entries.length === 0) {
        throw new SettingError(
          `TRUST_PROXY must list the proxy's addresses or ranges, like 127.0.0.1 or 10.0.0.0/8 (got "${text}")`,
        );
      }
      return entries;
    }),
    mail: mailSettings(env, errors),
  };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, settings };
}
