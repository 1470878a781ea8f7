// Builds the Fastify application: the static site, the contact endpoint with
// its store and notifier, security headers on every response, and a health
// check for load balancers. main.ts starts it; tests build it on a free port.
import path from "node:path";
import Fastify, { type FastifyServerOptions } from "fastify";
import { registerContactRoute } from "./contact-route.ts";
import { MessageStore, databasePath } from "./message-store.ts";
import { type MailSettings, Notifier } from "./notifier.ts";
import { resourcePolicy, securityHeaders } from "./security-headers.ts";
import { findPagePaths, pageUrlRewriter, registerStaticSite } from "./static-site.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The message store, for tests and tools that run beside the server. */
    store: MessageStore;
  }
}

export const defaultClientDir = path.resolve(import.meta.dirname, "../build/client");

export type AppOptions = {
  clientDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** The SQLite file for messages; DATA_DIR/messages.sqlite by default. */
  databaseFile?: string;
  /** Without settings, messages are stored and not e-mailed. */
  mail?: MailSettings;
  /** First retry delay of a failed notification, in milliseconds. */
  mailRetryMs?: number;
  rateLimit?: { max: number; timeWindowMs: number };
  allowedOrigins?: readonly string[];
};

export async function buildApp(options: AppOptions = {}) {
  const clientDir = options.clientDir ?? defaultClientDir;
  const pages = await findPagePaths(clientDir);
  const rewrite = pageUrlRewriter(pages);
  const app = Fastify({
    logger: options.logger ?? false,
    rewriteUrl: (request) => rewrite(request.url ?? "/"),
    // Request bodies are never logged; the default serializers log only the
    // method, URL and address.
  });

  const store = new MessageStore(options.databaseFile ?? databasePath());
  const notifier = options.mail
    ? new Notifier(store, options.mail, app.log, options.mailRetryMs)
    : undefined;

  app.addHook("onSend", async (_request, reply) => {
    for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value);
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", resourcePolicy);
    }
  });

  // Proves what a load balancer needs to know: that a message posted now
  // would be stored. It commits a write, and names the check that failed.
  app.get("/healthz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const health = store.checkHealth();
    if (health.ok) return health;
    request.log.error({ failed: health.failed, reason: health.reason }, "health check failed");
    return reply.code(503).send({ ok: false, failed: health.failed });
  });

  await registerContactRoute(app, {
    store,
    onStored: () => notifier?.kick(),
    rateLimit: options.rateLimit,
    allowedOrigins: options.allowedOrigins,
  });
  await registerStaticSite(app, clientDir);

  app.addHook("onReady", async () => {
    notifier?.start();
  });
  app.addHook("onClose", async () => {
    await notifier?.stop();
    store.close();
  });

  app.decorate("store", store);
  return app;
}
