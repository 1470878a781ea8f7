// A visitor sends a message through the contact page in a real browser, with
// and without JavaScript, against the real server with a real SQLite file and
// a real SMTP server: each ends as one stored row and one e-mail.
import { officeContact, practice } from "../../app/content-loader/practice.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { contentIn } from "../../app/content-loader/in-language.ts";
import { checkContact } from "../../app/contact/schema.ts";
import { freePort } from "../../scripts/free-port.ts";
import { defaultClientDir } from "../../server/app.ts";
import { startRecipeCaddy } from "../support/caddy.ts";
import { expect, formEnhanced, phone, test } from "./fixtures.ts";
import { patience } from "#tests/support/patience.ts";

/** Text the visitor can see: the contact page also holds hidden outcome panels. */
const shown = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true });

const english = contentIn("en");

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Every field of the form is empty, shown or hidden behind the confirmation. */
async function expectEmptyForm(page: Page) {
  const fields = page.getByRole("textbox", { includeHidden: true });
  await expect(fields).not.toHaveCount(0);
  for (const one of await fields.all()) await expect(one).toHaveValue("");
}

/** Where a plain post lands once stored: the contact page with its receipt (server/contact-receipts.ts). */
const receiptAddress = /\/api\/contact\/sent\/en\/[\w-]+#message-sent$/;

async function fill(page: Page, message: string) {
  await field(page, "Full Name").fill("Ana López");
  await field(page, "Email").fill("ana@example.com");
  await field(page, "Phone").fill("(718) 555-0100");
  await field(page, "Message").fill(message);
}

test.use({ viewport: phone });

