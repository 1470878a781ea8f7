// The production recipe, run for real on loopback: Debian's Caddy with its own
// certificate authority, configured by deploy/site.caddy, in front of the
// built site and the Node server with TRUST_PROXY naming it. Checks what a
// visitor and the MDN HTTP Observatory would see.
import { contentIn } from "../../app/content-loader/in-language.ts";
import { translations } from "../../app/content-loader/translated.ts";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp, defaultClientDir } from "../../server/app.ts";
import {
  type CspManifest,
  documentHeaders,
  pagePolicy,
  securityHeaders,
} from "../../server/security-headers.ts";
import { expect, test } from "./fixtures.ts";
import { type RecipeCaddy, startRecipeCaddy } from "../support/caddy.ts";
import { patience } from "#tests/support/patience.ts";

const root = path.resolve(import.meta.dirname, "../..");

let workDir: string;
let app: FastifyInstance;
let caddy: RecipeCaddy;

function postMessage(from: string, text: string, headers: Record<string, string> = {}) {
  return caddy.visit("/api/contact", {
    method: "POST",
    from,
    headers: {
      "content-type": "application/json",
      origin: `https://localhost:${caddy.httpsPort}`,
      ...headers,
    },
    body: JSON.stringify({
      name: "Ana López",
      email: "ana@example.com",
      phone: "718-555-0100",
      message: text,
    }),
  });
}

// One Caddy for the file's tests, which run in order in one worker.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), "deploy-e2e-"));
  app = await buildApp({
    databaseFile: path.join(workDir, "messages.sqlite"),
    trustProxy: ["127.0.0.1"],
    rateLimit: { max: 2, timeWindowMs: 60_000 },
  });
  const upstream = new URL(await app.listen({ port: 0, host: "127.0.0.1" })).host;
  caddy = await startRecipeCaddy({
    work: workDir,
    build: path.dirname(defaultClientDir),
    upstream,
    readyPath: "/robots.txt",
    waitMs: patience(20_000),
  });
});

test.afterAll(async () => {
  caddy?.stop();
  await app?.close();
  rmSync(workDir, { recursive: true, force: true });
});

