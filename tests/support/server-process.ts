// Starts server/main.ts as a process of its own, as production runs it, for
// tests that kill it, signal it, or run two of it on one data folder.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { patience } from "./patience.ts";

const root = path.resolve(import.meta.dirname, "../..");

type ServerProcess = {
  process: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
};

/** How long the slow tests wait on a process they started, or on what it does, before calling it hung. */
export const processWaitMs = patience(30_000);

const running = new Set<ChildProcess>();

export function killServers() {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
}

export function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  /** Another user to run as (a test run as root starts it as nobody). */
  user: { uid?: number; gid?: number } = {},
): Promise<ServerProcess> {
  // The server's own settings come only from the test, never from the shell.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(SMTP_|MAIL_|TRUST_PROXY|ALLOWED_ORIGINS)/.test(name),
    ),
  );
  const child = spawn(process.execPath, [path.join(root, "server/main.ts")], {
    env: {
      ...inherited,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_DIR: path.join(root, "tests/support/site"),
      CONTACT_RATE_LIMIT: "100000",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...user,
  });
  running.add(child);
  let output = "";
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start: ${output}`)),
      processWaitMs,
    );
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ process: child, base: match[1], output: () => output, exited });
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited (${code}): ${output}`)));
    // Node could not be started at all: no exit follows, so say why at once.
    child.once("error", (error: NodeJS.ErrnoException) => {
      running.delete(child);
      clearTimeout(timer);
      const who = user.uid === undefined ? "" : ` as user ${user.uid}`;
      const hint =
        error.code === "EACCES" && user.uid !== undefined
          ? ` (that user must be able to reach ${process.execPath} and ${root}: every folder above them needs its x bit for others)`
          : "";
      reject(new Error(`the server could not be started${who}: ${error.message}${hint}`));
    });
  });
}
