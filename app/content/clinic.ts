// The practice's facts as the code uses them: pages, header, footer, JSON-LD
// and meta tags read them from here. The facts themselves are written in
// content/practice/en/facts.yaml (its `marks:` list marks each value the spec
// does not give, docs/decisions/020); this module names them and derives the links.
import { type DayHours, officeHoursIn } from "./office-hours.ts";
import { practiceFacts } from "./practice-facts.ts";

export type { DayHours };

export type ExternalSite = {
  name: string;
  description: string;
  url: string;
  /** Directory listings are linked without passing ranking credit. */
  nofollow?: boolean;
  /** Set on a partner whose office our patients can visit, e.g. "Manhattan". */
  office?: string;
};

/**
 * The practice's facts (content/practice/en/facts.yaml), without the care figures
 * (care-facts.ts), the office hours written out in English.
 */
export const clinic = (({ care: _care, hours, ...facts }) => ({
  ...facts,
  hours: officeHoursIn("en", facts.hoursWords, facts.hoursDayRange, hours),
}))(practiceFacts);

/**
 * How long contact messages and the server's request logs are kept
 * (content/practice/en/facts.yaml, `retention`): `npm run inbox -- purge` deletes
 * older messages, and the privacy notices state both ({messageRetentionDays},
 * {serverLogRetentionDays}).
 */
export const { messageDays: messageRetentionDays, serverLogDays: serverLogRetentionDays } =
  clinic.retention;

/** Whether a partner is one of the practice's sister sites: every partner but a directory listing. */
export const isSisterSite = (site: ExternalSite): boolean => !site.nofollow;

export const telHref = `tel:${clinic.phone.e164}`;
/** The office phone as every call link shows it. */
export const phoneLink = { display: clinic.phone.display, href: telHref } as const;
export const mailtoHref = `mailto:${clinic.email}`;
export const formattedAddress = `${clinic.address.street}, ${clinic.address.locality}, ${clinic.address.region} ${clinic.address.postalCode}`;
/** The office e-mail as every mail link shows it. */
export const emailLink = { display: clinic.email, href: mailtoHref } as const;
/** Directions to the office in the visitor's map app (Google Maps opens its app on a phone). */
export const directionsHref = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(formattedAddress)}`;

/** A language's name (by its tag) as readers of another language (`in`) write it: "es" in "ru" → "испанский". */
export function languageName(tag: string, inLanguage: string): string {
  return new Intl.DisplayNames([inLanguage], { type: "language" }).of(tag) ?? tag;
}

/** A language tag's name in that language itself: "es" → "Español". */
function autonym(tag: string): string {
  const name = languageName(tag, tag);
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** The languages the staff speak, each named in itself, so a speaker finds their own. */
export const staffLanguages = clinic.policies.languageTags.map((tag) => ({
  tag,
  name: autonym(tag),
}));

/** How to reach the office, as the contact cards and the footer list it. */
export const officeContact = {
  phone: phoneLink,
  email: emailLink,
  address: formattedAddress,
  directions: directionsHref,
  languages: staffLanguages,
  hours: clinic.hours,
} as const;
