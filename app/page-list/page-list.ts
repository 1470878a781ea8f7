// The list of every page, made from the site map and the content: its path,
// title, description and the date its words last changed. The build, each
// page's loader and <head>, the sitemap, the social cards, the PO file and the
// tests all read it, so a new condition or treatment is one file per language
// in the content. `sitePages()` takes the content as an argument so a test can
// add an entry in memory and see every place that follows from it.
import { type Content, contentIn } from "#app/content-loader/in-language.ts";
import { perFolder } from "#app/content-loader/files.ts";
import {
  type NoticeKey,
  conditionPath,
  languagePath,
  noticePages,
  notFoundPath,
  treatmentPath,
  wordsPages,
} from "#app/content-loader/site-map.ts";
import { type Language, languageTags, languages } from "#app/content-loader/translated.ts";

/** What a page says about itself in search results and link previews. */
type PageText = { title: string; description: string };

export type SitePage = PageText & {
  /** The page's id: its key, after its language in every language but English ("ru/about"). */
  id: string;
  /** The same in every language: "about", "condition/<slug>", "notice/<key>". */
  key: string;
  language: Language;
  path: string;
  /** ISO date its words last changed, for the sitemap's <lastmod>. */
  updated?: string;
  /** False for the 404 page, which stays out of search results and the sitemap. */
  indexable: boolean;
  /** The content entry a shared template renders: a condition's or treatment's slug, a notice's key. */
  entry?: string;
};

type Entry = { slug: string; title: string; updated: string };

/** The key of each language's 404 page, which answers the unknown paths under its prefix. */
export const notFoundKey = "not-found";

/**
 * The kind of a page, which names the template that renders it
 * (app/routes/<kind>.tsx, or the shared one app/routes.ts names):
 * "condition" for "condition/migraine", "notice" for "notice/privacy".
 */
export const kindOf = (page: Pick<SitePage, "key">): string => page.key.split("/")[0] ?? page.key;

/**
 * How long a description should be in each language, in characters: a
 * search result shows about 160 characters of English, Russian or Spanish
 * and about half as many Chinese ones, each twice as wide.
 */
export const descriptionLength: Record<Language, { min: number; max: number }> = {
  en: { min: 50, max: 160 },
  ru: { min: 50, max: 160 },
  es: { min: 50, max: 160 },
  zh: { min: 20, max: 80 },
};

const latest = (entries: readonly Entry[]) =>
  entries
    .map(({ updated }) => updated)
    .sort()
    .at(-1);

function placed(language: Language, key: string, path: string) {
  return {
    id: language === "en" ? key : `${language}/${key}`,
    key,
    language,
    path: languagePath(language, path),
    indexable: key !== notFoundKey,
  };
}

/** One language's pages, in navigation order, the 404 page last. */
export function languagePages(content: Content): SitePage[] {
  const { language } = content;
  const ownText: Record<keyof typeof wordsPages, PageText & { updated?: string }> = {
    home: content.homeSeo,
    patients: content.patientsPage.seo,
    locations: content.locationsPage.seo,
    about: content.aboutPage.seo,
    contact: content.contactPage.seo,
    conditions: {
      title: content.conditionsIndex.seoTitle,
      description: content.conditionsIndex.description,
      updated: latest(content.conditions),
    },
    treatments: {
      title: content.treatmentsIndex.seoTitle,
      description: content.treatmentsIndex.description,
      updated: latest(content.treatments),
    },
    "help-card": content.helpCardPage.seo,
    "first-visit": content.firstVisitPage.seo,
    "referring-physicians": content.referringPhysiciansPage.seo,
    diary: content.diaryPage.seo,
  };
  const entryPage = (kind: string, entry: Entry, path: string, description: string) => ({
    ...placed(language, `${kind}/${entry.slug}`, path),
    ...{ entry: entry.slug, title: entry.title, description, updated: entry.updated },
  });
  // Each condition and treatment follows its index page.
  const entryPages: Partial<Record<keyof typeof wordsPages, SitePage[]>> = {
    conditions: content.conditions.map((condition) =>
      entryPage("condition", condition, conditionPath(condition.slug), condition.shortDesc),
    ),
    treatments: content.treatments.map((treatment) =>
      entryPage("treatment", treatment, treatmentPath(treatment.slug), treatment.description),
    ),
  };
  const ownPages = (Object.keys(wordsPages) as (keyof typeof wordsPages)[]).flatMap(
    (key): SitePage[] => [
      { ...placed(language, key, wordsPages[key].path), ...ownText[key] },
      ...(entryPages[key] ?? []),
    ],
  );
  const noticeList = (Object.keys(noticePages) as NoticeKey[]).map((key) => ({
    ...placed(language, `notice/${key}`, noticePages[key].path),
    entry: key,
    ...content.notices[key].seo,
  }));
  const notFound: SitePage = {
    ...placed(language, notFoundKey, notFoundPath),
    ...content.notFoundSeo,
  };
  return [...ownPages, ...noticeList, notFound];
}

const everyPage = perFolder(() => sitePages(contentIn));

/**
 * Every page of the site in every language, English first. Without an
 * argument, the site's own content (worked out once).
 */
export function sitePages(contentOf?: (language: Language) => Content): SitePage[] {
  if (contentOf) return languages.flatMap((language) => languagePages(contentOf(language)));
  return everyPage();
}

/**
 * How a page names itself and its translations to search engines: each
 * language's version by its BCP 47 tag, then x-default, the English page.
 * Empty for a page with no translation.
 */
export function hreflangLinks(
  page: Pick<SitePage, "key">,
  pages: readonly SitePage[] = sitePages(),
): { tag: string; path: string }[] {
  const versions = pageInEachLanguage(page, pages);
  const english = versions.find((version) => version.language === "en");
  if (versions.length < 2 || !english) return [];
  return [
    ...versions.map((version) => ({ tag: languageTags[version.language], path: version.path })),
    { tag: "x-default", path: english.path },
  ];
}

/** The same page in every language, in the order of `languages`. */
export function pageInEachLanguage(
  page: Pick<SitePage, "key">,
  pages: readonly SitePage[] = sitePages(),
): SitePage[] {
  return pages.filter((candidate) => candidate.key === page.key);
}

/** The page at a request's URL, with or without a trailing slash, if any. */
export function pageAtUrl(url: string): SitePage | undefined {
  const { pathname } = new URL(url, "http://site.invalid");
  const path = pathname.replace(/(.)\/$/, "$1");
  return sitePages().find((page) => page.path === path);
}

/**
 * Every page a visitor can open, in every language: the paths the static
 * tests and the bench walk through. The 404 pages are left out; a test that
 * wants one asks for it.
 */
export function sitePaths(): string[] {
  return sitePages()
    .filter((page) => page.key !== notFoundKey)
    .map((page) => page.path);
}
