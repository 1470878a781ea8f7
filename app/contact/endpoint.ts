// Where the form posts and what comes back: the same for the contact form's
// script's JSON post (app/browser/contact-form.ts) and for a plain form post
// without JavaScript.
import type { FieldErrors } from "./fields.ts";

/** Where the form posts; also its action when JavaScript is off. */
export const contactEndpoint = "/api/contact";

/** The server's JSON answer, as the contact form's script reads it. */
export type ContactResult =
  { ok: true } | { ok: false; message: string; fieldErrors?: FieldErrors };

/** The panels of the contact page a post without JavaScript lands on, hidden until the address names them. */
export const contactOutcomeIds = { sent: "message-sent", notSent: "message-not-sent" } as const;

/**
 * The fields a browser sends on that the server may still not read (its
 * type=email check is looser than the server's, type=tel checks nothing): a
 * post turned away for these alone lands on a panel that says how to write
 * them; one with any other problem, on the "not sent" panel.
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
