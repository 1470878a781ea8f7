// How the project starts Debian's Chromium for the real-browser tests: this
// machine has no network beyond the package registries, so everything that
// would call out is switched off. The bench's Lighthouse CI starts Debian's
// full Chromium with the same flags (scripts/bench.ts passes them).
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
