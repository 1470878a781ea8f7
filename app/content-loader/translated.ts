// The languages of the site. English is the source: content/<folder>/en/
// (or content/<folder>/en.yaml); each other language has its files beside
// it (ru/, es/, zh/), checked against the English when they are read.

export const translations = ["ru", "es", "zh"] as const;
export const languages = ["en", ...translations] as const;
export type Language = (typeof languages)[number];
export type Translation = (typeof translations)[number];

/** Each language named in itself, as the language switcher shows it. */
export const languageNames: Record<Language, string> = {
  en: "English",
  ru: "Русский",
  es: "Español",
  zh: "简体中文",
};

/** Each language named in English, for staff (the contact message's e-mail and the inbox). */
export const languageNamesInEnglish: Record<Language, string> = {
  en: "English",
  ru: "Russian",
  es: "Spanish",
  zh: "Chinese (Simplified)",
};

/** The BCP 47 tag for <html lang> and hreflang. */
export const languageTags: Record<Language, string> = {
  en: "en",
  ru: "ru",
  es: "es",
  zh: "zh-Hans",
};

/**
 * The locale Intl writes numbers, dates, times and lists in. The readers
 * live in New York, so Spanish is written as in the United States (12-hour
 * times, "9:00 a.m."), English as in the US, Russian with its own spaces in
 * numbers ("5 000").
 */
export const formatLocales: Record<Language, string> = {
  en: "en-US",
  ru: "ru-RU",
  es: "es-US",
  zh: "zh-Hans-CN",
};

/** The locale a social card (og:locale) names for each language. */
export const socialLocales: Record<Language, string> = {
  en: "en_US",
  ru: "ru_RU",
  es: "es_US",
  zh: "zh_CN",
};
