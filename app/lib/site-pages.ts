// The list of every page, made from the site map and the content: its path,
// the route module that renders it, its title and description, and the date
// of its last medical review. The route table (app/routes.ts), each page's
// <head> (seo()), the sitemap, the social cards and the tests all read it, so
// a new condition, treatment or notice is one entry in its content file.
//
// `sitePages()` takes the content as an argument so a test can add an entry
// in memory and see every place that follows from it. It runs at build time
// only: loaders, routes.ts and build scripts use it, never the browser.
import { conditions, conditionsIndex } from "#app/content/conditions.ts";
import { aboutPage } from "#app/content/about.ts";
import { contactPage } from "#app/content/contact.ts";
import { homeSeo } from "#app/content/home.ts";
import { locationsPage } from "#app/content/locations.ts";
import { notices } from "#app/content/notices.ts";
import { patientsPage } from "#app/content/patients.ts";
import { notFoundSeo } from "#app/content/site-text.ts";
import {
  type MainPageKey,
  type NoticeKey,
  conditionPath,
  mainPages,
  noticePages,
  notFoundPath,
  treatmentPath,
} from "#app/content/site-map.ts";
import { treatments, treatmentsIndex } from "#app/content/treatments.ts";

/** What a page says about itself in search results and link previews. */
export type PageText = { title: string; description: string };

export type SitePage = PageText & {
  /** The route's id: the page's key, "condition/<slug>", "treatment/<slug>" or "notice/<key>". */
  id: string;
  path: string;
  /** The route module that renders it, relative to app/. */
  file: string;
  /** ISO date of the last medical review, for the sitemap's <lastmod>. */
  lastReviewed?: string;
  /** False for the 404 page, which stays out of search results and the sitemap. */
  indexable: boolean;
  /** The content entry a shared template renders: a condition's or treatment's slug, a notice's key. */
  entry?: string;
};

type Entry = { slug: string; title: string; lastReviewed: string };

/** Everything the list of pages is made from; `siteContent` is the site's own. */
export type SiteContent = {
  conditions: readonly (Entry & { shortDesc: string })[];
  treatments: readonly (Entry & { description: string })[];
  notices: Record<NoticeKey, { seo: PageText }>;
  pages: Record<Exclude<MainPageKey, "conditions" | "treatments">, PageText>;
};

export const siteContent: SiteContent = {
  conditions,
  treatments,
  notices,
  pages: {
    home: homeSeo,
    patients: patientsPage.seo,
    locations: locationsPage.seo,
    about: aboutPage.seo,
    contact: contactPage.seo,
  },
};

/** The longest description a search result shows in full. */
export const maxDescriptionLength = 160;

/**
 * An index page's description: the names of its entries, as many as fit in
 * `maxDescriptionLength` with the sentence around them, then "and more".
 */
export function indexDescription(
  names: readonly string[],
  sentence: (list: string) => string,
): string {
  const list = (items: string[]) =>
    new Intl.ListFormat("en", { style: "long", type: "conjunction" }).format(items);
  for (let count = names.length; count > 1; count -= 1) {
    const shown = names.slice(0, count);
    const text = sentence(list(count < names.length ? [...shown, "more"] : shown));
    if (text.length <= maxDescriptionLength) return text;
  }
  return sentence(list([...names.slice(0, 1), "more"]));
}

/** Which route module renders each page of the main navigation. */
const mainPageFiles: Record<MainPageKey, string> = {
  home: "routes/home.tsx",
  conditions: "routes/conditions.tsx",
  treatments: "routes/treatments.tsx",
  patients: "routes/patients.tsx",
  locations: "routes/locations.tsx",
  about: "routes/about.tsx",
  contact: "routes/contact.tsx",
};

const latest = (entries: readonly Entry[]) =>
  entries
    .map((entry) => entry.lastReviewed)
    .sort()
    .at(-1);

/** A condition's or treatment's own page, rendered by its kind's template. */
function detailPage<E extends Entry>(
  kind: "condition" | "treatment",
  pathOf: (slug: string) => string,
  descriptionOf: (entry: E) => string,
) {
  return (entry: E): SitePage => ({
    id: `${kind}/${entry.slug}`,
    entry: entry.slug,
    path: pathOf(entry.slug),
    file: `routes/${kind}.tsx`,
    title: entry.title,
    description: descriptionOf(entry),
    lastReviewed: entry.lastReviewed,
    indexable: true,
  });
}

/** Every page of the site, in navigation order, the 404 page last. */
export function sitePages(content: SiteContent = siteContent): SitePage[] {
  const mainPageText: Record<MainPageKey, PageText & { lastReviewed?: string }> = {
    ...content.pages,
    conditions: {
      title: conditionsIndex.seoTitle,
      description: indexDescription(
        content.conditions.map((condition) => condition.title),
        conditionsIndex.description,
      ),
      lastReviewed: latest(content.conditions),
    },
    treatments: {
      title: treatmentsIndex.seoTitle,
      description: indexDescription(
        content.treatments.map((treatment) => treatment.title),
        treatmentsIndex.description,
      ),
      lastReviewed: latest(content.treatments),
    },
  };
  const main = (Object.keys(mainPages) as MainPageKey[]).flatMap((key): SitePage[] => {
    const page: SitePage = {
      id: key,
      path: mainPages[key].path,
      file: mainPageFiles[key],
      indexable: true,
      ...mainPageText[key],
    };
    if (key === "conditions") {
      return [
        page,
        ...content.conditions.map(
          detailPage("condition", conditionPath, (condition) => condition.shortDesc),
        ),
      ];
    }
    if (key === "treatments") {
      return [
        page,
        ...content.treatments.map(
          detailPage("treatment", treatmentPath, (treatment) => treatment.description),
        ),
      ];
    }
    return [page];
  });
  const noticeList = (Object.keys(noticePages) as NoticeKey[]).map((key) => ({
    id: `notice/${key}`,
    entry: key,
    path: noticePages[key].path,
    file: "routes/notice.tsx",
    indexable: true,
    ...content.notices[key].seo,
  }));
  const notFound: SitePage = {
    id: "not-found",
    path: notFoundPath,
    file: "routes/not-found.tsx",
    indexable: false,
    ...notFoundSeo,
  };
  return [...main, ...noticeList, notFound];
}

/** The page with this route id; throws for an id no page has, so a typo fails the build. */
export function sitePage(id: string, pages: readonly SitePage[] = sitePages()): SitePage {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`No page has the id "${id}".`);
  return page;
}

/** The page at a request's URL (React Router also asks for "/about.data"), if any. */
export function pageAtUrl(
  url: string,
  pages: readonly SitePage[] = sitePages(),
): SitePage | undefined {
  const { pathname } = new URL(url, "http://site.invalid");
  const path = pathname.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
  return pages.find((page) => page.path === path);
}
