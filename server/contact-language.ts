// Which language the contact endpoint answers in. A post names the language
// of the page it was sent from (the form's hidden `language` field, or the
// JSON key); a value that is not a language of the site is read as English,
// never refused. When the body cannot be read at all (too large, a wrong
// media type, a compressed or malformed body, or refused before it was read),
// the page that posted says it: the Referer's path, when the Referer is one
// of the site's own pages, else English. Staff are told the language in
// English (pageLanguage), in the notification e-mail and the inbox.
import type { FastifyRequest } from "fastify";
import {
  type Language,
  contactPagePath,
  languageNamesInEnglish,
  languageOfPath,
  languagePath,
  languages,
  siteOrigin,
} from "#app/contact/facts.ts";
import { languageField } from "#app/contact/fields.ts";

/**
 * Whether an origin ("https://example.org") is the site's own: its public
 * address, an allowed one, or the request's own scheme and host (behind a
 * trusted proxy, those the proxy names in X-Forwarded-Proto and -Host).
 */
export function isOwnOrigin(origin: string, request: FastifyRequest, allowed: readonly string[]) {
  // The site's own public address is always allowed, so a proxy that
  // rewrites the Host header does not turn every real post away.
  if (origin === siteOrigin || allowed.includes(origin)) return true;
  const url = URL.parse(origin);
  return url?.host === request.host && url.protocol === `${request.protocol}:`;
}

/**
 * The language to answer a contact post in: the one the body names, when it
 * was read (English when it is not one of the site's); else that of the
 * site's page the Referer names; else English.
 */
export function answerLanguage(request: FastifyRequest, allowed: readonly string[]): Language {
  const body: unknown = request.body;
  if (typeof body === "object" && body !== null && !Array.isArray(body)) {
    const named = (body as Record<string, unknown>)[languageField];
    return languages.find((language) => language === named) ?? "en";
  }
  const referer = URL.parse(request.headers.referer ?? "");
  return referer && isOwnOrigin(referer.origin, request, allowed)
    ? languageOfPath(referer.pathname)
    : "en";
}

/**
 * The page a visitor wrote from, for staff, in English: "Russian
 * (/ru/contact)", so they know which language to answer in.
 */
export function pageLanguage(language: Language): string {
  return `${languageNamesInEnglish[language]} (${languagePath(language, contactPagePath)})`;
}
