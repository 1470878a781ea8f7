// The one place the contact form hands a message over: a JSON post to the
// site's own server, which answers success only once the message is stored.
// The form shows the outcome; nothing else knows how a message travels. Only
// the browser runs this: the server shares the form's rules from contact/.
import { type ContactResult, contactEndpoint } from "#app/contact/endpoint.ts";
// Types only: facts.ts reads content, which the browser's bundle must not hold.
import type { ContactFormWords, Language } from "#app/contact/facts.ts";
import { type ContactValues, type FieldErrors, languageField } from "#app/contact/fields.ts";
import { format } from "#app/contact/format.ts";

/**
 * Sends the message with the language of the page, so the server answers in
 * it, and reports the outcome in the form's `words`. Throws when the server
 * cannot be reached, so the caller can keep the visitor's text and offer the
 * phone.
 */
export async function sendContactMessage(
  values: ContactValues,
  language: Language,
  words: Pick<ContactFormWords, "serverError">,
): Promise<ContactResult> {
  const response = await fetch(contactEndpoint, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ ...values, [languageField]: language }),
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok && (body as { ok?: unknown } | undefined)?.ok === true) return { ok: true };
  const answer = (body ?? {}) as { message?: unknown; fieldErrors?: unknown };
  return {
    ok: false,
    message:
      typeof answer.message === "string"
        ? answer.message
        : format(words.serverError, { status: String(response.status) }, language),
    fieldErrors:
      typeof answer.fieldErrors === "object" && answer.fieldErrors !== null
        ? (answer.fieldErrors as FieldErrors)
        : undefined,
  };
}
