// The words of the content files as a PO file (gettext), for a translator's
// tool, and back. One entry per field of words: its msgctxt the content
// file's id and the field ("conditions.migraine faqs.2.answer"; an item of a
// list matched by id is named by it, "transit.q-train.line"), the English as
// msgid, the translation as msgstr, the page's address as its reference, and
// notes for the translator: the review page, the glossary's terms, the
// plural's forms. A translation whose English changed since it was made is
// fuzzy, with the English it was made from as its previous msgid.
//
// Importing refuses a file that would lose words (an entry gone, a
// placeholder dropped or made up, a plural without a form the language
// needs) with one line each saying where, leaves a fuzzy or empty entry as
// the content has it, and writes each changed translation into the
// language's file, keeping its comments.
import { careFigures, givenFrom } from "#app/content-loader/practice.ts";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type GetTextTranslation, po } from "gettext-parser";
import { type Document, isMap, isSeq, parseDocument } from "yaml";
import { contentFileNames, contentFolder, readContentFile } from "#app/content-loader/files.ts";
import { type GlossaryTerm, glossary, withoutPlaceholders } from "#app/content-loader/glossary.ts";
import {
  type MessageFormatElement,
  isArgumentElement,
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
} from "@formatjs/icu-messageformat-parser";
import { figuresOf, placeholdersOf, sentencesOf } from "#app/content-loader/messages.ts";
import { schemaOfFile } from "#app/content-loader/word-fields.ts";
import { collections, pageUnitFields, unitKind } from "#app/reviews/review-units.ts";
import { languagePath, noticePages, wordsPages } from "#app/content-loader/site-map.ts";
import { type Translation, languageTags } from "#app/content-loader/translated.ts";
import { type LanguageRecords, recordsIn, statusOf } from "#app/reviews/reviews.ts";
import { englishWhenTranslated, gitOf } from "./english-history.ts";

/** The review unit of each field of a main page's file: "newPatientChecklist" → "patients". */
const unitOfField = new Map(
  Object.entries(pageUnitFields).flatMap(([unit, fields]) => fields.map((field) => [field, unit])),
);

/**
 * Every file a translation into `language` has, in the content folder: its id, its English and
 * its translation, the page's address (for the interface and the facts, the home page's, with
 * where else they show in `shown`), and the review unit ("condition/migraine", "home",
 * "interface") a field of the file belongs to.
 */
