// The office hours in each language, written from the rows of
// content/practice/en/facts.yaml (`hours`: the days, and their times or "by
// appointment" or "closed"). English keeps the spec's wording
// ("Monday–Friday", "9am–5pm"); the other languages name the days and write
// the times with Intl, at build time. A translation gives only the words of
// a day without fixed hours (`hoursWords`): no language restates a day or a
// time, so an edit of the hours reaches every language.
import { typeset } from "./typography.ts";
import { practiceFacts, weekdayNames } from "./practice-facts.ts";
import { type Language, formatLocales } from "./translated.ts";

/** A row of the office hours as content/practice/en/facts.yaml gives it. */
export type HoursRow = (typeof practiceFacts.hours)[number];

/** A row of the office hours as the pages show it. */
export type DayHours = {
  /** How the days read on the page, e.g. "Monday–Friday". */
  days: string;
  /** How the hours read on the page, e.g. "9am–5pm" or "By appointment". */
  hours: string;
  /** schema.org day names, for opening hours in structured data. */
  dayOfWeek: HoursRow["dayOfWeek"];
  /** 24-hour opening and closing times, present only when the office has fixed hours. */
  opens?: string;
  closes?: string;
};

/** A Monday, a Tuesday, …: a date of each schema.org day name, for Intl to name it. */
const weekdayDates: Record<string, Date> = Object.fromEntries(
  weekdayNames.map((day, index) => [day, new Date(Date.UTC(2026, 10, 23 + index))]),
);
const dayOf = (name: string) => weekdayDates[name] ?? new Date(Number.NaN);

/** "09:00" → "9am", "15:30" → "3:30pm": the spec's way of writing a time in English. */
function englishTime(clock: string): string {
  const [hour = 0, minute = 0] = clock.split(":").map(Number);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, "0")}` : ""}${hour < 12 ? "am" : "pm"}`;
}

/** Whether the days of a row follow each other in the week (Monday, Tuesday, Wednesday). */
function consecutive(days: readonly string[]): boolean {
  const at = days.map((day) => weekdayNames.indexOf(day as (typeof weekdayNames)[number]));
  return at.every((index, i) => i === 0 || index === (at[i - 1] ?? -2) + 1);
}

/**
 * Each row of the practice's hours as readers of `language` write it
 * ("Понедельник — пятница", "09:00–17:00"): `dayRange` joins the first and
 * last of consecutive days ("{first}–{last}"), `words` names a day without
 * fixed hours.
 */
export function officeHoursIn(
  language: Language,
  words: { byAppointment: string; closed: string },
  dayRange: string,
  rows: readonly HoursRow[] = practiceFacts.hours,
): DayHours[] {
  const tag = formatLocales[language];
  const weekday = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  const time = new Intl.DateTimeFormat(tag, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  const atTime = (clock: string) => new Date(`2026-11-23T${clock}:00Z`);
  const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
  const list = new Intl.ListFormat(tag, { style: "short", type: "unit" });
  return rows.map((row) => {
    const names = row.dayOfWeek.map((day) => weekday.format(dayOf(day)));
    const first = names[0] ?? "";
    const last = names.at(-1) ?? first;
    const days =
      names.length === 1
        ? first
        : consecutive(row.dayOfWeek)
          ? dayRange.replace("{first}", first).replace("{last}", last)
          : list.format(names);
    const hours =
      row.opens && row.closes
        ? language === "en"
          ? `${englishTime(row.opens)}–${englishTime(row.closes)}`
          : time.formatRange(atTime(row.opens), atTime(row.closes))
        : row.byAppointment
          ? words.byAppointment
          : words.closed;
    return {
      // Russian keeps "Понедельник — пятница" on a line (typography.ts).
      days: typeset(capitalised(days), language),
      hours,
      dayOfWeek: row.dayOfWeek,
      ...(row.opens && row.closes ? { opens: row.opens, closes: row.closes } : {}),
    };
  });
}

/**
 * The days the office keeps fixed hours, each named as readers of `language`
 * write it, capitalised ("Понедельник"): the days the contact form offers a
 * morning or an afternoon on.
 */
export function officeDaysIn(language: Language): { day: string; name: string }[] {
  const tag = formatLocales[language];
  const weekday = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  return practiceFacts.hours
    .filter((row) => row.opens && row.closes)
    .flatMap((row) => row.dayOfWeek)
    .sort(
      (a, b) =>
        weekdayNames.indexOf(a as (typeof weekdayNames)[number]) -
        weekdayNames.indexOf(b as (typeof weekdayNames)[number]),
    )
    .map((day) => {
      const name = weekday.format(dayOf(day));
      return {
        day: day.toLowerCase(),
        name: name.charAt(0).toLocaleUpperCase(tag) + name.slice(1),
      };
    });
}
