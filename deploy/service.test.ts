// @vitest-environment node
// The systemd unit as systemd itself reads it: no unknown or misspelt option,
// and the safeguards the README promises are really there.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
/** The server's folder of releases, as the workflow copies each one to it (<root>/releases/.incoming-<commit>). */
const defaultRoot = /incoming="(\/\S+)\/releases\/\.incoming-/.exec(
  readFileSync(path.join(root, ".github/workflows/site.yml"), "utf8"),
)?.[1];
const unit = readFileSync(path.join(import.meta.dirname, "brooklyn-headache.service"), "utf8");
const socketUnit = readFileSync(path.join(import.meta.dirname, "brooklyn-headache.socket"), "utf8");

/** Every value of a key, in order ("Environment" may appear many times). */
const values = (key: string, text = unit) =>
  [...text.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1]);

describe("the systemd unit", () => {
  it("passes systemd-analyze verify with no warning, with its socket", () => {
    // The unit names the live release; verify checks that ExecStart exists,
    // so point it at this checkout.
    const dir = mkdtempSync(path.join(tmpdir(), "unit-"));
    const file = path.join(dir, "brooklyn-headache.service");
    writeFileSync(file, unit.replaceAll("/srv/brooklyn-headache/current", root));
    const socketFile = path.join(dir, "brooklyn-headache.socket");
    writeFileSync(socketFile, socketUnit);
    const result = spawnSync("systemd-analyze", ["verify", file, socketFile], {
      encoding: "utf8",
    });
    rmSync(dir, { recursive: true, force: true });
    expect(result.error, "systemd-analyze is missing: apt-get install systemd").toBeUndefined();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("runs the server as its own user, never root, and restarts it when it fails", () => {
    expect(values("User")).toEqual(["brooklyn-headache"]);
    expect(values("ExecStart")).toEqual([
      "/srv/brooklyn-headache/current/node_modules/node/bin/node server/main.ts",
    ]);
    expect(values("Restart")).toEqual(["on-failure"]);
    expect(values("NoNewPrivileges")).toEqual(["yes"]);
    expect(values("CapabilityBoundingSet")).toEqual([""]);
    expect(values("ProtectSystem")).toEqual(["strict"]);
    expect(values("ProtectHome")).toEqual(["yes"]);
    expect(values("PrivateTmp")).toEqual(["yes"]);
  });

  it("runs the live release, the one npm run deploy points current at", () => {
    expect(defaultRoot).toBe("/srv/brooklyn-headache");
    expect(values("WorkingDirectory")).toEqual([`${defaultRoot}/current`]);
    expect(values("ExecStart")[0]).toMatch(new RegExp(`^${defaultRoot}/current/`));
    // The messages are outside the releases, which deploys replace and remove.
    const dataDir = values("Environment").find((line) => line?.startsWith("DATA_DIR="));
    expect(dataDir).toMatch(/^DATA_DIR=\//);
    expect(dataDir).not.toContain(defaultRoot);
  });

  it("keeps messages under /var/lib, readable by the service alone, behind the proxy", () => {
    expect(values("Environment")).toEqual(
      expect.arrayContaining([
        "DATA_DIR=/var/lib/brooklyn-headache",
        "HOST=127.0.0.1",
        "TRUST_PROXY=127.0.0.1",
      ]),
    );
    expect(values("StateDirectory")).toEqual(["brooklyn-headache"]);
    expect(values("StateDirectoryMode")).toEqual(["0700"]);
    expect(values("UMask")).toEqual(["0077"]);
  });

  it("takes its listening socket from systemd, on the address it would listen on", () => {
    // The socket stays open while the service restarts (docs/decisions/029).
    expect(values("Requires")).toEqual(["brooklyn-headache.socket"]);
    expect(values("After")[0]).toContain("brooklyn-headache.socket");
    const environment = values("Environment");
    const host = environment.find((line) => line?.startsWith("HOST="))?.slice(5);
    const port = environment.find((line) => line?.startsWith("PORT="))?.slice(5);
    expect(values("ListenStream", socketUnit)).toEqual([`${host}:${port}`]);
    expect(values("WantedBy", socketUnit)).toEqual(["sockets.target"]);
  });

  it("gives the server longer to stop than its own 10-second shutdown deadline", () => {
    const main = readFileSync(path.join(root, "server/main.ts"), "utf8");
    const graceMs = Number(/shutdownGraceMs = ([\d_]+)/.exec(main)?.[1]?.replaceAll("_", ""));
    expect(graceMs).toBe(10_000);
    expect(Number.parseInt(values("TimeoutStopSec")[0] ?? "0", 10) * 1000).toBeGreaterThan(graceMs);
  });
});
