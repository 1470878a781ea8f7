// What the local editor's servers (`npm run editor`, local.ts) answer: only
// themselves. Each listens on 127.0.0.1, which no other computer reaches, but
// a web page on this computer can: a page of another site that rebinds its
// own name to 127.0.0.1 (DNS rebinding) sends the editor's port its own Host
// and Origin, and reads the answers as its own. So every server refuses a
// Host other than its own address (127.0.0.1:<port>, localhost:<port>) and an
// Origin other than its own; everything but a read must carry the key of the
// run, which only the /admin page holds; and no request to the git backend
// names a path outside content/ (and the media folder): never .git/config,
// whose core.fsmonitor runs a command, nor any dot-file, after `..` and
// symlinks are resolved. Security review 2026-11-28, H1.
import { timingSafeEqual } from "node:crypto";
import { once } from "node:events";
import { lstat, realpath } from "node:fs/promises";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import path from "node:path";

/** The largest request the git backend takes, at local.ts's route and in decap-server alike. */
export const saveLimitBytes = 50 * 1024 * 1024;

/** The header the editor's own servers hand the key on with. */
export const keyHeader = "x-editor-key";

/** Whether `given` is the run's key, compared in constant time. */
export function isKey(given: unknown, key: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Why a request to the server on `port` of 127.0.0.1 is not its own, or
 * undefined: a Host other than 127.0.0.1:<port> or localhost:<port>, or an
 * Origin, when it has one, other than the origin of that Host.
 */
export function foreignRequest(headers: IncomingMessage["headers"], port: number) {
  const host = headers.host;
  const own = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (typeof host !== "string" || !own.includes(host.toLowerCase())) {
    return `Host ${JSON.stringify(host ?? "")} is not ${own.join(" or ")}`;
  }
  const origin = headers.origin;
  if (origin !== undefined && origin !== `http://${host.toLowerCase()}`) {
    return `Origin ${JSON.stringify(origin)} is not http://${host}`;
  }
  return undefined;
}

/** The line a server logs for a request it refused: never the query, which may hold the key. */
export function refusedLine(server: string, method: string, url: string, reason: string): string {
  return `npm run editor (${server}) refused ${method} ${url.split("?")[0]}: ${reason}`;
}

export const answerText = (reply: ServerResponse, status: number, text: string) =>
  reply.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(text);

/**
 * A server on a free port of 127.0.0.1 that answers only requests addressed to itself
 * (`foreignRequest`); any other is refused with 403 and one line naming `name`. `url`: its address.
 */
export function ownServer(
  name: string,
  handle: (request: IncomingMessage, reply: ServerResponse) => void,
) {
  let port = 0;
  const server = createServer((request, reply) => {
    const reason = foreignRequest(request.headers, port);
    if (!reason) return handle(request, reply);
    console.error(refusedLine(name, request.method ?? "", request.url ?? "", reason));
    answerText(reply, 403, "Forbidden");
  });
  const url = once(server.listen(0, "127.0.0.1"), "listening").then(() => {
    port = (server.address() as { port: number }).port;
    return `http://127.0.0.1:${port}`;
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, close };
}

/** The names a git backend's request gives a path under (Decap's proxy actions). */
const pathKeys = new Set(["path", "newPath", "folder", "mediaFolder", "paths"]);

function pathsIn(value: unknown, key = ""): unknown[] {
  if (Array.isArray(value)) return value.flatMap((each) => pathsIn(each, key));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([name, each]) => pathsIn(each, name));
  }
  return pathKeys.has(key) ? [value] : [];
}

/** Whether `file` resolves, with its `..` and symlinks, under `root` of the repository. */
async function underRoot(repository: string, root: string, file: unknown) {
  if (typeof file !== "string" || file === "" || file.includes("\0") || file.includes("\\")) {
    return false;
  }
  // No dot-file or dot-folder (.git, .env), no `.` or `..`, nothing absolute.
  const segments = file.split("/");
  if (path.posix.isAbsolute(file) || segments.some((each) => each.startsWith("."))) return false;
  const named = path.posix.normalize(file);
  if (named !== root && !named.startsWith(`${root}/`)) return false;
  // The nearest part of the path that exists, with its symlinks resolved, is still under the root.
  const repositoryPath = await realpath(repository);
  const rootPath = path.join(repositoryPath, root);
  let existing = path.join(repositoryPath, named);
  while (!(await lstat(existing).catch(() => undefined))) existing = path.dirname(existing);
  // A symlink to nowhere is refused too.
  const resolved = await realpath(existing).catch(() => "");
  return resolved === rootPath || resolved.startsWith(rootPath + path.sep);
}

/**
 * The first path of a git backend request that is not under `root` of `repository` (a folder
 * such as "content", without "./" or a trailing slash), or undefined when each is.
 */
export async function pathOutside(repository: string, root: string, body: unknown) {
  for (const file of pathsIn((body as { params?: unknown } | null)?.params)) {
    if (!(await underRoot(repository, root, file))) return JSON.stringify(file);
  }
  return undefined;
}
