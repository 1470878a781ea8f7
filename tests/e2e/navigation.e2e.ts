// The header marks the current page and the mobile menu behaves on a
// phone-sized screen. (The same menu without JavaScript:
// no-javascript.e2e.ts; prerendering: prerender.e2e.ts.)
import { practice } from "../../app/content-loader/practice.ts";
import type { Page } from "@playwright/test";
import { contentIn } from "../../app/content-loader/in-language.ts";
import { bookingPath } from "../../app/content-loader/site-map.ts";
import { type Language, languages } from "../../app/content-loader/translated.ts";
import { desktop, expect, formEnhanced, phone, test } from "./fixtures.ts";

test.describe("header navigation", () => {
  test.use({ viewport: desktop });

  test("marks the current page, and its section on a detail page", async ({ page }) => {
    await page.goto("/treatments");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Treatments" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    // A page below a section marks the section's link as current, not as this page (I5).
    await page.goto("/conditions/migraine");
    await expect(nav.getByRole("link", { name: "Conditions" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  test("offers a call link and a Book Consultation link to the contact form", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /^Call / })).toHaveAttribute(
      "href",
      `tel:${practice().phone.e164}`,
    );
    await expect(header.getByRole("link", { name: "Book Consultation" })).toHaveAttribute(
      "href",
      bookingPath,
    );
  });

  test("lets a keyboard user skip to the content", async ({ page }) => {
    await page.goto("/contact");
    await formEnhanced(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("Book Consultation on a phone", () => {
  test.use({ viewport: phone });

  // A page in every language, of different templates (a language added must name one).
  const pages: Record<Language, string> = {
    en: "/",
    ru: "/ru/conditions/migraine",
    es: "/es/treatments/cgrp",
    zh: "/zh/patients",
  };
  for (const language of languages) {
    const path = pages[language];
    test(`in ${language}, lands with the form's first field in view`, async ({ page }) => {
      const words = contentIn(language);
      await page.goto(path);
      await page
        .getByRole("main")
        .getByRole("link", { name: words.interfaceText.bookConsultation })
        .filter({ visible: true })
        .first()
        .click();
      const field = page.getByRole("textbox", {
        name: words.contactFormWords.labels.name,
        exact: true,
      });
      await expect(field).toBeVisible();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#contact-form");
      await expect(field).toBeInViewport({ ratio: 1 });
      // Not under the sticky header.
      const box = await field.boundingBox();
      const header = await page.getByRole("banner").boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    });
  }
});

/** What Chromium tells assistive technology about the Menu button: expanded or not. */
async function menuExpanded(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodes } = await cdp.send("Accessibility.queryAXTree", {
    nodeId: root.nodeId,
    accessibleName: "Menu",
    role: "button",
  });
  await cdp.detach();
  expect(nodes).toHaveLength(1);
  const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
  return expanded?.value.value === true;
}

test.describe("mobile menu at 390×844", () => {
  test.use({ viewport: phone });

  test("opens, closes, and is closed on the page a link leads to", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu.getByRole("link", { name: "Patients" })).toBeVisible();
    await expect.poll(() => menuExpanded(page)).toBe(true);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await button.click();
    await menu.getByRole("link", { name: "Patients" }).click();
    await expect(page).toHaveURL(/\/patients$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Patient Guide");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("closes on Escape and on a tap outside, and returns focus to the button", async ({
    page,
  }) => {
    await page.goto("/about");
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Main" });
    await button.click();
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(menu).toBeHidden();
  });

  test("closes when a link is followed inside a page whose script has run", async ({ page }) => {
    await page.goto("/contact");
    await formEnhanced(page);
    const menu = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "Menu" }).click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Our Practice" })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test("fits the screen without sideways scrolling", async ({ page }) => {
    await page.goto("/contact");
    await formEnhanced(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
