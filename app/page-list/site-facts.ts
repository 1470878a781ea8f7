// The practice's facts that every page carries: the root route's loader reads
// them at build time for the header and footer, and any part of a page that
// shows them (a call button, a contact card, the partner list) takes them from
// here rather than from its own route's loader. The type is declared here and
// the root's loader returns it, so nothing needs to import the root.
import { useRouteLoaderData } from "react-router";
import type { Content } from "#app/content-loader/in-language.ts";
import type { NavLink } from "#app/content-loader/site-map.ts";
import type { Language } from "#app/content-loader/translated.ts";
import type { DateText } from "./date-text.ts";

/** The interface's words, in the page's language. */
export type Words = Content["interfaceText"];

/** The page the visitor is on, in one language, as the language switcher links to it. */
type PageInLanguage = {
  language: Language;
  /** The language named in itself: "Русский". */
  name: string;
  /** BCP 47, for hreflang and lang: "zh-Hans". */
  tag: string;
  to: string;
};

export type SiteFacts = {
  /** The page's language, and its BCP 47 tag for <html lang>. */
  language: Language;
  languageTag: string;
  /** The social card locale of the language: "ru_RU". */
  locale: string;
  /** The 404 page's title and description, which its route's `meta` reads (it has no loader). */
  notFoundSeo: { title: string; description: string };
  /** This page in every language, the page's own included. */
  languages: readonly PageInLanguage[];
  /** Each other language's offer of this page, in its own words, for a browser that prefers it. */
  offers: readonly (PageInLanguage & { words: Words["languageSuggestion"] })[];
  /**
   * On a translated page: where its English original is, and its translation
   * review: awaiting one (the date it was translated); checked, as the words
   * are now; or changed since, or its English changed since (the date and
   * name of the review).
   */
  translation:
    | ({ date: DateText; original: string } & (
        { state: "awaiting" } | { state: "current" | "changed" | "english-changed"; name: string }
      ))
    | null;
  siteName: string;
  office: Content["officeContact"];
  sisterSites: Content["sisterSites"];
  mainNav: readonly NavLink[];
  /** The pages visitors open most, offered on the 404 page. */
  popularPages: readonly NavLink[];
  /** The pages outside the main navigation (for patients, for referring physicians), in every footer. */
  toolLinks: readonly NavLink[];
  noticeLinks: readonly NavLink[];
  /** Where "Book Consultation" leads. */
  bookingPath: string;
  /** Near the phone number, in a few words: "Hablamos español", or the free interpreter. */
  spokenHere: readonly { tag: string; text: string }[];
  /**
   * The practice's insurance sentence and its short badge, and where its list
   * of plans is: wherever either shows on its own, it links there.
   */
  insurance: { summary: string; badge: string; plansPath: string };
  disclaimer: string;
  /** The browser UI colour on phones: --color-brand in app.css. */
  themeColor: string;
  words: Words;
  /** A draft's preview (app/page-list/draft.ts): every page says so at its top. */
  draft?: boolean;
};

export function useSiteFacts(): SiteFacts {
  const facts = useRouteLoaderData<SiteFacts>("root");
  if (!facts) throw new Error("The site's facts are read inside the root route only.");
  return facts;
}

export function useWords(): Words {
  return useSiteFacts().words;
}

export { format } from "#app/contact/format.ts";
