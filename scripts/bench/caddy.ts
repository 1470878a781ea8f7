// Caddy in front of the project's server, as deploy/site.caddy runs it in
// production (pages from disk with the headers the build wrote, the contact
// API proxied), on a loopback port over plain HTTP, for the bench's pass
// "through Caddy". Without Caddy installed the pass is left out.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { freePort } from "#scripts/free-port.ts";

export const caddyPath = process.env.CADDY_PATH ?? "/usr/bin/caddy";

/** Starts Caddy with the site's configuration before `upstream` (host:port); undefined without Caddy. */
export async function startCaddy(
  root: string,
  buildDir: string,
  upstream: string,
  workDir: string,
): Promise<{ origin: string; close: () => Promise<void> } | undefined> {
  if (!existsSync(caddyPath)) return undefined;
  await mkdir(workDir, { recursive: true });
  const port = await freePort();
  const caddyfile = path.join(workDir, "Caddyfile");
  await writeFile(
    caddyfile,
    [
      "{",
      "\tadmin off",
      "\tauto_https off",
      "\tdefault_bind 127.0.0.1",
      `\tstorage file_system ${path.join(workDir, "caddy")}`,
      "}",
      `import ${path.join(root, "deploy/site.caddy")}`,
      "",
    ].join("\n"),
  );
  const origin = `http://127.0.0.1:${port}`;
  const caddy: ChildProcess = spawn(
    caddyPath,
    ["run", "--config", caddyfile, "--adapter", "caddyfile"],
    {
      env: {
        PATH: process.env.PATH,
        HOME: workDir,
        XDG_CONFIG_HOME: path.join(workDir, "config"),
        XDG_DATA_HOME: path.join(workDir, "data"),
        SITE_ADDRESS: origin,
        SITE_BUILD: buildDir,
        APP_UPSTREAM: upstream,
      },
      stdio: "ignore",
    },
  );
  for (let waited = 0; ; waited += 200) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (caddy.exitCode !== null || waited > 20_000) {
      caddy.kill("SIGKILL");
      throw new Error(`Caddy did not start at ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    close: async () => {
      caddy.kill("SIGTERM");
      await new Promise((resolve) => caddy.once("exit", resolve));
    },
  };
}
