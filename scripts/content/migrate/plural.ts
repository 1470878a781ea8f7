// Stands in for app/content/ru/plural.ts while the modules are moved: a
// number's noun becomes an ICU plural over the number's placeholder, so the
// content file keeps all three Russian forms.
import { type Range, formatRange } from "#app/content/care-facts.ts?real";
import { sentinelNames } from "./sentinels.ts";

export type Forms = readonly [one: string, few: string, many: string];
const real = new Intl.PluralRules("ru");
const plural = (name: string, [one, few, many]: Forms, hash: string) =>
  `{${name}, plural, one {${hash}${one}} few {${hash}${few}} many {${hash}${many}} other {${hash}${few}}}`;

export function noun(n: number, forms: Forms): string {
  const name = sentinelNames.get(n);
  if (name) return plural(name, forms, "");
  const form = real.select(n);
  return form === "one" ? forms[0] : form === "few" ? forms[1] : forms[2];
}

export function count(n: number, forms: Forms): string {
  const name = sentinelNames.get(n);
  return name ? plural(name, forms, "# ") : `${n} ${noun(n, forms)}`;
}

export function countRange(range: Range, forms: Forms): string {
  return `${formatRange(range)} ${noun(range.max, forms)}`;
}
