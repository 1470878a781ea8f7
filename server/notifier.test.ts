// @vitest-environment node
// Notification e-mails through a real SMTP server on 127.0.0.1: a refusing
// mail server loses nothing, and every message arrives exactly once.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import net from "node:net";
import { Writable } from "node:stream";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messageIdDomain, startSmtpCapture } from "../tests/support/smtp-capture.ts";
import { buildApp } from "./app.ts";
import { backupDatabase, restoreDatabase } from "./message-backup.ts";
import { MessageStore } from "./message-store.ts";
import { errorLine, isErrorLine, maxRejections, retryDelayMs } from "./notifier.ts";
import { patience } from "#tests/support/patience.ts";

const clientDir = path.resolve(import.meta.dirname, "../tests/support/site");
// Many retries, 100 ms apart, within the test's own 5 s, so a wait that runs
// out reports what it was waiting for.
const delivery = { timeout: patience(4_000), interval: 50 };
let dataDir: string;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "notifier-"));
  smtp = await startSmtpCapture();
});

afterEach(async () => {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A key and a certificate for 127.0.0.1, valid a day, made by openssl in `dir`. */
function selfSignedCertificate(dir: string): { key: string; cert: string } {
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
    ].concat(["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert]),
    { stdio: "ignore" },
  );
  return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
}

/** The server's log, a parsed JSON line each. */
function logLines() {
  const lines: { msg?: string; outcome?: string; level?: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        lines.push(JSON.parse(line) as (typeof lines)[number]);
      }
      done();
    },
  });
  return { lines, logger: { level: "info", stream } };
}

async function startApp(mail = smtp.settings, logger?: ReturnType<typeof logLines>["logger"]) {
  const app = await buildApp({
    clientDir,
    databaseFile: path.join(dataDir, "messages.sqlite"),
    mail,
    mailRetryMs: 100,
    logger,
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const send = (n: number, language?: string, answers: object = {}) =>
    fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({
        name: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        phone: "718-555-0100",
        message: `Message number ${n}`,
        ...(language ? { language } : {}),
        ...answers,
      }),
    });
  return { app, send };
}

function deliveredIds() {
  return smtp.mails.map((mail) => mail.messageId);
}

