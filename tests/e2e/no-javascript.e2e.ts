// Every kind of page with JavaScript switched off, on a phone: what a visitor
// can press works from HTML alone (the menu is a native popover, the FAQ
// native <details>), so it also works before any script arrives.
import { expect, phone, test } from "./fixtures.ts";

// One page of each kind, and a link from its menu that leads elsewhere.
const pageTypes = [
  { path: "/", follow: "About", heading: "About Our Practice" },
  { path: "/conditions", follow: "Treatments", heading: "Treatment Options" },
  { path: "/conditions/migraine", follow: "Patients", heading: "New Patient Guide" },
  { path: "/treatments", follow: "Conditions", heading: "Conditions We Treat" },
  { path: "/treatments/botox", follow: "Locations", heading: "Locations" },
  { path: "/patients", follow: "Contact", heading: "Contact Us" },
  { path: "/locations", follow: "Home", heading: null },
  { path: "/about", follow: "Patients", heading: "New Patient Guide" },
  { path: "/contact", follow: "About", heading: "About Our Practice" },
  { path: "/privacy", follow: "Conditions", heading: "Conditions We Treat" },
  { path: "/no-such-page", follow: "About", heading: "About Our Practice" },
];

// Each test has a browser context of its own (no cookies or cache from another test).
test.use({ viewport: phone, javaScriptEnabled: false });

test.describe("with JavaScript off at 390×844", () => {
  for (const { path, follow, heading } of pageTypes) {
    test(`${path}: the menu opens, closes on Escape, and a link in it leads on`, async ({
      page,
    }) => {
      await page.goto(path);
      const button = page.getByRole("button", { name: "Menu" });
      const menu = page.getByRole("navigation", { name: "Main" });
      await expect(menu).toBeHidden();

      await button.click();
      await expect(menu.getByRole("link", { name: follow, exact: true })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await menu.getByRole("link", { name: follow, exact: true }).click();
      if (heading) await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      else await expect(page).toHaveURL("/");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    });
  }

  for (const path of ["/conditions/migraine", "/treatments/botox"]) {
    test(`${path}: FAQ answers open one at a time and close again`, async ({ page }) => {
      await page.goto(path);
      const faq = page.getByRole("region", { name: /frequently asked questions/i });
      const [first = "", second = ""] = (await faq.locator("summary").allInnerTexts()).map((text) =>
        text.trim(),
      );
      expect(first && second).toBeTruthy();
      const question = (text: string) => faq.locator("summary", { hasText: text });
      const details = (text: string) => faq.locator("details").filter({ hasText: text });

      await question(first).click();
      await expect(details(first)).toHaveAttribute("open");
      await question(second).click();
      await expect(details(second)).toHaveAttribute("open");
      await expect(details(first)).not.toHaveAttribute("open");
      await question(second).click();
      await expect(details(second)).not.toHaveAttribute("open");
    });
  }
});
