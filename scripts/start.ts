// `npm start`: builds the site when the build is missing or older than the
// sources or the content, then starts the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { contentFolder } from "#app/content-loader/files.ts";
import { commandLine } from "#server/commands/command-line.ts";
import { stopAtContentMistake } from "./one-line-errors.ts";

commandLine(`Usage: npm start
Builds the site when the build is older than the sources or the content, then serves it (PORT, HOST).`);

const root = path.resolve(import.meta.dirname, "..");
const builtPage = path.join(root, "build/client/index.html");
const sources = [
  "app",
  "public",
  "scripts",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
  // An edited word is built before it is served.
  contentFolder(),
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((name) => newestChange(path.join(target, name))),
  );
}

const builtAt = newestChange(builtPage);
if (!builtAt || sources.some((source) => newestChange(path.resolve(root, source)) > builtAt)) {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server reads the content too: a mistake in it stops it with one line.
await stopAtContentMistake(() => import("#server/main.ts"));
