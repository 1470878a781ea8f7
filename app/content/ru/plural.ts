// Russian nouns after a number take one of three forms: for 1 (and 21, 31…),
// for 2–4 (and 22–24…), and for 5–20 (and 25–30…). A phrase passes the three
// forms its grammar needs, so a changed careFacts number still reads right.
import { type Range, formatRange } from "#app/content/care-facts.ts";

export type Forms = readonly [one: string, few: string, many: string];

const pluralRules = new Intl.PluralRules("ru");

export function noun(n: number, [one, few, many]: Forms): string {
  const form = pluralRules.select(n);
  return form === "one" ? one : form === "few" ? few : many;
}

/** A number and its noun, e.g. "15 дней". */
export function count(n: number, forms: Forms): string {
  return `${n} ${noun(n, forms)}`;
}

/** A range and its noun, which agrees with the last number, e.g. "2–4 недели". */
export function countRange(range: Range, forms: Forms): string {
  return `${formatRange(range)} ${noun(range.max, forms)}`;
}
