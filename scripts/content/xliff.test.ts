// @vitest-environment node
// The translator's round trip: a language's words out to XLIFF 2.0 and back
// into the content files, with nothing lost and nothing else changed, even
// after a translation tool has cut each unit into one segment per sentence.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import xliff2js from "xliff/xliff2js";
import { parse, parseDocument } from "yaml";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { contentFolder, readContentFile } from "#app/content-loader/files.ts";
import { sentencesOfFile } from "#app/content-loader/messages.ts";
import { type TranslationRecord, recordFor } from "#app/reviews/reviews.ts";
import { messageOf, piecesOf } from "./xliff-codes.ts";
import { readXliff } from "./xliff-read.ts";
import { xliffConstraintProblems, xliffSchemaErrors } from "./xliff-schema.ts";
import { xliffDocument } from "./xliff-write.ts";
import { exportXliff, importXliff, lostPlaceholders, translatedFiles, unitsOf } from "./xliff.ts";
import { patience } from "#tests/support/patience.ts";

/** The content's files, by their paths in the content folder, as bytes: what a copy is put back to. */
const contentBytes = new Map(
  readdirSync(contentFolder(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [relative(contentFolder(), path), readFileSync(path)] as const;
    }),
);
const copies: string[] = [];
/** A copy of the content of its own, for a test that makes it a git repository. */
function freshCopyOfContent(): string {
  const folder = mkdtempSync(join(tmpdir(), "site-xliff-"));
  cpSync(contentFolder(), folder, { recursive: true });
  copies.push(folder);
  return folder;
}
let shared: string | undefined;
/**
 * A copy of the content for a test to write into: one copy for the file's
 * tests, put back as the content is after each (copying and deleting the
 * folder cost a third of a second a test on this disk).
 */
function copyOfContent(): string {
  if (!shared) {
    shared = mkdtempSync(join(tmpdir(), "site-xliff-"));
    cpSync(contentFolder(), shared, { recursive: true });
  }
  return shared;
}
/** The content's files and the folders that hold them, by their paths in the content folder. */
const contentPaths = new Set(
  [...contentBytes.keys()].flatMap((file) =>
    file.split("/").map((_, index, parts) => parts.slice(0, index + 1).join("/")),
  ),
);
/** A copy of the content as the content is again: what a test added is gone, what it changed is written back. */
function putBack(folder: string) {
  for (const path of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
    if (!contentPaths.has(path)) rmSync(join(folder, path), { recursive: true, force: true });
  }
  for (const [path, bytes] of contentBytes) {
    const file = join(folder, path);
    if (existsSync(file) && readFileSync(file).equals(bytes)) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
}
afterEach(() => {
  if (shared) putBack(shared);
  for (const folder of copies.splice(0)) rmSync(folder, { recursive: true, force: true });
});
afterAll(() => {
  if (shared) rmSync(shared, { recursive: true, force: true });
});

type Language = Parameters<typeof exportXliff>[0];

/** `make` for a language, made on the first call and kept for the tests after it. */
function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    if (!made.has(language)) made.set(language, make(language));
    return made.get(language) as T;
  };
}

/**
 * A language's whole export of the content as it is, made once: a fresh copy
 * of the content exports the same, so a test that imports into its copy
 * starts from this.
 */
const wholeExport = perLanguage((language) => exportXliff(language, { folder: contentFolder() }));

/** A language's whole export as readXliff reads it, read once for the tests that look into it. */
const wholeExportRead = perLanguage((language) => readXliff(wholeExport(language).xml, "test.xlf"));

/** A language's whole export as a translation tool segments it, made once. */
const segmentedExport = perLanguage((language) => segmentLikeATool(wholeExport(language).xml));

const contentFiles = new Map<string, ReturnType<typeof readContentFile>>();
/** A file of the content folder (never written by a test: they write into copies), read once. */
function contentFile(path: string): ReturnType<typeof readContentFile> {
  let read = contentFiles.get(path);
  if (!read) {
    read = readContentFile(path);
    contentFiles.set(path, read);
  }
  return read;
}

/** An export as the export wrote it before the ids were dotted: conditions/migraine, pages/home. */
const withSlashedIds = (xml: string) =>
  xml.replace(/<file id="(\w+)\.([\w-]+)"/g, '<file id="$1/$2"');
/** An export with a segment's state one the schema lacks. */
const withStateDone = (xml: string) => xml.replace(/state="translated"/, 'state="done"');
/** An export whose first placeholder's <data> is gone. */
const withDataLost = (xml: string) =>
  xml.replace(/(<data id="d1"[^>]*>[^<]*<\/data>)(\s*<data )/, "$2");
/** An export with a unit id twice in a file. */
const withIdTwice = (xml: string) => xml.replace('<unit id="symptoms.1"', '<unit id="symptoms.0"');

/**
 * The documents the tests hold to the OASIS XLIFF 2.0 schema, by file name:
 * each language's whole export, one page's export and the export as a tool
 * segments it, and the Spanish export broken as the tests below break it.
 */
