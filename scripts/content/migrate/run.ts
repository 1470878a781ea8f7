// The move of the condition, treatment and notice pages from TypeScript
// modules to content files, run once:
//
//   node --import ./scripts/content/migrate/hooks.ts scripts/content/migrate/run.ts
//
// Each module runs with its numbers as sentinels (sentinels.ts), so every
// figure from the practice's facts becomes a named placeholder ({botoxUnits})
// and every Russian plural an ICU plural; the practice's name, phone, e-mail,
// address, site and policy sentences become placeholders by value. A
// translation's file keeps its words; what is not words (slugs, icons,
// sources, dates, links) stays in the English file alone.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as lucide from "lucide";
import { type Document, isMap, isPair, isScalar, isSeq, parseDocument, stringify, visit } from "yaml";
import * as enConditions from "#app/content/conditions.ts";
import * as esConditions from "#app/content/es/conditions.ts";
import * as ruConditions from "#app/content/ru/conditions.ts";
import * as zhConditions from "#app/content/zh/conditions.ts";
import * as enTreatments from "#app/content/treatments.ts";
import * as esTreatments from "#app/content/es/treatments.ts";
import * as ruTreatments from "#app/content/ru/treatments.ts";
import * as zhTreatments from "#app/content/zh/treatments.ts";
import * as enNotices from "#app/content/notices.ts";
import * as esNotices from "#app/content/es/notices.ts";
import * as ruNotices from "#app/content/ru/notices.ts";
import * as zhNotices from "#app/content/zh/notices.ts";
import { clinic, formattedAddress, mailtoHref, telHref } from "#app/content/clinic.ts";
import { contentIn } from "#app/content/in-language.ts";
import { sources } from "#app/content/sources.ts";
import { type Language, languageNamesInEnglish } from "#app/content/translated.ts";
import { rangeNames, sentinelNames } from "./sentinels.ts";

const root = join(import.meta.dirname, "..", "..", "..");

/** Fields that are not words: the English file keeps them for every language. */
const notWords = new Set([
  "slug",
  "icon",
  "sources",
  "source",
  "updated",
  "featured",
  "treatmentSlugs",
  "conditionSlugs",
  "effectiveDate",
  "lastUpdated",
  "to",
  "href",
  "lang",
  "dir",
]);

/** The practice's words a sentence may quote whole, as placeholders, longest first. */
function practicePlaceholders(language: Language): [string, string][] {
  const facts = contentIn(language).clinic as unknown;
  const found: [string, string][] = [
    [clinic.url, "practiceUrl"],
    [telHref, "practicePhoneHref"],
    [mailtoHref, "practiceEmailHref"],
    [formattedAddress, "practiceAddress"],
    [clinic.email, "practiceEmail"],
    [clinic.phone.display, "practicePhone"],
    [clinic.name, "practiceName"],
  ];
  const visit = (value: unknown, path: string[]) => {
    if (typeof value === "string" && value.length >= 40 && path[0] !== "partners") {
      found.push([
        value,
        `practice${path.map((part) => part[0]?.toUpperCase() + part.slice(1)).join("")}`,
      ]);
    } else if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit(facts, []);
  return found.sort(([a], [b]) => b.length - a.length);
}

function withPlaceholders(text: string, practice: [string, string][]): string {
  let result = text;
  for (const [value, name] of practice) result = result.split(value).join(`{${name}}`);
  for (const [range, name] of rangeNames) result = result.split(range).join(`{${name}}`);
  result = result.replace(/\b9\d{4}\b/g, (number) => {
    const name = sentinelNames.get(Number(number));
    if (!name) throw new Error(`An unknown sentinel ${number} in: ${text}`);
    return `{${name}}`;
  });
  return result;
}

const iconName = (icon: unknown) => {
  const name = Object.entries(lucide).find(([, value]) => value === icon)?.[0];
  if (!name) throw new Error("An icon that lucide does not export by name.");
  return name;
};
const sourceKey = (source: unknown) => {
  const key = Object.entries(sources).find(([, value]) => value === source)?.[0];
  if (!key) throw new Error(`A source that sources.ts does not list: ${JSON.stringify(source)}`);
  return key;
};

/** An English entry as its file holds it. */
function englishFile(entry: Record<string, unknown>, practice: [string, string][]) {
  const convert = (value: unknown, key: string): unknown => {
    if (key === "icon") return iconName(value);
    if (key === "sources") return (value as unknown[]).map(sourceKey);
    if (typeof value === "string") return withPlaceholders(value, practice);
    if (Array.isArray(value)) return value.map((item) => convert(item, ""));
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([field, item]) => [field, convert(item, field)]),
      );
    }
    return value;
  };
  return convert(entry, "");
}

