// decap-server (MODE=git) as `npm run editor` runs it (local.ts starts this
// file as a process of its own): its git middleware (decap-server's
// dist/middlewares, the package's way to put it in an app of one's own) on
// its own Express, behind the editor's guard (guard.ts): a request whose Host
// is not 127.0.0.1:PORT or localhost:PORT, whose Origin is not its own (the
// editor's server, which alone asks it, sends none), or that lacks the run's key
// (EDITOR_KEY, handed on by the editor's server) is refused with 403 and one
// line on stderr. Its own CORS allows ORIGIN, the editor's origin, alone. The repository is GIT_REPO_DIRECTORY.
import { createRequire } from "node:module";
import { foreignRequest, isKey, keyHeader, refusedLine } from "./guard.ts";

type Request = { method: string; url: string; headers: Record<string, string | undefined> };
type Response = { status: (code: number) => { json: (body: unknown) => void } };
type App = {
  use: (handler: (request: Request, response: Response, next: () => void) => void) => void;
  listen: (port: number, host: string, done: () => void) => unknown;
};

const require = createRequire(import.meta.url);
const middlewares = require.resolve("decap-server/dist/middlewares.js");
// The Express decap-server itself uses.
const express = createRequire(middlewares)("express") as () => App;
const { registerLocalGit } = require(middlewares) as {
  registerLocalGit: (app: App, options: { logLevel?: string }) => Promise<void>;
};

const port = Number(process.env.PORT);
const key = process.env.EDITOR_KEY ?? "";
const origin = process.env.ORIGIN ?? "";
if (!port || key.length < 32 || !origin) {
  throw new Error(
    "decap-server.ts needs PORT, EDITOR_KEY and ORIGIN (scripts/editor/local.ts sets them)",
  );
}

const app = express();
app.use((request, response, next) => {
  const reason =
    foreignRequest(request.headers, port) ??
    (isKey(request.headers[keyHeader], key) ? undefined : "no key of this run");
  if (!reason) return next();
  console.error(refusedLine("decap-server", request.method, request.url, reason));
  response.status(403).json({ error: "Forbidden" });
});
await registerLocalGit(app, { logLevel: process.env.LOG_LEVEL || "warn" });
app.listen(port, "127.0.0.1", () => console.log(`decap-server on 127.0.0.1:${port}`));