function schemaDocuments(): Record<string, string> {
  const documents: Record<string, string> = {};
  for (const language of ["ru", "es", "zh"] as const) {
    documents[`${language}.xlf`] = wholeExport(language).xml;
    documents[`${language}-page.xlf`] = exportXliff(language, {
      folder: copyOfContent(),
      page: "condition/migraine",
    }).xml;
    documents[`${language}-segmented.xlf`] = segmentedExport(language).xml;
  }
  const es = wholeExport("es").xml;
  documents["old.xlf"] = withSlashedIds(es);
  documents["done.xlf"] = withStateDone(es);
  documents["lost.xlf"] = withDataLost(es);
  documents["twice.xlf"] = withIdTwice(es);
  return documents;
}
let schemaDocumentsMade: Record<string, string> | undefined;
let schemaRun: Promise<string[]> | undefined;
/**
 * The schema's errors in the documents named, and any error that names no
 * document: every document of schemaDocuments is given to the validator in
 * one run, the first time (each run starts the validator and reads the
 * schema again).
 */
async function schemaErrorsIn(...names: string[]): Promise<string[]> {
  schemaDocumentsMade ??= schemaDocuments();
  const documents = schemaDocumentsMade;
  const unknown = names.filter((name) => !(name in documents));
  if (unknown.length > 0) throw new Error(`No document to validate is named ${unknown.join(", ")}`);
  schemaRun ??= xliffSchemaErrors(
    Object.entries(documents).map(([fileName, contents]) => ({ fileName, contents })),
  );
  // "es.xlf:12: Schemas validity error : …", "old.xlf fails to validate".
  const of = (error: string, name: string) =>
    error.startsWith(`${name}:`) || error.startsWith(`${name} `);
  return (await schemaRun).filter(
    (error) =>
      names.some((name) => of(error, name)) ||
      !Object.keys(documents).some((name) => of(error, name)),
  );
}

/** Every content file of a language, by path, as bytes. */
function filesOf(folder: string, language: string): Map<string, string> {
  const files = new Map<string, string>();
  const collections = [
    "conditions",
    "treatments",
    "notice",
    ...readdirSync(join(folder, "page")).map((page) => `page/${page}`),
  ];
  for (const collection of collections) {
    for (const name of readdirSync(join(folder, collection, language))) {
      files.set(
        `${collection}/${name}`,
        readFileSync(join(folder, collection, language, name), "utf8"),
      );
    }
  }
  for (const [single, name] of [
    ["interface", "words.yaml"],
    ["practice", "facts.yaml"],
  ] as const) {
    files.set(single, readFileSync(join(folder, single, language, name), "utf8"));
  }
  return files;
}

/** The XML of one <file> of an export. */
const fileXml = (xml: string, id: string) => {
  const start = xml.indexOf(`<file id="${id}"`);
  return xml.slice(start, xml.indexOf("</file>", start));
};

/** The files whose bytes differ between two readings. */
const changedFiles = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);

/**
 * What a translation tool does to a unit: one <segment> per sentence, the
 * spaces between sentences in an <ignorable>. A pre-translated unit is cut
 * into as many segments as both its English and its translation have
 * sentences; the rest of either stays in the last segment, so no segment
 * is left without its translation.
 */
function segmentLikeATool(xml: string): { xml: string; split: number } {
  let split = 0;
  const out = xml.replace(
    /<segment( [^>]*)>\s*<source>(.*?)<\/source>(?:\s*<target>(.*?)<\/target>)?\s*<\/segment>/gs,
    (whole, attributes: string, source: string, target: string | undefined) => {
      const english = sentences(source);
      const translation = target === undefined ? undefined : sentences(target);
      const count = Math.min(english.length, translation?.length ?? english.length);
      if (count < 2) return whole;
      split++;
      const parts = (all: string[][]) => [
        ...all.slice(0, count - 1),
        all
          .slice(count - 1)
          .reduce((joined, [text = "", space = ""]) => [`${joined[0]}${joined[1]}${text}`, space]),
      ];
      const ours = parts(english.map((each) => [each.text, each.space]));
      const theirs = translation && parts(translation.map((each) => [each.text, each.space]));
      return ours
        .map(([text, space], index) => {
          const segment = `<segment id="s${index + 1}"${attributes}><source>${text}</source>${theirs ? `<target>${theirs[index]?.[0]}</target>` : ""}</segment>`;
          const targetSpace = theirs?.[index]?.[1];
          const between =
            index < count - 1 && (space || targetSpace)
              ? `<ignorable><source>${space}</source>${targetSpace !== undefined && targetSpace !== space ? `<target>${targetSpace}</target>` : ""}</ignorable>`
              : "";
          return segment + between;
        })
        .join("");
    },
  );
  return { xml: out, split };
}

