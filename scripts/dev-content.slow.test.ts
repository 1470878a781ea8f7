// @vitest-environment node
// `npm run dev` and the content files (scripts/dev-content.ts), run as a
// person runs it, in a copy of the project: an edited content file shows on
// the next load of the page, without a restart, and a mistake in it shows on
// the page and in the terminal as the one line the build prints, until the
// file is right again.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectCopy } from "./project-copy.ts";
import { freePort } from "./free-port.ts";
import { patience } from "#tests/support/patience.ts";

const file = "content/conditions/en/migraine.yaml";
let project = "";
let dev: ChildProcess | undefined;
let output = "";
let origin = "";
let text = "";

/** Waits until the dev server has printed `wanted` after the first `after` characters of its output. */
async function printed(wanted: string, after: number, waitMs = patience(30_000)) {
  const until = Date.now() + waitMs;
  while (!output.slice(after).includes(wanted)) {
    if (Date.now() > until) throw new Error(`the dev server did not print ${wanted}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page as a browser's reload asks for it. */
async function page() {
  const answer = await fetch(`${origin}/conditions/migraine`, { headers: { accept: "text/html" } });
  const html = await answer.text();
  return { status: answer.status, title: /<title>([^<]*)/.exec(html)?.[1] ?? "", html };
}

/** Saves the content file as `to`; how much the dev server had printed until then. */
function save(to: string) {
  const at = output.length;
  writeFileSync(join(project, file), to);
  return at;
}

beforeAll(async () => {
  project = projectCopy("site-dev-");
  text = readFileSync(join(project, file), "utf8");
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dev = spawn(
    process.execPath,
    ["node_modules/.bin/react-router", "dev", "--host", "127.0.0.1", "--port", String(port)],
    {
      cwd: project,
      // Its own process group, so that the relaunched child stops with it.
      detached: true,
      env: Object.fromEntries(
        Object.entries(process.env).filter(([name]) => name !== "SITE_CONTENT_DIR"),
      ),
    },
  );
  // Without the colours a terminal would show (Vite prints the port in bold).
  // eslint-disable-next-line no-control-regex
  const plain = (chunk: Buffer) => chunk.toString().replaceAll(/\x1b\[[\d;]*m/g, "");
  dev.stdout!.on("data", (chunk: Buffer) => (output += plain(chunk)));
  dev.stderr!.on("data", (chunk: Buffer) => (output += plain(chunk)));
  await printed(origin, 0, patience(60_000));
}, patience(90_000));

afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("npm run dev and the content files", () => {
  const title = () => /^title: (.*)$/m.exec(text)![1]!;

  it("shows an edit on the next load of the page", async () => {
    expect((await page()).title).toContain(title());
    const edited = `${title()} (edited)`;
    const at = save(text.replace(`title: ${title()}`, `title: ${edited}`));
    await printed(`${file} changed`, at);
    const { status, title: shown } = await page();
    expect(status).toBe(200);
    expect(shown).toContain(edited);
  });

  it("shows a mistake on the page and in the terminal as the build does, until it is corrected", async () => {
    const line = text.slice(0, text.indexOf("\ntitle: ")).split("\n").length + 1;
    const mistake = `${file}, line ${line}: the words on this line open with a double quote (") that is never closed: add " at the end of the words`;
    let at = save(text.replace("\ntitle: ", '\ntitle: "'));
    await printed(mistake, at);
    const broken = await page();
    expect(broken.status).toBe(500);
    expect(broken.html).toContain(`<pre>${mistake.replaceAll('"', "&quot;")}</pre>`);

    at = save(text);
    await printed(`${file} changed`, at);
    const fixed = await page();
    expect(fixed.status).toBe(200);
    expect(fixed.title).toContain(title());
    expect(fixed.title).not.toContain("(edited)");
  });
});
