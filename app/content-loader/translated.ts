// The languages of the site. English is the source: content/<folder>/en/
// (or content/<folder>/en.yaml); each other language has its files beside
// it (ru/, es/, zh/), checked against the English when they are read.

export const languages = ["en", "ru", "es", "zh"] as const;
export type Language = (typeof languages)[number];

/** Each language's own name, English name, BCP 47 tag, Intl locale and og:locale (below). */
const table: Record<Language, readonly [string, string, string, string, string]> = {
  en: ["English", "English", "en", "en-US", "en_US"],
  ru: ["Русский", "Russian", "ru", "ru-RU", "ru_RU"],
  es: ["Español", "Spanish", "es", "es-US", "es_US"],
  zh: ["简体中文", "Chinese (Simplified)", "zh-Hans", "zh-Hans-CN", "zh_CN"],
};
const column = (index: number) =>
  Object.fromEntries(languages.map((language) => [language, table[language][index]])) as Record<
    Language,
    string
  >;

/** Each language named in itself, as the language switcher shows it. */
export const languageNames = column(0);

/** Each language named in English, for staff (the contact message's e-mail and the inbox). */
export const languageNamesInEnglish = column(1);

/** The BCP 47 tag for <html lang> and hreflang. */
export const languageTags = column(2);

/**
 * The locale Intl writes numbers, dates, times and lists in. The readers
 * live in New York, so Spanish is written as in the United States (12-hour
 * times, "9:00 a.m."), English as in the US, Russian with its own spaces in
 * numbers ("5 000").
 */
export const formatLocales = column(3);

/** The locale a social card (og:locale) names for each language. */
export const socialLocales = column(4);
