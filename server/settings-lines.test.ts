// @vitest-environment node
// The exact line a person reads for each kind of bad setting, and that every
// problem is listed at once: settings.ts checks them with a zod schema, but
// the wording is its own and no zod text reaches anyone.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readSettings } from "./settings.ts";

const dir = mkdtempSync(path.join(tmpdir(), "settings-lines-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function errorsFor(env: NodeJS.ProcessEnv): string[] {
  const result = readSettings(env);
  return result.ok ? [] : result.errors;
}

const mail = { SMTP_HOST: "mail.example.org", MAIL_TO: "office@example.org" };

describe("the line for each bad setting", () => {
  it.each<[NodeJS.ProcessEnv, string]>([
    [{ PORT: " " }, "PORT is set but empty: give it a value, or unset it to use the default"],
    [{ PORT: "80.5" }, 'PORT must be a whole number from 0 to 65535 (got "80.5")'],
    [
      { CONTACT_RATE_LIMIT: " 0 " },
      'CONTACT_RATE_LIMIT must be a whole number from 1 to 1000000 (got "0")',
    ],
    [
      { LOG_LEVEL: "loud" },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      { TRUST_PROXY: "127.0.0.1, caddy" },
      `TRUST_PROXY must list the proxy's addresses or ranges, like 127.0.0.1 or 10.0.0.0/8 (got "127.0.0.1, caddy")`,
    ],
    [
      { ALLOWED_ORIGINS: "https://example.org, https://example.org/contact, ftp://a.org" },
      'ALLOWED_ORIGINS holds "https://example.org/contact", which is not an origin like https://example.org',
    ],
    [{ SMTP_PORT: "25" }, "SMTP_PORT is set, but SMTP_HOST and MAIL_TO are not"],
    [
      { SMTP_HOST: "", MAIL_TO: "office@example.org" },
      "SMTP_HOST and MAIL_TO go together: set both to e-mail messages, or neither",
    ],
    [{ ...mail, MAIL_TO: "office" }, 'MAIL_TO must be an e-mail address (got "office")'],
    [{ ...mail, MAIL_FROM: "" }, 'MAIL_FROM must be an e-mail address (got "")'],
    [{ ...mail, SMTP_PORT: " 25" }, 'SMTP_PORT must be a whole number from 1 to 65535 (got " 25")'],
    [{ ...mail, SMTP_SECURE: "yes" }, 'SMTP_SECURE must be true or false (got "yes")'],
    [{ ...mail, SMTP_USER: "office" }, "SMTP_USER and SMTP_PASS go together: set both, or neither"],
    [
      { ...mail, SMTP_UNSAFE_PLAIN_TEXT: "yes" },
      'SMTP_UNSAFE_PLAIN_TEXT must be true or false (got "yes")',
    ],
    [
      { ...mail, SMTP_UNSAFE_PLAIN_TEXT: "true", NODE_ENV: "production" },
      "SMTP_UNSAFE_PLAIN_TEXT is refused in production (NODE_ENV=production): patients' messages and the mail password go only over TLS; use a mail server that offers STARTTLS, or SMTP_SECURE=true",
    ],
    [
      { ...mail, SMTP_HOST: "mail.example.org:587" },
      "SMTP_HOST must be the mail server's host name or address alone, like smtp.example.org (the port goes in SMTP_PORT, the user and password in SMTP_USER and SMTP_PASS); it is not shown here, as it may hold a password",
    ],
  ])("%j", (env, line) => {
    expect(errorsFor(env)).toEqual([line]);
  });

  it("names a data folder it cannot use, with the system's code", () => {
    const file = path.join(dir, "a-file");
    writeFileSync(file, "not a folder");
    expect(errorsFor({ DATA_DIR: ` ${file}/data ` })).toEqual([
      `DATA_DIR "${file}/data" cannot be used as the data folder (ENOTDIR)`,
    ]);
  });

  it("lists every problem at once, in the order settings.ts reads them", () => {
    expect(
      errorsFor({
        PORT: "x",
        LOG_LEVEL: "",
        TRUST_PROXY: ",",
        SMTP_HOST: "mail.example.org",
        MAIL_TO: "office",
        SMTP_SECURE: "1",
        SMTP_PASS: "secret",
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "x")',
      "LOG_LEVEL is set but empty: give it a value, or unset it to use the default",
      `TRUST_PROXY must list the proxy's addresses or ranges, like 127.0.0.1 or 10.0.0.0/8 (got ",")`,
      'MAIL_TO must be an e-mail address (got "office")',
      'SMTP_SECURE must be true or false (got "1")',
      "SMTP_USER and SMTP_PASS go together: set both, or neither",
    ]);
  });

  it("refuses a mail server given as a URL with its password, without printing the password", () => {
    for (const host of [
      "smtp://practice:S3cret@mail.example.invalid:587",
      "practice:S3cret@mail.example.invalid",
      "mail.example.org/S3cret",
    ]) {
      const errors = errorsFor({ ...mail, SMTP_HOST: host });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^SMTP_HOST must be the mail server's host name or address alone/);
      expect(errors[0]).not.toContain("S3cret");
    }
    for (const host of ["smtp.example.org", "127.0.0.1", "::1", "[::1]", "localhost"]) {
      expect(errorsFor({ ...mail, SMTP_HOST: host }), host).toEqual([]);
    }
  });

  it("reads a full mail server", () => {
    const result = readSettings({
      ...mail,
      SMTP_PORT: "465",
      SMTP_SECURE: "true",
      SMTP_USER: "office",
      SMTP_PASS: "secret",
    });
    expect(result.ok && result.settings.mail).toEqual({
      host: "mail.example.org",
      port: 465,
      secure: true,
      user: "office",
      pass: "secret",
      from: "office@example.org",
      to: "office@example.org",
      plainTextUnsafe: false,
    });
  });

  it("allows mail in plain text only when asked by the setting's unsafe name, and not in production", () => {
    const plain = readSettings({ ...mail, SMTP_UNSAFE_PLAIN_TEXT: "true", NODE_ENV: "test" });
    expect(plain.ok && plain.settings.mail?.plainTextUnsafe).toBe(true);
    const usual = readSettings({ ...mail, NODE_ENV: "production" });
    expect(usual.ok && usual.settings.mail?.plainTextUnsafe).toBe(false);
    // NODE_ENV alone is no mail setting: messages are then only stored.
    expect(readSettings({ NODE_ENV: "production" })).toMatchObject({ ok: true });
  });
});
