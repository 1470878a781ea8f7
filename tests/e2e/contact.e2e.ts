// A visitor sends a message through the contact page in a real browser, with
// and without JavaScript, against the real server with a real SQLite file and
// a real SMTP server: each ends as one stored row and one e-mail.
import type { Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { startContactSite } from "../support/contact-site.ts";
import { clinic } from "../../app/content/clinic.ts";
import { contactOutcomeUrls } from "../../app/lib/contact/outcome-urls.ts";
import { phone, sharedBrowser, waitForFormScript } from "./browser.ts";

const browser = sharedBrowser();

const delivery = { timeout: 10_000, interval: 50 };

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
  it("loads one small script for the form and no framework", async () => {
    const { base } = await startContactSite();
    const page = await browser().newPage({ viewport: phone });
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(`${base}/contact`);
    await waitForFormScript(page);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/contact-form-[\w-]+\.js$/)]);
    await page.close();
  });

  it("fetches the script only when the form comes into view, not for a visitor who reads the top", async () => {
    const { base } = await startContactSite();
    const page = await browser().newPage({ viewport: phone });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".js")) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${base}/contact`, { waitUntil: "load" });
    const form = page.locator("form[data-contact-form]");
    // At 390×844 the contact details come first and the form is below them.
    expect(await form.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(
      phone.height,
    );
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
    await page.waitForSelector("form[data-contact-form][data-enhanced]");
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/contact-form-[\w-]+\.js$/)]);
    await page.close();
  });

  it("holds a send pressed before the script arrives, then sends it as an enhanced send", async () => {
    const { app, base } = await startContactSite();
    const page = await browser().newPage({ viewport: phone });
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
    expect(await page.locator("form[data-contact-form][data-enhanced]").count()).toBe(0);
    // A mark on this document: a plain post would load a new one without it.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await page.locator("form[data-contact-form][data-enhanced]").count()).toBe(0);
    press();
    await shown(page, "Message Received").first().waitFor();
    // Sent by the script: the page was not replaced and the form is empty again.
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    expect(await field(page, "Full Name").inputValue()).toBe("");
    expect(app.store.list()).toMatchObject([
      { name: "Ana López", message: "Sent before the form's script had arrived." },
    ]);
    await page.close();
  });

  it("posts the plain form when the script cannot be fetched, and loses nothing", async () => {
    const { app, base } = await startContactSite();
    const page = await browser().newPage({ viewport: phone });
    await page.route("**/assets/contact-form-*.js", (route) => route.abort("failed"));
    await page.goto(`${base}/contact#contact-form`);
    await fill(page, "Sent while the form's script could not be fetched.");
    await page.getByRole("button", { name: "Send Message" }).click();
    // The server's answer to a plain post: the page's "sent" panel.
    await page.waitForURL(`${base}${contactOutcomeUrls.en.sent}`);
    await vi.waitFor(
      () =>
        expect(app.store.list()).toMatchObject([
          { message: "Sent while the form's script could not be fetched." },
        ]),
      delivery,
    );
    await page.close();
  });

  it("stores and e-mails the message, confirms with the spec's toast and clears the form", async () => {
    const { app, base, smtp } = await startContactSite();
    const page = await browser().newPage({ viewport: phone });
    await page.goto(`${base}/contact`);
    await waitForFormScript(page);
    const text = "I would like to book a first visit for migraine — ¿hablan español?";
    await fill(page, text);
    await page.getByRole("button", { name: "Send Message" }).click();

    await shown(page, "Message Received").first().waitFor();
    expect(
      await shown(page, "Thank you for contacting us. We'll respond within 24 hours.").isVisible(),
    ).toBe(true);
    for (const name of ["Full Name", "Email", "Phone", "Message"]) {
      expect(await field(page, name).inputValue()).toBe("");
    }
    expect(app.store.list()).toMatchObject([{ name: "Ana López", message: text }]);
    await vi.waitFor(
      () => expect(app.store.list()).toMatchObject([{ deliveryState: "sent" }]),
      delivery,
    );
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.raw).toContain("Ana L");
    await page.close();
  });

  it("lets the browser stop an incomplete message, without a confirmation", async () => {
    const { app, base } = await startContactSite();
    const page = await browser().newPage({ viewport: phone });
    await page.goto(`${base}/contact`);
    await waitForFormScript(page);
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
    expect(app.store.count()).toBe(0);
    await page.close();
  });

  it("shows a problem beside its field before sending, and keeps the text", async () => {
    const { app, base } = await startContactSite();
    const page = await browser().newPage({ viewport: phone });
    await page.goto(`${base}/contact`);
    await waitForFormScript(page);
    await fill(page, "Please call me back.");
    await field(page, "Phone").fill("12");
    await page.getByRole("button", { name: "Send Message" }).click();
    const phoneField = field(page, "Phone");
    await phoneField.and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await page.getByText(/Enter a phone number with its area code/).isVisible()).toBe(true);
    expect(await phoneField.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await field(page, "Message").inputValue()).toBe("Please call me back.");
    expect(app.store.count()).toBe(0);
    await page.close();
  });

  it("keeps the text and offers the phone number when the server cannot be reached", async () => {
    const { base } = await startContactSite();
    const page = await browser().newPage({ viewport: phone });
    await page.goto(`${base}/contact`);
    await waitForFormScript(page);
    await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
    await fill(page, "Message while the server is down.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await shown(page, "Your message was not sent").first().waitFor();
    expect(await shown(page, `call us at ${clinic.phone.display}`).isVisible()).toBe(true);
    expect(await field(page, "Message").inputValue()).toBe("Message while the server is down.");
    expect(await shown(page, "Message Received").count()).toBe(0);
    await page.close();
  });
});

describe("contact form without JavaScript", () => {
  it("posts the form, stores and e-mails it, and shows the confirmation on the contact page", async () => {
    const { app, base, smtp } = await startContactSite();
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: phone });
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
    expect(app.store.list()).toMatchObject([{ message: text }]);
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), delivery);
    expect(smtp.mails[0]?.text).toContain(text);
    await context.close();
  });

  it("explains a refused message, offers the phone number, and Back returns the typed text", async () => {
    const { app, base } = await startContactSite();
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    await page.goto(`${base}/contact`);
    const text = "Too long? No: a bad phone.";
    await fill(page, text);
    await field(page, "Phone").fill("12");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL(`${base}/contact#message-not-sent`);
    const panel = page.getByRole("region", { name: "Your message was not sent" });
    expect(await panel.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("message-not-sent");
    expect(await panel.getByRole("link", { name: `Call ${clinic.phone.display}` }).count()).toBe(1);
    expect(await shown(page, "Message Received").count()).toBe(0);
    expect(app.store.count()).toBe(0);
    await page.goBack();
    await page.waitForURL(`${base}/contact`);
    expect(await field(page, "Message").inputValue()).toBe(text);
    await context.close();
  });
});
