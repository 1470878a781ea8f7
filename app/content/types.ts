// Shapes shared by the condition and treatment pages.

/** A question and its answer; `points`, a list the answer introduces (the 911 signs, from their one home). */
export type Faq = { question: string; answer: string; points?: readonly string[] };

/** A source a page's medical facts rest on, cited by name. */
export type Source = {
  /** The work's title, e.g. "International Classification of Headache Disorders, 3rd edition (ICHD-3)". */
  title: string;
  /** Who published it, e.g. "International Headache Society". */
  publisher: string;
  year?: number;
};

/** A medicine in a table, such as the CGRP page's. */
export type Medication = {
  /** Generic name with the brand in brackets, e.g. "Erenumab (Aimovig)". */
  name: string;
  /** How it is taken, e.g. "Monthly self-injection". */
  dosing: string;
  mechanism: string;
  /** What it is used for, e.g. "Prevention". */
  use: string;
};

/** A labelled number shown as a key fact, e.g. { label: "Units", value: "155" }. */
export type KeyFact = { label: string; value: string };

/** One level of urgency in a page's warning signs: what to do, then when. */
export type WarningLevel = {
  /** What to do, e.g. "Call 911 now". */
  heading: string;
  /** The sentence that leads into the list. */
  intro: string;
  signs: readonly string[];
};

/** A page's warning signs: emergencies, signs that need a doctor the same day, and the crisis line. */
export type WarningSigns = {
  emergency: WarningLevel;
  sameDay: WarningLevel;
  crisis: { heading: string; text: string };
};

/** A titled block of paragraphs (and an optional list), for a page's extra sections. */
export type TextSection = {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
};
