// The language offer's script waits for the page's load and an idle moment
// (app/browser/language-offer.ts); a test that asserts no offer shows must
// first let it run, or it would pass before the script had decided anything.
import type { Page } from "@playwright/test";
import { offerIdleTimeoutMs } from "../../app/components/layout/offer-attribute.ts";

/** Resolves once the offer's script has had its turn on the loaded page. */
export async function offerSettled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  // Idle callbacks run in the order asked: the script asked at load, so it has
  // run when this one does. Both time out alike, as a page that draws nothing
  // may get no idle moment (the headless shell, 4 runs in 24): the script's
  // wait, asked first, ends first.
  await page.evaluate(
    (timeout) =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => resolve(), { timeout });
      }),
    offerIdleTimeoutMs,
  );
}
