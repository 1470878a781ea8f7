// `npm run deploy` and `npm run deploy:rollback` on the production server (docs/operations.md,
// "Running in production"). The release build is copied into <root>/releases/.incoming-<commit>
// and that release's own deploy runs: it names the release releases/<time>-<commit>, links the
// live release's hashed assets into it (a page served just before the switch still finds its
// scripts), renames a new `current` symlink over the old one, restarts the service, checks its
// health, and otherwise switches back. A release sorting after the live one never went live or
// was rolled back from: it is set aside, never a rollback target. The deploy runs detached,
// logging to <root>/deploy.log, so it outlives a dropped SSH connection; one runs at a time
// (flock(1) on <root>/deploy.lock).
import { spawn, spawnSync } from "node:child_process";
import type { Socket } from "node:net";
import * as fs from "node:fs";
import path from "node:path";
import { commandLine } from "#server/commands/command-line.ts";

class DeployStop extends Error {}

/** The release this script came in, under <root>/releases. */
const thisRelease = path.resolve(import.meta.dirname, "../..");
const root = path.resolve(thisRelease, "../..");
const at = (...parts: string[]) => path.join(root, "releases", ...parts);

function write(text: string, to: NodeJS.WriteStream = process.stdout) {
  to.write(text);
  try {
    fs.appendFileSync(path.join(root, "deploy.log"), text);
  } catch {
    // A full disk: whoever watches still sees it.
  }
}
const log = (line: string, to: NodeJS.WriteStream = process.stdout) => write(`${line}\n`, to);

/** The releases that may go live, oldest first (a name starts with its UTC time). */
const releases = () =>
  fs
    .readdirSync(at())
    .filter((name) => !name.startsWith("."))
    .sort();

/** The release `current` points at, or undefined before the first deploy. */
function currentRelease() {
  try {
    return path.basename(fs.readlinkSync(path.join(root, "current")));
  } catch {
    return undefined;
  }
}

/** Points `current` at a release in one step: a new symlink renamed over the old one (rename(2)). */
export function pointCurrentAt(base: string, release: string) {
  const next = path.join(base, `.current-${process.pid}`);
  fs.rmSync(next, { force: true });
  fs.symlinkSync(path.join("releases", release), next);
  fs.renameSync(next, path.join(base, "current"));
}

/** A new release's name: its UTC time to the second, then the short commit, after every other. */
export function nextReleaseName(commit: string, existing: string[], now = new Date()) {
  const newest = existing
    .map((name) => /\d{8}T\d{6}Z(?=-)/.exec(name)?.[0] ?? "")
    .sort()
    .at(-1);
  const time = Date.parse(
    newest?.replace(/(....)(..)(..)T(..)(..)(..)Z/, "$1-$2-$3T$4:$5:$6Z") ?? "",
  );
  const when = Math.max(now.getTime(), (time || 0) + 1000);
  return `${new Date(when).toISOString().replaceAll(/[-:]|\.\d+/g, "")}-${commit.slice(0, 10)}`;
}

/** Sets aside every release after the live one: it never went live, or a rollback left it. */
function setAsideAfter(live = currentRelease()) {
  for (const name of releases().filter((name) => live === undefined || name > live)) {
    fs.renameSync(at(name), at(`.set-aside-${name}`));
  }
}

/** Links the hashed assets `from` built (not those it carried) into `to`, beside its own. */
function carryAssets(from: string, to: string) {
  const carried = (release: string) =>
    fs.existsSync(at(release, "build/assets-carried"))
      ? fs.readFileSync(at(release, "build/assets-carried"), "utf8").split("\n").filter(Boolean)
      : [];
  const [fromAssets, toAssets] = [at(from, "build/client/assets"), at(to, "build/client/assets")];
  if (!fs.existsSync(fromAssets) || !fs.existsSync(toAssets)) return;
  const skip = new Set([...carried(from), ...fs.readdirSync(toAssets)]);
  const missing = fs.readdirSync(fromAssets).filter((name) => !skip.has(name));
  for (const name of missing) fs.linkSync(path.join(fromAssets, name), path.join(toAssets, name));
  fs.writeFileSync(at(to, "build/assets-carried"), [...carried(to), ...missing].join("\n"));
}

const usage = `Usage: npm run deploy [-- --keep 3] | npm run deploy:rollback [-- <release>]
Deploys this release (or rolls back) on the production server: docs/operations.md, "Running in
production". --restart <command>, --health <url> and --health-wait <seconds> name how the service
is restarted and checked.`;
const args = () =>
  commandLine(usage, {
    allowPositionals: true,
    options: {
      rollback: { type: "boolean", default: false },
      keep: { type: "string", default: "3" },
      restart: {
        type: "string",
        default: "sudo -n systemctl restart brooklyn-headache && sudo -n systemctl reload caddy",
      },
      health: { type: "string", default: "http://127.0.0.1:3000/healthz" },
      "health-wait": { type: "string", default: "30" },
    },
  });
let options: ReturnType<typeof args>["values"];
let positionals: string[];

