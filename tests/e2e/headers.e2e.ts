// Security and caching headers on every kind of response, and a
// Content-Security-Policy that the pages actually run under.
import { readFileSync } from "node:fs";
import { defaultClientDir } from "../../server/app.ts";
import { desktop, expect, formEnhanced, test } from "./fixtures.ts";

const baseUrl = () => process.env.SITE_URL ?? "";

async function firstAssetPath(): Promise<string> {
  // The contact page is one of the pages that ship JavaScript.
  const html = await (await fetch(`${baseUrl()}/contact`)).text();
  const match = /\/assets\/[^"]+\.js/.exec(html);
  if (!match) throw new Error("no script asset in the contact page");
  return match[0];
}

/** The headers every answer carries; none asks for cross-origin isolation. */
function expectHeadersOfEveryAnswer(headers: Headers) {
  expect(headers.get("strict-transport-security")).toMatch(/max-age=\d{8,}/);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(headers.get("cross-origin-embedder-policy")).toBeNull();
}

/** The headers of an answer a browser may show as a document. */
function expectSecurityHeaders(headers: Headers) {
  expectHeadersOfEveryAnswer(headers);
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("permissions-policy")).toContain("camera=()");
  // A page opens in the tab's own renderer process, not a cold one of its own.
  expect(headers.get("cross-origin-opener-policy")).toBeNull();
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/default-src '(self|none)'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
}

test.describe("response headers", () => {
  test("a page: security headers, its own script hashes, revalidated", async () => {
    const response = await fetch(`${baseUrl()}/conditions/migraine`);
    expectSecurityHeaders(response.headers);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("'unsafe-inline'");
    // Every style is in the site's stylesheet: no script inserts one.
    expect(csp).toMatch(/style-src 'self'(;|$)/);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  test("an asset used only inside a page: no document headers, cached for a year, compressed", async () => {
    const html = await (await fetch(`${baseUrl()}/ru/conditions`)).text();
    const assets = [
      await firstAssetPath(),
      ...[...html.matchAll(/href="(\/assets\/[^"]+\.(?:css|woff2))"/g)].map((match) => match[1]!),
    ];
    // The contact form's script, the stylesheet, and the Cyrillic and Latin heading fonts.
    expect(assets).toHaveLength(4);
    for (const asset of assets) {
      const response = await fetch(baseUrl() + asset, { headers: { "accept-encoding": "br" } });
      expect(response.status, asset).toBe(200);
      expectHeadersOfEveryAnswer(response.headers);
      for (const header of [
        "x-frame-options",
        "permissions-policy",
        "cross-origin-opener-policy",
        "content-security-policy",
      ]) {
        expect(response.headers.get(header), `${asset} ${header}`).toBeNull();
      }
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      if (!asset.endsWith(".woff2")) expect(response.headers.get("content-encoding")).toBe("br");
    }
  });

  test("an SVG and a missing asset keep the document headers", async () => {
    expectSecurityHeaders((await fetch(`${baseUrl()}/favicon.svg`)).headers);
    const missing = await fetch(`${baseUrl()}/assets/no-such-file.js`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);
  });

  test("the 404 page: security headers and a 404 status", async () => {
    const response = await fetch(`${baseUrl()}/no-such-page`);
    expect(response.status).toBe(404);
    expectSecurityHeaders(response.headers);
    expect(response.headers.get("content-security-policy")).toMatch(/'sha256-/);
  });

  test("the editor: its window keeps its sign-in popup, and no other window keeps it", async () => {
    const response = await fetch(`${baseUrl()}/admin`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
  });

  test("the editor's policy allows what Decap needs and nothing more (security review L8)", async () => {
    const response = await fetch(`${baseUrl()}/admin`);
    const policy = new Map(
      (response.headers.get("content-security-policy") ?? "").split(/;\s*/).map((directive) => {
        const [name = "", ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(" ")];
      }),
    );
    // Decap compiles its configuration's schema (ajv) and inserts its styles (emotion).
    expect(policy.get("script-src")).toBe("'self' 'unsafe-eval'");
    expect(policy.get("style-src")).toBe("'self' 'unsafe-inline'");
    // The media library shows and uploads files through blob: addresses.
    expect(policy.get("img-src")).toBe("'self' data: blob: https://avatars.githubusercontent.com");
    expect(policy.get("connect-src")).toBe("'self' blob: https://api.github.com");
    expect(policy.get("font-src")).toBe("'self'");
    expect(policy.get("base-uri")).toBe("'none'");
    expect(policy.get("default-src")).toBe("'none'");
    // No frame or worker of its own: the preview pane's frames are about:blank.
    expect(policy.has("frame-src")).toBe(false);
    expect(policy.has("worker-src")).toBe(false);
    expect(policy.has("child-src")).toBe(false);
  });

  test("the API: security headers on its JSON", async () => {
    const response = await fetch(`${baseUrl()}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl() },
      body: "{}",
    });
    expect(response.status).toBe(400);
    expectSecurityHeaders(response.headers);
  });

  test("a social card and the web app manifest: served with their types", async () => {
    const card = await fetch(`${baseUrl()}/og/conditions-migraine.png`);
    expect([card.status, card.headers.get("content-type")]).toEqual([200, "image/png"]);
    const manifest = await fetch(`${baseUrl()}/site.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
  });

  test("the same headers are written to _headers for static hosts", async () => {
    const rules = readFileSync(`${defaultClientDir}/_headers`, "utf8");
    expect(rules).toMatch(/^\/\*\n( {2}.+\n)+/);
    expect(rules).toContain("  x-content-type-options: nosniff");
    expect(rules).toMatch(/^\/conditions\/migraine\n {2}content-security-policy: .*'sha256-/m);
    expect((await fetch(`${baseUrl()}/_headers`)).status).toBe(404);
  });
});

test.describe("content security policy in the browser", () => {
  test.use({ viewport: desktop });

  test("runs the contact form's script and shows its notice with no 'unsafe-inline'", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    const response = await page.goto("/contact");
    expect(response?.headers()["content-security-policy"]).not.toContain("'unsafe-inline'");
    await formEnhanced(page);
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }),
    );
    const field = (name: string) => page.getByRole("textbox", { name, exact: true });
    await field("Full Name").fill("Ana López");
    await field("Email").fill("ana@example.com");
    await field("Phone").fill("12");
    await field("Message").fill("Hello.");
    // The form checks a field before sending: its script ran under the policy.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(field("Phone")).toHaveAttribute("aria-invalid", "true");
    await field("Phone").fill("(718) 555-0100");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").getByText("Message Received")).toBeVisible();
    expect(violations).toEqual([]);
  });
});
