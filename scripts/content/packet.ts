// `npm run content:packet -- --page condition/migraine [--language ru]`: a printable review
// packet of one page (reports/review-<page>-<language>.html). Its words are numbered paragraph by
// paragraph in page order, the order of the English content file's fields (the site reads them in
// another: a translation laid over its English, a condition's fields as its schema lists them);
// a translation stands beside its English. Then the page's sources, and a sign-off block per
// review the page needs, with the fingerprint of the words signed, which `content:review` records.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { type ReviewUnit, reviewUnits, writtenWords } from "#app/reviews/review-units.ts";
import {
  type Language,
  languageNamesInEnglish,
  languageTags,
  languages,
} from "#app/content-loader/translated.ts";
import { fingerprint } from "#app/reviews/reviews.ts";
import { commandLine } from "#server/commands/command-line.ts";
import { escapeHtml } from "#app/contact/receipt.ts";
import { noPageNamed } from "./review.ts";
import { projectRoot } from "./review-table.ts";

/** Fields a reader does not read as words: addresses, slugs, icons. */
const notRead = new Set(["icon", "updated", "slug", "to", "href", "treatmentSlugs", "e164"]);

/** Rows no reader reads: a numeric claim's source, an id ("ichd3") its text is checked against. */
const notListed = /(?:^|\.)numericClaims\.\d+\.source$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

/**
 * Every sentence of a unit's words, with where it sits ("faqs.2.answer"); the fields of an object
 * in the order `model` (the English content file's data) has them, those it lacks after them, and
 * a list's items beside the English item of the same id, or else at the same place.
 */
function paragraphsOf(
  words: unknown,
  path = "",
  model?: unknown,
): { path: string; text: string }[] {
  if (typeof words === "string" || typeof words === "number")
    return [{ path, text: String(words) }];
  if (!words || typeof words !== "object") return [];
  const order = isRecord(model) ? Object.keys(model) : [];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const like = (key: string, item: unknown) => {
    if (!Array.isArray(words)) return isRecord(model) ? model[key] : undefined;
    if (!Array.isArray(model)) return undefined;
    const id = (item as { id?: unknown } | undefined)?.id;
    const same = model.find((each) => id !== undefined && (each as { id?: unknown })?.id === id);
    return same ?? model[Number(key)];
  };
  return Object.entries(words)
    .filter(([key, value]) => !notRead.has(key) && typeof value !== "function")
    .sort(([a], [b]) => rank(a) - rank(b))
    .flatMap(([key, value]) =>
      paragraphsOf(value, path ? `${path}.${key}` : key, like(key, value)),
    );
}

/** The paragraphs a packet of a review unit lists, in page order. */
export function packetParagraphs(unit: ReviewUnit): { path: string; text: string }[] {
  return paragraphsOf(unit.words, "", writtenWords("en", unit.key).data).filter(
    ({ path }) => !notListed.test(path),
  );
}

if (import.meta.main) {
  const usage = `Usage: npm run content:packet -- --page condition/migraine [--language ${languages.join("|")}]
Writes a printable review packet of one page in one language (English if not given) to reports/.`;
  const { values } = commandLine(usage, {
    options: { page: { type: "string" }, language: { type: "string", default: "en" } },
  });
  const language = values.language as Language;
  if (!languages.includes(language)) {
    console.error(`--language must be one of ${languages.join(", ")}.`);
    process.exit(2);
  }
  const units = reviewUnits(language);
  const find = (list: ReviewUnit[]) => list.find((unit) => unit.key === values.page);
  const unit = find(units);
  const english = find(reviewUnits("en"));
  if (!unit || !english) {
    const keys = units.map((each) => each.key);
    console.error(noPageNamed(values.page ?? "", keys, "--page"));
    process.exit(2);
  }

  const translated = language !== "en";
  const englishParagraphs = new Map(
    paragraphsOf(english.words).map((each) => [each.path, each.text]),
  );
  const paragraphs = packetParagraphs(unit);
  const rows = paragraphs
    .map(
      ({ path, text }, index) =>
        `<tr><td class="n">${index + 1}</td><td class="where"><code>${escapeHtml(path)}</code></td>${
          translated ? `<td lang="en">${escapeHtml(englishParagraphs.get(path) ?? "")}</td>` : ""
        }<td>${escapeHtml(text)}</td></tr>`,
    )
    .join("\n");
  const sources = (
    english.words as { sources?: { title: string; publisher: string; year?: number }[] }
  ).sources;
  const signOffs = unit.kinds
    .map(
      (kind) => `<section class="sign"><h3>${kind[0]?.toUpperCase()}${kind.slice(1)} review</h3>
<p>I have read every paragraph above${kind === "translation" ? " against its English" : ""} and approve these words for publication.</p>
<p>Words: <code>${fingerprint(unit.signs)}</code>${kind === "translation" ? `; English: <code>${fingerprint(english.signs)}</code>` : ""}</p>
<p>Name: ______________________ &nbsp; Signature: ______________________ &nbsp; Date: ____________</p>
<p class="cmd">Recorded with: <code>npm run content:review -- --language ${language} --page ${escapeHtml(unit.key)} --kind ${kind} --by "Name" --on YYYY-MM-DD</code></p>
</section>`,
    )
    .join("\n");
  const title = `Review packet: ${unit.title} (${languageNamesInEnglish[language]})`;
  const html = `<!doctype html>
<html lang="${languageTags[language]}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:1.5rem;color:#111}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:.3rem .5rem;vertical-align:top;text-align:left}
td.n{width:2.5rem;text-align:right}td.where{width:12rem;font-size:12px;color:#444;word-break:break-all}
.sign{border:1px solid #333;padding:.5rem 1rem;margin-top:1rem;break-inside:avoid}.cmd{font-size:12px;color:#444}
@media print{body{margin:0}a{color:inherit}}
</style></head><body>
<h1 lang="en">${escapeHtml(title)}</h1>
<p lang="en">Page <code>${escapeHtml(unit.key)}</code>. Made by <code>npm run content:packet</code> from the words as they are now; a change to any word after this makes a new packet necessary.</p>
<table><thead><tr><th scope="col">#</th><th scope="col">Where</th>${translated ? '<th scope="col">English</th>' : ""}<th scope="col">${escapeHtml(languageNamesInEnglish[language])}</th></tr></thead>
<tbody>
${rows}
</tbody></table>
${sources ? `<h2 lang="en">Sources</h2><ol lang="en">${sources.map((source) => `<li>${escapeHtml(`${source.title}. ${source.publisher}${source.year ? `, ${source.year}` : ""}.`)}</li>`).join("")}</ol>` : ""}
<h2 lang="en">Sign-off</h2>
<div lang="en">${signOffs || "<p>This page needs no review in this language.</p>"}</div>
</body></html>
`;
  const file = join(
    projectRoot,
    "reports",
    `review-${unit.key.replace("/", "-")}-${language}.html`,
  );
  mkdirSync(join(projectRoot, "reports"), { recursive: true });
  writeFileSync(file, html);
  console.log(`Packet: ${relative(process.cwd(), file)} (${paragraphs.length} paragraphs)`);
}
