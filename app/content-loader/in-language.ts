// All of the site's words in one language, gathered under the names the
// pages use (`contentIn`), so a page is the same code in every language.
// The words walk from their files to the pages once, in stages, each through
// its module (`walk`; the stages are in this folder's README). Nothing is
// read when a module is imported, and what is read is kept per content folder
// (SITE_CONTENT_DIR or content/), so a test may point the folder at a copy.
// Links are written once, as English paths; `contentIn` gives every `to` its
// path in the language, so a Russian page never links to an English one.
import type * as z from "zod";
import { type Notice, cardIcons, collectionSchemas } from "./collection-schemas.ts";
import {
  type ContentFile,
  contentFolder,
  parseContent,
  perFolder,
  readContentFiles,
  wordsFilePath,
} from "./files.ts";
import { filled } from "./messages.ts";
import { laidOver } from "./word-fields.ts";
import { type WordsFile, wordsFiles, wordsSchemas } from "./page-schemas.ts";
import { checkPhotoAlts } from "./photos.ts";
import {
  type Facts,
  type Given,
  type SomeOf,
  givenFrom,
  officeContact,
  practice,
  requiredWords,
} from "./practice.ts";
import {
  type NoticeKey,
  mainPages,
  navLinks,
  noticePages,
  toolPages,
  withPathsIn,
} from "./site-map.ts";
import { type Source, sources } from "./sources.ts";
import { type Language, languages } from "./translated.ts";

type Collection = keyof typeof collectionSchemas;

type PageWords = { [F in WordsFile]: z.infer<(typeof wordsSchemas)[F]> };

type CollectionPage<C extends Collection> = {
  name: string;
  words: z.infer<(typeof collectionSchemas)[C]>;
};

/**
 * The general 911 list in a language: the spec's five signs, then the other
 * true emergencies, from the home page's words. The home page shows it; every
 * condition page starts its own with it; a page's words name it whole as
 * {emergencySigns}.
 */
const generalEmergencySigns = (
  home: Pick<PageWords["page/home"], "emergencySigns" | "warningSigns">,
): string[] => [...home.emergencySigns, ...home.warningSigns.emergency.signs];

/** The fields of every words file in one. */
type EveryWord = (
  PageWords[WordsFile] extends infer W ? (W extends unknown ? (w: W) => void : never) : never
) extends (w: infer All) => void
  ? All
  : never;

/** What a walk reads besides the practice's facts: one words file, or all and the collections. */
type Reading = WordsFile | "all";

/** A file the walk lays over its English, fills in and checks: a words file or a collection's page. */
type Part = {
  english: ContentFile;
  own: ContentFile;
  /** A words file's name, or the page's slug in its collection. */
  name: string;
  collection?: Collection;
  /** Its problems, reported together with its collection's. */
  problems: string[];
  /** Its words, laid over the English, filled in, then checked against its schema. */
  data?: unknown;
};

const throwAll = (problems: readonly string[]) => {
  if (problems.length > 0) throw new Error(problems.join("\n"));
};

/** A problem of a part: a collection's page reports it with its collection's; a words file stops the walk. */
const failed = (part: Part, error: Error) => {
  if (!part.collection) throw error;
  part.problems.push(error.message);
};

/**
 * A language's words from their files to the pages, in one pass of stages,
 * each through its module. A words file, or the practice's facts, stops
 * the walk at its first problem; a collection reports the problems of all
 * its pages together.
 */
