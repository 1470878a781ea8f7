// A visitor sends a message through the contact page in a real browser.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, phone, waitForHydration } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("contact form", () => {
  it("confirms a complete message with the spec's toast and clears the form", async () => {
    const page = await browser.newPage({ viewport: phone });
    await page.goto(baseUrl() + "/contact");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Full Name", exact: true }).fill("Ana López");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("ana@example.com");
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("(718) 555-0100");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("I would like to book a first visit for migraine.");
    await page.getByRole("button", { name: "Send Message" }).click();

    const toast = page.getByRole("status").or(page.locator("[data-sonner-toast]"));
    await expect.poll(() => page.getByText("Message Received").isVisible()).toBe(true);
    expect(
      await page
        .getByText("Thank you for contacting us. We'll respond within 24 hours.")
        .isVisible(),
    ).toBe(true);
    expect(await toast.count()).toBeGreaterThan(0);
    for (const name of ["Full Name", "Email", "Phone", "Message"]) {
      expect(await page.getByRole("textbox", { name, exact: true }).inputValue()).toBe("");
    }
    await page.close();
  });

  it("lets the browser stop an incomplete message, without a confirmation", async () => {
    const page = await browser.newPage({ viewport: phone });
    await page.goto(baseUrl() + "/contact");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Full Name", exact: true }).fill("Ana López");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-address");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(
      await page
        .getByRole("textbox", { name: "Email", exact: true })
        .evaluate((input: HTMLInputElement) => input.validity.valid),
    ).toBe(false);
    expect(
      await page
        .getByLabel("Phone")
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(await page.getByText("Message Received").count()).toBe(0);
    expect(await page.getByRole("textbox", { name: "Full Name", exact: true }).inputValue()).toBe(
      "Ana López",
    );
    await page.close();
  });
});
