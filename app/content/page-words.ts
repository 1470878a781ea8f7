// The words of the main pages and of the interface, read from their content
// files: content/pages/<page>/<language>/words.yaml (home, about, patients,
// contact, locations, and the /conditions and /treatments indexes) and
// content/interface/<language>/words.yaml (header, menu, footer, templates, 404).
// Each file is checked against its schema (page-schemas.ts), which names the file, the
// line and the field of a mistake; a translation holds words only and is laid
// over its English; every sentence is an ICU message whose figures and
// practice facts are placeholders, filled in with Intl for the language.
//
// A placeholder the facts do not give is filled where the words are used,
// not here: the contact form's {field} or {limit}, the interface's {phone}
// or {date} stay in the words as they are written (messages.ts, `filledIn`).
import type * as z from "zod";
import { filledIn, withLists } from "./messages.ts";
import { laidOver } from "./overlay.ts";
import { parseContent, readContentFile } from "./files.ts";
import { checkPhotoAlts } from "./photos.ts";
import { type Given, givenIn } from "./practice.ts";
import { type WordsFile, wordsSchemas as schemas } from "./page-schemas.ts";
import type { Language } from "./translated.ts";

export { type WordsFile, wordsFiles } from "./page-schemas.ts";

/** Where a words file of a language is, in the content folder. */
export function wordsFilePath(file: WordsFile, language: Language): string {
  return file === "interface"
    ? `interface/${language}/words.yaml`
    : `${file}/${language}/words.yaml`;
}

const read = new Map<string, unknown>();

/**
 * A words file in a language: checked, laid over its English, filled in with
 * what the language's readers are given (in-language.ts hands it down; a
 * caller outside the gathering, such as the contact form's server, leaves it
 * to be worked out here).
 */
export function wordsIn<F extends WordsFile>(
  file: F,
  language: Language,
  given: Given = givenIn(language),
): z.infer<(typeof schemas)[F]> {
  const key = `${file}/${language}`;
  if (!read.has(key)) {
    const english = readContentFile(wordsFilePath(file, "en"));
    const own = language === "en" ? english : readContentFile(wordsFilePath(file, language));
    const data =
      language === "en" ? english.data : laidOver(english.data, own, "every words field");
    const filled = filledIn(withLists(data, given.lists), given.figures, language, own);
    const parsed = parseContent(schemas[file] as z.ZodType, { ...own, data: filled });
    checkPhotoAlts(file, language, own, parsed);
    read.set(key, parsed);
  }
  return read.get(key) as z.infer<(typeof schemas)[F]>;
}

/**
 * The general 911 list in a language: the spec's five signs, then the other
 * true emergencies. The home page shows it; every condition page starts its
 * own with it; a page's words name it whole as {emergencySigns}.
 */
export function generalEmergencySigns(language: Language, given?: Given): string[] {
  const home = wordsIn("pages/home", language, given);
  return [...home.emergencySigns, ...home.warningSigns.emergency.signs];
}

/**
 * Every words file of a language, under the names the pages use: the home
 * page's emergency list starts with the spec's five signs; /locations says
 * how to reach the entrance once the practice has confirmed it, and names the
 * Manhattan office only while a partner has one.
 */
export function pageWordsIn(language: Language, given: Given) {
  const home = wordsIn("pages/home", language, given);
  const { locationsPage } = wordsIn("pages/locations", language, given);
  const { facts } = given;
  return {
    ...home,
    warningSigns: {
      ...home.warningSigns,
      emergency: {
        ...home.warningSigns.emergency,
        signs: generalEmergencySigns(language, given),
        /** How many of the signs are the spec's, which a short version keeps in view. */
        specSigns: home.emergencySigns.length,
      },
    },
    ...wordsIn("pages/about", language, given),
    ...wordsIn("pages/patients", language, given),
    ...wordsIn("pages/contact", language, given),
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
    ...wordsIn("pages/conditions", language, given),
    ...wordsIn("pages/treatments", language, given),
    ...wordsIn("interface", language, given),
  };
}
