// The release gate: `npm run build:release` runs it before the build, and
// the deploy recipe builds with it. It refuses while any page, in any
// language, lacks a medical, translation or legal review recorded against
// its words as they are, or while any fact is still marked PLACEHOLDER,
// and lists each gap. The everyday build (`npm run build`), `npm start`
// and the tests build drafts as they are.
import { placeholderGaps, reviewGaps } from "./review-table.ts";

const gaps = [...reviewGaps(), ...placeholderGaps()];
if (gaps.length > 0) {
  console.error(`The site cannot go live yet: ${gaps.length} gaps.\n`);
  const width = Math.max(...gaps.map((gap) => gap.where.length));
  for (const gap of gaps) console.error(`  ${gap.where.padEnd(width)}  ${gap.what}`);
  console.error(
    '\nRecord each review with `npm run content:review` and confirm each placeholder (README, "Before launch").',
  );
  process.exit(1);
}
console.log("Release gate: every page reviewed as it reads now, and no placeholder left.");
