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
 * The path of the page a kind and a name give, in any case ("condition" "migraine", "notice"
 * "privacyPractices", "page" "about"); the home page for anything else, whose words (the
 * practice's facts, the interface's) every page shows.
 */
function pagePath(kind: string, name: string): string {
  if (kind === "condition") return conditionPath(name);
  if (kind === "treatment") return treatmentPath(name);
  const pages: Record<string, { path: string }> =
    kind === "notice" ? noticePages : kind === "page" ? wordsPages : {};
  const found = Object.entries(pages).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return found?.[1].path ?? mainPages.home.path;
}

/** The page that shows an entry (collection "conditions", "page-about"…), in a language. */
export function draftPagePath(collection: string, slug: string, language: Language = "en"): string {
  if (collection === signOffCollection) return signedPagePath(slug);
  const main = /^page-([\w-]+)$/.exec(collection)?.[1];
  const page = main ? pagePath("page", main) : pagePath(collection.replace(/s$/, ""), slug);
  return languagePath(language, page);
}

/**
 * The page a signature signs, in its language: its name is <language>/<page>-<kind>-<date>, the
 * page's key in small letters with "-" for "/" ("condition-migraine", "home").
 */
function signedPagePath(slug: string): string {
  const [, language, page = ""] =
    /^([a-z]+)\/(.+)-(?:medical|translation|legal)-\d{4}-\d{2}-\d{2}(?:-\d+)?$/.exec(slug) ?? [];
  const [kind = "", ...name] = page.split("-");
  const path =
    page in wordsPages || name.length === 0
      ? pagePath("page", page)
      : pagePath(kind, name.join("-"));
  return languagePath(siteLanguage(language), path);
}

/** The address on the editor's site that leads to a page of a draft's preview. */
export const previewAddress = "/admin/preview";
export const draftPreviewPath = (collection: string, slug: string, page: string) =>
  `${previewAddress}/${collection}/${slug}${page}`;

/** A language the site has, or English. */
export const siteLanguage = (locale: unknown): Language =>
  languages.find((language) => language === locale) ?? "en";
