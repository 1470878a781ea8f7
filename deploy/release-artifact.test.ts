// @vitest-environment node
// The release that goes live (.github/workflows/site.yml: the release-build
// job's step "The release", uploaded and copied to the server as it is),
// packed here by that step's own lines in a copy of the project, then started
// as the service starts it: with the release's own Node, and nothing but the
// production dependencies. The server installs and builds nothing.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parse } from "yaml";
import { projectCopy } from "#scripts/project-copy.ts";
import { patience } from "#tests/support/patience.ts";
import { processWaitMs } from "#tests/support/server-process.ts";

const root = path.resolve(import.meta.dirname, "..");
const readJson = (file: string) =>
  JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
let work = "";
let release = "";

beforeAll(() => {
  // Beside the project, on the file system of its node_modules, whose hard
  // links a copy on another (a temporary folder on tmpfs, a container's /tmp)
  // could not take; not inside node_modules, where Node strips no types.
  work = projectCopy("site-release-", path.dirname(root));
  // npm prune removes the development packages from this copy only (hard links; npm
  // rewrites its own record of the folder, so that one is not shared).
  rmSync(path.join(work, "node_modules"));
  execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(work, "node_modules")]);
  rmSync(path.join(work, "node_modules/.package-lock.json"), { force: true });
  // The build stands in for npm run build:release, which the job runs first.
  cpSync(path.join(root, "tests/support/site"), path.join(work, "build/client"), {
    recursive: true,
  });
  const workflow = parse(readFileSync(path.join(root, ".github/workflows/site.yml"), "utf8")) as {
    jobs: Record<string, { steps: { name?: string; run?: string }[] }>;
  };
  const step = workflow.jobs["release-build"]!.steps.find(({ name }) => name === "The release");
  execFileSync("sh", ["-e", "-c", step!.run!], {
    cwd: work,
    stdio: "pipe",
    timeout: patience(180_000),
  });
  release = path.join(work, "release");
  mkdirSync(release);
  execFileSync("tar", ["-xf", "release.tar", "-C", release], { cwd: work });
}, patience(240_000));

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

it("holds the built site, the server and the production dependencies, and no development package", () => {
  const lock = readJson(path.join(root, "package-lock.json")).packages as Record<
    string,
    { dev?: boolean }
  >;
  const devPackages = Object.keys(lock).filter((name) => lock[name]!.dev);
  expect(devPackages.length).toBeGreaterThan(100);
  expect(devPackages.filter((name) => existsSync(path.join(release, name)))).toEqual([]);
  const dependencies = Object.keys(
    readJson(path.join(root, "package.json")).dependencies as object,
  );
  expect(
    dependencies.filter((name) => !existsSync(path.join(release, "node_modules", name))),
  ).toEqual([]);
  for (const part of [
    "build/client/index.html",
    "server/main.ts",
    "content",
    "deploy/site.caddy",
  ]) {
    expect(existsSync(path.join(release, part)), part).toBe(true);
  }
  expect(existsSync(path.join(release, "scripts/deploy/deploy.ts"))).toBe(true);
  expect(existsSync(path.join(release, "tests"))).toBe(false);
});

it("runs the server as the service does, with the release's own Node", async () => {
  const data = mkdtempSync(path.join(tmpdir(), "site-release-data-"));
  // As deploy/brooklyn-headache.service starts it; no Node but the release's on the PATH.
  const server = spawn(path.join(release, "node_modules/node/bin/node"), ["server/main.ts"], {
    cwd: release,
    env: {
      PATH: "/usr/bin:/bin",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: data,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    let output = "";
    const base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not started: ${output}`)), processWaitMs);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Site ready at (http:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]!);
        if (match) clearTimeout(timer);
      };
      server.stdout.on("data", read);
      server.stderr.on("data", read);
      server.on("exit", (code) => reject(new Error(`exited (${code}): ${output}`)));
    });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(
      readFileSync(path.join(release, "build/client/index.html"), "utf8"),
    );
  } finally {
    server.kill();
    rmSync(data, { recursive: true, force: true });
  }
});
