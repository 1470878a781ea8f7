// "Sign a review" in the editor at /admin: what the build publishes for it,
// build/client/admin/fingerprints.json, every page of every language with the fingerprints a
// review of it signs now, made by the site's own review code (app/reviews/reviews.ts), so the
// editor shows a person the fingerprint of the words they read and checks them again at Save
// (scripts/editor/browser/sign-off.ts; its collection is in cms-config.ts). `npm run editor`
// serves the fingerprints of the branch it publishes to, as it is now, from that branch's
// renderer (preview-renderer.ts).
import { spawnSync } from "node:child_process";
import { reviewUnits } from "#app/reviews/review-units.ts";
import { type Language, languages } from "#app/content-loader/translated.ts";
import { sitePages } from "#app/page-list/page-list.ts";
import { signedWords } from "#app/reviews/reviews.ts";

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
export function publishedFingerprints(commit?: string) {
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
