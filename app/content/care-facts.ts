// The practice's clinical and scheduling numbers (spec §9), written in
// content/practice/en/facts.yaml under `care:`. Every page that states one of these
// numbers renders it from there, so no two pages can disagree. Tests check
// the rendered text against these values.
import { practiceFacts } from "./practice-facts.ts";

export type Range = { readonly min: number; readonly max: number };

/** "60–90" with an en dash, the way ranges read on every page. */
export function formatRange(range: Range): string {
  return `${range.min}–${range.max}`;
}

/** The care figures, from content/practice/en/facts.yaml (its `care:` block). */
export const careFacts = practiceFacts.care;
