// The practice's clinical and scheduling numbers (spec §9). Every page that
// states one of these numbers renders it from here, so no two pages can
// disagree. Tests check the rendered text against these values.

export type Range = { readonly min: number; readonly max: number };

/** "60–90" with an en dash, the way ranges read on every page. */
export function formatRange(range: Range): string {
  return `${range.min}–${range.max}`;
}

export const careFacts = {
  responseHours: 24,
  firstVisitMinutes: { min: 60, max: 90 },
  followUpVisitMinutes: { min: 20, max: 30 },
  followUpEveryWeeks: { min: 4, max: 12 },
  newPreventiveFollowUpWeeks: { min: 2, max: 4 },
  chronicMigraine: { headacheDaysPerMonth: 15, months: 3, migraineDays: 8 },
  botox: { injections: 31, muscleAreas: 7, units: 155, everyWeeks: 12, minutes: 15, minAge: 18 },
  preventiveThresholdMigraineDays: 4,
  cgrpTrialMonths: 3,
  /**
   * PHYSICIAN TO CONFIRM: how long a trial of a CGRP medicine given every
   * three months (quarterly fremanezumab, eptinezumab) lasts before it is
   * judged. The AHS consensus (Ailani et al., 2021) gives 6 months; the spec
   * names only the 3-month trial, which stays for monthly medicines.
   */
  quarterlyCgrpTrialMonths: 6,
  /**
   * The spec's relief time for procedures. No page states it: no cited source
   * supports it (a nerve block's numbing medicine works within minutes). Kept
   * so tests can hold every page to that.
   */
  procedureReliefHours: { min: 48, max: 72 },
  outcomeMeasures: ["HIT-6", "MIDAS"],
} as const;