export function translatables(folder: string, language: Translation) {
  const pages = collections.flatMap((collection) =>
    contentFileNames(`${collection}/en`, folder).map((name) => ({
      id: `${collection}.${name}`,
      english: `${collection}/en/${name}.yaml`,
      own: `${collection}/${language}/${name}.yaml`,
      address: languagePath(
        language,
        collection === "notice"
          ? (noticePages[name as keyof typeof noticePages]?.path ?? `/${name}`)
          : `${wordsPages[collection].path}/${name}`,
      ),
      reviewUnit: () => `${unitKind(collection)}/${name}`,
    })),
  );
  // The main pages, by their folders under page/ (page/<page>/<language>/words.yaml).
  const mainPages = readdirSync(join(folder, "page"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const main = mainPages.map((name) => ({
    id: `page.${name}`,
    english: `page/${name}/en/words.yaml`,
    own: `page/${name}/${language}/words.yaml`,
    address: languagePath(
      language,
      wordsPages[name as keyof typeof wordsPages]?.path ?? `/${name}`,
    ),
    reviewUnit: (field: string) => unitOfField.get(field.split(".")[0] ?? "") ?? name,
  }));
  const home = languagePath(language, "/");
  return [
    ...pages,
    ...main,
    {
      id: "interface",
      english: "interface/en/words.yaml",
      own: `interface/${language}/words.yaml`,
      address: home,
      shown: "every page: header, menu, footer",
      reviewUnit: () => "interface",
    },
    {
      id: "practice",
      english: "practice/en/facts.yaml",
      own: `practice/${language}/facts.yaml`,
      address: home,
      shown: "every page that states the practice's facts",
      reviewUnit: () => "interface",
    },
  ];
}

type Translatable = ReturnType<typeof translatables>[number];

/** The forms a language's plurals must have: each its whole numbers take (Russian one, few, many), and "other". */
const pluralForms = (language: Translation) => {
  const rules = new Intl.PluralRules(languageTags[language]);
  const taken = new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
  return rules
    .resolvedOptions()
    .pluralCategories.filter((form) => form === "other" || taken.has(form));
};

/**
 * The practice's numbers a sentence may name, as the pages fill them in:
 * each care figure ({botoxUnits}; a range {firstVisitMinutes}, "60–90", with
 * its ends {firstVisitMinutesMin} and {firstVisitMinutesMax}), and how long
 * messages and logs are kept. True for a range.
 */
let numbers: Map<string, boolean> | undefined;
const numberNames = () =>
  (numbers ??= new Map([
    ["messageRetentionDays", false],
    ["serverLogRetentionDays", false],
    ...Object.entries(careFigures()).map(
      ([name, value]) => [name, typeof value === "string"] as const,
    ),
  ]));

/** The practice's facts in words ("{practicePhone}"), which a translation may name where its English writes them out. */
let facts: Set<string> | undefined;
const factNames = (language: Translation) =>
  (facts ??= new Set(Object.keys(givenFrom(language, {}).placeholders)));

/** The first {name, plural, …} of a message for one of `names`, as it is written, or undefined. */
function pluralIn(message: string, names: readonly string[]): string | undefined {
  for (const match of message.matchAll(/\{(\w+)\s*,\s*plural\s*,/g)) {
    if (!names.includes(match[1] ?? "")) continue;
    let depth = 0;
    for (let at = match.index; at < message.length; at++) {
      if (message[at] === "{") depth++;
      else if (message[at] === "}" && --depth === 0) return message.slice(match.index, at + 1);
    }
  }
  return undefined;
}

/**
 * For a language whose plurals have more forms than English's one and other
 * (Russian: one, few, many, other), a note for each figure of the English:
 * its plural as the translation already writes it, or its forms to fill in
 * ("{botoxUnits, plural, one {# …} few {# …} …}"; a range, "60–90", keeps its
 * placeholder and a noun after it agrees with its end, {firstVisitMinutesMax}).
 */
function pluralNotes(source: string, target: string | undefined, language: Translation) {
  const forms = pluralForms(language);
  if (forms.length <= 2) return [];
  const notes = new Set<string>();
  for (const name of new Set(placeholdersOf(source))) {
    const range = numberNames().get(name);
    if (range === undefined && !pluralIn(source, [name])) continue;
    const figure = name.replace(/(Min|Max)$/, "");
    const written = target && pluralIn(target, [name, figure, `${figure}Min`, `${figure}Max`]);
    const blank = (shown: string) => forms.map((form) => `${form} {${shown}}`).join(" ");
    notes.add(
      written
        ? `The plural of {${name}}, as this translation writes it: ${written}`
        : range
          ? `The plural of {${name}} (fill in the forms): {${name}} {${name}Max, plural, ${blank("…")}}`
          : `The plural of {${name}} (fill in the forms; # is the number): {${name}, plural, ${blank("# …")}}`,
    );
  }
  return [...notes];
}

/** Whether a form of a plural shows its number: a "#" in it (in a select within, not in a plural of its own). */
const showsNumber = (elements: MessageFormatElement[]): boolean =>
  elements.some(
    (element) =>
      isPoundElement(element) ||
      (isSelectElement(element) &&
        Object.values(element.options).some((option) => showsNumber(option.value))) ||
      (isTagElement(element) && showsNumber(element.children)),
  );

/** Whether a message's braces do not pair (the ICU parser reads a lone "}" as text). */
function unpaired(message: string): boolean {
  let depth = 0;
  for (const char of message) {
    if (char === "{") depth++;
    else if (char === "}" && --depth < 0) return true;
  }
  return depth !== 0;
}

/**
 * What is wrong with a translation's placeholders and ICU syntax beside its
 * English, in words, or undefined: braces that do not pair, a placeholder of
 * the English missing (its exact name: {firstVisitMinutesMax} is not
 * {firstVisitMinutes}), one the English does not have that is not a fact of
 * the practice (a figure, or a name made up; a range's end,
 * {firstVisitMinutesMax} for {firstVisitMinutes}, which a noun agrees with, is
 * the English's figure), a plural without a form the language needs,
 * ICU syntax that does not parse, or a figure of the English not shown (by
 * itself, or as "#" in each form of its plural).
 */
function messageProblem(source: string, target: string, language: Translation) {
  if (unpaired(target)) {
    return "its braces do not pair (a { or } of a {placeholder} or of a {…, plural, …} was deleted or typed)";
  }
  const names = new Set(placeholdersOf(target));
  const known = new Set(placeholdersOf(source));
  const lost = [...known].filter((name) => !names.has(name));
  if (lost.length > 0) {
    return `the ${lost.length > 1 ? "placeholders" : "placeholder"} {${lost.join("}, {")}} ${lost.length > 1 ? "are" : "is"} missing`;
  }
  const figures = figuresOf(source);
  const madeUp = [...names].filter(
    (name) =>
      !known.has(name) &&
      !factNames(language).has(name) &&
      !figures.includes(name.replace(/(Min|Max)$/, "")),
  );
  if (madeUp.length > 0) {
    return `{${madeUp.join("}, {")}} ${madeUp.length > 1 ? "are" : "is"} in neither the English nor the practice's facts`;
  }
  if (!/[{}]/.test(target)) return undefined;
  const forms = pluralForms(language);
  const problems: string[] = [];
  /** The names a message shows, by themselves or as "#" in each form of their plural; a plural's missing forms are problems when `check`. */
  const shownIn = (message: string, check: boolean) => {
    const shown = new Set<string>();
    const visit = (elements: MessageFormatElement[]) => {
      for (const element of elements) {
        if (isArgumentElement(element) || isNumberElement(element)) shown.add(element.value);
        if (isTagElement(element)) visit(element.children);
        if (!isPluralElement(element) && !isSelectElement(element)) continue;
        const options = Object.entries(element.options);
        if (isPluralElement(element) && element.pluralType === "cardinal") {
          const missing = forms.filter((form) => !(form in element.options));
          if (check && missing.length > 0) {
            problems.push(
              `{${element.value}, plural, …} lacks its ${missing.join(", ")} ${missing.length > 1 ? "forms" : "form"} (${language} needs ${forms.join(", ")})`,
            );
          }
          const counted = options.filter(([key]) => !key.startsWith("="));
          if (counted.every(([, option]) => showsNumber(option.value))) shown.add(element.value);
        }
        for (const [, option] of options) visit(option.value);
      }
    };
    visit(parse(message, { ignoreTag: true }));
    return shown;
  };
  let shown: Set<string>;
  try {
    shown = shownIn(target, true);
  } catch (error) {
    return `it is not ICU MessageFormat (${(error as Error).message.split("\n")[0]})`;
  }
  const hidden = [...shownIn(source, false)].filter((name) => !shown.has(name));
  if (hidden.length > 0) {
    problems.push(
      `{${hidden.join("}, {")}} is not shown (its placeholder, or the "#" in each form of its plural, is missing)`,
    );
  }
  return problems.length > 0 ? problems.join("; ") : undefined;
}

/** The words of a message without its placeholders and ICU syntax: what a translator translates. */
function wordsOf(message: string): string {
  const words = (elements: MessageFormatElement[]): string =>
    elements
      .map((element) =>
        isLiteralElement(element)
          ? element.value
          : isPluralElement(element) || isSelectElement(element)
            ? Object.values(element.options)
                .map((option) => words(option.value))
                .join(" ")
            : " ",
      )
      .join("");
  try {
    return words(parse(message, { ignoreTag: true }));
  } catch {
    return message;
  }
}

/**
 * Each field of words of a file's data (`file`, its path, names its schema) by its unit id ("faqs.2.answer"); an
 * item of a list whose items have ids is named by its id
 * ("transit.q-train.line"), as translations are matched to the English by it.
 * Left out, as nothing to translate: a field with no letter outside its
 * placeholders ("{practiceInsurancePlans}", a phone number), an item's id,
 * the words of an item that names its own language (`lang`: the
 * nondiscrimination taglines, each already in its language), and a page's
 * numericClaims, which no page shows.
 */
export function unitsOf(data: unknown, file: string, everyField = false): Map<string, string> {
  const units = new Map<string, string>();
  for (const { path, text } of sentencesOf(data, schemaOfFile(file))) {
    const parts = path.slice(1).split(".");
    let node: unknown = data;
    const named: string[] = [];
    let words = /\p{L}/u.test(wordsOf(text));
    parts.forEach((part, index) => {
      if (
        node &&
        typeof node === "object" &&
        typeof (node as { lang?: unknown }).lang === "string"
      ) {
        words = false;
      }
      if (Array.isArray(node)) {
        const item: unknown = node[Number(part)];
        const id = (item as { id?: unknown } | undefined)?.id;
        if (typeof id === "string" && /^\D/.test(id)) {
          named.push(id);
          if (parts[index + 1] === "id" && index + 2 === parts.length) words = false;
        } else named.push(part);
        node = item;
      } else {
        named.push(part);
        node = (node as Record<string, unknown> | undefined)?.[part];
      }
    });
    // A page's numeric claims tie each figure to its source for the English page's tests: no
    // page shows them, and nothing reads their translations.
    if (parts.includes("numericClaims")) words = false;
    if (words || everyField) units.set(named.join("."), text);
  }
  return units;
}

/**
 * Whether a field's English stays as it is in every language, by nature: an
 * e-mail or web address ("OCRComplaint@hhs.gov", "hhs.gov/ocr/complaints"),
 * the "Attn: …" line of a mailing address, or a line of a mailing address
 * (a contact's "Mail" line: the HHS's, in Washington). Such an entry is
 * exported with a note to keep it as the English where the translation has
 * it as the English does (or not at all), and a file given back without it
 * loses nothing.
 */
function staysEnglish(englishData: unknown, id: string, source: string): boolean {
  if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(source)) return true;
  if (/^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?$/i.test(source)) return true;
  if (/^Attn: /.test(source)) return true;
  const line = /^(.*\.lines\.[^.]+)\.text\.\d+$/.exec(id)?.[1];
  if (!line) return false;
  let node: unknown = englishData;
  for (const part of line.split(".")) {
    node = Array.isArray(node)
      ? (node.find((item) => (item as { id?: unknown } | undefined)?.id === part) ??
        node[Number(part)])
      : (node as Record<string, unknown> | undefined)?.[part];
  }
  return (node as { label?: unknown } | undefined)?.label === "Mail";
}

/** An entry in a message: its file, the first words of its English, and its field ('conditions.migraine, "A first visit of…" (entry treatment.points.0)'). */
function unitNamed(file: string, id: string, english?: string) {
  if (english === undefined) return `${file}, entry ${id}`;
  const words = english.trim().replace(/\s+/g, " ");
  return `${file}, "${words.length > 40 ? `${words.slice(0, 40)}…` : words}" (entry ${id})`;
}

/**
 * What a translation's words lost of the English's placeholders and ICU
 * syntax (messageProblem), one line a field ('page.home, "{practiceNewPatientsBadge}"
 * (entry closingCallToAction.points.0): the placeholder {practiceNewPatientsBadge} is missing').
 * Every field is held to it, those a translator is never sent (a field that
 * is only "{practiceNewPatientsBadge}") too; a field the translation does not
 * have yet shows the English.
 */
export function lostPlaceholders(
  englishData: unknown,
  ownData: unknown,
  file: string,
  where: string,
  language: Translation,
): string[] {
  const own = unitsOf(ownData, file, true);
  return [...unitsOf(englishData, file, true)].flatMap(([id, source]) => {
    const target = own.get(id);
    const problem = target === undefined ? undefined : messageProblem(source, target, language);
    return problem ? [`${unitNamed(where, id, source)}: ${problem}`] : [];
  });
}

/** A content file's units (unitsOf), by its path in the content folder: the fields a translator is sent. */
const unitsIn = (path: string, folder: string) => unitsOf(readContentFile(path, folder).data, path);

/** The glossary's terms an English sentence has, as a translator's note: 'Glossary: "telehealth" is "telesalud".' */
let terms: GlossaryTerm[] | undefined;
function termsIn(source: string, language: Translation): string[] {
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

const icuNote =
  "Keep each {placeholder} as it is written, and the syntax of {n, plural, …}; translate the words around them and in each form. A plural form the English lacks is written out: {n, plural, one {…} few {…} many {…} other {…}}.";

type ExportOptions = {
  folder?: string;
  /** Only one page: its review key ("condition/migraine", "home") or its file id ("conditions.migraine"). */
  page?: string;
  /** Only the entries that have no translation, or whose English changed since the translation. */
  changed?: boolean;
  /** The language's review records; content/reviews/<language>.yaml by default. */
  records?: LanguageRecords;
};

/** The entries of a language's export, with their counts and what the export could not do (git missing). */
function entriesOf(language: Translation, options: ExportOptions = {}) {
  const folder = options.folder ?? contentFolder();
  const { page } = options;
  /** Whether a field is on the page asked for: the whole file by its id, or the fields of a review unit. */
  const onPage = (file: Translatable, id: string) =>
    !page || file.id === page || file.id === page.replace("/", ".") || file.reviewUnit(id) === page;
  const chosen = translatables(folder, language).filter(
    (file) => !page || onPage(file, "") || file.id.startsWith("page."),
  );
  const repository = gitOf(folder);
  const reviewed = new Set(
    statusOf(language, options.records ?? recordsIn(language))
      .filter(({ reviews }) =>
        reviews.some((review) => review.kind === "translation" && review.state === "current"),
      )
      .map(({ unit }) => unit.key),
  );
  const counts = { untranslated: 0, fuzzy: 0, translated: 0, reviewed: 0 };
  const translatedFrom =
    "why" in repository
      ? undefined
      : englishWhenTranslated(
          repository,
          chosen.map(({ english, own }) => ({
            english,
            own,
            units: unitsIn(own, folder),
          })),
          unitsOf,
        );
  // Each an entry of the PO file: a field of words of a content file, with what a translator is
  // told of it; `keepEnglish`, it stays as the English has it (staysEnglish): a file given back
  // without it loses nothing.
  const entries = chosen.flatMap((file) => {
    const englishData = readContentFile(file.english, folder).data;
    const own = unitsIn(file.own, folder);
    // The English each translation was made from, where git knows it.
    const before = translatedFrom?.get(file.own);
    return [...unitsOf(englishData, file.english)].flatMap(([id, source]) => {
      // The facts' names, numbers and addresses stay as the English has them;
      // a translation of the facts gives only the words it holds.
      if (file.id === "practice" && !own.has(id)) return [];
      if (!onPage(file, id)) return [];
      const target = own.get(id);
      const fuzzy = target !== undefined && before?.has(id) === true && before.get(id) !== source;
      if (options.changed && target !== undefined && !fuzzy) return [];
      const review = file.reviewUnit(id);
      const state =
        target === undefined
          ? "untranslated"
          : fuzzy
            ? "fuzzy"
            : reviewed.has(review)
              ? "reviewed"
              : "translated";
      counts[state]++;
      const keepEnglish =
        (target === undefined || target === source) && staysEnglish(englishData, id, source);
      return [
        {
          file,
          id,
          source,
          target,
          fuzzy,
          previous: fuzzy ? before?.get(id) : undefined,
          keepEnglish,
          notes: [
            `Review page: ${review}${state === "reviewed" ? " (its translation review is current)" : ""}.`,
            ...("shown" in file ? [`Also shown on ${file.shown}.`] : []),
            ...(keepEnglish ? ["Keep as the English: it is an address, not words."] : []),
            ...(/[{}]/.test(source) ? [icuNote] : []),
            ...pluralNotes(source, target, language),
            ...termsIn(source, language),
            ...(fuzzy && before?.get(id) === undefined
              ? ["This English is new since the translation was last changed: translate it again."]
              : []),
          ],
        },
      ];
    });
  });
  if (page && entries.length === 0) {
    throw new Error(
      `No page "${page}": give a page's key as content:status lists it ("condition/migraine", "home") or a file id ("conditions.migraine").`,
    );
  }
  const warnings =
    "why" in repository
      ? [`${repository.why}: no entry is marked fuzzy because its English changed.`]
      : [];
  return { entries, counts, warnings };
}

/** A string as PO writes it, quoted: for a previous msgid, which gettext-parser keeps as its text. */
const quoted = (text: string) =>
  `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\t/g, "\\t")}"`;

/** A language as PO files name it: ru, es, zh_Hans. */
const poLanguage = (language: Translation) => languageTags[language].replace("-", "_");

/** A language's words as a PO file: its text, how many files and entries it has, their counts, and what it could not do. */
export function exportPo(language: Translation, options: ExportOptions = {}) {
  const { entries, counts, warnings } = entriesOf(language, options);
  const translations: Record<string, Record<string, GetTextTranslation>> = {
    "": { "": { msgid: "", msgstr: [""] } },
  };
  for (const { file, id, source, target, fuzzy, previous, notes } of entries) {
    const msgctxt = `${file.id} ${id}`;
    const flags = [
      ...(fuzzy ? ["fuzzy"] : []),
      ...(/[{}]/.test(source) ? ["icu-message-format"] : []),
    ];
    translations[msgctxt] = {
      [source]: {
        msgctxt,
        msgid: source,
        msgstr: [target ?? ""],
        comments: {
          reference: file.address,
          extracted: notes.join("\n"),
          ...(flags.length > 0 ? { flag: flags.join(", ") } : {}),
          ...(previous !== undefined ? { previous: `msgid ${quoted(previous)}` } : {}),
        },
      },
    };
  }
  const text = po
    .compile({
      charset: "utf-8",
      headers: {
        "Project-Id-Version": "content",
        // The translator's tool fills these in.
        "PO-Revision-Date": "",
        "Last-Translator": "",
        "Language-Team": "",
        Language: poLanguage(language),
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
        // What the export asked for: "all", "page condition/migraine", "changed".
        "X-Exported": options.page ? `page ${options.page}` : options.changed ? "changed" : "all",
      },
      translations,
    })
    .toString("utf8");
  return {
    text,
    files: new Set(entries.map((entry) => entry.file.id)).size,
    entries: entries.length,
    counts,
    warnings,
  };
}

/** A PO file's entries, parsed; one that gettext-parser cannot read throws one line: `name`, the line, and what to do. */
function readPo(text: string, name: string) {
  try {
    return po.parse(text, { validation: true });
  } catch (error) {
    const { message, lineNumber } = error as Error & { lineNumber?: number };
    const said = message.replace(/^Error parsing PO data: /, "").replace(/ at line \d+/, "");
    // gettext-parser counts a string's line break before it says the string has one.
    const line = lineNumber && /^End-of-line/.test(said) ? lineNumber - 1 : lineNumber;
    throw new Error(
      `${name}${line ? `, line ${line}` : ""}: this is not a PO file gettext can read (${said.replace(/\.$/, "")}). Correct it there (or save the file from the translation tool again), then import again.`,
      { cause: error },
    );
  }
}

/**
 * Writes a translator's PO file back into the language's content files;
 * returns what changed. `name` is the PO file's name, for messages. Nothing
 * is written unless every entry reads whole.
 */
export function importPo(
  language: Translation,
  text: string,
  options: { folder?: string; name?: string } = {},
) {
  const folder = options.folder ?? contentFolder();
  const name = options.name ?? `translations/${language}.po`;
  const parsed = readPo(text, name);
  const tag = parsed.headers.Language ?? "";
  if (tag.replace("-", "_") !== poLanguage(language)) {
    throw new Error(
      `${name}: this PO file is for "${tag || "no language"}", not ${language}; if it is ${language}, set its Language header to ${poLanguage(language)}.`,
    );
  }
  const byId = new Map(translatables(folder, language).map((file) => [file.id, file]));
  const problems: string[] = [];
  const warnings: string[] = [];
  // `left`: entries with no translation, or still fuzzy, left as the content has them; `warnings`:
  // what was written all the same but deserves a look (the English changed since the export).
  const result = { files: 0, entries: 0, left: 0, changed: 0, written: [] as string[], warnings };
  /** The file's entries, by file id and field. */
  const read = new Map<string, { file: Translatable; entries: Map<string, GetTextTranslation> }>();
  for (const [msgctxt, byMsgid] of Object.entries(parsed.translations)) {
    for (const entry of Object.values(byMsgid)) {
      if (msgctxt === "" && entry.msgid === "") continue;
      const [fileId = "", id = ""] = msgctxt.split(/ (.*)/s);
      const file = byId.get(fileId);
      if (!file || !id) {
        problems.push(`msgctxt "${msgctxt}": this site has no such page and field`);
        continue;
      }
      if (!read.has(fileId)) read.set(fileId, { file, entries: new Map() });
      read.get(fileId)?.entries.set(id, entry);
    }
  }
  // Each entry the export sent, as an export of the same scope sends it now, must be there.
  const exported = parsed.headers["X-Exported"] ?? "all";
  const page = /^page (.+)$/.exec(exported)?.[1];
  for (const { file, id, source, keepEnglish } of entriesOf(language, {
    folder,
    page,
    changed: exported === "changed",
  }).entries) {
    const given = read.get(file.id)?.entries;
    if (given && !given.has(id) && !keepEnglish) {
      problems.push(`${unitNamed(file.id, id, source)}: exported but missing from this file`);
    }
  }
  const edits: { file: string; document: Document }[] = [];
  for (const { file, entries } of read.values()) {
    result.files++;
    const englishData = readContentFile(file.english, folder).data;
    const english = unitsOf(englishData, file.english);
    const document = parseDocument(readFileSync(join(folder, file.own), "utf8"));
    if (!isMap(document.contents)) document.contents = document.createNode({}) as never;
    const before = result.changed;
    for (const [id, entry] of entries) {
      result.entries++;
      const source = english.get(id);
      const where = unitNamed(file.id, id, source);
      if (source === undefined) {
        warnings.push(`${where}: the English has no such field now; not written`);
        continue;
      }
      const target = entry.msgstr[0] ?? "";
      if (target === "" || /\bfuzzy\b/.test(entry.comments?.flag ?? "")) {
        result.left++;
        continue;
      }
      if (entry.msgid !== source) {
        warnings.push(`${where}: the English changed since the export; check the translation`);
      }
      // A translation the file already has is left to `npm test` to judge; a new one must keep every placeholder.
      const path = yamlPath(document, englishData, id);
      if (document.getIn(path) === target) continue;
      const problem = messageProblem(source, target, language);
      if (problem) {
        problems.push(`${where}: ${problem}`);
        continue;
      }
      document.setIn(path, target);
      result.changed++;
    }
    if (result.changed > before) {
      // The file as it would be written keeps every placeholder of the English, in
      // the fields the tool was sent and in those it was not ("{practiceNewPatientsBadge}").
      problems.push(
        ...lostPlaceholders(englishData, document.toJS(), file.english, file.id, language),
      );
      edits.push({ file: file.own, document });
      result.written.push(`content/${file.own}`);
    }
  }
  if (problems.length === 1) {
    throw new Error(
      `Nothing was written: ${name}: ${problems[0]}. Correct it in the translation tool, save the file from it again and import.`,
    );
  }
  if (problems.length > 1) {
    throw new Error(
      `Nothing was written: ${name} would lose words or a {placeholder}. Correct these in the translation tool, save the file from it again and import:\n  ${problems.join("\n  ")}`,
    );
  }
  for (const { file, document } of edits) {
    writeFileSync(join(folder, file), document.toString({ lineWidth: 0 }));
  }
  return result;
}

/**
 * The path in a translation's YAML of a unit id: "faqs.2.answer" →
 * ["faqs", 2, "answer"]; an item of a list matched by id is found by its id,
 * or added with it (and the list, where there is none).
 */
function yamlPath(document: Document, english: unknown, id: string) {
  const path: (string | number)[] = [];
  let englishNode = english;
  for (const part of id.split(".")) {
    if (Array.isArray(englishNode)) {
      const item = englishNode.find((each) => (each as { id?: unknown })?.id === part);
      if (item !== undefined) {
        if (!isSeq(document.getIn(path, true))) document.setIn(path, document.createNode([]));
        const seq = document.getIn(path, true);
        if (!isSeq(seq)) throw new Error(`${id}: no list at ${path.join(".")}`);
        let index = seq.items.findIndex((each) => isMap(each) && each.get("id") === part);
        if (index === -1) {
          seq.add(document.createNode({ id: part }));
          index = seq.items.length - 1;
        }
        path.push(index);
        englishNode = item;
        continue;
      }
      path.push(Number(part));
      englishNode = englishNode[Number(part)];
      continue;
    }
    path.push(part);
    englishNode = (englishNode as Record<string, unknown> | undefined)?.[part];
  }
  return path;
}
