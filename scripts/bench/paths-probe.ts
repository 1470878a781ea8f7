// `npm run probe:paths`: how far a visitor on a phone (390×844) travels for
// five common jobs, counted as taps and as screen heights scrolled, and
// whether the home page's Book and Call are whole on its first screen. Each job
// starts at the top of the home page in its language and follows the
// cheapest route a person can see: a link already on the screen, a link
// further down (paid for in scrolling), or the menu (one more tap). On the
// way to a section, an "On this page" list is used when the page offers one.
//   npm run probe:paths               English and Russian
//   npm run probe:paths -- es zh      other languages
// Needs a build. Prints a table; the figures describe the design, they are
// not tests.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Page, chromium } from "playwright-core";
import { buildApp } from "#server/app.ts";
import { chromiumFlags, chromiumPath } from "#scripts/chromium.ts";

const languages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["en", "ru"];
const phone = { width: 390, height: 844 };

type Cost = { taps: number; screens: number };

/** Screens needed to bring the first visible match fully into view, and the scroll to do it. */
async function distanceTo(page: Page, selector: string): Promise<number | null> {
  return page.evaluate((css) => {
    const candidates = [...document.querySelectorAll<HTMLElement>(css)].filter((element) =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }),
    );
    let best: number | null = null;
    for (const element of candidates) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Anything fixed to the foot of the screen covers what lies under it.
      const footBar = [...document.querySelectorAll<HTMLElement>("body *")].find((node) => {
        const style = getComputedStyle(node);
        const rect = node.getBoundingClientRect();
        return (
          style.position === "fixed" &&
          rect.height > 0 &&
          rect.height < innerHeight / 3 &&
          Math.abs(rect.bottom - innerHeight) < 2 &&
          !node.contains(element)
        );
      });
      const bottomEdge = innerHeight - (footBar ? footBar.getBoundingClientRect().height : 0);
      const needed = Math.max(0, box.bottom - bottomEdge, Math.min(0, box.top));
      if (best === null || Math.abs(needed) < Math.abs(best)) best = needed;
    }
    return best;
  }, selector);
}

async function scrollBy(page: Page, pixels: number) {
  await page.evaluate((by) => window.scrollBy({ top: by, behavior: "instant" }), pixels);
}

/** Scroll to the nearest match and tap it; when `viaMenu` is given, the menu is tried too. */
async function go(page: Page, selector: string, cost: Cost, viaMenu = false) {
  const direct = await distanceTo(page, selector);
  const menuButton = "button[popovertarget='site-menu']:not([popovertargetaction])";
  const menuWins =
    viaMenu &&
    (direct === null || Math.abs(direct) / phone.height > 1) &&
    (await page.locator(menuButton).isVisible());
  if (menuWins) {
    await page.locator(menuButton).click();
    cost.taps += 1;
    const inMenu = `#site-menu ${selector}`;
    await page.locator(inMenu).first().click();
  } else {
    if (direct === null) throw new Error(`${page.url()}: nothing to tap for ${selector}`);
    cost.screens += Math.abs(direct) / phone.height;
    await scrollBy(page, direct);
    const target = page.locator(selector).filter({ visible: true });
    await tapNearest(page, target);
  }
  cost.taps += 1;
  await page.waitForLoadState("load");
}

async function tapNearest(page: Page, target: ReturnType<Page["locator"]>) {
  const count = await target.count();
  for (let index = 0; index < count; index += 1) {
    const box = await target.nth(index).boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= phone.height) {
      await target.nth(index).click();
      return;
    }
  }
  throw new Error("the link scrolled into view is not on the screen");
}

/**
 * Reach a section: by a link to it on the screen (one tap), else by the
 * page's "On this page" list when it has one (two), else by scrolling.
 */
async function reachSection(page: Page, id: string, cost: Cost) {
  const jump = `a[href="#${id}"]`;
  const links = page.locator(jump).filter({ visible: true });
  for (let index = 0; index < (await links.count()); index += 1) {
    const box = await links.nth(index).boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= phone.height) {
      await links.nth(index).click();
      cost.taps += 1;
      return;
    }
  }
  const summary = page.locator(`details:has(${jump}) > summary`).filter({ visible: true });
  if ((await summary.count()) > 0 && (await distanceTo(page, "details > summary")) === 0) {
    await summary.first().click();
    cost.taps += 1;
    await page.locator(jump).filter({ visible: true }).first().click();
    cost.taps += 1;
  } else {
    await reach(page, `[id="${id}"] h2, h2[id="${id}"]`, cost);
  }
}

/** Scroll until the element is in view, without tapping. */
async function reach(page: Page, selector: string, cost: Cost) {
  const distance = await distanceTo(page, selector);
  if (distance === null) throw new Error(`${page.url()}: no ${selector}`);
  cost.screens += Math.abs(distance) / phone.height;
  await scrollBy(page, distance);
}

const prefixOf = (language: string) => (language === "en" ? "" : `/${language}`);

type Job = { name: string; run: (page: Page, prefix: string, cost: Cost) => Promise<void> };

