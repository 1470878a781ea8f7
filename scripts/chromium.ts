// How the project starts Debian's Chromium, for the real-browser tests and
// the Lighthouse bench: this machine has no network beyond the package
// registries, so everything that would call out is switched off.
/** Chromium itself: the bench and the probes measure what a visitor's browser does. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Chromium's headless shell, the same engine without the browser's own
 * interface (Playwright's choice for headless runs): the browser tests run on
 * it, at about half the CPU of the whole browser (docs/decisions/032).
 */
export const headlessShellPath =
  process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
