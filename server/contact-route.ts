// POST /api/contact: JSON from the form's script, or a plain form post without
// it, checked by the browser's rules, stored, and only then answered success,
// in the language of the page that posted (answerLanguage). Logs carry
// message ids and outcomes, never what a visitor wrote.
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type ContactAnswers, contactAnswers } from "#app/contact/answers.ts";
import { contactEndpoint, notReadOf } from "#app/contact/endpoint.ts";
import { type DetailField, detailLimits, timeSlots } from "#app/contact/details.ts";
import {
  type Language,
  contactFormWordsIn,
  insurancePlans,
  languageOfPath,
  languages,
  officeDays,
  siteOrigin,
} from "#app/contact/facts.ts";
import { type FieldErrors, languageField } from "#app/contact/fields.ts";
import { format } from "#app/contact/format.ts";
import { contactLimits } from "#app/contact/limits.ts";
import { contactOutcomeUrls } from "#app/contact/outcome-urls.ts";
import { checkContact } from "#app/contact/schema.ts";
import { registerReceiptRoute } from "./contact-receipts.ts";
import { type MessageStore, StoreError } from "./message-store.ts";
import { contactRateLimit } from "./settings.ts";

// Strict readers for the contact endpoint's two body types: bytes that are not
// UTF-8 and keys sent twice are refused, not repaired, so what is stored is what
// the browser sent (docs/decisions/010). A refusal names its answer (contactAnswers).

type BodyAnswer = "notUtf8" | "malformedJson" | "malformedForm" | "sentTwice";

export class BodyError extends Error {
  readonly statusCode = 400;
  /** Which answer tells the visitor, and the field it names (sentTwice). */
  readonly answer: BodyAnswer & keyof ContactAnswers;
  readonly field: string | undefined;
  constructor(answer: BodyAnswer, field?: string) {
    super(field === undefined ? answer : `${answer}: ${field}`);
    this.answer = answer;
    this.field = field;
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw new BodyError("notUtf8");
  }
}

/** Throws when any object in the JSON text names the same key twice. */
function assertNoDuplicateKeys(text: string) {
  const stack: Array<Set<string> | null> = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const keys = stack.at(-1);
      if (expectKey && keys) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (keys.has(key)) throw new BodyError("sentTwice", key);
        keys.add(key);
        expectKey = false;
      }
      i = end;
    } else if (char === "{") {
      stack.push(new Set());
      expectKey = true;
    } else if (char === "[") {
      stack.push(null);
    } else if (char === "}" || char === "]") {
      stack.pop();
    } else if (char === ",") {
      expectKey = stack.at(-1) instanceof Set;
    }
  }
}

function parseJsonBody(body: Buffer): unknown {
  const text = decodeUtf8(body);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError("malformedJson");
  }
  assertNoDuplicateKeys(text);
  return value;
}

/**
 * Reads a form post strictly: a malformed percent-escape, or one of bytes that
 * are not UTF-8, is refused (URLSearchParams makes it U+FFFD). A key sent twice
 * is refused, except the keys of `lists` (boxes to tick), read as a list of at
 * most the number given.
 */
export function parseFormBody(body: Buffer, lists: Readonly<Record<string, number>>) {
  const text = decodeUtf8(body);
  try {
    // The separators are plain characters, so an escape that decodes whole here does in its part.
    decodeURIComponent(text);
  } catch {
    throw new BodyError("malformedForm");
  }
  const fields: Record<string, string | string[]> = {};
  // Read after an empty pair, so a leading "?" stays part of the first key.
  for (const [key, value] of new URLSearchParams(`&${text}`)) {
    const most = Object.hasOwn(lists, key) ? lists[key] : undefined;
    if (most !== undefined) {
      const list = fields[key];
      if (!Array.isArray(list)) fields[key] = [value];
      else if (list.length < most) list.push(value);
      else throw new BodyError("sentTwice", key);
    } else if (Object.hasOwn(fields, key)) throw new BodyError("sentTwice", key);
    else fields[key] = value;
  }
  return fields;
}

/**
 * Whether an origin ("https://example.org") is the site's own: its public
 * address, an allowed one, or the request's own scheme and host (behind a
 * trusted proxy, those the proxy names in X-Forwarded-Proto and -Host).
 */
function isOwnOrigin(origin: string, request: FastifyRequest, allowed: readonly string[]) {
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
function answerLanguage(request: FastifyRequest, allowed: readonly string[]): Language {
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
 * The largest body a valid message can take: each allowed character in its
 * longest encoding, 12 bytes (4 UTF-8 bytes percent-encoded, or a JSON
 * surrogate pair \ud83d\ude00), plus 3 KB for names, the bot trap and choices.
 */
const characters = [...Object.values(contactLimits), ...Object.values(detailLimits)];
export const bodyLimitBytes = 12 * characters.reduce((sum, limit) => sum + limit, 0) + 3 * 1024;

/** The form's groups of boxes to tick, whose name a form post repeats, and most values each. */
const formLists = { times: timeSlots.length } as const satisfies Partial<
  Record<DetailField, number>
>;

type ContactRouteOptions = {
  store: MessageStore;
  onStored?: () => void;
  rateLimit?: { max: number; timeWindowMs: number };
  /** Origins allowed to post besides the request's own host, e.g. "https://example.org". */
  allowedOrigins?: readonly string[];
  /** The built site whose contact page shows a plain post its receipt (contact-receipts.ts). */
  clientDir?: string;
};

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
}

/** Fastify's refusals of a body it could not take, with the status and answer each gets. */
const bodyRefusals: Readonly<Record<string, [number, keyof ContactAnswers]>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "tooLarge"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "mediaType"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [415, "mediaType"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "empty"],
};

