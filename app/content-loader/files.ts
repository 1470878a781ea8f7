// The content files (content/ at the project's root, or SITE_CONTENT_DIR):
// YAML that people edit, read at build time and checked against a schema
// (`parseContent`). A file that is not valid YAML, or that the schema refuses,
// stops the build with the file, the line and what is wrong. Read only where
// the pages are built (loaders, the build, scripts, tests), never in a
// visitor's browser, and only when asked for (`perFolder`).
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  type Document,
  LineCounter,
  type Node,
  type YAMLError,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  visit,
} from "yaml";
import * as z from "zod";
import type { Language } from "./translated.ts";

/**
 * The content folder: content/ in the folder the build runs in, or
 * SITE_CONTENT_DIR as it is now (a test may point it at a copy for a while).
 */
export const contentFolder = () => resolve(process.env.SITE_CONTENT_DIR || "content");

/**
 * `read`, done the first time it is asked for in a content folder (the
 * content folder now, unless told) and kept for that folder: nothing is read
 * when a module is imported, and a copy of the content a test points
 * SITE_CONTENT_DIR at has its own.
 */
export function perFolder<T>(read: (folder: string) => T): (folder?: string) => T {
  const done = new Map<string, T>();
  return (folder = contentFolder()) => {
    if (!done.has(folder)) done.set(folder, read(folder));
    return done.get(folder) as T;
  };
}

/**
 * Who must act on a mark before launch: a fact the practice has not given
 * (`placeholder`), a passage counsel must approve (`template`), a figure the
 * physician must confirm (`physician-to-confirm`), a licence or written
 * permission the practice must hold for what the words use (`permission`).
 */
export const markKinds = ["placeholder", "template", "physician-to-confirm", "permission"] as const;
export type MarkKind = (typeof markKinds)[number];

/**
 * A mark on a field of a content file, kept as data (a `marks:` list at the
 * file's top) so that an editor which rewrites the file keeps it. It counts
 * as a gap before launch while its status is `open`.
 */
const markSchema = z.strictObject({
  /** The field it is on, by its path ("phone", "insurance.plans"), or "" for the whole file. */
  field: z.string().trim(),
  kind: z.enum(markKinds, {
    error: `a mark's kind is one of: ${markKinds.join(", ")}`,
  }),
  status: z.enum(["open", "confirmed"], { error: "a mark's status is open or confirmed" }),
  note: z.string().trim().min(1, "say what is to be done"),
});

type Mark = z.infer<typeof markSchema> & { line?: number };

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

/** The marks of a content file still open, some of them still to act on before launch. */
export const openMarks = (path: string, folder?: string): Mark[] =>
  readContentFile(path, folder).marks.filter((mark) => mark.status === "open");

