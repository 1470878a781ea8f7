// Which language the contact endpoint answers in, and how staff are told it.
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
  // The public address always, so a proxy that rewrites Host turns no real post away.
  if (origin === siteOrigin || allowed.includes(origin)) return true;
  const url = URL.parse(origin);
  return url?.host === request.host && url.protocol === `${request.protocol}:`;
}

/**
 * The language to answer a post in: the one its body names (the form's hidden
 * field; English when not the site's, never refused); when the body could not
 * be read, that of the site's page the Referer names; else English.
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

/** The page a visitor wrote from, for staff in the e-mail and inbox: "Russian (/ru/contact)". */
export function pageLanguage(language: Language): string {
  return `${languageNamesInEnglish[language]} (${languagePath(language, contactPagePath)})`;
}