describe("notification e-mail", () => {
  it("e-mails a new message to the practice, with the visitor as reply-to", async () => {
    const { app, send } = await startApp();
    expect((await send(1)).status).toBe(200);
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), delivery);
    const mail = smtp.mails[0]?.raw ?? "";
    expect(mail).toMatch(new RegExp(`^To: ${smtp.settings.to.replace(/[.+]/g, "\\$&")}`, "m"));
    expect(mail).toMatch(/^Reply-To: visitor1@example\.com/m);
    expect(mail).toContain("Message number 1");
    expect(mail).toContain("Language of the page: English (/contact)");
    await vi.waitFor(
      () => expect(app.store.list()).toMatchObject([{ deliveryState: "sent" }]),
      delivery,
    );
    await app.close();
  });

  it("names the language of the page the visitor wrote from, in English for staff", async () => {
    const { app, send } = await startApp();
    expect((await send(1, "ru")).status).toBe(200);
    expect((await send(2, "zh")).status).toBe(200);
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(2), delivery);
    const mails = smtp.mails.map((mail) => mail.raw).join("\n");
    expect(mails).toContain("Language of the page: Russian (/ru/contact)");
    expect(mails).toContain("Language of the page: Chinese (Simplified) (/zh/contact)");
    await app.close();
  });

  it("lists the optional answers given, a line each, and says when none were", async () => {
    const { app, send } = await startApp();
    const answers = {
      patient: "returning",
      times: ["tuesday-morning", "wednesday-morning", "wednesday-afternoon"],
      timesNote: "Any day after 3",
      plan: "Medicare",
      callbackLanguage: "ru",
      interpreter: true,
    };
    expect((await send(1, "ru", answers)).status).toBe(200);
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), delivery);
    expect((await send(2)).status).toBe(200);
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(2), delivery);
    const [answered, plain] = smtp.mails.map((mail) => mail.raw.replace(/=\r?\n/g, ""));
    for (const line of [
      "New or returning: Returning patient",
      "Times that suit: Tuesday morning; Wednesday morning and afternoon",
      "Other times: Any day after 3",
      "Insurance plan: Medicare",
      "Call back in: Russian",
      "Interpreter: Needs an interpreter",
    ]) {
      expect(answered).toContain(line);
    }
    expect(plain).toContain("Optional questions: none answered");
    expect(plain).not.toContain("Insurance plan:");
    await app.close();
  });

  it(
    "keeps messages while the mail server refuses, then delivers each exactly once",
    async () => {
      smtp.refuse(true);
      const { app, send } = await startApp();
      for (let n = 1; n <= 5; n += 1) expect((await send(n)).status).toBe(200);
      await vi.waitFor(() => {
        const attempts = app.store.list().map((message) => message.attempts);
        expect(attempts).toHaveLength(5);
        expect(Math.min(...attempts)).toBeGreaterThanOrEqual(2);
      }, delivery);
      expect(smtp.mails).toHaveLength(0);
      expect(app.store.list(5).every((message) => message.deliveryState === "pending")).toBe(true);
      expect(app.store.list(1)[0]?.lastError).toMatch(/try again later/);

      smtp.refuse(false);
      await vi.waitFor(() => {
        expect(app.store.list().map((message) => message.deliveryState)).toEqual(
          Array(5).fill("sent"),
        );
      }, delivery);
      // Closing waits for any delivery still running, so nothing arrives after this.
      await app.close();
      const ids = deliveredIds();
      expect(ids).toHaveLength(5);
      expect(new Set(ids).size).toBe(5);
    },
    patience(10_000),
  );

  it("answers the visitor without waiting for a mail server that never answers", async () => {
    // A mail server that accepts the connection and then says nothing: the
    // notification hangs until its greeting timeout (10 s).
    const connections: net.Socket[] = [];
    const silent = net.createServer((socket) => connections.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const { app, send } = await startApp({ ...smtp.settings, port });
    try {
      expect((await send(1)).status).toBe(200);
      // Answered while the e-mail attempt was still waiting for the server.
      expect(app.store.list(1)[0]).toMatchObject({ deliveryState: "pending", attempts: 0 });
      await vi.waitFor(() => expect(connections.length).toBeGreaterThan(0), delivery);
    } finally {
      for (const socket of connections) socket.destroy();
      silent.close();
      await app.close();
    }
  });

  it("delivers what was left pending after a restart", async () => {
    smtp.refuse(true);
    const first = await startApp();
    for (let n = 1; n <= 3; n += 1) expect((await first.send(n)).status).toBe(200);
    await vi.waitFor(() => {
      const attempts = first.app.store.list().map((message) => message.attempts);
      expect(attempts).toHaveLength(3);
      expect(Math.min(...attempts)).toBeGreaterThanOrEqual(1);
    }, delivery);
    await first.app.close();

    smtp.refuse(false);
    const second = await startApp();
    await vi.waitFor(() => {
      expect(second.app.store.list().map((message) => message.deliveryState)).toEqual(
        Array(3).fill("sent"),
      );
    }, delivery);
    expect(new Set(deliveredIds()).size).toBe(3);
    expect(smtp.mails).toHaveLength(3);
    await second.app.close();
  });
});

describe("what a visitor wrote, in the staff e-mail", () => {
  it("shows zero-width and direction marks as \\u{…} instead of hiding them", async () => {
    // The form refuses them now; a message stored before it did still has them.
    const hidden = ["\u200b", "\u200f", "\u061c", "\u2060", "\ufeff"];
    const before = new MessageStore(path.join(dataDir, "messages.sqlite"));
    before.add({
      name: "Ana\u200bLópez",
      email: "ana@example.com",
      phone: "718-555-0100",
      message: "Call me\u200f back\u061c after\u2060noon\ufeff",
      timesNote: "after 3\u200bpm",
    });
    before.close();
    const { app } = await startApp();
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), delivery);
    const text = smtp.mails[0]?.text ?? "";
    for (const mark of hidden) expect(text).not.toContain(mark);
    expect(text).toContain("Name: Ana\\u{200b}López");
    expect(text).toContain("Other times: after 3\\u{200b}pm");
    expect(text).toContain("Call me\\u{200f} back\\u{061c} after\\u{2060}noon\\u{feff}");
    await app.close();
  });
});

