// The contact form's rules, shared by the browser (to show a problem beside
// its field before sending) and the server (which trusts nothing it did not
// check itself). Text is checked, never changed, but for one thing read back
// to how it was typed: a line break in the message box, one character to the
// browser and CR LF in a plain form post, is one LF on every path. The words
// of its problems are an argument, so no language's words are in the
// browser's bundle.
import {
  type ContactDetails,
  type DetailField,
  type TimeSlot,
  callbackLanguages,
  checkedValue,
  emptyDetails,
  detailFields,
  detailLimits,
  otherPlan,
  patientKinds,
  selfPay,
  timeSlots,
} from "./details.ts";
import type { ContactFormWords } from "./facts.ts";
import {
  type ContactField,
  type ContactValues,
  type FieldErrors,
  contactFields,
  honeypotField,
  languageField,
} from "./fields.ts";
import { format } from "./format.ts";
import { contactLimits, withThousands } from "./limits.ts";

type ContactCheck =
  | { ok: true; value: ContactValues & ContactDetails; spam: boolean }
  | { ok: false; message: string; fieldErrors: FieldErrors };

const knownKeys: readonly string[] = [
  ...contactFields,
  ...detailFields,
  honeypotField,
  languageField,
];

// Letters, digits and the usual punctuation of an address, a dot in the
// domain: close to what the browser's own type="email" check accepts.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/**
 * A phone number: 7 to 21 digits with the separators people type, an
 * optional leading +, and an optional extension. One rule for the phone
 * field's `pattern`, which the browser checks before a post without
 * JavaScript (as ^(?:…)$ with the v flag), and for checkField, which
 * compiles it with the u flag that older browsers know too. Spaces are \s
 * less the controls no one-line field may hold and the byte-order mark,
 * which textProblem refuses first. phone-pattern.test.ts holds the browser
 * and the server to the same verdict on every sample.
 */
