// @vitest-environment node
// The pull requests' previews through the production recipe's Caddy (deploy/previews.caddy
// beside deploy/site.caddy), placed and removed by the workflow's own command
// (scripts/deploy/preview.ts): each at a host of its own, never indexed, with nothing of the
// site's origin; a host whose preview is not in place gets no certificate; a closed pull request's
// preview is gone and the others stay.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#scripts/free-port.ts";
import { placePreview, previewHost, removePreview } from "#scripts/deploy/preview.ts";
import { type RecipeCaddy, smallBuild, startRecipeCaddy } from "#tests/support/caddy.ts";
import { patience } from "#tests/support/patience.ts";

const root = path.resolve(import.meta.dirname, "..");
const domain = "preview.localhost";
let work: string;
let previews: string;
let caddy: RecipeCaddy;

/** A draft's built site, its home page naming the pull request. */
function draftSite(number: string): string {
  const site = path.join(work, `draft-${number}`);
  mkdirSync(path.join(site, "conditions/migraine"), { recursive: true });
  writeFileSync(path.join(site, "index.html"), `<!doctype html><title>Draft ${number}</title>`);
  writeFileSync(path.join(site, "conditions/migraine/index.html"), `<p>Migraine, draft ${number}`);
  return site;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "previews-"));
  previews = path.join(work, "previews");
  mkdirSync(previews);
  const build = await smallBuild(work);
  caddy = await startRecipeCaddy({
    work,
    build,
    upstream: `127.0.0.1:${await freePort()}`,
    previews: { folder: previews, domain },
    readyPath: "/",
    waitMs: patience(20_000),
  });
}, patience(60_000));

afterAll(() => {
  caddy?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("a pull request's preview", () => {
  it("is served at its own host, not indexed, and never from the site's", async () => {
    const site = draftSite("7");
    symlinkSync("/etc/passwd", path.join(site, "linked"));
    placePreview(site, previews, previewHost("7", domain));
    const host = "pr-7.preview.localhost";

    const home = await caddy.visit("/", { host });
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain("Draft 7");
    expect(home.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const page = await caddy.visit("/conditions/migraine", { host });
    expect([page.status, page.body.toString()]).toEqual([200, "<p>Migraine, draft 7"]);
    // No link in a build reaches outside it, and the site's API is not behind a preview.
    expect((await caddy.visit("/linked", { host })).status).toBe(404);
    expect((await caddy.visit("/api/contact", { host, method: "POST", body: "{}" })).status).toBe(
      404,
    );
    // The site's own host serves the site, not the draft.
    expect((await caddy.visit("/")).body.toString()).not.toContain("Draft 7");
  });

  it("gets no certificate while no preview is in place at its host", async () => {
    await expect(caddy.visit("/", { host: "pr-8.preview.localhost" })).rejects.toThrow();
    expect(caddy.output()).not.toMatch(/certificate obtained successfully.*pr-8/);
  });

  it("is removed when its pull request closes, and the others stay", async () => {
    placePreview(draftSite("9"), previews, previewHost("9", domain));
    expect((await caddy.visit("/", { host: "pr-9.preview.localhost" })).status).toBe(200);
    removePreview(previews, previewHost("9", domain));
    expect(existsSync(path.join(previews, "pr-9.preview.localhost"))).toBe(false);
    expect((await caddy.visit("/", { host: "pr-9.preview.localhost" })).status).toBe(404);
    expect((await caddy.visit("/", { host: "pr-7.preview.localhost" })).status).toBe(200);
  });

  it("is titled by what the draft changed, field and language", () => {
    const repository = path.join(work, "titled");
    mkdirSync(path.join(repository, "content/conditions/es"), { recursive: true });
    const file = path.join(repository, "content/conditions/es/migraine.yaml");
    writeFileSync(file, "title: Migraña\nsummary: Antes.\n");
    const git = (...args: string[]) =>
      spawnSync("git", ["-C", repository, ...args], { encoding: "utf8" }).stdout.trim();
    git("init", "-q", "-b", "main");
    git("add", ".");
    git("-c", "user.name=Site", "-c", "user.email=site@example.test", "commit", "-qm", "Content");
    const base = git("rev-parse", "HEAD");
    writeFileSync(file, "title: Migraña\nsummary: Después.\n");
    git("-c", "user.name=Site", "-c", "user.email=site@example.test", "commit", "-qam", "Draft");
    const titled = spawnSync(
      process.execPath,
      [path.join(root, "scripts/deploy/preview.ts"), "title", "cms/conditions/migraine", base],
      { cwd: repository, encoding: "utf8" },
    );
    expect([titled.status, titled.stdout.trim()]).toEqual([0, "conditions/migraine: summary (es)"]);
  });

  it("is placed only for a pull request's number and a host name", () => {
    expect(() => previewHost("7; rm -rf /", domain)).toThrow(/not a pull request's number/);
    expect(() => previewHost("0", domain)).toThrow(/not a pull request's number/);
    expect(() => previewHost("7", "../srv")).toThrow(/not a host name/);
    const refused = spawnSync(
      process.execPath,
      [
        path.join(root, "scripts/deploy/preview.ts"),
        "place",
        "--number",
        "7",
        "--page",
        "/x?y",
        "--site",
        work,
        "--to",
        previews,
      ],
      { encoding: "utf8", env: { ...process.env, PREVIEW_DOMAIN: domain } },
    );
    expect([refused.status, refused.stderr.trim()]).toEqual([1, 'not a page: "/x?y"']);
  });
});