function walk(folder: string, language: Language, reading: Reading) {
  const inEnglish = language === "en";
  const both = (path: (each: Language) => string) =>
    inEnglish ? [path("en")] : [path("en"), path(language)];
  const withCollections = reading === "all";
  const pages = withCollections ? wordsFiles : [reading];
  const collections = withCollections ? (Object.keys(collectionSchemas) as Collection[]) : [];

  // Read every file, and each collection's folder in both languages (files.ts).
  const read = readContentFiles(
    [
      ...(inEnglish ? [] : [`practice/${language}/facts.yaml`]),
      ...pages.flatMap((file) => both((each) => wordsFilePath(file, each))),
      ...collections.flatMap((collection) => both((each) => `${collection}/${each}/`)),
    ],
    folder,
  );
  /** A file in English and in the language (the same file for English). */
  const partOf = (path: (each: Language) => string, name: string, collection?: Collection) => {
    const [english, own] = [path("en"), path(language)].map((at) => read.get(at) as ContentFile);
    return { english, own, name, collection, problems: [] } as Part;
  };
  const parts = pages.map((file) => partOf((each) => wordsFilePath(file, each), file));
  /** Each collection's problems: its unpaired files, then in the order of its English pages a missing file or a part's own. */
  const reports = new Map<Collection, (string | Part)[]>();
  for (const collection of collections) {
    const at = (name: string, each: Language = language) =>
      `content/${collection}/${each}/${name}.yaml`;
    const [names, own] = [`${collection}/en/`, `${collection}/${language}/`].map((folder) =>
      [...read.keys()]
        .filter((path) => path.startsWith(folder))
        .map((path) => path.slice(folder.length, -".yaml".length)),
    ) as [string[], string[]];
    reports.set(collection, [
      ...own
        .filter((name) => !names.includes(name))
        .map((name) => `${at(name)}: no English page ${at(name, "en")} to translate`),
      ...names.map((name) => {
        if (!own.includes(name)) return `${at(name)} is missing: translate ${at(name, "en")}`;
        const part = partOf((each) => at(name, each).slice("content/".length), name, collection);
        parts.push(part);
        return part;
      }),
    ]);
  }

  // Lay every translation over its English (word-fields.ts): the practice's facts
  // must give the words it names, and may not give hours or figures; a page
  // every words field.
  const english = (({ care: _care, ...facts }: Facts) => facts)(practice(folder));
  const own = read.get(`practice/${language}/facts.yaml`);
  const facts = laidOver(own ? { ...english, hours: undefined } : english, own, requiredWords);
  throwAll(facts.problems);
  for (const part of parts) {
    const { data, problems } = laidOver(part.english.data, inEnglish ? undefined : part.own);
    part.data = data;
    if (problems.length > 0) failed(part, new Error(problems.join("\n")));
  }

  // The practice's facts in the language, and what its sentences quote (practice.ts).
  const given = givenFrom(language, facts.data as SomeOf<Facts>, folder);
  const lists = withCollections
    ? {
        ...given.lists,
        // {emergencySigns}: the general 911 list, from the home page's words.
        emergencySigns: generalEmergencySigns(
          parts.find((part) => part.name === "page/home")?.data as PageWords["page/home"],
        ),
      }
    : given.lists;

  // Fill in and typeset every sentence (messages.ts), and check each file
  // against its schema (files.ts); then the photos' alt texts in the words
  // files (photos.ts).
  for (const part of parts) {
    const schema: z.ZodType = part.collection
      ? collectionSchemas[part.collection]
      : wordsSchemas[part.name as WordsFile];
    try {
      const data = filled(part.data, part.own, { figures: given.figures, lists }, language);
      part.data = parseContent(schema, { ...part.own, data });
    } catch (error) {
      failed(part, error as Error);
    }
  }
  const wordsParts = parts.filter((part) => !part.collection);
  for (const part of wordsParts) checkPhotoAlts(language, part.name, part.own, part.data);
  const pagesOf = <C extends Collection>(collection: C): CollectionPage<C>[] => {
    const report = reports.get(collection) ?? [];
    throwAll(report.flatMap((each) => (typeof each === "string" ? [each] : each.problems)));
    // Without problems, the report is the collection's pages.
    return (report as Part[]).map(({ name, data }) => ({
      name,
      words: data as CollectionPage<C>["words"],
    }));
  };
  return {
    /** The practice's facts in the language, and the figures and lists its sentences quote. */
    given,
    /** The words content/practice/<language>/facts.yaml gives, in the English order. */
    clinicWords: facts.given as SomeOf<Facts>,
    pages: Object.fromEntries(
      wordsParts.map((part) => [part.name, part.data]),
    ) as Partial<PageWords>,
    collections: {
      conditions: pagesOf("conditions"),
      treatments: pagesOf("treatments"),
      notices: pagesOf("notice"),
    },
  };
}

type Walked = ReturnType<typeof walk>;
const walked = new Map<string, Walked>();

/**
 * The walk of `reading` in a language, once per content folder (the one
 * now, SITE_CONTENT_DIR or content/); a part is taken from the language's
 * whole walk when that has been done.
 */
function walkOnce(language: Language, reading: Reading = "all"): Walked {
  const folder = contentFolder();
  const whole = `${folder}\n${language}/all`;
  const key = `${folder}\n${language}/${reading}`;
  const done = walked.get(whole) ?? walked.get(key) ?? walk(folder, language, reading);
  walked.set(key, done);
  return done;
}

/**
 * What a language's words are given: the practice's facts in the language,
 * each figure and fact a sentence may name and each list a field may take
 * whole ("{practiceInsurancePlans}").
 */
export function givenIn(language: Language): Given {
  return walkOnce(language).given;
}

/**
 * A words file in a language: read, laid over its English, filled in and
 * checked (for a caller that needs one file, such as the contact form's
 * server, without the rest of the language).
 */
export function wordsIn<F extends WordsFile>(file: F, language: Language): PageWords[F] {
  return walkOnce(language, file).pages[file] as PageWords[F];
}

/** A source by its key; the schema has checked that content/sources.yaml has it. */
const sourceOf = (key: string): Source => {
  const source = sources()[key];
  if (!source) throw new Error(`content/sources.yaml has no source "${key}"`);
  return source;
};