test.describe("Caddy in front of the site", () => {
  test("serves a page over HTTPS with every security header and the page's own policy", async () => {
    const page = await caddy.visit("/conditions/migraine", {
      headers: { "accept-encoding": "br" },
    });
    expect(page.status).toBe(200);
    for (const [name, value] of Object.entries({ ...securityHeaders, ...documentHeaders })) {
      expect(page.headers[name], name).toBe(value);
    }
    expect(page.headers["cross-origin-embedder-policy"]).toBeUndefined();
    const manifest = JSON.parse(
      readFileSync(path.join(path.dirname(defaultClientDir), "csp-hashes.json"), "utf8"),
    ) as CspManifest;
    const hashes = manifest["conditions/migraine/index.html"];
    expect(hashes).toBeDefined();
    expect(page.headers["content-security-policy"]).toBe(pagePolicy(hashes!));
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers.server).toBeUndefined();
  });

  test("serves hashed assets for a year and the 404 page with status 404", async () => {
    const html = (await caddy.visit("/contact")).body;
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0] ?? "missing";
    const answer = await caddy.visit(asset);
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // An asset used only inside a page carries the headers of every answer, and no document's.
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(answer.headers[name], name).toBe(value);
    }
    for (const name of [...Object.keys(documentHeaders), "content-security-policy"]) {
      expect(answer.headers[name], name).toBeUndefined();
    }
    const icon = await caddy.visit("/favicon.svg");
    expect(icon.headers["x-frame-options"]).toBe("DENY");
    expect(icon.headers["content-security-policy"]).toContain("default-src 'none'");

    for (const missing of ["/no-such-page", "/404", "/404.html", "/index.html.br", "/_headers"]) {
      const notFound = await caddy.visit(missing);
      expect(notFound.status, missing).toBe(404);
      expect(notFound.body, missing).toContain("Oops! Page not found");
      expect(notFound.headers["content-security-policy"], missing).toMatch(
        /script-src 'self' 'sha256-/,
      );
    }
    // An unknown path under each translation's prefix gets that language's 404
    // page; a different kind of missing path in each (a language added must name one).
    const missingPaths: Record<(typeof translations)[number], string> = {
      ru: "/ru/no-such-page",
      zh: "/zh/conditions/unknown",
      es: "/es/404.html",
    };
    for (const language of translations) {
      const missing = missingPaths[language];
      const text = contentIn(language).interfaceText.notFound.text;
      const notFound = await caddy.visit(missing);
      expect(notFound.status, missing).toBe(404);
      expect(notFound.body, missing).toContain(text);
    }
  });

  test("sends the other forms of a page's address to it for good (301), as the Node server does", async () => {
    for (const [asked, canonical] of [
      ["/about/", "/about"],
      ["/about/index.html", "/about"],
      ["/index.html", "/"],
      ["/ru/", "/ru"],
      ["/conditions/migraine/", "/conditions/migraine"],
    ] as const) {
      const answer = await caddy.visit(asked);
      expect([asked, answer.status, answer.headers.location]).toEqual([asked, 301, canonical]);
      expect(answer.headers["strict-transport-security"], asked).toBe(
        securityHeaders["strict-transport-security"],
      );
      const node = await app.inject(asked);
      expect([asked, node.statusCode, node.headers.location]).toEqual([asked, 301, canonical]);
    }
    // The address of no page stays a 404; the page's own address, a 200.
    for (const missing of ["/nope/", "/nope/index.html", "/404/", "/404/index.html"]) {
      expect([missing, (await caddy.visit(missing)).status]).toEqual([missing, 404]);
    }
    for (const canonical of ["/", "/about", "/ru"]) {
      expect([canonical, (await caddy.visit(canonical)).status]).toEqual([canonical, 200]);
    }
  });

  test("redirects HTTP to HTTPS", async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          {
            host: "127.0.0.1",
            port: caddy.httpPort,
            path: "/about",
            headers: { host: "localhost" },
          },
          resolve,
        )
        .on("error", reject),
    );
    answer.resume();
    expect(answer.statusCode).toBe(308);
    expect(answer.headers.location).toBe(`https://localhost:${caddy.httpsPort}/about`);
  });

  test("accepts a contact post through the proxy and stores it", async () => {
    const answer = await postMessage("127.0.0.4", "Through Caddy: I would like a first visit.");
    expect(answer.status, answer.body).toBe(200);
    expect(app.store.list(10).map((message) => message.message)).toContain(
      "Through Caddy: I would like a first visit.",
    );
  });

  test("counts the rate limit per visitor, not per proxy, whatever a visitor claims", async () => {
    const spoofed = { "x-forwarded-for": "203.0.113.9" };
    expect((await postMessage("127.0.0.2", "one", spoofed)).status).toBe(200);
    expect(
      (await postMessage("127.0.0.2", "two", { "x-forwarded-for": "203.0.113.10" })).status,
    ).toBe(200);
    const limited = await postMessage("127.0.0.2", "three", { "x-forwarded-for": "203.0.113.11" });
    expect(limited.status).toBe(429);
    // Another visitor behind the same proxy is not held back by the first.
    expect((await postMessage("127.0.0.3", "another visitor")).status).toBe(200);
  });

  test("grades A+ with every test passed on the MDN HTTP Observatory's analyzers", () => {
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, "tests/support/observatory-scan.ts"),
        "localhost",
        String(caddy.httpPort),
        String(caddy.httpsPort),
      ],
      {
        encoding: "utf8",
        env: {
          ...process.env,
          NODE_EXTRA_CA_CERTS: path.join(workDir, "caddy/pki/authorities/local/root.crt"),
        },
        timeout: patience(60_000),
      },
    );
    expect(result.status, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as {
      grade: string;
      score: number;
      tests: Record<string, { pass: boolean; result: string }>;
    };
    console.log(`Observatory: ${report.grade}, score ${report.score}`);
    const failed = Object.entries(report.tests).filter(([, test]) => !test.pass);
    expect(failed).toEqual([]);
    expect(Object.keys(report.tests)).toHaveLength(10);
    expect(report.grade).toBe("A+");
  });
});
