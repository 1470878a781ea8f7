// A pull request's preview opens at an address of its own from the editor's
// "View Preview", on Decap's GitHub backend as the editor runs on the site:
// the built /admin at a host that is not the local one, so Decap works on
// GitHub, not on a local backend; GitHub's API answered by a fake that reads
// a throwaway git repository of the content and holds one open pull request,
// the migraine page's draft, whose head commit has the status the preview
// workflow sets (.github/workflows/preview.yml: the editor's preview_context,
// and the address of the draft's page); and the draft's site placed and
// served at its pull request's own host by the production recipe's Caddy
// (deploy/previews.caddy). "View Preview" opens that address in a tab of its
// own, which shows the draft and tells search engines not to index it. And
// "Login with GitHub" signs in through the OAuth proxy the practice sets up
// (EDITOR_AUTH_URL, docs/operations.md "Signing in"), in the messages
// sveltia-cms-auth sends, under /admin's own headers.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Route } from "@playwright/test";
import { parse } from "yaml";
import { contentFolder } from "../../app/content-loader/files.ts";
import { freePort } from "../../scripts/free-port.ts";
import { commitAsSite, committedRepository, git } from "../../scripts/git-repository.ts";
import { placePreview, previewContext, previewHost } from "../../scripts/deploy/preview.ts";
import { draftBranch, draftPagePath } from "../../scripts/editor/browser/editor-preview.ts";
import { editorSettings } from "../../scripts/editor/admin-files.ts";
import { cmsConfig } from "../../scripts/editor/cms-config.ts";
import { type RecipeCaddy, startRecipeCaddy } from "../support/caddy.ts";
import { patience } from "../support/patience.ts";
import { expect, test } from "./fixtures.ts";

const root = path.resolve(import.meta.dirname, "../..");
const { backend } = parse(
  readFileSync(path.join(root, "build/client/admin/config.yml"), "utf8"),
) as {
  backend: { repo: string; branch: string };
};
const draft = draftBranch("conditions", "migraine");
const pullNumber = 7;
const words = `Draft of pull request ${pullNumber}`;
const domain = "preview.localhost";

// Caddy's certificate for the preview's host comes from its own internal
// authority, which Chromium does not know: the test's browser accepts it.
test.use({ ignoreHTTPSErrors: true });

let work: string;
let repository: string;
let caddy: RecipeCaddy;

test.beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "editor-github-preview-"));
  // The content on main, and the draft's branch changing the migraine page.
  repository = path.join(work, "repository");
  cpSync(contentFolder(), path.join(repository, "content"), { recursive: true });
  committedRepository(repository);
  git(repository, "checkout", "--quiet", "-b", draft);
  const file = path.join(repository, "content/conditions/en/migraine.yaml");
  writeFileSync(file, readFileSync(file, "utf8").replace(/^title: .*$/m, `title: ${words}`));
  git(repository, "add", ".");
  commitAsSite(repository, "The draft of the migraine page");
  git(repository, "checkout", "--quiet", "main");
  // The draft's built site, placed at its pull request's host.
  const site = path.join(work, "draft");
  const page = path.join(site, draftPagePath("conditions", "migraine"));
  mkdirSync(page, { recursive: true });
  writeFileSync(path.join(site, "index.html"), `<!doctype html><title>${words}</title>`);
  writeFileSync(
    path.join(page, "index.html"),
    `<!doctype html><title>Migraine</title><h1>${words}</h1>`,
  );
  const previews = path.join(work, "previews");
  mkdirSync(previews);
  placePreview(site, previews, previewHost(String(pullNumber), domain));
  caddy = await startRecipeCaddy({
    work,
    build: path.join(root, "build"),
    upstream: `127.0.0.1:${await freePort()}`,
    previews: { folder: previews, domain },
    readyPath: "/",
    waitMs: patience(20_000),
  });
});

