// "Sign a review" in the editor at /admin: what the build publishes for it
// and its collection. The build writes build/client/admin/fingerprints.json,
// every page of every language with the fingerprints a review of it signs
// now, made by the site's own review code (app/reviews/reviews.ts), so the
// editor shows a person the fingerprint of the words they read and checks
// them again at Save (scripts/editor/browser/sign-off.ts). Each signature is one file,
// content/reviews/signed/<language>/<page>-<kind>-<date>.yaml, which the
// site reads with the other records. `npm run editor` serves the fingerprints of the branch it
// publishes to, as it is now, from that branch's renderer (preview-renderer.ts).
import { spawnSync } from "node:child_process";
import { reviewKinds, reviewUnits } from "#app/reviews/review-units.ts";
import {
  type Language,
  languageNamesInEnglish,
  languages,
} from "#app/content-loader/translated.ts";
import { sitePages } from "#app/page-list/page-list.ts";
import { signedWords } from "#app/reviews/reviews.ts";
import {
  type PublishedFingerprints,
  kindLabels,
  seenField,
  signOffCollection,
} from "#scripts/editor/browser/sign-off.ts";

/**
 * The commit whose content/ the build reads, when content/ is as it holds it: none outside git,
 * with a change not committed, or with another content folder (SITE_CONTENT_DIR).
 */
export function contentCommit(): string | undefined {
  if (process.env.SITE_CONTENT_DIR) return undefined;
  const git = (...args: string[]) => spawnSync("git", args, { encoding: "utf8" });
  const head = git("rev-parse", "--verify", "HEAD");
  const changes = git("status", "--porcelain", "--", "content");
  return head.status === 0 && changes.status === 0 && changes.stdout === ""
    ? head.stdout.trim()
    : undefined;
}

/** Every page of every language with the fingerprints a review of it signs now, at `commit`. */
export function publishedFingerprints(commit?: string): PublishedFingerprints {
  const pages = sitePages();
  const english = reviewUnits("en");
  const pathOf = (key: string, language: Language) =>
    pages.find((page) => page.key === key && page.language === language)?.path;
  return {
    ...(commit ? { commit } : {}),
    pages: languages.flatMap((language) =>
      (language === "en" ? english : reviewUnits(language)).map((unit) => {
        const [path, englishPath] = [pathOf(unit.key, language), pathOf(unit.key, "en")];
        return {
          page: unit.key,
          language,
          title: unit.title,
          ...(path ? { path } : {}),
          ...(language !== "en" && englishPath ? { englishPath } : {}),
          kinds: unit.kinds,
          ...signedWords(language, unit, english),
        };
      }),
    ),
  };
}

/** The collection a review is signed in: page, language and review chosen from lists; the rest is the editor's. */
export function signOffCollectionConfig(published: PublishedFingerprints) {
  const english = published.pages.filter((page) => page.language === "en");
  /** A list to choose from, of [label, value] pairs. */
  const select = (name: string, label: string, hint: string, options: [string, string][]) => ({
    ...{ name, label, hint, widget: "select" },
    options: options.map(([label, value]) => ({ label, value })),
  });
  return {
    name: signOffCollection,
    label: "Sign a review",
    label_singular: "signature",
    description:
      "The physician, counsel and each translator record here that they reviewed a page. Choose the page, its language and your review, read the page, then Save: the editor records your name from your login, today's date in New York and the fingerprint of the words you read.",
    folder: "content/reviews/signed",
    // Decap turns the dots of a path's template into dashes, so {{language}}, not {{fields.language}}.
    path: "{{language}}/{{slug}}",
    slug: "{{fields.page}}-{{fields.kind}}-{{fields.on}}",
    identifier_field: "page",
    extension: "yaml",
    format: "site-yaml",
    create: true,
    delete: false,
    summary:
      "{{fields.page}} ({{fields.language}}), {{fields.kind}} review by {{fields.by}} on {{fields.on}}",
    sortable_fields: ["on", "page"],
    fields: [
      select(
        "page",
        "Page",
        "The page you reviewed.",
        english.map((page) => [
          page.path ? `${page.title} (${page.path})` : "Words every page shares (menus, footer)",
          page.page,
        ]),
      ),
      select(
        "language",
        "Language",
        "The language of the words you reviewed.",
        languages.map((language) => [languageNamesInEnglish[language], language]),
      ),
      select(
        "kind",
        "Review",
        "Medical: the physician, English pages. Legal: counsel, the notices. Translation: a medical translator, a translated page against its English.",
        reviewKinds.map((kind) => [kindLabels[kind], kind]),
      ),
      {
        name: seenField,
        label: "The words you sign",
        hint: "Taken when you choose the page: if the words change before you save, nothing is recorded.",
        widget: "signed-words",
      },
      // Set at Save, not by the person.
      ...Object.entries({
        by: "Reviewed by",
        on: "Reviewed on",
        text: "Fingerprint of the words",
        english: "Fingerprint of the English",
        commit: "Commit of the words",
      }).map(([name, label]) => ({ name, label, widget: "hidden", required: false })),
    ],
  };
}
