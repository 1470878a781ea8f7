// `npm run content:po`: a language's words out to a PO file (gettext) for a
// translator's tool, and the translated file back in.
//
//   npm run content:po -- export --language ru [--page condition/migraine] [--changed] [--file F]
//   npm run content:po -- import --language ru [--file translations/ru.po]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { commandLine } from "#server/commands/command-line.ts";
import { translations } from "#app/content-loader/translated.ts";
import { exportPo, importPo } from "./po.ts";

const usage = `Usage: npm run content:po -- export|import --language ${translations.join("|")} [--page condition/migraine] [--changed] [--file translations/ru.po]`;
const { values, positionals } = commandLine(usage, {
  allowPositionals: true,
  options: {
    language: { type: "string" },
    file: { type: "string" },
    page: { type: "string" },
    changed: { type: "boolean" },
  },
});
const [command] = positionals;
const language = values.language as (typeof translations)[number];
const problem = !["export", "import"].includes(command ?? "")
  ? "Say export or import."
  : !translations.includes(language)
    ? `--language is one of ${translations.join(", ")}.`
    : command === "import" && (values.page || values.changed)
      ? "--page and --changed are for export: an import reads the whole file."
      : undefined;
if (problem) {
  console.error(`${problem}\n${usage}`);
  process.exit(2);
}
const part = values.page ? `.${values.page.replace(/\//g, ".")}` : values.changed ? ".changed" : "";
const file = values.file ?? `translations/${language}${command === "export" ? part : ""}.po`;
try {
  if (command === "export") {
    const result = exportPo(language, { page: values.page, changed: values.changed });
    const { untranslated, fuzzy, translated, reviewed } = result.counts;
    const pages = `${result.files} ${result.files === 1 ? "file" : "files"}`;
    if (result.entries === 0) {
      console.log(`Nothing to write: every sentence has a translation whose English is unchanged.`);
    } else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, result.text);
      console.log(
        `Wrote ${file}: ${result.entries} entries from ${pages} in English and ${language}; ${untranslated} without a translation, ${fuzzy} fuzzy (the English changed since the translation), ${translated} translated, ${reviewed} reviewed.`,
      );
    }
    for (const warning of result.warnings) console.log(`  Note: ${warning}`);
  } else {
    const result = importPo(language, readFileSync(file, "utf8"), { name: file });
    console.log(
      `Read ${result.entries} entries of ${result.files} ${result.files === 1 ? "file" : "files"} (${result.left} without a translation or fuzzy, left as they are); ${result.changed} changed in ${result.written.length} files.`,
    );
    for (const written of result.written) console.log(`  ${written}`);
    for (const warning of result.warnings) console.log(`  Note: ${warning}`);
    console.log(
      "Check the words with `npm test`; each changed page now needs its translation review again.",
    );
  }
} catch (error) {
  const { code, path } = error as NodeJS.ErrnoException;
  const missing = code === "ENOENT" && path === file;
  console.error(
    missing
      ? `No file ${file}: name the translated file with --file (npm run content:po -- import --language ${language} --file <file>).`
      : (error as Error).message,
  );
  process.exit(1);
}
