// The release gate: `npm run build:release` runs it before the build, and
// the deploy recipe builds with it. It refuses while any page lacks a review
// recorded against its words as they are (medical and legal of the English,
// translation of the others), while any mark of a content file is open (a
// placeholder, a passage for counsel, a figure for the physician), or while
// a photograph is missing, and lists each gap under who must act. The
// everyday build (`npm run build`), `npm start` and the tests build drafts
// as they are.
import { gapReport, launchGaps } from "./review-table.ts";

const gaps = launchGaps();
if (gaps.length > 0) {
  console.error(gapReport(gaps));
  console.error(
    '\nRecord each review with `npm run content:review`, and confirm each mark (README, "Before launch").',
  );
  process.exit(1);
}
console.log(
  "Release gate: every page reviewed as it reads now, no mark open and every photo given.",
);