describe("mail the mail server rejects for good", () => {
  it(
    "is tried a few times, then held until the next start",
    async () => {
      const rejecting = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onRcptTo(_address, _session, callback) {
          callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
        },
      });
      await new Promise<void>((resolve) => rejecting.listen(0, "127.0.0.1", resolve));
      const port = (rejecting.server.address() as net.AddressInfo).port;
      const first = await startApp({ ...smtp.settings, port });
      try {
        expect((await first.send(1)).status).toBe(200);
        await vi.waitFor(() => expect(first.app.store.list(1)[0]?.attempts).toBe(maxRejections), {
          timeout: patience(8_000),
          interval: 50,
        });
        // The retries would come every 100 ms, doubling: none comes.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(first.app.store.list(1)[0]).toMatchObject({
          attempts: maxRejections,
          deliveryState: "pending",
          nextAttemptAt: null,
          lastError: expect.stringMatching(/No such mailbox/) as string,
        });
      } finally {
        await first.app.close();
      }
      // The next start (after the settings were put right) tries it once more.
      const second = await startApp({ ...smtp.settings, port });
      try {
        await vi.waitFor(
          () => expect(second.app.store.list(1)[0]?.attempts).toBe(maxRejections + 1),
          delivery,
        );
      } finally {
        await second.app.close();
        await new Promise<void>((resolve) => rejecting.close(() => resolve()));
      }
    },
    patience(20_000),
  );
});

describe("a store fault while a message is due", () => {
  // The write-ahead log moved away and back: a fault of the store that lasts,
  // then clears, while a message is due for its retry (every 100 ms here).
  it(
    "backs off, logs one line for the fault and one when it clears",
    async () => {
      smtp.refuse(true);
      const log = logLines();
      const { app, send } = await startApp(smtp.settings, log.logger);
      const wal = path.join(dataDir, "messages.sqlite-wal");
      try {
        expect((await send(1)).status).toBe(200);
        await vi.waitFor(
          () => expect(app.store.list(1)[0]?.attempts).toBeGreaterThanOrEqual(1),
          delivery,
        );
        const paused = () => log.lines.filter((line) => line.outcome === "notify-round-failed");
        const resumed = () => log.lines.filter((line) => line.outcome === "notify-resumed");

        renameSync(wal, `${wal}.aside`);
        const faultStart = log.lines.length;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        const duringFault = log.lines.length - faultStart;
        expect(paused()).toHaveLength(1);
        // Nothing else is logged while nobody posts: the fault's one line.
        expect(duringFault).toBe(1);

        renameSync(`${wal}.aside`, wal);
        await vi.waitFor(() => expect(resumed()).toHaveLength(1), delivery);
        expect(paused()).toHaveLength(1);
        const attempts = app.store.list(1)[0]?.attempts ?? 0;
        await vi.waitFor(
          () => expect(app.store.list(1)[0]?.attempts).toBeGreaterThan(attempts),
          delivery,
        );
      } finally {
        await app.close();
      }
    },
    patience(10_000),
  );
});

