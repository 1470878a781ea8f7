// The practice's facts in one language: content/practice/en.yaml with the
// language's words laid over it (content/practice/ru.yaml, es, zh), field by
// field and list item by list item, and its office hours written as the
// language writes them. What a translation leaves out (a name, a number,
// schema.org values) stays as the English file has it. The words of the
// pages quote these facts through placeholders ({practicePhone}):
// `practicePlaceholders` names each one.
import {
  clinic,
  directionsHref,
  formattedAddress,
  languageName,
  mailtoHref,
  telHref,
} from "./clinic.ts";
import { type ContentFile, contentProblem, readContentFile } from "./files.ts";
import { officeHoursIn } from "./office-hours.ts";
import { type Language, formatLocales } from "./translated.ts";

/** The practice's facts, as content/practice/en.yaml's schema gives them (practice-facts.ts). */
export type Facts = typeof clinic;

/** Some of a value's fields, at any depth: the words content/practice/<language>.yaml translates. */
export type SomeOf<T> = T extends object ? { readonly [K in keyof T]?: SomeOf<T[K]> } : T;

/** Whether a list's items are matched by id (transit, partners) rather than by place. */
const isKeyedList = (list: readonly unknown[]): boolean =>
  list.length > 0 &&
  list.every((item) => item !== null && typeof item === "object" && "id" in (item as object));

/**
 * Where a translation's words do not fit the English facts: a field the
 * English does not have, words where the English has a list or a group, a
 * list of sentences with more or fewer items than the English, or an item
 * of a list matched by id (transit, partners) whose id the English does not
 * have, or that the translation leaves out.
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
    if (isKeyedList(facts)) {
      const english = facts as { id: string }[];
      const problems = words.flatMap((item, index) => {
        const id = (item as { id?: unknown } | null)?.id;
        const match = english.find((each) => each.id === id);
        if (!match) {
          return [
            contentProblem(
              file,
              [...path, String(index), "id"],
              typeof id === "string"
                ? `the English has no item with the id "${id}"; the ids are ${english.map((each) => each.id).join(", ")}`
                : `give the item the id of its English item: ${english.map((each) => each.id).join(", ")}`,
            ),
          ];
        }
        return misfits(file, item, match, [...path, String(index)]);
      });
      const missing = english.filter(
        (each) => !words.some((item) => (item as { id?: unknown } | null)?.id === each.id),
      );
      return [
        ...problems,
        ...missing.map((each) =>
          contentProblem(
            file,
            path,
            `the English has an item with the id "${each.id}" that this list leaves out; translate it here under "- id: ${each.id}"`,
          ),
        ),
      ];
    }
    if (words.length !== facts.length) {
      return [
        contentProblem(
          file,
          path,
          `the English list has ${facts.length} items, this one ${words.length}; translate each English item, in the same order`,
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

/** Fields every translation of the facts must give. */
const requiredWords = ["hoursWords.byAppointment", "hoursWords.closed"] as const;

/** The required words a translation leaves out. */
function missingRequired(file: ContentFile): string[] {
  return requiredWords.flatMap((field) => {
    const value = field
      .split(".")
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], file.data);
    return typeof value === "string" && value.trim()
      ? []
      : [contentProblem(file, field.split("."), "the English has words here; translate them")];
  });
}

/** A translation's list matched by id, put in the order of the English list. */
function inEnglishOrder(words: SomeOf<Facts>): SomeOf<Facts> {
  const ordered = (list: readonly { id: string }[], own: unknown) =>
    Array.isArray(own)
      ? list.map((item) => own.find((each) => (each as { id?: string }).id === item.id))
      : own;
  return {
    ...words,
    transit: ordered(clinic.transit, words.transit),
    partners: ordered(clinic.partners, words.partners),
  } as SomeOf<Facts>;
}

/** A language's words of the facts (content/practice/<language>.yaml), checked against the English. */
function wordsOf(language: Language): SomeOf<Facts> {
  if (language === "en") return clinic;
  const file = readContentFile(`practice/${language}.yaml`);
  const english = { ...clinic, hours: undefined };
  const problems = [...misfits(file, file.data, english), ...missingRequired(file)];
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return inEnglishOrder((file.data ?? {}) as SomeOf<Facts>);
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
    const laid = overlay<Facts>(clinic, words);
    facts = {
      ...laid,
      hours: officeHoursIn(language, laid.hoursWords, laid.hoursDayRange),
    };
    inLanguage.set(language, facts);
  }
  return facts;
}

const placeholderName = (path: readonly string[]) =>
  `practice${path.map((part) => part[0]?.toUpperCase() + part.slice(1)).join("")}`;

/**
 * How each language joins the parts of a sentence the facts write out: the
 * items of a list ("English, Spanish, Russian"), a transit line and where it
 * runs ("Q train: Avenue U…"), the days and their hours, and two rows of the
 * office hours.
 */
const joiners: Record<Language, { list: string; line: string; days: string; rows: string }> = {
  en: { list: ", ", line: ": ", days: ", ", rows: "; " },
  ru: { list: ", ", line: ": ", days: ", ", rows: "; " },
  es: { list: ", ", line: ": ", days: ", ", rows: "; " },
  zh: { list: "、", line: "：", days: "，", rows: "；" },
};

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
 * out from them: every row of the office hours in one sentence
 * ({practiceHoursInSentence}: "Monday–Friday, 9am–5pm; Saturday, by
 * appointment; Sunday, closed"), the languages spoken as one list
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
  const separators = joiners[language];
  const hoursInSentence = facts.hours
    .map(({ days, hours, opens }) =>
      [
        inSentence(days, language),
        opens || language === "zh"
          ? hours
          : hours.charAt(0).toLocaleLowerCase(language) + hours.slice(1),
      ].join(separators.days),
    )
    .join(separators.rows);
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
    practiceHoursInSentence: hoursInSentence,
    practiceLanguagesList: upperFirst(
      facts.policies.languageTags
        .map((tag) => languageName(tag, formatLocales[language]))
        .join(joiners[language].list),
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
        `${line}${joiners[language].line}${language === "ru" ? detail.charAt(0).toLocaleLowerCase("ru") + detail.slice(1) : detail}`,
    ),
    practiceTransitFacts: facts.transit.map(({ line, detail }) => ({ term: line, detail })),
    practiceEntranceAccess: facts.entranceAccess ? [facts.entranceAccess] : [],
  };
}
