// Debian's Chromium as the project starts it, with everything that would call
// out switched off (no network here); the bench's Lighthouse CI passes the
// same flags. The browser tests run on the headless shell, the same engine
// without the browser's interface, at about half the CPU (docs/decisions/032).
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
