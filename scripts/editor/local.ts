// The editor on one computer, against a local git repository: decap-server
// (MODE=git) on a free port of 127.0.0.1, and the site's server in front of
// it, which serves the built site with /admin and hands the editor's requests
// to decap-server. Each save is a commit in that repository, on a branch
// cms/<collection>/<entry> until it is published (Decap's editorial
// workflow), by the author git is given (GIT_AUTHOR_NAME and _EMAIL, or the
// repository's user.name and user.email).
//
//   npm run editor                       # the repository in this folder, the site on PORT (3000)
//   EDITOR_GIT_DIR=/path/to/clone npm run editor
//
// Needs `npm run build` first. Run it in a clone with nothing uncommitted:
// decap-server switches the clone's branches while it saves.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { buildApp } from "#server/app.ts";

/** A free port of 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Waits until decap-server answers, or its process ends. */
async function answering(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`decap-server stopped: ${output()}`);
    try {
      const answer = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`decap-server did not answer within 30 s: ${output()}`);
}

export type Author = { name: string; email: string };

export type LocalEditor = {
  /** The site's address; the editor is at `${url}/admin/`. */
  url: string;
  close: () => Promise<void>;
};

/**
 * Starts decap-server on `repository` and the site's server in front of it.
 * `author`: whom git names on every commit (otherwise the repository's own).
 */
export async function startLocalEditor(options: {
  repository: string;
  author?: Author;
  port?: number;
  clientDir?: string;
}): Promise<LocalEditor> {
  const backendPort = await freePort();
  const server = createRequire(import.meta.url).resolve("decap-server/dist/index.js");
  const who = options.author;
  let output = "";
  const child = spawn(process.execPath, [server], {
    cwd: options.repository,
    env: {
      ...process.env,
      MODE: "git",
      GIT_REPO_DIRECTORY: options.repository,
      PORT: String(backendPort),
      BIND_HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...(who
        ? {
            GIT_AUTHOR_NAME: who.name,
            GIT_AUTHOR_EMAIL: who.email,
            GIT_COMMITTER_NAME: who.name,
            GIT_COMMITTER_EMAIL: who.email,
          }
        : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const backend = `http://127.0.0.1:${backendPort}/api/v1`;
  await answering(backend, child, () => output);
  const dataDir = mkdtempSync(path.join(tmpdir(), "editor-messages-"));
  const app = await buildApp({
    editorBackend: backend,
    databaseFile: path.join(dataDir, "messages.sqlite"),
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
  });
  const url = await app.listen({ port: options.port ?? 0, host: "127.0.0.1" });
  return {
    url,
    close: async () => {
      await app.close();
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

if (import.meta.main) {
  const editor = await startLocalEditor({
    repository: path.resolve(process.env.EDITOR_GIT_DIR || "."),
    port: Number(process.env.PORT || 3000),
  });
  console.log(`The editor: ${editor.url}/admin/ (Ctrl+C to stop)`);
  const stop = () => void editor.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
