// How the project starts Debian's Chromium, for the real-browser tests and
// the Lighthouse bench: this machine has no network beyond the package
// registries, so everything that would call out is switched off.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
