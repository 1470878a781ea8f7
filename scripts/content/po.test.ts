// @vitest-environment node
// The translator's round trip: a language's words out to a PO file and back
// into the content files, with nothing lost and nothing else changed.
import { execFileSync, spawnSync } from "node:child_process";
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
import { type GetTextTranslation, po } from "gettext-parser";
import { parse, parseDocument } from "yaml";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { contentFolder, readContentFile } from "#app/content-loader/files.ts";
import { translations } from "#app/content-loader/translated.ts";
import { type TranslationRecord, recordFor } from "#app/reviews/reviews.ts";
import { exportPo, importPo, lostPlaceholders, translatables, unitsOf } from "./po.ts";

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
  const folder = mkdtempSync(join(tmpdir(), "site-po-"));
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
    shared = mkdtempSync(join(tmpdir(), "site-po-"));
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

type Language = Parameters<typeof exportPo>[0];

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
const wholeExport = perLanguage((language) => exportPo(language, { folder: contentFolder() }));

/** An entry of a PO file as a test reads it: its file id and field from its msgctxt, its English, its translation and comments. */
type ReadEntry = {
  msgctxt: string;
  file: string;
  id: string;
  msgid: string;
  msgstr: string;
  notes: string;
  reference: string;
  flags: string[];
  previous?: string;
};

/** The entries of a PO file, in order, as gettext-parser reads them. */
function entriesIn(text: string): ReadEntry[] {
  return Object.entries(po.parse(text).translations).flatMap(([msgctxt, byMsgid]) =>
    Object.values(byMsgid)
      .filter((entry) => entry.msgid !== "")
      .map((entry) => {
        const [file = "", id = ""] = msgctxt.split(" ");
        return {
          msgctxt,
          file,
          id,
          msgid: entry.msgid,
          msgstr: entry.msgstr[0] ?? "",
          notes: entry.comments?.extracted ?? "",
          reference: entry.comments?.reference ?? "",
          flags: entry.comments?.flag?.split(/,\s*/) ?? [],
          previous: entry.comments?.previous,
        };
      }),
  );
}

/** A language's whole export as entriesIn reads it, read once for the tests that look into it. */
const wholeExportRead = perLanguage((language) => entriesIn(wholeExport(language).text));

/**
 * A PO file changed as a translator's tool would change it: `change` gets each
 * entry (and the headers) to change in place, or returns false to delete it.
 */
function edited(
  text: string,
  change: (entry: GetTextTranslation, msgctxt: string) => boolean | void,
  headers: (headers: Record<string, string>) => void = () => {},
): string {
  const table = po.parse(text);
  for (const [msgctxt, byMsgid] of Object.entries(table.translations)) {
    for (const [msgid, entry] of Object.entries(byMsgid)) {
      if (msgid !== "" && change(entry, msgctxt) === false) delete byMsgid[msgid];
    }
  }
  headers(table.headers);
  return po.compile(table).toString("utf8");
}

/** A PO file with one entry's translation changed by `change`; the test fails if there is no such entry. */
function withTranslation(text: string, msgctxt: string, change: (msgstr: string) => string) {
  let found = false;
  const out = edited(text, (entry, context) => {
    if (context !== msgctxt) return;
    entry.msgstr = [change(entry.msgstr[0] ?? "")];
    found = true;
  });
  expect(found, msgctxt).toBe(true);
  return out;
}

/** A message without its placeholder `name`, {name} or {name, plural, …} alike, `typed` in its place. */
function withoutPlaceholder(message: string, name: string, typed: string): string {
  const start = message.search(new RegExp(`\\{${name}\\s*[,}]`));
  expect(start, `{${name}} in ${message}`).toBeGreaterThan(-1);
  let depth = 0;
  for (let at = start; at < message.length; at++) {
    if (message[at] === "{") depth++;
    else if (message[at] === "}" && --depth === 0) {
      return message.slice(0, start) + typed + message.slice(at + 1);
    }
  }
  return expect.fail(`{${name}} does not close in ${message}`);
}

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

/** The files whose bytes differ between two readings. */
const changedFiles = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);

/** The lines of two texts that differ, [before, after], line by line. */
const changedLines = (before: string, after: string) => {
  const [was, now] = [before.split("\n"), after.split("\n")];
  expect(now).toHaveLength(was.length);
  return now.flatMap((line, index) => (line === was[index] ? [] : [[was[index], line]]));
};

