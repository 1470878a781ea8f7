// @vitest-environment node
// The browser's filler (format.ts here) gives what the site's ICU templater
// (app/contact/format.ts) gives for every template the contact form's
// script can fill, in every language.
import { describe, expect, it } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { languageTags, languages } from "#app/content-loader/translated.ts";
import { format as icuFormat } from "#app/contact/format.ts";
import { format as plainFormat } from "./format.ts";

/** Every string inside a value. */
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(stringsIn)
      : [];

const values = {
  field: "Phone",
  fields: "a, b",
  limit: "1,000",
  phone: "(000) 000-0000",
  reason: "The reason.",
  status: "503",
};

describe.each(languages)("the contact form's templates in %s", (language) => {
  const templates = stringsIn(contentIn(language).contactFormWords).filter((text) =>
    text.includes("{"),
  );

  it("are filled in the browser as the site's templater fills them", () => {
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates) {
      expect(plainFormat(template, values), template).toBe(
        icuFormat(template, values, languageTags[language]),
      );
    }
  });
});

it("would fail above if a template had a plural the browser cannot choose", () => {
  const plural = "{count, plural, one {# field} other {# fields}}";
  expect(plainFormat(plural, { count: 2 })).not.toBe(icuFormat(plural, { count: 2 }));
});