const jobs: Job[] = [
  {
    name: "1. Is this the right place (every condition treated in view)",
    run: async (page, _prefix, cost) => {
      const lastCondition = await page.evaluate(() => {
        const links = [
          ...document.querySelectorAll<HTMLAnchorElement>("main a[href*='/conditions/']"),
        ];
        return links.at(-1)?.getAttribute("href") ?? "";
      });
      const selector = `main a[href="${lastCondition}"]`;
      await reach(page, selector, cost);
    },
  },
  {
    name: "2. Learn about migraine (its treatment section)",
    run: async (page, prefix, cost) => {
      await go(page, `main a[href="${prefix}/conditions/migraine"]`, cost);
      await reachSection(page, "how-we-treat-it", cost);
    },
  },
  {
    name: "3. Is my plan taken (the plan list)",
    run: async (page, prefix, cost) => {
      await go(page, `a[href="${prefix}/patients#insurance"]`, cost, true);
      await reach(page, "#insurance ul, #insurance ol", cost);
    },
  },
  {
    name: "4a. Book from home (the form's first field)",
    run: async (page, prefix, cost) => {
      await go(page, `a[href="${prefix}/contact#contact-form"]`, cost, true);
      await reach(page, "#contact-form input:not([type=hidden])", cost);
    },
  },
  {
    name: "4b. Book from the migraine page",
    run: async (page, prefix, cost) => {
      await page.goto(new URL(`${prefix}/conditions/migraine`, page.url()).href);
      await go(page, `a[href="${prefix}/contact#contact-form"]`, cost, true);
      await reach(page, "#contact-form input:not([type=hidden])", cost);
    },
  },
  {
    name: "5. Directions (a maps link)",
    run: async (page, prefix, cost) => {
      const maps = "a[href^='https://www.google.com/maps/dir/']";
      const direct = await distanceTo(page, maps);
      if (direct !== null && Math.abs(direct) / phone.height <= 2) {
        await reach(page, maps, cost);
      } else {
        await go(page, `a[href="${prefix}/locations"]`, cost, true);
        await reach(page, maps, cost);
      }
      cost.taps += 1;
    },
  },
];

const dataDir = await mkdtemp(path.join(tmpdir(), "paths-probe-"));
const app = await buildApp({
  clientDir: process.env.SITE_DIR,
  databaseFile: path.join(dataDir, "messages.sqlite"),
});
const origin = await app.listen({ port: 0, host: "127.0.0.1" });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

/** A page in a language on a new phone that speaks it, so no offer of another covers the screen. */
async function openOnPhone(language: string, pagePath: string) {
  const context = await browser.newContext({
    viewport: phone,
    hasTouch: true,
    isMobile: true,
    locale: language,
  });
  const page = await context.newPage();
  await page.goto(`${origin}${prefixOf(language)}${pagePath}`);
  return { context, page };
}
try {
  const rows: string[] = [];
  for (const job of jobs) {
    const cells: string[] = [];
    for (const language of languages) {
      const { context, page } = await openOnPhone(language, "/");
      const cost: Cost = { taps: 0, screens: 0 };
      await job.run(page, prefixOf(language), cost);
      cells.push(
        `${cost.taps} tap${cost.taps === 1 ? "" : "s"}, ${cost.screens.toFixed(1)} screens`,
      );
      await context.close();
    }
    rows.push(`| ${job.name} | ${cells.join(" | ")} |`);
  }
  // The first of each in the home page's main content, as a visitor sees it on arrival.
  const firstScreen: string[] = [];
  for (const language of languages) {
    const { context, page } = await openOnPhone(language, "/");
    const bottoms = await page.evaluate(
      (book) => {
        const bottomOf = (css: string) => {
          const element = [...document.querySelectorAll<HTMLElement>(css)].find((each) =>
            each.checkVisibility(),
          );
          return element ? Math.round(element.getBoundingClientRect().bottom) : null;
        };
        return { book: bottomOf(book), call: bottomOf("main a[href^='tel:']") };
      },
      `main a[href="${prefixOf(language)}/contact#contact-form"]`,
    );
    const whole = [bottoms.book, bottoms.call].every(
      (bottom) => bottom !== null && bottom <= phone.height,
    );
    firstScreen.push(
      `${whole ? "yes" : "no"} (Book ends at ${bottoms.book ?? "none"} px, Call at ${bottoms.call ?? "none"})`,
    );
    await context.close();
  }
  rows.push(`| Book and Call whole on the home page's first screen | ${firstScreen.join(" | ")} |`);
  const heights: string[] = [];
  for (const pagePath of ["/", "/conditions/migraine", "/treatments/cgrp"]) {
    const cells: string[] = [];
    for (const language of languages) {
      const { context, page } = await openOnPhone(language, pagePath);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      cells.push(`${height.toLocaleString("en-US")} px (${(height / phone.height).toFixed(1)})`);
      await context.close();
    }
    heights.push(`| ${pagePath} height (screens) | ${cells.join(" | ")} |`);
  }
  console.log(`| Job at 390×844 | ${languages.join(" | ")} |`);
  console.log(`| --- |${languages.map(() => " --- |").join("")}`);
  for (const row of [...rows, ...heights]) console.log(row);
} finally {
  await browser.close();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
