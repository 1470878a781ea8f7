// @vitest-environment node
// The contact endpoint in each language of the site: a post names the
// language of its page and is answered, sent back and stored in it; a body
// that cannot be read is answered in the language of the page that posted.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { formatLocales } from "#app/content-loader/translated.ts";
import { type Language, contactFormWordsIn, languages, siteOrigin } from "#app/contact/facts.ts";
import { format } from "#app/contact/format.ts";
import { contactLimits } from "#app/contact/limits.ts";
import { buildApp } from "./app.ts";
import { bodyLimitBytes } from "./contact-route.ts";

/** The message box's limit as a language writes numbers: "5,000" in English. */
const messageLimitIn = (language: Language) =>
  new Intl.NumberFormat(formatLocales[language]).format(contactLimits.message);

const valid = {
  name: "Ana López",
  email: "ana@example.com",
  phone: "(718) 555-0100",
  message: "I would like a first visit for migraine.",
};

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "contact-languages-"));
  const app = await buildApp({
    clientDir: path.resolve(import.meta.dirname, "../tests/support/site"),
    databaseFile: path.join(dataDir, "messages.sqlite"),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
  onTestFinished(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

type Post = { body: string; type?: string; referer?: string };

async function post({ body, type = "application/json", referer }: Post) {
  const app = await startServer();
  const headers: Record<string, string> = { "content-type": type, origin: siteOrigin };
  if (referer) headers.referer = referer;
  const response = await app.inject({
    method: "POST",
    url: "/api/contact",
    headers,
    payload: body,
  });
  return { app, response };
}

const json = (value: unknown) => JSON.stringify(value);
const form = (value: Record<string, string>) => new URLSearchParams(value).toString();

describe("a JSON post with an empty name", () => {
  it.each(
    languages.map((language) => {
      // The words the language's contact page gives, as the form fills them in.
      const words = contactFormWordsIn[language];
      return {
        language,
        message: words.correctFields,
        name: format(words.problems.required, { field: words.fieldNames.name }),
      };
    }),
  )("from a $language page is answered in its language", async ({ language, message, name }) => {
    const { app, response } = await post({ body: json({ ...valid, name: "", language }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, message, fieldErrors: { name } });
    expect(app.store.count()).toBe(0);
  });

  it("names the field's limit in the language's words", async () => {
    const { response } = await post({
      body: json({ ...valid, message: "a".repeat(contactLimits.message + 1), language: "es" }),
    });
    expect(response.json()).toMatchObject({
      fieldErrors: {
        message: `El campo “Mensaje” es demasiado largo: como máximo ${messageLimitIn("es")} caracteres.`,
      },
    });
  });
});

describe("a language the site does not have", () => {
  it.each([["fr"], ["RU"], ["../ru"], [42], [null], [["ru"]]])(
    "(%j) is read as English, never refused for it",
    async (language) => {
      const { app, response } = await post({ body: json({ ...valid, language }) });
      expect(response.statusCode).toBe(200);
      expect(app.store.list()).toMatchObject([{ ...valid, language: "en" }]);
    },
  );

  it("gets English answers", async () => {
    const { response } = await post({ body: json({ ...valid, phone: "12", language: "fr" }) });
    expect(response.json()).toMatchObject({
      message: "Please correct the fields marked below.",
      fieldErrors: { phone: "Enter a phone number with its area code, like (718) 555-0100." },
    });
  });

  it("gets English answers even from a Russian page's Referer: the post said what it is", async () => {
    const { response } = await post({
      body: json({ ...valid, name: "", language: "xx" }),
      referer: `${siteOrigin}/ru/contact`,
    });
    expect(response.json()).toMatchObject({ fieldErrors: { name: "Full name is required." } });
  });
});

describe("the language is stored with the message", () => {
  it.each(languages)("posted as JSON from a %s page", async (language) => {
    const { app, response } = await post({ body: json({ ...valid, language }) });
    expect(response.json()).toEqual({ ok: true });
    expect(app.store.list()).toMatchObject([{ ...valid, language }]);
  });

  it("posted without JavaScript, and the visitor goes back to that language's page", async () => {
    const { app, response } = await post({
      body: form({ ...valid, language: "zh" }),
      type: "application/x-www-form-urlencoded",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/zh/contact#message-sent");
    expect(app.store.list()).toMatchObject([{ ...valid, language: "zh" }]);
  });
});

describe("a post without JavaScript that is refused", () => {
  it("goes back to the Russian contact page from a Russian page", async () => {
    const { app, response } = await post({
      body: form({ ...valid, name: "\u200b", language: "ru" }),
      type: "application/x-www-form-urlencoded",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/ru/contact#message-not-sent");
    expect(app.store.count()).toBe(0);
  });

  // The fields a browser sends on that the server may still not read (L2):
  // the page's panel names them and says how to write them.
  it.each([
    { what: "a phone number", bad: { phone: "abc" }, anchor: "phone-not-read" },
    { what: "an email address", bad: { email: "ana@example" }, anchor: "email-not-read" },
    { what: "both", bad: { email: "nope", phone: "12" }, anchor: "email-and-phone-not-read" },
  ])("names $what it cannot read, in the page's language", async ({ bad, anchor }) => {
    for (const language of languages) {
      const { app, response } = await post({
        body: form({ ...valid, ...bad, language }),
        type: "application/x-www-form-urlencoded",
      });
      expect(response.statusCode).toBe(303);
      const prefix = language === "en" ? "" : `/${language}`;
      expect(response.headers.location).toBe(`${prefix}/contact#${anchor}`);
      expect(app.store.count()).toBe(0);
    }
  });

  it("lands on the page's general panel when another field is wrong as well", async () => {
    const { response } = await post({
      body: form({ ...valid, phone: "abc", name: "\u200b" }),
      type: "application/x-www-form-urlencoded",
    });
    expect(response.headers.location).toBe("/contact#message-not-sent");
  });

  it("goes back to the Spanish page when the form cannot be read, by the Referer", async () => {
    const { response } = await post({
      body: `${form({ ...valid, language: "es" })}&name=Bob`,
      type: "application/x-www-form-urlencoded",
      referer: `${siteOrigin}/es/contact`,
    });
    expect(response.headers.location).toBe("/es/contact#message-not-sent");
  });

  it("goes back to the English page when it names no language", async () => {
    const { response } = await post({
      body: form({ ...valid, message: "\u200b" }),
      type: "application/x-www-form-urlencoded",
    });
    expect(response.headers.location).toBe("/contact#message-not-sent");
  });
});

describe("a body that cannot be read for its language", () => {
  const tooLarge = json({ ...valid, language: "en", message: "a".repeat(bodyLimitBytes) });

  it("too large, from the Chinese contact page, is answered in Chinese", async () => {
    const { response } = await post({ body: tooLarge, referer: `${siteOrigin}/zh/contact` });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      ok: false,
      message: `留言太长了。请缩短到 ${messageLimitIn("zh")} 个字符以内。`,
    });
  });

  it("of a wrong media type, from a Spanish page, is answered in Spanish", async () => {
    const { response } = await post({
      body: json(valid),
      type: "text/plain",
      referer: `${siteOrigin}/es/contact?x=1#form`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: "El formulario debe enviarse como JSON o como formulario web.",
    });
  });

  it("with a field sent twice, from a Russian page, names the field in Russian", async () => {
    const { response } = await post({
      body: `{"name":"Ana","name":"Bob","language":"ru"}`,
      referer: `${siteOrigin}/ru/contact`,
    });
    expect(response.json()).toMatchObject({ message: "Поле «name» отправлено дважды." });
  });

  it.each([
    ["another site's Russian page", "https://evil.example/ru/contact"],
    ["an English page", `${siteOrigin}/contact`],
    ["a malformed Referer", "not a url /ru/contact"],
    ["no Referer", undefined],
  ])("from %s, is answered in English", async (_what, referer) => {
    const { response } = await post({ body: tooLarge, referer });
    expect(response.json()).toMatchObject({
      message: `The message is too large. Please shorten it to ${messageLimitIn("en")} characters or fewer.`,
    });
  });
});
