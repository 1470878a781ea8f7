// The practice's facts that every page carries: the root route's loader reads
// them at build time for the header and footer, and any part of a page that
// shows them (a call button, a contact card, the partner list) takes them from
// here rather than from its own route's loader. The type is declared here and
// the root's loader returns it, so nothing needs to import the root.
import { useRouteLoaderData } from "react-router";
import type { officeContact, sisterSites } from "#app/content/clinic.ts";
import type { InterfaceText } from "#app/content/interface-text.ts";
import type { NavLink } from "#app/content/site-map.ts";
import type { Translated } from "#app/content/translated.ts";

/** The interface's words, in the page's language. */
export type Words = Translated<InterfaceText>;

export type SiteFacts = {
  siteName: string;
  office: typeof officeContact;
  sisterSites: typeof sisterSites;
  mainNav: readonly NavLink[];
  noticeLinks: readonly NavLink[];
  /** Where "Book Consultation" leads. */
  bookingPath: string;
  disclaimer: string;
  /** The browser UI colour on phones: --color-brand in app.css. */
  themeColor: string;
  words: Words;
};

export function useSiteFacts(): SiteFacts {
  const facts = useRouteLoaderData<SiteFacts>("root");
  if (!facts) throw new Error("The site's facts are read inside the root route only.");
  return facts;
}

/** The interface's words (app/content/interface-text.ts), in the page's language. */
export function useWords(): Words {
  return useSiteFacts().words;
}

export { fillIn } from "./contact/fill-in.ts";