describe("mail and TLS", () => {
  /** A mail server on 127.0.0.1 that records what reaches it: logins, and mails with whether TLS carried them. */
  async function startMailServer(options: { starttls: boolean; key?: string; cert?: string }) {
    const logins: { user: string | null | undefined; pass: string | null | undefined }[] = [];
    const mails: { text: string; secure: boolean }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      logger: false,
      ...(options.starttls
        ? { key: options.key, cert: options.cert }
        : { disabledCommands: ["STARTTLS"] }),
      onAuth(auth, _session, callback) {
        logins.push({ user: auth.username, pass: auth.password });
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          mails.push({ text: Buffer.concat(chunks).toString("utf8"), secure: session.secure });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as net.AddressInfo;
    return {
      logins,
      mails,
      port,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  const login = { user: "practice@example.org", pass: "S3cret-Passw0rd" };

  it("sends neither the password nor a message to a mail server that offers no STARTTLS", async () => {
    const plain = await startMailServer({ starttls: false });
    const { app, send } = await startApp({
      ...smtp.settings,
      ...login,
      port: plain.port,
      plainTextUnsafe: false,
    });
    try {
      expect((await send(1)).status).toBe(200);
      // Tried once, whether it went through or not.
      await vi.waitFor(
        () => expect(app.store.list(1)[0]?.attempts).toBeGreaterThanOrEqual(1),
        delivery,
      );
      expect(plain.logins).toEqual([]);
      expect(plain.mails).toEqual([]);
      expect(app.store.list(1)[0]).toMatchObject({ deliveryState: "pending" });
      expect(app.store.list(1)[0]?.lastError).toMatch(/STARTTLS/);
    } finally {
      await app.close();
      await plain.close();
    }
  });

  it("logs in and sends over STARTTLS when the mail server offers it", async () => {
    const certificate = selfSignedCertificate(dataDir);
    const secure = await startMailServer({ starttls: true, ...certificate });
    const { app, send } = await startApp({
      ...smtp.settings,
      ...login,
      port: secure.port,
      plainTextUnsafe: false,
      ca: certificate.cert,
    });
    try {
      expect((await send(1)).status).toBe(200);
      await vi.waitFor(() => expect(secure.mails).toHaveLength(1), delivery);
      expect(secure.mails[0]).toMatchObject({ secure: true });
      expect(secure.mails[0]?.text).toContain("Message number 1");
      expect(secure.logins).toEqual([login]);
    } finally {
      await app.close();
      await secure.close();
    }
  });
});

describe("messages another process stores", () => {
  it("e-mails the pending messages a restore puts back, with no post made", async () => {
    // Yesterday's backup holds two messages not yet e-mailed.
    const elsewhere = new MessageStore(path.join(dataDir, "elsewhere", "messages.sqlite"));
    const ids = [1, 2].map(
      (n) =>
        elsewhere.add({
          name: `Restored ${n}`,
          email: `restored${n}@example.com`,
          phone: "718-555-0100",
          message: `Restored message ${n}`,
        }).id,
    );
    elsewhere.close();
    const { file } = await backupDatabase(
      path.join(dataDir, "elsewhere", "messages.sqlite"),
      path.join(dataDir, "backups"),
    );

    const { app } = await startApp();
    try {
      // The server is idle: nothing pending, no retry scheduled.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.mails).toHaveLength(0);
      // `npm run inbox -- restore` commits through a connection of its own.
      expect(restoreDatabase(file, path.join(dataDir, "messages.sqlite"))).toEqual({
        restored: 2,
        alreadyPresent: 0,
      });
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(2), delivery);
      expect(deliveredIds().sort()).toEqual(ids.map((id) => `<${id}@${messageIdDomain}>`).sort());
      await vi.waitFor(() => {
        expect(ids.map((id) => app.store.list().find((m) => m.id === id)?.deliveryState)).toEqual([
          "sent",
          "sent",
        ]);
      }, delivery);
    } finally {
      await app.close();
    }
  });
});

describe("a delivery error as stored", () => {
  it("is one line of at most 500 characters, whatever the mail server answered", () => {
    const reply = new Error(
      "Invalid login: 535-5.7.8 Username and Password not accepted.\n535 5.7.8 \u001b[31mhttps://support.example/\r\n",
    );
    expect(errorLine(reply)).toBe(
      "Invalid login: 535-5.7.8 Username and Password not accepted. 535 5.7.8  [31mhttps://support.example/",
    );
    expect(isErrorLine(errorLine(reply))).toBe(true);
    const long = errorLine("😀".repeat(400));
    expect(long).toBe("😀".repeat(250));
    expect(isErrorLine(long)).toBe(true);
    expect(isErrorLine("busy\nnow")).toBe(false);
    expect(isErrorLine("e".repeat(501))).toBe(false);
  });
});

describe("retry delay", () => {
  it("doubles from the first delay and stops growing at one hour", () => {
    expect(retryDelayMs(1, 30_000)).toBe(30_000);
    expect(retryDelayMs(2, 30_000)).toBe(60_000);
    expect(retryDelayMs(5, 30_000)).toBe(480_000);
    expect(retryDelayMs(30, 30_000)).toBe(3_600_000);
  });
});
