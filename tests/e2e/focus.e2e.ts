// A focused element is never hidden (WCAG 2.2 SC 2.4.11, Focus Not Obscured):
// tabbing through a page on a phone (390×844) and on a short screen (320×256,
// a 1280 px window at 400 % zoom), each stop is on the screen and not
// entirely under the sticky header, the call or book bar fixed to the foot of
// a phone's screen on every page, or the offer of another language, which
// stands on top of the bar: shown on the pages of another language than the
// browser's (an English browser on a translated page; a Russian browser, the
// second run, on every page but the Russian ones).
import { languages } from "../../app/content-loader/translated.ts";
import { kindOf, notFoundKey, sitePages } from "../../app/page-list/page-list.ts";
import type { Page } from "@playwright/test";
import { expect, offerSettled, test } from "./fixtures.ts";

/**
 * One page of each template, their languages taken in turn, so that what sits
 * at the foot of an English page (the bar) and of a translated one (the
 * offer) are both tabbed past; for a condition and a treatment, the two pages
 * the audit measured by hand.
 */
function pagesToTab(): string[] {
  const measured = new Set(["/conditions/migraine", "/ru/treatments/cgrp"]);
  const chosen = new Map<string, string>();
  for (const page of sitePages()) {
    const kind = kindOf(page);
    if (page.key === notFoundKey || chosen.has(kind)) continue;
    const language = languages[chosen.size % languages.length];
    const pick =
      sitePages().find((other) => kindOf(other) === kind && measured.has(other.path)) ??
      sitePages().find((other) => kindOf(other) === kind && other.language === language) ??
      page;
    chosen.set(kind, pick.path);
  }
  return [...chosen.values()];
}

type Stop = { path: string; element: string; hidden: string };

/**
 * Presses Tab through the whole page. Each stop is judged when the next Tab
 * is pressed (the browser has scrolled it into view by then): at nine points
 * across its visible part, is it the element the browser finds there?
 */
async function tabThrough(
  page: Page,
  path: string,
): Promise<{ stops: number; hidden: Stop[]; offer: boolean }> {
  await page.goto(path);
  // The offer shows after the page's load: tabbing starts once it stands
  // where it stays, so each stop is judged against the page a visitor tabs.
  await offerSettled(page);
  await page.evaluate(() => {
    const seen = new Set<Element>();
    const hidden: { element: string; hidden: string }[] = [];
    const describe = (element: Element | null) =>
      element
        ? `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`
        : "nothing";
    const judge = (element: Element) => {
      const box = element.getBoundingClientRect();
      const left = Math.max(box.left, 0);
      const right = Math.min(box.right, window.innerWidth);
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      if (right <= left || bottom <= top) return "off the screen";
      let cover: Element | null = null;
      for (const x of [0.1, 0.5, 0.9]) {
        for (const y of [0.1, 0.5, 0.9]) {
          const found = document.elementFromPoint(
            left + (right - left) * x,
            top + (bottom - top) * y,
          );
          if (found && (found === element || element.contains(found))) return undefined;
          cover ??= found;
        }
      }
      return `under ${describe(cover?.closest("header, nav, aside, [data-call-book-bar]") ?? cover)}`;
    };
    const state = { seen, hidden, done: false, stops: 0 };
    (window as unknown as { focusWalk: typeof state }).focusWalk = state;
    document.addEventListener(
      "keydown",
      (event) => {
        const active = document.activeElement;
        if (event.key !== "Tab" || state.done || !active || active === document.body) return;
        if (seen.has(active)) {
          state.done = true;
          return;
        }
        seen.add(active);
        state.stops += 1;
        const verdict = judge(active);
        if (verdict) hidden.push({ element: describe(active), hidden: verdict });
      },
      { capture: true },
    );
  });
  // The presses of a batch are sent together, without a round trip each; the
  // browser takes them in turn. The first batch is as long as the page has
  // elements that look focusable, plus three presses (from the page onto the
  // first stop, onto the page again after the last, and onto the first stop
  // to find it again), so few presses are wasted past the end; later batches
  // are short. The count only sizes the batches: where Tab goes is the browser's.
  let batch =
    (await page.evaluate(() => {
      const focusable = document.querySelectorAll(
        'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      );
      return [...focusable].filter((element) => element.checkVisibility()).length;
    })) + 3;
  for (let presses = 0; presses < 1000; presses += batch, batch = 5) {
    await Promise.all(Array.from({ length: batch }, () => page.keyboard.press("Tab")));
    const done = await page.evaluate(
      () => (window as unknown as { focusWalk: { done: boolean } }).focusWalk.done,
    );
    if (done) break;
  }
  const walk = await page.evaluate(() => {
    const { stops, hidden, done } = (
      window as unknown as {
        focusWalk: { stops: number; hidden: { element: string; hidden: string }[]; done: boolean };
      }
    ).focusWalk;
    return { stops, hidden, done };
  });
  expect(walk.done, `${path}: Tab came back to the first stop`).toBe(true);
  const offer = await page.locator("[data-language-offer]:not([hidden])").count();
  return {
    stops: walk.stops,
    hidden: walk.hidden.map((stop) => ({ path, ...stop })),
    offer: offer > 0,
  };
}

for (const { viewport, locale } of [
  { viewport: { width: 390, height: 844 }, locale: "en-US" },
  { viewport: { width: 320, height: 256 }, locale: "en-US" },
  { viewport: { width: 390, height: 844 }, locale: "ru-RU" },
  { viewport: { width: 320, height: 256 }, locale: "ru-RU" },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}, a ${locale} browser`, () => {
    test.use({ viewport, reducedMotion: "reduce", locale });

    test("no focused element is hidden, tabbing through a page of each template", async ({
      page,
    }) => {
      const hidden: Stop[] = [];
      let offered = 0;
      for (const path of pagesToTab()) {
        const walk = await tabThrough(page, path);
        expect(walk.stops, path).toBeGreaterThan(10);
        hidden.push(...walk.hidden);
        if (walk.offer) offered += 1;
      }
      expect(hidden).toEqual([]);
      // The offer of the browser's language stood at the foot of some of them.
      if (locale === "ru-RU") expect(offered).toBeGreaterThan(0);
    });
  });
}