test.afterAll(() => {
  caddy?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The answers of GitHub's API that Decap's GitHub backend asks for, read from the repository. */
function fakeGitHub(statusContext: string, address: string) {
  const [owner] = backend.repo.split("/");
  const head = git(repository, "rev-parse", draft);
  const pull = {
    number: pullNumber,
    state: "open",
    head: { ref: draft, sha: head, repo: { fork: false } },
    base: { ref: backend.branch },
    labels: [{ name: "decap-cms/pending_review" }],
    updated_at: new Date().toISOString(),
  };
  const answers: [RegExp, (match: string[], url: URL) => unknown][] = [
    [/^\/user$/, () => ({ login: "office", name: "Office Manager" })],
    [/^\/repos\/[^/]+\/[^/]+$/, () => ({ owner: { login: owner }, permissions: { push: true } })],
    [
      /^\/repos\/[^/]+\/[^/]+\/pulls$/,
      (_, url) => {
        const wanted = url.searchParams.get("head");
        return !wanted || wanted === `${owner}:${draft}` ? [pull] : [];
      },
    ],
    [
      /^\/repos\/[^/]+\/[^/]+\/compare\/(.+)\.\.\.(.+)$/,
      ([, base = "", to = ""]) => ({
        files: git(repository, "diff", "--name-only", base, to)
          .split("\n")
          .map((filename) => ({
            filename,
            status: "modified",
            sha: git(repository, "rev-parse", `${to}:${filename}`),
            patch: "@@",
          })),
      }),
    ],
    [
      /^\/repos\/[^/]+\/[^/]+\/git\/trees\/(.+)$/,
      ([, treeish = ""], url) => ({
        tree: git(
          repository,
          "ls-tree",
          "-l",
          ...(url.searchParams.has("recursive") ? ["-r"] : []),
          decodeURIComponent(treeish),
        )
          .split("\n")
          .map((line) => {
            const [mode, type, sha, size, name] = line.split(/\s+/);
            return { mode, type, sha, size: Number(size), path: name };
          }),
      }),
    ],
    [
      /^\/repos\/[^/]+\/[^/]+\/git\/blobs\/(\w+)$/,
      ([, sha = ""]) => ({
        sha,
        encoding: "base64",
        content: execFileSync("git", ["-C", repository, "cat-file", "blob", sha]).toString(
          "base64",
        ),
      }),
    ],
    [
      /^\/repos\/[^/]+\/[^/]+\/commits\/(\w+)\/status$/,
      ([, sha]) => ({
        statuses:
          sha === head ? [{ context: statusContext, target_url: address, state: "success" }] : [],
      }),
    ],
  ];
  return async (route: Route) => {
    const url = new URL(route.request().url());
    for (const [pattern, answer] of answers) {
      const match = pattern.exec(url.pathname);
      if (!match || route.request().method() !== "GET") continue;
      let json: unknown;
      try {
        json = answer([...match], url);
      } catch {
        break; // Not in the repository (a folder it has not): GitHub's 404.
      }
      await route.fulfill({ json });
      return;
    }
    await route.fulfill({ status: 404, json: { message: "Not Found" } });
  };
}

test("a pull request's preview opens from the editor's View Preview at its own address, the one its commit status gives", async ({
  page,
  baseURL,
}) => {
  const host = previewHost(String(pullNumber), domain);
  const address = `https://${host}:${caddy.httpsPort}${draftPagePath("conditions", "migraine")}`;
  await page.route("https://api.github.com/**", fakeGitHub(previewContext, address));
  // Signed in with GitHub, as Decap keeps a person signed in: no OAuth window.
  await page.addInitScript(() => {
    localStorage.setItem(
      "decap-cms-user",
      JSON.stringify({ backendName: "github", token: "a-token", login: "office" }),
    );
  });
  // The site's server at a host that is neither localhost nor 127.0.0.1 (Chromium takes any
  // *.localhost to loopback): the editor's script leaves the local backend off
  // (scripts/editor/browser/editor.ts), so Decap works on GitHub.
  const editor = new URL("/admin/#/workflow", baseURL);
  editor.hostname = "editor.localhost";
  await page.goto(editor.href);
  await page.getByRole("link", { name: new RegExp(words) }).click();

  const link = page.getByRole("link", { name: "View Preview" });
  await expect(link).toHaveAttribute("href", address);
  const answer = page.context().waitForEvent("response", (response) => response.url() === address);
  const [preview] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await expect(preview).toHaveURL(address);
  expect(new URL(preview.url()).hostname).toBe(host);
  await expect(preview.getByRole("heading", { name: words })).toBeVisible();
  expect((await answer).headers()["x-robots-tag"]).toBe("noindex, nofollow");
});

test("Login with GitHub signs in through the OAuth proxy named by EDITOR_AUTH_URL", async ({
  page,
  baseURL,
}) => {
  const proxy = "https://auth.practice.example";
  const { base_url: baseUrl } = cmsConfig(
    editorSettings({ EDITOR_REPO: backend.repo, EDITOR_AUTH_URL: proxy }),
    [],
  ).backend;
  expect(baseUrl).toBe(proxy);
  // The build of this test has no EDITOR_AUTH_URL: its configuration is given the proxy as a
  // build with it writes it.
  const config = readFileSync(path.join(root, "build/client/admin/config.yml"), "utf8");
  await page.route("**/admin/config.yml", (route) =>
    route.fulfill({
      contentType: "text/yaml",
      body: config.replace(/^backend:\n/m, `backend:\n  base_url: ${baseUrl}\n`),
    }),
  );
  // The proxy's window, as sveltia-cms-auth answers once GitHub has let the person in: it says it
  // is authorizing, and on the editor's answer sends the token.
  let asked: URL | undefined;
  await page.context().route(`${proxy}/**`, async (route) => {
    asked = new URL(route.request().url());
    await route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><script>
        window.addEventListener("message", (event) => window.opener.postMessage(
          'authorization:github:success:{"token":"token-from-the-proxy","provider":"github"}',
          event.origin));
        window.opener.postMessage("authorizing:github", "*");
      </script>`,
    });
  });
  const tokens = new Set<string>();
  const answer = fakeGitHub(previewContext, "https://unused.example");
  await page.route("https://api.github.com/**", async (route) => {
    tokens.add(route.request().headers().authorization ?? "");
    await answer(route);
  });
  const editor = new URL("/admin/", baseURL);
  editor.hostname = "editor.localhost";
  await page.goto(editor.href);
  await page.getByRole("button", { name: "Login with GitHub" }).click();
  await expect(page.getByRole("link", { name: "Conditions", exact: true }).first()).toBeVisible();
  expect(asked?.pathname).toBe("/auth");
  expect(asked?.searchParams.get("provider")).toBe("github");
  expect(asked?.searchParams.get("site_id")).toBe("editor.localhost");
  expect([...tokens]).toEqual(["token token-from-the-proxy"]);
});
