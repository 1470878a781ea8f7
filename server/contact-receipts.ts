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
import { type CspManifest, noHashes, pagePolicy } from "./security-headers.ts";
import { readCspManifest } from "./static-site.ts";

/** How long a receipt can be shown again, and how many are held at once. */
const receiptLimits = { keepMs: 60 * 60 * 1000, most: 1000 } as const;

type Held = { receipt: Receipt; language: Language; until: number };

export class ContactReceipts {
  readonly #held = new Map<string, Held>();
  readonly #limits: { keepMs: number; most: number };

  constructor(limits: { keepMs: number; most: number } = receiptLimits) {
    this.#limits = limits;
  }

  /** Holds a receipt and answers the address that shows it. */
  add(receipt: Receipt, language: Language, now = Date.now()): string {
    for (const [id, held] of this.#held) {
      if (held.until > now && this.#held.size < this.#limits.most) break;
      this.#held.delete(id);
    }
    const id = randomBytes(18).toString("base64url");
    this.#held.set(id, { receipt, language, until: now + this.#limits.keepMs });
    return `${contactEndpoint}/sent/${language}/${id}#${contactOutcomeIds.sent}`;
  }

  get(id: string, language: Language, now = Date.now()): Receipt | undefined {
    const held = this.#held.get(id);
    if (!held || held.until <= now || held.language !== language) return undefined;
    return held.receipt;
  }
}

/** The built contact page of each language, as its file and that file's policy. */
function contactPages(clientDir: string) {
  let manifest: CspManifest | undefined;
  const pages = new Map<Language, { html: string; policy: string }>();
  return (language: Language) => {
    const cached = pages.get(language);
    if (cached) return cached;
    const file = `${languagePath(language, contactPagePath).slice(1)}/index.html`;
    manifest ??= readCspManifest(clientDir);
    try {
      const page = {
        html: readFileSync(path.join(clientDir, file), "utf8"),
        policy: pagePolicy(manifest[file] ?? noHashes),
      };
      pages.set(language, page);
      return page;
    } catch {
      return undefined;
    }
  };
}

/** Serves the receipts; answers where a stored plain post lands (the "sent" panel without a page). */
export function registerReceiptRoute(app: FastifyInstance, clientDir: string) {
  const receipts = new ContactReceipts();
  const pageOf = contactPages(clientDir);
  app.get<{ Params: { language: string; id: string } }>(
    `${contactEndpoint}/sent/:language/:id`,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const language = languages.find((tag) => tag === request.params.language) ?? "en";
      const receipt = receipts.get(request.params.id, language);
      const page = receipt ? pageOf(language) : undefined;
      const html =
        receipt && page
          ? pageWithReceipt(
              page.html,
              receiptTexts(receipt, contactFormWordsIn[language], formatLocales[language], {
                officeHours,
                responseHours,
              }),
            )
          : undefined;
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
