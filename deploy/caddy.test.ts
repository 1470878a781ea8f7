// @vitest-environment node
// The production recipe's Caddy (deploy/site.caddy, deploy/server-options.caddy)
// in front of the Node server as systemd runs it: the listening socket held
// by systemd's own systemd-socket-activate, as brooklyn-headache.socket holds
// it, and the server restarted under it, as `systemctl restart` does. What a
// visitor sees through a restart under load, when the server is down, at paths
// no file can have, and as a slow client. A small site stands in for the
// build; the pages Caddy shows when the server does not answer are written by
// the build's own code (scripts/unavailable-pages.ts).
import { officeContact } from "#app/content-loader/practice.ts";
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { wordsIn } from "#app/content-loader/in-language.ts";
import { escapeHtml } from "#app/contact/receipt.ts";
import { languages } from "#app/content-loader/translated.ts";
import { processWaitMs } from "#tests/support/server-process.ts";
import { freePort } from "#scripts/free-port.ts";
import { caddyPath } from "#scripts/system-packages.ts";
import { type RecipeCaddy, smallBuild, startRecipeCaddy } from "#tests/support/caddy.ts";
import { patience } from "#tests/support/patience.ts";

const root = path.resolve(import.meta.dirname, "..");
const node = process.execPath;

let work: string;
let upstreamPort: number;
let caddy: RecipeCaddy;
let holder: ChildProcess | undefined;
let serverOutput = "";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function postJson(text: string, agent?: https.Agent) {
  return caddy.visit("/api/contact", {
    method: "POST",
    agent,
    headers: { "content-type": "application/json", origin: `https://localhost:${caddy.httpsPort}` },
    body: JSON.stringify({
      name: "Ana López",
      email: "ana@example.com",
      phone: "718-555-0100",
      message: text,
    }),
  });
}

/**
 * The Node server as systemd runs it with brooklyn-headache.socket:
 * systemd-socket-activate holds the listening socket and, at the first
 * connection, starts a loop that runs the server again each time it exits
 * (as `systemctl restart` does), each run taking the socket over as fd 3.
 */
function startHeldServer(dataDir: string) {
  const env = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(upstreamPort),
    DATA_DIR: dataDir,
    SITE_DIR: path.join(root, "tests/support/site"),
    TRUST_PROXY: "127.0.0.1",
    CONTACT_RATE_LIMIT: "1000000",
    LOG_LEVEL: "warn",
  };
  const run = `LISTEN_PID=$$ exec ${node} ${path.join(root, "server/main.ts")}`;
  const loop = `while [ ! -e ${path.join(work, "stop")} ]; do sh -c '${run}'; done`;
  holder = spawn(
    "systemd-socket-activate",
    [
      "-l",
      `127.0.0.1:${upstreamPort}`,
      ...Object.entries(env).map(([name, value]) => `-E${name}=${value}`),
      "sh",
      "-c",
      loop,
    ],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  holder.stdout?.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
  holder.stderr?.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
}

/** The pid of the Node server the loop runs now. */
function serverPid(): number | undefined {
  const childrenOf = (pid: number) =>
    readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  for (const pid of childrenOf(holder?.pid ?? 0)) {
    if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server/main.ts")) return Number(pid);
  }
  return undefined;
}

function stopHeldServer() {
  if (!holder?.pid) return;
  writeFileSync(path.join(work, "stop"), "");
  try {
    process.kill(-holder.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
  holder = undefined;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "caddy-recipe-"));
  upstreamPort = await freePort();

  const build = await smallBuild(work);

  startHeldServer(path.join(work, "data"));
  caddy = await startRecipeCaddy({
    work,
    build,
    upstream: `127.0.0.1:${upstreamPort}`,
    serverOptions: true,
    readyPath: "/",
    waitMs: processWaitMs,
  });
  // The first connection starts the server, as socket activation does.
  await vi.waitFor(
    async () => {
      const health = await fetch(`http://127.0.0.1:${upstreamPort}/healthz`);
      expect(health.status, serverOutput).toBe(200);
    },
    { timeout: processWaitMs, interval: 200 },
  );
}, 2 * processWaitMs);