/** A content file, parsed; `path` is relative to the content folder. */
export function readContentFile(path: string, folder = contentFolder()): ContentFile {
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
 * (`explainYamlError`, below).
 */
export function readContentFiles(
  paths: readonly string[],
  folder = contentFolder(),
): Map<string, ContentFile> {
  const files = new Map<string, ContentFile>();
  const every = paths.flatMap((path) =>
    path.endsWith("/")
      ? contentFileNames(path.slice(0, -1), folder).map((name) => `${path}${name}.yaml`)
      : [path],
  );
  for (const path of every) {
    const at = join(folder, path);
    const text = readFileSync(at, "utf8");
    const before = parsedBefore.get(at);
    if (before?.text === text) {
      files.set(path, structuredClone(before.file));
      continue;
    }
    const lineCounter = new LineCounter();
    const document = parseDocument(text, { lineCounter });
    const [error] = document.errors;
    const mistake = error
      ? explainYamlError(text, error)
      : itemReadAsWords(text, document, lineCounter);
    if (mistake) throw new Error(`content/${path}, line ${mistake.line}: ${mistake.message}`);
    const file = contentFileOf(`content/${path}`, document, lineCounter);
    parsedBefore.set(at, { text, file: structuredClone(file) });
    files.set(path, file);
  }
  return files;
}

/** A content file's data, checked by its schema; a file the schema refuses throws, naming each problem. */
export function parseContent<T>(schema: z.ZodType<T>, file: ContentFile): T {
  const result = schema.safeParse(file.data);
  if (result.success) return result.data;
  throw new Error(
    result.error.issues.map((issue) => contentProblem(file, issue.path, issue.message)).join("\n"),
  );
}

/** A parsed YAML document as a content file: its data, its marks and the line of each field. */
function contentFileOf(file: string, document: Document, lineCounter: LineCounter): ContentFile {
  const lines: Record<string, number> = {};
  // Each key of a map and item of a list: its name, the node that starts its line, its value.
  const visit = (node: unknown, path: string) => {
    const children: [string, unknown, unknown][] = isMap(node)
      ? node.items.map((pair) => [
          String(isScalar(pair.key) ? pair.key.value : pair.key),
          pair.key,
          pair.value,
        ])
      : isSeq(node)
        ? node.items.map((item, index) => [String(index), item, item])
        : [];
    for (const [key, start, value] of children) {
      const at = path ? `${path}.${key}` : key;
      const range = (start as Node | null)?.range;
      if (range) lines[at] = lineCounter.linePos(range[0]).line;
      visit(value, at);
    }
  };
  visit(document.contents, "");
  const whole = (document.toJS() ?? null) as unknown;
  const read: ContentFile = { file, data: whole, lines, marks: [] };
  if (!whole || typeof whole !== "object" || Array.isArray(whole) || !("marks" in whole)) {
    return read;
  }
  // The file's `marks:` list, checked: each names a field the file has.
  const { marks: list, ...data } = whole as Record<string, unknown>;
  const { marks } = parseContent(z.object({ marks: z.array(markSchema) }), {
    ...read,
    data: { marks: list ?? [] },
  });
  marks.forEach((mark, index) => {
    if (mark.field !== "" && lines[mark.field] === undefined) {
      const message = `this file has no field "${mark.field}"; write the field's path as in "insurance.plans"`;
      throw new Error(contentProblem(read, ["marks", index, "field"], message));
    }
  });
  return {
    ...read,
    data,
    marks: marks.map((mark, index) => ({ ...mark, line: lines[`marks.${index}`] })),
  };
}

/**
 * Where a words file of a language is, in the content folder: `file` is one
 * of page-schemas.ts's words files ("page/home", "interface").
 */
export const wordsFilePath = (file: string, language: Language) => `${file}/${language}/words.yaml`;

/** The YAML files of a folder of the content folder, by name. */
export function contentFileNames(folder: string, from = contentFolder()): string[] {
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
    /** A value that is not words but that a review signs (a page's sources): app/reviews/review-units.ts. */
    signed?: boolean;
  }
}

/** `schema` held to `pattern`, refused with `message` by the build and, in the same words, by the editor's form. */
export const matching = <T extends z.ZodString>(schema: T, pattern: RegExp, message: string) =>
  schema.regex(pattern, message).meta({ patternMessage: message });

/** An item of a list whose translations are matched to it by its id (word-fields.ts). */
export const itemId = matching(
  z.string(),
  /^[a-z0-9-]+$/,
  "an id: lowercase letters, digits and -, the same in every language",
).meta({
  title: "Id",
  description: "Lowercase letters, digits and -; the same in every language.",
});

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

/** The names of a list written with spaces between them: "title intro" → "title" | "intro". */
export type Names<S extends string> = S extends `${infer Name} ${infer Rest}`
  ? Name | Names<Rest>
  : S;

/** Fields of one schema by their names ("title intro"), in the order the editor shows them. */
export const fieldsNamed = <S extends string, T extends z.ZodType = typeof words>(
  names: S,
  schema: T = words as unknown as T,
) => Object.fromEntries(names.split(" ").map((name) => [name, schema])) as Record<Names<S>, T>;

/** A group of fields that are all words (`names`), then `more` fields. */
export const wordGroup = <S extends string, M extends z.ZodRawShape = Record<never, never>>(
  names: S,
  more?: M,
) => z.strictObject({ ...fieldsNamed(names), ...(more as M) });

/** Words that may be empty, kept exactly as written (an alt text, the words around a phone number). */
export const wordsAsWritten = z.string().meta({ words: true });

/**
 * A string written like words but the same in every language, so not words:
 * a language's own name on a tagline, a language tag, a page's slug.
 */
export const asWritten = words.meta({ words: false });

export const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * How to write a time given another way. YAML reads 15.00 as the number 15,
 * so a number is said as it was written, and read as the time it meant
 * (15.3 as 15:30, 1500 as 15:00), like "9:00" or "15.00".
 */
function clockTimeProblem(input: unknown): string {
  const number = typeof input === "number";
  const written = number ? (input < 100 ? input.toFixed(2) : String(input)) : input;
  const [, hours = "", minutes] =
    (typeof written === "string" && /^(\d{1,2})[:.h]?(\d{2})$/.exec(written.trim())) || [];
  const meant = `${hours.padStart(2, "0")}:${minutes}`;
  const fix = clockPattern.test(meant)
    ? `write the time as ${meant} (a 24-hour time with a colon)`
    : "write the time as a 24-hour time with a colon, like 09:00 or 17:30";
  return number ? `YAML reads ${written} as a number: ${fix}` : fix;
}

