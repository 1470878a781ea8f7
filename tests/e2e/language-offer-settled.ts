// The language offer's script waits for the page's load and an idle moment
// before it reads storage and shows an offer (app/browser/language-offer.ts).
// A test that asserts no offer shows must first let it run, or the assertion
// would pass before the script had decided anything.
import type { Page } from "@playwright/test";

/** Resolves once the offer's script has had its turn on the loaded page. */
export async function offerSettled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  // Idle callbacks run in the order they were asked for: the script asked at
  // load, so it has run when this one does.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => resolve());
      }),
  );
}