describe.each(translations)("PO in %s", (language) => {
  it("carries every sentence, with its page's address, and comes back with nothing lost", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { text, entries: count } = wholeExport(language);
    const entries = wholeExportRead(language);
    expect(entries).toHaveLength(count);
    expect(entries.every((entry) => entry.msgid && entry.msgstr)).toBe(true);
    const title = entries.find((entry) => entry.msgctxt === "conditions.migraine title");
    expect(title?.reference).toBe(`/${language}/conditions/migraine`);
    expect(title?.notes).toContain("Review page: condition/migraine");
    // A sentence with a glossary term says how the language writes it.
    expect(entries.find((entry) => entry.id === "hero.benefits.1")?.notes).toContain(
      `Glossary (content/glossary.yaml): "Botox" is "${{ ru: "Ботокс", es: "Botox", zh: "保妥适" }[language]}"; "CGRP" is "CGRP"`,
    );
    // The main pages, the interface and the facts' words travel too.
    const ids = (file: string) =>
      entries.filter((entry) => entry.file === file).map((entry) => entry.id);
    expect(ids("page.patients")).toContain("patientsPage.header.title");
    expect(ids("interface")).toContain("interfaceText.skipToContent");
    expect(ids("practice")).toContain("insurance.summary");

    // A sentence lost in the files is restored from the PO file, and nothing else moves.
    const damaged = join(folder, "conditions", language, "migraine.yaml");
    const original = readFileSync(damaged, "utf8");
    const summary = original.match(/^summary: (.*)$/m)?.[1] ?? "";
    writeFileSync(damaged, original.replace(summary, "(lost)"));
    const result = importPo(language, text, { folder });
    expect(result.written).toEqual([`content/conditions/${language}/migraine.yaml`]);
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("writes nothing for a file given back untouched, and one line of YAML for one sentence changed", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { text } = wholeExport(language);
    expect(importPo(language, text, { folder })).toMatchObject({ changed: 0, written: [] });
    expect(filesOf(folder, language)).toEqual(before);

    // A sentence of a condition page's answers, translated anew.
    const entry = wholeExportRead(language).find(
      (each) => each.file === "conditions.migraine" && /^faqs\.\d+\.answer$/.test(each.id),
    );
    const { msgctxt = "", id = "", msgstr = "" } = entry ?? {};
    expect(msgstr).not.toBe("");
    const result = importPo(
      language,
      withTranslation(text, msgctxt, (was) => `${was} (2)`),
      { folder },
    );
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
    expect([...now].filter(([field, words]) => was.get(field) !== words)).toEqual([
      [id, `${msgstr} (2)`],
    ]);
    expect(changedFiles(before, filesOf(folder, language))).toEqual(["conditions/migraine.yaml"]);
    const lines = changedLines(
      before.get("conditions/migraine.yaml") ?? "",
      filesOf(folder, language).get("conditions/migraine.yaml") ?? "",
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[1]).toMatch(/ \(2\)"?$/);
  });

  it("leaves a fuzzy or an emptied translation as the content has it", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { text } = wholeExport(language);
    const fuzzy = edited(text, (entry, msgctxt) => {
      if (msgctxt !== "treatments.botox title") return;
      entry.msgstr = [`${entry.msgstr[0]} (2)`];
      entry.comments = { ...entry.comments, flag: "fuzzy" };
    });
    const emptied = withTranslation(text, "treatments.botox title", () => "");
    for (const file of [fuzzy, emptied]) {
      expect(file).not.toBe(text);
      const result = importPo(language, file, { folder });
      expect(result).toMatchObject({ changed: 0, written: [] });
      expect(result.left).toBeGreaterThan(0);
    }
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("refuses a file that lost an entry, and writes nothing", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { text } = wholeExport(language);
    let lost = "";
    const without = edited(text, (_, msgctxt) => {
      if (lost || !/^conditions\.\S+ summary$/.test(msgctxt)) return;
      lost = msgctxt;
      return false;
    });
    expect(lost).not.toBe("");
    expect(() => importPo(language, without, { folder })).toThrow(
      /: conditions\.[\w-]+, ".+" \(entry summary\): exported but missing from this file/,
    );
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("writes a translator's change into the page's file, comments kept", () => {
    const folder = copyOfContent();
    const { text } = wholeExport(language);
    const title =
      wholeExportRead(language).find((entry) => entry.msgctxt === "treatments.botox title")
        ?.msgstr ?? "";
    const result = importPo(
      language,
      withTranslation(text, "treatments.botox title", () => `${title} (2)`),
      { folder },
    );
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
    const { text } = wholeExport(language);
    const before = readFileSync(join(folder, "treatments", language, "botox.yaml"), "utf8");
    const entry = wholeExportRead(language).find(
      (each) => each.file === "treatments.botox" && /\{botoxUnits[,}]/.test(each.msgstr),
    );
    const broken = withTranslation(text, entry?.msgctxt ?? "", (was) =>
      withoutPlaceholder(was, "botoxUnits", "155"),
    );
    expect(() => importPo(language, broken, { folder })).toThrow(
      /^Nothing was written: [^\n]*: the placeholder \{botoxUnits\} is missing[^\n]*$/,
    );
    expect(readFileSync(join(folder, "treatments", language, "botox.yaml"), "utf8")).toBe(before);
  });

  it("refuses a sentence whose figure was deleted or typed as its range's end, and writes nothing", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { text } = wholeExport(language);
    // A translation that shows a figure of its English by itself ("{firstVisitMinutes}"); where the
    // language adds a plural on the range's end ("{firstVisitMinutesMax, plural, …}"), one with it.
    const shown = wholeExportRead(language).flatMap((entry) =>
      [...entry.msgid.matchAll(/\{(?!practice)(\w+)\}/g)]
        .filter(([figure]) => entry.msgstr.includes(figure))
        .map(([, name = ""]) => ({ entry, name })),
    );
    const { entry, name } =
      shown.find(({ entry, name }) => entry.msgstr.includes(`{${name}Max, plural,`)) ??
      shown[0] ??
      expect.fail("no translation shows a figure");
    const quoted = entry.msgid.slice(0, 20).replace(/[{}()?.*+[\]\\|^$]/g, "\\$&");
    for (const typed of ["", `{${name}Max}`]) {
      const broken = withTranslation(text, entry.msgctxt, (was) => was.replace(`{${name}}`, typed));
      expect(() => importPo(language, broken, { folder })).toThrow(
        new RegExp(
          `^Nothing was written: [^\\n]*: ${entry.file.replace(".", "\\.")}, "${quoted}[^"]*" \\(entry ${entry.id}\\): the placeholder \\{${name}\\} is missing[^\\n]*$`,
        ),
      );
    }
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("refuses a sentence that names a placeholder or a figure its English does not, and writes nothing", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { text } = wholeExport(language);
    const plain = wholeExportRead(language).find(
      (entry) => entry.file === "conditions.migraine" && !/[{}]/.test(entry.msgid + entry.msgstr),
    );
    expect(plain).toBeDefined();
    for (const typed of ["{practiceFax}", "{botoxUnits}"]) {
      const broken = withTranslation(text, plain?.msgctxt ?? "", (was) => `${was} ${typed}`);
      expect(() => importPo(language, broken, { folder })).toThrow(
        new RegExp(
          `^Nothing was written: [^\\n]*\\(entry ${plain?.id}\\): \\${typed.slice(0, -1)}\\} is in neither the English nor the practice's facts[^\\n]*$`,
        ),
      );
    }
    expect(filesOf(folder, language)).toEqual(before);
    // A fact of the practice the English writes out, a translation may name.
    const named = withTranslation(text, plain?.msgctxt ?? "", (was) => `${was} {practicePhone}`);
    expect(importPo(language, named, { folder })).toMatchObject({ changed: 1 });
  });

  it("refuses a sentence whose plural lost its opening or a form, and writes nothing", () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const { text } = wholeExport(language);
    const opening = /\{(\w+), plural, /;
    // A translation with a plural, first one on a name its English lacks (Russian's
    // "{firstVisitMinutesMax, plural, …" beside "{firstVisitMinutes}"); where the language has
    // none, one left in English, plural and all.
    const entries = wholeExportRead(language);
    const entry =
      entries.find(
        ({ msgid, msgstr }) =>
          opening.test(msgstr) && !msgid.includes(`{${opening.exec(msgstr)?.[1] ?? "?"}`),
      ) ??
      entries.find(({ msgstr }) => opening.test(msgstr)) ??
      entries.find(({ msgid }) => opening.test(msgid));
    const plural = entry && (opening.test(entry.msgstr) ? entry.msgstr : entry.msgid);
    expect(plural).toMatch(opening);
    // The opening gone; a form gone, its key and words ("} few {минуты").
    for (const [gone, said] of [
      [opening, /its braces do not pair/],
      [/\} \w+ \{[^{}]*/, /lacks its \w+ form|is not ICU MessageFormat/],
    ] as const) {
      expect(plural).toMatch(gone);
      const broken = withTranslation(text, entry?.msgctxt ?? "", () =>
        (plural ?? "").replace(gone, ""),
      );
      expect(() => importPo(language, broken, { folder })).toThrow(
        new RegExp(
          `^Nothing was written: [^\\n]*, ".+" \\(entry [\\w.-]+\\): [^\\n]*(${said.source})[^\\n]*$`,
        ),
      );
    }
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("refuses a sentence that put words in place of a fact of the practice, and writes nothing", () => {
    const folder = copyOfContent();
    const { text } = wholeExport(language);
    const before = filesOf(folder, language);
    // The staff's languages typed out in place of {practiceLanguagesList}, as happened in Spanish.
    const entry = wholeExportRead(language).find(
      (each) =>
        /^patientsPage\.practiceFacts\.facts\.\d+\.detail$/.test(each.id) &&
        each.msgstr.includes("{practiceLanguagesList}"),
    );
    const broken = withTranslation(text, entry?.msgctxt ?? "", (was) =>
      was.replace("{practiceLanguagesList}", "English, Español"),
    );
    expect(() => importPo(language, broken, { folder })).toThrow(
      /^Nothing was written: [^\n]*page\.patients, ".+" \(entry patientsPage\.practiceFacts[\w.]+\): the placeholder \{practiceLanguagesList\} is missing/,
    );
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("refuses to write a file that lost a placeholder in a field the tool was never sent", () => {
    const folder = copyOfContent();
    const { text } = wholeExport(language);
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
    const changed = withTranslation(
      text,
      "page.home closingCallToAction.heading",
      (was) => `${was} (2)`,
    );
    expect(() => importPo(language, changed, { folder })).toThrow(
      new RegExp(
        `page\\.home, ".+" \\(entry closingCallToAction\\.points\\.${badge}\\): the placeholder .* is missing`,
      ),
    );
    expect(readFileSync(home, "utf8")).toBe(before);
  });

  it("keeps, in every translated file, every placeholder of the English, field by field", () => {
    const problems = translatables(contentFolder(), language).flatMap(({ english, own }) =>
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

  it("refuses a file made for another language", () => {
    const folder = copyOfContent();
    const other = language === "ru" ? "es" : "ru";
    expect(() => importPo(language, wholeExport(other).text, { folder })).toThrow(
      new RegExp(`this PO file is for "${other}", not ${language}`),
    );
    const { text } = wholeExport(language);
    const named = (tag: string) =>
      edited(
        text,
        () => {},
        (headers) => {
          headers.Language = tag;
        },
      );
    // Another script of the language: zh_Hant is not zh_Hans.
    expect(() => importPo(language, named(`${language}_Hant`), { folder })).toThrow(/not/);
    expect(
      importPo(language, named(po.parse(text).headers.Language ?? ""), { folder }),
    ).toMatchObject({
      changed: 0,
    });
  });

  it("writes a file GNU msgfmt checks without a word, and gettext-parser reads back as it was", () => {
    const { text, entries } = wholeExport(language);
    const check = spawnSync("msgfmt", ["--check-format", "-c", "-o", "/dev/null", "-"], {
      input: text,
      encoding: "utf8",
    });
    expect(check.error).toBeUndefined();
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
    // msgfmt fails a file whose entry's English ends with a line break and its translation not.
    const broken = withTranslation(text, "conditions.migraine title", (was) => `${was}\n`);
    const refused = spawnSync("msgfmt", ["-c", "-o", "/dev/null", "-"], {
      input: broken,
      encoding: "utf8",
    });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/do not both end with '\\n'/);
    // Read back and written again by the library, the file is the same, entry for entry.
    expect(po.compile(po.parse(text)).toString("utf8")).toBe(text);
    expect(wholeExportRead(language)).toHaveLength(entries);
  });
});

describe("PO", () => {
  it("leaves out what is not translated: lone placeholders, phone numbers, taglines in their own language, numeric claims", () => {
    const english = contentFile("conditions/en/migraine.yaml").data as { numericClaims: unknown[] };
    expect(english.numericClaims.length).toBeGreaterThan(0);
    const contexts = wholeExportRead("es").map((entry) => entry.msgctxt);
    expect(contexts).toContain("conditions.migraine summary");
    expect(contexts.some((msgctxt) => msgctxt.includes("numericClaims"))).toBe(false);
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

  it("gives each Russian entry with a figure its plural ready: the one the translation has, or the forms to fill in", () => {
    const english = "conditions/en/migraine.yaml";
    const units = [...unitsOf(contentFile(english).data, english)];
    const idOf = (opening: string) => units.find(([, text]) => text.startsWith(opening))?.[0];
    const notesOf = (language: Language, id: string | undefined) => {
      const entry = wholeExportRead(language).find(
        (each) => each.msgctxt === `conditions.migraine ${id}`,
      );
      expect(entry).toBeDefined();
      return entry?.notes.split("\n") ?? [];
    };
    const followUp = idOf("Follow-up visits every {followUpEveryWeeks} weeks");
    const threshold = idOf("Preventive treatment when you have {preventiveThresholdMigraineDays}");
    // As the Russian translation of the entry writes it.
    expect(notesOf("ru", followUp)).toContainEqual(
      expect.stringMatching(
        /\{followUpEveryWeeksMax, plural, one \{неделю\} few \{недели\} many \{недель\} other \{недели\}\}$/,
      ),
    );
    // None there yet: the four forms to fill in, the number shown by "#".
    expect(notesOf("ru", threshold)).toContainEqual(
      expect.stringMatching(
        /^The plural of [^\n]*\{preventiveThresholdMigraineDays, plural, one \{# …\} few \{# …\} many \{# …\} other \{# …\}\}$/,
      ),
    );
    expect(notesOf("ru", "title").join("\n")).not.toContain("The plural of");
    expect(notesOf("es", followUp).join("\n")).not.toContain("The plural of");
  });

  it("marks with the icu-message-format flag each entry whose English has placeholders, and no other", () => {
    const entries = wholeExportRead("ru");
    const flagged = entries.filter((entry) => entry.flags.includes("icu-message-format"));
    expect(flagged.length).toBeGreaterThan(10);
    expect(flagged.every((entry) => /\{\w+[,}]/.test(entry.msgid))).toBe(true);
    expect(entries.filter((entry) => /[{}]/.test(entry.msgid) && !flagged.includes(entry))).toEqual(
      [],
    );
  });

  it('notes what stays as the English has it (addresses, e-mails, "Attn: …"), and reads a file without them', () => {
    const folder = copyOfContent();
    const { text } = wholeExport("ru");
    const kept = wholeExportRead("ru").filter((entry) => /^Keep as the English/m.test(entry.notes));
    expect(kept.map((entry) => entry.msgid)).toEqual(
      expect.arrayContaining([
        "OCRComplaint@hhs.gov",
        "hhs.gov/ocr/complaints",
        "200 Independence Avenue, S.W., Room 509F, HHH Building",
        "Attn: Billing",
      ]),
    );
    expect(kept.every((entry) => !/[{}]/.test(entry.msgid))).toBe(true);
    expect(kept.some((entry) => entry.id === "title")).toBe(false);
    // A tool that leaves them out of the file it gives back loses nothing.
    const keptContexts = new Set(kept.map((entry) => entry.msgctxt));
    const without = edited(text, (_, msgctxt) => !keptContexts.has(msgctxt));
    expect(entriesIn(without)).toHaveLength(wholeExportRead("ru").length - kept.length);
    const before = filesOf(folder, "ru");
    expect(importPo("ru", without, { folder })).toMatchObject({ changed: 0 });
    expect(changedFiles(before, filesOf(folder, "ru"))).toEqual([]);
    // Nor does one that also drops the export's header saying what it holds.
    const bare = edited(
      without,
      () => {},
      (headers) => {
        delete headers["X-Exported"];
      },
    );
    expect(bare).not.toContain("X-Exported");
    expect(importPo("ru", bare, { folder })).toMatchObject({ changed: 0 });
  });

  it("says in one line where the PO file is broken and what to do", () => {
    const { text } = wholeExport("es");
    const lines = text.split("\n");
    const at = lines.findIndex((line, index) => index > 10 && /^msgstr "./.test(line));
    const broken = (line: string) => lines.with(at, line).join("\n");
    // A quote typed inside a translation, and a translation whose closing quote is gone.
    expect(() =>
      importPo("es", broken(lines[at]?.replace(/^msgstr "/, 'msgstr "A "B" ') ?? "")),
    ).toThrow(
      new RegExp(
        `^translations/es\\.po, line ${at + 1}: this is not a PO file gettext can read \\([^)]*unescaped quote[^)]*\\)[^\\n]*$`,
      ),
    );
    expect(() =>
      importPo("es", broken(lines[at]?.replace(/"$/, "") ?? ""), { name: "es.po" }),
    ).toThrow(
      new RegExp(
        `^es\\.po, line ${at + 1}: this is not a PO file gettext can read \\(End-of-line within string[^\\n]*$`,
      ),
    );
  });

  it("marks fuzzy a translation whose English changed since, with the English it was made from, and exports only what changed", () => {
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

    const all = exportPo("es", { folder });
    expect(all.warnings).toEqual([]);
    expect(all.counts.fuzzy).toBe(1);
    const title = entriesIn(all.text).find(
      (entry) => entry.msgctxt === "conditions.migraine title",
    );
    expect(title).toMatchObject({
      msgid: `${old} (new)`,
      flags: ["fuzzy"],
      previous: `msgid ${JSON.stringify(old)}`,
    });
    const changed = exportPo("es", { folder, changed: true });
    expect(entriesIn(changed.text).map((entry) => entry.msgctxt)).toEqual([
      "conditions.migraine title",
    ]);
    // Given back as it is, still fuzzy, it changes nothing; nor does the rest of the file.
    const before = filesOf(folder, "es");
    expect(importPo("es", changed.text, { folder })).toMatchObject({ changed: 0, left: 1 });
    expect(importPo("es", all.text, { folder })).toMatchObject({ changed: 0 });
    expect(filesOf(folder, "es")).toEqual(before);
    // Without git there is nothing to compare with, and the export says so.
    expect(exportPo("es", { folder: copyOfContent() }).warnings[0]).toMatch(
      /not in a git repository/,
    );
  });

  it("marks after a merge only the entries whose English changed after their translation, entry by entry", () => {
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

    const all = exportPo("es", { folder });
    expect(all.warnings).toEqual([]);
    const marked = entriesIn(exportPo("es", { folder, changed: true }).text).map(
      (entry) => entry.msgctxt,
    );
    expect(marked).toEqual(["conditions.migraine faqs.0.question"]);
    expect(all.counts.fuzzy).toBe(1);
    expect(entriesIn(all.text).filter((entry) => entry.flags.includes("fuzzy"))).toMatchObject([
      {
        msgctxt: "conditions.migraine faqs.0.question",
        previous: `msgid ${JSON.stringify(question)}`,
      },
    ]);
    // A translation changed after its English, not yet committed, is not marked.
    edit(spanish, {
      "faqs.0.question": "¿La migraña es solo un dolor de cabeza fuerte? ¿De verdad?",
    });
    expect(exportPo("es", { folder }).counts.fuzzy).toBe(0);
  });

  it("exports one page, and notes a page whose translation review is current as reviewed", () => {
    const folder = copyOfContent();
    const page = exportPo("es", { folder, page: "condition/migraine" });
    expect([...new Set(entriesIn(page.text).map((entry) => entry.file))]).toEqual([
      "conditions.migraine",
    ]);
    expect(exportPo("es", { folder, page: "conditions.migraine" }).text).toBe(
      page.text.replace(
        "X-Exported: page condition/migraine",
        "X-Exported: page conditions.migraine",
      ),
    );
    expect(page.counts.reviewed).toBe(0);
    // One page given back: the entries of other pages are not missing.
    expect(importPo("es", page.text, { folder })).toMatchObject({ changed: 0 });

    const record = recordFor(
      "es",
      "condition/migraine",
      "translation",
      "A Translator",
      "2026-01-01",
    );
    const reviewed = exportPo("es", {
      folder,
      records: { "condition/migraine": { translation: record as TranslationRecord } },
    });
    expect(reviewed.counts.reviewed).toBe(page.entries);
    expect(
      entriesIn(reviewed.text).filter((entry) =>
        entry.notes.includes("its translation review is current"),
      ),
    ).toHaveLength(page.entries);
    expect(() => exportPo("es", { folder, page: "condition/none" })).toThrow(/No page/);
  });
});
