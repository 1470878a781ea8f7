// The content files (content/ at the project's root): YAML that people edit,
// read at build time and checked against a schema. A file that is not valid
// YAML, or that the schema refuses, stops the build with the file, the line
// and what is wrong. Read only where the pages are built (loaders, the build,
// scripts, tests), never in a visitor's browser.
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Document, LineCounter, type Node, isMap, isScalar, isSeq, parseDocument } from "yaml";
import * as z from "zod";
import type { Language } from "./translated.ts";
import { mistakesOf } from "./yaml-mistakes.ts";

/** The content folder: content/ in the folder the build runs in, or SITE_CONTENT_DIR. */
export const contentFolder = resolve(process.env.SITE_CONTENT_DIR || "content");

/**
 * Who must act on a mark before launch: a fact the practice has not given
 * (`placeholder`), a passage counsel must approve (`template`), a figure the
 * physician must confirm (`physician-to-confirm`).
 */
export const markKinds = ["placeholder", "template", "physician-to-confirm"] as const;
export type MarkKind = (typeof markKinds)[number];

/**
 * A mark on a field of a content file, kept as data (a `marks:` list at the
 * file's top) so that an editor which rewrites the file keeps it. It counts
 * as a gap before launch while its status is `open`.
 */
export type Mark = {
  /** The field it is on, by its path ("phone", "insurance.plans"), or "" for the whole file. */
  field: string;
  kind: MarkKind;
  status: "open" | "confirmed";
  /** What is to be done, in words. */
  note: string;
  /** The line of the mark in its file. */
  line?: number;
};

const markSchema = z.strictObject({
  field: z.string().trim(),
  kind: z.enum(markKinds, {
    error: `a mark's kind is one of: ${markKinds.join(", ")}`,
  }),
  status: z.enum(["open", "confirmed"], { error: "a mark's status is open or confirmed" }),
  note: z.string().trim().min(1, "say what is to be done"),
});

export type ContentFile = {
  /** Its path as a person finds it: "content/conditions/ru/migraine.yaml". */
  file: string;
  /** The file's fields, without its marks. */
  data: unknown;
  /** Its marks (the `marks:` list), each checked against the fields of the file. */
  marks: Mark[];
  /** The line of each key and list item, by its path: "faqs.2.answer" → 41. */
  lines: Record<string, number>;
};

/** A content file, parsed; `path` is relative to the content folder. */
/** A problem with a content file, as a person fixes it: the file, the line, the field and what is wrong. */
export function contentProblem(
  file: ContentFile,
  path: readonly PropertyKey[],
  message: string,
): string {
  const keys = path.map(String);
  let line: number | undefined;
  for (let depth = keys.length; depth > 0 && line === undefined; depth--) {
    line = file.lines[keys.slice(0, depth).join(".")];
  }
  return `${file.file}${line ? `, line ${line}` : ""}: ${keys.join(".") || "(the whole file)"}: ${message}`;
}

export function readContentFile(path: string, folder = contentFolder): ContentFile {
  return readContentFiles([path], folder).get(path) as ContentFile;
}

/**
 * Each file this process parsed, by its full path, with the text it was
 * parsed from: every language's walk reads the English beside its own, so
 * the English would otherwise be parsed once per language. A changed text
 * is parsed again; each reader gets a copy of its own.
 */
const parsedBefore = new Map<string, { text: string; file: ContentFile }>();

/**
 * Content files, parsed, by their paths relative to the content folder; a
 * path that ends in "/" stands for every YAML file of that folder, in the
 * order of their names. A file that is not valid YAML (the first, in the
 * order given) throws, naming the file, the line and the mistake
 * (yaml-mistakes.ts).
 */
export function readContentFiles(
  paths: readonly string[],
  folder = contentFolder,
): Map<string, ContentFile> {
  type Read = { path: string; at: string; text: string };
  type Parsed = Read & { lineCounter: LineCounter; document: Document };
  const read: (Parsed | (Read & { file: ContentFile }))[] = paths
    .flatMap((path) =>
      path.endsWith("/")
        ? contentFileNames(path.slice(0, -1), folder).map((name) => `${path}${name}.yaml`)
        : [path],
    )
    .map((path) => {
      const at = join(folder, path);
      const text = readFileSync(at, "utf8");
      const before = parsedBefore.get(at);
      if (before?.text === text) return { path, at, text, file: structuredClone(before.file) };
      const lineCounter = new LineCounter();
      return { path, at, text, lineCounter, document: parseDocument(text, { lineCounter }) };
    });
  // The YAML mistakes of every file parsed now, in one call (yaml-mistakes.ts).
  const parsed = read.filter((one): one is Parsed => "document" in one);
  const mistakes = new Map(mistakesOf(parsed).map((mistake, index) => [parsed[index], mistake]));
  return new Map(
    read.map((one) => {
      if (!("document" in one)) return [one.path, one.file];
      const mistake = mistakes.get(one);
      if (mistake) {
        throw new Error(
          `content/${one.path}${mistake.line ? `, line ${mistake.line}` : ""}: ${mistake.message}`,
        );
      }
      const file = contentFileOf(`content/${one.path}`, one.document, one.lineCounter);
      parsedBefore.set(one.at, { text: one.text, file: structuredClone(file) });
      return [one.path, file];
    }),
  );
}

