// Where the form posts and what comes back: the same for the contact form's
// script's JSON post (app/browser/contact-submit.ts) and for a plain form post
// without JavaScript.
import type { FieldErrors } from "./fields.ts";

/** Where the form posts; also its action when JavaScript is off. */
export const contactEndpoint = "/api/contact";

/** The server's JSON answer, as the contact form's script reads it. */
export type ContactResult =
  { ok: true } | { ok: false; message: string; fieldErrors?: FieldErrors };

/**
 * Where a form post without JavaScript lands: back on the contact page,
 * scrolled to the panel that says what happened. The panels are hidden until
 * the address names them, so the outcome needs no page of its own.
 */
export const contactOutcomeIds = { sent: "message-sent", notSent: "message-not-sent" } as const;
