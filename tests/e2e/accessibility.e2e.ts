// axe-core finds no violations in the states a page reaches after a visitor
// acts: the contact page's outcome panels, an FAQ answer open, the mobile
// menu open. (Each kind of page as it loads, on a phone and a desktop:
// pages.e2e.ts.)
import { describe, expect, it } from "vitest";
import { treatments } from "../../app/content/treatments.ts";
import { bySlug } from "../../app/content/in-language.ts";
import { axeViolations, baseUrl, sharedBrowser, phone, waitForFormScript } from "./browser.ts";

const browser = sharedBrowser();

describe("accessibility", () => {
  it.each(["message-sent", "message-not-sent"])(
    "has no axe violations with the contact page's %s panel shown",
    async (id) => {
      const page = await browser().newPage({ viewport: phone });
      await page.goto(`${baseUrl()}/contact#${id}`);
      await waitForFormScript(page);
      expect(await page.locator(`#${id}`).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    },
  );

  it("has no axe violations with an FAQ answer open", async () => {
    const page = await browser().newPage({ viewport: phone });
    await page.goto(baseUrl() + "/treatments/botox");
    await waitForFormScript(page);
    const first = bySlug(treatments, "botox")?.faqs[0]?.question ?? "";
    await page.getByText(first, { exact: true }).click();
    expect(await page.locator("details[open] > summary").allTextContents()).toEqual([first]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("has no axe violations with the mobile menu open", async () => {
    const page = await browser().newPage({ viewport: phone });
    await page.goto(baseUrl() + "/");
    await waitForFormScript(page);
    await page.getByRole("button", { name: "Menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