test.describe("contact form with JavaScript", () => {
  test("loads one small script for the form and no framework", async ({
    page,
    startContactSite,
  }) => {
    const { base } = await startContactSite();
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(`${base}/contact`);
    await formEnhanced(page);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/contact-form-[\w-]+\.js$/)]);
  });

  test("fetches the script only when the form comes into view, not for a visitor who reads the top", async ({
    page,
    startContactSite,
  }) => {
    const { base } = await startContactSite();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".js")) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${base}/contact`, { waitUntil: "load" });
    const form = page.locator("form[data-contact-form]");
    // At 390×844 the contact details come first and the form is below them.
    await expect(form).not.toBeInViewport();
    // Not a fixed wait, which a busy machine can outlast: the page's observer
    // has answered once one of ours, made after it, answers too (the browser
    // calls them in order), and a fetch it started is asked for before ours.
    await form.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(element);
        }),
    );
    await Promise.all([
      page.waitForRequest(`${base}/healthz`),
      page.evaluate(() => fetch("/healthz").then(() => undefined)),
    ]);
    expect(scripts).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute("data-enhanced");
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/contact-form-[\w-]+\.js$/)]);
  });

  test("holds a send pressed before the script arrives, then sends it as an enhanced send", async ({
    page,
    startContactSite,
  }) => {
    const { app, base } = await startContactSite();
    // The script arrives only once the send is pressed, as on a weak connection.
    // Held until then, not for a fixed time: typing on a busy machine can take
    // longer than any fixed time, and the form would be enhanced already.
    const { promise: pressed, resolve: press } = Promise.withResolvers<void>();
    await page.route("**/assets/contact-form-*.js", async (route) => {
      await pressed;
      await route.continue();
    });
    await page.goto(`${base}/contact#contact-form`);
    await fill(page, "Sent before the form's script had arrived.");
    const enhanced = page.locator("form[data-contact-form][data-enhanced]");
    await expect(enhanced).toHaveCount(0);
    // A mark on this document: a plain post would load a new one without it.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(enhanced).toHaveCount(0);
    press();
    await expect(shown(page, "Message Received").first()).toBeVisible();
    // Sent by the script: the page was not replaced, and the form, hidden behind the
    // confirmation, is empty again.
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    await expectEmptyForm(page);
    expect(app.store.list()).toMatchObject([
      { name: "Ana López", message: "Sent before the form's script had arrived." },
    ]);
  });

  test("posts the plain form when the script cannot be fetched, and loses nothing", async ({
    page,
    startContactSite,
  }) => {
    const { app, base } = await startContactSite();
    await page.route("**/assets/contact-form-*.js", (route) => route.abort("failed"));
    await page.goto(`${base}/contact#contact-form`);
    await fill(page, "Sent while the form's script could not be fetched.");
    await page.getByRole("button", { name: "Send Message" }).click();
    // The server's answer to a plain post: the page's "sent" panel, with its receipt.
    await expect(page).toHaveURL(receiptAddress);
    await expect(page.getByRole("region", { name: "Message Received" })).toBeVisible();
    await expect
      .poll(() => app.store.list())
      .toMatchObject([{ message: "Sent while the form's script could not be fetched." }]);
  });

  test("stores and e-mails the message, confirms with the spec's toast and clears the form", async ({
    page,
    startContactSite,
  }) => {
    const { app, base, smtp } = await startContactSite();
    await page.goto(`${base}/contact`);
    await formEnhanced(page);
    const text = "I would like to book a first visit for migraine — ¿hablan español?";
    await fill(page, text);
    await page.getByRole("button", { name: "Send Message" }).click();

    // The spec's toast, read out as a status; the confirmation in the form's place says the same.
    const toast = page.getByRole("status");
    await expect(toast.getByText("Message Received")).toBeVisible();
    await expect(
      toast.getByText("Thank you for contacting us. We'll respond within 24 hours."),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Message Received" })).toBeVisible();
    await expectEmptyForm(page);
    expect(app.store.list()).toMatchObject([{ name: "Ana López", message: text }]);
    await expect.poll(() => app.store.list()).toMatchObject([{ deliveryState: "sent" }]);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.raw).toContain("Ana L");
  });

  test("stops an incomplete message with the page's own words beside each field, not the browser's bubble", async ({
    page,
    startContactSite,
  }) => {
    const { app, base } = await startContactSite();
    // In Russian, where the browser's own bubble would speak the browser's language.
    const words = contentIn("ru").contactFormWords;
    const ruField = (label: string) => page.getByRole("textbox", { name: label, exact: true });
    await page.goto(`${base}/ru/contact`);
    await formEnhanced(page);
    await ruField(words.labels.name).fill("Ана");
    await ruField(words.labels.email).fill("not-an-address");
    await page.getByRole("button", { name: words.send }).click();
    await expect(ruField(words.labels.email)).toHaveAccessibleDescription(words.problems.email);
    await expect(ruField(words.labels.email)).toBeFocused();
    await expect(ruField(words.labels.phone)).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText(words.problems.required.replace("{field}", words.fieldNames.phone)),
    ).toBeVisible();
    await expect(shown(page, contentIn("ru").contactOutcomeText.sent.title)).toHaveCount(0);
    await expect(ruField(words.labels.name)).toHaveValue("Ана");
    expect(app.store.count()).toBe(0);
  });

  test("shows a problem beside its field before sending, and keeps the text", async ({
    page,
    startContactSite,
  }) => {
    const { app, base } = await startContactSite();
    await page.goto(`${base}/contact`);
    await formEnhanced(page);
    await fill(page, "Please call me back.");
    await field(page, "Phone").fill("12");
    await page.getByRole("button", { name: "Send Message" }).click();
    const phoneField = field(page, "Phone");
    await expect(phoneField).toHaveAttribute("aria-invalid", "true");
    await expect(shown(page, /Enter a phone number with its area code/)).toBeVisible();
    await expect(phoneField).toBeFocused();
    await expect(field(page, "Message")).toHaveValue("Please call me back.");
    expect(app.store.count()).toBe(0);
  });

  test("keeps the text and offers the phone number when the server cannot be reached", async ({
    page,
    startContactSite,
  }) => {
    const { base } = await startContactSite();
    await page.goto(`${base}/contact`);
    await formEnhanced(page);
    await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
    await fill(page, "Message while the server is down.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectFailureBesideTheForm(page);
    await expect(field(page, "Message")).toHaveValue("Message while the server is down.");
    await expect(shown(page, "Message Received")).toHaveCount(0);
  });

  test("keeps a failure through Caddy (502) on the page, in focus, with the phone, and loses no word", async ({
    browser,
  }) => {
    // The production recipe with the Node server down: Caddy tries for 10 s, then answers 502.
    const work = mkdtempSync(path.join(tmpdir(), "contact-caddy-"));
    const caddy = await startRecipeCaddy({
      work,
      build: path.dirname(defaultClientDir),
      upstream: `127.0.0.1:${await freePort()}`,
      readyPath: "/robots.txt",
      waitMs: patience(20_000),
    });
    const context = await browser.newContext({ viewport: phone, ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(`https://localhost:${caddy.httpsPort}/contact`);
      await formEnhanced(page);
      const text = "Typed while the server restarts: please call me about a first visit.";
      await fill(page, text);
      const send = page.getByRole("button", { name: "Send Message" });
      await send.focus();
      await page.keyboard.press("Enter");
      // While it is sent, focus stays on the button, which takes no second press.
      await expect(page.getByRole("button", { name: "Sending…" })).toBeFocused();
      await expect(page.getByRole("button", { name: "Sending…" })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
      await page.keyboard.press("Enter");
      const failed = await expectFailureBesideTheForm(page, /error 502/);
      // Still there, toast and all, long after the spec's 4 s.
      await page.clock.runFor(30_000);
      await expect(failed).toBeVisible();
      await expect(page.getByRole("alert").getByText("Your message was not sent")).toBeVisible();
      await expect(field(page, "Message")).toHaveValue(text);
      await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
    } finally {
      await context.close();
      caddy.stop();
      rmSync(work, { recursive: true, force: true });
    }
  });
});

/**
 * A failed send says so beside the form until the next send, takes focus,
 * gives the reason and the office phone to call.
 */
async function expectFailureBesideTheForm(page: Page, reason?: RegExp) {
  const failed = page.getByRole("group", { name: "Your message was not sent" });
  await expect(failed).toBeVisible({ timeout: patience(30_000) });
  await expect(failed).toBeFocused();
  if (reason) await expect(failed).toContainText(reason);
  await expect(failed).toContainText(`call us at ${practice().phone.display}`);
  await expect(
    failed.getByRole("link", { name: `Call ${practice().phone.display}` }),
  ).toHaveAttribute("href", officeContact().phone.href);
  return failed;
}

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the form, stores and e-mails it, and shows the confirmation on the contact page", async ({
    page,
    startContactSite,
  }) => {
    const { app, base, smtp } = await startContactSite();
    await page.goto(`${base}/contact`);
    await expect(shown(page, "Message Received")).toHaveCount(0);
    const text = "Sent with scripts turned off.";
    await fill(page, text);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(receiptAddress);
    const panel = page.getByRole("region", { name: "Message Received" });
    await expect(panel).toBeVisible();
    await expect(
      panel.getByText("Thank you for contacting us. We'll respond within 24 hours."),
    ).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(shown(page, "Your message was not sent")).toHaveCount(0);
    expect(app.store.list()).toMatchObject([{ message: text }]);
    await expect.poll(() => smtp.mails.length).toBe(1);
    expect(smtp.mails[0]?.text).toContain(text);
  });

  test("explains a refused message, offers the phone number, and Back returns the typed text", async ({
    page,
    startContactSite,
  }) => {
    const { app, base } = await startContactSite();
    await page.goto(`${base}/contact`);
    const text = "Too long? No: a name of nothing but a zero-width space.";
    await fill(page, text);
    // The browser takes it as filled in; the server reads it as empty.
    await field(page, "Full Name").fill("\u200b");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(`${base}/contact#message-not-sent`);
    const panel = page.getByRole("region", { name: "Your message was not sent" });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(panel.getByRole("link", { name: `Call ${practice().phone.display}` })).toHaveCount(
      1,
    );
    await expect(shown(page, "Message Received")).toHaveCount(0);
    expect(app.store.count()).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(`${base}/contact`);
    await expect(field(page, "Message")).toHaveValue(text);
  });

  test("checks the phone number by the server's own rule before sending", async ({
    page,
    startContactSite,
  }) => {
    const { app, base } = await startContactSite();
    await page.goto(`${base}/contact`);
    const phoneField = field(page, "Phone");
    const words = english.contactFormWords;
    const samples = [
      "(718) 555-0100",
      "+1 718 555 0100 ext. 12",
      "5550100",
      "abc",
      "12",
      "718/555/0100",
      "718-555-0100 x1234567",
      "\t7185550100",
    ];
    for (const sample of samples) {
      const check = checkContact(
        { name: "Ana", email: "ana@example.com", phone: sample, message: "Hi" },
        words,
      );
      await phoneField.fill(sample);
      const valid = await phoneField.evaluate((input: HTMLInputElement) => input.checkValidity());
      expect(valid, JSON.stringify(sample)).toBe(check.ok);
    }
    await fill(page, "A phone in letters.");
    await phoneField.fill("abc");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(`${base}/contact`);
    await expect(phoneField).toHaveAccessibleDescription(words.problems.phone);
    expect(app.store.count()).toBe(0);
  });

  // The server's rule for a phone number is its own (the browser's type=tel
  // checks nothing), and an address like "ana@example" passes the browser's
  // check but not the server's: the panel names the field, says how to write
  // it, and Back returns every word typed (L2).
  for (const { what, bad, anchor, heading, fix } of [
    {
      what: "a phone number",
      bad: { Phone: "abc" },
      anchor: "phone-not-read",
      heading: english.contactOutcomeText.notRead.phone,
      fix: [english.contactFormWords.problems.phone],
    },
    {
      what: "an email address",
      bad: { Email: "ana@example" },
      anchor: "email-not-read",
      heading: english.contactOutcomeText.notRead.email,
      fix: [english.contactFormWords.problems.email],
    },
    {
      what: "an email address and a phone number",
      bad: { Email: "ana@example", Phone: "abc" },
      anchor: "email-and-phone-not-read",
      heading: english.contactOutcomeText.notRead.both,
      fix: [english.contactFormWords.problems.email, english.contactFormWords.problems.phone],
    },
  ]) {
    test(`names ${what} the server cannot read, says how to write it, and Back returns the typed text`, async ({
      page,
      startContactSite,
    }) => {
      const { app, base } = await startContactSite();
      await page.goto(`${base}/contact`);
      const text = "My phone has letters in it.";
      await fill(page, text);
      for (const [name, value] of Object.entries(bad)) await field(page, name).fill(value);
      // As a browser that checks no pattern of the field sends it.
      await page.locator("form").evaluate((form: HTMLFormElement) => {
        form.noValidate = true;
      });
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(`${base}/contact#${anchor}`);
      const panel = page.getByRole("region", { name: heading });
      await expect(panel).toBeVisible();
      await expect(panel).toBeFocused();
      for (const line of fix) await expect(panel.getByText(line)).toBeVisible();
      await expect(panel.getByText(english.contactOutcomeText.notRead.back)).toBeVisible();
      await expect(
        panel.getByRole("link", { name: `Call ${practice().phone.display}` }),
      ).toHaveCount(1);
      await expect(
        page.getByRole("region", { name: english.contactOutcomeText.notSent.title }),
      ).toHaveCount(0);
      expect(app.store.count()).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(`${base}/contact`);
      const typed = {
        "Full Name": "Ana López",
        Email: "ana@example.com",
        Phone: "(718) 555-0100",
        Message: text,
        ...bad,
      };
      for (const [name, value] of Object.entries(typed))
        await expect(field(page, name)).toHaveValue(value);
    });
  }
});
