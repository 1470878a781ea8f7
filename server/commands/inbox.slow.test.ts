// @vitest-environment node
// `npm run inbox` as staff run it, against a database in a temporary folder.
// Most cases call the command's function in this process (runInbox: the same
// lines on stdout and stderr, the same exit code); a few run the real command
// in its own process on the project's Node, as staff and the cron job do:
// through `npm run inbox`, --help, an unknown option, a wrong data folder, and
// a deletion while another process reads the database (exit code 3).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DatabaseSync } from "node:sqlite";
import type { Language } from "#app/contact/facts.ts";
import { MessageStore, databasePath } from "#server/message-store.ts";
import { type InboxRun, inboxIn } from "#tests/support/inbox.ts";

const root = path.resolve(import.meta.dirname, "../..");
const inbox = path.join(root, "server/commands/inbox.ts");
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "inbox-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** The command in this process: what it prints on stdout and stderr, and its exit code. */
const run = (args: string[], dir = dataDir): Promise<InboxRun> => inboxIn(dir, args);

/** The command as the cron job runs it: the project's Node on the file, in its own process. */
function runProcess(args: string[], dir = dataDir): InboxRun {
  const result = spawnSync(process.execPath, [inbox, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir },
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The command as staff type it, through package.json's script. */
function npmRun(args: string[]): InboxRun {
  const result = spawnSync("npm", ["run", "--silent", "inbox", "--", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const ana = { name: "Ana Ruiz", email: "ana@example.com", phone: "718-555-0100" };
const ben = { name: "Ben Cho", email: "ben@example.com", phone: "718-555-0101" };

/** A database holding messages received at the given times, oldest first. */
function storeWith(
  messages: { from?: typeof ana; text: string; at?: string; language?: Language }[],
) {
  const store = new MessageStore(databasePath(dataDir));
  for (const { from = ana, text, at, language } of messages) {
    store.add({ ...from, message: text, language }, at ? new Date(at) : new Date());
  }
  return store;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

describe("npm run inbox", () => {
  it("lists each message with its sender, the time it came and its text, newest first", () => {
    storeWith([
      { from: ana, text: "Can I book a first visit?", at: "2026-11-02T14:05:00.000Z" },
      { from: ben, text: "Do you take Fidelis?\nThanks", at: "2026-11-03T09:30:00.000Z" },
    ]).close();

    const result = npmRun([]);

    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `2 message(s) stored in ${databasePath(dataDir)}; newest 2 below.`,
    );
    expect(result.stdout).toContain("── 2026-11-03T09:30:00.000Z");
    expect(result.stdout).toContain("Ben Cho <ben@example.com>  718-555-0101");
    expect(result.stdout).toContain("   │ Do you take Fidelis?\n   │ Thanks");
    expect(result.stdout).toContain("── 2026-11-02T14:05:00.000Z");
    expect(result.stdout).toContain("Ana Ruiz <ana@example.com>  718-555-0100");
    expect(result.stdout).toContain("   │ Can I book a first visit?");
    expect(result.stdout).toContain("not e-mailed yet (0 tries)");
    expect(result.stdout.indexOf("Ben Cho")).toBeLessThan(result.stdout.indexOf("Ana Ruiz"));
  });

  it("says when a message was e-mailed, and why the last try failed when it was not", async () => {
    const store = storeWith([{ text: "sent one" }, { text: "failing one" }]);
    const [failing, sent] = store.list(2);
    store.markSent(sent!.id, new Date("2026-11-04T08:00:00.000Z"));
    store.markFailed(failing!.id, "connect ECONNREFUSED", new Date());
    store.close();

    const result = await run([]);

    expect(result.stdout).toContain("e-mailed 2026-11-04T08:00:00.000Z");
    expect(result.stdout).toContain("not e-mailed yet (1 tries; last error: connect ECONNREFUSED)");
  });

  it("shows only the newest messages up to --limit", async () => {
    storeWith([
      { text: "oldest", at: "2026-11-01T10:00:00.000Z" },
      { text: "middle", at: "2026-11-02T10:00:00.000Z" },
      { text: "newest", at: "2026-11-03T10:00:00.000Z" },
    ]).close();

    const result = await run(["--limit", "2"]);

    expect(result.code).toBe(0);
    expect(result.stdout).toContain("3 message(s) stored");
    expect(result.stdout).toContain("newest 2 below.");
    expect(result.stdout).toContain("│ newest");
    expect(result.stdout).toContain("│ middle");
    expect(result.stdout).not.toContain("│ oldest");
  });

  it("shows hidden characters instead of letting them rewrite what staff read", async () => {
    const server = storeWith([
      { from: { ...ana, name: "Ana\u202eenolc" }, text: "first line\r\u001b[31moverwritten" },
    ]);
    // The server holds the database open: reading it must neither wait nor write.
    const result = await run([]);
    server.close();

    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Ana\\u{202e}enolc");
    expect(result.stdout).toContain("first line\\r\\u{001b}[31moverwritten");
    for (const raw of ["\r", "\u202e", "\u001b"]) expect(result.stdout).not.toContain(raw);
  });

  it("exports every message as CSV that starts with a byte-order mark, formulas made inert", async () => {
    storeWith([
      { from: ben, text: "=cmd|' /C calc'!A0", at: "2026-11-02T10:00:00.000Z" },
      { from: ana, text: 'She said "hi"', at: "2026-11-03T10:00:00.000Z" },
    ]).close();

    const result = await run(["--csv"]);

    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe(
      "\ufeffreceived_at,id,name,email,phone,message,language,delivery_state,delivered_at,patient,times,times_note,plan,callback_language,interpreter",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"2026-11-03T10:00:00.000Z","[^"]+","Ana Ruiz",/);
    expect(lines[1]).toContain(`"She said ""hi""","English","pending",""`);
    expect(lines[2]).toContain(`"'=cmd|' /C calc'!A0"`);
  });

  it("says which language's page each message was sent from, in the list and the CSV", async () => {
    storeWith([
      { from: ana, text: "Хочу записаться на приём", language: "ru", at: "2026-11-02T10:00:00Z" },
      { from: ben, text: "我想预约", language: "zh", at: "2026-11-03T10:00:00Z" },
      { text: "Hello", at: "2026-11-04T10:00:00Z" },
    ]).close();

    const listed = (await run([])).stdout;
    expect(listed).toContain("Language of the page: Russian (/ru/contact)");
    expect(listed).toContain("Language of the page: Chinese (Simplified) (/zh/contact)");
    expect(listed).toContain("Language of the page: English (/contact)");
    expect(listed.indexOf("Chinese")).toBeLessThan(listed.indexOf("Russian"));

    const csv = (await run(["--csv"])).stdout.trimEnd().split("\n");
    expect(csv[2]).toContain(`"我想预约","Chinese (Simplified)","pending"`);
    expect(csv[3]).toContain(`"Хочу записаться на приём","Russian","pending"`);
  });

  it("shows the optional answers in the list and the CSV, in words, escaped like all visitor text", async () => {
    const store = new MessageStore(databasePath(dataDir));
    store.add(
      {
        ...ana,
        message: "Hola",
        language: "es",
        patient: "new",
        times: ["monday-morning", "monday-afternoon", "thursday-afternoon"],
        timesNote: "=after 3\u202epm",
        plan: "self-pay",
        callbackLanguage: "yue",
        interpreter: true,
      },
      new Date("2026-11-03T10:00:00Z"),
    );
    store.add({ ...ben, message: "No answers" }, new Date("2026-11-02T10:00:00Z"));
    store.close();

    const listed = (await run([])).stdout;
    expect(listed).toContain("   New or returning: New patient\n");
    expect(listed).toContain(
      "   Times that suit: Monday morning and afternoon; Thursday afternoon\n",
    );
    expect(listed).toContain("   Other times: =after 3\\u{202e}pm\n");
    expect(listed).toContain("   Insurance plan: Self-pay, no insurance\n");
    expect(listed).toContain("   Call back in: Cantonese\n");
    expect(listed).toContain("   Interpreter: Needs an interpreter\n");
    expect(listed).toContain("   Optional questions: none answered\n");

    const csv = (await run(["--csv"])).stdout.trimEnd().split("\n");
    expect(csv[1]).toMatch(
      /,"New patient","Monday morning and afternoon; Thursday afternoon","'=after 3\u202epm","Self-pay, no insurance","Cantonese","Needs an interpreter"$/,
    );
    expect(csv[2]).toMatch(/"No answers","English","pending","","","","","","",""$/);
  });

  it("reads a database the server has not migrated yet, its messages as English", async () => {
    // A database as the server wrote it before messages had a language.
    const db = new DatabaseSync(databasePath(dataDir));
    db.exec(`CREATE TABLE messages (
       seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, received_at TEXT NOT NULL,
       name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL,
       delivery_state TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
       next_attempt_at TEXT, last_error TEXT, delivered_at TEXT);
     INSERT INTO messages (id, received_at, name, email, phone, message)
       VALUES ('old-1', '2026-10-01T10:00:00.000Z', 'Ana Ruiz', 'ana@example.com', '718-555-0100', 'Before');
     PRAGMA user_version = 2;`);
    db.close();

    const result = await run([]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("Language of the page: English (/contact)");
    expect((await run(["--csv"])).stdout).toContain(`"Before","English","pending"`);
  });

  it("purges messages older than the retention period and keeps the rest", async () => {
    storeWith([
      { text: "from last spring", at: daysAgo(200) },
      { text: "from last month", at: daysAgo(30) },
    ]).close();

    const result = await run(["purge"]);

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Deleted 1 message\(s\) received before .* \(older than 90 days\)\./,
    );
    const listed = (await run([])).stdout;
    expect(listed).toContain("│ from last month");
    expect(listed).not.toContain("│ from last spring");
  });

  it("purges by a shorter age given in days or weeks", async () => {
    storeWith([
      { text: "three weeks old", at: daysAgo(21) },
      { text: "a day old", at: daysAgo(1) },
    ]).close();

    expect((await run(["purge", "--older-than", "2w"])).stdout).toContain(
      "Deleted 1 message(s) received before",
    );
    expect((await run(["purge", "--older-than", "0d"])).stdout).toContain("(older than 0 days)");
    expect((await run([])).stdout).toContain("0 message(s) stored");
  });

  it("deletes one message and says so", async () => {
    const store = storeWith([{ text: "please delete me" }, { text: "keep me" }]);
    const target = store.list(2).find((message) => message.message === "please delete me")!;
    store.close();

    const result = await run(["delete", target.id]);

    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Deleted message ${target.id}.\n`);
    expect((await run([])).stdout).toContain("1 message(s) stored");
    const again = await run(["delete", target.id]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`No message with the id ${target.id} is stored`);
  });

  it("says when a reader kept a deleted text in the log, exits non-zero, and clears it when run again", async () => {
    const store = storeWith([{ text: "Secret-held-by-a-backup" }, { text: "keep me" }]);
    const target = store.list(2).find((message) => message.message.startsWith("Secret"))!;
    const file = databasePath(dataDir);
    // Another program reading throughout, as the nightly backup or a long CSV export does.
    const reader = new DatabaseSync(file, { readOnly: true });
    reader.exec("BEGIN");
    reader.prepare("SELECT count(*) FROM messages").get();

    // The real command in its own process, as the deletion runs beside the
    // nightly backup: the reader holds its snapshot from another process, and
    // exit code 3 is what the shell (and cron) sees.
    const held = runProcess(["delete", target.id]);
    expect(held.code).toBe(3);
    expect(held.stdout).toBe(`Deleted message ${target.id} from the database.\n`);
    expect(held.stderr).toContain(`An old copy of the deleted text may still be in ${file}-wal`);
    expect(held.stderr).toContain(`run \`npm run inbox -- delete ${target.id}\` again`);
    expect(readFileSync(`${file}-wal`).toString("latin1")).toContain("Secret-held-by-a-backup");

    reader.exec("COMMIT");
    reader.close();
    const again = await run(["delete", target.id]);
    expect(again.stderr).toContain("the log holds no copy of a deleted message");
    expect(readFileSync(`${file}-wal`).toString("latin1")).not.toContain("Secret-held");
    store.close();
  });

  it("prints how it is used with --help", () => {
    const result = runProcess(["--help"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Usage: npm run inbox");
    expect(result.stdout).toContain("purge [--older-than 90d]");
  });

  // An unknown option runs in a process of its own: the usage and exit code 2
  // as the shell gets them when parsing the command line fails.
  it.each([
    [["reed"], 'Unknown command "reed". Try: npm run inbox -- --help', run],
    [["--limt", "5"], "--limt is not an option of this command.", runProcess],
    [["--limit"], "Option '--limit <value>' argument missing", run],
    [["--limit", "many"], "--limit takes a whole number above 0", run],
    [["--limit", "0"], "--limit takes a whole number above 0", run],
    [["purge", "--older-than", "3 months"], "--older-than takes a number of days or weeks", run],
    [["delete"], "Name the message to delete: npm run inbox -- delete <id>", run],
  ])("answers %j with one clear line and changes nothing", async (args, error, runCommand) => {
    storeWith([{ text: "still here" }]).close();

    const result = await runCommand(args);

    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(error);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect((await run([])).stdout).toContain("1 message(s) stored");
  });

  it("refuses a data folder without a database instead of creating an empty one", async () => {
    const wrong = path.join(dataDir, "typo");
    // The real command, its data folder named by DATA_DIR as staff set it.
    const result = runProcess([], wrong);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/No message database at .*typo/);
    expect(existsSync(wrong)).toBe(false);
    expect((await run(["purge"], wrong)).code).toBe(2);
    expect(existsSync(wrong)).toBe(false);
  });
});
