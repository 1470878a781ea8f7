// The release gate (`npm run release:check`, run by `npm run build:release` and the deploy
// recipe): it refuses while any gap of review-table.ts remains, listing each under who must act.
// The everyday build, `npm start` and the tests build the drafts as they are.
import { isDraftBuild } from "#app/page-list/draft.ts";
import { commandLine } from "#server/commands/command-line.ts";
import { gapReport, launchGaps } from "./review-table.ts";

commandLine(`Usage: npm run release:check
Lists every gap that keeps the site from going live (a review, a mark, a photo); exit 1 while any remains.`);

// A draft's preview says on every page that it is a draft; a release never does.
if (isDraftBuild()) {
  console.error(
    "SITE_DRAFT=1 is set: that build is a draft's preview, and every page would say it is a draft. Build the release without it.",
  );
  process.exit(1);
}

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
