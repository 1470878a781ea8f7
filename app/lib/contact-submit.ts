// The one place the contact form hands a message over: a JSON post to the
// site's own server, which answers success only once the message is stored.
// The form shows the outcome; nothing else knows how a message travels.
export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  message: string;
};

export type ContactField = keyof ContactValues;

export type ContactResult =
  | { ok: true }
  | { ok: false; message: string; fieldErrors?: Partial<Record<ContactField, string>> };

/** Where the form posts; also its action when JavaScript is off. */
export const contactEndpoint = "/api/contact";

/**
 * Where a form post without JavaScript lands: back on the contact page,
 * scrolled to the panel that says what happened. The panels are hidden until
 * the address names them, so the outcome needs no page of its own.
 */
export const contactOutcomeIds = { sent: "message-sent", notSent: "message-not-sent" } as const;
export const contactOutcomeUrls = {
  sent: `/contact#${contactOutcomeIds.sent}`,
  notSent: `/contact#${contactOutcomeIds.notSent}`,
} as const;

export const emptyContactValues: ContactValues = { name: "", email: "", phone: "", message: "" };

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
        ? (answer.fieldErrors as Partial<Record<ContactField, string>>)
        : undefined,
  };
}
