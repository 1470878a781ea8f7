// The condition, treatment and notice pages, read from their content files:
//
//   content/conditions/<language>/<slug>.yaml
//   content/treatments/<language>/<slug>.yaml
//   content/notices/<language>/<key>.yaml
//
// (the folder-per-language layout of Decap and Sveltia CMS's i18n
// "multiple_folders"). The English file of a page holds its words and what
// is not words (order, icon, sources, dates, links); a translation's file
// holds its words only, laid over the English item by item. A schema checks
// every file; each sentence is an ICU message, its figures placeholders
// filled from the practice's facts ({botoxUnits} and
// {practicePhone} from content/practice/en/facts.yaml) with Intl, so no translation can state a
// figure of its own. Adding a file publishes a page.
import type * as z from "zod";
import {
  type Notice,
  cardIcons,
  conditionFile,
  noticeFile,
  treatmentFile,
} from "./collection-schemas.ts";
import { type ContentFile, contentFileNames, parseContent, readContentFile } from "./files.ts";
import { filledIn, withLists } from "./messages.ts";
import { misfits, overlay } from "./overlay.ts";
import type { Given } from "./practice.ts";
import { type NoticeKey, noticePages } from "./site-map.ts";
import { type Source, type SourceKey, sources } from "./sources.ts";
import type { Language } from "./translated.ts";

export {
  type Faq,
  type Notice,
  cardIcons,
  conditionFile,
  noticeFile,
  treatmentFile,
} from "./collection-schemas.ts";

export { figuresIn } from "./practice.ts";
export {
  figuresOf,
  filledIn,
  messageRetentionDays,
  placeholdersOf,
  sentencesOf,
  serverLogRetentionDays,
} from "./messages.ts";

export type Collection = "conditions" | "treatments" | "notices";

/** One page's files, English and the language's, as read. */
export type PageFiles = { name: string; english: ContentFile; own: ContentFile };

/**
 * What a collection's pages are given in a language: the practice's figures
 * and lists, and the general 911 list as {emergencySigns} (in-language.ts,
 * `givenToPages`).
 */
export type PagesGiven = Given & { lists: { emergencySigns: readonly string[] } };

const read = new Map<string, unknown>();

/** The pages of a collection in a language: each file checked, laid over English, filled in. */
export function readCollection<S extends z.ZodType>(
  collection: Collection,
  language: Language,
  schema: S,
  given: PagesGiven,
): { name: string; words: z.infer<S>; files: PageFiles }[] {
  const key = `${collection}/${language}`;
  if (!read.has(key)) read.set(key, readFresh(collection, language, schema, given));
  return read.get(key) as { name: string; words: z.infer<S>; files: PageFiles }[];
}

function readFresh<S extends z.ZodType>(
  collection: Collection,
  language: Language,
  schema: S,
  { figures, lists }: PagesGiven,
): { name: string; words: z.infer<S>; files: PageFiles }[] {
  const names = contentFileNames(`${collection}/en`);
  const own = new Set(language === "en" ? names : contentFileNames(`${collection}/${language}`));
  const problems: string[] = [];
  for (const name of own) {
    if (!names.includes(name)) {
      problems.push(
        `content/${collection}/${language}/${name}.yaml: no English page content/${collection}/en/${name}.yaml to translate`,
      );
    }
  }
  const pages = names.flatMap((name) => {
    const english = readContentFile(`${collection}/en/${name}.yaml`);
    if (!own.has(name)) {
      problems.push(
        `content/${collection}/${language}/${name}.yaml is missing: translate content/${collection}/en/${name}.yaml`,
      );
      return [];
    }
    const file =
      language === "en" ? english : readContentFile(`${collection}/${language}/${name}.yaml`);
    if (language !== "en") {
      problems.push(...misfits(file, english.data, file.data, "every words field"));
    }
    const laidOver = language === "en" ? english.data : overlay(english.data, file.data);
    // A field that is only a list's placeholder is the list: a practice fact's, or
    // {emergencySigns}, the general 911 list, from its one home.
    const data = withLists(laidOver, lists);
    try {
      const words = parseContent(schema, { ...file, data }) as z.infer<S>;
      return [
        {
          name,
          words: filledIn(words, figures, language, file),
          files: { name, english, own: file },
        },
      ];
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return [];
    }
  });
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return pages;
}

/** A source by its key; the schema has checked that content/sources.yaml has it. */
const sourceOf = (key: SourceKey): Source => {
  const source = sources[key];
  if (!source) throw new Error(`content/sources.yaml has no source "${key}"`);
  return source;
};

/** The condition pages of a language, in their order. */
export function conditionsIn(language: Language, given: PagesGiven) {
  return readCollection("conditions", language, conditionFile, given)
    .sort((a, b) => a.words.order - b.words.order)
    .map(({ name, words: { order: _order, icon, sources: cited, warningSigns, ...words } }) => ({
      slug: name,
      ...words,
      ...(warningSigns
        ? {
            warningSigns: {
              ...(warningSigns.emergency
                ? { emergency: Object.values(warningSigns.emergency) }
                : {}),
              ...(warningSigns.sameDay ? { sameDay: Object.values(warningSigns.sameDay) } : {}),
            },
          }
        : {}),
      icon: cardIcons[icon],
      sources: cited.map(sourceOf),
    }));
}

/** The treatment pages of a language, in their order. */
export function treatmentsIn(language: Language, given: PagesGiven) {
  return readCollection("treatments", language, treatmentFile, given)
    .sort((a, b) => a.words.order - b.words.order)
    .map(({ name, words: { order: _order, icon, sources: cited, ...words } }) => ({
      slug: name,
      ...words,
      icon: cardIcons[icon],
      sources: cited.map(sourceOf),
    }));
}

/** The notices of a language, by their keys in site-map.ts: one file each, no more, no fewer. */
export function noticesIn(language: Language, given: PagesGiven): Record<NoticeKey, Notice> {
  const notices = Object.fromEntries(
    readCollection("notices", language, noticeFile, given).map(({ name, words }) => [name, words]),
  );
  const keys = Object.keys(noticePages);
  const files = Object.keys(notices);
  if (keys.some((key) => !files.includes(key)) || files.some((file) => !keys.includes(file))) {
    throw new Error(
      `content/notices/${language}/ has ${files.join(", ")}; app/content/site-map.ts lists ${keys.join(", ")}.`,
    );
  }
  return notices as Record<NoticeKey, Notice>;
}
