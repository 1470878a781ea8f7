// axe-core finds no violations on each kind of page in each script family
// (sampledPaths), on a phone and a desktop screen, and none with the mobile
// menu open.
import { describe, expect, it } from "vitest";
import { treatments } from "../../app/content/treatments.ts";
import { bySlug } from "../../app/content/in-language.ts";
import {
  axeViolations,
  baseUrl,
  desktop,
  sampledPaths,
  sharedBrowser,
  phone,
  unknownPaths,
  waitForHydration,
} from "./browser.ts";

const browser = sharedBrowser();

describe("accessibility", () => {
  for (const [name, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    it.each([...sampledPaths(), ...unknownPaths])(
      `%s has no axe violations on a ${name}`,
      async (path) => {
        const page = await browser().newPage({ viewport });
        await page.goto(baseUrl() + path);
        await waitForHydration(page);
        expect(await axeViolations(page)).toEqual([]);
        await page.close();
      },
    );
  }

  it.each(["message-sent", "message-not-sent"])(
    "has no axe violations with the contact page's %s panel shown",
    async (id) => {
      const page = await browser().newPage({ viewport: phone });
      await page.goto(`${baseUrl()}/contact#${id}`);
      await waitForHydration(page);
      expect(await page.locator(`#${id}`).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    },
  );

  it("has no axe violations with an FAQ answer open", async () => {
    const page = await browser().newPage({ viewport: phone });
    await page.goto(baseUrl() + "/treatments/botox");
    await waitForHydration(page);
    const first = bySlug(treatments, "botox")?.faqs[0]?.question ?? "";
    await page.getByText(first, { exact: true }).click();
    expect(await page.locator("details[open] > summary").allTextContents()).toEqual([first]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("has no axe violations with the mobile menu open", async () => {
    const page = await browser().newPage({ viewport: phone });
    await page.goto(baseUrl() + "/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
