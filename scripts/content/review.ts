// `npm run content:review`: records a review of one page in one language,
// with the date and the fingerprint of the words as they are now:
//
//   npm run content:review -- --language ru --page condition/migraine \
//     --kind translation --by "Irina Petrova" [--on 2026-12-02]
//
// It writes content/reviews/<language>.yaml, keeping its comments. Run it
// after the reviewer has signed the packet (`npm run content:packet`) of
// the words as they are now: the record covers exactly those words.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Document, isMap, parseDocument } from "yaml";
import { type ReviewKind, reviewKinds } from "#app/content/review-units.ts";
import { type Language, languages } from "#app/content/translated.ts";
import { recordFor, recordsFileOf } from "#app/lib/reviews.server.ts";
import { projectRoot } from "./review-table.ts";

const usage =
  'Usage: npm run content:review -- --language ru --page condition/migraine --kind medical|translation|legal --by "Name" [--on YYYY-MM-DD]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    language: { type: "string" },
    page: { type: "string" },
    kind: { type: "string" },
    by: { type: "string" },
    on: { type: "string", default: new Date().toISOString().slice(0, 10) },
  },
});
const { language, page, kind, by, on } = values;
if (!language || !languages.includes(language as Language)) {
  fail(`--language must be one of ${languages.join(", ")}.`);
}
if (!page) fail("--page names the page, as `npm run content:status` lists it.");
if (!kind || !reviewKinds.includes(kind as ReviewKind)) {
  fail(`--kind must be one of ${reviewKinds.join(", ")}.`);
}
if (!by) fail("--by names who reviewed it.");

let record;
try {
  record = recordFor(language as Language, page, kind as ReviewKind, by, on);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const file = join(projectRoot, recordsFileOf(language as Language));
const document: Document = parseDocument(readFileSync(file, "utf8"));
if (!isMap(document.contents)) document.contents = document.createNode({});
// The empty file is written `{}`; records go in block style, one field a line.
if (isMap(document.contents)) document.contents.flow = false;
document.setIn([page, kind], record);
writeFileSync(file, String(document));
console.log(
  `Recorded in ${recordsFileOf(language as Language)}: ${page}, ${kind} review by ${by} on ${on}.`,
);
