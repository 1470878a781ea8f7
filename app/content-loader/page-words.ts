// The words of the main pages and of the interface, as the pages use them:
// content/page/<page>/<language>/words.yaml (home, about, patients,
// contact, locations, and the /conditions and /treatments indexes) and
// content/interface/<language>/words.yaml (header, menu, footer, templates,
// 404), each read, laid over its English, filled in and checked against its
// schema (page-schemas.ts) by in-language.ts, then put together here under
// the names the pages use.
//
// A placeholder the facts do not give is filled where the words are used,
// not when they are read: the contact form's {field} or {limit}, the
// interface's {phone} or {date} stay in the words as they are written
// (messages.ts, `filledAll`).
import type * as z from "zod";
import type { Facts } from "./practice.ts";
import type { WordsFile, wordsSchemas } from "./page-schemas.ts";

/** Every words file's words, checked, by file. */
export type PageWords = { [F in WordsFile]: z.infer<(typeof wordsSchemas)[F]> };

/**
 * Every words file of a language, under the names the pages use: the home
 * page's emergency list is the general 911 list (`emergencySigns`, which
 * starts with the spec's five signs); /locations says
 * how to reach the entrance once the practice has confirmed it, and names the
 * Manhattan office only while a partner has one.
 */
export function pageWordsOf(words: PageWords, facts: Facts, emergencySigns: string[]) {
  const home = words["page/home"];
  const { locationsPage } = words["page/locations"];
  return {
    ...home,
    warningSigns: {
      ...home.warningSigns,
      emergency: {
        ...home.warningSigns.emergency,
        signs: emergencySigns,
      },
    },
    ...words["page/about"],
    ...words["page/patients"],
    ...words["page/contact"],
    locationsPage: {
      ...locationsPage,
      brooklyn: {
        ...locationsPage.brooklyn,
        access: {
          ...locationsPage.brooklyn.access,
          paragraphs: [
            ...(facts.entranceAccess ? [facts.entranceAccess] : []),
            ...locationsPage.brooklyn.access.paragraphs,
          ],
        },
      },
      manhattan: facts.partners.some((site) => site.office) ? locationsPage.manhattan : null,
    },
    ...words["page/conditions"],
    ...words["page/treatments"],
    ...words.interface,
  };
}
