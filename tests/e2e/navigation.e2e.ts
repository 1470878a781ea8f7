// The header marks the current page, the browser prerenders the page a
// visitor is about to open, and the mobile menu behaves on a phone-sized
// screen. (The same menu without JavaScript: no-javascript.e2e.ts.)
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contentIn } from "../../app/content/in-language.ts";
import { baseUrl, desktop, sharedBrowser, phone, waitForFormScript } from "./browser.ts";

const browser = sharedBrowser();

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser().newPage({ viewport });
  await page.goto(baseUrl() + path);
  await waitForFormScript(page);
  return page;
}

describe("header navigation", () => {
  it("marks the current page, and its section on a detail page", async () => {
    const page = await open("/treatments", desktop);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Treatments" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    await page.goto(baseUrl() + "/conditions/migraine");
    await waitForFormScript(page);
    expect(await nav.getByRole("link", { name: "Conditions" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    await page.close();
  });

  it("offers a call link and a Book Consultation link to the contact form", async () => {
    const page = await open("/", desktop);
    const header = page.getByRole("banner");
    expect(await header.getByRole("link", { name: /^Call / }).getAttribute("href")).toMatch(
      /^tel:\+1\d{10}$/,
    );
    expect(await header.getByRole("link", { name: "Book Consultation" }).getAttribute("href")).toBe(
      "/contact#contact-form",
    );
    await page.close();
  });

  it.each([
    [
      "en",
      "/",
      contentIn("en").interfaceText.bookConsultation,
      contentIn("en").contactFormWords.labels.name,
    ],
    [
      "ru",
      "/ru/conditions/migraine",
      contentIn("ru").interfaceText.bookConsultation,
      contentIn("ru").contactFormWords.labels.name,
    ],
    [
      "es",
      "/es/treatments/cgrp",
      contentIn("es").interfaceText.bookConsultation,
      contentIn("es").contactFormWords.labels.name,
    ],
    [
      "zh",
      "/zh/patients",
      contentIn("zh").interfaceText.bookConsultation,
      contentIn("zh").contactFormWords.labels.name,
    ],
  ])(
    "in %s, Book Consultation lands on a phone with the form's first field in view",
    async (_, path, book, name) => {
      const page = await open(path, phone);
      await page
        .getByRole("main")
        .getByRole("link", { name: book })
        .filter({ visible: true })
        .first()
        .click();
      const field = page.getByRole("textbox", { name, exact: true });
      await field.waitFor();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#contact-form");
      const box = await field.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(phone.height);
      // Not under the sticky header.
      const header = await page.getByRole("banner").boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await page.close();
    },
  );

  it("lets a keyboard user skip to the content", async () => {
    const page = await open("/contact", desktop);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    await page.close();
  });
});

/** What Chromium tells assistive technology about the Menu button: expanded or not. */
async function menuExpanded(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodes } = (await cdp.send("Accessibility.queryAXTree", {
    nodeId: root.nodeId,
    accessibleName: "Menu",
    role: "button",
  })) as { nodes: { properties?: { name: string; value: { value: unknown } }[] }[] };
  await cdp.detach();
  expect(nodes).toHaveLength(1);
  const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
  return expanded?.value.value === true;
}

describe("mobile menu at 390×844", () => {
  it("opens, closes, and is closed on the page a link leads to", async () => {
    const page = await open("/", phone);
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Main" });
    expect(await menu.isVisible()).toBe(false);
    await button.click();
    expect(await menu.getByRole("link", { name: "Patients" }).isVisible()).toBe(true);
    expect(await menuExpanded(page)).toBe(true);
    await menu.getByRole("button", { name: "Close menu" }).click();
    expect(await menu.isVisible()).toBe(false);
    expect(await menuExpanded(page)).toBe(false);
    await button.click();
    await menu.getByRole("link", { name: "Patients" }).click();
    await page.waitForURL(/\/patients$/);
    expect(await page.locator("h1").innerText()).toBe("New Patient Guide");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await page.close();
  });

  it("closes on Escape and on a tap outside, and returns focus to the button", async () => {
    const page = await open("/about", phone);
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Main" });
    await button.click();
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await button.click();
    await page.mouse.click(200, 800);
    expect(await menu.isVisible()).toBe(false);
    await page.close();
  });

  it("closes when a link is followed inside a page whose script has run", async () => {
    const page = await open("/contact", phone);
    const menu = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "Menu" }).click();
    await menu.getByRole("link", { name: "About" }).click();
    await page.waitForURL(/\/about$/);
    await page.getByRole("heading", { level: 1, name: "About Our Practice" }).waitFor();
    expect(await menu.isVisible()).toBe(false);
    await page.close();
  });

  it("fits the screen without sideways scrolling", async () => {
    const page = await open("/contact", phone);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
