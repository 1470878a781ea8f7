// Where the form posts and what comes back: the same for the contact form's
// script's JSON post (app/browser/contact-form.ts) and for a plain form post
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

/**
 * The fields a browser sends on that the server may still not read: its
 * type=email check is looser than the server's, and type=tel checks nothing.
 * A form post turned away for these alone lands on a panel that names them
 * and says how to write them (`both` for the two); a post with any other
 * problem lands on the general "not sent" panel.
 */
export const notReadIds = {
  email: "email-not-read",
  phone: "phone-not-read",
  both: "email-and-phone-not-read",
} as const;

export type NotRead = keyof typeof notReadIds;

/** Which not-read panel a post's field errors call for, if one says it all. */
export function notReadOf(fieldErrors: FieldErrors | undefined): NotRead | undefined {
  const fields = Object.keys(fieldErrors ?? {});
  if (fields.length === 0 || fields.some((field) => field !== "email" && field !== "phone")) {
    return undefined;
  }
  return fields.length === 2 ? "both" : (fields[0] as "email" | "phone");
}
