// `npm run inbox`: the practice's staff read contact messages here (`usage`
// below), from the server's database (DATA_DIR, default ./data). runInbox is the
// command, given its arguments, data folder and output; run as a file, it is
// called with the process's own, and its code is the exit code.
import { parseArgs } from "node:util";
import { argumentsProblem } from "./command-line.ts";
import { emptyDetails } from "#app/contact/details.ts";
import { languageNamesInEnglish, messageRetentionDays } from "#app/contact/facts.ts";
import { backupDatabase, restoreDatabase } from "#server/message-backup.ts";
import {
  MessageStore,
  type StoredMessage,
  databasePath,
  eraseWaitMs,
} from "#server/message-store.ts";
import { detailLines, detailsForStaff, pageLanguage } from "#server/message-details.ts";
import { csvByteOrderMark, csvCell, forTerminal } from "./inbox-format.ts";

const usage = `Usage: npm run inbox [-- one of these]
  (nothing)                  the 20 newest messages, newest first; --limit N for more
  --csv > messages.csv       every message, as CSV
  purge [--older-than ${messageRetentionDays}d]   delete messages older than that (days or weeks: 12w)
  delete <id>                delete one message, when its sender asks
  backup <dir>               a consistent copy, taken while the server runs
  restore <file>             add back the messages a backup has and the database lacks`;

/** The CSV's columns before the optional answers', and each one's cell. */
const csvColumns: Readonly<Record<string, (message: StoredMessage) => string | null>> = {
  received_at: (m) => m.receivedAt,
  id: (m) => m.id,
  name: (m) => m.name,
  email: (m) => m.email,
  phone: (m) => m.phone,
  message: (m) => m.message,
  language: (m) => languageNamesInEnglish[m.language],
  delivery_state: (m) => m.deliveryState,
  delivered_at: (m) => m.deliveredAt,
};

/** "90d" → 90 days, "12w" → 12 weeks; whole days or weeks only. */
function parseAge(text: string): number {
  const match = /^(\d+)([dw])$/.exec(text.trim());
  if (match) return Number(match[1]) * (match[2] === "w" ? 7 : 1);
  throw new Error(`--older-than takes a number of days or weeks, like 90d or 12w (got "${text}")`);
}

type InboxOptions = {
  /** The server's data folder; DATA_DIR, else ./data, when not given. */
  dataDir?: string;
  /** One line, without its line break, of what the command prints (stdout) or what went wrong. */
  out: (line: string) => void;
  err: (line: string) => void;
};

/**
 * The inbox command for the arguments after `npm run inbox --`: prints
 * through `out` and `err`, and returns the exit code: 0 done, 2 the command
 * or its data was wrong and nothing changed, 3 deleted, but an old copy of
 * the text may still be in the write-ahead log.
 */
