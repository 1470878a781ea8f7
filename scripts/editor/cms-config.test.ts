// The editor's configuration holds to the content's schemas: every field of
// every file is there with a label and a hint (or named as kept as the file
// has it), facts have typed widgets, words are translated and facts are not,
// and each file's marks are its last field. The editor writes YAML as the
// project does: one line per sentence, marks last.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { listPlaceholder } from "#scripts/editor/browser/editor-lists.ts";
import { type PhotoSpec, photoUpload } from "#scripts/editor/browser/editor-photo.ts";
import { contentYaml } from "#scripts/editor/browser/editor.ts";
import { contentFolder, readContentFile } from "#app/content-loader/files.ts";
import { languages } from "#app/content-loader/translated.ts";
import { wordsSchemas } from "#app/content-loader/page-schemas.ts";
import { photoKeys, photoSpecs, providedPhotos } from "#app/content-loader/photos.ts";
import { fileSchemas } from "#app/content-loader/word-fields.ts";
import { type CmsField, cmsConfig, labelled, photoField } from "./cms-config.ts";
import { factLabels } from "./fact-labels.ts";

const notEditable: string[] = [];
const config = cmsConfig({ repo: "owner/site", branch: "main" }, ["migraine"], notEditable);
const collection = (name: string) => {
  const found = config.collections.find((each) => each.name === name);
  if (!found || !("fields" in found)) throw new Error(`No collection ${name}`);
  return found;
};
const field = (fields: readonly CmsField[], path: string): CmsField | undefined => {
  const [name, ...rest] = path.split(".");
  const found = fields.find((each) => each.name === name);
  if (!found || rest.length === 0) return found;
  const inner = (found.fields ?? (found.field ? [found.field] : [])) as CmsField[];
  return field(inner, rest.join("."));
};
const every = (fields: readonly CmsField[]): CmsField[] =>
  fields.flatMap((each) => [each, ...every((each.fields as CmsField[] | undefined) ?? [])]);

