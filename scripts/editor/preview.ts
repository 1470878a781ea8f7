// Drafts as the site will render them, on a computer that runs `npm run editor` (local.ts): each
// branch (a draft's, cms/<collection>/<entry>, or the published one) gets an address of its own
// on 127.0.0.1, where every page is rendered from the branch's content by the build's own server
// bundle (preview-renderer.ts), a draft's with the draft banner. A save moves the branch, and the
// next page asked for is rendered from it. The build's files (stylesheet, fonts, icons) are served
// as built; the photos are the branch's. "View Preview" finds a draft's address by asking the
// backend (`getDeployPreview`, which local.ts answers); on GitHub the pull request's preview build
// is the draft's preview (.github/workflows/preview.yml).
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import send from "@fastify/send";
import { photosPath } from "#app/content-loader/photos.ts";
import { fingerprintsPath } from "#scripts/editor/browser/sign-off.ts";
import { answerText, ownServer } from "./guard.ts";

const run = promisify(execFile);

/** A repository, and the build whose templates render its branches. */
type Build = { repository: string; clientDir: string; serverBuild: string };

/**
 * Starts `script` of this folder in a Node process of its own, with `env` added; `url` is the
 * address it prints on a line of JSON (`{"url"}`), and fails if it stops before; `stop` ends the
 * process and waits until it has.
 */
export function startScript(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, script)], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^(\{.*\})\r?\n/m.exec(output)?.[1];
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once("exit", (code) => reject(new Error(`${script} stopped (${code})`)));
  });
  const stop = async () => {
    // kill() is false once the process has stopped.
    if (child.kill("SIGTERM")) await once(child, "exit");
  };
  return { url, stop };
}

/**
 * Starts a renderer on the content of `commit` of `repository`; `ready` is its address. A draft's
 * pages say that they are a draft; the published branch's do not.
 */
function startRenderer(options: Build & { commit: string; draft: boolean }) {
  const folder = mkdtempSync(path.join(tmpdir(), "editor-draft-"));
  let stopped = false;
  let started: ReturnType<typeof startScript> | undefined;
  const ready = (async () => {
    // A clone of the draft's commit with its history (the translation notice's
    // date is read from it), sharing the repository's objects; content/ only.
    await run("bash", [
      "-c",
      'git clone -q --shared --no-checkout --sparse "$0" "$2" && git -C "$2" sparse-checkout set content && git -C "$2" -c advice.detachedHead=false checkout -q "$1"',
      options.repository,
      options.commit,
      folder,
    ]);
    if (stopped) throw new Error("a newer save replaced this draft");
    started = startScript("preview-renderer.ts", {
      SITE_CONTENT_DIR: path.join(folder, "content"),
      SITE_DRAFT: options.draft ? "1" : "",
      PREVIEW_COMMIT: options.commit,
      PREVIEW_SERVER_BUILD: options.serverBuild,
      PREVIEW_CLIENT_DIR: options.clientDir,
    });
    return started.url;
  })();
  // Awaited by the pages asked for; one started and never asked for must not fail unheard.
  ready.catch(() => undefined);
  return {
    commit: options.commit,
    ready,
    /**
     * Stops the renderer, then removes its folder: not before its clone has stopped writing into
     * it (ENOTEMPTY) nor while its process may still read it (ENOENT, printed by a page
     * half-rendered).
     */
    stop: async () => {
      // A renderer not started by now never starts: its clone sees `stopped`.
      stopped = true;
      await started?.stop();
      await ready.catch(() => undefined);
      rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** The drafts' previews of a repository, each started when it is first asked for. */
export function draftPreviews(options: Build) {
  const previews = new Map<string, ReturnType<typeof ownServer>>();
  const renderers = new Map<string, ReturnType<typeof startRenderer>>();
  // Once closed, a request still on its way starts no renderer on a repository that may be gone.
  let closed = false;

  const commitOf = (branch: string) => {
    const ref = `refs/heads/${branch}^{commit}`;
    return run("git", ["-C", options.repository, "rev-parse", "--verify", "--quiet", ref]).then(
      ({ stdout }) => stdout.trim() || undefined,
      () => undefined,
    );
  };

  /** The renderer of the branch as it is now: the one running, or a new one after a save. */
  const rendererOf = async (branch: string) => {
    const commit = await commitOf(branch);
    if (!commit || closed) return undefined;
    const running = renderers.get(branch);
    if (running?.commit === commit) return running;
    if (running) running.stop().catch(() => undefined);
    const started = startRenderer({ ...options, commit, draft: branch.startsWith("cms/") });
    renderers.set(branch, started);
    return started;
  };

  const serve = (branch: string) => async (request: IncomingMessage, reply: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    try {
      // The build's files (stylesheet, fonts, icons) as built; its pages (and their compressed
      // copies) and photos are the draft's.
      if (!url.pathname.startsWith(photosPath) && !/\.(html|br|gz)$/.test(url.pathname)) {
        const root = options.clientDir;
        const file = await send(request, url.pathname, { root, index: false, cacheControl: false });
        if (file.type === "file") {
          reply.writeHead(file.statusCode, { ...file.headers, "cache-control": "no-store" });
          file.stream.pipe(reply);
          return;
        }
      }
      const renderer = await rendererOf(branch);
      if (!renderer) {
        return answerText(reply, 404, `There is no draft ${branch}: it was published or deleted.`);
      }
      const answer = await fetch(`${await renderer.ready}${url.pathname}${url.search}`);
      reply.writeHead(answer.status, {
        "content-type": answer.headers.get("content-type") ?? "text/html; charset=utf-8",
        "cache-control": "no-store",
      });
      reply.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      answerText(reply, 500, `The draft's preview failed: ${String(error)}`);
    }
  };

  return {
    /** The address of a draft's preview (its home page), or undefined when the branch does not exist. */
    addressOf: async (branch: string) => {
      if (!(await commitOf(branch)) || closed) return undefined;
      const preview = previews.get(branch) ?? ownServer("a draft's preview", serve(branch));
      previews.set(branch, preview);
      // Started now, so the draft is ready by the time the page is opened.
      rendererOf(branch).catch(() => undefined);
      return preview.url;
    },
    /** The words' fingerprints of a branch as it is now, its renderer's answer ("Sign a review"). */
    fingerprintsOf: async (branch: string) => {
      const renderer = await rendererOf(branch);
      if (!renderer) throw new Error(`There is no branch ${branch}.`);
      return fetch(`${await renderer.ready}${fingerprintsPath}`);
    },
    close: async () => {
      closed = true;
      await Promise.all([
        ...[...renderers.values()].map((renderer) => renderer.stop()),
        ...[...previews.values()].map((preview) => preview.close()),
      ]);
    },
  };
}