export async function runInbox(args: string[], options: InboxOptions): Promise<number> {
  const { out, err } = options;
  const file = databasePath(options.dataDir);
  const fail = (error: unknown) => {
    err(error instanceof Error ? error.message : String(error));
    return 2;
  };

  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        csv: { type: "boolean", default: false },
        limit: { type: "string", default: "20" },
        "older-than": { type: "string", default: `${messageRetentionDays}d` },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    // An unknown option, or one without its value: which, and the usage, not a stack trace.
    err(argumentsProblem(error));
    err(usage);
    return 2;
  }
  const { values, positionals } = parsed;

  function printMessage(message: StoredMessage) {
    const state =
      message.deliveryState === "sent"
        ? `e-mailed ${message.deliveredAt}`
        : `not e-mailed yet (${message.attempts} tries${message.lastError ? `; last error: ${message.lastError}` : ""}${message.nextAttemptAt === null && message.attempts > 0 ? "; the mail server refused it every time: held until the server restarts" : ""})`;
    out(`── ${forTerminal(`${message.receivedAt}  ${message.id}`)}`);
    out(`   ${forTerminal(`${message.name} <${message.email}>  ${message.phone}`)}`);
    for (const line of detailLines(message)) out(`   ${forTerminal(line)}`);
    out(`   Language of the page: ${pageLanguage(message.language)}`);
    out(`   ${forTerminal(state)}`);
    out(forTerminal(message.message, { multiline: true }).replace(/^/gm, "   │ "));
    out("");
  }

  /** A reader (a backup, a CSV export) kept an old copy of deleted text in the log: exit 3. */
  function notErased(logFile: string, again: string) {
    err(
      `An old copy of the deleted text may still be in ${logFile}-wal: another program (a backup or a CSV export) was reading the database for over ${eraseWaitMs / 1000} s. When it has finished, run \`${again}\` again; it says when nothing is left.`,
    );
    return 3;
  }

  if (values.help) {
    out(usage);
    return 0;
  }

  const [command, target] = positionals;
  try {
    if (command === "backup" || command === "restore") {
      const [what, name] = command === "backup" ? ["folder", "dir"] : ["backup file", "file"];
      if (!target) throw new Error(`Name the ${what}: npm run inbox -- ${command} <${name}>`);
      if (command === "backup") {
        const { file: copy, messages } = await backupDatabase(file, target);
        out(`Backed up ${messages} message(s) to ${copy} (integrity check ok).`);
      } else {
        const { restored, alreadyPresent } = restoreDatabase(target, file);
        out(
          `Restored ${restored} message(s) from ${target} into ${file}; ${alreadyPresent} were already there.`,
        );
      }
      return 0;
    }
    // Read-only unless deleting; never created: a wrong DATA_DIR is an error, not an empty inbox.
    const writes = command === "purge" || command === "delete";
    using store = new MessageStore(file, { readOnly: !writes, mustExist: true });
    if (command === "purge") {
      const days = parseAge(values["older-than"]);
      const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
      const { removed, logErased } = store.purgeOlderThan(cutoff);
      out(
        `Deleted ${removed} message(s) received before ${cutoff.toISOString()} (older than ${days} days).`,
      );
      if (!logErased) return notErased(store.file, "npm run inbox -- purge");
    } else if (command === "delete") {
      if (!target) throw new Error("Name the message to delete: npm run inbox -- delete <id>");
      const shown = forTerminal(target);
      const { found, logErased } = store.remove(target);
      if (!logErased) {
        if (found) out(`Deleted message ${shown} from the database.`);
        return notErased(store.file, `npm run inbox -- delete ${shown}`);
      } else if (found) {
        out(`Deleted message ${shown}.`);
      } else {
        // Also the answer to running a deletion again to clear the log.
        throw new Error(
          `No message with the id ${shown} is stored, and the log holds no copy of a deleted message.`,
        );
      }
    } else if (positionals.length > 0) {
      throw new Error(`Unknown command "${command}". Try: npm run inbox -- --help`);
    } else if (values.csv) {
      // The answers' columns come last, so a sheet that reads the others by place still does.
      const header = [
        ...Object.keys(csvColumns),
        ...detailsForStaff(emptyDetails).map((d) => d.column),
      ];
      out(csvByteOrderMark + header.join(","));
      for (const m of store.list(Number.MAX_SAFE_INTEGER)) {
        const cells = [
          ...Object.values(csvColumns).map((cell) => cell(m)),
          ...detailsForStaff(m).map(({ value }) => value),
        ];
        out(cells.map(csvCell).join(","));
      }
    } else {
      const limit = Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1)
        throw new Error("--limit takes a whole number above 0");
      const messages = store.list(limit);
      out(`${store.count()} message(s) stored in ${file}; newest ${messages.length} below.\n`);
      messages.forEach(printMessage);
    }
    return 0;
  } catch (error) {
    return fail(error);
  }
}

if (import.meta.main) {
  process.exitCode = await runInbox(process.argv.slice(2), {
    dataDir: process.env.DATA_DIR,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