describe("the editor's configuration", () => {
  it("has every collection: practice, conditions, treatments, notices, each page, the interface, sources and glossary", () => {
    expect(config.collections.map((each) => each.name)).toEqual([
      "practice",
      "conditions",
      "treatments",
      "notice",
      ...Object.keys(wordsSchemas).map((file) => file.replace("/", "-")),
      "sources",
      "glossary",
    ]);
  });

  it("gives every field a label and a hint in words, not a path", () => {
    const fields = config.collections.flatMap((each) =>
      "fields" in each ? every(each.fields) : every(each.files[0]?.fields ?? []),
    );
    expect(fields.length).toBeGreaterThan(300);
    for (const each of fields) {
      expect(each.label, each.name).toMatch(/^\p{L}/u);
      expect(each.label).not.toMatch(/^\w+(\.\w+)+$/);
      expect(each.hint ?? (each.widget === "object" ? "" : undefined), each.name).toBeDefined();
    }
    const facts = collection("practice").fields;
    expect(field(facts, "insurance.plans")?.label).toBe("Health plans the practice takes");
    expect(field(facts, "hours")?.label).toBe("Office hours");
  });

  it("labels each of the practice's facts from fact-labels.ts, and stops at a fact with no label or a label of no fact", () => {
    const withoutEmail = Object.fromEntries(
      Object.entries(factLabels).filter(([path]) => path !== "email"),
    );
    expect(() => labelled(fileSchemas.practice, withoutEmail)).toThrow(
      /^email: a fact of the practice with no label/,
    );
    const extra = { ...factLabels, "phone.fax": ["Fax", "The fax number."] as const };
    expect(() => labelled(fileSchemas.practice, extra)).toThrow(/labels no fact.*phone\.fax/);
    expect(labelled(fileSchemas.practice).properties?.email?.title).toBe(factLabels.email?.[0]);
  });

  it("edits each fact with a typed widget", () => {
    const facts = collection("practice").fields;
    expect(field(facts, "hours.opens")).toMatchObject({
      widget: "datetime",
      format: "HH:mm",
      date_format: false,
    });
    expect(field(facts, "hours.dayOfWeek")).toMatchObject({ widget: "select", multiple: true });
    expect(field(facts, "insurance.plans")?.widget).toBe("list");
    expect(field(facts, "newPatients.accepting")?.widget).toBe("boolean");
    expect(field(facts, "care.botox.units")).toMatchObject({ widget: "number", value_type: "int" });
    expect(field(collection("conditions").fields, "updated")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
  });

  it("sums up each collapsed row in words: a row of hours by its days, times and toggles, a plan by its name", () => {
    const facts = collection("practice").fields;
    expect(field(facts, "hours")?.summary).toBe(
      "{{fields.dayOfWeek}}{{fields.opens | ternary(', ','')}}{{fields.opens}}" +
        "{{fields.closes | ternary('–','')}}{{fields.closes}}" +
        "{{fields.byAppointment | ternary(', by appointment','')}}{{fields.closed | ternary(', closed','')}}",
    );
    expect(field(facts, "insurance.plans")?.summary).toBe("{{fields.item}}");
    expect(field(facts, "transit")?.summary).toBe("{{fields.line}}");
  });

  it("translates words and keeps facts in the English column", () => {
    const facts = collection("practice").fields;
    expect(field(facts, "insurance.summary")?.i18n).toBe(true);
    expect(field(facts, "insurance.plans")?.i18n).toBe(false);
    expect(field(facts, "hours")?.i18n).toBe(false);
    expect(field(collection("conditions").fields, "summary")?.i18n).toBe(true);
    expect(field(collection("conditions").fields, "order")?.i18n).toBe(false);
  });

  it('refuses in the form what the build refuses, in the build\'s words: a name with "Dr." in front, an id, a phone number', () => {
    const facts = collection("practice").fields;
    const refuses = (path: string, value: string) => {
      const [pattern, message] = field(facts, path)?.pattern as [string, string];
      expect(message).not.toBe("written as the hint says");
      return new RegExp(pattern).test(value) ? undefined : message;
    };
    expect(refuses("physician.name", "Dr. Anna Markova")).toMatch(/without "Dr\." in front/);
    expect(refuses("physician.name", "doctor Anna Markova")).toBeDefined();
    expect(refuses("physician.name", "Anna Markova, MD")).toBeUndefined();
    expect(refuses("physician.name", "Drew Markova, MD")).toBeUndefined();
    expect(refuses("transit.id", "Q train")).toMatch(/^an id: /);
    expect(refuses("phone.e164", "718 555 0142")).toBe("the number as dialled: +1 and ten digits");
    expect(refuses("phone.e164", "+17185550142")).toBeUndefined();
  });

  it("ends every file's fields with its marks, a list a person sets to confirmed", () => {
    for (const each of config.collections) {
      if (!("fields" in each)) continue;
      expect(each.fields.at(-1)?.name, each.name).toBe("marks");
    }
    expect(field(collection("practice").fields, "marks.status")?.options).toEqual([
      "open",
      "confirmed",
    ]);
  });

  it("takes every value the content holds now: each list a list (or the placeholder of one), each address and time as its pattern asks", () => {
    // The editor refuses to save a value its widget does not take, and a
    // list's widget stops on a value that is not a list.
    const refused: string[] = [];
    const visit = (fields: readonly CmsField[], data: unknown, where: string) => {
      if (!data || typeof data !== "object") return;
      for (const each of fields) {
        const value = (data as Record<string, unknown>)[each.name];
        const at = `${where} ${each.name}`;
        if (value === undefined || value === null) continue;
        if (each.widget === "list") {
          if (typeof value === "string" && listPlaceholder.test(value)) continue;
          if (!Array.isArray(value)) refused.push(`${at}: not a list`);
          else if (each.fields)
            value.forEach((item, i) => visit(each.fields as CmsField[], item, `${at}.${i}`));
          else if (each.field)
            value.forEach((item, i) =>
              visit(
                [each.field as CmsField],
                { [(each.field as CmsField).name]: item },
                `${at}.${i}`,
              ),
            );
        } else if (each.widget === "object") {
          visit(each.fields as CmsField[], value, at);
        } else if (Array.isArray(each.pattern) && typeof value === "string") {
          if (!new RegExp(String(each.pattern[0])).test(value)) refused.push(`${at}: ${value}`);
        } else if (each.widget === "datetime" && each.date_format === false) {
          if (!/^\d\d:\d\d$/.test(String(value))) refused.push(`${at}: ${String(value)}`);
        }
      }
    };
    let files = 0;
    for (const each of config.collections) {
      if ("folder" in each) {
        const folder = path.join(contentFolder(), each.folder.replace(/^content\//, ""));
        for (const language of readdirSync(folder)) {
          for (const name of readdirSync(path.join(folder, language))) {
            const file = path.join(folder, language, name);
            visit(
              each.fields,
              parse(readFileSync(file, "utf8")),
              path.relative(contentFolder(), file),
            );
            files += 1;
          }
        }
      } else {
        for (const file of each.files) {
          const name = file.file.replace(/^content\//, "");
          visit(file.fields, parse(readFileSync(path.join(contentFolder(), name), "utf8")), name);
          files += 1;
        }
      }
    }
    expect(files).toBeGreaterThan(80);
    expect(refused).toEqual([]);
  });

  it("names the few fields it keeps as the file has them; a condition's warning signs are not among them", () => {
    expect(notEditable.length).toBeGreaterThan(0);
    expect(notEditable.length).toBeLessThan(10);
    expect(notEditable.filter((field) => field.includes("warningSigns"))).toEqual([]);
    const signs = field(collection("conditions").fields, "warningSigns");
    expect(signs?.fields).toEqual([
      expect.objectContaining({ name: "emergency", widget: "list" }),
      expect.objectContaining({ name: "sameDay", widget: "list" }),
    ]);
  });
});

/**
 * Decap's grouping of a translated file into its entry (i18n `multiple_folders`):
 * it takes the first "<language>/" out of the file's path, wherever it is.
 */
const decapEntryPath = (file: string, language: string) => file.replace(`${language}/`, "");

describe("the editor's entries in every language", () => {
  it("would split a folder whose name ends in a language code: pages/ ends in es/", () => {
    expect(decapEntryPath("content/pages/home/es/words.yaml", "es")).not.toBe(
      decapEntryPath("content/pages/home/en/words.yaml", "en"),
    );
  });

  // Every folder of the content that holds one folder per language, and so every
  // translated collection of the editor: each file, in each language, is the same entry.
  const translated = readdirSync(contentFolder(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name === "en")
    .map((entry) => path.relative(contentFolder(), entry.parentPath).replaceAll(path.sep, "/"));

  it("holds every translated collection's folder", () => {
    const folders = config.collections.flatMap((each) =>
      "folder" in each && each.i18n ? [each.folder] : [],
    );
    expect(folders.length).toBeGreaterThan(10);
    expect(translated.map((folder) => `content/${folder}`).sort()).toEqual(folders.sort());
  });

  it.each(translated)("content/%s: one entry per file, whatever its language", (folder) => {
    const names = readdirSync(path.join(contentFolder(), folder, "en"));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const paths = languages.map((language) =>
        decapEntryPath(`content/${folder}/${language}/${name}`, language),
      );
      expect(new Set(paths), name).toEqual(new Set([`content/${folder}/${name}`]));
    }
  });
});

describe("the editor's photos", () => {
  it("takes each photo beside its alt text, in the English column, writing nothing in the words", () => {
    const home = collection("page-home").fields;
    const words = collection("interface").fields;
    expect(field(home, "physicianPortrait")?.fields).toEqual([
      expect.objectContaining({ name: "alt", required: false }),
      photoField("portrait"),
    ]);
    for (const key of ["room", "entrance"]) {
      expect(field(words, `photos.${key}.photo`)).toMatchObject({
        widget: "site-photo",
        photo: key,
        i18n: false,
      });
    }
  });

  it("names a photo it takes as the build reads it, and refuses what the build refuses", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "editor-photos-"));
    try {
      for (const key of photoKeys) {
        const spec = photoField(key) as unknown as PhotoSpec;
        const { minimum } = photoSpecs[key];
        const taken = photoUpload(spec, "IMG_2041.JPG", minimum);
        if (!("name" in taken)) throw new Error(taken.refusal);
        writeFileSync(path.join(folder, taken.name), "");
        expect(providedPhotos(folder)[key]).toBe(path.join(folder, taken.name));
        const smaller = [minimum[0], minimum[1] - 1] as const;
        expect(photoUpload(spec, "IMG_2041.jpg", smaller)).toHaveProperty("refusal");
        expect(photoUpload(spec, "IMG_2041.HEIC", minimum)).toHaveProperty("refusal");
        expect(photoUpload(spec, "IMG_2041.gif", minimum)).toHaveProperty("refusal");
        expect(photoUpload(spec, "IMG_2041.png", undefined)).toHaveProperty("refusal");
      }
      expect(Object.keys(providedPhotos(folder))).toEqual([...photoKeys]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the editor's YAML", () => {
  it("writes a file as it reads: one line per sentence, marks last, nothing lost", () => {
    const file = readContentFile("practice/en/facts.yaml");
    const whole = {
      marks: file.marks.map(({ line: _line, ...mark }) => mark),
      ...(file.data as object),
    };
    const text = contentYaml(whole, ["care", "name"]);
    expect(parse(text)).toEqual(whole);
    expect(text.split("\n").at(-2)).not.toBe("");
    expect(Object.keys(parse(text) as object).at(-1)).toBe("marks");
    expect(Object.keys(parse(text) as object).slice(0, 2)).toEqual(["care", "name"]);
    const description = (file.data as { description: string }).description;
    expect(text).toContain(`description: ${description}\n`);
  });
});
