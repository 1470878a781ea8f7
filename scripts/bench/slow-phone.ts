// The slow phone on a weak connection the probes and the trace bench load
// pages on: a 390×844 touch screen, the CPU slowed 4×, a 150 ms round trip,
// 1.6 Mbit/s down and 750 kbit/s up, set through Chromium's DevTools
// protocol on a new browser context.
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";

export const phone = { width: 390, height: 844 };

/** A new context and page on the slow phone, with the DevTools session that slowed it. */
export async function openSlowPhone(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return { context, page, cdp };
}
