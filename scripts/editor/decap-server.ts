// decap-server (MODE=git) as `npm run editor` runs it (local.ts starts this file as a process of
// its own): its git middleware (decap-server's dist/middlewares) on its own Express, on a free
// port of 127.0.0.1 behind the editor's guard (guard.ts, ownServer): a request whose Host is not
// its own address, whose Origin is not its own (the editor's server, which alone asks it, sends
// none), or that lacks the run's key (EDITOR_KEY) is refused with 403 and one line on stderr. Its own CORS allows ORIGIN,
// the editor's origin, alone. The repository is GIT_REPO_DIRECTORY. Two things it does otherwise:
// - it takes one request at a time: decap-server's lock answers a request that waits more than
//   3 s behind another "Unknown error" (500), which a busy computer reached with the editor's
//   parallel reads;
// - it reads a file of a draft (`unpublishedEntryDataFile`) from the draft's branch with git,
//   without checking it out: when a draft reopens, Decap asks for every language's file and gives
//   those the draft did not change no id, which decap-server refuses (422), so the translations'
//   columns opened blank and every later Save failed.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { draftBranch } from "#scripts/editor/browser/editor-preview.ts";
import { isKey, keyHeader, ownServer, refusedLine, saveLimitBytes } from "./guard.ts";

type Request = {
  method: string;
  url: string;
  headers: Record<string, string | undefined>;
  body?: { action?: string; params?: Record<string, string> };
};
type Response = {
  status: (code: number) => { json: (body: unknown) => void };
  json: (body: unknown) => void;
  once: (event: "close", done: () => void) => unknown;
};
type Handler = (request: Request, response: Response, next: () => void) => void;

/** Hands each request on once the one before it is answered (or its connection closed). */
export function oneAtATime(): Handler {
  let queue = Promise.resolve();
  return (_request, response, next) => {
    const turn = queue;
    queue = new Promise((done) => response.once("close", done));
    void turn.then(next);
  };
}

if (import.meta.main) {
  const require = createRequire(import.meta.url);
  const middlewares = require.resolve("decap-server/dist/middlewares.js");
  // The Express decap-server itself uses.
  const express = createRequire(middlewares)("express") as (() => Parameters<
    typeof ownServer
  >[1] & {
    use: (handler: Handler) => void;
  }) & { json: (options: { limit: string }) => Handler };
  const { registerLocalGit } = require(middlewares) as {
    registerLocalGit: (app: unknown, options: { logLevel?: string }) => Promise<void>;
  };
  const key = process.env.EDITOR_KEY ?? "";
  const repository = process.env.GIT_REPO_DIRECTORY ?? "";
  if (key.length < 32 || !process.env.ORIGIN || !repository) {
    throw new Error(
      "decap-server.ts needs EDITOR_KEY, ORIGIN and GIT_REPO_DIRECTORY (scripts/editor/local.ts sets them)",
    );
  }
  const app = express();
  app.use((request, response, next) => {
    if (isKey(request.headers[keyHeader], key)) return next();
    console.error(refusedLine("decap-server", request.method, request.url, "no key of this run"));
    response.status(403).json({ error: "Forbidden" });
  });
  app.use(oneAtATime());
  app.use(express.json({ limit: String(saveLimitBytes) }));
  app.use((request, response, next) => {
    const { action, params: { collection = "", slug = "", path = "" } = {} } = request.body ?? {};
    if (action !== "unpublishedEntryDataFile") return next();
    const blob = `refs/heads/${draftBranch(collection, slug)}:${path}`;
    const options = { cwd: repository, maxBuffer: 64 * 1024 * 1024 };
    execFile("git", ["cat-file", "blob", blob], options, (error, data) => {
      if (error) response.status(404).json({ error: `${path} is not in the draft` });
      else response.json({ data });
    });
  });
  await registerLocalGit(app, { logLevel: process.env.LOG_LEVEL || "warn" });
  // Its address, as the editor's server waits for it (preview.ts, startScript).
  const { url } = ownServer("decap-server", app);
  console.log(JSON.stringify({ url: `${await url}/api/v1` }));
}
