// The configuration of the editor at /admin (Decap CMS), read from the content's schemas as JSON
// Schema (word-fields.ts): every field with its label and hint (`.meta({ title, description })`;
// for the practice's facts, fact-labels.ts; else its name in words) and a widget by its kind; the
// languages side by side (Decap's i18n, `multiple_folders`), words translated, facts and a list's
// items edited in English only; each file's `marks:` last. The build writes it to
// build/client/admin/config.yml (decision 027).
import { clockPattern, markKinds } from "#app/content-loader/files.ts";
import { glossaryFile } from "#app/content-loader/glossary.ts";
import { wordsFiles } from "#app/content-loader/page-schemas.ts";
import {
  type PhotoKey,
  altFields,
  photoExtensions,
  photoKeys,
  photoSpecs,
  pixels,
} from "#app/content-loader/photos.ts";
import { sources, sourcesFile } from "#app/content-loader/sources.ts";
import { languageNamesInEnglish, languages } from "#app/content-loader/translated.ts";
import { collections, reviewKinds } from "#app/reviews/review-units.ts";
import {
  type Schema,
  fileSchemas,
  holdsWords,
  jsonSchemaOf,
} from "#app/content-loader/word-fields.ts";
import { previewContext } from "#scripts/deploy/preview.ts";
import {
  type PublishedFingerprints,
  kindLabels,
  seenField,
  signOffCollection,
} from "#scripts/editor/browser/sign-off.ts";
import { factLabels } from "./fact-labels.ts";

export type CmsField = {
  name: string;
  label: string;
  hint?: string;
  widget: string;
  required?: boolean;
  i18n?: boolean;
  [option: string]: unknown;
};

/** Whether a schema holds words the translations give: words not marked `translated: false`. */
function translatable(schema: Schema): boolean {
  if (!holdsWords(schema) || schema.translated === false) return false;
  const inner = notNull(schema) ?? schema;
  if (inner.properties) return Object.values(inner.properties).some(translatable);
  return inner.items ? translatable(inner.items) : true;
}

/** "priorAuthorizationBadge" → "Prior authorization badge". */
function inWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The hint of a field that gives none, by its kind. */
const defaultHints = {
  words: "Words on the page. Keep each {placeholder} as it is.",
  wordsList: "Each item is shown on the page; add, remove or move items.",
  number: "A number.",
  time: "A 24-hour time, like 09:00 or 17:30.",
  date: "A date.",
  choice: "Choose from the list.",
  toggle: "On or off.",
  list: "Add, remove or move items.",
  group: "Open to see its fields.",
  text: "As it is written in every language.",
} as const;

/** A nullable schema's other option (`anyOf: [schema, { type: "null" }]`), else undefined. */
const notNull = (schema: Schema) =>
  schema.anyOf?.some((option) => option.type === "null")
    ? schema.anyOf.find((option) => option.type !== "null")
    : undefined;

/**
 * The pattern and its message of an e-mail address or a web address; a placeholder of the
 * practice's facts stands for the fact ("{practicePartnerOfficeUrl}").
 */
const formatPatterns: Record<string, [string, string]> = {
  email: [
    "^([^@\\s]+@[^@\\s]+\\.[^@\\s]+|\\{\\w+\\})$",
    "an e-mail address, like info@example.org, or a {placeholder} of the practice's facts",
  ],
  uri: [
    "^(https?://|\\{\\w+\\}$)",
    "an address starting with https://, or a {placeholder} of the practice's facts",
  ],
};

/** The choices of a select: an enum's values, a literal's, or a union of them; else undefined. */
function choicesOf(schema: Schema): string[] | undefined {
  if (schema.enum) return schema.enum.map(String);
  if (schema.const !== undefined) return [String(schema.const)];
  const each = schema.anyOf?.map(choicesOf);
  return each?.every(Boolean) ? each.flatMap((choices) => choices ?? []) : undefined;
}

/** The field that names a list's item in the editor's collapsed list. */
const summaryFields = "dayOfWeek title heading label question name term line field text id".split(
  " ",
);