/** A parsed YAML document as a content file: its data, its marks and the line of each field. */
function contentFileOf(file: string, document: Document, lineCounter: LineCounter): ContentFile {
  const lines: Record<string, number> = {};
  const visit = (node: unknown, path: string) => {
    const note = (item: unknown, at: string) => {
      const range = (item as Node | null)?.range;
      if (range) lines[at] = lineCounter.linePos(range[0]).line;
    };
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const at = path ? `${path}.${key}` : key;
        note(pair.key, at);
        visit(pair.value, at);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        const at = path ? `${path}.${index}` : String(index);
        note(item, at);
        visit(item, at);
      });
    }
  };
  visit(document.contents, "");
  const whole = (document.toJS() ?? null) as unknown;
  if (whole && typeof whole === "object" && !Array.isArray(whole) && "marks" in whole) {
    const { marks, ...data } = whole as Record<string, unknown>;
    const read = { file, data, lines, marks: [] as Mark[] };
    return { ...read, marks: marksOf(read, marks) };
  }
  return { file, data: whole, lines, marks: [] };
}

/** A file's `marks:` list, checked: each names a field the file has. */
function marksOf(file: ContentFile, list: unknown): Mark[] {
  const result = z.array(markSchema).safeParse(list ?? []);
  if (!result.success) {
    throw new Error(
      result.error.issues
        .map((issue) => contentProblem(file, ["marks", ...issue.path], issue.message))
        .join("\n"),
    );
  }
  return result.data.map((mark, index) => {
    if (mark.field !== "" && file.lines[mark.field] === undefined) {
      throw new Error(
        contentProblem(
          file,
          ["marks", index, "field"],
          `this file has no field "${mark.field}"; write the field's path as in "insurance.plans"`,
        ),
      );
    }
    return { ...mark, line: file.lines[`marks.${index}`] };
  });
}

/**
 * Where a words file of a language is, in the content folder: `file` is one
 * of page-schemas.ts's words files ("pages/home", "interface").
 */
export function wordsFilePath(file: string, language: Language): string {
  return file === "interface"
    ? `interface/${language}/words.yaml`
    : `${file}/${language}/words.yaml`;
}

/** The names of the YAML files of a folder of the content folder, without ".yaml", sorted. */
export function contentFileNames(folder: string, from = contentFolder): string[] {
  return readdirSync(join(from, folder))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => name.slice(0, -".yaml".length))
    .sort();
}

/**
 * What a schema says about its field (zod's metadata, `.meta()`): `words`,
 * whether it is words, translated, laid over its English, walked for its
 * sentences, sent to translators and covered by a review; `reviewedIn`, the
 * review unit of a page's field that another page's review covers. It is kept
 * in zod's global registry, and `z.toJSONSchema` copies it onto each node of
 * the JSON Schema that word-fields.ts and the editor's configuration walk.
 */
declare module "zod" {
  interface GlobalMeta {
    words?: boolean;
    reviewedIn?: string;
    /**
     * false: words the translations leave as the English has them (a name,
     * a plan); the editor at /admin shows them in the English column only.
     * A field's label and hint in the editor are its `title` and `description`.
     */
    translated?: boolean;
    /** What a value that does not match the schema's pattern must be: the build's message, and the editor form's. */
    patternMessage?: string;
  }
}

/** `schema` held to `pattern`, refused with `message` by the build and, in the same words, by the editor's form. */
export const matching = <T extends z.ZodString>(schema: T, pattern: RegExp, message: string) =>
  schema.regex(pattern, message).meta({ patternMessage: message });

/**
 * Words in a content file: a sentence, a heading, a label. The YAML slip an
 * editor makes most, a colon and a space inside unquoted words ("Por
 * ejemplo: …"), turns the words into a field of their own; the message says so.
 */
export const words = z
  .string({
    error: (issue) =>
      issue.input && typeof issue.input === "object"
        ? 'words are expected here. If they contain ": " (a colon and a space), put all of them in "double quotes"'
        : "words are expected here",
  })
  .trim()
  .min(1, "write the words, or remove the field")
  .meta({ words: true });

/** Words that may be empty, kept exactly as written (an alt text, the words around a phone number). */
export const wordsAsWritten = z.string().meta({ words: true });

/**
 * A string written like words but the same in every language, so not words:
 * a language's own name on a tagline, a language tag, a page's slug.
 */
export const asWritten = words.meta({ words: false });

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time as it was probably meant, "HH:MM", from 15 (15.00), 15.3 (15.30), 1500, "9:00" or "15.00". */
function timeMeant(input: unknown): string | undefined {
  let hours: number;
  let minutes: number;
  if (typeof input === "number" && Number.isFinite(input) && input >= 0) {
    [hours, minutes] =
      input < 100
        ? [Math.trunc(input), Math.round((input - Math.trunc(input)) * 100)]
        : [Math.trunc(input / 100), Math.round(input % 100)];
  } else if (typeof input === "string") {
    const parts = /^(\d{1,2})[:.h]?(\d{2})$/.exec(input.trim());
    if (!parts) return undefined;
    [hours, minutes] = [Number(parts[1]), Number(parts[2])];
  } else {
    return undefined;
  }
  const time = `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
  return clockPattern.test(time) ? time : undefined;
}

function clockTimeProblem(input: unknown): string {
  const meant = timeMeant(input);
  const fix = meant
    ? `write the time as ${meant} (a 24-hour time with a colon)`
    : "write the time as a 24-hour time with a colon, like 09:00 or 17:30";
  if (typeof input !== "number") return fix;
  // YAML reads 15.00 as the number 15: say it as it was written.
  const written = input < 100 ? input.toFixed(2) : String(input);
  return `YAML reads ${written} as a number: ${fix}`;
}

/**
 * A time of day in a content file, 24-hour with a colon ("09:00", "17:30").
 * Written with a dot (`closes: 15.00`), YAML reads a number, 15; the message
 * says to write 15:00.
 */
export const clockTime = z
  .string({ error: (issue) => clockTimeProblem(issue.input) })
  .regex(clockPattern, { error: (issue) => clockTimeProblem(issue.input) });