/** A collection's pages in their order, under the names the pages use: the slug, the icon, the sources cited. */
const inOrder = <P extends { order: number; icon: keyof typeof cardIcons; sources: string[] }>(
  pages: readonly { name: string; words: P }[],
) =>
  [...pages]
    .sort((a, b) => a.words.order - b.words.order)
    .map(({ name, words: { order: _order, icon, sources: cited, ...words } }) => ({
      slug: name,
      ...words,
      icon: cardIcons[icon],
      sources: cited.map(sourceOf),
    }));

/**
 * The condition, treatment and notice pages of a language, as the pages use
 * them, links as written: each collection in its order, a condition's
 * warning signs as lists; the notices by their keys in site-map.ts, one file
 * each, no more, no fewer.
 */
export function collectionsIn(language: Language) {
  const pages = walkOnce(language).collections;
  const notices = Object.fromEntries(pages.notices.map(({ name, words }) => [name, words]));
  const keys = Object.keys(noticePages);
  const files = Object.keys(notices);
  if (keys.some((key) => !files.includes(key)) || files.some((file) => !keys.includes(file))) {
    throw new Error(
      `content/notice/${language}/ has ${files.join(", ")}; app/content-loader/site-map.ts lists ${keys.join(", ")}.`,
    );
  }
  return {
    conditions: inOrder(pages.conditions).map(({ warningSigns, ...condition }) => ({
      ...condition,
      ...(warningSigns && {
        warningSigns: {
          emergency: warningSigns.emergency?.map((sign) => sign.text),
          sameDay: warningSigns.sameDay?.map((sign) => sign.text),
        },
      }),
    })),
    treatments: inOrder(pages.treatments),
    notices: notices as Record<NoticeKey, Notice>,
  };
}

/**
 * Everything the pages say in a language, under the names the pages use:
 * every words file's words, in which the home page's emergency list is the
 * general 911 list (`emergencySigns`, which starts with the spec's five
 * signs), /locations says how to reach the entrance once the practice has
 * confirmed it and names the Manhattan office only while a partner has one;
 * the collections; and the facts, links and labels the pages share.
 */
function gather(language: Language) {
  const { given, clinicWords, pages } = walkOnce(language);
  const { facts } = given;
  const checked = pages as PageWords;
  const home = checked["page/home"];
  const locationsPage = structuredClone(checked["page/locations"].locationsPage);
  if (facts.entranceAccess) locationsPage.brooklyn.access.paragraphs.unshift(facts.entranceAccess);
  const words = {
    // Every words file's fields, in their order (no two files share a field).
    ...(Object.assign({}, ...wordsFiles.map((file) => checked[file])) as EveryWord),
    warningSigns: {
      ...home.warningSigns,
      emergency: { ...home.warningSigns.emergency, signs: generalEmergencySigns(home) },
    },
    locationsPage: {
      ...locationsPage,
      manhattan: facts.partners.some((site) => site.office) ? locationsPage.manhattan : null,
    },
    clinicWords,
  };
  const { conditions, treatments, notices, ...linked } = withPathsIn(language, {
    ...words,
    ...collectionsIn(language),
  });
  return {
    ...linked,
    conditions,
    treatments,
    notices,
    language,
    practice: facts,
    officeContact: { ...officeContact(), hours: facts.hours },
    sisterSites: given.sisterSites,
    mainNav: navLinks(language, mainPages, words.mainPageLabels),
    noticeLinks: navLinks(language, noticePages, words.noticePageLabels),
    toolLinks: navLinks(language, toolPages, words.toolPageLabels),
    messageRetentionDays: practice().retention.messageDays,
  };
}

export type Content = ReturnType<typeof gather>;

const gathered = Object.fromEntries(
  languages.map((language) => [language, perFolder(() => gather(language))]),
) as Record<Language, () => Content>;

/**
 * Everything the pages say, in `language`, each link pointing at that
 * language's page: read the first time it is asked for in the content
 * folder now, and kept for it.
 */
export const contentIn = (language: Language): Content => gathered[language]();

/** A condition, a treatment or a notice in any language, as the pages get it. */
export type ConditionText = Content["conditions"][number];
export type TreatmentText = Content["treatments"][number];
export type NoticeText = Content["notices"][NoticeKey];

export function bySlug<T extends { slug: string }>(
  list: readonly T[],
  slug: string | undefined,
): T | undefined {
  return list.find((entry) => entry.slug === slug);
}

/** The warning signs at each level: the home page's general ones, or a condition page's. */
type WarningSigns = Pick<
  PageWords["page/home"]["warningSigns"],
  "emergency" | "sameDay" | "crisis"
>;

/**
 * A condition page's warning signs: the general ones (the home page's, in the
 * page's language), then the condition's own at each level.
 */
export function conditionWarnings(
  condition: Pick<ConditionText, "warningSigns">,
  general: WarningSigns,
): WarningSigns {
  const level = <N extends "emergency" | "sameDay">(name: N): WarningSigns[N] => ({
    ...general[name],
    signs: [...general[name].signs, ...(condition.warningSigns?.[name] ?? [])],
  });
  return { emergency: level("emergency"), sameDay: level("sameDay"), crisis: general.crisis };
}
