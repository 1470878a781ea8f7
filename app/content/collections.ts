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
// {practicePhone} from content/practice/en.yaml) with Intl, so no translation can state a
// figure of its own. Adding a file publishes a page.
import * as lucide from "lucide";
import * as z from "zod";
import {
  type ContentFile,
  contentFileNames,
  parseContent,
  readContentFile,
  words,
} from "./files.ts";
import { filledIn, withLists } from "./messages.ts";
import { misfits, overlay } from "./overlay.ts";
import type { Given } from "./practice.ts";
import { type NoticeKey, noticePages } from "./site-map.ts";
import { type Source, type SourceKey, sources } from "./sources.ts";
import type { Language } from "./translated.ts";

/** The icons a card may show, by their names on lucide.dev. */
const cardIconNames = [
  "Activity",
  "Brain",
  "CalendarDays",
  "Droplet",
  "Eye",
  "Pill",
  "Radio",
  "Shield",
  "Syringe",
  "Target",
  "Zap",
] as const;
export const cardIcons = Object.fromEntries(
  cardIconNames.map((name) => [name, lucide[name]]),
) as Record<(typeof cardIconNames)[number], lucide.IconNode>;

const text = words;
const texts = z.array(text);
const isoDate = z.iso.date("a date as YYYY-MM-DD");
const slug = z.string().regex(/^[a-z0-9-]+$/, "a page's address: lowercase letters, digits and -");
const sourceKey = z.enum(Object.keys(sources) as [SourceKey, ...SourceKey[]], {
  error: `one of the sources in content/sources.yaml: ${Object.keys(sources).join(", ")}`,
});
const faq = z.strictObject({ question: text, answer: text, points: texts.optional() });
/** A question and its answer; `points`, a list the answer introduces. */
export type Faq = z.infer<typeof faq>;
const section = z.strictObject({ heading: text, paragraphs: texts, points: texts.optional() });
const numericClaim = z.strictObject({
  text,
  source: z.union([sourceKey, z.literal("practice")]),
});
const pageBase = {
  order: z.number().int().positive(),
  title: text,
  icon: z.enum(Object.keys(cardIcons) as [keyof typeof cardIcons], {
    error: `one of the card icons: ${Object.keys(cardIcons).join(", ")}`,
  }),
  summary: text,
  moreSections: z.array(section).optional(),
  numericClaims: z.array(numericClaim),
  faqs: z.array(faq).min(5, "at least five questions"),
  sources: z.array(sourceKey).min(1),
  updated: isoDate,
};

const warningList = z.record(
  z.string().regex(/^[a-z0-9-]+$/, "a sign's key: lowercase letters, digits and -"),
  text,
);

export const conditionFile = z.strictObject({
  ...pageBase,
  shortDesc: text,
  overview: texts,
  symptoms: texts,
  diagnosis: z.strictObject({ intro: text, criteria: texts, note: text.optional() }),
  treatment: z.strictObject({ intro: text, points: texts, treatmentSlugs: z.array(slug) }),
  /**
   * Signs particular to the condition at each level, each under a key that
   * is the same in every language, so a translation cannot move a sign to
   * another level unseen.
   */
  warningSigns: z
    .strictObject({ emergency: warningList.optional(), sameDay: warningList.optional() })
    .optional(),
});

export const treatmentFile = z.strictObject({
  ...pageBase,
  description: text,
  featured: z.boolean().optional(),
  keyFacts: z.array(z.strictObject({ label: text, value: text })).optional(),
  whoFor: texts,
  howItWorks: texts,
  medications: z
    .array(z.strictObject({ name: text, dosing: text, mechanism: text, use: text }))
    .optional(),
  visit: texts,
  schedule: texts,
  sideEffects: texts,
  insurance: texts,
  conditionSlugs: z.array(slug),
});

const contactLine = z.strictObject({
  label: text,
  text: z.union([text, texts]),
  href: z.string().optional(),
});
export const noticeFile = z
  .strictObject({
    seo: z.strictObject({ title: text, description: text }),
    title: text,
    intro: text,
    banner: text.optional(),
    effectiveDate: isoDate.optional(),
    lastUpdated: isoDate.optional(),
    parts: z.array(
      z.strictObject({
        heading: text,
        paragraphs: texts.optional(),
        points: texts.optional(),
        topics: z
          .array(z.strictObject({ title: text, paragraphs: texts, points: texts.optional() }))
          .optional(),
        closing: texts.optional(),
        warning: texts.optional(),
        contacts: z
          .array(
            z.strictObject({ heading: text, intro: text.optional(), lines: z.array(contactLine) }),
          )
          .optional(),
        taglines: z
          .strictObject({
            phone: z.strictObject({ display: text, href: text }),
            items: z.array(
              z.strictObject({
                language: text,
                lang: text,
                dir: z.literal("rtl").optional(),
                beforePhone: z.string(),
                afterPhone: z.string(),
              }),
            ),
          })
          .optional(),
        links: z.array(z.strictObject({ to: z.string().startsWith("/"), label: text })).optional(),
      }),
    ),
  })
  .refine((notice) => Boolean(notice.effectiveDate) !== Boolean(notice.lastUpdated), {
    error: "give either effectiveDate or lastUpdated",
  });

/**
 * A notice as its schema reads it; the schema's refine, in types: it carries
 * the date it takes effect or the date it last changed, not both.
 */
export type Notice = Omit<z.infer<typeof noticeFile>, "effectiveDate" | "lastUpdated"> &
  ({ effectiveDate: string } | { lastUpdated: string });

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
