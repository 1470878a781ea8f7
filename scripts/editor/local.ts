// The editor on one computer, against a local git repository (content/README.md, "On your own
// computer"): decap-server (MODE=git, decap-server.ts) on a free port of 127.0.0.1, and the site's
// server in front of it, which serves /admin from the build, hands the editor's requests to
// decap-server, and serves every page of the site as the published branch has it now (preview.ts).
// Each save is a commit on a branch cms/<collection>/<entry> by the author git is given.
//
//   npm run editor                       # the repository in this folder, the site on PORT (3000)
//   EDITOR_GIT_DIR=/path/to/clone npm run editor
//
// Needs `npm run build` first. It refuses a clone with anything uncommitted or untracked: decap-server
// switches the clone's branches while it saves, and commits each save with `git add .`. "Sign a
// review" asks it who signs (/admin/api/identity: the clone's own git name) and the words'
// fingerprints of the published branch as it is now (/admin/fingerprints.json), whose pages its
// site shows, so the page a person reads and the words she signs are the same commit's.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { buildApp, defaultClientDir } from "#server/app.ts";
import { editorPolicy, inlineScriptHashes, pagePolicy } from "#server/security-headers.ts";
import {
  draftBranch,
  draftPagePath,
  previewAddress,
} from "#scripts/editor/browser/editor-preview.ts";
import { editorKeyName } from "#scripts/editor/browser/editor.ts";
import { draftPreviews, startScript } from "./preview.ts";
import { fingerprintsPath, identityPath } from "#scripts/editor/browser/sign-off.ts";
import { freePort } from "#scripts/free-port.ts";
import { changesNamed } from "./changes.ts";
import {
  foreignRequest,
  isKey,
  keyHeader,
  pathOutside,
  refusedLine,
  saveLimitBytes,
} from "./guard.ts";
import { commandLine } from "#server/commands/command-line.ts";

export type Author = { name: string; email: string };