/** A translated entry as its file holds it: its words, without what the English file gives. */
function translationFile(
  entry: unknown,
  english: unknown,
  practice: [string, string][],
  key = "",
): unknown {
  if (notWords.has(key) && JSON.stringify(entry) === JSON.stringify(english)) return undefined;
  if (typeof entry === "string") return withPlaceholders(entry, practice);
  if (Array.isArray(entry)) {
    return entry.map((item, index) =>
      translationFile(item, (english as unknown[] | undefined)?.[index], practice),
    );
  }
  if (entry && typeof entry === "object") {
    const fields = Object.entries(entry)
      .map(([field, item]) => [
        field,
        translationFile(item, (english as Record<string, unknown> | undefined)?.[field], practice, field),
      ])
      .filter(([, item]) => item !== undefined);
    return Object.fromEntries(fields);
  }
  return entry;
}

/**
 * The notes for counsel or the physician a module kept beside its words
 * (comments marked TEMPLATE, PLACEHOLDER or CONFIRM), each with the first
 * words of the sentence it stood above, so the note can stand above the same
 * words in the content file.
 */
function notesOf(moduleFile: string): { note: string; anchor: string }[] {
  const lines = readFileSync(join(root, moduleFile), "utf8").split("\n");
  const notes: { note: string; anchor: string }[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]?.trim() ?? "";
    const isComment = (text: string) => /^(\/\/|\/\*\*?|\*)/.test(text);
    if (!isComment(line) || !/TEMPLATE|PLACEHOLDER|CONFIRM/.test(line)) continue;
    const block: string[] = [];
    let at = index;
    while (at < lines.length && isComment(lines[at]?.trim() ?? "")) {
      block.push((lines[at] ?? "").trim().replace(/^(\/\/|\/\*\*?|\*\/?)\s?/, "").replace(/\*\/$/, "").trim());
      at++;
    }
    index = at - 1;
    const following = lines.slice(at, at + 5).join(" ");
    const anchor = following.match(/["`]([^"`$]{12,})/)?.[1]?.slice(0, 30) ?? "";
    notes.push({ note: block.filter(Boolean).join(" "), anchor });
  }
  return notes;
}

/** The file's YAML with each note above the words it concerns, or at the top when none matches. */
function withNotes(data: unknown, notes: { note: string; anchor: string }[]): Document {
  const document = parseDocument(stringify(data, { lineWidth: 0 }));
  const unplaced: string[] = [];
  for (const { note, anchor } of notes) {
    let placed = false;
    if (anchor) {
      visit(document, {
        Pair(_, pair) {
          if (!placed && isScalar(pair.value) && String(pair.value.value).startsWith(anchor)) {
            if (isScalar(pair.key)) pair.key.commentBefore = wrap(note);
            placed = true;
            return visit.BREAK;
          }
          return undefined;
        },
        Scalar(_, scalar) {
          if (!placed && String(scalar.value).startsWith(anchor) && !isPair(scalar)) {
            scalar.commentBefore = wrap(note);
            placed = true;
            return visit.BREAK;
          }
          return undefined;
        },
      });
    }
    if (!placed) unplaced.push(note);
  }
  for (const note of notes) if (!unplaced.includes(note.note)) placedNotes.add(note.note);
  void isMap;
  void isSeq;
  return document;
}

/** A note as comment lines of at most 100 characters. */
function wrap(note: string): string {
  const words = note.split(/\s+/);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && `${line} ${word}`.length > 98) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((each) => ` ${each}`).join("\n");
}

/** Notes that stood above a shared value, not a sentence: the notices they concern. */
const sharedNotes: [string, string[]][] = [
  ["TEMPLATE: every notice below", ["privacyPractices", "nondiscrimination", "accessibility", "privacy", "goodFaithEstimate"]],
  ["TEMPLATE: the date counsel approves", ["privacyPractices", "nondiscrimination", "accessibility", "privacy", "goodFaithEstimate"]],
  ["TEMPLATE: how soon the practice answers", ["accessibility"]],
  ["TEMPLATE: how long the server's request logs", ["privacy"]],
  ["TEMPLATE: the HHS Office for Civil Rights", ["privacyPractices", "nondiscrimination"]],
  ["TEMPLATE: the languages most spoken", ["nondiscrimination"]],
  ["TEMPLATE: courts stayed", ["nondiscrimination"]],
];

/** The notes that found their words in some file; the rest are printed at the end. */
const placedNotes = new Set<string>();

const moduleFiles = {
  conditions: "conditions.ts",
  treatments: "treatments.ts",
  notices: "notices.ts",
} as const;

const header = {
  conditions: (slug: string) => `The condition page /conditions/${slug}`,
  treatments: (slug: string) => `The treatment page /treatments/${slug}`,
  notices: (key: string) => `The notice "${key}" (its address is in app/content/site-map.ts)`,
};

function write(
  collection: keyof typeof header,
  language: Language,
  name: string,
  data: unknown,
) {
  const folder = join(root, "content", collection, language);
  mkdirSync(folder, { recursive: true });
  const lines =
    language === "en"
      ? [
          `# ${header[collection](name)}, in English: the source every translation follows.`,
          "# {name} is a placeholder: the build puts in the practice's fact (app/content/care-facts.ts,",
          "# app/content/clinic.ts), so a page cannot disagree with the facts. Keep placeholders as they are.",
        ]
      : [
          `# ${header[collection](name)}, in ${languageNamesInEnglish[language]}: a translation of ../en/${name}.yaml.`,
          "# Words only: what is not words (slug, icon, sources, dates, links) comes from the English file.",
          "# Keep each {placeholder} as it is; a {name, plural, ...} picks the noun's form for the number.",
        ];
  const moduleFile = `app/content/${language === "en" ? "" : `${language}/`}${moduleFiles[collection]}`;
  const notes = notesOf(moduleFile);
  const document = withNotes(data, notes);
  const shared = notes
    .filter(({ note }) =>
      sharedNotes.some(([prefix, names]) => note.startsWith(prefix) && names.includes(name)),
    )
    .map(({ note }) => {
      placedNotes.add(note);
      return wrap(note);
    });
  if (shared.length > 0) {
    document.commentBefore = [document.commentBefore, ...shared].filter(Boolean).join("\n");
  }
  document.commentBefore = [lines.map((line) => ` ${line.slice(2)}`).join("\n"), document.commentBefore]
    .filter(Boolean)
    .join("\n");
  writeFileSync(join(folder, `${name}.yaml`), document.toString({ lineWidth: 0 }));
}

const modules = {
  en: { conditions: enConditions, treatments: enTreatments, notices: enNotices },
  ru: { conditions: ruConditions, treatments: ruTreatments, notices: ruNotices },
  es: { conditions: esConditions, treatments: esTreatments, notices: esNotices },
  zh: { conditions: zhConditions, treatments: zhTreatments, notices: zhNotices },
} as const;

let files = 0;
for (const language of ["en", "ru", "es", "zh"] as const) {
  const practice = practicePlaceholders(language);
  const own = modules[language];
  const lists = {
    conditions: own.conditions.conditions as unknown as Record<string, unknown>[],
    treatments: own.treatments.treatments as unknown as Record<string, unknown>[],
  };
  for (const collection of ["conditions", "treatments"] as const) {
    const englishList = (collection === "conditions"
      ? enConditions.conditions
      : enTreatments.treatments) as unknown as Record<string, unknown>[];
    lists[collection].forEach((entry, index) => {
      const slug = String(entry.slug);
      const english = englishList[index];
      if (english?.slug !== slug) throw new Error(`${language} ${collection} are not in English order`);
      const data =
        language === "en"
          ? { order: index + 1, ...(englishFile(entry, practice) as object) }
          : translationFile(entry, english, practice);
      const { slug: _slug, ...withoutSlug } = data as Record<string, unknown>;
      write(collection, language, slug, withoutSlug);
      files++;
    });
  }
  const englishNotices = enNotices.notices as unknown as Record<string, unknown>;
  for (const [key, notice] of Object.entries(own.notices.notices as unknown as Record<string, unknown>)) {
    const data =
      language === "en"
        ? englishFile(notice as Record<string, unknown>, practice)
        : translationFile(notice, englishNotices[key], practice);
    write("notices", language, key, data);
    files++;
  }
}
console.log(`${files} content files written under content/.`);
for (const language of ["en", "ru", "es", "zh"] as const) {
  for (const collection of ["conditions", "treatments", "notices"] as const) {
    const moduleFile = `app/content/${language === "en" ? "" : `${language}/`}${moduleFiles[collection]}`;
    for (const { note } of notesOf(moduleFile)) {
      if (!placedNotes.has(note)) console.log(`Not placed (${moduleFile}): ${note}`);
    }
  }
}
