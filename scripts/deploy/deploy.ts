// `npm run deploy` and `npm run deploy:rollback`: the production server's
// releases (docs/operations.md, "Running in production"). The folder it works in (--root,
// /srv/brooklyn-headache on the server) holds:
//
//   repo.git/               a mirror of the repository, fetched at each deploy
//   releases/<time>-<sha>/  one commit each, installed and built where it stands
//   current                 a symlink to the live release, which the service,
//                           Caddy and the cron jobs read
//
// A deploy writes the commit's files to releases/.building-<name>, runs the
// steps there (npm ci, npm run build:release, with the settings of
// <root>/build.env in their environment), and only when every step has
// passed renames the folder to its name and points `current` at it: a new
// symlink renamed over the old one (rename(2)), so a reader finds the old
// release or the new one, whole, never a mix and never nothing. A step that
// fails stops the deploy before anything is switched, and its last line
// repeats the content file and line the step named. The service is then
// restarted; if it fails to restart or to answer its health check, `current`
// goes back to the release it was on. The newest releases are kept (--keep,
// 3), so a rollback has somewhere to go; a rollback points `current` at the
// release before it the same way. The messages live in DATA_DIR
// (/var/lib/brooklyn-headache), outside the root: nothing here touches them.
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { parseArgs, parseEnv } from "node:util";
import { contentMistakes } from "#scripts/one-line-errors.ts";

/** Where the releases live on the production server. */
export const defaultRoot = "/srv/brooklyn-headache";
export const defaultSteps = ["npm ci --no-audit --no-fund", "npm run build:release"];
export const defaultRestart =
  "sudo -n systemctl restart brooklyn-headache && sudo -n systemctl reload caddy";
export const defaultHealth = "http://127.0.0.1:3000/healthz";

type Options = {
  root: string;
  origin: string | undefined;
  keep: number;
  steps: string[];
  restart: string;
  health: string;
  healthWaitMs: number;
};

class DeployStop extends Error {}

const log = (line: string) => process.stdout.write(`${line}\n`);

/** Runs a shell command in `cwd`, its output passed through and kept; its exit code and output. */
function run(
  command: string,
  cwd: string,
  env: Record<string, string | undefined> = process.env,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", command], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      // The end of the output is where a failing step says why.
      output = (output + chunk.toString()).slice(-1_000_000);
    };
    child.stdout.on("data", (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on("data", (chunk: Buffer) => keep(chunk, process.stderr));
    child.on("error", (error) => resolve({ code: 127, output: String(error) }));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Runs git and returns what it printed; a failure stops the deploy with git's words. */
function git(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(out.trim())
        : reject(new DeployStop(`git ${args.join(" ")} failed: ${err.trim()}`)),
    );
  });
}

/** The files of `commit`, written into `folder` (git archive | tar -x). */
function extract(repo: string, commit: string, folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const archive = spawn("git", ["--git-dir", repo, "archive", "--format=tar", commit], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const tar = spawn("tar", ["-x", "-C", folder], { stdio: ["pipe", "inherit", "inherit"] });
    archive.stdout.pipe(tar.stdin);
    let failed = false;
    const fail = (what: string) => {
      if (!failed) reject(new DeployStop(`${what} failed while writing ${commit}'s files`));
      failed = true;
    };
    archive.on("close", (code) => code !== 0 && fail("git archive"));
    tar.on("close", (code) => (code === 0 && !failed ? resolve() : fail("tar")));
  });
}

const releasesFolder = (root: string) => path.join(root, "releases");

/** The complete releases, oldest first (a name starts with its UTC time). */
export function releases(root: string): string[] {
  if (!existsSync(releasesFolder(root))) return [];
  return readdirSync(releasesFolder(root))
    .filter((name) => !name.startsWith("."))
    .sort();
}

/** The release `current` points at, or undefined before the first deploy. */
export function currentRelease(root: string): string | undefined {
  try {
    return path.basename(readlinkSync(path.join(root, "current")));
  } catch {
    return undefined;
  }
}

/**
 * Points `current` at a release in one step: a new symlink, renamed over the
 * old one. rename(2) replaces the link atomically; removing it and linking
 * again would leave a moment with no site at all.
 */
