// @vitest-environment node
// Each translation holds to the glossary (content/glossary.yaml): where the
// English sentence has a term, the translation has the language's term, and
// no translation uses a form the glossary rules out.
import { describe, expect, it } from "vitest";
import { sentencesOf } from "./messages.ts";
import { schemaOfFile } from "./word-fields.ts";
import { type ContentFile, contentFileNames, readContentFile, wordsFilePath } from "./files.ts";
import { glossary, withoutPlaceholders } from "./glossary.ts";
import { wordsFiles } from "./page-schemas.ts";
import { type Language, translations } from "./translated.ts";

/** Every sentence of a content file's words, walked beside the file's schema. */
const sentencesOfFile = (file: ContentFile) => sentencesOf(file.data, schemaOfFile(file.file));

const terms = glossary();

/** Every translated content file, by its path with {language} for the language. */
const files = [
  ...["conditions", "treatments", "notice"].flatMap((folder) =>
    contentFileNames(`${folder}/en`).map((name) => `${folder}/{language}/${name}.yaml`),
  ),
  ...wordsFiles.map((file) => wordsFilePath(file, "{language}" as Language)),
  "practice/{language}/facts.yaml",
];

/** Each sentence of a language with its English, file by file. */
function pairs(language: (typeof translations)[number]) {
  return files.flatMap((file) => {
    const english = new Map(
      sentencesOfFile(readContentFile(file.replace("{language}", "en"))).map(({ path, text }) => [
        path,
        text,
      ]),
    );
    const path = file.replace("{language}", language);
    return sentencesOfFile(readContentFile(path)).map(({ path: field, text }) => ({
      where: `content/${path} ${field}`,
      english: english.get(field) ?? "",
      text,
    }));
  });
}

describe("the glossary", () => {
  it("has the terms the translation review found written several ways", () => {
    const english = terms.map((term) => term.english.toLowerCase());
    for (const term of ["botox", "cgrp", "prior authorization", "telehealth", "acute treatment"]) {
      expect(english).toContain(term);
    }
  });
});

describe.each(translations)("the %s translation", (language) => {
  const all = pairs(language);

  it.each(
    terms.flatMap((term) => {
      const rendering = term.languages[language];
      return rendering ? [[term.english, term.findEnglish, rendering] as const] : [];
    }),
  )('writes "%s" as the glossary does', (_, findEnglish, { find, avoid, use }) => {
    const missing = all
      .filter(({ english }) => findEnglish.test(withoutPlaceholders(english)))
      .filter(({ text }) => !find.test(text))
      .map(({ where, text }) => `${where}: no "${use}" in: ${text}`);
    const avoided = all.flatMap(({ where, text }) =>
      avoid
        .filter((form) => form.test(withoutPlaceholders(text)))
        .map((form) => `${where}: "${form.source}" in: ${text}`),
    );
    expect([...missing, ...avoided]).toEqual([]);
  });

  it("finds a term written another way, so the check above can fail", () => {
    const term = terms.find((each) => each.key === "priorAuthorization");
    const rendering = term?.languages[language];
    const other = { ru: "предварительное разрешение", es: "permiso del seguro", zh: "预先授权" }[
      language
    ];
    expect(rendering && !rendering.find.test(other)).toBe(true);
  });
});
