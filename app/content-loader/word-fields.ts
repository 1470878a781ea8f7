// Which fields of the content files are words, and how a translation's
// words are laid over its English (this folder's README: "Which fields are
// words", "The overlay"). A field is words when its schema is `words`
// (files.ts) at any depth, read from the schemas as JSON Schema
// (`z.toJSONSchema` copies each `.meta()` onto its node), so no list of field
// names is kept by hand: the overlay, `sentencesOf` (messages.ts), the review
// units (app/reviews/review-units.ts) and the editor's configuration
// (scripts/editor/cms-config.ts) all ask here.
import * as z from "zod";
import { collectionSchemas } from "./collection-schemas.ts";
import { type ContentFile, contentProblem } from "./files.ts";
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

/** The schema of each content file, by its collection: "page/home", "conditions", "practice". */
const zodSchemas = {
  ...wordsSchemas,
  ...collectionSchemas,
  practice: practiceSchema,
};
export const fileSchemas = Object.fromEntries(
  Object.entries(zodSchemas).map(([collection, schema]) => [collection, jsonSchemaOf(schema)]),
) as Record<keyof typeof zodSchemas, Schema>;

/**
 * The schema of a content file by its path ("content/page/home/ru/words.yaml",
 * "conditions/en/migraine.yaml", "interface/zh/words.yaml"), or
 * undefined for a file with none of these schemas.
 */
export function schemaOfFile(path: string): Schema | undefined {
  const [collection, page] = path.replace(/^content\//, "").split("/");
  const key = collection === "page" ? `page/${page}` : collection;
  return fileSchemas[key as keyof typeof fileSchemas];
}

/** The top-level fields of a schema that hold words, each with the review unit it names, if any. */
export function wordsFieldsOf(schema: Schema): { field: string; reviewedIn?: string }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([field, part]) => {
    if (!holdsWords(part)) return [];
    return [part.reviewedIn ? { field, reviewedIn: part.reviewedIn } : { field }];
  });
}

/** What a translation must give: every words field of its English, or only the fields named. */
type MustGive = "every words field" | readonly string[];

type Item = { id?: unknown } | null;

/** Whether a list's items are matched by id (transit, partners) rather than by place. */
const isKeyedList = (list: readonly unknown[]): list is { id: string }[] =>
  list.length > 0 &&
  list.every((item) => item !== null && typeof item === "object" && "id" in (item as object));

const isGroup = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** What the English has at a place a translation leaves out or writes as something else. */
const englishHas = (english: unknown) =>
  typeof english === "string"
    ? "the English has words here; translate them"
    : Array.isArray(english)
      ? `the English has a list of ${english.length} here`
      : isGroup(english)
        ? "the English has fields here; translate them"
        : undefined;

/**
 * Where a translation does not fit its English, as problems to fix, each
 * with the file, the line and the field: words the English has that it
 * leaves out (when it must give every words field), a field the English
 * does not have, a list where the English has none or of another length, an
 * item of a list matched by id whose id the English does not have or that
 * it leaves out. A field whose schema holds no words is not looked at.
 */