/**
 * A time of day in a content file, 24-hour with a colon ("09:00", "17:30").
 * Written with a dot (`closes: 15.00`), YAML reads a number, 15; the message
 * says to write 15:00.
 */
export const clockTime = z
  .string({ error: (issue) => clockTimeProblem(issue.input) })
  .regex(clockPattern, { error: (issue) => clockTimeProblem(issue.input) });

// What went wrong in a content file that is not valid YAML, in the words of
// the person who edits it: the line to change and what to do there. The yaml
// library names the place where it gave up, which is often not the line with
// the mistake (an unclosed quote is reported at the end of the file, a line
// indented too far at the line after it), so each kind of mistake is looked
// for where a person makes it.
/** A mistake in a YAML text: the line (from 1) to change and what to do, in plain words. */
type YamlMistake = { line: number; message: string };

const indentOf = (line = "") => /^ */.exec(line)?.[0].length ?? 0;
const isContent = (line = "") => line.trim() !== "" && !line.trim().startsWith("#");
const spaces = (count: number) => (count === 1 ? "1 space" : `${count} spaces`);

function parsesCleanly(text: string): boolean {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  return document.errors.length === 0 && !itemReadAsWords(text, document, lineCounter, false);
}

/**
 * The files indent the lines under a field (`plans:`) further than the
 * field, lists too. YAML allows a list at its field's own indentation, so a
 * valid parse alone would let a field swallow the list or fields after it.
 */