/**
 * How a collapsed row reads: the field that names it; a row named by a choice of several (a row
 * of office hours' days) adds its times and the toggles that are on: "Monday–Thursday,
 * 09:00–17:00", "Saturday, by appointment" (editor-lists.ts writes the days out).
 */
function rowSummary(subfields: readonly CmsField[]): string | undefined {
  const named = summaryFields
    .map((name) => subfields.find((field) => field.name === name))
    .find(Boolean);
  if (!named) return undefined;
  const summary = `{{fields.${named.name}}}`;
  if (!(named.widget === "select" && named.multiple)) return summary;
  const ifSet = (name: string, words: string) => `{{fields.${name} | ternary('${words}','')}}`;
  const times = subfields.filter(
    (field) => field.widget === "datetime" && field.date_format === false,
  );
  const toggles = subfields.filter((field) => field.widget === "boolean");
  return [
    summary,
    ...times.flatMap((time, index) => [
      ifSet(time.name, index === 0 ? ", " : "–"),
      `{{fields.${time.name}}}`,
    ]),
    ...toggles.map((toggle) => ifSet(toggle.name, `, ${toggle.label.toLowerCase()}`)),
  ].join("");
}

/**
 * A Decap field for a schema, or undefined where Decap has no widget for it
 * (a map of keys a person names, a field that is either words or a list):
 * the editor keeps such a field as the file has it (Decap writes back what it
 * does not show), and `notEditable` lists it.
 */
function cmsField(
  name: string,
  schema: Schema,
  // In a translated collection, a field is in every language or in English only; a field its
  // group does not require may be left out.
  place: { i18n: boolean; optional?: boolean },
  notEditable: string[],
  path: string,
): CmsField | undefined {
  const orNull = notNull(schema);
  const inner = orNull ?? schema;
  const words = holdsWords(schema);
  const translated = place.i18n && translatable(schema);
  const base = {
    name,
    label: schema.title ?? inWords(name),
    ...(place.optional || orNull ? { required: false } : {}),
    // In a list too: the editor's list (editor-lists.ts) shows a translation's
    // column only the fields it translates, the items being the English's.
    ...(place.i18n ? { i18n: translated } : {}),
  };
  const hint = (kind: keyof typeof defaultHints) => ({
    hint: schema.description ?? defaultHints[kind],
  });
  const none = () => {
    notEditable.push(path);
    return undefined;
  };
  const choices = choicesOf(inner);
  if (choices) return { ...base, widget: "select", options: choices, ...hint("choice") };
  const datetime = (format: string, date: boolean) => ({
    ...base,
    widget: "datetime",
    format,
    date_format: date && format,
    time_format: !date && format,
    picker_utc: date,
    ...hint(date ? "date" : "time"),
  });
  switch (inner.type) {
    case "string": {
      if (inner.pattern === clockPattern.source) return datetime("HH:mm", false);
      if (inner.format === "date") return datetime("YYYY-MM-DD", true);
      const pattern =
        formatPatterns[inner.format ?? ""] ??
        (inner.pattern && [inner.pattern, inner.patternMessage ?? "written as the hint says"]);
      const long = words && !/title|heading|label|name|badge|line|term|language|lang/i.test(name);
      return {
        ...base,
        widget: long ? "text" : "string",
        // A copy each: a shared array would be a YAML alias in config.yml.
        ...(pattern ? { pattern: [...pattern] } : {}),
        ...hint(words ? "words" : "text"),
      };
    }
    case "number":
    case "integer": {
      const above = inner.exclusiveMinimum;
      const minimum = above === undefined ? inner.minimum : above + 1;
      return {
        ...base,
        widget: "number",
        value_type: inner.type === "integer" ? "int" : "float",
        // An integer's own bound, the smallest safe integer, is none a person sets.
        ...(minimum === undefined || minimum <= Number.MIN_SAFE_INTEGER ? {} : { min: minimum }),
        ...hint("number"),
      };
    }
    case "boolean":
      return { ...base, widget: "boolean", ...hint("toggle") };
    case "array": {
      const item = inner.items ?? {};
      const itemChoices = choicesOf(item);
      if (itemChoices) {
        return {
          ...base,
          widget: "select",
          multiple: true,
          options: itemChoices,
          ...hint("choice"),
        };
      }
      const field = cmsField("item", item, { i18n: place.i18n }, notEditable, `${path}.*`);
      if (!field) return none();
      if (field.widget === "object") {
        const subfields = field.fields as CmsField[];
        const summary = rowSummary(subfields);
        return {
          ...base,
          widget: "list",
          collapsed: true,
          ...(summary ? { summary } : {}),
          fields: subfields,
          ...hint("list"),
        };
      }
      const rest = Object.fromEntries(
        Object.entries(field).filter(([key]) => !["name", "label", "hint", "i18n"].includes(key)),
      );
      return {
        ...base,
        widget: "list",
        // A collapsed item reads as what it holds ("Aetna"), not as the list's name.
        summary: "{{fields.item}}",
        field: { name: "item", label: base.label, ...rest },
        ...hint(words ? "wordsList" : "list"),
      };
    }
    case "object": {
      const fields = cmsFields(inner, place.i18n, notEditable, `${path}.`);
      if (fields.length === 0) return none();
      return { ...base, widget: "object", collapsed: false, fields, ...hint("group") };
    }
    default:
      return none();
  }
}

