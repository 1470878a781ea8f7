// The local editor refuses a working tree holding anything git does not hold
// as committed: decap-server commits each save with `git add .`, so an
// untracked file (a note of a patient's call) or an uncommitted change would
// go into a draft, and on to main when it is published. `npm run editor`
// names the files in one line and stops. Security review 2026-11-28, L6.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { freePort } from "#scripts/free-port.ts";
import { committedRepository, git } from "#scripts/git-repository.ts";
import { startLocalEditor } from "./local.ts";
import { patience } from "#tests/support/patience.ts";

let root: string;
let repository: string;
let clientDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "editor-clean-"));
  repository = path.join(root, "repo");
  mkdirSync(path.join(repository, "content", "practice", "en"), { recursive: true });
  writeFileSync(path.join(repository, "content", "practice", "en", "facts.yaml"), "phone: 1\n");
  writeFileSync(path.join(repository, ".gitignore"), "build/\n");
  committedRepository(repository);
  clientDir = path.join(root, "client");
  mkdirSync(path.join(clientDir, "admin"), { recursive: true });
  writeFileSync(path.join(clientDir, "admin", "index.html"), "<html><head></head></html>");
});

/** decap-server: the processes whose environment names `repository`. */
const decapServersOf = (repository: string) =>
  readdirSync("/proc").filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/environ`, "latin1").includes(
        `\0GIT_REPO_DIRECTORY=${repository}\0`,
      );
    } catch {
      return false;
    }
  });

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("the local editor on a working tree with files git does not hold", () => {
  it("refuses to start, naming the untracked and the changed files; ignored files do not count", async () => {
    writeFileSync(
      path.join(repository, "call-notes.txt"),
      "Patient J. Doe called about MRI results\n",
    );
    writeFileSync(path.join(repository, "content", "practice", "en", "facts.yaml"), "phone: 2\n");
    mkdirSync(path.join(repository, "build"));
    writeFileSync(path.join(repository, "build", "ignored.txt"), "built\n");
    const started = startLocalEditor({ repository, clientDir });
    const refusal = await started.then(
      async (editor) => {
        await editor.close();
        return "it started";
      },
      (error: Error) => error.message,
    );
    expect(refusal).toContain("call-notes.txt");
    expect(refusal).toContain("content/practice/en/facts.yaml");
    expect(refusal).not.toContain("build/");
    expect(refusal).not.toContain("\n");
  });

  it("`npm run editor` says so in one line and stops, and nothing is committed", async () => {
    writeFileSync(
      path.join(repository, "call-notes.txt"),
      "Patient J. Doe called about MRI results\n",
    );
    const run = spawnSync(process.execPath, [path.resolve(import.meta.dirname, "local.ts")], {
      env: { ...process.env, EDITOR_GIT_DIR: repository, PORT: String(await freePort()) },
      encoding: "utf8",
      timeout: patience(20_000),
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/call-notes\.txt/);
    expect(git(repository, "status", "--porcelain")).toBe("?? call-notes.txt");
    expect(git(repository, "rev-list", "--all", "--count")).toBe("1");
  });

  it("starts on a clean one", async () => {
    mkdirSync(path.join(repository, "build"));
    writeFileSync(path.join(repository, "build", "ignored.txt"), "built\n");
    const editor = await startLocalEditor({ repository, clientDir });
    // A second close (Ctrl+C, then a SIGTERM) waits for the same stop, not less.
    void editor.close();
    await editor.close();
    expect(decapServersOf(repository)).toEqual([]);
  });

  it("on a port another program holds, fails in one line and leaves no decap-server running", async () => {
    const holder = createServer().listen(0, "127.0.0.1");
    await once(holder, "listening");
    onTestFinished(() => void holder.close());
    const { port } = holder.address() as AddressInfo;
    const failure = await startLocalEditor({ repository, clientDir, port }).then(
      async (editor) => {
        await editor.close();
        return "it started";
      },
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/EADDRINUSE/);
    expect(failure).not.toContain("\n");
    expect(decapServersOf(repository)).toEqual([]);
  });

  it("without a build of the site, says to build it, in one line, before starting anything", async () => {
    const failure = await startLocalEditor({ repository, clientDir: path.join(root, "none") }).then(
      async (editor) => {
        await editor.close();
        return "it started";
      },
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/Run npm run build first\.$/);
    expect(failure).not.toContain("\n");
  });
});
