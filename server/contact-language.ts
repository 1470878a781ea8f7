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
export function isOwnOrigin(
  origin: string,
  request: FastifyRequest,
  allowed: readonly string[],
): boolean {
  // The site's own public address is always allowed, so a proxy that
  // rewrites the Host header does not turn every real post away.
  if (origin === siteOrigin || allowed.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return url.host === request.host && url.protocol === `${request.protocol}:`;
  } catch {
    return false;
  }
}

/** The language a post names, when it is one of the site's; else English. */
export function postedLanguage(body: Record<string, unknown>): Language {
  const named = body[languageField];
  return languages.find((language) => language === named) ?? "en";
}

/** The language of the site's page that posted, from the Referer; else English. */
export function refererLanguage(request: FastifyRequest, allowed: readonly string[]): Language {
  const referer = request.headers.referer;
  if (!referer) return "en";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "en";
  }
  return isOwnOrigin(url.origin, request, allowed) ? languageOfPath(url.pathname) : "en";
}

/** The language to answer a contact post in: the body's when it was read, else the Referer's. */
export function answerLanguage(request: FastifyRequest, allowed: readonly string[]): Language {
  const body: unknown = request.body;
  if (typeof body === "object" && body !== null && !Array.isArray(body)) {
    return postedLanguage(body as Record<string, unknown>);
  }
  return refererLanguage(request, allowed);
}

/**
 * The page a visitor wrote from, for staff, in English: "Russian
 * (/ru/contact)", so they know which language to answer in.
 */
export function pageLanguage(language: Language): string {
  return `${languageNamesInEnglish[language]} (${languagePath(language, contactPagePath)})`;
}
