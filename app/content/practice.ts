// The practice's facts in one language: content/practice/en.yaml with the
// language's words laid over it (content/practice/ru.yaml, es, zh), field by
// field and list item by list item, and its office hours written as the
// language writes them. What a translation leaves out (a name, a number,
// schema.org values) stays as the English file has it. The words of the
// pages quote these facts through placeholders ({practicePhone}):
// `practicePlaceholders` names each one.
import { clinic, directionsHref, formattedAddress, mailtoHref, telHref } from "./clinic.ts";
import { type ContentFile, contentProblem, readContentFile } from "./files.ts";
import { officeHoursIn } from "./office-hours.ts";
import type { Language, Translated } from "./translated.ts";

export type Facts = Translated<typeof clinic>;

/** Some of a value's fields, at any depth: the words content/practice/<language>.yaml translates. */
export type SomeOf<T> = T extends object ? { readonly [K in keyof T]?: SomeOf<T[K]> } : T;

/**
 * Where a translation's words do not fit the English facts: a field the
 * English does not have, or words where the English has a list or a group.
 */
export function misfits(
  file: ContentFile,
  words: unknown,
  facts: unknown,
  path: string[] = [],
): string[] {
  if (words === null || words === undefined) return [];
  if (Array.isArray(words)) {
    if (!Array.isArray(facts)) return [contentProblem(file, path, "the English has no list here")];
    if (words.length > facts.length) {
      return [
        contentProblem(
          file,
          path,
          `the English list has ${facts.length} items, this one ${words.length}`,
        ),
      ];
    }
    return words.flatMap((item, index) =>
      misfits(file, item, facts[index], [...path, String(index)]),
    );
  }
  if (typeof words === "object") {
    if (!facts || typeof facts !== "object" || Array.isArray(facts)) {
      return [contentProblem(file, path, "the English has no group of fields here")];
    }
    return Object.entries(words).flatMap(([key, item]) =>
      key in facts
        ? misfits(file, item, (facts as Record<string, unknown>)[key], [...path, key])
        : [contentProblem(file, [...path, key], "the English facts have no such field")],
    );
  }
  if (typeof words !== typeof facts) {
    return [
      contentProblem(
        file,
        path,
        `the English has ${typeof facts === "string" ? "words" : String(typeof facts)} here`,
      ),
    ];
  }
  return [];
}

/** A language's words of the facts (content/practice/<language>.yaml), checked against the English. */
function wordsOf(language: Language): SomeOf<Facts> {
  if (language === "en") return clinic;
  const file = readContentFile(`practice/${language}.yaml`);
  const problems = misfits(file, file.data, clinic);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return (file.data ?? {}) as SomeOf<Facts>;
}

const wordsIn = new Map<Language, SomeOf<Facts>>();

/** Each language's words over the facts. */
export function clinicWordsIn(language: Language): SomeOf<Facts> {
  let words = wordsIn.get(language);
  if (!words) {
    words = wordsOf(language);
    wordsIn.set(language, words);
  }
  return words;
}

function overlay<T>(facts: T, words: SomeOf<T> | undefined): T {
  if (words === undefined) return facts;
  if (Array.isArray(facts) && Array.isArray(words)) {
    return facts.map((item: unknown, index) => overlay(item, words[index])) as T;
  }
  if (facts && typeof facts === "object" && words && typeof words === "object") {
    const merged: Record<string, unknown> = { ...(facts as object) };
    for (const [key, value] of Object.entries(words)) {
      merged[key] = overlay((facts as Record<string, unknown>)[key], value as never);
    }
    return merged as T;
  }
  return words as T;
}

const inLanguage = new Map<Language, Facts>();

/** The practice's facts, with their words in `language`. */
export function practiceIn(language: Language): Facts {
  let facts = inLanguage.get(language);
  if (!facts) {
    const words = clinicWordsIn(language);
    facts = {
      ...overlay<Facts>(clinic, words),
      hours: officeHoursIn(
        language,
        words.hours as never,
        words.hoursDayRange ?? clinic.hoursDayRange,
      ) as unknown as Facts["hours"],
    };
    inLanguage.set(language, facts);
  }
  return facts;
}