export function misfits(
  file: ContentFile,
  english: unknown,
  translation: unknown,
  must: MustGive,
  path: string[] = [],
  schema: Schema | undefined = schemaOfFile(file.file),
): string[] {
  if (schema && !holdsWords(schema)) return [];
  const problem = (message: string, at: string[] = path) => [contentProblem(file, at, message)];
  const inside = (english: unknown, translation: unknown, field: string) =>
    misfits(file, english, translation, must, [...path, field], fieldSchema(schema, field));
  if (translation === undefined || translation === null) {
    const has = must === "every words field" ? englishHas(english) : undefined;
    return has ? problem(has) : [];
  }
  if (Array.isArray(translation)) {
    if (!Array.isArray(english)) return problem("the English has no list here");
    if (isKeyedList(english)) {
      const ids = english.map((each) => each.id);
      return [
        ...translation.flatMap((item: Item, index) => {
          const match = english.find((each) => each.id === item?.id);
          if (match) return inside(match, item, String(index));
          return problem(
            typeof item?.id === "string"
              ? `the English has no item with the id "${item.id}"; the ids are ${ids.join(", ")}`
              : `give the item the id of its English item: ${ids.join(", ")}`,
            [...path, String(index), "id"],
          );
        }),
        ...ids
          .filter((id) => !translation.some((item: Item) => item?.id === id))
          .flatMap((id) =>
            problem(
              `the English has an item with the id "${id}" that this list leaves out; translate it here under "- id: ${id}"`,
            ),
          ),
      ];
    }
    if (translation.length !== english.length) {
      return problem(
        `the English list has ${english.length} items, this one ${translation.length}; translate each English item, in the same order`,
      );
    }
    return translation.flatMap((item, index) => inside(english[index], item, String(index)));
  }
  if (isGroup(translation)) {
    if (!isGroup(english)) {
      return problem(
        (Array.isArray(english) && englishHas(english)) ||
          "the English has no group of fields here",
      );
    }
    const fields = new Set([
      ...Object.keys(translation),
      ...(must === "every words field" ? Object.keys(english) : []),
    ]);
    return [...fields].flatMap((field) =>
      field in english
        ? inside(english[field], translation[field], field)
        : problem("the English has no such field", [...path, field]),
    );
  }
  if (english === undefined || english === null || typeof translation === typeof english) return [];
  const has = typeof english === "string" ? "the English has words here" : englishHas(english);
  return problem(has ?? `the English has ${typeof english} here`);
}

/** The named fields ("hoursWords.closed") a translation must give and leaves out or leaves empty. */
function missingNamed(file: ContentFile, translation: unknown, named: readonly string[]): string[] {
  return named.flatMap((field) => {
    const value = field
      .split(".")
      .reduce<unknown>((at, key) => (isGroup(at) ? at[key] : undefined), translation);
    return typeof value === "string" && value.trim()
      ? []
      : [contentProblem(file, field.split("."), "the English has words here; translate them")];
  });
}

/**
 * A translation laid over its English: the translation's words where it
 * gives them, the English everywhere else. A list matched by id takes the
 * English order; any other list is laid item over item. Without the English
 * under it (`under` false), what the translation itself gives, its lists
 * matched by id put in the English order.
 */
export function overlay(english: unknown, translation: unknown, under = true): unknown {
  if (translation === undefined) return under ? english : undefined;
  if (Array.isArray(translation)) {
    if (Array.isArray(english) && isKeyedList(english)) {
      const byId = (id: string) => translation.find((each: Item) => each?.id === id);
      return english.map((item) => overlay(item, byId(item.id), under));
    }
    return translation.map((item, index) =>
      overlay(Array.isArray(english) ? english[index] : undefined, item, under),
    );
  }
  if (isGroup(translation)) {
    const base = isGroup(english) ? english : {};
    const fields = new Set([...(under ? Object.keys(base) : []), ...Object.keys(translation)]);
    return Object.fromEntries(
      [...fields].flatMap((field) => {
        const value = overlay(base[field], translation[field], under);
        return value === undefined ? [] : [[field, value]];
      }),
    );
  }
  return translation;
}

/**
 * A translation (`own`; none for English) laid over its English: `data`, the
 * translation's words where it gives them and the English everywhere else;
 * `given`, what a translation that must give only some fields (the
 * practice's facts) gives, its lists matched by id in the English order; and
 * `problems`, where it does not fit (`misfits`, and a named field left out),
 * each with its file and line. An English file is its own data.
 */
export function laidOver(
  english: unknown,
  own: ContentFile | undefined,
  must: MustGive = "every words field",
): { data: unknown; given?: unknown; problems: string[] } {
  if (!own) return { data: english, given: english, problems: [] };
  const named = must !== "every words field";
  return {
    data: overlay(english, own.data),
    ...(named ? { given: overlay(english, own.data ?? {}, false) } : {}),
    problems: [
      ...misfits(own, english, own.data, must),
      ...(named ? missingNamed(own, own.data, must) : []),
    ],
  };
}
