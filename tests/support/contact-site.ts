// The site with a message database and a mail server of its own, for one
// contact-form test: the real server on a free port of 127.0.0.1, a real
// SQLite file and a real SMTP server, all closed and removed when the test
// ends.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";
import { buildApp } from "../../server/app.ts";
import { startSmtpCapture } from "./smtp-capture.ts";

/** `rateLimit`: messages one client may send a minute (many, unless a test needs a refusal). */
export async function startContactSite(rateLimit = 1000) {
  const smtp = await startSmtpCapture();
  const dataDir = mkdtempSync(path.join(tmpdir(), "contact-e2e-"));
  const app = await buildApp({
    databaseFile: path.join(dataDir, "messages.sqlite"),
    mail: smtp.settings,
    mailRetryMs: 100,
    rateLimit: { max: rateLimit, timeWindowMs: 60_000 },
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  onTestFinished(async () => {
    await app.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, base, smtp, dataDir };
}
