// The contact form's fields, as the browser sends them and the server stores
// them.
export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  message: string;
};

export type ContactField = keyof ContactValues;

export const emptyContactValues: ContactValues = { name: "", email: "", phone: "", message: "" };

/**
 * A field people never see and bots fill in. A message with it filled is
 * answered as if accepted, and dropped.
 */
export const honeypotField = "website";

export type FieldErrors = Partial<Record<ContactField, string>>;