const git = (repository: string, ...args: string[]) =>
  execFileSync("git", ["-C", repository, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();

const gitOr = (repository: string, ...args: string[]) => {
  try {
    return git(repository, ...args);
  } catch {
    return undefined;
  }
};

/**
 * Who signs in `repository` when no author is given: GIT_AUTHOR_NAME and _EMAIL, else the
 * user.name and user.email of the clone itself (`git config --local`), never a name the
 * computer's other repositories share, which would sign for whoever uses it.
 */
export function gitIdentity(repository: string): Author | undefined {
  const config = (key: string) => gitOr(repository, "config", "--local", key) ?? "";
  const name = process.env.GIT_AUTHOR_NAME || config("user.name");
  const email = process.env.GIT_AUTHOR_EMAIL || config("user.email");
  return name ? { name, email } : undefined;
}

type Entry = { collection?: string; slug?: string };
type Save = {
  dataFiles?: { path: string; raw: string; slug?: string }[];
  options?: { collectionName?: string; commitMessage?: string };
};

/**
 * A save's commit message, naming what it changed in which language (Decap's says only which
 * entry): "Conditions: “migraine” changed in the editor: summary (en, es)". The files are compared
 * with the draft's branch, or for a new draft the published one; a new file is not listed.
 */
function namedChanges(repository: string, published: string, save: Save): string {
  const message = save.options?.commitMessage ?? "";
  const [first] = save.dataFiles ?? [];
  const draft = draftBranch(save.options?.collectionName ?? "", first?.slug ?? "");
  const draftCommit = gitOr(repository, "rev-parse", "--verify", "--quiet", `refs/heads/${draft}`);
  const base = draftCommit ?? published;
  const named = changesNamed(
    (save.dataFiles ?? []).map((file) => ({
      path: file.path,
      before: gitOr(repository, "show", `${base}:${file.path}`),
      after: file.raw,
    })),
  );
  return named ? `${message}: ${named}` : message;
}

export type LocalEditor = Awaited<ReturnType<typeof startLocalEditor>>;

/**
 * Starts decap-server on `repository` and the site's server in front of it.
 * `author`: whom git names on every commit (otherwise the repository's own).
 */
export async function startLocalEditor({
  repository,
  author: who,
  ...options
}: {
  repository: string;
  author?: Author;
  port?: number;
  clientDir?: string;
}) {
  // The files of the working tree that git does not hold as committed: changed (staged or not)
  // and untracked but not ignored. decap-server commits each save with `git add .`, which would
  // put them in the draft (security review 2026-11-28, L6).
  const files = [
    git(repository, "diff", "-z", "--name-only", "--no-renames", "HEAD"),
    git(repository, "ls-files", "-z", "--others", "--exclude-standard"),
  ].flatMap((list) => list.split("\0").filter(Boolean));
  if (files.length > 0) {
    const more = files.length > 10 ? ` and ${files.length - 10} more` : "";
    throw new Error(
      `npm run editor: ${repository} has files git does not hold as committed, which a save would put in a draft (decap-server commits with "git add ."): ${files.slice(0, 10).join(", ")}${more}. Commit, stash or remove them first.`,
    );
  }
  const clientDir = options.clientDir ?? defaultClientDir;
  const adminPage = path.join(clientDir, "admin", "index.html");
  if (!existsSync(adminPage)) {
    throw new Error(
      `npm run editor: no build of the site in ${clientDir}. Run npm run build first.`,
    );
  }
  // The site's port is chosen first: decap-server allows its origin alone.
  const port = options.port || (await freePort());
  // The run's key (guard.ts), 256 random bits: the /admin page carries it, every write presents it.
  const key = randomBytes(32).toString("base64url");
  // What it starts, stopped in reverse if a later step fails (a port in use): no decap-server is
  // left running on its own. Started whole, close() stops them all, once however often it is called.
  await using started = new AsyncDisposableStack();
  const decapServer = startScript("decap-server.ts", {
    GIT_REPO_DIRECTORY: repository,
    ORIGIN: `http://127.0.0.1:${port}`,
    EDITOR_KEY: key,
    ...(who && { GIT_AUTHOR_NAME: who.name, GIT_AUTHOR_EMAIL: who.email }),
    ...(who && { GIT_COMMITTER_NAME: who.name, GIT_COMMITTER_EMAIL: who.email }),
  });
  started.defer(() => decapServer.stop());
  const backend = await decapServer.url;
  const previews = draftPreviews({
    repository,
    clientDir,
    serverBuild: path.join(path.dirname(clientDir), "server", "index.js"),
  });
  started.defer(() => previews.close());
  const dataDir = mkdtempSync(path.join(tmpdir(), "editor-messages-"));
  started.defer(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = await buildApp({
    databaseFile: path.join(dataDir, "messages.sqlite"),
    clientDir,
    // A new commit's fingerprints take seconds to make: the connection waits, not the public 15 s.
    timeouts: { idleMs: 120_000 },
  });
  started.defer(() => app.close());
  // Only the editor's own pages (guard.ts): a request whose Host or Origin is
  // another site's is refused, and so is anything but a read without the key.
  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string) => {
    console.error(refusedLine("its site", request.method, request.url, reason));
    return reply.code(403).send({ error: "Forbidden" });
  };
  // The branch the site is built from, as the build's configuration names it (admin-files.ts).
  const published = process.env.EDITOR_BRANCH || "main";
  // The site as that branch has it now, rendered when a page is asked for (as a draft's preview
  // is, without its banner), not the last build: a draft published in the editor shows at once,
  // and the page a person signs is the page of the words whose fingerprints she signs.
  const sitePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (/^\/(admin|api)(\/|$)/.test(request.url)) return;
    const site = await previews.addressOf(published);
    if (!site) return;
    // The preview follows a page's redirect itself (preview.ts): what it answers is a page or a file.
    const answer = await fetch(`${site}${request.url}`);
    const type = answer.headers.get("content-type");
    const body = Buffer.from(await answer.arrayBuffer());
    if (type) reply.header("content-type", type);
    // A page gets the policy the built site gives it (its own inline scripts' hashes), not the
    // server's policy for what is not a page, under which the browser loads none of its files.
    if (type?.startsWith("text/html")) {
      const scripts = inlineScriptHashes(body.toString("utf8"));
      reply.header("content-security-policy", pagePolicy({ scripts, styles: [] }));
    }
    return reply.code(answer.status).send(body);
  };
  // Nothing it answers is kept: the build's files under /admin say otherwise (static-site.ts).
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const foreign = foreignRequest(request.headers, port);
    if (foreign) return refuse(request, reply, foreign);
    if (request.method === "GET" || request.method === "HEAD") return sitePage(request, reply);
    if (!isKey((request.query as Record<string, unknown> | undefined)?.key, key)) {
      return refuse(request, reply, "no key of this run");
    }
  });
  // The editor's git backend on the site's own origin, so the editor's policy names no other
  // address: each request is checked here, then handed to decap-server with the run's key.
  app.post("/admin/api/v1", { bodyLimit: saveLimitBytes }, async (request, reply) => {
    // No path outside content/ (the photos' folder, content/photos, is in it), after `..` and symlinks.
    const outside = await pathOutside(repository, "content", request.body);
    if (outside) return refuse(request, reply, `${outside} is not under content`);
    const asked = request.body as { action?: string; params?: Save & Entry } | undefined;
    // Where a draft's preview is ("View Preview"): the page of the entry in it, which decap-server cannot say.
    if (asked?.action === "getDeployPreview") {
      const { collection = "", slug = "" } = asked.params ?? {};
      const address = await previews.addressOf(draftBranch(collection, slug));
      const url = address && `${address}${draftPagePath(collection, slug)}`;
      return reply
        .type("application/json")
        .send(JSON.stringify(url ? { url, status: "SUCCESS" } : null));
    }
    if (asked?.action === "persistEntry" && asked.params?.options) {
      asked.params.options.commitMessage = namedChanges(repository, published, asked.params);
    }
    const answer = await fetch(backend, {
      method: "POST",
      headers: { [keyHeader]: key, "content-type": "application/json" },
      body: JSON.stringify(request.body),
    });
    reply
      .code(answer.status)
      .header("content-type", answer.headers.get("content-type") ?? "application/json");
    return reply.send(Buffer.from(await answer.arrayBuffer()));
  });
  // The editor's page, with the run's key (scripts/editor/browser/editor.ts reads it), at /admin,
  // its one address: the site sends /admin/ there (static-site.ts).
  const page = readFileSync(adminPage, "utf8").replace(
    "<head>",
    `<head>\n<meta name="${editorKeyName}" content="${key}">`,
  );
  app.get("/admin", async (_request, reply) =>
    reply
      .header("content-security-policy", editorPolicy)
      .type("text/html; charset=utf-8")
      .send(page),
  );
  // The words' fingerprints of the published branch as it is now, made by its renderer at once,
  // so a person who opens "Sign a review" does not wait for them.
  previews.fingerprintsOf(published).catch(() => undefined);
  app.get(fingerprintsPath, async (_request, reply) => {
    reply.type("application/json");
    const answer = await previews.fingerprintsOf(published).catch((error: unknown) => error);
    const text = answer instanceof Response ? await answer.text() : String(answer);
    if (answer instanceof Response && answer.ok) return reply.send(text);
    // A content mistake on the branch: its line says which file and line.
    const mistake = /^content\/.*$/m.exec(text)?.[0] ?? text.split("\n")[0];
    return reply.code(500).send({ error: mistake });
  });
  app.get(identityPath, async (_request, reply) => {
    const identity = who ?? gitIdentity(repository);
    if (!identity) {
      return reply.code(404).send({
        error:
          'This clone has no name of its own to sign with: run git config user.name "Your Name" in it',
      });
    }
    return identity;
  });
  app.get(`${previewAddress}/:collection/:slug/*`, async (request, reply) => {
    const { collection, slug, "*": page = "" } = request.params as Record<string, string>;
    const address = await previews.addressOf(draftBranch(collection ?? "", slug ?? ""));
    if (!address) return reply.code(404).send("This entry has no draft: save it first.");
    return reply.redirect(`${address}/${page}`);
  });
  const url = await app.listen({ port, host: "127.0.0.1" });
  const running = started.move();
  let closing: Promise<void> | undefined;
  return {
    /** The site's address; the editor is at `${url}/admin`. */
    url,
    /** The addresses of the servers behind it (its backend, decap-server), which only it asks. */
    backends: [backend],
    close: () => (closing ??= running.disposeAsync()),
  };
}

if (import.meta.main) {
  commandLine(`Usage: npm run editor (the repository here), or EDITOR_GIT_DIR=<clone> npm run editor
The editor at /admin on this computer, on PORT (3000): content/README.md, "On your own computer".`);
  const editor = await startLocalEditor({
    repository: path.resolve(process.env.EDITOR_GIT_DIR || "."),
    port: Number(process.env.PORT || 3000),
  }).catch((error: unknown) => {
    // One line, no stack: what is wrong and what to do.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
  console.log(`The editor: ${editor.url}/admin/ (Ctrl+C to stop)`);
  const stop = () => void editor.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
