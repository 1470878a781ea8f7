// The site's languages without the content (facts.ts reads it), for a
// process that only opens the message store.
export {
  type Language,
  formatLocales,
  languageNamesInEnglish,
  languages,
} from "#app/content-loader/translated.ts";
