// The contact form's fields, as the browser sends them and the server stores
// them. The optional answers beside them are in details.ts.
import type { DetailField } from "./details.ts";
import { contactLimits } from "./limits.ts";

export type ContactField = keyof typeof contactLimits;
export type ContactValues = Record<ContactField, string>;

/** The four fields, in the form's order. */
export const contactFields = Object.keys(contactLimits) as ContactField[];

/** A field people never see and bots fill in: a message with it filled is answered as if accepted, and dropped. */
export const honeypotField = "website";

/** A field's id in the form: the script finds it by its name to show its problem beside it. */
export const fieldId = (name: ContactField | DetailField) => `contact-${name}`;

/** A problem by field: one of the four, or an optional answer. */
export type FieldErrors = Partial<Record<ContactField | DetailField, string>>;

/**
 * The language of the page that posts (a hidden field of the form, and a key
 * of the JSON post): the server answers, and redirects a post without
 * JavaScript, in it. Not part of the message; the server keeps it beside it.
 */
export const languageField = "language";
