// The project's own server as the bench runs it: the production app with its
// headers, on a free port of 127.0.0.1, serving a built client folder (the
// build, or a rendition of it) with a throwaway message database, and a rate
// limit high enough for the contact load.
import { buildApp } from "#server/app.ts";

export type Server = { origin: string; close: () => Promise<void> };

export async function startSiteServer(databaseFile: string, clientDir?: string): Promise<Server> {
  const app = await buildApp({
    clientDir,
    databaseFile,
    rateLimit: { max: 100_000, timeWindowMs: 60_000 },
  });
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  return { origin, close: () => app.close() };
}
