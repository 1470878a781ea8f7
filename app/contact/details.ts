// The contact form's optional questions, which spare the front desk a first
// call back's questions: each a choice the form offers, but the free text
// about other times. Stored with the message and shown to staff.

/** The days a visitor may tick, by their schema.org names in lower case. */
export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
type Weekday = (typeof weekdays)[number];

export const dayParts = ["morning", "afternoon"] as const;
export type DayPart = (typeof dayParts)[number];

/** A half day that suits the visitor: "monday-morning". */
export type TimeSlot = `${Weekday}-${DayPart}`;

export const timeSlots: readonly TimeSlot[] = weekdays.flatMap((day) =>
  dayParts.map((part): TimeSlot => `${day}-${part}`),
);

export const patientKinds = ["new", "returning"] as const;
export type PatientKind = (typeof patientKinds)[number];

/** The plan choices beside the practice's plan list. */
export const otherPlan = "other";
export const selfPay = "self-pay";

/**
 * The languages a call back can be in (BCP 47): the site's, with Chinese as
 * the two people speak (Mandarin and Cantonese), and any other.
 */
export const callbackLanguages = ["en", "es", "ru", "cmn", "yue", "other"] as const;
export type CallbackLanguage = (typeof callbackLanguages)[number];

/** Each call-back language named in itself, and the tag its name is written in. */
export const callbackLanguageNames = {
  en: { name: "English", lang: "en" },
  es: { name: "Español", lang: "es" },
  ru: { name: "Русский", lang: "ru" },
  cmn: { name: "普通话", lang: "cmn-Hans" },
  yue: { name: "廣東話", lang: "yue-Hant" },
} satisfies Record<Exclude<CallbackLanguage, "other">, { name: string; lang: string }>;

/** The answers of a message that gives none: each empty, or false, until the visitor gives it. */
export const emptyDetails = {
  /** New or returning patient. */
  patient: "" as "" | PatientKind,
  /** The half days that suit the visitor, in the week's order. */
  times: [] as TimeSlot[],
  /** Other days or times, in the visitor's words. */
  timesNote: "",
  /** A plan of the practice's list, `otherPlan` or `selfPay`. */
  plan: "",
  callbackLanguage: "" as "" | CallbackLanguage,
  /** The visitor asked for an interpreter on the call back. */
  interpreter: false,
};

export type ContactDetails = typeof emptyDetails;
export type DetailField = keyof ContactDetails;

export const detailFields = Object.keys(emptyDetails) as readonly DetailField[];

/** How long the free-text answers may be. A plan name is checked against the list when posted. */
export const detailLimits = { timesNote: 200, plan: 100 } as const;

/** What a form post sends for a ticked box ("I need an interpreter"). */
export const checkedValue = "yes";
