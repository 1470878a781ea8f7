// All of the site's words in one language, gathered under the names the
// pages use: the main pages' and the interface's words (page-words.ts), the
// condition, treatment and notice pages (collections.ts) and the practice's
// facts (practice.ts), each read from its content file in content/. Loaders
// ask for `contentIn(language)`, so a page is the same code in every
// language.
//
// The words walk from their files to the pages once, in stages, each a
// single call to its module (`walk`): read every file of the language and
// its English (files.ts), lay every translation over its English
// (overlay.ts), work out the practice's facts in the language and what its
// sentences quote (practice.ts), fill in every sentence (messages.ts, which
// typesets them), check each file against its schema (schema-check.ts,
// `checkedAll`); then page-words.ts and collections.ts put the checked
// words under the names the pages use. No module below calls another.
//
// Links between pages are written once, as English paths; `contentIn` gives
// every `to` its path in the language ("/patients" → "/ru/patients"), so a
// Russian page never links to an English one by accident.
import {
  type Collection,
  type CollectionPage,
  collectionSchemas,
  collectionPagesOf,
} from "./collections.ts";
import { clinic, messageRetentionDays, officeContact } from "./clinic.ts";
import { type ContentFile, readContentFiles, wordsFilePath } from "./files.ts";
import { filledAll } from "./messages.ts";
import { laidOverAll } from "./overlay.ts";
import { type WordsFile, wordsFiles, wordsSchemas } from "./page-schemas.ts";
import { type PageWords, pageWordsOf } from "./page-words.ts";
import { checkPhotoAlts } from "./photos.ts";
import { checkedAll } from "./schema-check.ts";
import { type Facts, type Given, type SomeOf, givenFrom, requiredWords } from "./practice.ts";
import { type NoticeKey, mainPages, navLinks, noticePages, withPathsIn } from "./site-map.ts";
import type { Language } from "./translated.ts";

/**
 * The general 911 list in a language: the spec's five signs, then the other
 * true emergencies, from the home page's words. The home page shows it; every
 * condition page starts its own with it; a page's words name it whole as
 * {emergencySigns}.
 */
const generalEmergencySigns = (
  home: Pick<PageWords["pages/home"], "emergencySigns" | "warningSigns">,
): string[] => [...home.emergencySigns, ...home.warningSigns.emergency.signs];

/** What a walk reads besides the practice's facts: some words files, and the collections or not. */
type Reading = { pages: readonly WordsFile[]; collections: boolean };

/** What a walk hands the pages: every file's words checked against its schema. */
type Walked = {
  /** The practice's facts in the language, and the figures and lists its sentences quote. */
  given: Given;
  /** The words content/practice/<language>/facts.yaml gives, in the English order. */
  clinicWords: SomeOf<Facts>;
  pages: Partial<PageWords>;
  collections: { [C in Collection]: CollectionPage<C>[] };
};

/** A file the walk lays over its English, fills in and checks: a words file or a collection's page. */
type Part = {
  english: ContentFile;
  own: ContentFile;
  /** A words file's name, or the page's slug in its collection. */
  name: string;
  collection?: Collection;
  /** Its problems, reported together with its collection's. */
  problems: string[];
};

const throwAll = (problems: readonly string[]) => {
  if (problems.length > 0) throw new Error(problems.join("\n"));
};

/**
 * A language's words from their files to the pages, in one pass of stages,
 * each one call to its module. A words file, or the practice's facts, stops
 * the walk at its first problem; a collection reports the problems of all
 * its pages together.
 */
