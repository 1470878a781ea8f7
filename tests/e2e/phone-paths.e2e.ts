// Short paths on a phone, with JavaScript off: a condition or treatment
// page's "On this page" list and its Call · Book bar, the medicines table as
// cards, and the 404 page's ways on.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clinic } from "../../app/content/clinic.ts";
import { contentIn } from "../../app/content/in-language.ts";
import { bookingPath, languagePath } from "../../app/content/site-map.ts";
import { type Language, languages } from "../../app/content/translated.ts";
import { fillIn } from "../../app/lib/contact/fill-in.ts";
import { baseUrl, desktop, phone, sharedBrowser, unknownPaths } from "./browser.ts";

const browser = sharedBrowser();

async function open(path: string, viewport: { width: number; height: number } = phone) {
  const context = await browser().newContext({ viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(baseUrl() + path);
  return page;
}

const words = (language: Language) => contentIn(language).interfaceText;
const bar = (page: Page, language: Language) =>
  page.getByRole("navigation", { name: words(language).sideColumn.bar });

const detailPages = [
  ["en", "/conditions/migraine"],
  ["ru", "/ru/conditions/migraine"],
  ["es", "/es/treatments/cgrp"],
  ["zh", "/zh/treatments/botox"],
] as const;

describe("on a phone, a condition or treatment page", () => {
  it.each(detailPages)(
    "%s %s: 'On this page' opens under the header and leads to a section",
    async (language, path) => {
      const page = await open(path);
      const outline = page
        .getByRole("navigation", { name: words(language).onThisPage })
        .filter({ visible: true });
      expect(await outline.count()).toBe(1);
      // Near the top: its summary is on the first screen.
      const summary = outline.getByText(words(language).onThisPage, { exact: true });
      const box = await summary.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(phone.height);
      const links = outline.getByRole("link");
      expect(await links.first().isVisible()).toBe(false);
      await summary.click();
      expect(await links.count()).toBeGreaterThanOrEqual(7);
      const target = links.nth(3);
      const name = (await target.innerText()).trim();
      await target.click();
      const heading = page.getByRole("heading", { level: 2, name, exact: true });
      await expect
        .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
        .toBeLessThan(phone.height / 2);
      expect(
        await heading.evaluate((element) => element.getBoundingClientRect().top),
      ).toBeGreaterThanOrEqual(0);
      await page.context().close();
    },
  );

  it.each(detailPages)(
    "%s %s: the Call · Book bar stays at the foot of the screen and never covers the footer",
    async (language, path) => {
      const page = await open(path);
      const foot = bar(page, language);
      const atFoot = async () => {
        const box = await foot.boundingBox();
        return box ? Math.round(box.y + box.height) : null;
      };
      expect(await foot.isVisible()).toBe(true);
      expect(await atFoot()).toBe(phone.height);
      const box = await foot.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(64);
      const call = foot.getByRole("link", {
        name: fillIn(words(language).call, { phone: clinic.phone.display }),
      });
      expect(await call.getAttribute("href")).toBe(`tel:${clinic.phone.e164}`);
      expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      const book = foot.getByRole("link", { name: words(language).bookConsultation });
      expect(await book.getAttribute("href")).toBe(languagePath(language, bookingPath));

      // Halfway down and at the very end, it is still there, and at the end
      // the footer's last line is above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      expect(await atFoot()).toBe(phone.height);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await atFoot()).toBe(phone.height);
      const footerBottom = await page
        .getByRole("contentinfo")
        .evaluate((footer) => footer.lastElementChild?.getBoundingClientRect().bottom ?? 0);
      expect(footerBottom).toBeLessThanOrEqual((await foot.boundingBox())?.y ?? 0);

      await page.emulateMedia({ media: "print" });
      expect(await foot.isVisible()).toBe(false);
      await page.context().close();
    },
  );

  it("gives way to the offer of another language, and comes back once it is dismissed", async () => {
    // An English-speaking phone on the Russian page: the page offers English at the foot.
    const context = await browser().newContext({ viewport: phone, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(baseUrl() + "/ru/conditions/migraine");
    const offer = page.getByRole("complementary", { name: "This page is also in English." });
    await offer.waitFor();
    expect(await bar(page, "ru").isVisible()).toBe(false);
    await offer.getByRole("button").click();
    expect(await offer.isVisible()).toBe(false);
    expect(await bar(page, "ru").isVisible()).toBe(true);
    await context.close();
  });

  it("leaves the bar and the phone's list out on a wide screen, where the side column has both", async () => {
    const page = await open("/conditions/migraine", desktop);
    expect(await bar(page, "en").isVisible()).toBe(false);
    const outlines = page
      .getByRole("navigation", { name: "On this page" })
      .filter({ visible: true });
    expect(await outlines.count()).toBe(1);
    expect(await page.getByRole("complementary").getByRole("navigation").isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("the medicines table", () => {
  const caption = (language: Language) =>
    fillIn(words(language).medicationTable.caption, {
      title: contentIn(language).treatments.find((entry) => entry.slug === "cgrp")?.title ?? "",
    });

  it.each(languages)(
    "%s: on a phone, one card per medicine and nothing to scroll sideways",
    async (language) => {
      const page = await open(languagePath(language, "/treatments/cgrp"));
      const rows =
        contentIn(language).treatments.find((entry) => entry.slug === "cgrp")?.medications ?? [];
      const cards = page.getByRole("list", { name: caption(language) });
      expect(await cards.isVisible()).toBe(true);
      expect(await cards.getByRole("listitem").count()).toBe(rows.length);
      expect(await page.getByRole("table").filter({ visible: true }).count()).toBe(0);
      const first = rows[0];
      if (!first) throw new Error("the CGRP page lists no medicine");
      const card = cards.getByRole("listitem").first();
      expect(await card.innerText()).toContain(first.name);
      expect(await card.innerText()).toContain(words(language).medicationTable.dosing);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await page.context().close();
    },
  );

  it("is a table with its column headers on a wide screen", async () => {
    const page = await open("/treatments/cgrp", desktop);
    const table = page.getByRole("table", { name: caption("en") });
    expect(await table.isVisible()).toBe(true);
    expect(await table.getByRole("columnheader").count()).toBe(4);
    expect(await page.getByRole("list", { name: caption("en") }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe("the 404 page", () => {
  it.each(unknownPaths.map((path, index) => [path, languages[index] ?? "en"] as const))(
    "%s keeps the spec's words and offers the most visited pages and the phone",
    async (path, language) => {
      const page = await open(path);
      const notFound = words(language).notFound;
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("404");
      expect(await page.getByText(notFound.text, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: notFound.home }).getAttribute("href")).toBe(
        languagePath(language, "/"),
      );
      const popular = page.getByRole("navigation", { name: notFound.popular });
      const hrefs = await popular
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(
        expect.arrayContaining(
          [
            "/conditions",
            "/conditions/migraine",
            "/treatments",
            "/patients",
            "/locations",
            "/contact",
          ].map((to) => languagePath(language, to)),
        ),
      );
      const migraine = contentIn(language).conditions.find((entry) => entry.slug === "migraine");
      expect(await popular.getByRole("link", { name: migraine?.title }).count()).toBe(1);
      expect(
        await page
          .getByRole("main")
          .getByRole("link", { name: clinic.phone.display })
          .getAttribute("href"),
      ).toBe(`tel:${clinic.phone.e164}`);
      await page.context().close();
    },
  );
});
