// The local editor (`npm run editor`) answers only itself: a page of another
// site that rebinds its own name to 127.0.0.1 (DNS rebinding) reaches the
// editor's port with its own Host and Origin, and is refused; every request
// to the git backend carries the run's key, which only the /admin page holds;
// and no request writes outside content/ (never .git/config, whose
// core.fsmonitor runs a command), whatever its `..` or symlinks. Security
// review 2026-11-28, H1. Starts decap-server on a throwaway repository and a
// site of one page (no build needed).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { committedRepository, git } from "#scripts/git-repository.ts";
import { draftPagePath } from "#scripts/editor/browser/editor-preview.ts";
import { editorPage } from "./admin-files.ts";
import { type LocalEditor, gitIdentity, startLocalEditor } from "./local.ts";

let root: string;
let repository: string;
const facts = (language: string) => `content/practice/${language}/facts.yaml`;
let editor: LocalEditor;
let port: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "editor-guard-"));
  repository = path.join(root, "repo");
  for (const language of ["en", "es"]) {
    mkdirSync(path.join(repository, "content", "practice", language), { recursive: true });
    writeFileSync(path.join(repository, facts(language)), "phone: 1\n");
  }
  committedRepository(repository);
  const clientDir = path.join(root, "client");
  mkdirSync(path.join(clientDir, "admin"), { recursive: true });
  writeFileSync(path.join(clientDir, "admin", "index.html"), editorPage("Test"));
  writeFileSync(path.join(clientDir, "admin", "config.yml"), "media_folder: content/photos\n");
  editor = await startLocalEditor({
    repository,
    clientDir,
    author: { name: "Office Manager", email: "office@example.test" },
  });
  port = new URL(editor.url).port;
});

afterAll(async () => {
  await editor?.close();
  rmSync(root, { recursive: true, force: true });
});

type Answer = { status: number; body: string; headers: Record<string, unknown> };

/** A request to `address` as a browser (or a rebound page) sends it: its own Host and Origin. */
function send(
  address: string,
  options: {
    method?: string;
    host?: string;
    origin?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const url = new URL(address);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const asked = request(
      {
        host: "127.0.0.1",
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? (body ? "POST" : "GET"),
        headers: {
          host: options.host ?? url.host,
          ...(options.origin ? { origin: options.origin } : {}),
          ...(body ? { "content-type": "application/json" } : {}),
          ...options.headers,
        },
      },
      (answer) => {
        let text = "";
        answer.on("data", (chunk: Buffer) => (text += chunk.toString()));
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, body: text, headers: answer.headers }),
        );
      },
    );
    asked.on("error", reject);
    asked.end(body);
  });
}

/** The run's key, as the /admin page carries it. */
async function key(): Promise<string> {
  const page = await send(`${editor.url}/admin`);
  return /<meta name="editor-key" content="([^"]+)">/.exec(page.body)?.[1] ?? "";
}

const api = (withKey: string) => `${editor.url}/admin/api/v1?key=${encodeURIComponent(withKey)}`;
const info = { action: "info" };
const base64 = (text: string) => Buffer.from(text).toString("base64");
const persistMedia = (file: string) => ({
  action: "persistMedia",
  params: {
    branch: "main",
    asset: {
      path: file,
      content: base64("[core]\n\tfsmonitor = touch pwned\n"),
      encoding: "base64",
    },
    options: { commitMessage: "photo" },
  },
});
const persistEntry = (file: string, useWorkflow = true) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [{ slug: "facts", path: file, raw: "phone: 2\n" }],
    assets: [],
    options: { collectionName: "practice", commitMessage: "facts", useWorkflow, status: "draft" },
  },
});

