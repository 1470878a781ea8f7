// What the browser tests share, as Playwright Test fixtures and helpers: a
// contact site of a test's own (its own server, database and mail server),
// axe through @axe-core/playwright, the contact form's and the language
// offer's readiness, the screen sizes, and the pages the walks visit.
import AxeBuilder from "@axe-core/playwright";
import { type Page, test as base, expect } from "@playwright/test";
import { offerIdleTimeoutMs } from "../../app/components/layout/offer-attribute.ts";
import { languagePath } from "../../app/content-loader/site-map.ts";
import { languages } from "../../app/content-loader/translated.ts";
import { kindOf, notFoundKey, sitePages } from "../../app/page-list/page-list.ts";
import { startSmtpCapture } from "../support/smtp-capture.ts";
import { startSite } from "./global-setup.ts";

export { expect };

export const phone = { width: 390, height: 844 } as const;
export const desktop = { width: 1280, height: 800 } as const;

type ContactSite = Awaited<ReturnType<typeof startSite>> & {
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
};

export const test = base.extend<{
  /**
   * The real server with a SQLite file and an SMTP server of this test's own, all closed and
   * removed when it ends. `rateLimit`: messages a client may send a minute (many, unless told).
   */
  startContactSite: (rateLimit?: number) => Promise<ContactSite>;
}>({
  startContactSite: async ({}, use) => {
    const started: ContactSite[] = [];
    await use(async (rateLimit = 1000) => {
      const smtp = await startSmtpCapture();
      const rate = { max: rateLimit, timeWindowMs: 60_000 };
      const site = {
        ...(await startSite({ mail: smtp.settings, mailRetryMs: 100, rateLimit: rate })),
        smtp,
      };
      started.push(site);
      return site;
    });
    for (const { close, smtp } of started) {
      await close();
      await smtp.close();
    }
  },
});

/**
 * Waits until the contact form's script, fetched when the form comes into view, has marked it
 * `data-enhanced`: scrolls to the form and back. Returns at once when no form is shown.
 */
export async function formEnhanced(page: Page) {
  const form = page.locator("form[data-contact-form]");
  if ((await form.count()) === 0 || (await form.isHidden())) return;
  const top = await page.evaluate(() => window.scrollY);
  await form.evaluate((element) =>
    element.scrollIntoView({ behavior: "instant", block: "nearest" }),
  );
  await expect(form).toHaveAttribute("data-enhanced");
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
}

/**
 * Resolves once the language offer's script (app/browser/language-offer.ts), which waits for the
 * load and an idle moment, has decided: a test that asserts no offer shows must wait for this.
 */
export async function offerSettled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  // Idle callbacks run in the order asked: the script asked at load, so it has
  // run when this one does. Both time out alike, as a page that draws nothing
  // may get no idle moment (the headless shell, 4 runs in 24): the script's
  // wait, asked first, ends first.
  await page.evaluate(
    (timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })),
    offerIdleTimeoutMs,
  );
}

/** Each axe violation on the page as one line: rule, help and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are collected: half the time of a run that lists every
  // passing node. Legacy mode runs axe in the page itself: the site has no
  // frames, for which AxeBuilder would open a blank page each run.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/**
 * The pages the walks visit: tests/static/ checks the HTML of every page, and a template renders
 * alike on every page it serves, so: one page of each template per script family (English, and
 * Spanish on the wordiest templates; Russian; Chinese), contact in every language, every notice
 * in English and one in each other language.
 */
export function sampledPaths(): string[] {
  const spanishKinds = new Set(["home", "condition", "treatment", "patients"]);
  const chosen = new Set<string>();
  const firstOf = new Map<string, string>();
  for (const page of sitePages()) {
    if (page.key === notFoundKey) continue;
    const kind = kindOf(page);
    const template = `${page.language} ${kind}`;
    const wanted =
      page.key === "contact" ||
      (kind === "notice" && page.language === "en") ||
      (!firstOf.has(template) &&
        (page.language !== "es" || spanishKinds.has(kind) || kind === "notice"));
    if (!firstOf.has(template)) firstOf.set(template, page.path);
    if (wanted) chosen.add(page.path);
  }
  return [...chosen];
}

/** An unknown address under each language's prefix: each answers with its language's 404 page. */
export const unknownPaths = languages.map((language) => languagePath(language, "/no-such-page"));
