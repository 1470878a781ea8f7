// `npm run content:xliff`: a language's words out to XLIFF 2.0 for a
// translator's tool, and the translated file back in.
//
//   npm run content:xliff -- export --language ru [--file translations/ru.xlf]
//   npm run content:xliff -- import --language ru --file translations/ru.xlf
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { type Language, languages } from "#app/content/translated.ts";
import { exportXliff, importXliff } from "./xliff.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { language: { type: "string" }, file: { type: "string" } },
});
const [command] = positionals;
const language = values.language as Language;
if (
  !["export", "import"].includes(command ?? "") ||
  !language ||
  language === "en" ||
  !languages.includes(language)
) {
  console.error(
    "Usage: npm run content:xliff -- export|import --language ru|es|zh [--file translations/ru.xlf]",
  );
  process.exit(2);
}
const file = values.file ?? `translations/${language}.xlf`;
if (command === "export") {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await exportXliff(language));
  console.log(`Wrote ${file}: every page's words in English and ${language}, one unit a sentence.`);
} else {
  const result = await importXliff(language, readFileSync(file, "utf8"));
  console.log(
    `Read ${result.units} units of ${result.files} pages; ${result.changed} changed in ${result.written.length} files.`,
  );
  for (const written of result.written) console.log(`  ${written}`);
  console.log(
    "Check the words with `npm test`; each changed page now needs its translation review again.",
  );
}