function fieldsNestTheirLines(lines: readonly string[]): boolean {
  return lines.every((line, index) => {
    if (!/^\s*(?:- )?[^\s#:][^:#]*:\s*(#.*)?$/.test(line)) return true;
    const next = neighbour(lines, index, 1);
    return next === undefined || indentOf(lines[next]) > indentOf(line);
  });
}

/** The nearest line above (step -1) or below (step 1) that holds more than a comment. */
function neighbour(lines: readonly string[], index: number, step: 1 | -1): number | undefined {
  for (let at = index + step; at >= 0 && at < lines.length; at += step) {
    if (isContent(lines[at])) return at;
  }
  return undefined;
}

/**
 * The one line out of step: the line whose indentation, changed to that of
 * a line near it (or to another level), makes the file valid with every
 * field's lines under it. Lines nearest the place the library reports are
 * tried first: it gives up at the mistake or a few lines after it.
 */
function lineOutOfStep(
  lines: readonly string[],
  reported: number,
  only?: number,
): { index: number; indent: number } | undefined {
  const content = [...lines.keys()].filter((index) => isContent(lines[index]));
  const order = content
    .filter((index) => only === undefined || index === only)
    .sort((a, b) => Math.abs(a - reported) - Math.abs(b - reported) || b - a)
    .slice(0, 60);
  for (const index of order) {
    const line = lines[index] ?? "";
    const own = indentOf(line);
    // The indentations of the five lines above and below, nearest first.
    const at = content.indexOf(index);
    const near = [1, 2, 3, 4, 5].flatMap((step) => [content[at - step], content[at + step]]);
    const around = new Set(
      near.flatMap((each) => (each === undefined ? [] : indentOf(lines[each]))),
    );
    // Then the other levels (a field after a long list is five lines from its level).
    for (let indent = 0; indent <= own + 2; indent += 2) around.add(indent);
    around.delete(own);
    for (const indent of around) {
      const moved = [...lines];
      moved[index] = " ".repeat(indent) + line.trimStart();
      if (fieldsNestTheirLines(moved) && parsesCleanly(moved.join("\n"))) return { index, indent };
    }
  }
  return undefined;
}

/** The first line that opens quoted words after `key: ` or `- ` and does not close them. */
function unclosedQuote(lines: readonly string[], quote: string): number | undefined {
  const closes =
    quote === '"'
      ? (rest: string) => /(^|[^\\])(\\\\)*"/.test(rest)
      : (rest: string) => /'(?!')/.test(rest.replace(/''/g, ""));
  const index = lines.findIndex((line) => {
    const opened = /^\s*(?:- )*(?:[^\s#'"][^#]*?:\s+)?(["'])(.*)$/.exec(line);
    return opened?.[1] === quote && !closes(opened[2] ?? "");
  });
  return index === -1 ? undefined : index;
}

/** `key: words` where the words hold ": " themselves, and are not quoted. */
const colonInWords = (line: string) =>
  /^\s*(?:- )?[^\s#"'][^:#]*:\s+(?!["'#|>])[^#]*?:(\s|$)/.test(line);

const keyOf = (line: string) => /^\s*(?:- )?([^\s#:][^:#]*?):(\s|$)/.exec(line)?.[1];

/** The line above of the same field at the same level as line `index`, if any. */
function firstOfKey(lines: readonly string[], index: number): number | undefined {
  const indent = indentOf(lines[index]);
  for (let at = neighbour(lines, index, -1); at !== undefined; at = neighbour(lines, at, -1)) {
    if (indentOf(lines[at]) < indent) return undefined;
    if (indentOf(lines[at]) === indent && keyOf(lines[at] ?? "") === keyOf(lines[index] ?? "")) {
      return at;
    }
  }
  return undefined;
}

function explainYamlError(text: string, error: YAMLError): YamlMistake {
  const lines = text.split("\n");
  const reported = (error.linePos?.[0]?.line ?? 1) - 1;
  const at = (index: number, message: string): YamlMistake => ({ line: index + 1, message });
  const quote = /Missing closing (["'])quote/.exec(error.message)?.[1];
  if (quote) {
    const index = unclosedQuote(lines, quote) ?? reported;
    const name = quote === '"' ? "double" : "single";
    return at(
      index,
      `the words on this line open with a ${name} quote (${quote}) that is never closed: add ${quote} at the end of the words`,
    );
  }
  if (error.code === "TAB_AS_INDENT") {
    const untabbed = [...lines];
    untabbed[reported] = (lines[reported] ?? "").replace(/^[ \t]+/, "");
    const moved = lineOutOfStep(untabbed, reported, reported);
    const count = moved ? ` ${spaces(moved.indent)}` : "";
    return at(
      reported,
      `this line is indented with a tab: indent it with${count || " spaces"}${count ? ", like the lines around it" : " instead"}`,
    );
  }
  const colon = [reported, neighbour(lines, reported, -1)].find(
    (index) => index !== undefined && colonInWords(lines[index] ?? ""),
  );
  if (colon !== undefined) {
    const [, key = "", value = ""] = /^\s*(?:- )?([^:#]+?):\s+(.*)$/.exec(lines[colon] ?? "") ?? [];
    const start = value.length > 24 ? `${value.slice(0, 24).trimEnd()}…` : value;
    return at(
      colon,
      `the words after "${key}:" contain ": " (a colon and a space), which YAML reads as the start of a field: put all of those words in double quotes, like ${key}: "${start}"`,
    );
  }
  const duplicate = error.code === "DUPLICATE_KEY";
  const moved = lineOutOfStep(lines, reported, duplicate ? reported : undefined);
  if (moved) return indentation(lines, moved);
  if (duplicate) {
    const key = keyOf(lines[reported] ?? "");
    const first = firstOfKey(lines, reported);
    return at(
      reported,
      `the field "${key}" is written twice${first === undefined ? "" : ` (also on line ${first + 1})`}: keep one of them, or, if this one belongs under another field, indent it like that field's lines`,
    );
  }
  return at(
    reported,
    `${error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "")}. Check the indentation of this line and the ones above it (spaces, the same for the fields of one level), and put words that contain ": " or start with a quote in double quotes`,
  );
}

function indentation(
  lines: readonly string[],
  { index, indent }: { index: number; indent: number },
) {
  return {
    line: index + 1,
    message: `the indentation of this line (${spaces(indentOf(lines[index]))}) does not match the lines around it: indent it ${spaces(indent)}, like the ${lines[index]?.trimStart().startsWith("- ") ? "items of its list" : "fields beside it"}`,
  };
}

/**
 * A list item indented further than the one above it is valid YAML: it
 * becomes part of the words of the item above ("Medicare - Medicaid"), and
 * the list is one item short. No one writes a line that starts with "- " in
 * the middle of words on purpose, so this is a mistake too.
 */
function itemReadAsWords(
  text: string,
  document: Document,
  lineCounter: LineCounter,
  findTheLine = true,
): YamlMistake | undefined {
  let line: number | undefined;
  let above = "";
  visit(document, {
    Scalar(_, node) {
      if (node.type !== "PLAIN" || !node.range) return;
      const item = /\n[ \t]*- /.exec(text.slice(node.range[0], node.range[1]));
      if (!item) return;
      line = lineCounter.linePos(node.range[0] + item.index + 1).line;
      above = text.split("\n")[lineCounter.linePos(node.range[0]).line - 1] ?? "";
      return visit.BREAK;
    },
  });
  if (line === undefined) return undefined;
  const moved = findTheLine ? lineOutOfStep(text.split("\n"), line - 1) : undefined;
  if (moved) return indentation(text.split("\n"), moved);
  return {
    line,
    message: `this line starts a list item ("- ") but is indented further than the line above, so it was read as part of the words above: indent it ${spaces(indentOf(above))}, like the line above`,
  };
}
