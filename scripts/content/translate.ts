// `npm run content:xliff`: a language's words out to XLIFF 2.0 for a
// translator's tool, and the translated file back in.
//
//   npm run content:xliff -- export --language ru [--page condition/migraine] [--changed] [--file F]
//   npm run content:xliff -- import --language ru [--file translations/ru.xlf]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { type Language, languages } from "#app/content-loader/translated.ts";
import { exportXliff, importXliff } from "./xliff.ts";

const usage =
  "Usage: npm run content:xliff -- export|import --language ru|es|zh [--page condition/migraine] [--changed] [--file translations/ru.xlf]";
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      language: { type: "string" },
      file: { type: "string" },
      page: { type: "string" },
      changed: { type: "boolean" },
    },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const [command] = positionals;
const language = values.language as Language;
if (
  !["export", "import"].includes(command ?? "") ||
  !language ||
  language === "en" ||
  !languages.includes(language) ||
  (command === "import" && (values.page || values.changed))
) {
  console.error(usage);
  process.exit(2);
}
const part = values.page ? `.${values.page.replace(/\//g, ".")}` : values.changed ? ".changed" : "";
const file = values.file ?? `translations/${language}${command === "export" ? part : ""}.xlf`;
try {
  if (command === "export") {
    const result = exportXliff(language, { page: values.page, changed: values.changed });
    const { initial, translated, reviewed } = result.states;
    const pages = `${result.files} ${result.files === 1 ? "file" : "files"}`;
    if (result.units === 0) {
      console.log(`Nothing to write: every sentence has a translation whose English is unchanged.`);
    } else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, result.xml);
      console.log(
        `Wrote ${file}: ${result.units} units in ${pages} in English and ${language}; ${initial} without a translation, ${result.states["english-changed"]} whose English changed since the translation (state initial, subState site:english-changed), ${translated} translated, ${reviewed} reviewed.`,
      );
    }
    for (const warning of result.warnings) console.log(`  Note: ${warning}`);
  } else {
    const result = importXliff(language, readFileSync(file, "utf8"), { name: file });
    console.log(
      `Read ${result.units} units in ${result.files} ${result.files === 1 ? "file" : "files"} (${result.untranslated} without a translation, left as they are); ${result.changed} changed in ${result.written.length} files.`,
    );
    for (const written of result.written) console.log(`  ${written}`);
    for (const warning of result.warnings) console.log(`  Note: ${warning}`);
    console.log(
      "Check the words with `npm test`; each changed page now needs its translation review again.",
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
