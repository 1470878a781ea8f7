// All of the site's words in one language: every content module's exports,
// English from app/content/*.ts, the others from their folders (ru/, es/,
// zh/), gathered under the same names. Loaders ask for `contentIn(language)`
// and never import a language's module themselves, so a page is the same
// code in every language.
//
// Links between pages are written once, as English paths; `contentIn` gives
// every `to` its path in the language ("/patients" → "/ru/patients"), so a
// Russian page never links to an English one by accident.
import * as enAbout from "./about.ts";
import * as enClinic from "./clinic.ts";
import * as enConditions from "./conditions.ts";
import * as enContact from "./contact.ts";
import * as enHome from "./home.ts";
import * as enInterface from "./interface-text.ts";
import * as enLocations from "./locations.ts";
import * as enPatients from "./patients.ts";
import * as enSiteText from "./site-text.ts";
import * as enTreatments from "./treatments.ts";
import * as esAbout from "./es/about.ts";
import * as esConditions from "./es/conditions.ts";
import * as esContact from "./es/contact.ts";
import * as esHome from "./es/home.ts";
import * as esInterface from "./es/interface-text.ts";
import * as esLocations from "./es/locations.ts";
import * as esPatients from "./es/patients.ts";
import * as esSiteMap from "./es/site-map.ts";
import * as esSiteText from "./es/site-text.ts";
import * as esTreatments from "./es/treatments.ts";
import * as ruAbout from "./ru/about.ts";
import * as ruConditions from "./ru/conditions.ts";
import * as ruContact from "./ru/contact.ts";
import * as ruHome from "./ru/home.ts";
import * as ruInterface from "./ru/interface-text.ts";
import * as ruLocations from "./ru/locations.ts";
import * as ruPatients from "./ru/patients.ts";
import * as ruSiteMap from "./ru/site-map.ts";
import * as ruSiteText from "./ru/site-text.ts";
import * as ruTreatments from "./ru/treatments.ts";
import * as zhAbout from "./zh/about.ts";
import * as zhConditions from "./zh/conditions.ts";
import * as zhContact from "./zh/contact.ts";
import * as zhHome from "./zh/home.ts";
import * as zhInterface from "./zh/interface-text.ts";
import * as zhLocations from "./zh/locations.ts";
import * as zhPatients from "./zh/patients.ts";
import * as zhSiteMap from "./zh/site-map.ts";
import * as zhSiteText from "./zh/site-text.ts";
import * as zhTreatments from "./zh/treatments.ts";
import {
  type MainPageKey,
  type NoticeKey,
  languagePath,
  mainPages,
  navLinks,
  noticePages,
} from "./site-map.ts";
import { conditionsIn, noticesIn, treatmentsIn } from "./collections.ts";
import { type Facts, type SomeOf, clinicWordsIn, practiceIn } from "./practice.ts";
import type { Condition } from "./conditions.ts";
import type { Notice } from "./notices.ts";
import type { Treatment } from "./treatments.ts";
import type { Language, Translated } from "./translated.ts";

/** The words one language gives, module by module, as English has them. */
type LanguageModules = Translated<
  typeof enAbout &
    Pick<typeof enConditions, "conditionsIndex" | "conditionCallToAction"> &
    Omit<typeof enContact, "messageRetentionDays"> &
    Omit<typeof enHome, "homeTreatmentSlugs"> &
    Pick<typeof enInterface, "interfaceText"> &
    typeof enLocations &
    typeof enPatients &
    typeof enSiteText &
    Pick<typeof enTreatments, "treatmentsIndex" | "treatmentCallToAction">
> & {
  clinicWords: SomeOf<Facts>;
  mainPageLabels: Record<MainPageKey, string>;
  noticePageLabels: Record<NoticeKey, string>;
};

const labelsOf = <K extends string>(pages: Record<K, { label: string }>) =>
  Object.fromEntries(
    Object.entries<{ label: string }>(pages).map(([key, page]) => [key, page.label]),
  ) as Record<K, string>;

const modules: Record<Language, LanguageModules> = {
  en: {
    ...enAbout,
    ...enConditions,
    ...enContact,
    ...enHome,
    interfaceText: enInterface.interfaceText,
    ...enLocations,
    ...enPatients,
    ...enSiteText,
    treatmentsIndex: enTreatments.treatmentsIndex,
    treatmentCallToAction: enTreatments.treatmentCallToAction,
    clinicWords: enClinic.clinic,
    mainPageLabels: labelsOf(mainPages),
    noticePageLabels: labelsOf(noticePages),
  },
  ru: {
    ...ruAbout,
    clinicWords: clinicWordsIn("ru"),
    ...ruConditions,
    ...ruContact,
    ...ruHome,
    ...ruInterface,
    ...ruLocations,
    ...ruPatients,
    ...ruSiteMap,
    ...ruSiteText,
    ...ruTreatments,
  },
  es: {
    ...esAbout,
    clinicWords: clinicWordsIn("es"),
    ...esConditions,
    ...esContact,
    ...esHome,
    ...esInterface,
    ...esLocations,
    ...esPatients,
    ...esSiteMap,
    ...esSiteText,
    ...esTreatments,
  },
  zh: {
    ...zhAbout,
    clinicWords: clinicWordsIn("zh"),
    ...zhConditions,
    ...zhContact,
    ...zhHome,
    ...zhInterface,
    ...zhLocations,
    ...zhPatients,
    ...zhSiteMap,
    ...zhSiteText,
    ...zhTreatments,
  },
};

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

function gather(language: Language) {
  const words = modules[language];
  /** The practice's facts, with their words in the language. */
  const facts = practiceIn(language);
  return {
    ...withPathsIn(language, words),
    // The pages kept as content files (collections.ts), in the language.
    conditions: withPathsIn(language, conditionsIn(language) as readonly ConditionText[]),
    treatments: withPathsIn(language, treatmentsIn(language) as readonly TreatmentText[]),
    notices: withPathsIn(language, noticesIn(language) as Record<NoticeKey, NoticeText>),
    language,
    clinic: facts,
    officeContact: { ...enClinic.officeContact, hours: facts.hours },
    sisterSites: facts.partners.filter(enClinic.isSisterSite),
    mainNav: navLinks(language, mainPages, words.mainPageLabels),
    noticeLinks: navLinks(language, noticePages, words.noticePageLabels),
    homeTreatmentSlugs: enHome.homeTreatmentSlugs,
    messageRetentionDays: enContact.messageRetentionDays,
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

/** A condition or treatment in any language. */
export type ConditionText = Translated<Condition>;
export type TreatmentText = Translated<Treatment>;
export type NoticeText = Translated<Notice>;

/** A condition or treatment of a list by its slug. */
export function bySlug<T extends { slug: string }>(
  list: readonly T[],
  slug: string | undefined,
): T | undefined {
  return list.find((entry) => entry.slug === slug);
}
