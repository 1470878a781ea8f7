// `npm run content:review -- --language ru --page condition/migraine --kind translation
// --by "Irina Petrova" [--on 2026-12-02]`: records a review of one page in one language in
// content/reviews/<language>.yaml (its comments kept), with the date, the fingerprint of the words
// as they are now and the commit that holds them, when they are committed. Run it once the
// reviewer has signed the packet (`npm run content:packet`) of those words. A command given
// wrongly is answered in one line that says what to write.
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { type Document, isMap, parseDocument } from "yaml";
import { type ReviewKind, reviewKinds, reviewUnits } from "#app/reviews/review-units.ts";
import { type Language, languages } from "#app/content-loader/translated.ts";
// The practice is in Brooklyn: a review recorded there this evening is dated today, not tomorrow (UTC).
import { practiceDate } from "#app/contact/practice-time.ts";
import { contentFolder } from "#app/content-loader/files.ts";
import { recordFor, recordsFile } from "#app/reviews/reviews.ts";
import { argumentsProblem, commandLine } from "#server/commands/command-line.ts";
import { projectRoot } from "./review-table.ts";
import { commitOfWords } from "./why.ts";

const usage = `Usage: npm run content:review -- --language ru --page condition/migraine --kind ${reviewKinds.join("|")} --by "Name" [--on YYYY-MM-DD]`;

const value = { type: "string" } as const;
const options = { language: value, page: value, kind: value, by: value, on: value };

/** The date a person wrote, as YYYY-MM-DD, or a message that shows how to write it. */
function reviewDate(written: string): string {
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(written);
  // 12/01/2026 or 12.01.2026 is read as the US writes it: month, day, year.
  const us = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(written);
  const date = iso
    ? written
    : `${us?.[3]}-${us?.[1]?.padStart(2, "0")}-${us?.[2]?.padStart(2, "0")}`;
  const real = new Date(`${date}T00:00:00Z`);
  const valid = !Number.isNaN(real.getTime()) && real.toISOString().startsWith(date);
  if (iso && valid) return date;
  if (iso) throw new Error(`--on ${written}: there is no such day; write the date as YYYY-MM-DD`);
  throw new Error(
    `--on ${written}: write the date as YYYY-MM-DD, e.g. ${valid ? date : "2026-12-01"}`,
  );
}

/** The page key nearest to what was written: "migraine" → "condition/migraine". */
export function nearestPage(written: string, keys: readonly string[]): string | undefined {
  const wanted = written.toLowerCase().replace(/^\/+|\/+$/g, "");
  const ending = keys.filter(
    (key) => key.endsWith(`/${wanted}`) || key.replace("/", "-") === wanted,
  );
  if (ending.length === 1) return ending[0];
  /** The edits (Levenshtein) that make `b` of `a`. */
  const distance = (a: string, b: string) => {
    let row = [...Array(b.length + 1).keys()];
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) {
        const replace = (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
        next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, replace);
      }
      row = next;
    }
    return row[b.length] ?? Number.POSITIVE_INFINITY;
  };
  const far = new Map(
    keys.map((key) => [
      key,
      Math.min(distance(wanted, key), distance(wanted, key.split("/").pop() ?? key)),
    ]),
  );
  const [best] = keys.toSorted((a, b) => (far.get(a) ?? 0) - (far.get(b) ?? 0));
  return best && (far.get(best) ?? 0) <= Math.max(2, wanted.length / 3) ? best : undefined;
}

/** The answer to a page that is none: the page nearest to it, or where the pages are listed. */
export function noPageNamed(written: string, keys: readonly string[], option: string, where = "") {
  const nearest = nearestPage(written, keys);
  return `No page is named "${written}"${where}${nearest ? `: did you mean ${option} ${nearest}?` : "; `npm run content:status` lists the pages"}`;
}

/**
 * The review a command asks to record, checked (`pageKeys`: a language's pages); a command given
 * wrongly throws an error whose message is one line saying what to write.
 */
export function reviewRequest(
  args: readonly string[],
  now = new Date(),
  pageKeys: (language: Language) => readonly string[] = (language) =>
    reviewUnits(language).map((unit) => unit.key),
) {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options,
      strict: true,
      allowPositionals: true,
      tokens: true,
    });
  } catch (error) {
    throw new Error(`${argumentsProblem(error)} ${usage}`, { cause: error });
  }
  const { values, positionals, tokens } = parsed;
  if (positionals.length > 0) {
    // A name with a space, not quoted: --by Anna Markova, MD.
    const before = tokens[tokens.findIndex((token) => token.kind === "positional") - 1];
    const option = before?.kind === "option" ? before : undefined;
    const name = option?.rawName;
    const words = [option?.value, ...positionals].filter((word) => word !== undefined).join(" ");
    throw new Error(
      name
        ? `${name} takes one value: put ${name === "--by" ? "the name" : "it"} in double quotes, like ${name} "${words}"`
        : `"${positionals.join(" ")}" follows no option: put each value after its option, like --by "Name". ${usage}`,
    );
  }
  const { language, page, kind, by, on } = values;
  if (!language || !languages.includes(language as Language)) {
    throw new Error(`--language must be one of ${languages.join(", ")}. ${usage}`);
  }
  const keys = pageKeys(language as Language);
  if (!page) {
    throw new Error(`--page names the page, as \`npm run content:status\` lists it. ${usage}`);
  }
  if (!keys.includes(page)) throw new Error(noPageNamed(page, keys, "--page", ` in ${language}`));
  if (!kind || !reviewKinds.includes(kind as ReviewKind)) {
    throw new Error(`--kind must be one of ${reviewKinds.join(", ")}. ${usage}`);
  }
  if (!by?.trim())
    throw new Error(`--by names who reviewed it, like --by "Anna Markova, MD". ${usage}`);
  return {
    language: language as Language,
    page,
    kind: kind as ReviewKind,
    by: by.trim(),
    on: on === undefined ? practiceDate(now) : reviewDate(on),
  };
}

/** Records the review in content/reviews/<language>.yaml (of SITE_CONTENT_DIR, if set) and says so. */
function record({ language, page, kind, by, on }: ReturnType<typeof reviewRequest>): string {
  // The commit whose words are those signed, for `content:status --why` to compare with later.
  const commit = commitOfWords(language, page, projectRoot);
  const entry = { ...recordFor(language, page, kind, by, on), ...(commit ? { commit } : {}) };
  const file = join(contentFolder(), recordsFile(language));
  const document: Document = parseDocument(readFileSync(file, "utf8"));
  if (!isMap(document.contents)) document.contents = document.createNode({});
  // The empty file is written `{}`; records go in block style, one field a line.
  if (isMap(document.contents)) document.contents.flow = false;
  document.setIn([page, kind], entry);
  writeFileSync(file, String(document));
  const shown = relative(projectRoot, file);
  return `Recorded in ${shown.startsWith("..") ? file : shown}: ${page}, ${kind} review by ${by} on ${on}.`;
}

if (import.meta.main) {
  // --help, and an option it does not take; reviewRequest says what else is wrong.
  commandLine(usage, { options, allowPositionals: true });
  try {
    console.log(record(reviewRequest(process.argv.slice(2))));
  } catch (error) {
    // One line, the message only: the person can act on it; a stack they cannot.
    console.error(error instanceof Error ? error.message.split("\n")[0] : String(error));
    process.exit(2);
  }
}
