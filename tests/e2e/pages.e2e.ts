// Every page answers from prerendered HTML that holds its content.
import { describe, expect, it } from "vitest";
import { baseUrl, desktop, sharedBrowser, sitePaths, waitForHydration } from "./browser.ts";

const browser = sharedBrowser();

describe("every page", () => {
  const titles = new Map<string, string>();

  it.each(sitePaths())("%s loads with one <h1> and its own <title>", async (path) => {
    const page = await browser().newPage({ viewport: desktop });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto(baseUrl() + path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect.poll(() => page.locator("h1").count()).toBe(1);
    const title = await page.title();
    expect(title).not.toBe("");
    expect([...titles.entries()].filter(([, other]) => other === title)).toEqual([]);
    titles.set(path, title);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(sitePaths())("%s shows all its main text with JavaScript off", async (path) => {
    const noScript = await browser().newContext({ javaScriptEnabled: false, viewport: desktop });
    const staticPage = await noScript.newPage();
    await staticPage.goto(baseUrl() + path);
    const staticText = await staticPage.locator("main").innerText();
    await noScript.close();

    const page = await browser().newPage({ viewport: desktop });
    await page.goto(baseUrl() + path);
    await waitForHydration(page);
    const hydratedText = await page.locator("main").innerText();
    await page.close();

    expect(staticText.length).toBeGreaterThan(40);
    expect(staticText).toBe(hydratedText);
  });
});