function cmsFields(schema: Schema, i18n: boolean, notEditable: string[], path: string): CmsField[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, part]) => {
    const optional = !schema.required?.includes(name);
    const field = cmsField(name, part, { i18n, optional }, notEditable, path + name);
    return field ? [field] : [];
  });
}

/** The `marks:` list at a file's end: what must be done before launch, each confirmed here. */
const marksField = (): CmsField => ({
  name: "marks",
  label: "Before launch",
  hint: "What must be done before the site goes live, each on a field of this page. Set the status to confirmed once it is done.",
  widget: "list",
  required: false,
  collapsed: true,
  // Said in words, the field after them: "open: The practice gives … (physician.name)".
  summary: "{{fields.status}}: {{fields.note}} ({{fields.field}})",
  i18n: false,
  fields: [
    {
      name: "field",
      label: "On the field",
      hint: 'The field it is on, like insurance.plans ("" for the whole page).',
      widget: "string",
      required: false,
    },
    {
      name: "kind",
      label: "Who acts",
      hint: "placeholder: the practice gives the real value; template: counsel approves the words; physician-to-confirm: the physician confirms the figure; permission: the practice holds the licence or written permission the words need.",
      widget: "select",
      options: [...markKinds],
    },
    {
      name: "status",
      label: "Status",
      hint: "Set to confirmed once it is done.",
      widget: "select",
      options: ["open", "confirmed"],
    },
    {
      name: "note",
      label: "What is to be done",
      hint: "In words, for whoever acts.",
      widget: "text",
    },
  ],
});

/**
 * The field that takes a photo, beside its alt text: the photo widget
 * (scripts/editor/browser/editor-photo.ts) adds the chosen file to the draft as
 * content/photos/<key>.<ext>, the name the build reads, after checking its
 * format and size as the build does; it writes nothing in the words file.
 */
export function photoField(key: PhotoKey): CmsField {
  const { minimum } = photoSpecs[key];
  return {
    name: "photo",
    label: `${inWords(key)} photo`,
    hint: `A photo of at least ${pixels(minimum)}, as ${photoExtensions.join(", ")}. It is saved with the draft as content/photos/${key}.jpg (or .png, .webp, as the file is), in place of the drawing; then describe it in the alt text, in every language.`,
    widget: "site-photo",
    required: false,
    i18n: false,
    photo: key,
    minimum: [...minimum],
    extensions: [...photoExtensions],
  };
}

/** `fields` of a words file with each photo's field put in beside its alt text, which may be left empty. */
function withPhotoFields(folder: string, fields: CmsField[]): CmsField[] {
  const photos = photoKeys.filter((key) => altFields[key].words === folder);
  const place = (inner: CmsField[], at: string[], key: PhotoKey): CmsField[] => {
    const [name, ...rest] = at;
    return inner.flatMap((each) => {
      if (each.name !== name) return [each];
      // Empty while the photo is the drawing, as the build allows (photos.ts).
      if (rest.length === 0) return [{ ...each, required: false }, photoField(key)];
      return [{ ...each, fields: place((each.fields as CmsField[] | undefined) ?? [], rest, key) }];
    });
  };
  return photos.reduce((all, key) => place(all, altFields[key].field, key), fields);
}

