// What the root knows about the languages of the page at a URL: its
// language (for <html lang> and the words), the same page in every language
// (the language list), each other language's offer in its own words (no
// offer of English on a translated page, whose notice links the original), and,
// on a translated page, when it was translated and where its original is.
// Read at build time by the root's loader.
import { contentIn } from "#app/content-loader/in-language.ts";
import { languagePath } from "#app/content-loader/site-map.ts";
import {
  type Language,
  languageNames,
  languageTags,
  languages,
  socialLocales,
  translatedOn,
} from "#app/content-loader/translated.ts";
import { dateText } from "./date-text.ts";
import { unitOfPage } from "#app/reviews/review-units.ts";
import { reviewOf } from "#app/reviews/reviews.ts";
import type { SiteFacts } from "./site-facts.ts";
import { languageAtUrl, notFoundKey, pageAtUrl, pageInEachLanguage } from "./page-list.ts";

type PageLanguages = Pick<
  SiteFacts,
  "language" | "languageTag" | "locale" | "languages" | "offers" | "translation"
>;

export function pageLanguages(url: string): PageLanguages {
  const language = languageAtUrl(url);
  const page = pageAtUrl(url);
  // The 404 page, which answers any unknown path, offers each language's home page.
  const versions = page && page.key !== notFoundKey ? pageInEachLanguage(page) : [];
  const pathIn = (other: Language) =>
    versions.find((version) => version.language === other)?.path ?? languagePath(other, "/");
  const inEach = languages.map((other) => ({
    language: other,
    name: languageNames[other],
    tag: languageTags[other],
    to: pathIn(other),
  }));
  return {
    language,
    languageTag: languageTags[language],
    locale: socialLocales[language],
    languages: inEach,
    // A translated page offers no English: its notice links the original, and
    // two prompts to leave the page would be one too many.
    offers: inEach
      .filter((version) => version.language !== language)
      .filter((version) => language === "en" || version.language !== "en")
      .map((version) => ({
        ...version,
        words: contentIn(version.language).interfaceText.languageSuggestion,
      })),
    translation: language === "en" ? null : translationState(language, page?.key, pathIn("en")),
  };
}

/** The translation notice of a page, as its translation review is recorded (app/reviews/reviews.ts). */
function translationState(
  language: Exclude<Language, "en">,
  pageKey: string | undefined,
  original: string,
): NonNullable<SiteFacts["translation"]> {
  const review = reviewOf(language, unitOfPage(pageKey ?? notFoundKey), "translation");
  if (!review || review.state === "missing") {
    return { state: "awaiting", date: dateText(translatedOn[language], language), original };
  }
  return { state: review.state, name: review.by, date: dateText(review.on, language), original };
}
