// Starts the site's server: `npm run serve` (or `npm start`, which builds
// first when needed). PORT and HOST choose where it listens.
import { existsSync } from "node:fs";
import path from "node:path";
import { buildApp, defaultClientDir } from "./app.ts";
import { databasePath } from "./message-store.ts";
import { mailSettingsFromEnv } from "./notifier.ts";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(path.join(defaultClientDir, "index.html"))) {
  console.error("No build found in build/client. Run `npm run build` first, or use `npm start`.");
  process.exit(1);
}

const mail = mailSettingsFromEnv();
const app = await buildApp({
  logger: { level: process.env.LOG_LEVEL ?? "info" },
  mail,
  allowedOrigins: process.env.ALLOWED_ORIGINS?.split(",").map((origin) => origin.trim()),
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

await app.listen({ port, host });
console.log(`Site ready at http://${host === "127.0.0.1" ? "localhost" : host}:${port}`);
