// The pages Caddy shows when the Node server cannot answer (502, 503, 504):
// one a language, written by the build from the content. A visitor who sent
// the contact form without JavaScript lands on it, so it says, in the
// language of the page that posted, that the message was not sent, gives the
// office phone as a link, and says to go Back to get what they typed. A
// receipt's address (a message that was stored) is sent to its contact
// page's "Message Received" panel instead. The files and the Caddy snippet
// that picks one go to build/unavailable/ (imported by deploy/site.caddy),
// outside build/client; each stands alone, with no script or stylesheet of
// the release, which may be the one being replaced.
import { officeContact } from "#app/content-loader/practice.ts";
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { contactAnswers } from "#app/contact/answers.ts";
import { contactEndpoint } from "#app/contact/endpoint.ts";
import { contactOutcomeUrls } from "#app/contact/outcome-urls.ts";
import { wordsIn } from "#app/content-loader/in-language.ts";
import { languagePath, mainPages } from "#app/content-loader/site-map.ts";
import {
  type Language,
  languageTags,
  languages,
  translations,
} from "#app/content-loader/translated.ts";
import { documentHeaders, securityHeaders } from "#server/security-headers.ts";
import { escapeHtml } from "#app/contact/receipt.ts";
import { caddyHeaderBlock } from "./header-files.ts";

const style =
  'body{font:1.125rem/1.6 system-ui,sans-serif;max-width:38rem;margin:3rem auto;padding:0 1.25rem;color:#1b1b1b;background:#fff}h1{font-size:1.75rem;line-height:1.25}a{color:#0b4f8a}a[href^="tel:"]{white-space:nowrap}';

const unavailablePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`,
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

function unavailablePage(language: Language): string {
  const contact = wordsIn("page/contact", language);
  const labels = wordsIn("interface", language).mainPageLabels;
  const { notSent } = contact.contactOutcomeText;
  // The answer names the phone as every page shows it; here it is the link to call.
  const phone = `<a href="${officeContact().phone.href}">${escapeHtml(officeContact().phone.display)}</a>`;
  // The answer without the title it starts with ("Your message was not sent: we could
  // not store it…"), which the heading above it already says.
  const tag = languageTags[language];
  const { notStored } = contactAnswers[language];
  const rest = notStored.startsWith(notSent.title)
    ? notStored.slice(notSent.title.length).replace(/^\s*[:：]\s*/u, "")
    : notStored;
  const unrepeated = rest.charAt(0).toLocaleUpperCase(tag) + rest.slice(1);
  const answer = escapeHtml(unrepeated).replace(escapeHtml(officeContact().phone.display), phone);
  return [
    "<!doctype html>",
    `<html lang="${tag}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(notSent.title)}</title>`,
    `<style>${style}</style>`,
    "</head>",
    "<body>",
    "<main>",
    `<h1>${escapeHtml(notSent.title)}</h1>`,
    `<p>${answer.includes(phone) ? answer : `${answer} ${phone}`}</p>`,
    `<p>${escapeHtml(notSent.unavailableBackHint)}</p>`,
    `<p><a href="${languagePath(language, mainPages.contact.path)}">${escapeHtml(labels.contact)}</a></p>`,
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * The Caddy snippet `unavailable_pages`: the headers every page carries, the
 * page's own policy and no caching, then the page of the language of the
 * site's page that posted (the Referer's first path segment), else English.
 * Caddy keeps the error's status when it serves the file.
 */
function unavailableCaddySnippet(): string {
  return [
    "# Written by scripts/unavailable-pages.ts: the page Caddy shows when the",
    "# Node server does not answer (deploy/site.caddy, handle_errors).",
    "(unavailable_pages) {",
    ...caddyHeaderBlock({
      ...securityHeaders,
      ...documentHeaders,
      "content-security-policy": unavailablePolicy,
      "cache-control": "no-store",
    }),
    // A receipt's address: its message was stored, so it never gets the "not sent" page.
    ...languages.map(
      (language) =>
        `\tredir ${contactEndpoint}/sent/${language}/* ${contactOutcomeUrls[language].sent} 303`,
    ),
    `\tredir ${contactEndpoint}/sent/* ${contactOutcomeUrls.en.sent} 303`,
    ...translations.flatMap((language) => [
      `\t@unavailable_${language} header_regexp unavailable_${language} Referer \`^https?://[^/]+${languagePath(language, "/").replace(/\/$/, "")}(?:[/?#]|$)\``,
      `\trewrite @unavailable_${language} /${language}.html`,
    ]),
    "\trewrite * /en.html",
    "\tfile_server",
    "}",
    "",
  ].join("\n");
}

export async function writeUnavailablePages(buildDir: string): Promise<number> {
  const dir = path.join(buildDir, "unavailable");
  await mkdir(dir, { recursive: true });
  for (const language of languages) {
    await writeFile(path.join(dir, `${language}.html`), unavailablePage(language));
  }
  await writeFile(path.join(dir, "pages.caddy"), unavailableCaddySnippet());
  return languages.length;
}
