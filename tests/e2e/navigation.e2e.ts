// The header marks the current page, navigation stays in the page, and the
// mobile menu behaves on a phone-sized screen.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, desktop, sharedBrowser, phone, waitForHydration } from "./browser.ts";

const browser = sharedBrowser();

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser().newPage({ viewport });
  await page.goto(baseUrl() + path);
  await waitForHydration(page);
  return page;
}

describe("header navigation", () => {
  it("marks the current page, and its section on a detail page", async () => {
    const page = await open("/treatments", desktop);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect
      .poll(() => nav.getByRole("link", { name: "Treatments" }).getAttribute("aria-current"))
      .toBe("page");
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    await page.goto(baseUrl() + "/conditions/migraine");
    await waitForHydration(page);
    expect(await nav.getByRole("link", { name: "Conditions" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    await page.close();
  });

  it("moves between pages without reloading the document", async () => {
    const page = await open("/", desktop);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About" }).click();
    await page.waitForURL(/\/about$/);
    await expect.poll(() => page.locator("h1").innerText()).toBe("About Our Practice");
    expect(await nav.getByRole("link", { name: "About" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await page.close();
  });

  it("offers a call link and a Book Consultation link to /contact", async () => {
    const page = await open("/", desktop);
    const header = page.getByRole("banner");
    expect(await header.getByRole("link", { name: /^Call / }).getAttribute("href")).toMatch(
      /^tel:\+1\d{10}$/,
    );
    expect(await header.getByRole("link", { name: "Book Consultation" }).getAttribute("href")).toBe(
      "/contact",
    );
    await page.close();
  });

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

describe("mobile menu at 390×844", () => {
  it("opens, closes, and closes again when a link is chosen", async () => {
    const page = await open("/", phone);
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Main" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.count()).toBe(0);
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.getByRole("link", { name: "Patients" }).isVisible()).toBe(true);
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await button.click();
    await menu.getByRole("link", { name: "Patients" }).click();
    await page.waitForURL(/\/patients$/);
    await expect.poll(() => page.locator("h1").innerText()).toBe("New Patient Guide");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await page.close();
  });

  it("closes on Escape and returns focus to the button", async () => {
    const page = await open("/about", phone);
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
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
