// The one place the contact form hands a message over. The form calls
// sendContactMessage and shows the outcome; nothing else knows how a
// message travels.
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

export const emptyContactValues: ContactValues = { name: "", email: "", phone: "", message: "" };

/**
 * Hands the message over and reports the outcome. For now the site has no
 * message store, so this only confirms receipt in the browser, as the spec's
 * site does; it never reports more than that.
 */
export async function sendContactMessage(values: ContactValues): Promise<ContactResult> {
  void values;
  return { ok: true };
}
