// Which fields of the content files are words, read from their schemas: a
// field is words when its schema is `words` (files.ts, `.meta({ words: true
// })`) at any depth, and not words when it holds only what is the same in
// every language (numbers, dates, slugs, icons, links, `asWritten`). The
// overlay (overlay.ts, `misfits`), `sentencesOf` (messages.ts: the
// guardrails, the glossary check, the XLIFF for translators) and the review
// units (review-units.ts) walk a file's data beside its schema and ask here;
// no list of field names is kept by hand.
import type * as z from "zod";
import { conditionFile, noticeFile, treatmentFile } from "./collection-schemas.ts";
import { type WordsFile, wordsSchemas } from "./page-schemas.ts";
import { practiceSchema } from "./practice.ts";

/** What zod keeps of a schema: its kind and parts, and for a value its checks (the editor reads those). */
export type SchemaDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: readonly z.ZodType[];
  valueType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string>;
  values?: readonly unknown[];
  format?: string;
  checks?: readonly { _zod: { def: SchemaCheck } }[];
};

export type SchemaCheck = {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
};

export const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** A schema without what wraps it: `.optional()`, `.nullable()`, a default, a pipe's input. */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrapped(def.innerType);
  if (def.type === "pipe" && def.in) return unwrapped(def.in);
  return schema;
}

/** The parts of a schema: an object's fields, a list's item, a record's values, a union's options. */
function partsOf(schema: z.ZodType): z.ZodType[] {
  const def = defOf(unwrapped(schema));
  if (def.type === "object") return Object.values(def.shape ?? {});
  if (def.type === "array" && def.element) return [def.element];
  if (def.type === "record" && def.valueType) return [def.valueType];
  if (def.type === "union") return [...(def.options ?? [])];
  return [];
}

const known = new WeakMap<z.ZodType, boolean>();

/** Whether a schema's value holds words at any depth. */
export function holdsWords(schema: z.ZodType): boolean {
  let words = known.get(schema);
  if (words === undefined) {
    const inner = unwrapped(schema);
    const marked = inner.meta()?.words;
    words =
      defOf(inner).type === "string"
        ? marked === true
        : (marked ?? partsOf(inner).some((part) => holdsWords(part)));
    known.set(schema, words);
  }
  return words;
}

/**
 * The schema of a field ("faqs", "0", "answer") inside a value of `schema`;
 * undefined when the schema has no such field (one the code adds, like a
 * page's `slug`).
 */
export function fieldSchema(schema: z.ZodType | undefined, field: string): z.ZodType | undefined {
  if (!schema) return undefined;
  const inner = unwrapped(schema);
  const def = defOf(inner);
  if (def.type === "object") return def.shape?.[field];
  if (def.type === "array") return /^\d+$/.test(field) ? def.element : undefined;
  if (def.type === "record") return def.valueType;
  if (def.type === "union") {
    for (const option of def.options ?? []) {
      const found = fieldSchema(option, field);
      if (found) return found;
    }
  }
  return undefined;
}

/** The schema of each content file, by its collection: "pages/home", "conditions", "practice". */
export const fileSchemas: Record<string, z.ZodType> = {
  ...wordsSchemas,
  conditions: conditionFile,
  treatments: treatmentFile,
  notices: noticeFile,
  practice: practiceSchema,
};

/**
 * The schema of a content file by its path ("content/pages/home/ru/words.yaml",
 * "conditions/en/migraine.yaml", "interface/zh/words.yaml"), or
 * undefined for a file with none of these schemas.
 */
export function schemaOfFile(path: string): z.ZodType | undefined {
  const [collection, page] = path.replace(/^content\//, "").split("/");
  if (collection === "interface") return wordsSchemas.interface;
  if (collection === "pages") return wordsSchemas[`pages/${page}` as WordsFile];
  return collection ? fileSchemas[collection] : undefined;
}

/** The top-level fields of a schema that hold words, each with the review unit it names, if any. */
export function wordsFieldsOf(schema: z.ZodType): { field: string; reviewedIn?: string }[] {
  const def = defOf(unwrapped(schema));
  return Object.entries(def.type === "object" ? (def.shape ?? {}) : {}).flatMap(([field, part]) => {
    if (!holdsWords(part)) return [];
    const reviewedIn = part.meta()?.reviewedIn;
    return [reviewedIn ? { field, reviewedIn } : { field }];
  });
}
