// The review state of every page in every language, for the content
// commands: `npm run content:status` prints it and writes it as HTML, and
// the release gate (release-gate.ts) refuses to build while any of it is
// not current.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { type ReviewState, type UnitStatus, siteReviewStatus } from "#app/lib/reviews.server.ts";

export const projectRoot = join(import.meta.dirname, "..", "..");

/** A review's state in words, for the terminal, the report and the gate. */
export function stateText(review: ReviewState): string {
  switch (review.state) {
    case "missing":
      return "missing";
    case "current":
      return `current (${review.by}, ${review.on})`;
    case "changed":
      return `outdated: the words changed after ${review.by}'s review of ${review.on}`;
    case "english-changed":
      return `outdated: the English changed after ${review.by}'s review of ${review.on}`;
  }
}

export type Gap = { where: string; what: string };

/** Every review a page needs that is not recorded against its words as they are. */
export function reviewGaps(status: readonly UnitStatus[] = siteReviewStatus()): Gap[] {
  return status.flatMap(({ language, unit, reviews }) =>
    reviews
      .filter((review) => review.state !== "current")
      .map((review) => ({
        where: `${language} ${unit.key}`,
        what: `${review.kind} review ${stateText(review)}`,
      })),
  );
}

function filesUnder(folder: string, extension: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

/**
 * Every fact still marked PLACEHOLDER in the words and facts: the practice's
 * name, phone, plans and the rest that the spec does not give, each marked
 * where it is written until the practice confirms it.
 */
export function placeholderGaps(root = projectRoot): Gap[] {
  const files = [
    ...filesUnder(join(root, "app", "content"), ".ts"),
    ...filesUnder(join(root, "content"), ".yaml"),
  ].sort();
  return files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) => {
        // A mark is "PLACEHOLDER:" or "PLACEHOLDER, confirm before launch:"; a
        // sentence that only speaks of the marks is not one.
        const at = line.search(/PLACEHOLDER[:,]/);
        if (at < 0) return [];
        const what = line
          .slice(at + "PLACEHOLDER".length)
          .replace(/^[,:]?\s*(confirm before launch:?)?\s*/i, "")
          .replace(/\*\/\s*$/, "")
          .trim();
        return [
          {
            where: `${relative(root, file)}:${index + 1}`,
            what: `placeholder${what ? `: ${what}` : ""}`,
          },
        ];
      }),
  );
}
