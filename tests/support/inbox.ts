// The staff's inbox command (server/commands/inbox.ts) run in the test's own
// process: its stdout and stderr lines, as console.log/error end them, and its exit code.
import { runInbox } from "../../server/commands/inbox.ts";

export type InboxRun = { code: number | null; stdout: string; stderr: string };

/** `npm run inbox -- …args` on the data folder `dataDir`, in this process. */
export async function inboxIn(dataDir: string, args: string[]): Promise<InboxRun> {
  let stdout = "";
  let stderr = "";
  const code = await runInbox(args, {
    dataDir,
    out: (line) => (stdout += `${line}\n`),
    err: (line) => (stderr += `${line}\n`),
  });
  return { code, stdout, stderr };
}
