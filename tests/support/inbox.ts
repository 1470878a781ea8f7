// The staff's inbox command (server/commands/inbox.ts) run in the test's own
// process: the lines it prints on stdout and stderr, each ended as
// console.log and console.error end them when it runs as a file, and its
// exit code.
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
