// Drafts as the site will render them, on a computer that runs the editor
// against a local git repository (`npm run editor`, local.ts). Each draft the
// editor saved (a branch cms/<collection>/<entry>) gets an address of its own
// on 127.0.0.1, where every page is rendered from the draft's content by the
// build's own server bundle, with the draft banner (preview-renderer.ts). A
// new save moves the branch, and the next page asked for is rendered from it.
// The build's files (stylesheet, fonts, icons) are served as built; the
// photos are the draft's, and an address no page has is its 404 page.
//
// The editor finds a draft's address as Decap finds a deploy preview: it asks
// its backend (`getDeployPreview`), which previewingBackend() answers here and
// decap-server does not; "View Preview" in the editor's toolbar then opens the
// page of the entry. On GitHub the pull request's preview build, at an address
// of its own, is the draft's preview (.github/workflows/preview.yml). The main
// branch is rendered the same way, without the draft banner: it is the site
// `npm run editor` serves (local.ts).
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createReadStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { photosPath } from "#app/content-loader/photos.ts";
import { draftBranch, draftPagePath } from "#scripts/editor/browser/editor-preview.ts";
import { foreignRequest, isKey, keyHeader, refusedLine } from "./guard.ts";

const run = promisify(execFile);

/** The content types of the build's files. */
const types: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};

