// A date as a page shows it: the ISO form for <time datetime> and the words
// US readers write ("November 1, 2026"). Loaders call this at build time, so
// Intl's date formatting never runs in a visitor's browser.
export type DateText = { iso: string; text: string };

const usLongDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2026-11-01" → { iso: "2026-11-01", text: "November 1, 2026" }; throws on anything else. */
export function dateText(iso: string): DateText {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error(`Not an ISO date: "${iso}"`);
  return { iso, text: usLongDate.format(new Date(`${iso}T00:00:00Z`)) };
}
