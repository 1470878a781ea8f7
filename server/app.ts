// Builds the Fastify application: the static site, the contact endpoint with
// its store and notifier, security headers on every response, and a health
// check for load balancers. main.ts starts it; tests build it on a free port.
import { STATUS_CODES } from "node:http";
import { Server as NetServer } from "node:net";
import type { Duplex } from "node:stream";
import path from "node:path";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import { registerContactRoute } from "./contact-route.ts";
import { MessageStore, databasePath } from "./message-store.ts";
import { type MailSettings, createNotifier } from "./notifier.ts";
import {
  documentHeaders,
  editorDocumentHeaders,
  isEditorPath,
  isSubresourceOnly,
  resourcePolicy,
  securityHeaders,
} from "./security-headers.ts";
import { type NotFoundPageSender, registerStaticSite } from "./static-site.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The message store, for tests and tools that run beside the server. */
    store: MessageStore;
    /** Stops taking connections and lets the open ones finish (see below); resolves when none is left. */
    drain: () => Promise<void>;
  }
}

export const defaultClientDir = path.resolve(import.meta.dirname, "../build/client");

type AppOptions = {
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
  /** Reverse proxies (TRUST_PROXY) whose X-Forwarded-For and -Host are believed; nobody else's are. */
  trustProxy?: readonly string[];
  /** Limits on slow clients, in milliseconds (timeouts below by default). */
  timeouts?: Partial<typeof timeouts>;
};

/**
 * How long a client may take. The largest form post (about 66 KB) arrives in
 * under 11 s even at 50 kbit/s; a client that sends a byte now and then to
 * hold a connection is cut off instead of tying the server up.
 */
export const timeouts = {
  /** The whole request; its headers; a connection with nothing moving on it. */
  requestMs: 20_000,
  headersMs: 10_000,
  idleMs: 15_000,
  /**
   * A kept-alive connection between requests: longer than any client or proxy
   * keeps one idle, so the server never closes it as a request arrives (the
   * client would get a reset, a proxy would answer a POST with 502). Caddy keeps
   * none idle (deploy/site.caddy); browsers follow the `Keep-Alive: timeout` sent.
   * Node keeps the socket `keepAliveBufferMs` longer, for a client running late.
   */
  keepAliveMs: 75_000,
  keepAliveBufferMs: 5_000,
  /** While shutting down, how long an idle connection may stay for a slow phone's post (drain). */
  drainIdleMs: 3_000,
};

/**
 * The headers every answer carries; and, unless it is an asset used only
 * inside a page, the document headers and a resource policy where a page did
 * not set its own.
 */
function withSecurityHeaders(reply: FastifyReply) {
  for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value);
  if (reply.statusCode === 200 && isSubresourceOnly(reply.request.url)) return;
  const document = isEditorPath(reply.request.url) ? editorDocumentHeaders : documentHeaders;
  for (const [name, value] of Object.entries(document)) reply.header(name, value);
  if (!reply.hasHeader("content-security-policy")) {
    reply.header("content-security-policy", resourcePolicy);
  }
}

/**
 * What Node's parser refuses before any route sees it: headers over 16 KB
 * (431), a request too slow to arrive (408), anything malformed (400). The
 * same answers as Fastify's own, with the headers every answer carries and no
 * caching (Fastify writes these on the socket, past every hook).
 */
function clientErrorHandler(
  this: { log: FastifyBaseLogger },
  error: NodeJS.ErrnoException,
  socket: Duplex,
) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "Client Timeout"]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Exceeded maximum allowed HTTP header size"]
        : [400, "Client Error"];
  const reason = STATUS_CODES[status] ?? "";
  const body = JSON.stringify({ error: reason, message, statusCode: status });
  const headers = {
    ...securityHeaders,
    ...documentHeaders,
    "content-security-policy": resourcePolicy,
    "cache-control": "no-store",
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
  };
  this.log.trace({ err: error }, "client error");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("")}\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export async function buildApp(options: AppOptions = {}) {
  const notFoundPage: { send?: NotFoundPageSender } = {};
  const clientDir = options.clientDir ?? defaultClientDir;
  const limits = { ...timeouts, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy:
      options.trustProxy && options.trustProxy.length > 0 ? [...options.trustProxy] : false,
    requestTimeout: limits.requestMs,
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    // Node checks request deadlines on this interval (30 s by default).
    http: {
      headersTimeout: limits.headersMs,
      connectionsCheckingInterval: Math.min(1_000, limits.requestMs),
    },
    clientErrorHandler,
    // A URL that cannot be decoded ("/ru/%ff") gets the 404 page of its
    // language with status 400, the security headers, and no echo of itself.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, "request refused: its address cannot be read");
      withSecurityHeaders(reply as FastifyReply);
      notFoundPage.send?.(request as FastifyRequest, reply as FastifyReply, 400);
    },
    // Request bodies are never logged: the default serializers log the method, URL and address.
  });

  const store = new MessageStore(options.databaseFile ?? databasePath(), {
    proveWritable: true,
    warn: (line) => app.log.warn(line),
  });
  const notifier = options.mail
    ? createNotifier(store, options.mail, app.log, options.mailRetryMs)
    : undefined;

  app.addHook("onSend", async (_request, reply) => {
    withSecurityHeaders(reply);
  });

  // Proves what a load balancer needs to know: that a message posted now
  // would be stored. It commits a write, and names the check that failed.
  app.get("/healthz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const fault = store.checkHealth();
    if (!fault) return { ok: true };
    const { check: failed, action } = fault;
    request.log.error({ failed, reason: fault.message, action }, "health check failed");
    // What the operator does about it; /healthz is not proxied to visitors.
    return reply.code(503).send({ ok: false, failed, action });
  });

  await registerContactRoute(app, {
    store,
    onStored: () => notifier?.kick(),
    rateLimit: options.rateLimit,
    allowedOrigins: options.allowedOrigins,
    clientDir,
  });
  notFoundPage.send = await registerStaticSite(app, clientDir);

  app.addHook("onReady", async () => {
    notifier?.start();
  });
  app.addHook("onClose", async () => {
    await notifier?.stop();
    store.close();
  });

  // Shutting down without a reset: http's own close() drops every idle
  // kept-alive connection at once, resetting a post already on its way over
  // one. Instead only the listening socket is closed, every answer says
  // "Connection: close", and connections still idle after a grace (drainIdleMs,
  // well inside main.ts's shutdown deadline) are closed, once the
  // sockets have been read again: a post that arrived while a commit held the
  // event loop is then under way, and its connection no longer idle.
  let draining = false;
  app.addHook("onRequest", async (_request, reply) => {
    if (draining) reply.header("connection", "close");
  });
  app.decorate(
    "drain",
    () =>
      new Promise<void>((resolve) => {
        draining = true;
        NetServer.prototype.close.call(app.server, () => resolve());
        setTimeout(
          () => setImmediate(() => app.server.closeIdleConnections()),
          limits.drainIdleMs,
        ).unref();
      }),
  );

  app.server.keepAliveTimeoutBuffer = limits.keepAliveBufferMs;
  app.decorate("store", store);
  return app;
}
