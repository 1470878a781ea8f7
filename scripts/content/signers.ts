// Who may sign which review (content/reviewers.yaml), held to what git has: a signature the
// editor saves (content/reviews/signed/<language>/) counts only when the commit that added or
// changed it is by the GitHub login of a reviewer allowed to sign that review, and its `by` is
// that reviewer's name. docs/operations.md, "Who signed", says how CI runs it:
//   node scripts/content/signers.ts check <base> <head> <commits.json>
//   node scripts/content/signers.ts codeowners > .github/CODEOWNERS
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import * as z from "zod";
import { type ContentFile, parseContent, readContentFile } from "#app/content-loader/files.ts";
import { translations } from "#app/content-loader/translated.ts";
import type { ReviewKind } from "#app/reviews/review-units.ts";

/** What a reviewer may sign: the medical or legal review of the English, or one language's translations. */
const signable = [
  ...(["medical", "legal"] satisfies ReviewKind[]),
  ...translations.map((each) => `translation-${each}`),
];

const reviewersFile = z.strictObject({
  reviewers: z.array(
    z.strictObject({
      name: z.string().trim().min(1, "write the name as a signature's `by` writes it"),
      login: z
        .string()
        .regex(
          /^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}$/,
          "a GitHub login: letters, digits and single hyphens, as in github.com/<login>",
        ),
      signs: z
        .array(z.enum(signable, { error: `a review is one of: ${signable.join(", ")}` }))
        .min(1, "name the reviews they may sign"),
    }),
  ),
});

/** A reviewer of the list; `placeholder` while a mark on them is open (they sign nothing yet). */
type Reviewer = { name: string; login: string; signs: string[]; placeholder: boolean };

export const reviewersFilePath = "reviewers.yaml";

/** The reviewers of the list, checked; a mistake throws with its line. */
export function reviewersOf(file: ContentFile): Reviewer[] {
  return parseContent(reviewersFile, file).reviewers.map((reviewer, index) => ({
    ...reviewer,
    placeholder: file.marks.some(
      (mark) =>
        mark.status === "open" &&
        (mark.field === `reviewers.${index}` || mark.field.startsWith(`reviewers.${index}.`)),
    ),
  }));
}

/**
 * .github/CODEOWNERS: a review recorded on paper approved by those who sign that language, the
 * list by those who sign medical reviews; the editor's signatures, bound to their logins, no one.
 */
export function codeOwners(reviewers: readonly Reviewer[]): string {
  const owners = (...kinds: string[]) => {
    const signs = (one: Reviewer) =>
      !kinds.length || kinds.some((kind) => one.signs.includes(kind));
    return [...new Set(reviewers.filter(signs).map((each) => `@${each.login}`))].join(" ");
  };
  const translators = translations.map(
    (language) => `/content/reviews/${language}.yaml ${owners(`translation-${language}`)}`,
  );
  return [
    "# Who must approve a change to the reviews: written from content/reviewers.yaml by",
    "#   node scripts/content/signers.ts codeowners > .github/CODEOWNERS",
    "# (scripts/content/signers.test.ts holds this file to the list). The last line that matches wins.",
    "# content/reviews/signed/ has no owner: scripts/content/signers.ts holds each signature to its",
    "# reviewer's login, and its author, who opens the pull request, could not approve it.",
    `/content/reviews/ ${owners()}`,
    `/content/reviews/en.yaml ${owners("medical", "legal")}`,
    ...translators,
    "/content/reviews/signed/",
    `/content/reviewers.yaml ${owners("medical")}`,
    `/.github/CODEOWNERS ${owners("medical")}`,
    "",
  ].join("\n");
}

const git = (root: string, ...args: string[]) =>
  execFileSync("git", ["-C", root, ...args], { encoding: "utf8", stdio: "pipe" });