/**
 * The practice's schema with each fact's label and hint from `labels` (fact-labels.ts); a fact
 * with neither, or a label of no fact, stops the build.
 */
export function labelled(schema: Schema, labels = factLabels): Schema {
  const unused = new Set(Object.keys(labels));
  // A list's item is the fact `list.*`; a union's options (a nullable fact's) are its own fact.
  const parts = (node: Schema, at: string): Schema => ({
    ...node,
    ...(node.properties && {
      properties: Object.fromEntries(
        Object.entries(node.properties).map(([name, part]) => [
          name,
          fact(part, at ? `${at}.${name}` : name),
        ]),
      ),
    }),
    ...(node.items && { items: parts(node.items, `${at}.*`) }),
    ...(node.anyOf && { anyOf: node.anyOf.map((option) => parts(option, at)) }),
  });
  const fact = (node: Schema, at: string): Schema => {
    const label = labels[at];
    unused.delete(at);
    if (!label && node.title === undefined) {
      throw new Error(
        `${at}: a fact of the practice with no label in scripts/editor/fact-labels.ts`,
      );
    }
    return parts(label ? { ...node, title: label[0], description: label[1] } : node, at);
  };
  const result = parts(schema, "");
  if (unused.size > 0) {
    throw new Error(
      `scripts/editor/fact-labels.ts labels no fact of the practice: ${[...unused].join(", ")}`,
    );
  }
  return result;
}

/** The collections' names, by their folders under content/ (else "Conditions", "About page"). */
const titles: Record<string, string> = {
  practice: "The practice's facts",
  notice: "Notices",
  "page/conditions": "Conditions index",
  "page/treatments": "Treatments index",
  interface: "Words of every page",
};

/**
 * A translated folder collection: one entry per file name, one file per language; `extra` its
 * settings, else an entry's card reads the collection's name (a words file has no title to show).
 */
function folderCollection(folder: keyof typeof fileSchemas, notEditable: string[], extra?: object) {
  const name = folder.replace("/", "-");
  const label = titles[folder] ?? inWords(folder.replace(/^page\/(.+)$/, "$1 page"));
  const schema = folder === "practice" ? labelled(fileSchemas.practice) : fileSchemas[folder];
  const fields = [
    ...withPhotoFields(folder, cmsFields(schema, true, notEditable, `${name}: `)),
    marksField(),
  ];
  return {
    name,
    label,
    folder: `content/${folder}`,
    extension: "yaml",
    format: "site-yaml",
    create: false,
    delete: false,
    i18n: true,
    ...(extra ?? { summary: `${label}, in every language` }),
    fields,
  };
}

/** One untranslated file as a collection (sources, glossary): a field per key, by its title. */
function keyedFile(name: string, schema: Schema, keys: [string, string][], notEditable: string[]) {
  const value = schema.additionalProperties as Schema;
  const label = inWords(name);
  const fields = keys.flatMap(([key, title]) => {
    const field = cmsField(key, value, { i18n: false }, notEditable, `${name}: ${key}`);
    return field ? [{ ...field, label: title, collapsed: true }] : [];
  });
  return {
    name,
    label,
    format: "site-yaml",
    files: [{ name, label, file: `content/${name}.yaml`, fields }],
  };
}

/**
 * The editor's whole configuration, saving to `repo` on GitHub ("owner/name"), on `branch`, with
 * the OAuth server `authUrl` (Decap's `base_url`) if not Netlify's; `notEditable` gathers the
 * fields it cannot show.
 */
