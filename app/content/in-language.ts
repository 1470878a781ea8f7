// All of the site's words in one language, gathered under the names the
// pages use: the main pages' and the interface's words (page-words.ts), the
// condition, treatment and notice pages (collections.ts) and the practice's
// facts (practice.ts), each read from its content file in content/. Loaders
// ask for `contentIn(language)`, so a page is the same code in every
// language.
//
// The walk goes one way: the practice's facts are read first (practice.ts,
// `givenIn`: the facts, the figures and lists the words quote), then handed
// down to the readers of the main pages (page-words.ts) and of the
// collections (collections.ts), each of which reads its files, lays each
// translation over its English (overlay.ts) and fills in its sentences
// (messages.ts). No reader asks a module above it for anything.
//
// Links between pages are written once, as English paths; `contentIn` gives
// every `to` its path in the language ("/patients" → "/ru/patients"), so a
// Russian page never links to an English one by accident.
import { type PagesGiven, conditionsIn, noticesIn, treatmentsIn } from "./collections.ts";
import { type Facts, type SomeOf, clinicWordsIn, givenIn } from "./practice.ts";
import { messageRetentionDays, officeContact, isSisterSite } from "./clinic.ts";
import { generalEmergencySigns, pageWordsIn } from "./page-words.ts";
import { type NoticeKey, languagePath, mainPages, navLinks, noticePages } from "./site-map.ts";
import type { Language } from "./translated.ts";

/** Every `to` inside a value, moved to its path in the language. */
function withPathsIn<T>(language: Language, value: T): T {
  if (language === "en" || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => withPathsIn(language, item)) as T;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "to" && typeof item === "string" && item.startsWith("/")
        ? languagePath(language, item)
        : withPathsIn(language, item),
    ]),
  ) as T;
}

const givenByLanguage = new Map<Language, PagesGiven>();

/**
 * What the pages of a language are given: the practice's facts, figures and
 * lists (practice.ts, `givenIn`), and the general 911 list from the home
 * page's words, which a condition page names whole as {emergencySigns}.
 */
export function givenToPages(language: Language): PagesGiven {
  let given = givenByLanguage.get(language);
  if (!given) {
    const practice = givenIn(language);
    given = {
      ...practice,
      lists: { ...practice.lists, emergencySigns: generalEmergencySigns(language, practice) },
    };
    givenByLanguage.set(language, given);
  }
  return given;
}

function gather(language: Language) {
  const given = givenToPages(language);
  const words = {
    ...pageWordsIn(language, given),
    clinicWords: clinicWordsIn(language) as SomeOf<Facts>,
  };
  /** The practice's facts, with their words in the language. */
  const { facts } = given;
  return {
    ...withPathsIn(language, words),
    // The pages kept as content files (collections.ts), in the language.
    conditions: withPathsIn(language, conditionsIn(language, given)),
    treatments: withPathsIn(language, treatmentsIn(language, given)),
    notices: withPathsIn(language, noticesIn(language, given)),
    language,
    clinic: facts,
    officeContact: { ...officeContact, hours: facts.hours },
    sisterSites: facts.partners.filter(isSisterSite),
    mainNav: navLinks(language, mainPages, words.mainPageLabels),
    noticeLinks: navLinks(language, noticePages, words.noticePageLabels),
    messageRetentionDays,
  };
}

/** The site's words in one language. */
export type Content = ReturnType<typeof gather>;

const gathered = new Map<Language, Content>();

/** Everything the pages say, in `language`, each link pointing at that language's page. */
export function contentIn(language: Language): Content {
  let content = gathered.get(language);
  if (!content) {
    content = gather(language);
    gathered.set(language, content);
  }
  return content;
}

/** A condition, a treatment or a notice in any language, as the pages get it. */
export type ConditionText = Content["conditions"][number];
export type TreatmentText = Content["treatments"][number];
export type NoticeText = Content["notices"][NoticeKey];

/** A condition or treatment of a list by its slug. */
export function bySlug<T extends { slug: string }>(
  list: readonly T[],
  slug: string | undefined,
): T | undefined {
  return list.find((entry) => entry.slug === slug);
}