const spaceOnALine = String.raw`[ \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]`;
export const phoneInputPattern = [
  String.raw`(?=[\s\S]{1,${contactLimits.phone}}$)`,
  String.raw`(?=(?:\D*\d){7,21}\D*$)`,
  String.raw`${spaceOnALine}*\+?[0-9 \(\)\.\-]+`,
  String.raw`(?:${spaceOnALine}*(?:[xX]|[eE][xX][tT]\.?)${spaceOnALine}*[0-9]{1,6})?`,
  String.raw`${spaceOnALine}*`,
].join("");
const phoneRule = new RegExp(`^(?:${phoneInputPattern})$`, "u");
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
// Format characters that draw nothing and that no word in the site's
// languages needs: zero-width spaces, direction marks, word joiners and
// invisible operators, byte-order marks, tags (hidden ASCII), and the like.
// Pasted text can carry them; they hide or reorder what staff read. The
// zero-width joiner and non-joiner stay: emoji and some scripts need them.
const invisibleFormat =
  /[\u061c\u180e\u200b\u200e\u200f\u2060-\u2064\u206a-\u206f\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;
// Characters that draw nothing (spaces, format characters, combining marks
// on their own, the blank letters of Hangul and Braille): a field of only
// these is empty.
const invisible = /[\s\p{Cf}\p{Mn}\p{Me}\u115f\u1160\u3164\uffa0\u2800]/gu;

/** The text as the visitor typed it: a CR LF line break is one character. */
const asTyped = (text: string) => text.replaceAll("\r\n", "\n");

/** A field's problem in the form's words, with its name and limit filled in. */
function problemOf(
  problem: keyof ContactFormWords["problems"],
  field: ContactField | DetailField,
  words: ContactFormWords,
  limit?: number,
): string {
  return format(words.problems[problem], {
    field: words.fieldNames[field],
    limit: limit === undefined ? "" : withThousands(limit, words.thousandsSeparator),
  });
}

function textProblem(
  field: ContactField | DetailField,
  value: string,
  limit: number,
  words: ContactFormWords,
): string | undefined {
  if ([...asTyped(value)].length > limit) return problemOf("tooLong", field, words, limit);
  if (loneSurrogate.test(value)) return problemOf("unreadable", field, words);
  const controls = field === "message" ? multiLineControls : singleLineControls;
  if (controls.test(value) || bareCarriageReturn.test(value) || bidiControls.test(value)) {
    return problemOf("notAllowed", field, words);
  }
  if (invisibleFormat.test(value)) return problemOf("invisible", field, words);
  return undefined;
}

function checkField(
  field: ContactField,
  value: string,
  words: ContactFormWords,
): string | undefined {
  if (value.replace(invisible, "") === "") return problemOf("required", field, words);
  const text = textProblem(field, value, contactLimits[field], words);
  if (text) return text;
  if (field === "email" && !emailPattern.test(value)) return words.problems.email;
  if (field === "phone" && !phoneRule.test(value)) return words.problems.phone;
  return undefined;
}

/**
 * The plans a post may name and the days whose half days it may tick, when
 * the caller has them; else any one line of text (a backup's rows, written
 * when the list may have been another) and any day of the week.
 */
type ContactChoices = { plans?: readonly string[]; days?: readonly string[] };

/** A value a visitor left empty, as JSON or a form post sends it. */
const unanswered = (value: unknown) => value === undefined || value === "" || value === null;

/**
 * Checks the optional answers: each is empty or one of the choices offered
 * (a ticked box is "yes", or true in JSON); the other times are text by the
 * rules of a one-line field.
 */
function checkDetails(
  record: Record<string, unknown>,
  words: ContactFormWords,
  choices: ContactChoices,
): { value: ContactDetails; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const value: ContactDetails = { ...emptyDetails, times: [] };
  const notOffered = (field: DetailField) => (errors[field] = problemOf("choice", field, words));
  const oneOf = <T extends string>(field: DetailField, offered: readonly T[]): T | "" => {
    const raw = record[field];
    if (unanswered(raw)) return "";
    if (typeof raw === "string" && (offered as readonly string[]).includes(raw)) return raw as T;
    notOffered(field);
    return "";
  };

  value.patient = oneOf("patient", patientKinds);
  value.callbackLanguage = oneOf("callbackLanguage", callbackLanguages);

  const times = record.times;
  const ticked = unanswered(times) ? [] : typeof times === "string" ? [times] : times;
  const offered = (slot: unknown) =>
    timeSlots.includes(slot as TimeSlot) &&
    (choices.days?.includes(String(slot).split("-")[0] ?? "") ?? true);
  if (Array.isArray(ticked) && ticked.every(offered) && new Set(ticked).size === ticked.length) {
    value.times = timeSlots.filter((slot) => ticked.includes(slot));
  } else {
    notOffered("times");
  }

  const interpreter = record.interpreter;
  if (interpreter === checkedValue || interpreter === true) value.interpreter = true;
  else if (!unanswered(interpreter) && interpreter !== false) notOffered("interpreter");

  for (const field of ["timesNote", "plan"] as const) {
    const raw = record[field];
    if (unanswered(raw) || (typeof raw === "string" && raw.replace(invisible, "") === "")) continue;
    const plans = field === "plan" && choices.plans && [...choices.plans, otherPlan, selfPay];
    const problem =
      typeof raw !== "string"
        ? problemOf("notText", field, words)
        : plans
          ? !plans.includes(raw) && problemOf("choice", field, words)
          : textProblem(field, raw, detailLimits[field], words);
    if (problem) errors[field] = problem;
    else value[field] = String(raw);
  }
  return { value, errors };
}

/** Checks a whole submission: the four fields, the optional answers, nothing unknown, all text. */
export function checkContact(
  input: unknown,
  words: ContactFormWords,
  choices: ContactChoices = {},
): ContactCheck {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, message: words.unreadableForm, fieldErrors: {} };
  }
  const record = input as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !knownKeys.includes(key));
  if (unknown.length > 0) {
    return {
      ok: false,
      message: format(words.unknownFields, { fields: unknown.slice(0, 3).join(", ") }),
      fieldErrors: {},
    };
  }

  const fieldErrors: FieldErrors = {};
  const value = { name: "", email: "", phone: "", message: "" } as ContactValues;
  for (const field of contactFields) {
    const raw = record[field] === undefined ? "" : record[field];
    const error =
      typeof raw === "string" ? checkField(field, raw, words) : problemOf("notText", field, words);
    if (error) fieldErrors[field] = error;
    else value[field] = asTyped(raw as string);
  }
  const details = checkDetails(record, words, choices);
  Object.assign(fieldErrors, details.errors);
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, message: words.correctFields, fieldErrors };
  }

  const trap = record[honeypotField];
  return {
    ok: true,
    value: { ...value, ...details.value },
    spam: trap !== undefined && trap !== "",
  };
}