export function pointCurrentAt(root: string, release: string) {
  const next = path.join(root, `.current-${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(path.join("releases", release), next);
  renameSync(next, path.join(root, "current"));
}

/** One deploy or rollback at a time: a folder made atomically, holding the owner's pid. */
function lock(root: string): () => void {
  const folder = path.join(root, ".deploy-lock");
  try {
    mkdirSync(folder);
  } catch {
    let pid = 0;
    try {
      pid = Number(readFileSync(path.join(folder, "pid"), "utf8").trim());
    } catch {
      // Stopped between making the folder and writing its pid.
    }
    let alive = pid > 0;
    try {
      if (alive) process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (alive) throw new DeployStop(`another deploy (process ${pid}) is running; wait for it`);
    log(`A deploy that stopped half-way (process ${pid}) left its lock: taking it over.`);
  }
  writeFileSync(path.join(folder, "pid"), String(process.pid));
  return () => rmSync(folder, { recursive: true, force: true });
}

/** Whether the server answers its health check with 200 within the wait. */
async function healthy(url: string, waitMs: number): Promise<boolean> {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** Restarts the service on the release `current` points at; whether it came up. */
async function restart(options: Options): Promise<boolean> {
  log(`Restarting: ${options.restart}`);
  const { code } = await run(options.restart, options.root);
  if (code !== 0) {
    process.stderr.write(`The restart command failed (exit ${code}).\n`);
    return false;
  }
  if (options.health && !(await healthy(options.health, options.healthWaitMs))) {
    process.stderr.write(
      `The server did not answer ${options.health} within ${options.healthWaitMs / 1000} s.\n`,
    );
    return false;
  }
  return true;
}

/**
 * Switches `current` to `to` and restarts; if the service does not come up,
 * switches back to `from` (and restarts again) and stops. The release left
 * behind is set aside as `.rolled-back-<name>`, so a later rollback does not
 * return to it.
 */
async function switchTo(options: Options, to: string, from: string | undefined) {
  pointCurrentAt(options.root, to);
  log(`current → releases/${to}`);
  if (await restart(options)) {
    if (from) setAside(options.root, from, to);
    return;
  }
  if (!from) throw new DeployStop(`releases/${to} did not start, and no release was live before`);
  pointCurrentAt(options.root, from);
  setAside(options.root, to, from);
  await restart(options);
  throw new DeployStop(`releases/${to} did not start: current is back on releases/${from}`);
}

/** Sets a release aside after a rollback away from it, or a failed start; nothing if it is the older one. */
function setAside(root: string, release: string, live: string) {
  if (release <= live) return;
  renameSync(
    path.join(releasesFolder(root), release),
    path.join(releasesFolder(root), `.rolled-back-${release}`),
  );
}

/** Removes all but the `keep` newest releases (never the live one) and leftovers of earlier runs. */
function prune(root: string, keep: number) {
  const live = currentRelease(root);
  const all = releases(root);
  const old = all.slice(0, Math.max(0, all.length - keep)).filter((name) => name !== live);
  const leftovers = readdirSync(releasesFolder(root)).filter(
    (name) => name.startsWith(".building-") || name.startsWith(".rolled-back-"),
  );
  for (const name of [...old, ...leftovers]) {
    rmSync(path.join(releasesFolder(root), name), { recursive: true, force: true });
  }
  if (old.length > 0) log(`Removed: ${old.join(", ")}`);
}

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(/[-:]/g, "");

/** The time a release's name starts with, or undefined for a name of another shape. */
function stampTime(name: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z-/.exec(name);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  return Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
}

/**
 * A new release's name: its UTC time to the second, then the short commit.
 * Releases are told apart and ordered by name (the rollback goes to the one
 * before, the pruning keeps the newest), so the name sorts after every
 * existing release: a second deploy in the same second, or after a release
 * dated later than the clock, takes the second after the newest.
 */
export function nextReleaseName(commit: string, existing: string[], at = new Date()) {
  const newest = Math.max(-Infinity, ...existing.map((name) => stampTime(name) ?? -Infinity));
  const time = Math.max(Math.floor(at.getTime() / 1000) * 1000, newest + 1000);
  return `${stamp(new Date(time))}-${commit.slice(0, 10)}`;
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

export async function deploy(ref: string, options: Options) {
  const started = Date.now();
  const { root } = options;
  const repo = path.join(root, "repo.git");
  if (!existsSync(repo)) {
    if (!options.origin) {
      throw new DeployStop(`${repo} is missing: give the repository once with --origin <url>`);
    }
    log(`Mirroring ${options.origin} into ${repo}`);
    await git(["clone", "--quiet", "--mirror", options.origin, repo]);
  } else {
    await git(["--git-dir", repo, "fetch", "--quiet", "--prune", "origin"]);
  }
  const commit = await git(["--git-dir", repo, "rev-parse", "--verify", `${ref}^{commit}`]).catch(
    () => {
      throw new DeployStop(`${ref} is not a commit of the repository`);
    },
  );
  const live = currentRelease(root);
  // After every release, whether kept, set aside (.rolled-back-…) or half-built (.building-…).
  const name = nextReleaseName(
    commit,
    existsSync(releasesFolder(root))
      ? readdirSync(releasesFolder(root)).map((entry) => entry.replace(/^\.[a-z-]+-(?=\d)/, ""))
      : [],
  );
  const building = path.join(releasesFolder(root), `.building-${name}`);
  mkdirSync(building, { recursive: true });
  log(`Building ${commit} in releases/${name}`);
  await extract(repo, commit, building);

  // The build's settings on this server (the editor's repository and sign-in, EDITOR_*), if any.
  const settings = path.join(root, "build.env");
  const env = {
    ...process.env,
    ...(existsSync(settings) ? parseEnv(readFileSync(settings, "utf8")) : {}),
  };
  for (const step of options.steps) {
    log(`\n$ ${step}`);
    const started = Date.now();
    const { code, output } = await run(step, building, env);
    log(`(${step}: ${seconds(started)} s)`);
    if (code !== 0) {
      rmSync(building, { recursive: true, force: true });
      const mistakes = contentMistakes(output);
      throw new DeployStop(
        [
          `"${step}" failed (exit ${code}): nothing was switched; current is still ${live ? `releases/${live}` : "unset"}.`,
          ...(mistakes ? [mistakes] : []),
        ].join("\n"),
      );
    }
  }
  renameSync(building, path.join(releasesFolder(root), name));
  await switchTo(options, name, live);
  prune(root, options.keep);
  log(
    `Live: releases/${name} (${commit}), ${seconds(started)} s after the deploy started. To go back: npm run deploy:rollback`,
  );
}

export async function rollback(target: string | undefined, options: Options) {
  const started = Date.now();
  const { root } = options;
  const live = currentRelease(root);
  const all = releases(root);
  const to = target ?? all.filter((name) => live !== undefined && name < live).at(-1);
  if (to !== undefined && to === live) throw new DeployStop(`releases/${to} is live already`);
  if (!to || !all.includes(to)) {
    throw new DeployStop(
      `no release to go back to from ${live ?? "nothing"}; kept: ${all.join(", ") || "none"}`,
    );
  }
  await switchTo(options, to, live);
  log(`Live: releases/${to}, rolled back from ${live} in ${seconds(started)} s.`);
}

const usage = `npm run deploy -- [<commit or branch, default main>] [--root ${defaultRoot}]
    [--origin <repository url, the first time>] [--keep 3] [--step <command>]…
    [--restart <command>] [--health <url, "" for none>]
npm run deploy:rollback -- [<release>] [--root …] [--restart …] [--health …]`;

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      rollback: { type: "boolean", default: false },
      root: { type: "string", default: defaultRoot },
      origin: { type: "string" },
      keep: { type: "string", default: "3" },
      step: { type: "string", multiple: true },
      restart: { type: "string", default: defaultRestart },
      health: { type: "string", default: defaultHealth },
      "health-wait": { type: "string", default: "30" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help || positionals.length > 1) {
    log(usage);
    return values.help ? 0 : 2;
  }
  const keep = Number(values.keep);
  if (!Number.isInteger(keep) || keep < 2) {
    throw new DeployStop(`--keep must be a whole number, 2 or more (got ${values.keep})`);
  }
  const options: Options = {
    root: path.resolve(values.root),
    origin: values.origin,
    keep,
    steps: values.step ?? defaultSteps,
    restart: values.restart,
    health: values.health,
    healthWaitMs: Number(values["health-wait"]) * 1000,
  };
  mkdirSync(options.root, { recursive: true });
  const unlock = lock(options.root);
  try {
    if (values.rollback) await rollback(positionals[0], options);
    else await deploy(positionals[0] ?? "main", options);
  } finally {
    unlock();
  }
  return 0;
}

if (import.meta.main) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof DeployStop)) throw error;
    process.stderr.write(`\nThe deploy stopped: ${error.message}\n`);
    process.exitCode = 1;
  }
}