afterAll(() => {
  stopHeldServer();
  caddy?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("a restart of the Node server behind Caddy", () => {
  it("shows no visitor a 502 under load, and every acknowledged message is stored", async () => {
    const agent = new https.Agent({ keepAlive: true, maxSockets: 20 });
    const statuses = new Map<string, number>();
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    // 20 visitors post as fast as they can, at most 600 messages in all.
    const visitors = Array.from({ length: 20 }, async (_, visitor) => {
      while (!stop && sent < 600) {
        const text = `visitor ${visitor} message ${(sent += 1)}`;
        try {
          const answer = await postJson(text, agent);
          count(String(answer.status));
          if (answer.status === 200) acknowledged.push(text);
        } catch (error) {
          count(`error: ${(error as Error).message}`);
        }
      }
    });
    let restartedInMs: number | undefined;
    try {
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(40), {
        timeout: processWaitMs,
        interval: 10,
      });
      const before = serverPid();
      expect(before).toBeDefined();
      const signalled = Date.now();
      process.kill(before ?? 0, "SIGTERM");
      // Until the new process answers, then a moment more of load.
      await vi.waitFor(
        async () => {
          const now = serverPid();
          expect(now !== undefined && now !== before).toBe(true);
          expect((await fetch(`http://127.0.0.1:${upstreamPort}/healthz`)).status).toBe(200);
        },
        { timeout: processWaitMs, interval: 50 },
      );
      restartedInMs = Date.now() - signalled;
      await sleep(500);
    } finally {
      stop = true;
      await Promise.all(visitors);
      agent.destroy();
    }

    const db = new DatabaseSync(path.join(work, "data/messages.sqlite"), { readOnly: true });
    const stored = new Set(
      (db.prepare("SELECT message FROM messages").all() as { message: string }[]).map(
        (row) => row.message,
      ),
    );
    db.close();
    console.log(
      `restart behind Caddy: ${sent} posts at concurrency 20, answers ${JSON.stringify(Object.fromEntries(statuses))}, ${acknowledged.length} acknowledged, ${acknowledged.filter((text) => stored.has(text)).length} of them stored; the new server answered ${restartedInMs} ms after SIGTERM`,
    );
    expect(Object.fromEntries(statuses)).toEqual({ "200": sent });
    expect(acknowledged.filter((text) => !stored.has(text))).toEqual([]);
  });
});

// Two wait on Caddy's own deadlines (10 s each): side by side.
describe.concurrent("Caddy on its own", () => {
  it(
    "answers a post without JavaScript, while the server is down, with the page of its language and the office phone",
    async () => {
      // Afterwards: the server stays down from here on.
      stopHeldServer();
      await vi.waitFor(
        async () => {
          await expect(fetch(`http://127.0.0.1:${upstreamPort}/healthz`)).rejects.toThrow();
        },
        { timeout: processWaitMs, interval: 100 },
      );
      const posts = languages.map(async (language) => {
        const page = language === "en" ? "/contact" : `/${language}/contact`;
        const answer = await caddy.visit("/api/contact", {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: `https://localhost:${caddy.httpsPort}`,
            referer: `https://localhost:${caddy.httpsPort}${page}`,
          },
          body: "name=Ana&email=ana%40example.com&phone=718-555-0100&message=Hello",
        });
        return { language, answer };
      });
      for (const { language, answer } of await Promise.all(posts)) {
        expect(answer.status, language).toBe(502);
        expect(answer.headers["content-type"], language).toMatch(/^text\/html/);
        const { title, backHint, unavailableBackHint } = wordsIn("page/contact", language)
          .contactOutcomeText.notSent;
        expect(answer.body, language).toContain(`<h1>${title}</h1>`);
        // Said once in the page (its title and heading), not again in the text below.
        expect(answer.body.split(title).length - 1, language).toBe(2);
        // No form is on this page: Back is the way to what was typed.
        expect(answer.body, language).not.toContain(backHint);
        expect(answer.body, language).toContain(escapeHtml(unavailableBackHint));
        expect(answer.body, language).toContain('a[href^="tel:"]{white-space:nowrap}');
        expect(answer.body, language).toContain(
          `href="${officeContact().phone.href}">${officeContact().phone.display}</a>`,
        );
        expect(answer.headers["cache-control"], language).toBe("no-store");
        expect(answer.headers["content-security-policy"], language).toMatch(/^default-src 'none'/);
        expect(answer.headers["x-content-type-options"], language).toBe("nosniff");
        expect(answer.headers.server, language).toBeUndefined();
      }
      // A receipt's address names a message that was stored: never "not sent", but the
      // contact page's "Message Received" panel, in its language.
      const receipts = [
        ["/api/contact/sent/ru/some-receipt", "/ru/contact#message-sent"],
        ["/api/contact/sent/en/some-receipt", "/contact#message-sent"],
        ["/api/contact/sent/xx/some-receipt", "/contact#message-sent"],
      ] as const;
      const answers = await Promise.all(receipts.map(([asked]) => caddy.visit(asked)));
      for (const [index, [asked, landing]] of receipts.entries()) {
        const answer = answers[index];
        expect([asked, answer?.status, answer?.headers.location]).toEqual([asked, 303, landing]);
      }
    },
    patience(60_000),
  );

  it.each([
    ["a NUL byte", "/%00"],
    ["a segment too long for a file name", `/${"a".repeat(300)}`],
    ["a path of 3,000 segments", "/a".repeat(3000)],
  ])("answers a path with %s with the 404 page", async (_what, rawPath) => {
    const answer = await caddy.visit(rawPath);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("<title>404</title>");
  });

  it(
    "cuts off a client whose headers never end, after 10 seconds",
    async () => {
      const closedAfter = await slowClient(
        "GET / HTTP/1.1\r\nHost: localhost\r\n",
        "X-Slow: a\r\n",
      );
      expect(closedAfter).toBeGreaterThan(9_000);
      expect(closedAfter).toBeLessThan(15_000);
    },
    patience(30_000),
  );

  it("gives a client 20 seconds for its whole request, as the Node server does", () => {
    // Waiting it out takes 20 s; Caddy's own reading of the recipe says it.
    const adapted = spawnSync(
      caddyPath,
      ["adapt", "--config", caddy.caddyfile, "--adapter", "caddyfile"],
      { encoding: "utf8", env: caddy.environment },
    );
    expect(adapted.status, adapted.stderr).toBe(0);
    const servers = Object.values(
      (JSON.parse(adapted.stdout) as { apps: { http: { servers: object } } }).apps.http.servers,
    ) as { read_timeout?: number; read_header_timeout?: number }[];
    expect(servers.map((server) => [server.read_header_timeout, server.read_timeout])).toEqual(
      servers.map(() => [10e9, 20e9]),
    );
  });

  it("reads the production Caddyfile, its server options and the site, as Caddy would", () => {
    const production = path.join(work, "production.Caddyfile");
    writeFileSync(
      production,
      readFileSync(path.join(root, "deploy/Caddyfile"), "utf8").replaceAll(
        "/srv/brooklyn-headache/current",
        root,
      ),
    );
    const adapted = spawnSync(caddyPath, ["adapt", "--config", production], {
      encoding: "utf8",
      env: caddy.environment,
    });
    expect(adapted.status, adapted.stderr).toBe(0);
    expect(adapted.stdout).toContain('"read_header_timeout":10000000000');
  });

  it("sends plain HTTP for any other host name to the site's own address", async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          {
            host: "127.0.0.1",
            port: caddy.httpPort,
            path: "/x",
            headers: { host: "evil.example" },
          },
          resolve,
        )
        .on("error", reject),
    );
    answer.resume();
    expect(answer.statusCode).toBe(308);
    expect(answer.headers.location).toBe(`https://localhost:${caddy.httpsPort}/x`);
  });
});

/**
 * A TLS client that sends `start`, then `drip` once a second: how long until
 * Caddy closes the connection (at most 40 s).
 */
function slowClient(start: string, drip: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const opened = Date.now();
    const socket = tls.connect({
      host: "127.0.0.1",
      port: caddy.httpsPort,
      servername: "localhost",
      ca: caddy.ca,
    });
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      resolve(Date.now() - opened);
    };
    socket.once("secureConnect", () => {
      socket.write(start);
      timer = setInterval(() => socket.write(drip), 1_000);
    });
    socket.on("data", () => undefined);
    socket.once("close", done);
    socket.once("error", () => undefined);
    setTimeout(() => {
      socket.destroy();
      reject(new Error("still open after 40 s"));
    }, 40_000).unref();
  });
}
