// Starts the project's own server on a free port of 127.0.0.1, serving the
// site built in build/client with a throwaway message database, for every
// browser test; its address reaches the tests as SITE_URL (`baseURL` in
// playwright.config.ts). Returns the teardown that stops it.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp, defaultClientDir } from "../../server/app.ts";

/** The server on a free port with a message database of its own, and `close`, which removes both. */
export async function startSite(options: Parameters<typeof buildApp>[0] = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-e2e-"));
  const app = await buildApp({
    databaseFile: path.join(dataDir, "messages.sqlite"),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    ...options,
  });
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, dataDir, close, base: await app.listen({ port: 0, host: "127.0.0.1" }) };
}

export default async function setup() {
  if (!existsSync(`${defaultClientDir}/index.html`)) {
    throw new Error("No build in build/client: run `npm run build` before the browser tests.");
  }
  const site = await startSite();
  process.env.SITE_URL = site.base;
  return site.close;
}
