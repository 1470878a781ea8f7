// @vitest-environment node
// Every language of the site has every word the contact form and the server
// need: each problem of the form's rules and each answer, with the same
// {placeholders} as the English, and nothing left unfilled once filled in.
import { practice } from "#app/content-loader/practice.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatLocales } from "#app/content-loader/translated.ts";
import { contactAnswers } from "./answers.ts";
import { contactAnswerWordsIn, contactFormWordsIn, languages } from "./facts.ts";
import { contactOutcomeUrls } from "./outcome-urls.ts";
import { contactLimits } from "./limits.ts";
import { checkContact } from "./schema.ts";

/** Every string of a value, by its path. */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${at}.${key}`));
  }
  return [];
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** A post with every field wrong in one way, so each problem is written. */
const badPosts: Record<string, unknown>[] = [
  {},
  { name: "a".repeat(201), email: "nope", phone: "12", message: "Hi\u0007" },
  { name: 1, email: "a@b.co\ud800", phone: "718\t555 0100", message: "\u202e" },
];

describe.each(languages)("the contact words in %s", (language) => {
  it("have every word the English has, with the same placeholders", () => {
    for (const [english, translated] of [
      [contactFormWordsIn.en, contactFormWordsIn[language]],
      [contactAnswerWordsIn.en, contactAnswerWordsIn[language]],
    ] as const) {
      const words = new Map(strings(translated));
      for (const [at, text] of strings(english)) {
        // A separator of thousands may be a space, which trim() would take for none.
        expect(
          at === ".thousandsSeparator" ? words.get(at) : words.get(at)?.trim(),
          at,
        ).toBeTruthy();
        expect(placeholders(words.get(at) ?? ""), at).toEqual(placeholders(text));
      }
    }
  });

  it("give each refusal of the form's rules in full, and none in English", () => {
    const words = contactFormWordsIn[language];
    const messages = badPosts.flatMap((post) => {
      const check = checkContact(post, words);
      return check.ok ? [] : [check.message, ...Object.values(check.fieldErrors)];
    });
    messages.push(
      ...[[], null, "text", { role: "x" }].map((post) => {
        const check = checkContact(post, words);
        return check.ok ? "" : check.message;
      }),
    );
    expect(messages.length).toBeGreaterThan(12);
    for (const message of messages) {
      expect(message).not.toMatch(/\{\w+\}/);
      if (language !== "en") {
        const english = [
          ...strings(contactFormWordsIn.en).map(([, text]) => text.replace(/\{\w+\}.*/, "")),
        ].filter((start) => start.length > 3);
        expect(
          english.some((start) => message.startsWith(start)),
          message,
        ).toBe(false);
      }
    }
  });

  it("give every server answer with its facts filled in", () => {
    for (const [key, answer] of Object.entries(contactAnswers[language])) {
      expect(answer.trim(), key).toBeTruthy();
      // Only the field sent twice is named by the server when it happens.
      expect(placeholders(answer), key).toEqual(key === "sentTwice" ? ["field"] : []);
    }
    // The limit is written as the language writes numbers (a no-break space in Russian).
    const limit = new Intl.NumberFormat(formatLocales[language]).format(contactLimits.message);
    expect(contactAnswers[language].tooLarge).toContain(limit);
    expect(contactAnswers[language].notStored).toContain(practice().phone.display);
  });

  it("send a post without JavaScript back to the contact page in the language", () => {
    const prefix = language === "en" ? "" : `/${language}`;
    expect(contactOutcomeUrls[language]).toEqual({
      sent: `${prefix}/contact#message-sent`,
      notSent: `${prefix}/contact#message-not-sent`,
      notRead: {
        email: `${prefix}/contact#email-not-read`,
        phone: `${prefix}/contact#phone-not-read`,
        both: `${prefix}/contact#email-and-phone-not-read`,
      },
    });
  });
});

describe("the browser's bundle", () => {
  // facts.ts reads every language's content: the form's files may take only
  // its types, which vanish from the bundle, and get their words as props.
  it.each([
    "app/contact/schema.ts",
    "app/contact/fields.ts",
    "app/contact/format.ts",
    "app/contact/limits.ts",
    "app/contact/endpoint.ts",
    "app/contact/form-data.ts",
    "app/browser/contact-form.ts",
    "app/components/sections/contact-form.tsx",
  ])("gets no words from %s", (file) => {
    const source = readFileSync(path.resolve(import.meta.dirname, "../..", file), "utf8");
    const imports = [...source.matchAll(/^import (type )?[^;]*? from "([^"]+)";/gms)];
    for (const [, typeOnly, from] of imports) {
      if (/content\/|facts\.ts$|answers\.ts$|outcome-urls\.ts$/.test(from ?? "")) {
        expect(typeOnly, `${file} imports ${from}`).toBe("type ");
      }
    }
  });
});