function walk(language: Language, { pages, collections: withCollections }: Reading): Walked {
  const inEnglish = language === "en";
  const both = (path: (each: Language) => string) =>
    inEnglish ? [path("en")] : [path("en"), path(language)];
  const collections = withCollections ? (Object.keys(collectionSchemas) as Collection[]) : [];

  // Read every file, and each collection's folder in both languages (files.ts).
  const read = readContentFiles([
    ...(inEnglish ? [] : [`practice/${language}/facts.yaml`]),
    ...pages.flatMap((file) => both((each) => wordsFilePath(file, each))),
    ...collections.flatMap((collection) => both((each) => `${collection}/${each}/`)),
  ]);
  const fileAt = (path: string) => read.get(path) as ContentFile;
  const namesIn = (folder: string) =>
    [...read.keys()]
      .filter((path) => path.startsWith(`${folder}/`))
      .map((path) => path.slice(folder.length + 1, -".yaml".length));
  const parts: Part[] = pages.map((file) => {
    const english = fileAt(wordsFilePath(file, "en"));
    const own = inEnglish ? english : fileAt(wordsFilePath(file, language));
    return { english, own, name: file, problems: [] };
  });
  /** Each collection's problems, in the order of its English pages: an unpaired file, a missing one, a part's own. */
  const reports = new Map<Collection, (string | Part)[]>();
  for (const collection of collections) {
    const names = namesIn(`${collection}/en`);
    const own = new Set(inEnglish ? names : namesIn(`${collection}/${language}`));
    const report: (string | Part)[] = [...own]
      .filter((name) => !names.includes(name))
      .map(
        (name) =>
          `content/${collection}/${language}/${name}.yaml: no English page content/${collection}/en/${name}.yaml to translate`,
      );
    for (const name of names) {
      if (!own.has(name)) {
        report.push(
          `content/${collection}/${language}/${name}.yaml is missing: translate content/${collection}/en/${name}.yaml`,
        );
        continue;
      }
      const english = fileAt(`${collection}/en/${name}.yaml`);
      const part: Part = {
        english,
        own: inEnglish ? english : fileAt(`${collection}/${language}/${name}.yaml`),
        name,
        collection,
        problems: [],
      };
      parts.push(part);
      report.push(part);
    }
    reports.set(collection, report);
  }

  // Lay every translation over its English (overlay.ts): the practice's facts
  // must give the words it names, and may not give hours; a page every words field.
  const [facts, ...laid] = laidOverAll([
    inEnglish
      ? { english: clinic, must: requiredWords }
      : {
          english: { ...clinic, hours: undefined },
          own: fileAt(`practice/${language}/facts.yaml`),
          must: requiredWords,
        },
    ...parts.map(({ english, own }) => ({
      english: english.data,
      own: inEnglish ? undefined : own,
      must: "every words field" as const,
    })),
  ]);
  throwAll(facts?.problems ?? []);
  parts.forEach((part, index) => {
    const problems = laid[index]?.problems ?? [];
    if (part.collection) part.problems.push(...problems);
    else throwAll(problems);
  });

  // The practice's facts in the language, and what its sentences quote (practice.ts).
  const given = givenFrom(language, facts?.data as SomeOf<Facts>);
  const home = parts.find((part) => part.name === "pages/home");
  const homeIndex = home ? parts.indexOf(home) : -1;
  const lists = withCollections
    ? {
        ...given.lists,
        // {emergencySigns}: the general 911 list, from the home page's words.
        emergencySigns: generalEmergencySigns(laid[homeIndex]?.data as PageWords["pages/home"]),
      }
    : given.lists;

  // Fill in every sentence, and typeset it (messages.ts).
  const filled = filledAll(
    parts.map((part, index) => ({ data: laid[index]?.data, file: part.own })),
    { figures: given.figures, lists },
    language,
  );

  // Check each filled file against its schema (schema-check.ts), then the
  // photos' alt texts in the words files (photos.ts).
  const toCheck: { part: Part; data: unknown }[] = [];
  parts.forEach((part, index) => {
    const data = filled[index];
    if (!(data instanceof Error)) toCheck.push({ part, data });
    else if (part.collection) part.problems.push(data.message);
    else throw data;
  });
  const checked = checkedAll(
    toCheck.map(({ part, data }) => ({
      schema: part.collection
        ? collectionSchemas[part.collection]
        : wordsSchemas[part.name as WordsFile],
      file: { ...part.own, data },
    })),
  );
  const checkedOf = new Map(toCheck.map(({ part }, index) => [part, checked[index]]));
  const words: Partial<Record<WordsFile, unknown>> = {};
  for (const [part, value] of checkedOf) {
    if (value instanceof Error) {
      if (part.collection) part.problems.push(value.message);
      else throw value;
    } else if (!part.collection) {
      words[part.name as WordsFile] = value;
    }
  }
  checkPhotoAlts(
    language,
    parts.flatMap((part) =>
      part.collection ? [] : [{ words: part.name, file: part.own, data: checkedOf.get(part) }],
    ),
  );
  const pagesOf = <C extends Collection>(collection: C): CollectionPage<C>[] => {
    const report = reports.get(collection) ?? [];
    throwAll(report.flatMap((each) => (typeof each === "string" ? [each] : each.problems)));
    return report.flatMap((each) =>
      typeof each === "string"
        ? []
        : [{ name: each.name, words: checkedOf.get(each) as CollectionPage<C>["words"] }],
    );
  };
  return {
    given,
    clinicWords: facts?.given as SomeOf<Facts>,
    pages: words as Partial<PageWords>,
    collections: {
      conditions: withCollections ? pagesOf("conditions") : [],
      treatments: withCollections ? pagesOf("treatments") : [],
      notices: withCollections ? pagesOf("notices") : [],
    },
  };
}

