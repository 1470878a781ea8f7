// The words of the content files as XLIFF 2.0, for a translator's tool, and
// back. One <file> per content file (its id "conditions/migraine",
// "pages/home", "interface", "practice"), one <unit> per sentence (its id
// the sentence's field, "faqs.2.answer"), the English as <source>, the
// translation as <target>, and a <note> with the page's address and what to
// keep. Importing writes each changed target into the language's file,
// keeping its comments.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import js2xliff from "xliff/js2xliff";
import xliff2js from "xliff/xliff2js";
import { type Document, isMap, parseDocument } from "yaml";
import { figuresOf } from "#app/content/collections.ts";
import { sentencesOf } from "#app/content/messages.ts";
import { contentFolder } from "#app/content/files.ts";
import { type GlossaryTerm, glossary, withoutPlaceholders } from "#app/content/glossary.ts";
import { languagePath, noticePages } from "#app/content/site-map.ts";
import { type Language, languageTags } from "#app/content/translated.ts";

const collections = ["conditions", "treatments", "notices"] as const;
type Collection = (typeof collections)[number];

type Unit = { source: string; target: string; note?: string };
type XliffJs = {
  sourceLanguage: string;
  targetLanguage: string;
  resources: Record<string, Record<string, Unit>>;
};

/** A content file a translator translates: its id, its English and its translation, and where it is read. */
type Translatable = { id: string; english: string; own: string; address: string };

const mainPagePaths: Record<string, string> = {
  home: "/",
  about: "/about",
  patients: "/patients",
  contact: "/contact",
  locations: "/locations",
  conditions: "/conditions",
  treatments: "/treatments",
};

/** Every file a translation into `language` has, in the content folder. */
function translatables(folder: string, language: Language): Translatable[] {
  const pages = collections.flatMap((collection) =>
    pagesOf(folder, collection).map((name) => ({
      id: `${collection}/${name}`,
      english: `${collection}/en/${name}.yaml`,
      own: `${collection}/${language}/${name}.yaml`,
      address: languagePath(
        language,
        collection === "notices"
          ? (noticePages[name as keyof typeof noticePages]?.path ?? `/${name}`)
          : `/${collection}/${name}`,
      ),
    })),
  );
  const main = pagesOf(folder, "pages").map((name) => ({
    id: `pages/${name}`,
    english: `pages/en/${name}.yaml`,
    own: `pages/${language}/${name}.yaml`,
    address: languagePath(language, mainPagePaths[name] ?? `/${name}`),
  }));
  const home = languagePath(language, "/");
  return [
    ...pages,
    ...main,
    {
      id: "interface",
      english: "interface/en.yaml",
      own: `interface/${language}.yaml`,
      address: `${home} and every page: header, menu, footer`,
    },
    {
      id: "practice",
      english: "practice/en.yaml",
      own: `practice/${language}.yaml`,
      address: `${home} and every page that states the practice's facts`,
    },
  ];
}

/**
 * Every sentence of a file's data by its field ("faqs.2.answer"). A single
 * character (a separator of thousands) is not a sentence to translate in a tool.
 */
const sentences = (value: unknown): [string, string][] =>
  sentencesOf(value)
    .filter(({ text }) => text.length > 1)
    .map(({ path, text }) => [path.slice(1), text]);

const read = (folder: string, file: string): Document =>
  parseDocument(readFileSync(join(folder, file), "utf8"));

const pagesOf = (folder: string, collection: Collection | "pages") =>
  readdirSync(join(folder, collection, "en"))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => name.slice(0, -".yaml".length))
    .sort();

/** The glossary's terms an English sentence has, as a translator's note: 'Glossary: "telehealth" is "telesalud".' */
let terms: GlossaryTerm[] | undefined;
function termsIn(source: string, language: Exclude<Language, "en">): string[] {
  terms ??= glossary();
  const pairs = terms.flatMap((term) => {
    const rendering = term.languages[language];
    return rendering && term.findEnglish.test(withoutPlaceholders(source))
      ? [`"${term.english}" is "${rendering.use}"`]
      : [];
  });
  if (pairs.length === 0) return [];
  return [`Glossary (content/glossary.yaml): ${pairs.join("; ")}.`];
}

/** A language's words as an XLIFF 2.0 document. */
export async function exportXliff(
  language: Exclude<Language, "en">,
  folder = contentFolder,
): Promise<string> {
  const resources: XliffJs["resources"] = {};
  for (const { id, english: englishFile, own: ownFile, address } of translatables(
    folder,
    language,
  )) {
    const english = read(folder, englishFile).toJS();
    const own = new Map(sentences(read(folder, ownFile).toJS()));
    const units: Record<string, Unit> = {};
    for (const [field, source] of sentences(english)) {
      // The facts' names, numbers and addresses stay as the English has them;
      // a translation of the facts gives only the words it holds.
      if (id === "practice" && !own.has(field)) continue;
      units[field] = {
        source,
        target: own.get(field) ?? "",
        note: [
          `${address} (${field}). Keep each {placeholder} as it is; in {name, plural, …} translate only the words in braces.`,
          ...termsIn(source, language),
        ].join(" "),
      };
    }
    resources[id] = units;
  }
  return js2xliff({
    sourceLanguage: languageTags.en,
    targetLanguage: languageTags[language],
    resources,
  });
}

export type ImportResult = { files: number; units: number; changed: number; written: string[] };

/** Writes a translator's XLIFF back into the language's content files; returns what changed. */
export async function importXliff(
  language: Language,
  xml: string,
  folder = contentFolder,
): Promise<ImportResult> {
  const parsed = (await xliff2js(xml)) as XliffJs;
  if (parsed.targetLanguage !== languageTags[language]) {
    throw new Error(
      `This XLIFF is for "${parsed.targetLanguage}", not ${language} (${languageTags[language]}).`,
    );
  }
  const result: ImportResult = { files: 0, units: 0, changed: 0, written: [] };
  const broken = Object.entries(parsed.resources).flatMap(([id, units]) =>
    Object.entries(units)
      .filter(([, unit]) => typeof unit.target === "string" && unit.target !== "")
      .filter(([, unit]) => figuresOf(unit.source).join() !== figuresOf(unit.target).join())
      .map(
        ([field, unit]) =>
          `${id} ${field}: {${figuresOf(unit.source).join("}, {")}} in English, {${figuresOf(unit.target).join("}, {")}} here`,
      ),
  );
  if (broken.length > 0) {
    throw new Error(
      `Nothing was written: these sentences lost or changed a {placeholder}; keep each as it is in the English.\n  ${broken.join("\n  ")}`,
    );
  }
  const files = new Map(translatables(folder, language).map((each) => [each.id, each.own]));
  for (const [id, units] of Object.entries(parsed.resources)) {
    const file = files.get(id);
    if (!file) throw new Error(`A <file id="${id}"> this site has no page for.`);
    const document = read(folder, file);
    if (!isMap(document.contents)) document.contents = document.createNode({}) as never;
    result.files++;
    let changed = 0;
    for (const [field, unit] of Object.entries(units)) {
      result.units++;
      const target = typeof unit.target === "string" ? unit.target : "";
      if (!target) continue;
      const path = field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      if (document.getIn(path) === target) continue;
      document.setIn(path, target);
      changed++;
    }
    if (changed > 0) {
      writeFileSync(join(folder, file), document.toString({ lineWidth: 0 }));
      result.changed += changed;
      result.written.push(`content/${file}`);
    }
  }
  return result;
}