/** The list as a commit has it, read as any content file (its marks too). */
function reviewersAt(root: string, commit: string): Reviewer[] {
  let text: string;
  try {
    text = git(root, "show", `${commit}:content/${reviewersFilePath}`);
  } catch {
    throw new Error(
      `content/${reviewersFilePath} is not in ${commit}: signatures are checked against the list the change starts from.`,
    );
  }
  const folder = mkdtempSync(join(tmpdir(), "reviewers-"));
  try {
    writeFileSync(join(folder, reviewersFilePath), text);
    return reviewersOf(readContentFile(reviewersFilePath, folder));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Each commit's author login, from GitHub's list of commits: a comparison's `commits`, or a pull request's. */
export function loginsOf(json: unknown): Map<string, string> {
  type Listed = { sha: string; author?: { login?: string } | null };
  const list: Listed[] = Array.isArray(json) ? json : (json as { commits: Listed[] }).commits;
  return new Map(list.map((each) => [each.sha, each.author?.login ?? ""]));
}

/** Why a signature added by `login` does not count, or nothing when it does. */
function faultOf(signature: unknown, login: string | undefined, reviewers: readonly Reviewer[]) {
  if (login === undefined) return "this commit is not in the list of commits given";
  if (login === "")
    return "GitHub knows no account for this commit's author (its e-mail is no account's)";
  const { by, kind, language } = (signature ?? {}) as Record<string, unknown>;
  const review = kind === "translation" ? `translation-${String(language)}` : String(kind);
  const theirs = reviewers.filter((each) => each.login.toLowerCase() === login.toLowerCase());
  if (theirs.length === 0) return `${login} is not a reviewer in content/${reviewersFilePath}`;
  const allowed = theirs.filter((each) => each.signs.includes(review));
  if (allowed.length === 0) {
    return `${login} may not sign a ${review} review (content/${reviewersFilePath}: ${theirs.flatMap((each) => each.signs).join(", ")})`;
  }
  const given = allowed.filter((each) => !each.placeholder);
  if (given.length === 0) {
    return `${login} is a placeholder in content/${reviewersFilePath} (its mark is open), and signs nothing yet`;
  }
  if (!given.some((each) => each.name === by)) {
    return `it says it was signed by "${String(by)}", but ${login} signs as "${given[0]?.name}"`;
  }
  return undefined;
}

/**
 * Every fault of the signatures the commits of `base`..`head` added or
 * changed, one line each: the file, the commit and why it does not count.
 */
export function signatureFaults(
  root: string,
  base: string,
  head: string,
  logins: ReadonlyMap<string, string>,
): string[] {
  let reviewers: Reviewer[] | undefined;
  const diffTree = ["-r", "-c", "--root", "--no-commit-id", "--name-only", "--diff-filter=AM"];
  const commits = git(root, "rev-list", "--reverse", `${base}..${head}`).split("\n");
  return commits.filter(Boolean).flatMap((commit) =>
    // -c: a merge counts only for what it changed itself, not what it brought in.
    git(root, "diff-tree", ...diffTree, commit, "--", "content/reviews/signed/")
      .split("\n")
      .filter((file) => file.endsWith(".yaml"))
      .flatMap((file) => {
        reviewers ??= reviewersAt(root, base);
        let signature: unknown;
        try {
          signature = parse(git(root, "show", `${commit}:${file}`));
        } catch {
          return [`${file} (commit ${commit.slice(0, 12)}): not a signature the editor writes`];
        }
        const fault = faultOf(signature, logins.get(commit), reviewers);
        return fault ? [`${file} (commit ${commit.slice(0, 12)}): ${fault}`] : [];
      }),
  );
}

if (import.meta.main) {
  const [command, base, head, commitsFile] = process.argv.slice(2);
  try {
    if (command === "codeowners") {
      process.stdout.write(codeOwners(reviewersOf(readContentFile(reviewersFilePath))));
    } else if (command === "check" && base && head && commitsFile) {
      const logins = loginsOf(JSON.parse(readFileSync(commitsFile, "utf8")));
      const faults = signatureFaults(process.cwd(), base, head, logins);
      for (const fault of faults) console.error(fault);
      if (faults.length > 0) process.exit(1);
      console.log(
        `Signatures of ${base.slice(0, 12)}..${head.slice(0, 12)}: each by its reviewer.`,
      );
    } else {
      console.error(
        "Use: node scripts/content/signers.ts check <base> <head> <commits.json> | codeowners",
      );
      process.exit(2);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