const walked = new Map<string, Walked>();

/**
 * The walk of `reading` in a language, once; a part of a language (`part`)
 * is taken from its whole walk when that has been done.
 */
function walkOnce(language: Language, reading: Reading, part?: string): Walked {
  const key = part ? `${language}/${part}` : language;
  let done = walked.get(language) ?? walked.get(key);
  if (!done) {
    done = walk(language, reading);
    walked.set(key, done);
  }
  return done;
}

/** A language's whole walk: every words file, every collection. */
const wholeWalk = (language: Language) =>
  walkOnce(language, { pages: wordsFiles, collections: true });

/**
 * What a language's words are given: the practice's facts in the language,
 * each figure and fact a sentence may name and each list a field may take
 * whole ("{practiceInsurancePlans}").
 */
export function givenIn(language: Language): Given {
  return walkOnce(language, { pages: [], collections: false }, "facts").given;
}

/** The practice's facts, with their words in `language`. */
export function practiceIn(language: Language): Facts {
  return givenIn(language).facts;
}

/** The practice's facts a page's words may quote, by placeholder name ({practicePhone}), in `language`. */
export function practicePlaceholders(language: Language): Record<string, string> {
  return givenIn(language).placeholders;
}

/**
 * A words file in a language: read, laid over its English, filled in and
 * checked (for a caller that needs one file, such as the contact form's
 * server, without the rest of the language).
 */
export function wordsIn<F extends WordsFile>(file: F, language: Language): PageWords[F] {
  return walkOnce(language, { pages: [file], collections: false }, file).pages[
    file
  ] as PageWords[F];
}

/** The condition, treatment and notice pages of a language, as the pages use them, links as written. */
export function collectionsIn(language: Language) {
  return collectionPagesOf(language, wholeWalk(language).collections);
}

function gather(language: Language) {
  const { given, clinicWords, pages, collections } = wholeWalk(language);
  /** The practice's facts, with their words in the language. */
  const { facts } = given;
  const checked = pages as PageWords;
  const words = {
    ...pageWordsOf(checked, facts, generalEmergencySigns(checked["pages/home"])),
    clinicWords,
  };
  // The pages kept as content files (collections.ts), in the language.
  const { conditions, treatments, notices, ...linked } = withPathsIn(language, {
    ...words,
    ...collectionPagesOf(language, collections),
  });
  return {
    ...linked,
    conditions,
    treatments,
    notices,
    language,
    clinic: facts,
    officeContact: { ...officeContact, hours: facts.hours },
    sisterSites: given.sisterSites,
    mainNav: navLinks(language, mainPages, words.mainPageLabels),
    noticeLinks: navLinks(language, noticePages, words.noticePageLabels),
    messageRetentionDays,
  };
}

/** The site's words in one language. */
export type Content = ReturnType<typeof gather>;

const gathered = new Map<Language, Content>();

/** Everything the pages say, in `language`, each link pointing at that language's page. */
export function contentIn(language: Language): Content {
  let content = gathered.get(language);
  if (!content) {
    content = gather(language);
    gathered.set(language, content);
  }
  return content;
}

/** A condition, a treatment or a notice in any language, as the pages get it. */
export type ConditionText = Content["conditions"][number];
export type TreatmentText = Content["treatments"][number];
export type NoticeText = Content["notices"][NoticeKey];

/** A condition or treatment of a list by its slug. */
export function bySlug<T extends { slug: string }>(
  list: readonly T[],
  slug: string | undefined,
): T | undefined {
  return list.find((entry) => entry.slug === slug);
}
