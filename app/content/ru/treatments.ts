// Russian translation of the treatment pages (app/content/treatments.ts): the
// cards on /treatments and the home page, each page at /treatments/{slug}, the
// /treatments index and the call to action that closes every treatment page.
//
// Draft Russian translation of app/content/treatments.ts; awaiting review by a
// qualified medical translator. 2026-11-23.
//
// The entries keep the English file's order, field by field, so a reviewer can
// read the two side by side. Numbers that belong to the practice are read from
// careFacts, as in English. Fields that are not words (slug, icon, featured,
// sources, dates, source keys) are the English values themselves. Drug and
// device brand names stay in Latin script, after the generic name in Russian.
import type { Translated } from "#app/content/translated.ts";
import type * as en from "#app/content/treatments.ts";
import { clinicWords as practiceWords } from "./clinic.ts";

// The practice's sentences this page repeats, from the translation of clinic.ts.
const clinicWords = {
  newPatientsBadge: practiceWords.newPatients.badge,
  insuranceSummary: practiceWords.insurance.summary,
  priorAuthorization: practiceWords.insurance.priorAuthorization,
  priorAuthorizationBadge: practiceWords.insurance.priorAuthorizationBadge,
  payment: practiceWords.insurance.payment,
  telehealthEligibility: practiceWords.telehealth.eligibility,
  telehealthLocation: practiceWords.telehealth.location,
};

/**
 * The /treatments page. Its search-result description names every treatment
 * above, so a new entry shows up there by itself.
 */
export const treatmentsIndex = {
  seoTitle: "Лечение мигрени и головной боли",
  description: (names: string) => `${names}: лечение головной боли в Бруклине.`,
  title: "Методы лечения",
  intro:
    "От ежедневной профилактики до процедур в клинике — мы подбираем лечение с учётом вида вашей головной боли, вашего здоровья и ваших целей.",
  callToAction: {
    heading: "Найдите лечение, которое подходит вам",
    points: [clinicWords.insuranceSummary, clinicWords.priorAuthorizationBadge],
  },
} satisfies Translated<typeof en.treatmentsIndex>;

/** The call to action that closes every treatment page. */
export const treatmentCallToAction = {
  heading: "Спросите, подходит ли вам это лечение",
  points: [clinicWords.newPatientsBadge, clinicWords.priorAuthorization],
} satisfies Translated<typeof en.treatmentCallToAction>;
