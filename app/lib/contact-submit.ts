// The one place the contact form hands a message over: a JSON post to the
// site's own server, which answers success only once the message is stored.
// The form shows the outcome; nothing else knows how a message travels. Only
// the browser runs this: the server shares the form's rules from contact/.
import { type ContactResult, contactEndpoint } from "./contact/endpoint.ts";
import type { ContactValues, FieldErrors } from "./contact/fields.ts";

/**
 * Sends the message and reports the outcome. Throws when the server cannot be
 * reached, so the caller can keep the visitor's text and offer the phone.
 */
export async function sendContactMessage(values: ContactValues): Promise<ContactResult> {
  const response = await fetch(contactEndpoint, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(values),
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
        : `Our server could not take the message (error ${response.status}).`,
    fieldErrors:
      typeof answer.fieldErrors === "object" && answer.fieldErrors !== null
        ? (answer.fieldErrors as FieldErrors)
        : undefined,
  };
}
