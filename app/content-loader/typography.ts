// The typographer: the spaces a language's typesetting wants that nobody
// types. Russian keeps a number with the word after it ("12 недель",
// "300 мг", "2026 г."), a dash with the word before it ("боль — это"), a
// one-letter preposition or conjunction with the word after it ("в офисе",
// "и тошнота"), "№"/"§" with their number and "т. е." whole, each by a
// no-break space (U+00A0), so no line of a page starts with "недель", "—"
// or ends with "в". The words in content/ stay as they are typed: every
// sentence passes here once, when its placeholders are filled in
// (messages.ts, `filled`), and so does a date a page writes
// (app/page-list/date-text.ts). Other languages are left as they are: Chinese
// has no spaces to keep, and English and Spanish pages break as they break.
import type { Language } from "./translated.ts";

const noBreak = "\u00A0";

/** A Cyrillic letter, or a sign that goes with a number ("5 %"). */
const wordAfterNumber = /(\d) +(?=[\p{Script=Cyrillic}%‰°])/gu;
/** A dash between spaces: the space before it. */
const spaceBeforeDash = / +(?=[—–] )/g;
/** A one-letter word (в, к, с, о, у, и, а, я), then the word it goes with. */
const oneLetterWord = /(?<![\p{L}\p{N}\-.])([вксоуиаяВКСОУИАЯ]) +(?=[\p{L}\p{N}«„"({])/gu;
/** "№ 5", "§ 6530". */
const signBeforeNumber = /([№§]) +(?=\d)/g;
/** "т. е.", "т. д.", "т. п.", "и т. д.". */
const abbreviation = /(?<!\p{L})(т\.) +(?=[епд]\.)/gu;
/** A placeholder filled in later with a number ("{limit} знаков"), then its word. */
const placeholderBeforeWord = /\} +(?=\p{Script=Cyrillic})/gu;

/** `text` as `language` typesets it: for Russian, the no-break spaces above; others unchanged. */
export function typeset(text: string, language: Language): string {
  if (language !== "ru" || !text.includes(" ")) return text;
  return text
    .replace(wordAfterNumber, `$1${noBreak}`)
    .replace(spaceBeforeDash, noBreak)
    .replace(oneLetterWord, `$1${noBreak}`)
    .replace(signBeforeNumber, `$1${noBreak}`)
    .replace(abbreviation, `$1${noBreak}`)
    .replace(placeholderBeforeWord, `}${noBreak}`);
}

/**
 * A value with each string in it, at any depth, given by `change` from the
 * string and where it sits (["faqs", "2", "answer"]); anything else as it is.
 */
export function eachString(
  value: unknown,
  change: (text: string, path: string[]) => unknown,
  path: string[] = [],
): unknown {
  if (typeof value === "string") return change(value, path);
  if (Array.isArray(value)) {
    return value.map((item, index) => eachString(item, change, [...path, String(index)]));
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, eachString(item, change, [...path, key])]),
    );
  }
  return value;
}
