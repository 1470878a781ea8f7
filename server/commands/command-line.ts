// How the project's commands read their arguments (node:util's parseArgs, strict): `--help` or
// `-h` prints the command's usage and exits 0 before the command does anything; an option it does
// not take, or one without its value, is one line saying which, then the usage, and exit 2, never
// a stack trace. server/commands/command-line.slow.test.ts runs each command of package.json both
// ways. (`npm run inbox`, whose tests run it in-process, reads its own and words it the same.)
import { type ParseArgsConfig, parseArgs } from "node:util";

/** What parseArgs refused, in one line a person acts on. */
export function argumentsProblem(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const option = /'(--?[^'\s]+)'/.exec(message)?.[1];
  return code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && option
    ? `${option} is not an option of this command.`
    : message;
}

export function commandLine<const T extends ParseArgsConfig>(usage: string, config?: T) {
  const args = config?.args ?? process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ ...config, args } as T);
  } catch (error) {
    console.error(`${argumentsProblem(error)}\n${usage}`);
    process.exit(2);
  }
}
