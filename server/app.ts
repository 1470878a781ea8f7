// Builds the Fastify application: the static site, and a health check for
// load balancers. main.ts starts it; tests build it on a random port.
import path from "node:path";
import Fastify, { type FastifyServerOptions } from "fastify";
import { findPagePaths, pageUrlRewriter, registerStaticSite } from "./static-site.ts";

export const defaultClientDir = path.resolve(import.meta.dirname, "../build/client");

export type AppOptions = {
  clientDir?: string;
  logger?: FastifyServerOptions["logger"];
};

export async function buildApp({ clientDir = defaultClientDir, logger = false }: AppOptions = {}) {
  const pages = await findPagePaths(clientDir);
  const app = Fastify({
    logger,
    rewriteUrl: (request) => pageUrlRewriter(pages)(request.url ?? "/"),
  });

  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { ok: true };
  });

  await registerStaticSite(app, clientDir);
  return app;
}