describe("the local editor and DNS rebinding", () => {
  it("refuses a request whose Host is not its own, on every path, and answers its own", async () => {
    const foreign = `rebind.attacker.example:${port}`;
    for (const [address, body] of [
      [`${editor.url}/admin`, undefined],
      [`${editor.url}/admin/api/identity`, undefined],
      [`${editor.url}/admin/fingerprints.json`, undefined],
      [api(await key()), info],
    ] as const) {
      const answer = await send(address, { host: foreign, origin: `http://${foreign}`, body });
      expect(answer.status, address).toBe(403);
      expect(answer.body, address).not.toContain("office@example.test");
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const identity = await send(`${editor.url}/admin/api/identity`, { host });
      expect(identity.status, host).toBe(200);
      expect(JSON.parse(identity.body)).toEqual({
        name: "Office Manager",
        email: "office@example.test",
      });
    }
    // Another port of this computer is another origin too.
    expect((await send(`${editor.url}/admin/api/identity`, { host: "127.0.0.1:1" })).status).toBe(
      403,
    );
  });

  it("refuses an Origin other than its own, and answers its own", async () => {
    const withKey = api(await key());
    for (const origin of [`http://attacker.example:${port}`, "http://127.0.0.1:1", "null"]) {
      expect((await send(withKey, { origin, body: info })).status, origin).toBe(403);
    }
    const own = await send(withKey, { origin: `http://127.0.0.1:${port}`, body: info });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toMatchObject({ type: "local_git" });
  });

  it("gives the /admin page a key of this run, kept from caches, and refuses a request without it", async () => {
    const page = await send(`${editor.url}/admin`);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
    const runKey = await key();
    expect(runKey).toMatch(/^[\w-]{40,}$/);
    const commits = git(repository, "rev-list", "--all", "--count");
    for (const address of [`${editor.url}/admin/api/v1`, api(""), api(`${runKey.slice(1)}x`)]) {
      expect(
        (await send(address, { body: persistEntry("content/practice/en/facts.yaml") })).status,
        address,
      ).toBe(403);
      expect((await send(address, { body: info })).status, address).toBe(403);
    }
    expect(git(repository, "rev-list", "--all", "--count")).toBe(commits);
  });

  it("refuses, even with the key, a write outside content/: .git, dot-files, `..`, a symlink out", async () => {
    symlinkSync("../.git", path.join(repository, "content", "git-link"));
    const config = readFileSync(path.join(repository, ".git", "config"), "utf8");
    const commits = git(repository, "rev-list", "--all", "--count");
    const withKey = api(await key());
    for (const file of [
      ".git/config",
      "./.git/config",
      "content/../.git/config",
      "content/git-link/config",
      "../x",
      "content/../../x",
      "/tmp/x",
      ".env",
      "content/.hidden",
      "README.md",
    ]) {
      for (const body of [
        persistMedia(file),
        persistEntry(file),
        persistEntry(file, false),
        {
          action: "deleteFile",
          params: { branch: "main", path: file, options: { commitMessage: "x" } },
        },
      ]) {
        const answer = await send(withKey, { body });
        expect(answer.status, `${body.action} ${file}`).toBe(403);
      }
    }
    const moved = persistEntry("content/practice/en/facts.yaml");
    moved.params.dataFiles = [{ ...moved.params.dataFiles[0]!, newPath: ".git/hooks/x" } as never];
    expect((await send(withKey, { body: moved })).status).toBe(403);
    expect(readFileSync(path.join(repository, ".git", "config"), "utf8")).toBe(config);
    expect(git(repository, "rev-list", "--all", "--count")).toBe(commits);
    expect(() => readFileSync(path.join(root, "x"))).toThrow();
  });

  it("saves an entry under content/ with the key, as a draft, whose preview answers only its own Host", async () => {
    const answer = await send(api(await key()), {
      origin: `http://127.0.0.1:${port}`,
      body: persistEntry("content/practice/en/facts.yaml"),
    });
    expect(answer.status).toBe(200);
    expect(git(repository, "show", "cms/practice/facts:content/practice/en/facts.yaml")).toBe(
      "phone: 2",
    );
    // Its commit says what changed, in which language.
    expect(git(repository, "log", "-1", "--format=%s", "cms/practice/facts")).toBe(
      "facts: phone (en)",
    );
    const preview = await send(`${editor.url}/admin/preview/practice/facts/`);
    expect(preview.status).toBe(302);
    const address = new URL(String(preview.headers.location));
    const foreign = await send(address.href, { host: `rebind.attacker.example:${address.port}` });
    expect(foreign.status).toBe(403);
    // "View Preview": the page of the entry in its draft's preview, ready; none for an entry with no draft.
    const entry = { branch: "main", collection: "practice", slug: "facts" };
    const deployPreview = async (params: typeof entry) =>
      JSON.parse(
        (await send(api(await key()), { body: { action: "getDeployPreview", params } })).body,
      );
    expect(await deployPreview(entry)).toEqual({
      url: `${address.origin}${draftPagePath("practice", "facts")}`,
      status: "SUCCESS",
    });
    expect(await deployPreview({ ...entry, slug: "other" })).toBeNull();
    // Each language's file of the draft, from its branch, changed or not, with or without an id.
    const read = async (language: string, id: string) => {
      const params = { ...entry, path: facts(language), id };
      const answer = await send(api(await key()), {
        body: { action: "unpublishedEntryDataFile", params },
      });
      return JSON.parse(answer.body) as unknown;
    };
    expect(await read("en", facts("en"))).toEqual({ data: "phone: 2\n" });
    expect(await read("es", "")).toEqual({ data: "phone: 1\n" });
    expect(await read("ru", "")).toEqual({ error: `${facts("ru")} is not in the draft` });
  });

  it("keeps the servers behind the editor's to the editor: decap-server and the backend refuse a foreign Host or a request without the key", async () => {
    expect(editor.backends).toHaveLength(1);
    for (const backend of editor.backends) {
      const own = new URL(backend).host;
      const foreign = `rebind.attacker.example:${new URL(backend).port}`;
      expect((await send(backend, { host: foreign, body: info })).status, backend).toBe(403);
      expect((await send(backend, { host: own, body: info })).status, backend).toBe(403);
    }
  });
});

describe("who signs on this computer", () => {
  it("is the clone's own git name, never one the computer's other repositories share", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "editor-who-"));
    writeFileSync(path.join(folder, "README.md"), "A clone.\n");
    const clone = committedRepository(folder);
    const shared = path.join(clone, "..", `${path.basename(clone)}.gitconfig`);
    writeFileSync(shared, "[user]\n\tname = Whoever Set Up This Computer\n");
    vi.stubEnv("GIT_CONFIG_GLOBAL", shared);
    vi.stubEnv("GIT_AUTHOR_NAME", "");
    try {
      expect(git(clone, "config", "user.name")).toBe("Whoever Set Up This Computer");
      expect(gitIdentity(clone)).toBeUndefined();
      git(clone, "config", "user.name", "Anna Markova, MD");
      git(clone, "config", "user.email", "physician@example.test");
      expect(gitIdentity(clone)).toEqual({
        name: "Anna Markova, MD",
        email: "physician@example.test",
      });
    } finally {
      vi.unstubAllEnvs();
      rmSync(clone, { recursive: true, force: true });
      rmSync(shared, { force: true });
    }
  });
});
