// @vitest-environment node
// Every setting is checked at start: a value that cannot be read stops the
// server with one line naming the setting, never a silent default or a stack trace.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { killServers, processWaitMs, startServerProcess } from "../tests/support/server-process.ts";
import { readSettings } from "./settings.ts";
import { patience } from "#tests/support/patience.ts";

const dirs: string[] = [];
afterEach(() => {
  killServers();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * For a test that starts the server: node loads the server's code before it
 * reads a setting, about 3 s on two idle cores and more than Vitest's default
 * 5 s on busy ones. The start itself gives up after `processWaitMs` with what
 * the process printed, so a server that hangs still fails, in its own words.
 */
const startsTheServer = { timeout: processWaitMs + patience(10_000) };

function errorsFor(env: NodeJS.ProcessEnv): string[] {
  const result = readSettings(env);
  return result.ok ? [] : result.errors;
}

describe("settings", () => {
  it("uses the documented defaults when nothing is set", () => {
    const result = readSettings({});
    expect(result.ok && result.settings).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      CONTACT_RATE_LIMIT: 5,
      TRUST_PROXY: [],
      ALLOWED_ORIGINS: [],
      mail: undefined,
    });
  });

  it.each([
    ["CONTACT_RATE_LIMIT", ""],
    ["CONTACT_RATE_LIMIT", "abc"],
    ["CONTACT_RATE_LIMIT", "5x"],
    ["CONTACT_RATE_LIMIT", "0"],
    ["PORT", "80.5"],
    ["PORT", "70000"],
    ["LOG_LEVEL", "loud"],
    ["TRUST_PROXY", "caddy"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    // A range Fastify's trustProxy refuses at start: every address.
    ["TRUST_PROXY", "10.0.0.0/0"],
    ["ALLOWED_ORIGINS", "https://example.org/contact"],
    ["SMTP_HOST", "mail.example.org"],
  ])("refuses %s=%j with one line naming it", (name, value) => {
    const errors = errorsFor({ [name]: value });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(name);
  });

  it("reads a list of trusted proxies and allowed origins", () => {
    const result = readSettings({
      TRUST_PROXY: "127.0.0.1, ::1, 10.0.0.0/8",
      ALLOWED_ORIGINS: "https://example.org, http://localhost:5173",
    });
    expect(result.ok && result.settings.TRUST_PROXY).toEqual(["127.0.0.1", "::1", "10.0.0.0/8"]);
    expect(result.ok && result.settings.ALLOWED_ORIGINS).toEqual([
      "https://example.org",
      "http://localhost:5173",
    ]);
  });

  it("stops the server with one clear line for a bad rate limit", startsTheServer, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "settings-"));
    dirs.push(dir);
    const start = startServerProcess(dir, { CONTACT_RATE_LIMIT: "abc" });
    const error = (await start.catch((reason: unknown) => reason)) as Error;
    expect(error.message).toMatch(/exited \(1\)/);
    const printed = error.message.replace(/^server exited \(1\): /, "").trim();
    expect(printed).toBe(
      'Setting CONTACT_RATE_LIMIT must be a whole number from 1 to 1000000 (got "abc").',
    );
  });

  it(
    "stops the server with one clear line for a data folder it cannot use",
    startsTheServer,
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "settings-"));
      dirs.push(dir);
      const file = path.join(dir, "a-file");
      writeFileSync(file, "not a folder");
      const start = startServerProcess(path.join(file, "data"));
      const error = (await start.catch((reason: unknown) => reason)) as Error;
      const printed = error.message.replace(/^server exited \(1\): /, "").trim();
      expect(printed.split("\n")).toHaveLength(1);
      expect(printed).toMatch(
        /^Setting DATA_DIR ".*a-file\/data" cannot be used as the data folder/,
      );
    },
  );

  it.each<[string, Record<string, string>, RegExp]>([
    ["an address that is not one", { HOST: "999.1.1.1" }, /^Cannot listen on 999\.1\.1\.1:0: /],
    ["a port already in use", { PORT: "(taken)" }, /^Cannot listen on 127\.0\.0\.1:\d+: .*in use/],
  ])("stops the server with one clear line for %s", startsTheServer, async (_, env, line) => {
    const dir = mkdtempSync(path.join(tmpdir(), "settings-"));
    dirs.push(dir);
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as AddressInfo;
    const start = startServerProcess(dir, {
      ...env,
      ...(env.PORT ? { PORT: String(port) } : {}),
    });
    const error = (await start.catch((reason: unknown) => reason)) as Error;
    taken.close();
    expect(error.message).toMatch(/exited \(1\)/);
    const printed = error.message.replace(/^server exited \(1\): /, "").trim();
    expect(printed.split("\n")).toHaveLength(1);
    expect(printed).toMatch(line);
  });
});
