// What the editor's browser tests share: a throwaway git repository holding
// this working tree's content, the editor on it (the site's server with
// /admin, and decap-server committing as one person), and readers of what a
// branch holds, of the release gate's count of gaps, and of a draft's preview.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type Page, expect, test } from "@playwright/test";
import { parse } from "yaml";
import { contentFolder } from "../../app/content-loader/files.ts";
import { type Author, type LocalEditor, startLocalEditor } from "../../scripts/editor/local.ts";
import { committedRepository, git } from "../../scripts/git-repository.ts";

type EditorRepository = Awaited<ReturnType<typeof editorOn>>;

const run = promisify(execFile);

/** A repository with the content committed on main, and the editor on it, saving as `author`. */
async function editorOn(author: Author) {
  const dir = mkdtempSync(path.join(tmpdir(), "editor-repo-"));
  cpSync(contentFolder(), path.join(dir, "content"), { recursive: true });
  committedRepository(dir);
  const editor = await startLocalEditor({ repository: dir, author });
  return {
    dir,
    editor,
    /** A content file ("practice/en/facts.yaml") as a branch has it, parsed. */
    read: (branch: string, file: string): Record<string, unknown> =>
      parse(git(dir, "show", `${branch}:content/${file}`)),
    /** `git log` of a branch: each commit's author and subject. */
    commits: (branch: string) =>
      git(dir, "log", "--format=%an%x09%ae%x09%s", branch)
        .trim()
        .split("\n")
        .map((line) => {
          const [name = "", email = "", subject = ""] = line.split("\t");
          return { author: name, email, subject };
        }),
    /** The files a branch changed since main. */
    changed: (branch: string) =>
      git(dir, "diff", "--name-only", `main...${branch}`).trim().split("\n").filter(Boolean),
    close: async () => {
      await editor.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The editor on a repository of its own for one file's tests, saving as `author` (filled in beforeAll). */
export function editorForFile(author: Author): EditorRepository {
  const repository = {} as EditorRepository;
  test.beforeAll(async () => {
    Object.assign(repository, await editorOn(author));
  });
  test.afterAll(async () => {
    await repository.close?.();
  });
  // Decap runs under the editor's policy (server/security-headers.ts) with nothing refused.
  test.afterEach(({ page }) => {
    expect(violations.get(page) ?? []).toEqual([]);
  });
  return repository;
}

/** The gaps `npm run release:check` counts in `branch`'s content, run in a process of its own. */
export async function gapsOn(repository: EditorRepository, branch: string): Promise<number> {
  const copy = mkdtempSync(path.join(tmpdir(), "editor-gaps-"));
  try {
    git(repository.dir, "worktree", "add", "--quiet", "--detach", copy, branch);
    const output = await run(process.execPath, ["scripts/content/release-gate.ts"], {
      env: { ...process.env, SITE_CONTENT_DIR: path.join(copy, "content") },
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      ({ stdout }) => stdout,
      (error: { stderr?: string }) => String(error.stderr ?? error),
    );
    const count = /cannot go live yet: (\d+) gaps/.exec(output)?.[1];
    if (count === undefined) throw new Error(`release:check said: ${output}`);
    return Number(count);
  } finally {
    rmSync(copy, { recursive: true, force: true });
    // …and its entry in the repository's list of worktrees, where decap-server goes on working.
    git(repository.dir, "worktree", "prune");
  }
}

/** What the browser refused each editor's page under its policy (console lines). */
const violations = new WeakMap<Page, string[]>();

/** Opens the editor and signs in (the local backend's sign-in button). */
export async function signIn(page: Page, editor: LocalEditor) {
  const refused: string[] = [];
  violations.set(page, refused);
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${editor.url}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "The practice's facts" })).toBeVisible();
}

/** Saves the entry open in the editor and waits until the editor says it is saved. */
export async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Changes saved", { exact: true })).toBeVisible();
}

/** "View Preview", shown once a save made a draft: the entry's page opens in a tab of its own. */
export async function viewPreview(page: Page): Promise<Page> {
  const link = page.getByRole("link", { name: "View Preview" });
  const [preview] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await preview.waitForLoadState();
  return preview;
}
