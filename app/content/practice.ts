// The practice's facts in one language: content/practice/en/facts.yaml with the
// language's words laid over it (content/practice/ru/facts.yaml, es, zh, by
// overlay.ts in the walk of in-language.ts), and its office hours written as
// the language writes them. What a translation leaves out (a name, a number,
// schema.org values) stays as the English file has it. The words of the
// pages quote these facts through placeholders ({practicePhone}):
// `factsByPlaceholder` names each one. `givenFrom` is what the walk fills
// every sentence from: the facts, the figures a sentence may name and the
// lists a field may take whole.
import { typesetAll } from "./typography.ts";
import {
  clinic,
  directionsHref,
  formattedAddress,
  isSisterSite,
  languageName,
  mailtoHref,
  messageRetentionDays,
  serverLogRetentionDays,
  telHref,
} from "./clinic.ts";
import { careFacts, formatRange } from "./care-facts.ts";
import { officeHoursIn } from "./office-hours.ts";
import { type Language, formatLocales } from "./translated.ts";

/** The practice's facts, as content/practice/en/facts.yaml's schema gives them (practice-facts.ts). */
export type Facts = typeof clinic;

/** Some of a value's fields, at any depth: the words content/practice/<language>/facts.yaml translates. */
export type SomeOf<T> = T extends object ? { readonly [K in keyof T]?: SomeOf<T[K]> } : T;

/** Fields every translation of the facts must give; the rest stay as the English file has them. */
export const requiredWords = ["hoursWords.byAppointment", "hoursWords.closed"] as const;

/**
 * The practice's facts in `language`, from the facts with its words laid
 * over them (`laid`: content/practice/<language>/facts.yaml over the English,
 * overlay.ts), typeset as the pages' words are (typography.ts), so a fact a
 * page quotes reads as the page shows it, and the office hours written as
 * the language writes them.
 */
function factsIn(language: Language, laid: SomeOf<Facts>): Facts {
  const typeset = typesetAll({ ...clinic, ...laid } as Facts, language);
  return { ...typeset, hours: officeHoursIn(language, typeset.hoursWords, typeset.hoursDayRange) };
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
 * ({practiceLanguagesList}) and the physician's ({practicePhysicianLanguagesList}), the partner office ({practicePartnerOfficeName})
 * and the address as a map link needs it ({practiceAddressForMaps}).
 */
function factsByPlaceholder(facts: Facts, language: Language): Record<string, string> {
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
    // The languages the physician speaks with patients herself, named in the page's language.
    // ("English and Spanish"), for a sentence that names them after a word of its own.
    practicePhysicianLanguagesList: new Intl.ListFormat(formatLocales[language], {
      type: "conjunction",
    }).format(
      facts.physician.languageTags.map((tag) => languageName(tag, formatLocales[language])),
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
function practiceLists(facts: Facts, language: Language): Record<string, unknown> {
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
        `${line}${joiners[language].line}${lowerAfterColon.has(language) ? detail.charAt(0).toLocaleLowerCase(language) + detail.slice(1) : detail}`,
    ),
    practiceTransitFacts: facts.transit.map(({ line, detail }) => ({ term: line, detail })),
    practiceEntranceAccess: facts.entranceAccess ? [facts.entranceAccess] : [],
  };
}

/** The care figures by name ({botoxUnits}): numbers as numbers, ranges as "60–90" with their ends. */
export function careFigures(care: unknown = careFacts): Record<string, string | number> {
  const figures: Record<string, string | number> = {};
  const visit = (value: unknown, name: string) => {
    if (typeof value === "number") figures[name] = value;
    else if (value && typeof value === "object" && !Array.isArray(value)) {
      if ("min" in value && "max" in value) {
        const range = value as { min: number; max: number };
        figures[name] = formatRange(range);
        figures[`${name}Min`] = range.min;
        figures[`${name}Max`] = range.max;
        return;
      }
      for (const [key, item] of Object.entries(value)) {
        visit(item, name ? `${name}${key[0]?.toUpperCase()}${key.slice(1)}` : key);
      }
    }
  };
  visit(care, "");
  return figures;
}

/**
 * What the readers of a language's pages and collections are given: the
 * practice's facts in the language, each figure and fact a sentence may name
 * (numbers as numbers, ranges as "60–90"), and each list a field may take
 * whole ("{practiceInsurancePlans}").
 */
export type Given = {
  facts: Facts;
  /** The facts a page's words may quote, by placeholder name ({practicePhone}); the figures hold them too. */
  placeholders: Record<string, string>;
  figures: Record<string, string | number>;
  lists: Record<string, unknown>;
  /** The partners that are the practice's sister sites (every one but a directory listing). */
  sisterSites: Facts["partners"];
};

/**
 * What the readers of a language's words are given, from the practice's
 * facts with the language's words laid over them (`laid`).
 */
/** Languages whose sentence goes on in lower case after a colon ("Tren Q: estaciones…"). */
const lowerAfterColon = new Set<string>(["ru", "es"]);

export function givenFrom(language: Language, laid: SomeOf<Facts>): Given {
  const facts = factsIn(language, laid);
  const placeholders = factsByPlaceholder(facts, language);
  return {
    facts,
    placeholders,
    figures: {
      ...placeholders,
      messageRetentionDays,
      serverLogRetentionDays,
      ...careFigures(),
    },
    lists: practiceLists(facts, language),
    sisterSites: facts.partners.filter(isSisterSite),
  };
}
