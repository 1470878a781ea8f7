// Starts the site's server: `npm run serve` (or `npm start`, which builds
// first when needed).
//   PORT, HOST          where it listens (3000, 127.0.0.1)
//   DATA_DIR            where messages.sqlite lives (./data)
//   SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS, MAIL_FROM, MAIL_TO
//                       e-mail each new message to the practice
//   ALLOWED_ORIGINS     extra origins allowed to post the form, comma-separated
//   CONTACT_RATE_LIMIT  messages one address may send a minute (5)
//   SITE_DIR            the built site to serve (./build/client)
import { existsSync } from "node:fs";
import path from "node:path";
import { buildApp, defaultClientDir } from "./app.ts";
import { databasePath } from "./message-store.ts";
import { mailSettingsFromEnv } from "./notifier.ts";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const clientDir = process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : defaultClientDir;

if (!existsSync(path.join(clientDir, "index.html"))) {
  console.error(
    `No built site in ${clientDir}. Run \`npm run build\` first, or use \`npm start\`.`,
  );
  process.exit(1);
}

const mail = mailSettingsFromEnv();
const app = await buildApp({
  clientDir,
  logger: { level: process.env.LOG_LEVEL ?? "info" },
  mail,
  allowedOrigins: process.env.ALLOWED_ORIGINS?.split(",").map((origin) => origin.trim()),
  rateLimit: { max: Number(process.env.CONTACT_RATE_LIMIT ?? 5), timeWindowMs: 60_000 },
});
app.log.info({ database: databasePath() }, "contact messages are stored in SQLite");
if (mail) {
  app.log.info(
    { smtpHost: mail.host, to: mail.to },
    "each new message is e-mailed to the practice",
  );
} else {
  app.log.warn(
    "no SMTP settings (SMTP_HOST, MAIL_TO): contact messages are only stored; read them with `npm run inbox`",
  );
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: no new connections, finishing open requests");
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

const address = await app.listen({ port, host });
console.log(`Site ready at ${address}`);
