// The site's languages, as the server's modules that need nothing else of
// the practice take them (the message store): this file reads no content,
// so a process that only opens the store does not read every language's
// files first, as an import of facts.ts would.
export {
  type Language,
  formatLocales,
  languageNamesInEnglish,
  languages,
} from "#app/content-loader/translated.ts";
