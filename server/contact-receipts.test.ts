// @vitest-environment node
// A plain form post (without JavaScript) lands on the contact page with its
// receipt: a real server on 127.0.0.1 with a real SQLite file, and a built
// site of two contact pages that carry the receipt's empty slots.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { receiptSlots } from "#app/contact/receipt.ts";
import { contentIn } from "#app/content-loader/in-language.ts";
import { buildApp } from "./app.ts";
import { ContactReceipts, receiptLimits } from "./contact-receipts.ts";

const valid = {
  name: 'Ana <b>López</b> & "$1"',
  email: "ana@example.com",
  phone: "(718) 555-0100",
  message: "I would like a first visit.",
  patient: "new",
};

/** A contact page as the build writes it, reduced to the receipt's slots. */
const contactPage = [
  "<!DOCTYPE html><html><body><main>",
  '<section id="message-sent" tabindex="-1"><div data-receipt-details="" hidden="" class="mt-5">',
  ...receiptSlots.map((slot) => `<dd data-receipt="${slot}"></dd>`),
  "</div></section><form data-contact-form></form></main></body></html>",
].join("");

async function startServer({ withPages = true } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "contact-receipts-"));
  const clientDir = path.join(dir, "client");
  for (const folder of withPages ? ["contact", "ru/contact"] : []) {
    mkdirSync(path.join(clientDir, folder), { recursive: true });
    writeFileSync(path.join(clientDir, folder, "index.html"), contactPage);
  }
  mkdirSync(clientDir, { recursive: true });
  const app = await buildApp({
    clientDir,
    databaseFile: path.join(dir, "messages.sqlite"),
    // One message a minute: showing a receipt again is not counted as one.
    rateLimit: { max: 1, timeWindowMs: 60_000 },
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  onTestFinished(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const post = (body: Record<string, string>) =>
    fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
      body: new URLSearchParams(body).toString(),
      redirect: "manual",
    });
  const get = (address: string) => fetch(`${base}${address}`, { redirect: "manual" });
  return { app, post, get };
}

describe("a plain form post's receipt", () => {
  it("is the contact page of its language with the name escaped, shown again on reload", async () => {
    const { app, post, get } = await startServer();
    const response = await post({ ...valid, language: "ru" });
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/api\/contact\/sent\/ru\/[\w-]{20,}#message-sent$/);
    expect(app.store.count()).toBe(1);

    for (let view = 0; view < 3; view += 1) {
      const page = await get(location.split("#")[0] ?? "");
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
      const html = await page.text();
      expect(html).toContain(
        '<dd data-receipt="name">Ana &lt;b&gt;López&lt;/b&gt; &amp; &quot;$1&quot;</dd>',
      );
      const { receipt } = contentIn("ru").contactFormWords;
      expect(html).toContain(`<dd data-receipt="patient">${receipt.patientKinds.new}</dd>`);
      expect(html).toContain('<div data-receipt-details="" class="mt-5">');
      expect(html).not.toContain("I would like a first visit.");
    }
    expect(app.store.count()).toBe(1);
  });

  it("of another language, or one that is not held, leads to the page's plain sent panel", async () => {
    const { post, get } = await startServer();
    const location = (await post({ ...valid, language: "en" })).headers.get("location") ?? "";
    const id = location.split("/").at(-1)?.split("#")[0] ?? "";
    for (const [address, landing] of [
      [`/api/contact/sent/ru/${id}`, "/ru/contact#message-sent"],
      ["/api/contact/sent/en/not-a-receipt", "/contact#message-sent"],
      ["/api/contact/sent/xx/not-a-receipt", "/contact#message-sent"],
    ] as const) {
      const response = await get(address);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(landing);
    }
  });

  it("is not offered by a site without a contact page", async () => {
    const { post } = await startServer({ withPages: false });
    const response = await post({ ...valid, language: "en" });
    expect(response.headers.get("location")).toBe("/contact#message-sent");
  });
});

describe("the receipts held", () => {
  const receipt = { name: "Ana", patient: "" as const, sentAt: new Date() };

  it("are forgotten after their time", () => {
    const held = new ContactReceipts();
    const id = held.add(receipt, "en", 0).split("/").at(-1)?.split("#")[0] ?? "";
    expect(held.get(id, "en", receiptLimits.keepMs - 1)).toEqual(receipt);
    expect(held.get(id, "en", receiptLimits.keepMs)).toBeUndefined();
  });

  it("are at most so many, the oldest forgotten first", () => {
    const held = new ContactReceipts();
    const ids = Array.from(
      { length: receiptLimits.most + 1 },
      (_, at) => held.add(receipt, "en", at).split("/").at(-1)?.split("#")[0] ?? "",
    );
    const kept = ids.map((id) => held.get(id, "en", receiptLimits.most + 1) !== undefined);
    expect(kept.indexOf(true)).toBe(1);
    expect(kept.lastIndexOf(false)).toBe(0);
  });
});
