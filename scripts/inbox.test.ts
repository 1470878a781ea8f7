// @vitest-environment node
// `npm run inbox` as staff run it, in its own process against a real database.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MessageStore, databasePath } from "../server/message-store.ts";

const inbox = path.resolve(import.meta.dirname, "inbox.ts");
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "inbox-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[], dir = dataDir) {
  const result = spawnSync(process.execPath, [inbox, ...args], {
    env: { ...process.env, DATA_DIR: dir },
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function storeWith(messages: string[]) {
  const store = new MessageStore(databasePath(dataDir));
  for (const message of messages) {
    store.add({ name: "Ana\u202eenolc", email: "ana@example.com", phone: "718-555-0100", message });
  }
  return store;
}

describe("npm run inbox", () => {
  it("refuses a data folder without a database instead of creating an empty one", () => {
    const wrong = path.join(dataDir, "typo");
    const result = run([], wrong);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/No message database at .*typo/);
    expect(existsSync(wrong)).toBe(false);
    expect(run(["purge"], wrong).code).toBe(2);
  });

  it("lists messages while the server holds the database, without writing to it", () => {
    const server = storeWith(["first line\r\u001b[31moverwritten"]);
    const result = run([]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("1 message(s) stored");
    expect(result.stdout).toContain("Ana\\u{202e}enolc");
    expect(result.stdout).toContain("first line\\r\\u{001b}[31moverwritten");
    for (const raw of ["\r", "\u202e", "\u001b"]) expect(result.stdout).not.toContain(raw);
    server.close();
  });

  it("exports CSV that starts with a byte-order mark", () => {
    storeWith(["=cmd|' /C calc'!A0"]).close();
    const result = run(["--csv"]);
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith("\ufeffreceived_at,")).toBe(true);
    expect(result.stdout).toContain(`"'=cmd|' /C calc'!A0"`);
  });

  it("deletes one message and says so", () => {
    const store = storeWith(["please delete me"]);
    const [message] = store.list(1);
    store.close();
    const result = run(["delete", message!.id]);
    expect(result.stdout).toContain(`Deleted message ${message!.id}.`);
    expect(run(["delete", message!.id]).stderr).toContain("No message with the id");
  });
});
