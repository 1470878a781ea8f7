// A date as a page shows it: the ISO form for <time datetime> and the words of
// the page's language ("November 1, 2026", "1 ноября 2026 г." kept on a line
// by typography.ts, "2026年11月1日"), worked out at build time, never in a browser.
import { type Language, formatLocales } from "#app/content-loader/translated.ts";
import { typeset } from "#app/content-loader/typography.ts";

export type DateText = { iso: string; text: string };

const longDate = (language: Language) =>
  new Intl.DateTimeFormat(formatLocales[language], { dateStyle: "long", timeZone: "UTC" });

/** "2026-11-01" → { iso: "2026-11-01", text: "November 1, 2026" }; throws on anything else. */
export function dateText(iso: string, language: Language = "en"): DateText {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error(`Not an ISO date: "${iso}"`);
  return { iso, text: typeset(longDate(language).format(new Date(`${iso}T00:00:00Z`)), language) };
}
