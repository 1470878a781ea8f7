// The practice's facts in one language: clinic.ts with the language's words
// laid over it (ru/clinic.ts, es/, zh/), field by field and list item by list
// item, and its office hours written as the language writes them. What a
// translation leaves out (a name, a number, schema.org values) stays as
// clinic.ts has it. The words of the pages quote these facts through
// placeholders ({practicePhone}): `practicePlaceholders` names each one.
import { clinic } from "./clinic.ts";
import { clinicWords as es } from "./es/clinic.ts";
import { officeHoursIn } from "./office-hours.ts";
import { clinicWords as ru } from "./ru/clinic.ts";
import type { Language, Translated } from "./translated.ts";
import { clinicWords as zh } from "./zh/clinic.ts";
import { formattedAddress, mailtoHref, telHref } from "./clinic.ts";

export type Facts = Translated<typeof clinic>;

/** Some of a value's fields, at any depth: the words a language's clinic.ts translates. */
export type SomeOf<T> = T extends object ? { readonly [K in keyof T]?: SomeOf<T[K]> } : T;

/** Each language's words over the facts. */
export const clinicWordsIn: Record<Language, SomeOf<Facts>> = { en: clinic, ru, es, zh };

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
    const words = clinicWordsIn[language];
    facts = {
      ...overlay<Facts>(clinic, words),
      hours: officeHoursIn(language, words.hours as never) as unknown as Facts["hours"],
    };
    inLanguage.set(language, facts);
  }
  return facts;
}

/**
 * The practice's facts a page's words may quote, by placeholder name: the
 * name, phone, e-mail, address and site as links and as text, and every
 * sentence of the facts by its path ("insurance.payment" →
 * {practiceInsurancePayment}), in the language's words.
 */
export function practicePlaceholders(language: Language): Record<string, string> {
  const facts = practiceIn(language);
  const values: Record<string, string> = {};
  const visit = (value: unknown, path: string[]) => {
    if (typeof value === "string") {
      values[`practice${path.map((part) => part[0]?.toUpperCase() + part.slice(1)).join("")}`] =
        value;
    } else if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit({ ...facts, partners: undefined, hours: undefined }, []);
  return {
    ...values,
    practiceUrl: clinic.url,
    practicePhoneHref: telHref,
    practiceEmailHref: mailtoHref,
    practiceAddress: formattedAddress,
    practiceEmail: clinic.email,
    practicePhone: clinic.phone.display,
    practiceName: clinic.name,
  };
}
