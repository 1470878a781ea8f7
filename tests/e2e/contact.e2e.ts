// A visitor sends a message through the contact page in a real browser, with
// and without JavaScript, against the real server with a real SQLite file and
// a real SMTP server: each ends as one stored row and one e-mail.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { eventually, startSmtpCapture } from "../support/smtp-capture.ts";
import { launchBrowser, phone, waitForHydration } from "./browser.ts";

let browser: Browser;
let app: FastifyInstance;
let base: string;
let dataDir: string;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  browser = await launchBrowser();
  smtp = await startSmtpCapture();
  dataDir = mkdtempSync(path.join(tmpdir(), "contact-e2e-"));
  app = await buildApp({
    databaseFile: path.join(dataDir, "messages.sqlite"),
    mail: smtp.settings,
    mailRetryMs: 100,
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await browser.close();
  await app.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Text the visitor can see: the contact page also holds hidden outcome panels. */
const shown = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true });

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function fill(page: Page, message: string) {
  await field(page, "Full Name").fill("Ana López");
  await field(page, "Email").fill("ana@example.com");
  await field(page, "Phone").fill("(718) 555-0100");
  await field(page, "Message").fill(message);
}

describe("contact form with JavaScript", () => {
  it("loads the toast library only once the visitor moves into the form", async () => {
    const page = await browser.newPage({ viewport: phone });
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.url().endsWith(".js")) scripts.push(await response.text());
    });
    await page.goto(`${base}/contact`);
    await waitForHydration(page);
    const isToastLibrary = (source: string) => source.includes("data-sonner-toaster");
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter(isToastLibrary)).toHaveLength(0);
    await field(page, "Full Name").focus();
    await expect.poll(() => scripts.filter(isToastLibrary).length).toBe(1);
    await page.close();
  });

  it("stores and e-mails the message, confirms with the spec's toast and clears the form", async () => {
    const page = await browser.newPage({ viewport: phone });
    await page.goto(`${base}/contact`);
    await waitForHydration(page);
    const text = "I would like to book a first visit for migraine — ¿hablan español?";
    await fill(page, text);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect.poll(() => shown(page, "Message Received").isVisible()).toBe(true);
    expect(
      await shown(page, "Thank you for contacting us. We'll respond within 24 hours.").isVisible(),
    ).toBe(true);
    for (const name of ["Full Name", "Email", "Phone", "Message"]) {
      expect(await field(page, name).inputValue()).toBe("");
    }
    const rows = app.store.list(50).filter((row) => row.message === text);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe("Ana López");
    await eventually(() => smtp.mails.filter((mail) => mail.raw.includes("Ana")).length >= 1);
    await eventually(() => app.store.get(rows[0]?.id ?? "")?.deliveryState === "sent");
    await page.close();
  });

  it("lets the browser stop an incomplete message, without a confirmation", async () => {
    const page = await browser.newPage({ viewport: phone });
    await page.goto(`${base}/contact`);
    await waitForHydration(page);
    const before = app.store.count();
    await field(page, "Full Name").fill("Ana López");
    await field(page, "Email").fill("not-an-address");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(
      await field(page, "Email").evaluate((input: HTMLInputElement) => input.validity.valid),
    ).toBe(false);
    expect(
      await field(page, "Phone").evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(await shown(page, "Message Received").count()).toBe(0);
    expect(await field(page, "Full Name").inputValue()).toBe("Ana López");
    expect(app.store.count()).toBe(before);
    await page.close();
  });

  it("shows a problem beside its field before sending, and keeps the text", async () => {
    const page = await browser.newPage({ viewport: phone });
    await page.goto(`${base}/contact`);
    await waitForHydration(page);
    const before = app.store.count();
    await fill(page, "Please call me back.");
    await field(page, "Phone").fill("12");
    await page.getByRole("button", { name: "Send Message" }).click();
    const phoneField = field(page, "Phone");
    await expect.poll(() => phoneField.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText(/Enter a phone number with its area code/).isVisible()).toBe(true);
    expect(await phoneField.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await field(page, "Message").inputValue()).toBe("Please call me back.");
    expect(app.store.count()).toBe(before);
    await page.close();
  });

  it("keeps the text and offers the phone number when the server cannot be reached", async () => {
    const page = await browser.newPage({ viewport: phone });
    await page.goto(`${base}/contact`);
    await waitForHydration(page);
    await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
    await fill(page, "Message while the server is down.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => shown(page, "Your message was not sent").isVisible()).toBe(true);
    expect(await shown(page, /call us at \(718\) 555-0142/).isVisible()).toBe(true);
    expect(await field(page, "Message").inputValue()).toBe("Message while the server is down.");
    expect(await shown(page, "Message Received").count()).toBe(0);
    await page.close();
  });
});

describe("contact form without JavaScript", () => {
  it("posts the form, stores and e-mails it, and shows the confirmation on the contact page", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    await page.goto(`${base}/contact`);
    expect(await shown(page, "Message Received").count()).toBe(0);
    const text = "Sent with scripts turned off.";
    await fill(page, text);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL(`${base}/contact#message-sent`);
    const panel = page.getByRole("region", { name: "Message Received" });
    expect(await panel.isVisible()).toBe(true);
    expect(
      await panel
        .getByText("Thank you for contacting us. We'll respond within 24 hours.")
        .isVisible(),
    ).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("message-sent");
    expect(await shown(page, "Your message was not sent").count()).toBe(0);
    expect(app.store.list(50).filter((row) => row.message === text)).toHaveLength(1);
    await eventually(() => smtp.mails.filter((mail) => mail.raw.includes(text)).length === 1);
    await context.close();
  });

  it("explains a refused message, offers the phone number, and Back returns the typed text", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    await page.goto(`${base}/contact`);
    const before = app.store.count();
    const text = "Too long? No: a bad phone.";
    await fill(page, text);
    await field(page, "Phone").fill("12");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL(`${base}/contact#message-not-sent`);
    const panel = page.getByRole("region", { name: "Your message was not sent" });
    expect(await panel.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("message-not-sent");
    expect(await panel.getByRole("link", { name: /Call \(718\) 555-0142/ }).count()).toBe(1);
    expect(await shown(page, "Message Received").count()).toBe(0);
    expect(app.store.count()).toBe(before);
    await page.goBack();
    await page.waitForURL(`${base}/contact`);
    expect(await field(page, "Message").inputValue()).toBe(text);
    await context.close();
  });
});
