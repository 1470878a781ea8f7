// The condition, treatment and notice pages, as the pages use them, from
// their content files:
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
// filled from the practice's facts ({botoxUnits} and {practicePhone} from
// content/practice/en/facts.yaml) with Intl, so no translation can state a
// figure of its own. Adding a file publishes a page. The walk of a
// language's words (in-language.ts) reads, lays over, fills in and checks
// every page; the pages of each collection come here checked, to be put in
// their order under the names the pages use.
import type * as z from "zod";
import {
  type Notice,
  cardIcons,
  conditionFile,
  noticeFile,
  treatmentFile,
} from "./collection-schemas.ts";
import { type NoticeKey, noticePages } from "./site-map.ts";
import { type Source, type SourceKey, sources } from "./sources.ts";
import type { Language } from "./translated.ts";

export type { Faq, Notice } from "./collection-schemas.ts";

/** The schema of each collection's files. */
export const collectionSchemas = {
  conditions: conditionFile,
  treatments: treatmentFile,
  notices: noticeFile,
} as const;

export type Collection = keyof typeof collectionSchemas;

/** A page of a collection, checked: its file's name and its words. */
export type CollectionPage<C extends Collection> = {
  name: string;
  words: z.infer<(typeof collectionSchemas)[C]>;
};

/** A source by its key; the schema has checked that content/sources.yaml has it. */
const sourceOf = (key: SourceKey): Source => {
  const source = sources[key];
  if (!source) throw new Error(`content/sources.yaml has no source "${key}"`);
  return source;
};

/** The condition pages of a language, in their order. */
function conditionsOf(pages: readonly CollectionPage<"conditions">[]) {
  return [...pages]
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
function treatmentsOf(pages: readonly CollectionPage<"treatments">[]) {
  return [...pages]
    .sort((a, b) => a.words.order - b.words.order)
    .map(({ name, words: { order: _order, icon, sources: cited, ...words } }) => ({
      slug: name,
      ...words,
      icon: cardIcons[icon],
      sources: cited.map(sourceOf),
    }));
}

/** The notices of a language, by their keys in site-map.ts: one file each, no more, no fewer. */
function noticesOf(
  language: Language,
  pages: readonly CollectionPage<"notices">[],
): Record<NoticeKey, Notice> {
  const notices = Object.fromEntries(pages.map(({ name, words }) => [name, words]));
  const keys = Object.keys(noticePages);
  const files = Object.keys(notices);
  if (keys.some((key) => !files.includes(key)) || files.some((file) => !keys.includes(file))) {
    throw new Error(
      `content/notices/${language}/ has ${files.join(", ")}; app/content/site-map.ts lists ${keys.join(", ")}.`,
    );
  }
  return notices as Record<NoticeKey, Notice>;
}

/** Each collection's checked pages, in their order, under the names the pages use. */
export function collectionPagesOf(
  language: Language,
  pages: { readonly [C in Collection]: readonly CollectionPage<C>[] },
) {
  return {
    conditions: conditionsOf(pages.conditions),
    treatments: treatmentsOf(pages.treatments),
    notices: noticesOf(language, pages.notices),
  };
}
