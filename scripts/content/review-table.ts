// What still stands between the drafts and launch: every review a page needs that is not
// recorded against its words as they are, every open mark of a content file (`marks:`) and every
// photograph not given yet, each under who must act: the practice, the physician, counsel or one
// language's translator. `npm run content:status` prints the reviews; the release gate
// (release-gate.ts) refuses to build while any gap remains.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { type MarkKind, contentFolder, readContentFile } from "#app/content-loader/files.ts";
import { photoGaps } from "#app/content-loader/photos.ts";
import { type ReviewKind, collections, reviewUnits, unitKind } from "#app/reviews/review-units.ts";
import {
  type Language,
  type Translation,
  languageNamesInEnglish,
  translations,
} from "#app/content-loader/translated.ts";
import { type ReviewState, siteReviewStatus } from "#app/reviews/reviews.ts";

export const projectRoot = join(import.meta.dirname, "..", "..");

/** A review's state in words, for the terminal, the report and the gate. */
export const stateText = (review: ReviewState): string =>
  review.state === "missing"
    ? "missing"
    : review.state === "current"
      ? `current (${review.by}, ${review.on})`
      : `outdated: the ${review.state === "changed" ? "words" : "English"} changed after ${review.by}'s review of ${review.on}`;

/** Who must act on a gap: the practice, the physician, counsel, or a language's translator. */
type Who = "practice" | "physician" | "counsel" | `translator-${Translation}`;

/** A gap: who acts, on which page or file as a person knows it, where (the file and line, or the page's key in a language), and what to do. */
type Gap = { who: Who; page: string; where: string; what: string };

/** Each group of the gate, in the order it prints them, with its heading. */
const groups: { who: Who; heading: string; task: string }[] = [
  {
    who: "practice",
    heading: "The practice",
    task: "Give each real fact and photo, then set its mark's status to confirmed.",
  },
  {
    who: "physician",
    heading: "The physician",
    task: "Review each English page (npm run content:packet prints it) and confirm each figure; the translations are signed by their translators.",
  },
  {
    who: "counsel",
    heading: "Counsel",
    task: "Approve each English notice and each marked passage; the translations follow the English.",
  },
  ...translations.map((language) => ({
    who: `translator-${language}` as Who,
    heading: `The ${languageNamesInEnglish[language]} translator`,
    task: `Check that each ${languageNamesInEnglish[language]} page says what the English says, and sign its packet.`,
  })),
];

const markOwner: Record<MarkKind, Who> = {
  placeholder: "practice",
  template: "counsel",
  "physician-to-confirm": "physician",
  permission: "practice",
};

const reviewer: Partial<Record<ReviewKind, Who>> = { medical: "physician", legal: "counsel" };

/** Every review a page needs that is not recorded against its words as they are. */
function reviewGaps(titles: Map<string, string>): Gap[] {
  return siteReviewStatus().flatMap(({ language, unit, reviews }) =>
    reviews
      .filter((review) => review.state !== "current")
      .map((review) => ({
        who: reviewer[review.kind] ?? (`translator-${language}` as Who),
        page:
          language === "en" ? unit.title : `${unit.title} (${titles.get(unit.key) ?? unit.key})`,
        where: `${language} ${unit.key}`,
        what: `${review.kind[0]?.toUpperCase()}${review.kind.slice(1)} review ${stateText(review)}.`,
      })),
  );
}

/**
 * A content file's name as a person knows it: its page's title (content/<folder>/<language>/
 * <name>.yaml, a main page's folder page/<page>), or what the file holds, with its language.
 */
function pageOf(file: string, titles: Map<string, string>): string {
  const parts = file.replace(/\.yaml$/, "").split("/");
  const [folder = "", language = "", name] = [parts[0], parts.at(-2), parts.at(-1)];
  const key = collections.some((each) => each === folder)
    ? `${unitKind(folder)}/${name}`
    : folder === "page"
      ? name
      : folder;
  const title =
    { practice: "The practice's facts", reviewers: "Who signs the reviews" }[folder] ??
    titles.get(key ?? "") ??
    file;
  return language && language !== "en" && folder !== "practice" && folder !== "interface"
    ? `${title} (${languageNamesInEnglish[language as Language] ?? language})`
    : title;
}

/** Every open mark of the content files: a fact to give, a passage to approve, a figure to confirm. */
export function markGaps(
  folder = contentFolder(),
  titles = new Map(reviewUnits("en").map((unit) => [unit.key, unit.title])),
): Gap[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".yaml"))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith("reviews/"))
    .sort()
    .flatMap((file) => {
      const read = readContentFile(file, folder);
      return read.marks
        .filter((mark) => mark.status === "open")
        .map((mark) => ({
          who: markOwner[mark.kind],
          page: pageOf(file, titles),
          where: `${read.file}, line ${(mark.field && read.lines[mark.field]) || mark.line}${mark.field ? ` (${mark.field})` : ""}`,
          what: mark.note,
        }));
    });
}

export function launchGaps(): Gap[] {
  const titles = new Map(reviewUnits("en").map((unit) => [unit.key, unit.title]));
  return [
    ...markGaps(contentFolder(), titles),
    ...photoGaps().map((gap) => ({ who: "practice" as const, page: "Photographs", ...gap })),
    ...reviewGaps(titles),
  ];
}

/** The gaps as the gate prints them: grouped by who acts, with counts, each sentence whole. */
export function gapReport(gaps: readonly Gap[]): string {
  const lines = [`The site cannot go live yet: ${gaps.length} gaps.`];
  for (const group of groups) {
    const own = gaps.filter((gap) => gap.who === group.who);
    if (own.length === 0) continue;
    lines.push("", `${group.heading}: ${own.length}`, `  ${group.task}`);
    for (const page of [...new Set(own.map((gap) => gap.page))]) {
      lines.push(`  ${page}`);
      for (const gap of own.filter((each) => each.page === page)) {
        lines.push(`    - ${gap.what}`, `      ${gap.where}`);
      }
    }
  }
  return lines.join("\n");
}