const placeholderName = (path: readonly string[]) =>
  `practice${path.map((part) => part[0]?.toUpperCase() + part.slice(1)).join("")}`;

/** Between the items of a list written out in a sentence ("English, Spanish, Russian"). */
const listSeparator: Record<Language, string> = { en: ", ", ru: ", ", es: ", ", zh: "、" };
/** Between a transit line and where it runs ("Q train: Avenue U…"). */
const lineSeparator: Record<Language, string> = { en: ": ", ru: ": ", es: ": ", zh: "：" };

const upperFirst = (text: string, language: Language) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
/** Russian and Spanish write weekday names in lowercase inside a sentence. */
const inSentence = (text: string, language: Language) =>
  language === "ru" || language === "es"
    ? text.charAt(0).toLocaleLowerCase(language) + text.slice(1)
    : text;

/**
 * The practice's facts a page's words may quote, by placeholder name: the
 * name, phone, e-mail, address and site as links and as text, and every
 * sentence of the facts by its path ("insurance.payment" →
 * {practiceInsurancePayment}), in the language's words, and a few written
 * out from them: the weekday hours ({practiceOpenDays}, {practiceOpenHours},
 * {practiceOpenDaysInSentence}), the languages spoken as one list
 * ({practiceLanguagesList}), the partner office ({practicePartnerOfficeName})
 * and the address as a map link needs it ({practiceAddressForMaps}).
 */
export function practicePlaceholders(language: Language): Record<string, string> {
  const facts = practiceIn(language);
  const values: Record<string, string> = {};
  const visit = (value: unknown, path: string[]) => {
    if (typeof value === "string") {
      values[placeholderName(path)] = value;
    } else if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit({ ...facts, partners: undefined, hours: undefined }, []);
  const [weekdays] = facts.hours;
  const partnerOffice = facts.partners.find((site) => site.office);
  return {
    ...values,
    practiceUrl: clinic.url,
    practicePhoneHref: telHref,
    practiceEmailHref: mailtoHref,
    practiceAddress: formattedAddress,
    practiceAddressForMaps: encodeURIComponent(formattedAddress),
    practiceDirectionsHref: directionsHref,
    practiceEmail: clinic.email,
    practicePhone: clinic.phone.display,
    practiceName: clinic.name,
    practiceOpenDays: weekdays?.days ?? "",
    practiceOpenDaysInSentence: inSentence(weekdays?.days ?? "", language),
    practiceOpenHours: weekdays?.hours ?? "",
    practiceLanguagesList: upperFirst(
      facts.policies.languages.join(listSeparator[language]),
      language,
    ),
    practicePartnerOfficeName: partnerOffice?.name ?? "",
    practicePartnerOfficeUrl: partnerOffice?.url ?? "",
  };
}

/**
 * The practice's lists a page's words may take whole, by placeholder name: a
 * field that holds only "{practiceInsurancePlans}" is the list itself. Each
 * list of the facts by its path, and the transit lines written out
 * ({practiceTransitLines}: "Q train: …") and as terms with details
 * ({practiceTransitFacts}).
 */
export function practiceLists(language: Language): Record<string, unknown> {
  const facts = practiceIn(language);
  const lists: Record<string, unknown> = {};
  const visit = (value: unknown, path: string[]) => {
    if (Array.isArray(value)) lists[placeholderName(path)] = value;
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit({ ...facts, partners: undefined, hours: undefined }, []);
  return {
    ...lists,
    practiceTransitLines: facts.transit.map(
      ({ line, detail }) =>
        `${line}${lineSeparator[language]}${language === "ru" ? detail.charAt(0).toLocaleLowerCase("ru") + detail.slice(1) : detail}`,
    ),
    practiceTransitFacts: facts.transit.map(({ line, detail }) => ({ term: line, detail })),
    practiceEntranceAccess: facts.entranceAccess ? [facts.entranceAccess] : [],
  };
}