/** The sentences of a <source> or <target>'s XML, each with the spaces after it; tags are never cut. */
function sentences(inner: string): { text: string; space: string }[] {
  const result: { text: string; space: string }[] = [];
  let text = "";
  for (const token of inner.split(/(<[^>]+>)/)) {
    if (token.startsWith("<")) {
      text += token;
      continue;
    }
    const pieces = token.split(/(?<=[.!?。！？][»”"')]?)(\s*)(?=\S)/);
    for (let index = 0; index < pieces.length; index += 2) {
      text += pieces[index] ?? "";
      const space = pieces[index + 1];
      const abbreviation = /\b(Dr|Mr|Mrs|Ms|St|Ave|e\.g|i\.e|vs|etc|No)\.$/.test(text);
      const boundary = space !== undefined && (space !== "" || /[。！？]$/.test(text));
      if (boundary && !abbreviation) {
        result.push({ text, space });
        text = "";
      } else if (space !== undefined) text += space;
    }
  }
  if (text) result.push({ text, space: "" });
  return result;
}

describe.each(["ru", "es", "zh"] as const)("XLIFF in %s", (language) => {
  it("carries every sentence, with its page's address, and comes back with nothing lost", async () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { xml, units: count } = wholeExport(language);
    const read = wholeExportRead(language);
    const units = read.files.flatMap((file) => file.units);
    expect(units).toHaveLength(count);
    expect(units.every((unit) => unit.source && unit.target)).toBe(true);
    const file = (id: string) => read.files.find((each) => each.id === id);
    expect(fileXml(xml, "conditions.migraine")).toMatch(
      new RegExp(
        `<unit id="title">\\s*<notes>\\s*<note category="location">/${language}/conditions/migraine \\(title\\)`,
      ),
    );
    // A sentence with a glossary term says how the language writes it.
    expect(xml).toMatch(
      new RegExp(
        `<unit id="hero.benefits.1">(?:(?!</unit>).)*Glossary \\(content/glossary\\.yaml\\): "Botox" is "${{ ru: "Ботокс", es: "Botox", zh: "保妥适" }[language]}"; "CGRP" is "CGRP"`,
        "s",
      ),
    );
    // The main pages, the interface and the facts' words travel too.
    expect(file("page.patients")?.units.map((unit) => unit.id)).toContain(
      "patientsPage.header.title",
    );
    expect(file("interface")?.units.map((unit) => unit.id)).toContain(
      "interfaceText.skipToContent",
    );
    expect(file("practice")?.units.map((unit) => unit.id)).toContain("insurance.summary");

    // A sentence lost in the files is restored from the XLIFF, and nothing else moves.
    const damaged = join(folder, "conditions", language, "migraine.yaml");
    const original = readFileSync(damaged, "utf8");
    const summary = original.match(/^summary: (.*)$/m)?.[1] ?? "";
    writeFileSync(damaged, original.replace(summary, "(lost)"));
    const result = importXliff(language, xml, { folder });
    expect(result.written).toEqual([`content/conditions/${language}/migraine.yaml`]);
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("reads every segment a translation tool cut a unit into, and changes only the sentence changed", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { xml: segmented, split } = segmentedExport(language);
    expect(split).toBeGreaterThan(100);
    expect(importXliff(language, segmented, { folder }).written).toEqual([]);
    expect(filesOf(folder, language)).toEqual(before);

    // The second sentence of a condition page's unit, translated anew.
    const page = fileXml(segmented, "conditions.migraine");
    const unit =
      /<unit id="([^"]+)"(?:(?!<\/unit>).)*?<segment id="s2"[^>]*><source>(?:(?!<\/unit>).)*?<\/source><target>([^<]+)<\/target>/s.exec(
        page,
      );
    const [at = "", field = "", xmlSentence = ""] = unit ?? [];
    expect(xmlSentence).not.toBe("");
    const sentence = xmlSentence.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    const changed = segmented.replace(page, () =>
      page.replace(at, () =>
        at.replace(`<target>${xmlSentence}</target>`, () => `<target>${xmlSentence} (2)</target>`),
      ),
    );
    const result = importXliff(language, changed, { folder });
    expect(result).toMatchObject({
      changed: 1,
      written: [`content/conditions/${language}/migraine.yaml`],
    });
    const was = unitsOf(
      parse(before.get("conditions/migraine.yaml") ?? ""),
      "conditions/en/migraine.yaml",
    );
    const now = unitsOf(
      readContentFile(`conditions/${language}/migraine.yaml`, folder).data,
      "conditions/en/migraine.yaml",
    );
    expect([...now].filter(([id, text]) => was.get(id) !== text)).toEqual([
      [field, was.get(field)?.replace(sentence, () => `${sentence} (2)`)],
    ]);
    expect(changedFiles(before, filesOf(folder, language))).toEqual(["conditions/migraine.yaml"]);
  });

  it("refuses a file whose tool joined the sentences without the spaces between them, and writes nothing", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { xml: segmented } = segmentedExport(language);
    const joined = segmented.replace(/<ignorable>(?:(?!<\/ignorable>).)*<\/ignorable>/gs, "");
    expect(joined).not.toBe(segmented);
    expect(() => importXliff(language, joined, { folder, name: "joined.xlf" })).toThrow(
      /^Nothing was written: joined\.xlf: in \d+ units the sentences are joined without the spaces between them \("…[^"]*\S[.!?]\S[^"]*…"\)[^\n]*<ignorable>[^\n]*$/,
    );
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("refuses a file in which a segment lost its translation, and writes nothing", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { xml: segmented } = segmentedExport(language);
    const dropped = segmented.replace(
      /(<segment id="s2"[^>]*><source>(?:(?!<\/segment>).)*<\/source>)<target>[^]*?<\/target>/,
      "$1",
    );
    expect(dropped).not.toBe(segmented);
    expect(() => importXliff(language, dropped, { folder })).toThrow(
      /^Nothing was written: [^\n]+: [\w.-]+, ".+" \(unit [\w.-]+\): segment 2 of \d+ \(".+"\) has no translation[^\n]*$/,
    );
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("refuses a file that lost a unit, and writes nothing", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { xml } = wholeExport(language);
    const lost = xml.replace(/<unit id="summary">.*?<\/unit>/s, "");
    expect(() => importXliff(language, lost, { folder })).toThrow(
      /: conditions\.[\w-]+, ".+" \(unit summary\): exported but missing from this file/,
    );
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("writes a translator's change into the page's file, comments kept", () => {
    const folder = copyOfContent();
    const { xml } = wholeExport(language);
    const title =
      wholeExportRead(language)
        .files.find((file) => file.id === "treatments.botox")
        ?.units.find((unit) => unit.id === "title")?.target ?? "";
    const changed = xml.replace(`<target>${title}</target>`, `<target>${title} (2)</target>`);
    expect(changed).not.toBe(xml);
    const result = importXliff(language, changed, { folder });
    expect(result).toMatchObject({
      changed: 1,
      written: [`content/treatments/${language}/botox.yaml`],
    });
    const file = readFileSync(join(folder, "treatments", language, "botox.yaml"), "utf8");
    expect(file).toMatch(/^# The treatment page \/treatments\/botox/);
    expect(file).toContain(`title: ${title} (2)`);
  });

  it("refuses a file whose sentence lost a placeholder, and writes nothing", () => {
    const folder = copyOfContent();
    const { xml } = wholeExport(language);
    const before = readFileSync(join(folder, "treatments", language, "botox.yaml"), "utf8");
    const broken = xml.replace(
      /(<target>(?:(?!<\/target>).)*?)<ph [^>]*disp="\{botoxUnits[,}][^"]*"\/>/s,
      "$1155",
    );
    expect(broken).not.toBe(xml);
    expect(() => importXliff(language, broken, { folder })).toThrow(
      /^Nothing was written: [^\n]*: (the tag \{botoxUnits\} is missing|its tags do not pair)[^\n]*$/,
    );
    expect(readFileSync(join(folder, "treatments", language, "botox.yaml"), "utf8")).toBe(before);
  });

  it("refuses a sentence whose figure's tag was deleted or typed as its range's end, and writes nothing", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { xml } = wholeExport(language);
    // A translation that shows a figure of its English by itself ("{firstVisitMinutes}"); where the
    // language adds a plural on the range's end ("{firstVisitMinutesMax, plural, …}"), one with it.
    const shown = wholeExportRead(language).files.flatMap((file) =>
      file.units.flatMap((unit) =>
        [...unit.source.matchAll(/\{(?!practice)(\w+)\}/g)]
          .filter(([figure]) => unit.target?.includes(figure))
          .map(([, name = ""]) => ({ file: file.id, unit, name })),
      ),
    );
    const { file, unit, name } =
      shown.find(({ unit, name }) => unit.target?.includes(`{${name}Max, plural,`)) ??
      shown[0] ??
      expect.fail("no translation shows a figure");
    const page = fileXml(xml, file);
    const at = new RegExp(`<unit id="${unit.id.replace(/\./g, "\\.")}"(?:(?!</unit>).)*`, "s").exec(
      page,
    )?.[0];
    const tag = new RegExp(`(<target>(?:(?!</target>).)*?)<ph [^>]*disp="\\{${name}\\}"/>`, "s");
    expect(at).toMatch(tag);
    const quoted = unit.source.slice(0, 20).replace(/[{}()?.*+[\]\\|^$]/g, "\\$&");
    for (const typed of ["", `{${name}Max}`]) {
      const broken = xml.replace(page, () =>
        page.replace(at ?? "", (found) => found.replace(tag, (_, start: string) => start + typed)),
      );
      expect(broken).not.toBe(xml);
      expect(() => importXliff(language, broken, { folder })).toThrow(
        new RegExp(
          `^Nothing was written: [^\\n]*: ${file.replace(".", "\\.")}, "${quoted}[^"]*" \\(unit ${unit.id}\\): the tag \\{${name}\\} is missing[^\\n]*$`,
        ),
      );
    }
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("refuses a sentence whose plural lost its opening tag or a form, and writes nothing", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { xml } = wholeExport(language);
    const opening = /<ph [^>]*disp="\{(\w+), plural, [^"]*\{"\/>/;
    // A translation with a plural, first one on a name its English lacks (Russian's
    // "{firstVisitMinutesMax, plural, …" beside "{firstVisitMinutes}"); where the language has
    // none, one left in English, plural and all.
    const segments = [
      ...xml.matchAll(
        /<source>((?:(?!<\/source>).)*)<\/source>\s*<target>((?:(?!<\/target>).)*)<\/target>/gs,
      ),
    ];
    const [segment = "", source = "", target = ""] =
      segments.find(
        ([, each = "", theirs = ""]) =>
          !each.includes(`{${opening.exec(theirs)?.[1] ?? "?"}`) && opening.test(theirs),
      ) ??
      segments.find(([, , each]) => opening.test(each ?? "")) ??
      segments.find(([, each]) => opening.test(each ?? "")) ??
      [];
    const plural = opening.test(target) ? target : source;
    expect(plural).toMatch(opening);
    // The opening tag gone; a form gone, its tag and words ("} few {" and "минуты").
    for (const [gone, said] of [
      [opening, /its tags do not pair/],
      [/<ph [^>]*disp="\} \w+ \{"\/>[^<]*/, /lacks its \w+ form|are not ICU MessageFormat/],
    ] as const) {
      expect(plural).toMatch(gone);
      const broken = xml.replace(segment, () =>
        segment.replace(
          `<target>${target}</target>`,
          () => `<target>${plural.replace(gone, "")}</target>`,
        ),
      );
      expect(() => importXliff(language, broken, { folder })).toThrow(
        new RegExp(
          `^Nothing was written: [^\\n]*, ".+" \\(unit [\\w.]+\\): [^\\n]*(${said.source})[^\\n]*$`,
        ),
      );
    }
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("refuses a sentence that put words in place of a fact of the practice, and writes nothing", () => {
    const folder = copyOfContent();
    const { xml } = wholeExport(language);
    const before = filesOf(folder, language);
    // The staff's languages typed out in place of {practiceLanguagesList}, as happened in Spanish.
    const broken = xml.replace(
      /(<unit id="patientsPage\.practiceFacts\.facts\.\d+\.detail">(?:(?!<\/unit>).)*?<target>)<ph [^>]*disp="\{practiceLanguagesList\}"\/>/s,
      "$1English, Español",
    );
    expect(broken).not.toBe(xml);
    expect(() => importXliff(language, broken, { folder })).toThrow(
      /^Nothing was written: [^\n]*page\.patients, ".+" \(unit patientsPage\.practiceFacts[\w.]+\): the tag \{practiceLanguagesList\} is missing/,
    );
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("refuses to write a file that lost a placeholder in a field the tool was never sent", () => {
    const folder = copyOfContent();
    const { xml } = wholeExport(language);
    const home = join(folder, "page", "home", language, "words.yaml");
    const english = contentFile("page/home/en/words.yaml").data as {
      closingCallToAction: { points: string[] };
    };
    const badge = english.closingCallToAction.points.findIndex((point) =>
      /^\{practice\w+\}$/.test(point),
    );
    expect(badge).toBeGreaterThanOrEqual(0);
    // The badge typed out as words, as the Chinese home page had it: no tool ever sees that field.
    const document = parseDocument(readFileSync(home, "utf8"));
    document.setIn(["closingCallToAction", "points", badge], "Words");
    writeFileSync(home, document.toString({ lineWidth: 0 }));
    const before = readFileSync(home, "utf8");
    const title =
      wholeExportRead(language)
        .files.find((file) => file.id === "page.home")
        ?.units.find((unit) => unit.id === "closingCallToAction.heading")?.target ?? "";
    const changed = xml.replace(`<target>${title}</target>`, `<target>${title} (2)</target>`);
    expect(changed).not.toBe(xml);
    expect(() => importXliff(language, changed, { folder })).toThrow(
      new RegExp(
        `page\\.home, ".+" \\(unit closingCallToAction\\.points\\.${badge}\\): the tag .* is missing`,
      ),
    );
    expect(readFileSync(home, "utf8")).toBe(before);
  });

  it("keeps, in every translated file, every placeholder of the English, field by field", () => {
    const problems = translatedFiles(language).flatMap(({ english, own }) =>
      lostPlaceholders(
        contentFile(english).data,
        contentFile(own).data,
        english,
        `content/${own}`,
        language,
      ),
    );
    expect(problems).toEqual([]);
  });

  it("reads a target's code that gives only its id as the source's code of that id", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { xml } = wholeExport(language);
    // A tool that writes a target's <ph> with its id alone, the id tying it to the source's <ph>.
    const bare = xml.replace(
      /(<source>((?:(?!<\/source>).)*)<\/source>\s*<target>)((?:(?!<\/target>).)*)/gs,
      (_, start: string, source: string, target: string) =>
        start +
        target.replace(/<ph id="(\d+)" dataRef="[^"]*"/g, (code, id: string) =>
          source.includes(`<ph id="${id}" `) ? `<ph id="${id}"` : code,
        ),
    );
    expect(bare.match(/<ph id="\d+" disp=/g)?.length).toBeGreaterThan(10);
    expect(importXliff(language, bare, { folder }).written).toEqual([]);
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("refuses a file made for another language, and reads one for a region of this one", () => {
    const folder = copyOfContent();
    const other = language === "ru" ? "es" : "ru";
    expect(() => importXliff(language, wholeExport(other).xml, { folder })).toThrow(/not/);
    const { xml } = wholeExport(language);
    const tag = /trgLang="([^"]+)"/.exec(xml)?.[1] ?? "";
    // As a translation tool's project may name it: es-Latn-ES and es-ES, ru-RU, zh-Hans-CN and zh-CN.
    const full = new Intl.Locale(tag).maximize();
    for (const regional of [full.toString(), `${full.language}-${full.region}`]) {
      expect(regional).not.toBe(tag);
      const result = importXliff(
        language,
        xml.replace(`trgLang="${tag}"`, `trgLang="${regional}"`),
        {
          folder,
        },
      );
      expect(result.units).toBe(wholeExport(language).units);
    }
    expect(() =>
      importXliff(
        language,
        // The language in another script: zh-Hant is not zh-Hans.
        xml.replace(
          `trgLang="${tag}"`,
          `trgLang="${full.language}-${full.script === "Hant" ? "Hans" : "Hant"}"`,
        ),
        { folder },
      ),
    ).toThrow(/not/);
  });

  it(
    "writes files the OASIS XLIFF 2.0 schema validates: the whole export, one page, and as a translation tool segments it",
    async () => {
      const { files } = wholeExport(language);
      const { split } = segmentedExport(language);
      expect(files).toBeGreaterThan(20);
      expect(split).toBeGreaterThan(100);
      const names = [`${language}.xlf`, `${language}-page.xlf`, `${language}-segmented.xlf`];
      expect(await schemaErrorsIn(...names)).toEqual([]);
      for (const name of names) {
        expect(xliffConstraintProblems(schemaDocumentsMade?.[name] ?? "")).toEqual([]);
      }
      // Three exports of a megabyte each, parsed twice: more than the default 15 s on a busy machine.
    },
    patience(60_000),
  );
});

describe("XLIFF 2.0", () => {
  it("is validated by a schema validator that fails: file ids with a slash, as the old export wrote them, and a state the schema lacks", async () => {
    const { xml, files } = wholeExport("es");
    // The export before the ids were dotted: conditions/migraine, pages/home.
    const old = withSlashedIds(xml);
    const slashed = old.match(/<file id="\w+\/[\w-]+"/g) ?? [];
    expect(slashed.length).toBeGreaterThan(20);
    expect(slashed.length).toBeLessThan(files);
    expect(withStateDone(xml)).not.toBe(xml);
    const errors = await schemaErrorsIn("old.xlf", "done.xlf");
    expect(errors.filter((error) => error.startsWith("old.xlf:"))).toHaveLength(slashed.length);
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^old\.xlf:\d+: .*'\{urn:oasis:names:tc:xliff:document:2\.0\}file', attribute 'id': 'conditions\/migraine' is not a valid value of the atomic type 'xs:NMTOKEN'/,
      ),
    );
    expect(errors.filter((error) => error.startsWith("done.xlf:"))).toEqual([
      expect.stringMatching(
        /'\{urn:oasis:names:tc:xliff:document:2\.0\}segment', attribute 'state': \[facet 'enumeration'\] The value 'done' is not an element of the set \{'initial', 'translated', 'reviewed', 'final'\}/,
      ),
    ]);
  });

  it("holds a file to what the schema cannot say: a placeholder's <data> there, ids unique", async () => {
    const { xml } = wholeExport("es");
    const lost = withDataLost(xml);
    const twice = withIdTwice(xml);
    expect(lost).not.toBe(xml);
    expect(await schemaErrorsIn("lost.xlf", "twice.xlf")).toEqual([]);
    expect(xliffConstraintProblems(lost)).toEqual([
      'file conditions.chronic-migraine, unit shortDesc, segment, source, ph: dataRef="d1" has no <data>',
      'file conditions.chronic-migraine, unit shortDesc, segment, target, ph: dataRef="d1" has no <data>',
    ]);
    expect(xliffConstraintProblems(twice)).toEqual([
      'file conditions.chronic-migraine: unit id "symptoms.0" is not unique',
    ]);
  });

  it("gives each placeholder and ICU syntax as a code, and the sentence back whole", () => {
    const messages = ["en", "ru", "es", "zh"].flatMap((language) =>
      [
        "conditions",
        "treatments",
        "notice",
        ...readdirSync(join(contentFolder(), "page")).map((page) => `page/${page}`),
      ].flatMap((collection) =>
        readdirSync(join(contentFolder(), collection, language)).flatMap((name) =>
          sentencesOfFile(contentFile(`${collection}/${language}/${name}`)).map(({ text }) => text),
        ),
      ),
    );
    const plurals = messages.filter((text) => /\{\w+, plural,/.test(text));
    expect(plurals.length).toBeGreaterThan(0);
    for (const text of messages) expect(messageOf(piecesOf(text))).toBe(text);
    for (const text of plurals) {
      const pieces = piecesOf(text);
      expect(pieces.some((piece) => "code" in piece && /, plural, \w+ \{$/.test(piece.code))).toBe(
        true,
      );
      // The words of each form stay text, for the translator.
      expect(pieces.filter((piece) => "text" in piece).length).toBeGreaterThan(0);
    }
  });

  it("leaves out what is not translated: lone placeholders, phone numbers, taglines in their own language, numeric claims", () => {
    const english = contentFile("conditions/en/migraine.yaml").data as { numericClaims: unknown[] };
    expect(english.numericClaims.length).toBeGreaterThan(0);
    expect(wholeExport("es").xml).toContain('<unit id="summary">');
    expect(wholeExport("es").xml).not.toMatch(/<unit id="[^"]*numericClaims/);
    const notice = contentFile("notice/en/nondiscrimination.yaml").data;
    const taglines = JSON.stringify(notice).match(/"lang":/g)?.length ?? 0;
    expect(taglines).toBeGreaterThan(1);
    const units = [...unitsOf(notice, "notice/en/nondiscrimination.yaml")];
    expect(units.some(([id]) => /taglines/.test(id))).toBe(false);
    const all = ["interface/en/words.yaml", "practice/en/facts.yaml"].flatMap((file) => [
      ...unitsOf(contentFile(file).data, file).values(),
    ]);
    expect(all.some((text) => /^\{\w+\}$/.test(text))).toBe(false);
    expect(all.every((text) => /\p{L}/u.test(text.replace(/\{[^}]*\}/g, "")))).toBe(true);
  });

  it("gives each Russian unit with a figure its plural ready: the one the translation has, or the forms to fill in", () => {
    const english = "conditions/en/migraine.yaml";
    const units = [...unitsOf(contentFile(english).data, english)];
    const idOf = (opening: string) => units.find(([, text]) => text.startsWith(opening))?.[0];
    const unitXml = (language: Language, id: string | undefined) => {
      const file = fileXml(wholeExport(language).xml, "conditions.migraine");
      const start = file.indexOf(`<unit id="${id}"`);
      expect(start).toBeGreaterThan(-1);
      return file.slice(start, file.indexOf("</unit>", start));
    };
    const followUp = idOf("Follow-up visits every {followUpEveryWeeks} weeks");
    const threshold = idOf("Preventive treatment when you have {preventiveThresholdMigraineDays}");
    // As the Russian translation of the unit writes it.
    expect(unitXml("ru", followUp)).toContain(
      "{followUpEveryWeeksMax, plural, one {неделю} few {недели} many {недель} other {недели}}</note>",
    );
    // None there yet: the four forms to fill in, the number shown by "#".
    expect(unitXml("ru", threshold)).toMatch(
      /<note category="plural">[^<]*\{preventiveThresholdMigraineDays, plural, one \{# …\} few \{# …\} many \{# …\} other \{# …\}\}<\/note>/,
    );
    expect(unitXml("ru", "title")).not.toContain('category="plural"');
    expect(unitXml("es", followUp)).not.toContain('category="plural"');
  });

  it('marks translate="no" what stays as the English has it (addresses, e-mails, "Attn: …"), and reads a file without them', () => {
    const folder = copyOfContent();
    const { xml } = wholeExport("ru");
    const locked = [
      ...xml.matchAll(/<unit id="([^"]+)" translate="no"[^>]*>.*?<source>(.*?)<\/source>/gs),
    ];
    const sources = locked.map((match) => match[2] ?? "");
    expect(sources).toEqual(
      expect.arrayContaining([
        "OCRComplaint@hhs.gov",
        "hhs.gov/ocr/complaints",
        "200 Independence Avenue, S.W., Room 509F, HHH Building",
        "Attn: Billing",
      ]),
    );
    expect(sources.every((source) => !/<ph /.test(source))).toBe(true);
    expect(xml).toMatch(/<unit id="title">/);
    // A tool that leaves them out of the file it gives back loses nothing.
    const without = xml.replace(/\s*<unit id="[^"]+" translate="no".*?<\/unit>/gs, "");
    expect(without).not.toContain('translate="no"');
    const before = filesOf(folder, "ru");
    expect(importXliff("ru", without, { folder })).toMatchObject({ changed: 0 });
    expect(changedFiles(before, filesOf(folder, "ru"))).toEqual([]);
    // Nor does one that also drops the export's list of units.
    expect(
      importXliff("ru", without.replace(/ site:units="[^"]*"/g, ""), { folder }),
    ).toMatchObject({ changed: 0 });
  });

  it("keeps spaces at a sentence's ends", () => {
    const xml = xliffDocument("en", "es", [
      {
        id: "f",
        original: "f.yaml",
        units: [{ id: "u", source: "Call ", target: "Llame ", state: "translated", notes: [] }],
      },
    ]);
    expect(xml).toContain('<unit id="u" xml:space="preserve">');
    expect(readXliff(xml, "f.xlf").files[0]?.units[0]).toMatchObject({
      source: "Call ",
      target: "Llame ",
    });
  });

  it("says in one line where the XML is broken and what to do", () => {
    const { xml } = wholeExport("es");
    const at = xml.indexOf("<target>") + "<target>".length;
    const line = xml.slice(0, at).split("\n").length;
    expect(() => importXliff("es", `${xml.slice(0, at)}A & B ${xml.slice(at)}`)).toThrow(
      new RegExp(`^translations/es\\.xlf, line ${line}: "&" must be written "&amp;"[^\\n]*$`),
    );
    expect(() =>
      importXliff("es", xml.replace("</segment>", "</segmnt>"), { name: "es.xlf" }),
    ).toThrow(/^es\.xlf, line \d+, column \d+: this is not well-formed XML \([^)]+\)[^\n]*$/);
  });

  it("marks a translation whose English changed since, and exports only what changed", () => {
    const folder = freshCopyOfContent();
    const git = (...args: string[]) =>
      execFileSync(
        "git",
        ["-C", folder, "-c", "user.name=T", "-c", "user.email=t@example.org", ...args],
        {
          stdio: "ignore",
        },
      );
    git("init", "-q");
    git("add", ".");
    git("commit", "-q", "-m", "content");
    const english = join(folder, "conditions", "en", "migraine.yaml");
    const document = parseDocument(readFileSync(english, "utf8"));
    const old = String(document.get("title"));
    document.set("title", `${old} (new)`);
    writeFileSync(english, document.toString({ lineWidth: 0 }));

    const all = exportXliff("es", { folder });
    expect(all.warnings).toEqual([]);
    expect(all.states["english-changed"]).toBe(1);
    expect(all.xml).toMatch(
      new RegExp(
        `<unit id="title">(?:(?!</unit>).)*The English changed since this translation was made; it was: "${old}"(?:(?!</unit>).)*<segment state="initial" subState="site:english-changed">`,
        "s",
      ),
    );
    const changed = exportXliff("es", { folder, changed: true });
    expect(
      readXliff(changed.xml, "c.xlf").files.map((file) => [
        file.id,
        file.units.map((unit) => unit.id),
      ]),
    ).toEqual([["conditions.migraine", ["title"]]]);
    // Without git there is nothing to compare with, and the export says so.
    expect(exportXliff("es", { folder: copyOfContent() }).warnings[0]).toMatch(
      /not in a git repository/,
    );
  });

  it("marks after a merge only the units whose English changed after their translation, unit by unit", () => {
    const folder = freshCopyOfContent();
    let day = 0;
    /** git in the copy, each commit a day after the one before (the log's order is by date). */
    const git = (...args: string[]) => {
      day++;
      const date = `2026-01-${String(day).padStart(2, "0")}T12:00:00Z`;
      execFileSync(
        "git",
        ["-C", folder, "-c", "user.name=T", "-c", "user.email=t@example.org", ...args],
        {
          stdio: "ignore",
          env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
        },
      );
    };
    /** Sets fields of a content file of the copy, comments kept. */
    const edit = (path: string, fields: Record<string, string>) => {
      const document = parseDocument(readFileSync(join(folder, path), "utf8"));
      for (const [field, value] of Object.entries(fields)) {
        document.setIn(
          field.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
          value,
        );
      }
      writeFileSync(join(folder, path), document.toString({ lineWidth: 0 }));
    };
    const english = "conditions/en/migraine.yaml";
    const spanish = "conditions/es/migraine.yaml";
    const question = String(
      (contentFile(english).data as { faqs: { question: string }[] }).faqs[0]?.question,
    );
    git("init", "-q", "-b", "main");
    git("add", ".");
    git("commit", "-q", "-m", "content");
    // A branch changes an English sentence and its translation together.
    git("checkout", "-q", "-b", "words");
    edit(english, { title: "Migraine headache" });
    edit(spanish, { title: "Migraña (dolor de cabeza)" });
    git("commit", "-q", "-am", "title, in English and Spanish");
    // Meanwhile, later, the main line changes another translation of the file,
    // then an English sentence without its translation.
    git("checkout", "-q", "main");
    edit(spanish, { summary: "La migraña es un trastorno común del cerebro." });
    git("commit", "-q", "-am", "summary, in Spanish");
    edit(english, { "faqs.0.question": `${question} Really?` });
    git("commit", "-q", "-am", "a question, in English");
    git("merge", "-q", "--no-ff", "-m", "Merge branch 'words'", "words");

    const all = exportXliff("es", { folder });
    expect(all.warnings).toEqual([]);
    const marked = readXliff(exportXliff("es", { folder, changed: true }).xml, "c.xlf").files.map(
      (file) => [file.id, file.units.map((unit) => unit.id)],
    );
    expect(marked).toEqual([["conditions.migraine", ["faqs.0.question"]]]);
    expect(all.states["english-changed"]).toBe(1);
    expect(fileXml(all.xml, "conditions.migraine")).toContain(
      `The English changed since this translation was made; it was: "${question}"`,
    );
    // A translation changed after its English, not yet committed, is not marked.
    edit(spanish, {
      "faqs.0.question": "¿La migraña es solo un dolor de cabeza fuerte? ¿De verdad?",
    });
    expect(exportXliff("es", { folder }).states["english-changed"]).toBe(0);
  });

  it("exports one page, and marks a page whose translation review is current as reviewed", () => {
    const folder = copyOfContent();
    const page = exportXliff("es", { folder, page: "condition/migraine" });
    expect(readXliff(page.xml, "p.xlf").files.map((file) => file.id)).toEqual([
      "conditions.migraine",
    ]);
    expect(exportXliff("es", { folder, page: "conditions.migraine" }).xml).toBe(page.xml);
    expect(page.states.reviewed).toBe(0);

    const record = recordFor(
      "es",
      "condition/migraine",
      "translation",
      "A Translator",
      "2026-01-01",
    );
    const reviewed = exportXliff("es", {
      folder,
      records: { "condition/migraine": { translation: record as TranslationRecord } },
    });
    expect(reviewed.states.reviewed).toBe(page.units);
    expect(reviewed.xml.match(/state="reviewed"/g)).toHaveLength(page.units);
    expect(() => exportXliff("es", { folder, page: "condition/none" })).toThrow(/No page/);
  });

  it("is read by the xliff package, which keeps only a unit's last segment and drops the space between two codes (why the import reads the file itself)", async () => {
    const { xml } = wholeExport("es");
    const theirs = (await xliff2js(xml, { inlineAsString: true })) as {
      resources: Record<string, Record<string, { source: string; target: string }>>;
    };
    const ours = wholeExportRead("es");
    expect(Object.keys(theirs.resources)).toEqual(ours.files.map((file) => file.id));
    // Every unit exported, as content/README.md says.
    expect(
      Object.values(theirs.resources).reduce((sum, units) => sum + Object.keys(units).length, 0),
    ).toBe(wholeExport("es").units);
    const plain = ours.files.flatMap((file) =>
      file.units
        .filter((unit) => !/[{}]/.test(`${unit.source}${unit.target}`))
        .map((unit) => ({ file: file.id, unit })),
    );
    for (const { file, unit } of plain) {
      expect(theirs.resources[file]?.[unit.id]).toMatchObject({
        source: unit.source,
        target: unit.target,
      });
    }
    // "{practiceInsuranceSummary} {practiceInsurancePriorAuthorization} Una…" comes back without its space.
    expect(xml).toMatch(/"\/> <ph /);
    expect(JSON.stringify(theirs)).not.toMatch(/"\/> <ph /);
    const { xml: segmented } = segmentedExport("es");
    const split = readXliff(segmented, "es.xlf").files.flatMap((file) =>
      file.units.map((unit) => ({ file: file.id, unit })),
    );
    const cut = (await xliff2js(segmented, { inlineAsString: true })) as typeof theirs;
    const kept = split.filter(
      ({ file, unit }) =>
        !/[{}]/.test(`${unit.source}${unit.target}`) &&
        cut.resources[file]?.[unit.id]?.target === unit.target,
    );
    expect(kept.length).toBeLessThan(plain.length);
  });
});