export function cmsConfig(
  settings: { repo: string; branch: string; authUrl?: string },
  glossaryTerms: readonly string[],
  notEditable: string[] = [],
) {
  return {
    backend: {
      name: "github",
      repo: settings.repo,
      branch: settings.branch,
      ...(settings.authUrl ? { base_url: settings.authUrl } : {}),
      // The commit status that holds a draft's preview address (.github/workflows/preview.yml),
      // which "View Preview" opens.
      preview_context: previewContext,
      // Publishing squashes a draft into one commit on main, named by its pull request's title,
      // which says what the draft changed (.github/workflows/preview.yml).
      squash_merges: true,
      commit_messages: {
        create: "Create {{collection}} “{{slug}}”",
        update: "{{collection}}: “{{slug}}” changed in the editor",
        delete: "Delete {{collection}} “{{slug}}”",
      },
    },
    // Replaced with the site's own address by the editor's script, on a
    // computer that runs the local git backend (npm run editor).
    local_backend: true,
    publish_mode: "editorial_workflow",
    media_folder: "content/photos",
    public_folder: "/photos",
    i18n: { structure: "multiple_folders", locales: [...languages], default_locale: "en" },
    collections: [
      folderCollection("practice", notEditable, {
        summary: "Hours, phone, plans, physician, policies",
      }),
      ...collections.map((folder) =>
        folderCollection(folder, notEditable, {
          identifier_field: "title",
          summary: "{{title}}",
          ...(folder === "notice" ? {} : { sortable_fields: ["order", "title"] }),
        }),
      ),
      ...wordsFiles.map((file) => folderCollection(file, notEditable)),
      keyedFile(
        "sources",
        jsonSchemaOf(sourcesFile),
        Object.entries(sources()).map(([key, source]) => [key, source.title]),
        notEditable,
      ),
      keyedFile(
        "glossary",
        jsonSchemaOf(glossaryFile),
        glossaryTerms.map((term) => [term, `Term: ${term}`]),
        notEditable,
      ),
    ],
  };
}

/**
 * "Sign a review": one file a signature, content/reviews/signed/<language>/<page>-<kind>-<date>.yaml,
 * which the site reads with the other records; page, language and review chosen from lists, the
 * rest the editor's (browser/sign-off.ts).
 */
export function signOffCollectionConfig(published: PublishedFingerprints) {
  const english = published.pages.filter((page) => page.language === "en");
  /** A list to choose from, of [label, value] pairs. */
  const select = (name: string, label: string, hint: string, options: [string, string][]) => ({
    ...{ name, label, hint, widget: "select" },
    options: options.map(([label, value]) => ({ label, value })),
  });
  return {
    name: signOffCollection,
    label: "Sign a review",
    label_singular: "signature",
    description:
      "The physician, counsel and each translator record here that they reviewed a page. Choose the page, its language and your review, read the page, then Save: the editor records your name from your login, today's date in New York and the fingerprint of the words you read.",
    folder: "content/reviews/signed",
    // Decap turns the dots of a path's template into dashes, so {{language}}, not {{fields.language}}.
    path: "{{language}}/{{slug}}",
    slug: "{{fields.page}}-{{fields.kind}}-{{fields.on}}",
    identifier_field: "page",
    extension: "yaml",
    format: "site-yaml",
    create: true,
    delete: false,
    summary:
      "{{fields.page}} ({{fields.language}}), {{fields.kind}} review by {{fields.by}} on {{fields.on}}",
    sortable_fields: ["on", "page"],
    fields: [
      select(
        "page",
        "Page",
        "The page you reviewed.",
        english.map((page) => [
          page.path ? `${page.title} (${page.path})` : "Words every page shares (menus, footer)",
          page.page,
        ]),
      ),
      select(
        "language",
        "Language",
        "The language of the words you reviewed.",
        languages.map((language) => [languageNamesInEnglish[language], language]),
      ),
      select(
        "kind",
        "Review",
        "Medical: the physician, English pages. Legal: counsel, the notices. Translation: a medical translator, a translated page against its English.",
        reviewKinds.map((kind) => [kindLabels[kind], kind]),
      ),
      {
        name: seenField,
        label: "The words you sign",
        hint: "Taken when you choose the page: if the words change before you save, nothing is recorded.",
        widget: "signed-words",
      },
      // Set at Save, not by the person.
      ...Object.entries({
        by: "Reviewed by",
        on: "Reviewed on",
        text: "Fingerprint of the words",
        english: "Fingerprint of the English",
        commit: "Commit of the words",
      }).map(([name, label]) => ({ name, label, widget: "hidden", required: false })),
    ],
  };
}
