// Where a plain form post (no JavaScript) lands once stored: the contact page
// of its language with the receipt in place of the form (app/contact/receipt.ts),
// by a redirect to /api/contact/sent/<language>/<id>, so a reload does not send
// it twice. A receipt (name, kind of patient, time; never the message) is held
// in memory for an hour; once gone, the address leads to the plain "sent" panel.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { contactEndpoint, contactOutcomeIds } from "#app/contact/endpoint.ts";
import {
  type Language,
  contactFormWordsIn,
  contactPagePath,
  formatLocales,
  languagePath,
  languages,
  officeHours,
  responseHours,
} from "#app/contact/facts.ts";
import { contactOutcomeUrls } from "#app/contact/outcome-urls.ts";
import { type Receipt, pageWithReceipt, receiptTexts } from "#app/contact/receipt.ts";
import { noHashes, pagePolicy } from "./security-headers.ts";
import { readCspManifest } from "./static-site.ts";

/** How long a receipt can be shown again, and how many are held at once. */
export const receiptLimits = { keepMs: 60 * 60 * 1000, most: 1000 } as const;

type Held = { receipt: Receipt; language: Language; until: number };

export class ContactReceipts {
  readonly #held = new Map<string, Held>();

  /** Holds a receipt and answers the address that shows it. */
  add(receipt: Receipt, language: Language, now = Date.now()): string {
    for (const [id, held] of this.#held) {
      if (held.until > now && this.#held.size < receiptLimits.most) break;
      this.#held.delete(id);
    }
    const id = randomBytes(18).toString("base64url");
    this.#held.set(id, { receipt, language, until: now + receiptLimits.keepMs });
    return `${contactEndpoint}/sent/${language}/${id}#${contactOutcomeIds.sent}`;
  }

  get(id: string, language: Language, now = Date.now()): Receipt | undefined {
    const held = this.#held.get(id);
    if (!held || held.until <= now || held.language !== language) return undefined;
    return held.receipt;
  }
}

/** The built contact page of a language, with that file's policy; none when the site has none. */
function contactPage(clientDir: string, language: Language) {
  const file = `${languagePath(language, contactPagePath).slice(1)}/index.html`;
  try {
    const html = readFileSync(path.join(clientDir, file), "utf8");
    return { html, policy: pagePolicy(readCspManifest(clientDir)[file] ?? noHashes) };
  } catch {
    return undefined;
  }
}

/** Serves the receipts; answers where a stored plain post lands (the "sent" panel without a page). */
export function registerReceiptRoute(app: FastifyInstance, clientDir: string) {
  const receipts = new ContactReceipts();
  const hours = { officeHours, responseHours };
  // Each language's page is read once it is there, not again for every post and receipt.
  const pages = new Map<Language, ReturnType<typeof contactPage>>();
  const pageOf = (language: Language) => {
    const page = pages.get(language) ?? contactPage(clientDir, language);
    if (page) pages.set(language, page);
    return page;
  };
  app.get<{ Params: { language: string; id: string } }>(
    `${contactEndpoint}/sent/:language/:id`,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const language = languages.find((tag) => tag === request.params.language) ?? "en";
      const receipt = receipts.get(request.params.id, language);
      const page = receipt && pageOf(language);
      const words = contactFormWordsIn[language];
      const texts = receipt && receiptTexts(receipt, words, formatLocales[language], hours);
      const html = page && texts && pageWithReceipt(page.html, texts);
      if (!html || !page) return reply.code(303).redirect(contactOutcomeUrls[language].sent);
      return reply
        .header("content-type", "text/html; charset=utf-8")
        .header("content-security-policy", page.policy)
        .header("x-robots-tag", "noindex")
        .send(html);
    },
  );
  return (receipt: Receipt, language: Language): string =>
    pageOf(language) ? receipts.add(receipt, language) : contactOutcomeUrls[language].sent;
}
