// Every page of the site, by name: the one place a path is written. The route
// table, the navigation, each page's canonical URL and social card, the
// sitemap and the tests all read their paths from here (app/lib/site-pages.ts
// turns this and the content into the list of pages). Moving a page is one
// edit on this file.

import { type Language, languages } from "./translated.ts";

/** The pages of the main navigation, in the order the header shows them (spec §2). */
export const mainPages = {
  home: { path: "/", label: "Home" },
  conditions: { path: "/conditions", label: "Conditions" },
  treatments: { path: "/treatments", label: "Treatments" },
  patients: { path: "/patients", label: "Patients" },
  locations: { path: "/locations", label: "Locations" },
  about: { path: "/about", label: "About" },
  contact: { path: "/contact", label: "Contact" },
} as const;

/**
 * The legal notices every footer links to; their words are in notices.ts,
 * under the same keys. A new notice is one entry here and one in notices.ts.
 */
export const noticePages = {
  privacyPractices: { path: "/privacy-practices", label: "Notice of Privacy Practices" },
  nondiscrimination: { path: "/nondiscrimination", label: "Nondiscrimination & Language Help" },
  accessibility: { path: "/accessibility", label: "Accessibility" },
  privacy: { path: "/privacy", label: "Website Privacy Policy" },
  goodFaithEstimate: { path: "/good-faith-estimate", label: "Good Faith Estimate" },
} as const;

export type MainPageKey = keyof typeof mainPages;
export type NoticeKey = keyof typeof noticePages;

/** Where a condition's and a treatment's own page lives: "/conditions/migraine". */
export const conditionPath = (slug: string) => `${mainPages.conditions.path}/${slug}`;
export const treatmentPath = (slug: string) => `${mainPages.treatments.path}/${slug}`;

/** Where the build renders the 404 page (then copied to 404.html for static hosts). */
export const notFoundPath = "/404";

/** Where "Book Consultation" leads: the contact page, with its form. */
export const bookingPath = mainPages.contact.path;

/** A link the header, the phone menu or the footer shows. */
export type NavLink = { to: string; label: string };

/** The links to some pages, in a language, each with its label in that language. */
export function navLinks<K extends string>(
  language: Language,
  pages: Record<K, { path: string }>,
  labels: Record<K, string>,
): NavLink[] {
  return (Object.keys(pages) as K[]).map((key) => ({
    to: languagePath(language, pages[key].path),
    label: labels[key],
  }));
}

/**
 * A page's path in a language: English at the path itself, every other
 * language under its prefix ("/ru/about", "/ru" for the home page). A
 * fragment or query stays on the end ("/ru/contact#message-sent").
 */
export function languagePath(language: Language, path: string): string {
  if (language === "en") return path;
  const prefix = `/${language}`;
  return path === "/" || /^\/[#?]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** The language of a URL path: its first segment when that names a language, else English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1] ?? "";
  return languages.find((language) => language !== "en" && language === first) ?? "en";
}
