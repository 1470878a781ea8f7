// @vitest-environment node
// The deploy command (scripts/deploy/deploy.ts) run against a copy of the
// production recipe: a temporary folder stands for /srv/brooklyn-headache and
// one beside it for the messages (/var/lib/brooklyn-headache). Each release is
// what the workflow copies to the server: a built page, hashed assets, and the
// deploy script, which runs from the release it deploys. The switch, the
// rollback, the restart, the lock and the pruning are the real code; the
// restart command stands in for systemctl. The faults of
// reviews/2026-11-28/security.md (L1–L5) each have a test here.
import { type SpawnSyncReturns, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextReleaseName } from "#scripts/deploy/deploy.ts";
import { processWaitMs } from "#tests/support/server-process.ts";
import { type Tmpfs, mountTmpfs, tmpfsUnavailable } from "#tests/support/tmpfs.ts";

const deployScript = path.resolve(import.meta.dirname, "../scripts/deploy/deploy.ts");
const commandLineScript = path.resolve(import.meta.dirname, "../server/commands/command-line.ts");

/** A server's folders: the root the releases go in, and the log of restarts. */
function server(base: string) {
  const root = path.join(base, "srv");
  mkdirSync(path.join(root, "releases"), { recursive: true });
  const restarts = path.join(base, "restarts.log");
  const current = () => path.basename(readlinkSync(path.join(root, "current")));
  const kept = () =>
    readdirSync(path.join(root, "releases")).filter((name) => !name.startsWith("."));
  return {
    root,
    restarts,
    current,
    kept,
    served: () => readFileSync(path.join(root, "current/build/client/index.html"), "utf8"),
    release: (commit: string) => kept().find((name) => name.endsWith(`-${commit.slice(0, 10)}`)),
    lastRestart: () => readFileSync(restarts, "utf8").trim().split("\n").at(-1),
    log: () => {
      const file = path.join(root, "deploy.log");
      return existsSync(file) ? readFileSync(file, "utf8") : "";
    },
    /** A release build copied as the workflow copies it; its commit. */
    copy(note: string, asset = `${note}-${randomBytes(4).toString("hex")}.js`) {
      const commit = randomBytes(20).toString("hex");
      const incoming = path.join(root, "releases", `.incoming-${commit}`);
      mkdirSync(path.join(incoming, "build/client/assets"), { recursive: true });
      mkdirSync(path.join(incoming, "scripts/deploy"), { recursive: true });
      mkdirSync(path.join(incoming, "server/commands"), { recursive: true });
      writeFileSync(
        path.join(incoming, "package.json"),
        '{ "type": "module", "imports": { "#server/*": "./server/*" } }',
      );
      cpSync(deployScript, path.join(incoming, "scripts/deploy/deploy.ts"));
      cpSync(commandLineScript, path.join(incoming, "server/commands/command-line.ts"));
      writeFileSync(path.join(incoming, "build/client/index.html"), note);
      writeFileSync(path.join(incoming, "build/client/assets", asset), `the script of ${note}`);
      return commit;
    },
    /** The arguments of a deploy of a copied release, or of a rollback from the live one. */
    args(commit: string | "rollback", restart = "", extra: string[] = []) {
      const script =
        commit === "rollback"
          ? [path.join(root, "current/scripts/deploy/deploy.ts"), "--rollback"]
          : [path.join(root, "releases", `.incoming-${commit}`, "scripts/deploy/deploy.ts")];
      const restartCommand = `readlink current >> ${restarts}${restart ? ` && ${restart}` : ""}`;
      return [...script, "--restart", restartCommand, "--health", "", ...extra];
    },
  };
}
type Server = ReturnType<typeof server>;

const run = (srv: Server, ...args: Parameters<Server["args"]>) =>
  spawnSync(process.execPath, srv.args(...args), { encoding: "utf8" });

