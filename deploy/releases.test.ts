// @vitest-environment node
// The deploy command (scripts/deploy/deploy.ts) run against a copy of the
// production recipe: a temporary folder stands for /srv/brooklyn-headache, a
// bare git repository for the origin, and a folder beside them for the
// messages (/var/lib/brooklyn-headache). The switch, the rollback, the
// restart and the pruning are the real code; the steps stand in for npm ci
// (node_modules linked) and npm run build:release (a build that takes its
// time to write its page), and where a content file has a mistake the step is
// the check every build runs first (readSiteContent).
import { type SpawnSyncReturns, execFileSync, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectCopy } from "#scripts/project-copy.ts";
import { nextReleaseName } from "#scripts/deploy/deploy.ts";

const root = path.resolve(import.meta.dirname, "..");
const deployScript = path.join(root, "scripts/deploy/deploy.ts");

let work = ""; // the developers' clone, which pushes to the origin
let folder = ""; // holds the origin, the server's root and its data folder
let origin = "";
let serverRoot = "";
let dataFile = "";
let restarts = "";

const env = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "SITE_CONTENT_DIR"),
  ),
  DATA_DIR: "",
};

/** What the build of a release serves: the note of the commit it was built from. */
const noteFile = "deploy-note.txt";
const install = `ln -s ${root}/node_modules node_modules`;
const build = `mkdir -p build/client && sleep 0.2 && cp ${noteFile} build/client/index.html && printf %s "$EDITOR_REPO" > build/editor-repo`;
const contentCheck = `node --input-type=module --eval "const lines = await import('./scripts/one-line-errors.ts'); await lines.stopAtContentMistake(lines.readSiteContent)"`;

/** A commit on main in the developers' clone, pushed; its full hash. */
function commit(note: string, edit?: () => void): string {
  writeFileSync(path.join(work, noteFile), note);
  edit?.();
  const git = (...args: string[]) => execFileSync("git", args, { cwd: work, encoding: "utf8" });
  git("add", "-A");
  git("commit", "--quiet", "-m", note);
  git("push", "--quiet", origin, "main");
  return git("rev-parse", "HEAD").trim();
}

function deployArgs(args: string[], { steps = [install, build], restart = "" } = {}) {
  return [
    deployScript,
    ...args,
    "--root",
    serverRoot,
    "--origin",
    origin,
    ...steps.flatMap((step) => ["--step", step]),
    "--restart",
    `readlink current >> ${restarts}${restart ? ` && ${restart}` : ""}`,
    "--health",
    "",
  ];
}

function deploy(args: string[], options?: Parameters<typeof deployArgs>[1]) {
  return spawnSync(process.execPath, deployArgs(args, options), { env, encoding: "utf8" });
}

const current = () => path.basename(readlinkSync(path.join(serverRoot, "current")));
const served = () => readFileSync(path.join(serverRoot, "current/build/client/index.html"), "utf8");
const kept = () =>
  readdirSync(path.join(serverRoot, "releases")).filter((name) => !name.startsWith("."));
const release = (hash: string) => kept().find((name) => name.endsWith(`-${hash.slice(0, 10)}`));
const lastRestart = () => readFileSync(restarts, "utf8").trim().split("\n").at(-1);

function expectDone(result: SpawnSyncReturns<string>) {
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
}

beforeAll(() => {
  work = projectCopy("site-deploy-work-");
  folder = path.join(work, ".deploy-test");
  origin = path.join(folder, "origin.git");
  serverRoot = path.join(folder, "srv");
  restarts = path.join(folder, "restarts.log");
  mkdirSync(path.join(folder, "data"), { recursive: true });
  dataFile = path.join(folder, "data/messages.sqlite");
  writeFileSync(dataFile, "the messages");
  env.DATA_DIR = path.dirname(dataFile);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: work });
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.name", "Deploy test");
  git("config", "user.email", "deploy-test@example.org");
  writeFileSync(path.join(work, ".git/info/exclude"), ".deploy-test/\n");
  git("init", "--quiet", "--bare", origin);
  // The server's build settings, which every step of a deploy reads.
  mkdirSync(serverRoot);
  writeFileSync(path.join(serverRoot, "build.env"), "EDITOR_REPO=practice/site-on-this-server\n");
}, 60_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("a release's name", () => {
  const at = new Date("2026-11-26T05:30:00.400Z");
  it("is its UTC time to the second, then the short commit", () => {
    expect(nextReleaseName("0123456789abcdef", [], at)).toBe("20261126T053000Z-0123456789");
  });
  it("sorts after every release, even one built in the same second from a commit whose hash sorts later", () => {
    const earlier = "20261126T053000Z-ffffffffff";
    const name = nextReleaseName("0000000000aaaa", [earlier], at);
    expect(name > earlier).toBe(true);
    expect(name).toBe("20261126T053001Z-0000000000");
  });
  it("sorts after a release dated later than the clock (a clock set back)", () => {
    const name = nextReleaseName("0000000000aaaa", ["20261126T060000Z-ffffffffff"], at);
    expect(name).toBe("20261126T060001Z-0000000000");
  });
});

