// `npm run content:status`: the state of every review (`usage`, below), printed and written as an
// HTML report a reviewer can open; `--why <page>` prints why.ts's answer instead.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { reviewKinds } from "#app/reviews/review-units.ts";
import { languages } from "#app/content-loader/translated.ts";
import { recordsIn, siteReviewStatus } from "#app/reviews/reviews.ts";
import { escapeHtml } from "#app/contact/receipt.ts";
import { commandLine } from "#server/commands/command-line.ts";
import { noPageNamed } from "./review.ts";
import { markGaps, projectRoot, stateText } from "./review-table.ts";
import { changedSince } from "./why.ts";

const usage = `Usage: npm run content:status [-- --html <file>] [-- --why <page>]
Lists every page, language and review kind with its state (missing, current, or outdated since
when), and writes the same as an HTML report (default: reports/content-status.html).
--why <page> (condition/migraine) prints, for each review of the page that is not current, the
words that changed since it was signed, place by place.`;

const { values } = commandLine(usage, {
  options: {
    html: { type: "string", default: join(projectRoot, "reports", "content-status.html") },
    why: { type: "string" },
  },
});

const status = siteReviewStatus();
/** Each page's status in each language, in the order of the pages and of the languages. */
const pages = Map.groupBy(status, (each) => each.unit.key);

if (values.why !== undefined) {
  const key = values.why;
  if (!pages.has(key)) {
    console.error(noPageNamed(key, [...pages.keys()], "--why"));
    process.exit(2);
  }
  for (const { language, reviews } of pages.get(key) ?? []) {
    for (const review of reviews) {
      console.log(`${key} ${language} ${review.kind}: ${stateText(review)}`);
      const record = recordsIn(language)[key]?.[review.kind];
      if (review.state === "missing" || review.state === "current" || !record) continue;
      const {
        commit,
        changes,
        language: of,
      } = changedSince(language, key, record, review.state, projectRoot);
      const whose = of === language ? "" : ` (the English, ${of})`;
      const places = `${changes.length} ${changes.length === 1 ? "place" : "places"}`;
      console.log(
        commit
          ? `  Signed at commit ${commit.slice(0, 12)}; changed since${whose}: ${places}`
          : "  No commit in the repository holds the words this review signed, so the places cannot be named.",
      );
      for (const { place, then, now } of changes) {
        console.log(
          `  ${place}\n    signed: ${then ?? "(not there)"}\n    now:    ${now ?? "(not there)"}`,
        );
      }
    }
  }
  process.exit(0);
}

const states = status.flatMap((each) => each.reviews.map((review) => review.state));
const count = (one: string) => states.filter((state) => state === one).length;
const [current, missing] = [count("current"), count("missing")];
const outdated = states.length - current - missing;

for (const [key, units] of pages) {
  console.log(key);
  for (const { language, text, reviews } of units) {
    const states = reviews.map((review) => `${review.kind}: ${stateText(review)}`);
    console.log(`  ${language}  ${text}  ${states.join("; ") || "no review needed"}`);
  }
}
const placeholders = markGaps();
console.log(
  `\n${current} current, ${outdated} outdated, ${missing} missing; ${placeholders.length} open marks (npm run release:check lists them).`,
);

const rows = [...pages]
  .map(([key, units]) => {
    const title = units.find((each) => each.language === "en")?.unit.title;
    const cells = languages.flatMap((language) =>
      reviewKinds.map((kind) => {
        const review = units
          .find((each) => each.language === language)
          ?.reviews.find((each) => each.kind === kind);
        if (!review) return `<td class="none">—</td>`;
        return `<td class="${review.state}">${escapeHtml(stateText(review))}</td>`;
      }),
    );
    return `<tr><th scope="row">${escapeHtml(title ?? key)}<br><code>${escapeHtml(key)}</code></th>${cells.join("")}</tr>`;
  })
  .join("\n");
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Review status of every page</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:1.5rem;color:#111}
table{border-collapse:collapse}th,td{border:1px solid #999;padding:.3rem .5rem;vertical-align:top;text-align:left}
td.current{background:#e3f4e3}td.missing{background:#fde8e8}td.changed,td.english-changed{background:#fff3cd}td.none{color:#666}
</style></head><body>
<h1>Review status of every page</h1>
<p>${current} current, ${outdated} outdated, ${missing} missing. A review counts only while the words it covered are unchanged. Made by <code>npm run content:status</code>.</p>
<table><thead><tr><th scope="col" rowspan="2">Page</th>${languages
  .map((language) => `<th scope="colgroup" colspan="${reviewKinds.length}">${language}</th>`)
  .join("")}</tr><tr>${languages
  .flatMap(() => reviewKinds.map((kind) => `<th scope="col">${kind}</th>`))
  .join("")}</tr></thead>
<tbody>
${rows}
</tbody></table>
<h2>Open marks: facts to give, passages to approve, figures to confirm</h2>
<ul>${placeholders.map((gap) => `<li>${escapeHtml(gap.page)}: ${escapeHtml(gap.what)} <code>${escapeHtml(gap.where)}</code></li>`).join("")}</ul>
</body></html>
`;
mkdirSync(dirname(values.html), { recursive: true });
writeFileSync(values.html, html);
console.log(`Report: ${relative(process.cwd(), values.html)}`);