/** A deploy or rollback started in the background, and its end. */
function start(srv: Server, ...args: Parameters<Server["args"]>) {
  const child = spawn(process.execPath, srv.args(...args), { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  return { child, exited, output: () => output };
}

async function waitFor(what: string, check: () => boolean, waitMs = processWaitMs) {
  for (const until = Date.now() + waitMs; !check();) {
    if (Date.now() > until) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function expectDone(result: SpawnSyncReturns<string>) {
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
}

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
  let base = "";
  let srv: Server;
  let dataFile = "";
  let first = "";
  let second = "";
  let third = "";
  const messagesBefore = () => ({
    text: readFileSync(dataFile, "utf8"),
    changed: statSync(dataFile).mtimeMs,
  });
  let messages: ReturnType<typeof messagesBefore>;

  beforeAll(() => {
    base = mkdtempSync(path.join(tmpdir(), "site-deploy-"));
    srv = server(base);
    mkdirSync(path.join(base, "data"));
    dataFile = path.join(base, "data/messages.sqlite");
    writeFileSync(dataFile, "the messages");
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it("names a copied release, points current at it and restarts, with the release's own deploy", () => {
    messages = messagesBefore();
    first = srv.copy("first");
    expectDone(run(srv, first));
    expect(srv.current()).toBe(srv.release(first));
    expect(srv.served()).toBe("first");
    expect(srv.lastRestart()).toBe(`releases/${srv.release(first)}`);
    expect(srv.log()).toContain(`Live: releases/${srv.release(first)}`);
    // The live release's own deploy is not a new release: it refuses.
    const again = spawnSync(
      process.execPath,
      [path.join(srv.root, "current/scripts/deploy/deploy.ts"), "--health", ""],
      { encoding: "utf8" },
    );
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`.incoming-<commit>`);
    expect(srv.current()).toBe(srv.release(first));
  });

  it("switches atomically: a reader polling current meanwhile always finds a whole release", async () => {
    second = srv.copy("second");
    const deploy = start(srv, second, "sleep 0.2");
    let running = true;
    void deploy.exited.then(() => (running = false));
    const seen: string[] = [];
    while (running) {
      let page: string;
      try {
        page = srv.served();
      } catch (error) {
        page = `unreadable: ${(error as Error).message}`;
      }
      seen.push(page);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await deploy.exited).toBe(0);
    expect(seen.length).toBeGreaterThan(100);
    expect(seen.filter((page) => page !== "first" && page !== "second")).toEqual([]);
    expect(seen[0]).toBe("first");
    expect(srv.served()).toBe("second");
    expect(srv.kept()).toEqual([srv.release(first), srv.release(second)]);
  });

  it("switches current in one step: flipped a thousand times, it is never missing", async () => {
    const [a, b] = [srv.release(first), srv.release(second)];
    const flips = `const { pointCurrentAt } = await import(${JSON.stringify(deployScript)});
      for (let i = 0; i < 1000; i++) pointCurrentAt(${JSON.stringify(srv.root)}, i % 2 ? ${JSON.stringify(b)} : ${JSON.stringify(a)});`;
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
          readlinkSync(path.join(srv.root, "current"));
        } catch (error) {
          missing.push((error as Error).message);
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await exited).toBe(0);
    expect(reads).toBeGreaterThan(500);
    expect(missing).toEqual([]);
    expect(srv.current()).toBe(b);
  });

  it("keeps the newest releases, and only those", () => {
    third = srv.copy("third");
    expectDone(run(srv, third, "", ["--keep", "2"]));
    expect(srv.kept()).toEqual([srv.release(second), srv.release(third)]);
    expect(srv.served()).toBe("third");
  });

  it("L5: keeps the scripts of the pages served just before a switch, those of the release it leaves alone", () => {
    const assets = (release: string | undefined) =>
      readdirSync(path.join(srv.root, "releases", release!, "build/client/assets")).sort();
    const own = (note: string) => expect.stringMatching(new RegExp(`^${note}-`));
    // third's page, served before the switch, finds second's script; not first's, long gone.
    expect(assets(srv.release(third))).toEqual([own("second"), own("third")]);
    const secondScript = assets(srv.release(second)).find((name) => name.startsWith("second-"))!;
    expect(
      readFileSync(path.join(srv.root, "current/build/client/assets", secondScript), "utf8"),
    ).toBe("the script of second");
  });

  it("rolls back to the previous release with one command, keeping the scripts of the pages served before", () => {
    expectDone(run(srv, "rollback"));
    expect(srv.current()).toBe(srv.release(second));
    expect(srv.served()).toBe("second");
    expect(srv.lastRestart()).toBe(`releases/${srv.release(second)}`);
    // The release rolled back from is set aside: a second rollback would not return to it.
    expect(srv.kept()).toEqual([srv.release(second)]);
    const assets = readdirSync(path.join(srv.root, "current/build/client/assets"));
    expect(assets.filter((name) => name.startsWith("third-"))).toHaveLength(1);
  });

  it("goes back to the live release when the new one does not start", () => {
    const fixed = srv.copy("fixed");
    const live = srv.current();
    const result = run(srv, fixed, "! grep -q fixed current/build/client/index.html");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`current is back on releases/${live}`);
    expect(srv.current()).toBe(live);
    expect(srv.lastRestart()).toBe(`releases/${live}`);
    expect(srv.kept()).toEqual([live]);
  });

  it("L1: goes on when its output is closed, and still goes back when the restart fails", async () => {
    const live = srv.current();
    const dropped = srv.copy("dropped");
    const logged = srv.log().length;
    // Fails on the new release, as a server that does not start; works on the old one.
    const deploy = start(
      srv,
      dropped,
      "! grep -q dropped current/build/client/index.html || { sleep 1; echo Job failed.; exit 1; }",
    );
    await waitFor("the restart", () => deploy.output().includes("Restarting"));
    deploy.child.stdout.destroy();
    deploy.child.stderr.destroy();
    await waitFor("current back on the live release", () => srv.current() === live);
    await waitFor("the deploy's last line, in its log", () =>
      srv.log().slice(logged).includes(`current is back on releases/${live}`),
    );
    expect(srv.current()).toBe(live);
    expect(srv.lastRestart()).toBe(`releases/${live}`);
    expect(srv.kept()).toEqual([live]);
  });

  it("L4: a killed deploy takes its steps with it", async () => {
    const killed = srv.copy("killed");
    const parent = path.join(base, "deploy.pid");
    const late = path.join(base, "late");
    start(srv, killed, `echo $PPID > ${parent} && sleep 2 && touch ${late}`);
    await waitFor(
      "the restart",
      () => existsSync(parent) && readFileSync(parent, "utf8").endsWith("\n"),
    );
    process.kill(Number(readFileSync(parent, "utf8")), "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(existsSync(late)).toBe(false);
  });

  it("L2: after a killed deploy, two deploys started together run one after the other", async () => {
    const order = path.join(base, "order.log");
    const deploys = ["one", "two"].map((note) => {
      const commit = srv.copy(note);
      return {
        commit,
        ...start(srv, commit, `echo start >> ${order} && sleep 1 && echo end >> ${order}`),
      };
    });
    expect(await Promise.all(deploys.map((deploy) => deploy.exited))).toEqual([0, 0]);
    expect(readFileSync(order, "utf8")).toBe("start\nend\nstart\nend\n");
    expect(deploys.some((deploy) => deploy.output().includes("waiting for it"))).toBe(true);
    // The one that waited went live last, and its release sorts last.
    expect(srv.current()).toBe(srv.kept().at(-1));
  });

  it("never touches the messages", () => {
    expect(messagesBefore()).toEqual(messages);
  });
});

describe.skipIf(tmpfsUnavailable)("L3: a full disk at the switch", () => {
  let disk: Tmpfs;
  let srv: Server;
  beforeAll(() => {
    disk = mountTmpfs(4096, 120);
    srv = server(disk.dir);
  });
  afterAll(() => disk?.unmount());

  it("stops in one line, switches nothing, and the release never becomes a rollback target", () => {
    const live = srv.copy("live");
    expectDone(run(srv, live));
    const full = srv.copy("full");
    // Every inode used, as when a copy fills the disk.
    const filler = path.join(disk.dir, "filler");
    mkdirSync(filler);
    try {
      for (let i = 0; ; i++) writeFileSync(path.join(filler, String(i)), "");
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    }
    const result = run(srv, full);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The deploy stopped: the disk of ${srv.root} is full: .*; current is releases/${srv.release(live)}$`,
        ),
      ),
    ]);
    expect(srv.current()).toBe(srv.release(live));

    rmSync(filler, { recursive: true });
    const next = srv.copy("next");
    expectDone(run(srv, next));
    expect(srv.kept()).toEqual([srv.release(live), srv.release(next)]);
    expectDone(run(srv, "rollback"));
    expect(srv.served()).toBe("live");
  });
});