describe("npm run deploy and npm run deploy:rollback", () => {
  let first = "";
  let second = "";
  let third = "";
  const messagesBefore = () => ({
    text: readFileSync(dataFile, "utf8"),
    changed: statSync(dataFile).mtimeMs,
  });
  let messages: ReturnType<typeof messagesBefore>;

  it("builds a commit in a release folder of its own and points current at it", () => {
    messages = messagesBefore();
    first = commit("first");
    expectDone(deploy([first]));
    expect(current()).toBe(release(first));
    expect(served()).toBe("first");
    expect(lastRestart()).toBe(`releases/${release(first)}`);
    // The commit's files as git holds them, not a working copy.
    expect(existsSync(path.join(serverRoot, "current/.git"))).toBe(false);
    expect(existsSync(path.join(serverRoot, "current/package.json"))).toBe(true);
    expect(readFileSync(path.join(serverRoot, "current/build/editor-repo"), "utf8")).toBe(
      "practice/site-on-this-server",
    );
  });

  it("switches atomically: a reader polling current meanwhile always finds a whole release", async () => {
    second = commit("second");
    const child = spawn(process.execPath, deployArgs([second]), { env, stdio: "ignore" });
    const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
    let running = true;
    void exited.then(() => (running = false));
    const seen: string[] = [];
    while (running) {
      let page: string;
      try {
        page = served();
      } catch (error) {
        page = `unreadable: ${(error as Error).message}`;
      }
      seen.push(page);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await exited).toBe(0);
    expect(seen.length).toBeGreaterThan(100);
    expect(seen.filter((page) => page !== "first" && page !== "second")).toEqual([]);
    expect(seen[0]).toBe("first");
    expect(served()).toBe("second");
    expect(current()).toBe(release(second));
    expect(kept()).toEqual([release(first), release(second)]);
  });

  it("switches current in one step: flipped a thousand times, it is never missing", async () => {
    const [a, b] = [release(first), release(second)];
    const flips = `const { pointCurrentAt } = await import(${JSON.stringify(deployScript)});
      for (let i = 0; i < 1000; i++) pointCurrentAt(${JSON.stringify(serverRoot)}, i % 2 ? ${JSON.stringify(b)} : ${JSON.stringify(a)});`;
    const child = spawn(process.execPath, ["--input-type=module", "--eval", flips], {
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
    let running = true;
    void exited.then(() => (running = false));
    const missing: string[] = [];
    let reads = 0;
    while (running) {
      for (let i = 0; i < 200; i++, reads++) {
        try {
          readlinkSync(path.join(serverRoot, "current"));
        } catch (error) {
          missing.push((error as Error).message);
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await exited).toBe(0);
    expect(reads).toBeGreaterThan(500);
    expect(missing).toEqual([]);
    expect(current()).toBe(b);
  });

  it("keeps the newest releases, and only those", () => {
    third = commit("third");
    expectDone(deploy([third, "--keep", "2"]));
    expect(kept()).toEqual([release(second), release(third)]);
    expect(served()).toBe("third");
  });

  it("rolls back to the previous release with one command", () => {
    expectDone(deploy(["--rollback"]));
    expect(current()).toBe(release(second));
    expect(served()).toBe("second");
    expect(lastRestart()).toBe(`releases/${release(second)}`);
    // The release rolled back from is set aside: a second rollback would not return to it.
    expect(kept()).toEqual([release(second)]);
  });

  it("stops at a content file with a mistake, naming the file and line, and switches nothing", () => {
    const file = path.join(work, "content/conditions/en/migraine.yaml");
    const text = readFileSync(file, "utf8");
    const at = text.indexOf("\ntitle: ");
    expect(at).toBeGreaterThan(-1);
    const line = text.slice(0, at).split("\n").length + 1;
    const broken = commit("broken", () =>
      writeFileSync(file, text.replace("\ntitle: ", '\ntitle: "')),
    );
    const result = deploy([broken], { steps: [install, contentCheck, build] });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n").slice(-2)).toEqual([
      `The deploy stopped: "${contentCheck}" failed (exit 1): nothing was switched; current is still releases/${release(second)}.`,
      `content/conditions/en/migraine.yaml, line ${line}: the words on this line open with a double quote (") that is never closed: add " at the end of the words`,
    ]);
    expect(current()).toBe(release(second));
    expect(served()).toBe("second");
    expect(kept()).toEqual([release(second)]);
    // Nothing of the failed build is left.
    expect(
      readdirSync(path.join(serverRoot, "releases")).filter((name) => name.startsWith(".building")),
    ).toEqual([]);
    writeFileSync(file, text);
  });

  it("goes back to the live release when the new one does not start", () => {
    const fixed = commit("fixed");
    const live = current();
    const result = deploy([fixed], { restart: "! grep -q fixed current/build/client/index.html" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`current is back on releases/${live}`);
    expect(current()).toBe(live);
    expect(lastRestart()).toBe(`releases/${live}`);
  });

  it("never touches the messages", () => {
    expect(messagesBefore()).toEqual(messages);
  });
});
