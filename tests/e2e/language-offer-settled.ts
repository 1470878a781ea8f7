// The language offer's script waits for the page's load and an idle moment
// before it reads storage and shows an offer (app/browser/language-offer.ts).
// A test that asserts no offer shows must first let it run, or the assertion
// would pass before the script had decided anything.
import type { Page } from "@playwright/test";
import { offerIdleTimeoutMs } from "../../app/components/layout/offer-attribute.ts";

/** Resolves once the offer's script has had its turn on the loaded page. */
export async function offerSettled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  // Idle callbacks run in the order they were asked for: the script asked at
  // load, so it has run when this one does. Both wait at most as long as the
  // script does: a browser may give a page that draws nothing no idle moment
  // at all (Chromium's headless shell, in 4 of 24 runs), and then the
  // script's wait ends first, since it asked first.
  await page.evaluate(
    (timeout) =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => resolve(), { timeout });
      }),
    offerIdleTimeoutMs,
  );
}
