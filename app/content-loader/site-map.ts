// Every page of the site, by name: the one place a path is written. The route
// table, the navigation, each page's canonical URL and social card, the
// sitemap and the tests all read their paths from here (app/page-list/page-list.ts
// turns this and the content into the list of pages). Moving a page is one
// edit on this file.

import { type Language, languages } from "./translated.ts";
import { eachString } from "./typography.ts";

/**
 * The pages of the main navigation, in the order the header shows them (spec
 * §2). Their labels are words: content/interface/<language>/words.yaml, mainPageLabels.
 */
export const mainPages = {
  home: { path: "/" },
  conditions: { path: "/conditions" },
  treatments: { path: "/treatments" },
  patients: { path: "/patients" },
  locations: { path: "/locations" },
  about: { path: "/about" },
  contact: { path: "/contact" },
} as const;

/**
 * The legal notices every footer links to; their words are in
 * content/notice/<language>/<key>.yaml and their labels in
 * content/interface/<language>/words.yaml (noticePageLabels). A new notice is one
 * entry here and one file per language.
 */
export const noticePages = {
  privacyPractices: { path: "/privacy-practices" },
  nondiscrimination: { path: "/nondiscrimination" },
  accessibility: { path: "/accessibility" },
  privacy: { path: "/privacy" },
  goodFaithEstimate: { path: "/good-faith-estimate" },
} as const;

/**
 * Pages outside the main navigation, each linked from the pages it serves and
 * from every footer: for patients (what a patient prints and keeps) and for
 * referring physicians. Their words are in
 * content/page/<key>/<language>/words.yaml and their labels in
 * content/interface/<language>/words.yaml (toolPageLabels).
 */
export const toolPages = {
  "help-card": { path: "/patients/help-card" },
  // Where a patient writes down her health, no script runs at all, the
  // language offer's neither (app/page-list/page-languages.ts).
  diary: { path: "/patients/diary", scriptless: true },
  "first-visit": { path: "/patients/first-visit" },
  "referring-physicians": { path: "/referring-physicians" },
} as const;

/** The headache diary's PDFs, one for each paper size, beside its page (scripts/diary-pdfs.ts). */
export const diaryPdfs = { Letter: "diary-letter.pdf", A4: "diary-a4.pdf" } as const;
export const diaryPdfPath = (language: Language, size: keyof typeof diaryPdfs) =>
  `${languagePath(language, toolPages.diary.path)}/${diaryPdfs[size]}`;

/** Every page with a words file of its own (content/page/<key>/), by its key. */
export const wordsPages = { ...mainPages, ...toolPages };

export type NoticeKey = keyof typeof noticePages;

/** Where a condition's and a treatment's own page lives: "/conditions/migraine". */
export const conditionPath = (slug: string) => `${mainPages.conditions.path}/${slug}`;
export const treatmentPath = (slug: string) => `${mainPages.treatments.path}/${slug}`;

/** Where the build renders the 404 page (then copied to 404.html for static hosts). */
export const notFoundPath = "/404";

/**
 * Where "Book Consultation" leads: the contact page's form itself, its first
 * field in view (the contact page gives its form section this fragment's id).
 */
export const bookingPath = `${mainPages.contact.path}#contact-form`;

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

/** Every `to` inside a value, moved to its path in the language ("/patients" → "/ru/patients"). */
export const withPathsIn = <T>(language: Language, value: T): T =>
  language === "en"
    ? value
    : (eachString(value, (text, path) =>
        path.at(-1) === "to" && text.startsWith("/") ? languagePath(language, text) : text,
      ) as T);

/** The language of a URL path: its first segment when that names a language, else English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1] ?? "";
  return languages.find((language) => language !== "en" && language === first) ?? "en";
}

/** The anchor of a page's warning signs: the home page's block, a condition's or a treatment's section. */
export const warningSignsAnchor = "warning-signs";
