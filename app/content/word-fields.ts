// Which fields of the content files are words, read from their schemas as
// JSON Schema (zod's `z.toJSONSchema`, which copies each schema's `.meta()`
// from zod's global registry onto its node): a field is words when its schema
// is `words` (files.ts, `.meta({ words: true })`) at any depth, and not words
// when it holds only what is the same in every language (numbers, dates,
// slugs, icons, links, `asWritten`). The overlay (overlay.ts, `misfits`),
// `sentencesOf` (messages.ts: the guardrails, the glossary check, the XLIFF
// for translators) and the review units (review-units.ts) walk a file's data
// beside its schema and ask here, and the editor's configuration
// (scripts/editor/cms-config.ts) walks the same JSON Schema; no list of field
// names is kept by hand.
import * as z from "zod";
import { conditionFile, noticeFile, treatmentFile } from "./collection-schemas.ts";
import { wordsSchemas } from "./page-schemas.ts";
import { practiceSchema } from "./practice.ts";

/** A content schema as JSON Schema, with the metadata files.ts declares (`words`, `reviewedIn`…). */
export type Schema = z.GlobalMeta & {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
};

/**
 * A schema as JSON Schema of what a file holds as written (a pipe's input);
 * a part JSON Schema cannot say (a transform) is `{}`: not words, not editable.
 */
export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Schema;

/** The parts of a schema: an object's fields, a list's item, a record's values, a union's options. */
const partsOf = (schema: Schema) =>
  [
    ...Object.values(schema.properties ?? {}),
    schema.items,
    schema.additionalProperties,
    ...(schema.anyOf ?? []),
  ].filter((part): part is Schema => typeof part === "object");

const known = new WeakMap<Schema, boolean>();

/** Whether a schema's value holds words at any depth. */
export function holdsWords(schema: Schema): boolean {
  let words = known.get(schema);
  if (words === undefined) {
    words =
      schema.type === "string"
        ? schema.words === true
        : (schema.words ?? partsOf(schema).some(holdsWords));
    known.set(schema, words);
  }
  return words;
}

/**
 * The schema of a field ("faqs", "0", "answer") inside a value of `schema`;
 * undefined when the schema has no such field (one the code adds, like a
 * page's `slug`).
 */
export function fieldSchema(schema: Schema | undefined, field: string): Schema | undefined {
  if (!schema) return undefined;
  if (schema.properties) return schema.properties[field];
  if (schema.items) return /^\d+$/.test(field) ? schema.items : undefined;
  if (typeof schema.additionalProperties === "object") return schema.additionalProperties;
  return schema.anyOf?.map((option) => fieldSchema(option, field)).find(Boolean);
}

/** The schema of each content file, by its collection: "pages/home", "conditions", "practice". */
const zodSchemas = {
  ...wordsSchemas,
  conditions: conditionFile,
  treatments: treatmentFile,
  notices: noticeFile,
  practice: practiceSchema,
};
export const fileSchemas = Object.fromEntries(
  Object.entries(zodSchemas).map(([collection, schema]) => [collection, jsonSchemaOf(schema)]),
) as Record<keyof typeof zodSchemas, Schema>;

/**
 * The schema of a content file by its path ("content/pages/home/ru/words.yaml",
 * "conditions/en/migraine.yaml", "interface/zh/words.yaml"), or
 * undefined for a file with none of these schemas.
 */
export function schemaOfFile(path: string): Schema | undefined {
  const [collection, page] = path.replace(/^content\//, "").split("/");
  const key = collection === "pages" ? `pages/${page}` : collection;
  return fileSchemas[key as keyof typeof fileSchemas];
}

/** The top-level fields of a schema that hold words, each with the review unit it names, if any. */
export function wordsFieldsOf(schema: Schema): { field: string; reviewedIn?: string }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([field, part]) => {
    if (!holdsWords(part)) return [];
    return [part.reviewedIn ? { field, reviewedIn: part.reviewedIn } : { field }];
  });
}