/** A file of the build for a request's path, but never a page or a photo: those are the draft's. */
function builtFile(clientDir: string, pathname: string): string | undefined {
  if (pathname.startsWith(photosPath)) return undefined;
  const file = path.join(clientDir, decodeURIComponent(pathname));
  if (!file.startsWith(clientDir + path.sep) || file.endsWith(".html")) return undefined;
  if (!types[path.extname(file)]) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

type Renderer = {
  commit: string;
  folder: string;
  ready: Promise<string>;
  child?: ChildProcess;
  stopped?: boolean;
};

/** The port a server of 127.0.0.1 listens on. */
function portOf(server: Server): number {
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** Refuses, with 403 and one line, a request not addressed to `server` itself (guard.ts); true when it did. */
function refused(name: string, server: Server, request: IncomingMessage, reply: ServerResponse) {
  const reason = foreignRequest(request.headers, portOf(server));
  if (!reason) return false;
  console.error(refusedLine(name, request.method ?? "", request.url ?? "", reason));
  reply.writeHead(403, { "content-type": "text/plain; charset=utf-8" });
  reply.end("Forbidden");
  return true;
}

/**
 * Starts a renderer on the content of `commit` of `repository`; `ready` is its address. A draft's
 * pages say that they are a draft; the published branch's do not.
 */
function startRenderer(options: {
  repository: string;
  commit: string;
  draft: boolean;
  clientDir: string;
  serverBuild: string;
}): Renderer {
  const folder = mkdtempSync(path.join(tmpdir(), "editor-draft-"));
  const script = path.resolve(import.meta.dirname, "preview-renderer.ts");
  const renderer: Renderer = { commit: options.commit, folder, ready: Promise.resolve("") };
  renderer.ready = (async () => {
    // A clone of the draft's commit with its history (the translation notice's
    // date is read from it), sharing the repository's objects; content/ only.
    await run("bash", [
      "-c",
      'git clone -q --shared --no-checkout --sparse "$0" "$2" && git -C "$2" sparse-checkout set content && git -C "$2" -c advice.detachedHead=false checkout -q "$1"',
      options.repository,
      options.commit,
      folder,
    ]);
    if (renderer.stopped) throw new Error("a newer save replaced this draft");
    const child = spawn(process.execPath, [script], {
      env: {
        ...process.env,
        SITE_CONTENT_DIR: path.join(folder, "content"),
        SITE_DRAFT: options.draft ? "1" : "",
        PREVIEW_SERVER_BUILD: options.serverBuild,
        PREVIEW_CLIENT_DIR: options.clientDir,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    renderer.child = child;
    return new Promise<string>((resolve, reject) => {
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split("\n").find((each) => each.startsWith("{"));
        if (line) resolve((JSON.parse(line) as { url: string }).url);
      });
      child.once("exit", (code) => reject(new Error(`the draft's renderer stopped (${code})`)));
    });
  })();
  // Awaited by the pages asked for; one started and never asked for must not fail unheard.
  renderer.ready.catch(() => undefined);
  return renderer;
}

function stopRenderer(renderer: Renderer) {
  renderer.stopped = true;
  renderer.child?.kill("SIGTERM");
  // Its folder goes once its start has settled: a clone still writing into it would race the
  // removal (ENOTEMPTY).
  void renderer.ready
    .catch(() => undefined)
    .finally(() => rmSync(renderer.folder, { recursive: true, force: true, maxRetries: 3 }))
    .catch(() => undefined);
}

/** A file of a branch of `repository` as git holds it, or undefined when the branch has none. */
async function fileOf(repository: string, branch: string, file: string) {
  try {
    const { stdout } = await run(
      "git",
      ["-C", repository, "cat-file", "blob", `refs/heads/${branch}:${file}`],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    return stdout;
  } catch {
    return undefined;
  }
}

export type DraftPreviews = {
  /** The address of a draft's preview (its home page), or undefined when the branch does not exist. */
  addressOf: (branch: string) => Promise<string | undefined>;
  close: () => Promise<void>;
};

/**
 * The drafts' previews of `repository`, each started when it is first asked
 * for. `clientDir` and `serverBuild`: the build whose templates render them.
 */
export function draftPreviews(options: {
  repository: string;
  clientDir: string;
  serverBuild: string;
}): DraftPreviews {
  const previews = new Map<string, { server: Server; url: Promise<string> }>();
  const renderers = new Map<string, Renderer>();
  // Once closed, a request still on its way starts no renderer on a repository that may be gone.
  let closed = false;

  const commitOf = async (branch: string) => {
    try {
      const { stdout } = await run("git", [
        "-C",
        options.repository,
        "rev-parse",
        "--verify",
        "--quiet",
        `refs/heads/${branch}^{commit}`,
      ]);
      return stdout.trim() || undefined;
    } catch {
      return undefined;
    }
  };

  /** The renderer of the branch as it is now: the one running, or a new one after a save. */
  const rendererOf = async (branch: string) => {
    const commit = await commitOf(branch);
    if (!commit || closed) return undefined;
    const running = renderers.get(branch);
    if (running?.commit === commit) return running;
    if (running) stopRenderer(running);
    const started = startRenderer({ ...options, commit, draft: branch.startsWith("cms/") });
    renderers.set(branch, started);
    return started;
  };

  const serve = (branch: string) => async (request: IncomingMessage, reply: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const file = builtFile(options.clientDir, url.pathname);
    if (file) {
      const type = types[path.extname(file)] ?? "application/octet-stream";
      reply.writeHead(200, { "content-type": type, "cache-control": "no-store" });
      createReadStream(file).pipe(reply);
      return;
    }
    try {
      const renderer = await rendererOf(branch);
      if (!renderer) {
        reply.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
        reply.end(`There is no draft ${branch}: it was published or deleted.`);
        return;
      }
      const answer = await fetch(`${await renderer.ready}${url.pathname}${url.search}`);
      reply.writeHead(answer.status, {
        "content-type": answer.headers.get("content-type") ?? "text/html; charset=utf-8",
        "cache-control": "no-store",
      });
      reply.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      reply.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      reply.end(`The draft's preview failed: ${String(error)}`);
    }
  };

  return {
    addressOf: async (branch) => {
      if (!(await commitOf(branch)) || closed) return undefined;
      let preview = previews.get(branch);
      if (!preview) {
        const server: Server = createServer((request, reply) => {
          if (!refused("a draft's preview", server, request, reply))
            void serve(branch)(request, reply);
        });
        const url = new Promise<string>((resolve) => {
          server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${portOf(server)}`));
        });
        preview = { server, url };
        previews.set(branch, preview);
      }
      // Started now, so the draft is ready by the time the page is opened.
      rendererOf(branch).catch(() => undefined);
      return preview.url;
    },
    close: async () => {
      closed = true;
      for (const renderer of renderers.values()) stopRenderer(renderer);
      await Promise.all(
        [...previews.values()].map(
          ({ server }) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}

/**
 * The editor's backend on this computer: decap-server at `decapServer`, and
 * the answers decap-server does not give or gives wrong:
 * - where a draft's preview is (`getDeployPreview`: the page of the entry in
 *   its draft's preview, "ready");
 * - a file of a draft (`unpublishedEntryDataFile`), read from the draft's
 *   branch of `repository` by git, without checking it out. When a draft
 *   reopens, Decap asks for the file of every language, and gives the ones
 *   the draft did not change no id; decap-server refuses those (422), the
 *   translations' columns open blank, and every later Save fails.
 * Everything else goes to decap-server one request at a time: its lock
 * answers a request that waits more than 3 s behind another "Unknown error"
 * (500), which a busy computer reached with the editor's parallel reads.
 * Returns its address, for the site's server to hand the editor's requests to.
 * Each request must carry the run's `key` (in the x-editor-key header), which
 * it hands on to decap-server.
 */
export async function previewingBackend(
  decapServer: string,
  previews: DraftPreviews,
  key: string,
  repository: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const done = queue.then(work, work);
    queue = done.catch(() => undefined);
    return done;
  };
  const server: Server = createServer((request, reply) => {
    if (refused("its backend", server, request, reply)) return;
    if (!isKey(request.headers[keyHeader], key)) {
      console.error(
        refusedLine("its backend", request.method ?? "", request.url ?? "", "no key of this run"),
      );
      reply.writeHead(403, { "content-type": "application/json" });
      reply.end(JSON.stringify({ error: "Forbidden" }));
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      void (async () => {
        const asked = JSON.parse(body.toString() || "{}") as {
          action?: string;
          params?: { collection?: string; slug?: string; path?: string };
        };
        if (asked.action === "getDeployPreview") {
          const { collection = "", slug = "" } = asked.params ?? {};
          const address = await previews.addressOf(draftBranch(collection, slug));
          reply.writeHead(200, { "content-type": "application/json" });
          reply.end(
            JSON.stringify(
              address
                ? { url: `${address}${draftPagePath(collection, slug)}`, status: "SUCCESS" }
                : null,
            ),
          );
          return;
        }
        if (asked.action === "unpublishedEntryDataFile") {
          const { collection = "", slug = "", path: file = "" } = asked.params ?? {};
          const data = await fileOf(repository, draftBranch(collection, slug), file);
          reply.writeHead(data === undefined ? 404 : 200, { "content-type": "application/json" });
          reply.end(
            JSON.stringify(
              data === undefined ? { error: `${file} is not in the draft` } : { data },
            ),
          );
          return;
        }
        const answer = await oneAtATime(async () => {
          const answered = await fetch(decapServer, {
            method: "POST",
            headers: { "content-type": "application/json", [keyHeader]: key },
            body,
          });
          return {
            status: answered.status,
            type: answered.headers.get("content-type") ?? "application/json",
            body: Buffer.from(await answered.arrayBuffer()),
          };
        });
        reply.writeHead(answer.status, { "content-type": answer.type });
        reply.end(answer.body);
      })().catch((error: unknown) => {
        reply.writeHead(500, { "content-type": "application/json" });
        reply.end(JSON.stringify({ error: String(error) }));
      });
    });
  });
  const url = await new Promise<string>((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${portOf(server)}`));
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
