// Starts the site's server: `npm run serve` (or `npm start`, which builds
// first when needed). Every setting is read and checked by settings.ts; the
// README's "Contact messages" table lists them.
import { existsSync } from "node:fs";
import path from "node:path";
import { buildApp, defaultClientDir } from "./app.ts";
import { commandLine } from "./commands/command-line.ts";
import { StoreError, databasePath } from "./message-store.ts";
import { contactRateLimit, readSettings } from "./settings.ts";

/** How long requests in flight may take to finish after SIGTERM before the process exits anyway. */
const shutdownGraceMs = 10_000;

function stop(line: string): never {
  console.error(line);
  process.exit(1);
}

commandLine(`Usage: npm run serve
Serves the built site and the contact form; its settings are environment variables
(docs/operations.md, "Contact messages").`);

const read = readSettings();
if (!read.ok) stop(read.errors.map((error) => `Setting ${error}.`).join("\n"));
const { settings } = read;
const clientDir = settings.SITE_DIR ?? defaultClientDir;
const databaseFile = databasePath(settings.DATA_DIR);

if (!existsSync(path.join(clientDir, "index.html"))) {
  stop(`No built site in ${clientDir}. Run \`npm run build\` first, or use \`npm start\`.`);
}

const app = await buildApp({
  clientDir,
  logger: { level: settings.LOG_LEVEL },
  databaseFile,
  mail: settings.mail,
  allowedOrigins: settings.ALLOWED_ORIGINS,
  trustProxy: settings.TRUST_PROXY,
  rateLimit: { ...contactRateLimit, max: settings.CONTACT_RATE_LIMIT },
}).catch((error: unknown) => {
  // A database that cannot be opened is a setting to fix, not a stack trace to read.
  if (error instanceof StoreError || (error as { code?: string }).code === "ERR_SQLITE_ERROR") {
    stop(
      `Cannot open the message database in ${settings.DATA_DIR}: ${(error as Error).message.split("\n")[0]}`,
    );
  }
  throw error;
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: no new connections, finishing open requests");
  // A client that never finishes its request cannot hold the process open.
  const deadline = setTimeout(() => {
    app.log.warn({ afterMs: shutdownGraceMs }, "requests still open at the deadline; closing them");
    app.server.closeAllConnections();
    process.exit(0);
  }, shutdownGraceMs);
  deadline.unref();
  await app.drain();
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

// The listening socket systemd hands over (deploy/brooklyn-headache.socket), fd 3:
// it stays open while the server restarts, so a connection waits in its queue.
const { LISTEN_FDS, LISTEN_PID } = process.env;
const handedOver = LISTEN_FDS !== undefined && LISTEN_PID === String(process.pid);
if (handedOver && LISTEN_FDS !== "1") {
  stop(`systemd passed ${LISTEN_FDS} sockets; the server takes one.`);
}
let address: string;
try {
  // Node's listen() takes the descriptor in its options; Fastify passes them on.
  const where = handedOver ? ({ fd: 3 } as { port?: number }) : { port: settings.PORT };
  address = await app.listen({ ...where, host: settings.HOST });
} catch (error) {
  // A setting to fix, said in one line.
  const { code, message } = error as NodeJS.ErrnoException;
  const reasons: Record<string, string> = {
    EADDRINUSE: "the port is already in use by another program",
    EADDRNOTAVAIL: "this machine has no such address",
    EACCES: "this user may not use the port",
    ENOTFOUND: "no such host name",
    EAI_AGAIN: "the host name cannot be looked up",
  };
  stop(
    `Cannot listen on ${settings.HOST}:${settings.PORT}: ${(code && reasons[code]) ?? message.split("\n")[0]}. Check HOST and PORT.`,
  );
}
console.log(`Site ready at ${address}`);
app.log.info({ database: databaseFile }, "contact messages are stored in SQLite");
if (settings.mail) {
  app.log.info(
    { smtpHost: settings.mail.host, to: settings.mail.to },
    "each new message is e-mailed to the practice",
  );
} else {
  app.log.warn(
    "no SMTP settings (SMTP_HOST, MAIL_TO): contact messages are only stored; read them with `npm run inbox`",
  );
}
if (settings.TRUST_PROXY.length > 0) {
  app.log.info(
    { trustProxy: settings.TRUST_PROXY },
    "client addresses are read from these proxies",
  );
}
