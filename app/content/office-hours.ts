// The office hours in each language, from the data in content/practice/en.yaml: English
// keeps the spec's wording ("Monday–Friday", "9am–5pm"); the other languages
// name the days and write the times with Intl, at build time, from
// `dayOfWeek`, `opens` and `closes`, and take from their translation only the
// words for a day without fixed hours ("By appointment", "Closed"). The hours
// are written once, in content/practice/en.yaml.
import { type DayHours, clinic } from "./clinic.ts";
import { type Language, formatLocales } from "./translated.ts";

/** A Monday, a Tuesday, …: a date of each schema.org day name, for Intl to name it. */
const weekdayDates: Record<string, Date> = Object.fromEntries(
  ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map(
    (day, index) => [day, new Date(Date.UTC(2026, 10, 23 + index))],
  ),
);

/**
 * Each day of the practice's hours as readers of `language` write it
 * ("Понедельник – пятница", "09:00–17:00"); `words` gives, per day, the
 * language's words for hours that are not times.
 */
export function officeHoursIn(
  language: Language,
  words: readonly ({ readonly hours?: string } | undefined)[] = [],
  dayRange = clinic.hoursDayRange,
): DayHours[] {
  if (language === "en") return [...clinic.hours];
  const tag = formatLocales[language];
  const weekday = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  const time = new Intl.DateTimeFormat(tag, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  const dayOf = (name: string) => weekdayDates[name] ?? new Date(Number.NaN);
  const atTime = (clock: string) => new Date(`2026-11-23T${clock}:00Z`);
  const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
  return clinic.hours.map((day: DayHours, index) => {
    const first = day.dayOfWeek[0] ?? "";
    const last = day.dayOfWeek.at(-1) ?? first;
    return {
      ...day,
      days: capitalised(
        first === last
          ? weekday.format(dayOf(first))
          : dayRange
              .replace("{first}", weekday.format(dayOf(first)))
              .replace("{last}", weekday.format(dayOf(last))),
      ),
      hours:
        day.opens && day.closes
          ? time.formatRange(atTime(day.opens), atTime(day.closes))
          : (words[index]?.hours ?? day.hours),
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
  return clinic.hours
    .filter((day) => day.opens && day.closes)
    .flatMap((day) => day.dayOfWeek)
    .map((day) => {
      const name = weekday.format(weekdayDates[day] ?? new Date(Number.NaN));
      return {
        day: day.toLowerCase(),
        name: name.charAt(0).toLocaleUpperCase(tag) + name.slice(1),
      };
    });
}
