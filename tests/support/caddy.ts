// Debian's Caddy running the production recipe (deploy/site.caddy) on loopback
// ports, in front of `build` and the Node server at `upstream`, and with
// `previews` the pull requests' previews (deploy/previews.caddy); the test's
// own global options put Caddy's internal CA and its storage in the test's folder.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { Agent } from "node:https";
import path from "node:path";
import { caddyPath } from "../../scripts/system-packages.ts";
import { freePort } from "../../scripts/free-port.ts";
import { caddyHeaders } from "../../scripts/header-files.ts";
import { writeUnavailablePages } from "../../scripts/unavailable-pages.ts";
import { rawRequest } from "./raw-http.ts";

const root = path.resolve(import.meta.dirname, "../..");

type VisitOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A keep-alive agent; by default each request has a connection of its own. */
  agent?: Agent;
  /** The loopback address the request comes from. */
  from?: string;
  /** The host asked for (and named in TLS): localhost, the site's, unless given. */
  host?: string;
};

/** A small build in `work`/build: the test site, its Caddy headers and the unavailable pages. */
export async function smallBuild(work: string): Promise<string> {
  const build = path.join(work, "build");
  mkdirSync(build);
  cpSync(path.join(root, "tests/support/site"), path.join(build, "client"), { recursive: true });
  writeFileSync(path.join(build, "headers.caddy"), caddyHeaders({}));
  await writeUnavailablePages(build);
  return build;
}

/**
 * Starts Caddy and resolves once `readyPath` answers 200 through it, within `waitMs`.
 * `serverOptions` imports deploy/server-options.caddy (the recipe's timeouts) too.
 */
export async function startRecipeCaddy(options: {
  work: string;
  build: string;
  upstream: string;
  serverOptions?: boolean;
  /** The previews' folder and the name under which each has its host. */
  previews?: { folder: string; domain: string };
  readyPath: string;
  waitMs: number;
}) {
  const { work, previews, serverOptions } = options;
  if (!existsSync(caddyPath)) throw new Error(`Caddy is not installed at ${caddyPath}`);
  const [httpPort, httpsPort, askPort] = [await freePort(), await freePort(), await freePort()];
  const caddyfile = path.join(work, "Caddyfile");
  const deploy = (file: string) => path.join(root, "deploy", file);
  writeFileSync(
    caddyfile,
    [
      "{",
      "\tadmin off",
      `\thttp_port ${httpPort}`,
      // The previews' site names no port: it is on the site's, Caddy's HTTPS port here.
      ...(previews ? [`\thttps_port ${httpsPort}`] : []),
      "\tdefault_bind 127.0.0.1",
      "\tlocal_certs",
      "\tskip_install_trust",
      `\tstorage file_system ${path.join(work, "caddy")}`,
      ...(serverOptions ? [`\timport ${deploy("server-options.caddy")}`] : []),
      ...(previews ? [`\timport ${deploy("previews-options.caddy")}`] : []),
      "}",
      `import ${deploy("site.caddy")}`,
      ...(previews ? [`import ${deploy("previews.caddy")}`] : []),
      "",
    ].join("\n"),
  );
  const environment: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: work,
    XDG_CONFIG_HOME: path.join(work, "config"),
    XDG_DATA_HOME: path.join(work, "share"),
    SITE_ADDRESS: `localhost:${httpsPort}`,
    SITE_BUILD: options.build,
    APP_UPSTREAM: options.upstream,
    ...(previews
      ? {
          PREVIEWS: previews.folder,
          PREVIEW_DOMAIN: previews.domain,
          PREVIEW_ASK_PORT: `${askPort}`,
        }
      : {}),
  };
  const caddy: ChildProcess = spawn(
    caddyPath,
    ["run", "--config", caddyfile, "--adapter", "caddyfile"],
    { env: environment, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  for (const stream of [caddy.stdout, caddy.stderr])
    stream?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const started = {
    httpPort,
    httpsPort,
    /** The certificate of Caddy's internal authority, the only one a request trusts. */
    ca: "",
    /** The test's Caddyfile, and the environment Caddy reads it in (for `caddy adapt`). */
    caddyfile,
    environment,
    output: () => output,
    /** One HTTPS request through Caddy to https://localhost:<httpsPort>. */
    visit: (pathname: string, { host = "localhost", ...visit }: VisitOptions = {}) =>
      rawRequest(
        `https://127.0.0.1:${httpsPort}`,
        { ...visit, path: pathname, headers: { host: `${host}:${httpsPort}`, ...visit.headers } },
        {
          servername: host,
          ca: started.ca,
          agent: visit.agent ?? false,
          localAddress: visit.from ?? "127.0.0.1",
          timeout: options.waitMs,
        },
      ),
    stop: () => void caddy.kill("SIGTERM"),
  };

  const caFile = path.join(work, "caddy/pki/authorities/local/root.crt");
  const until = Date.now() + options.waitMs;
  for (;;) {
    if (caddy.exitCode !== null) throw new Error(`Caddy exited: ${output}`);
    let why: string;
    try {
      started.ca = readFileSync(caFile, "utf8");
      const { status } = await started.visit(options.readyPath);
      if (status === 200) return started;
      why = `${options.readyPath} answered ${status}`;
    } catch (error) {
      why = (error as Error).message;
    }
    if (Date.now() > until) {
      started.stop();
      throw new Error(`Caddy did not serve ${options.readyPath} (${why}): ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type RecipeCaddy = Awaited<ReturnType<typeof startRecipeCaddy>>;