/** Restarts the service on the release `current` points at; whether it answered its health check. */
async function restarted() {
  log(`Restarting: ${options.restart}`);
  const child = spawn("sh", ["-c", options.restart], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => write(chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => write(chunk.toString(), process.stderr));
  const code = await new Promise((resolve) => child.on("close", resolve));
  if (code !== 0) {
    log(`The restart command failed (exit ${code}).`, process.stderr);
    return false;
  }
  const until = Date.now() + Number(options["health-wait"]) * 1000;
  while (options.health) {
    const signal = AbortSignal.timeout(2_000);
    if ((await fetch(options.health, { signal }).catch(() => undefined))?.ok) return true;
    if (Date.now() > until) {
      log(`${options.health} did not answer within ${options["health-wait"]} s.`, process.stderr);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return true;
}

/** Switches `current` to `to` and restarts; if the service does not come up, goes back to `from`. */
async function switchTo(to: string, from: string | undefined) {
  if (from) carryAssets(from, to);
  pointCurrentAt(root, to);
  log(`current → releases/${to}`);
  if (await restarted()) return;
  if (!from) throw new DeployStop(`releases/${to} did not start, and no release was live before`);
  pointCurrentAt(root, from);
  await restarted();
  throw new DeployStop(`releases/${to} did not start: current is back on releases/${from}`);
}

async function deploy() {
  const commit = /^\.incoming-(\w+)$/.exec(path.basename(thisRelease))?.[1];
  if (!commit)
    throw new DeployStop(`copy a build into ${at(".incoming-<commit>")} and run its deploy`);
  const live = currentRelease();
  const name = nextReleaseName(commit, fs.readdirSync(at()));
  fs.renameSync(thisRelease, at(name));
  await switchTo(name, live);
  // The oldest beyond --keep (never the live one), and what was set aside or never ran (a day on).
  const old = releases()
    .slice(0, -Number(options.keep))
    .filter((release) => release !== name);
  const left = fs
    .readdirSync(at())
    .filter(
      (entry) =>
        entry.startsWith(".set-aside-") ||
        (entry.startsWith(".incoming-") &&
          fs.statSync(at(entry)).mtimeMs < Date.now() - 86_400_000),
    );
  for (const entry of [...old, ...left]) fs.rmSync(at(entry), { recursive: true, force: true });
  log(`Live: releases/${name}. To go back: npm run deploy:rollback`);
}

async function rollback(target: string | undefined) {
  const [live, all] = [currentRelease(), releases()];
  const to = target ?? all.filter((name) => live !== undefined && name < live).at(-1);
  if (!to || to === live || !all.includes(to)) {
    throw new DeployStop(`no release to go back to from ${live}; kept: ${all.join(", ")}`);
  }
  await switchTo(to, live);
  log(`Live: releases/${to}, rolled back from ${live}.`);
}

/** The deploy itself, detached: holds the lock, does the work, and ends in one line. */
async function detached() {
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => {});
  // Killed, this process ends without saying "done": the guard then kills its group, the steps.
  const guard = spawn("sh", ["-c", `read -r end; [ "$end" = done ] || kill -9 -${process.pid}`], {
    stdio: ["pipe", "ignore", "ignore"],
  });
  guard.unref();
  (guard.stdin as Socket).unref();
  try {
    ({ values: options, positionals } = args());
    if (!(Number(options.keep) >= 2)) throw new DeployStop(`--keep must be 2 or more`);
    const lock = fs.openSync(path.join(root, "deploy.lock"), "a");
    log(`Deploy ${process.pid} (stop it with kill ${process.pid}; its log: ${root}/deploy.log)`);
    const flock = (...args: string[]) =>
      spawnSync("flock", [...args, "3"], { stdio: ["ignore", "ignore", "ignore", lock] }).status;
    if (flock("-n") !== 0) log("Another deploy or rollback is running: waiting for it.");
    if (flock() !== 0) throw new DeployStop("flock failed");
    setAsideAfter();
    try {
      await (options.rollback ? rollback(positionals[0]) : deploy());
    } finally {
      setAsideAfter();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!(error instanceof DeployStop) && !code) throw error;
    const full = code === "ENOSPC" || code === "EDQUOT" ? `the disk of ${root} is full: ` : "";
    const what = error instanceof DeployStop ? "" : `; current is releases/${currentRelease()}`;
    log(`\nThe deploy stopped: ${full}${(error as Error).message}${what}`, process.stderr);
    process.exitCode = 1;
  } finally {
    guard.stdin?.end("done\n");
  }
}

if (import.meta.main && process.env.DEPLOY_DETACHED) await detached();
else if (import.meta.main) {
  args(); // --help, or an option it does not take: answered here, before anything is logged.
  // This process only shows the deploy's output: the deploy goes on if it ends.
  const child = spawn(process.execPath, [import.meta.filename, ...process.argv.slice(2)], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, DEPLOY_DETACHED: "1" },
  });
  child.stdout.pipe(process.stdout);
  child.stderr.pipe(process.stderr);
  child.on("close", (code) => (process.exitCode = code ?? 1));
}
