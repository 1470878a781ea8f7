// Where a draft saved in the editor is seen as the site will render it: its
// branch (Decap's editorial workflow saves each entry on cms/<collection>/<entry>),
// the page of the site that shows the entry, in a language, and the address on
// the editor's own site that leads to that page of the draft's preview (on a
// computer that runs `npm run editor`, scripts/editor/preview.ts serves it).
import {
  conditionPath,
  languagePath,
  mainPages,
  noticePages,
  treatmentPath,
  wordsPages,
} from "#app/content-loader/site-map.ts";
import { type Language, languages } from "#app/content-loader/translated.ts";
import { signOffCollection } from "./sign-off.ts";

/** The git branch Decap saves a draft of an entry on. */
export const draftBranch = (collection: string, slug: string) => `cms/${collection}/${slug}`;

/**
 * The page that shows an entry, in a language: a condition's or a
 * treatment's own page, a notice, a main page for its words; the home page
 * for the practice's facts and the interface's words, which every page shows
 * (the header, the footer and its office hours).
 */
export function draftPagePath(collection: string, slug: string, language: Language = "en"): string {
  if (collection === signOffCollection) return signedPagePath(slug);
  const page = (() => {
    if (collection === "conditions") return conditionPath(slug);
    if (collection === "treatments") return treatmentPath(slug);
    if (collection === "notice" && slug in noticePages) {
      return noticePages[slug as keyof typeof noticePages].path;
    }
    const main = /^page-([\w-]+)$/.exec(collection)?.[1];
    if (main && main in wordsPages) return wordsPages[main as keyof typeof wordsPages].path;
    return mainPages.home.path;
  })();
  return languagePath(language, page);
}

/**
 * The page a signature signs ("Sign a review": <language>/<page>-<kind>-<date>,
 * the page's key with "-" for "/" and in small letters), in its language; the
 * home page when the name says no page.
 */
function signedPagePath(slug: string): string {
  const match = /^([a-z]+)\/(.+)-(?:medical|translation|legal)-\d{4}-\d{2}-\d{2}(?:-\d+)?$/.exec(
    slug,
  );
  const language = siteLanguage(match?.[1]);
  const page = match?.[2] ?? "";
  const notice = Object.entries(noticePages).find(
    ([key]) => `notice-${key.toLowerCase()}` === page,
  );
  const main = Object.entries(wordsPages).find(([key]) => key === page);
  const path = page.startsWith("condition-")
    ? conditionPath(page.slice("condition-".length))
    : page.startsWith("treatment-")
      ? treatmentPath(page.slice("treatment-".length))
      : (notice?.[1].path ?? main?.[1].path ?? mainPages.home.path);
  return languagePath(language, path);
}

/** The address on the editor's site that leads to a page of a draft's preview. */
export const previewAddress = "/admin/preview";
export const draftPreviewPath = (collection: string, slug: string, page = "/") =>
  `${previewAddress}/${collection}/${slug}${page}`;

/** A language the site has, or English. */
export const siteLanguage = (locale: unknown): Language =>
  languages.find((language) => language === locale) ?? "en";