export async function registerContactRoute(app: FastifyInstance, options: ContactRouteOptions) {
  const allowedOrigins = options.allowedOrigins ?? [];
  // Outside the scope below: showing a receipt again is not a post, and is not counted as one.
  const landing = options.clientDir ? registerReceiptRoute(app, options.clientDir) : undefined;

  /**
   * Turns a post away in its page's language: a plain form post to that page's
   * "not sent" panel (or the one naming the address or number it could not
   * read); JSON with the answer (one of contactAnswers, or words of its own).
   */
  function fail(
    reply: FastifyReply,
    request: FastifyRequest,
    status: number,
    message: keyof ContactAnswers | ((answers: ContactAnswers) => string),
    fieldErrors?: FieldErrors,
  ) {
    const language = answerLanguage(request, allowedOrigins);
    if (isFormPost(request)) {
      const urls = contactOutcomeUrls[language];
      const notRead = notReadOf(fieldErrors);
      return reply.code(303).redirect(notRead ? urls.notRead[notRead] : urls.notSent);
    }
    const answers = contactAnswers[language];
    return reply.code(status).send({
      ok: false,
      message: typeof message === "function" ? message(answers) : answers[message],
      ...(fieldErrors ? { fieldErrors } : {}),
    });
  }

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // A parser that throws answers 400 with its message (see the error handler).
    const parsers = {
      "application/json": parseJsonBody,
      "application/x-www-form-urlencoded": (body: Buffer) => parseFormBody(body, formLists),
    };
    for (const [type, parse] of Object.entries(parsers)) {
      const parser = async (_request: FastifyRequest, body: Buffer | string) =>
        parse(body as Buffer);
      scope.addContentTypeParser(type, { parseAs: "buffer" }, parser);
    }

    // Answers from the API are about one request and are never cached.
    scope.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    // A compressed body is not read (nor stored as bytes nobody can read).
    scope.addHook("onRequest", async (request, reply) => {
      const encoding = request.headers["content-encoding"];
      if (encoding !== undefined && encoding.trim().toLowerCase() !== "identity") {
        return fail(reply, request, 415, "encoded");
      }
    });

    const { max, timeWindowMs } = options.rateLimit ?? contactRateLimit;
    await scope.register(rateLimit, {
      max,
      timeWindow: timeWindowMs,
      // A client's posts are counted under its address, an IPv4 one mapped into
      // IPv6 as itself; for IPv6 its /64, which one home or phone holds whole
      // and could change address within. The error it throws is answered below.
      ipv6Subnet: 64,
    });

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof BodyError) {
        const { field = "" } = error;
        return fail(reply, request, 400, (answers) => format(answers[error.answer], { field }));
      }
      const refusal = bodyRefusals[error.code];
      if (refusal) return fail(reply, request, ...refusal);
      if (error.statusCode === 429) return fail(reply, request, 429, "tooMany");
      if (error.statusCode && error.statusCode < 500) {
        return fail(reply, request, error.statusCode, "unreadable");
      }
      request.log.error({ err: { type: error.name, code: error.code } }, "contact message failed");
      return fail(reply, request, 500, "server");
    });

    scope.post(contactEndpoint, { bodyLimit: bodyLimitBytes }, async (request, reply) => {
      const { origin, "sec-fetch-site": site } = request.headers;
      if (origin ? !isOwnOrigin(origin, request, allowedOrigins) : site !== "same-origin") {
        request.log.warn({ outcome: "rejected-origin" }, "contact message refused");
        return fail(reply, request, 403, "crossOrigin");
      }
      const language = answerLanguage(request, allowedOrigins);
      const check = checkContact(request.body, contactFormWordsIn[language], {
        plans: insurancePlans,
        days: officeDays,
      });
      if (!check.ok) {
        request.log.info(
          { outcome: "invalid", fields: Object.keys(check.fieldErrors) },
          "contact message refused",
        );
        return fail(reply, request, 400, () => check.message, check.fieldErrors);
      }
      if (check.spam) {
        request.log.info({ outcome: "honeypot" }, "contact message dropped");
      } else {
        let stored;
        try {
          stored = options.store.add({ ...check.value, language });
        } catch (error) {
          if (!(error instanceof StoreError)) throw error;
          // SQLite's own words ("database or disk is full"); never the visitor's.
          const { check: failed, message: reason, action } = error;
          const entry = { outcome: "not-stored", failed, reason, action };
          request.log.error(entry, "contact message not stored");
          return fail(reply, request, 503, "notStored");
        }
        request.log.info({ messageId: stored.id, outcome: "stored" }, "contact message stored");
        options.onStored?.();
      }
      if (isFormPost(request)) {
        // A bot's post (the trap filled) gets a receipt too, as if it had been kept.
        const receipt = {
          name: check.value.name,
          patient: check.value.patient,
          sentAt: new Date(),
        };
        return reply
          .code(303)
          .redirect(landing?.(receipt, language) ?? contactOutcomeUrls[language].sent);
      }
      return reply.code(200).send({ ok: true });
    });
  });
}
