// The contact form's rules, shared by the browser (to show a problem beside
// its field before sending) and the server (which trusts nothing it did not
// check itself). Text is checked, never changed: what passes is stored
// exactly as the visitor typed it. One thing is read back to how it was
// typed: a line break in the message box, which the browser counts as one
// character and a plain form post sends as CR LF, is one LF on every path. The words of its problems are an
// argument, in the page's language: the browser has them from the page's
// data and the server picks them by the post's language, so no language's
// words are in the browser's bundle.
import type { ContactFormWords } from "./facts.ts";
import {
  type ContactField,
  type ContactValues,
  type FieldErrors,
  honeypotField,
  languageField,
} from "./fields.ts";
import { fillIn } from "./fill-in.ts";
import { contactLimits, withThousands } from "./limits.ts";

export type { ContactFormWords };

export type ContactCheck =
  | { ok: true; value: ContactValues; spam: boolean }
  | { ok: false; message: string; fieldErrors: FieldErrors };

const fieldNames = Object.keys(contactLimits) as ContactField[];

/** Keys a post may carry besides the message's fields. */
const otherKeys: readonly string[] = [honeypotField, languageField];

// Letters, digits and the usual punctuation of an address, a dot in the
// domain: close to what the browser's own type="email" check accepts.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
// Digits with the separators people type, an optional leading +, and an
// optional extension.
const phonePattern = /^\+?[0-9 ().-]+(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;
// Control characters; a message may hold line breaks and tabs, other fields none.
/* eslint-disable no-control-regex -- finding control characters is the point */
const singleLineControls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const multiLineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// A carriage return that does not start a CRLF line break: it makes a later
// line overwrite an earlier one on a terminal.
const bareCarriageReturn = /\r(?!\n)/;
// Bidirectional embeddings, overrides and isolates reorder the text around
// them ("Trojan Source"), so what staff read is not what was written.
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/;
// Characters that draw nothing: spaces, format characters (zero-width space,
// joiners, direction marks), combining marks on their own, and the blank
// letters of Hangul and Braille. A field of only these is empty.
const invisible = /[\s\p{Cf}\p{Mn}\p{Me}\u115f\u1160\u3164\uffa0\u2800]/gu;

/** The characters of a text as the visitor typed them: a CR LF line break is one. */
function asTyped(text: string): string {
  return text.replaceAll("\r\n", "\n");
}

function length(text: string): number {
  return [...asTyped(text)].length;
}

function checkField(
  field: ContactField,
  value: string,
  words: ContactFormWords,
): string | undefined {
  const { problems } = words;
  const named = (template: string) =>
    fillIn(template, {
      field: words.fieldNames[field],
      limit: withThousands(contactLimits[field], words.thousandsSeparator),
    });
  if (value.replace(invisible, "") === "") return named(problems.required);
  if (length(value) > contactLimits[field]) return named(problems.tooLong);
  if (loneSurrogate.test(value)) return named(problems.unreadable);
  const controls = field === "message" ? multiLineControls : singleLineControls;
  if (controls.test(value) || bareCarriageReturn.test(value) || bidiControls.test(value)) {
    return named(problems.notAllowed);
  }
  if (field === "email" && !emailPattern.test(value)) return problems.email;
  if (field === "phone") {
    const digits = value.replace(/\D/g, "").length;
    if (!phonePattern.test(value.trim()) || digits < 7 || digits > 21) return problems.phone;
  }
  return undefined;
}

/**
 * Checks a whole submission: the four fields, nothing unknown, all text.
 * Its problems are in `words`, the form's words in the page's language.
 */
export function checkContact(input: unknown, words: ContactFormWords): ContactCheck {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, message: words.unreadableForm, fieldErrors: {} };
  }
  const record = input as Record<string, unknown>;
  const unknown = Object.keys(record).filter(
    (key) => !otherKeys.includes(key) && !fieldNames.includes(key as ContactField),
  );
  if (unknown.length > 0) {
    return {
      ok: false,
      message: fillIn(words.unknownFields, { fields: unknown.slice(0, 3).join(", ") }),
      fieldErrors: {},
    };
  }

  const fieldErrors: FieldErrors = {};
  const value = { name: "", email: "", phone: "", message: "" } as ContactValues;
  for (const field of fieldNames) {
    const raw = record[field];
    if (raw !== undefined && typeof raw !== "string") {
      fieldErrors[field] = fillIn(words.problems.notText, { field: words.fieldNames[field] });
      continue;
    }
    const error = checkField(field, raw ?? "", words);
    if (error) fieldErrors[field] = error;
    else value[field] = asTyped(raw ?? "");
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, message: words.correctFields, fieldErrors };
  }

  const trap = record[honeypotField];
  return { ok: true, value, spam: trap !== undefined && trap !== "" };
}
