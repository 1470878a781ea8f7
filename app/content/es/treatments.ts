// Spanish (neutral Latin American, as read by US patients) translation of the
// treatment pages: treatments, treatmentsIndex and treatmentCallToAction.
// Draft Spanish translation of app/content/treatments.ts; awaiting review by a qualified medical translator.
// 2026-11-23
//
// Same structure and order as the English file, so the two can be read side by
// side. Practice numbers come from careFacts, as in the English. Slugs, icons,
// `featured`, condition slugs, sources, numeric-claim source keys and review
// dates are the English values, by reference.
import type { Translated } from "#app/content/translated.ts";
import type * as en from "#app/content/treatments.ts";
import { clinicWords as practiceWords } from "./clinic.ts";

// The practice's sentences this page repeats, from the translation of clinic.ts.
const clinicText = {
  newPatientsBadge: practiceWords.newPatients.badge,
  insuranceSummary: practiceWords.insurance.summary,
  priorAuthorization: practiceWords.insurance.priorAuthorization,
  priorAuthorizationBadge: practiceWords.insurance.priorAuthorizationBadge,
  payment: practiceWords.insurance.payment,
  telehealthEligibility: practiceWords.telehealth.eligibility,
  telehealthLocation: practiceWords.telehealth.location,
};

/** The /treatments page. */
export const treatmentsIndex = {
  seoTitle: "Tratamientos para la migraña y el dolor de cabeza",
  description: (names: string) => `${names}: tratamiento del dolor de cabeza en Brooklyn.`,
  title: "Opciones de tratamiento",
  intro:
    "Desde la prevención diaria hasta los procedimientos en el consultorio, elegimos el tratamiento según su tipo de dolor de cabeza, su salud y sus metas.",
  callToAction: {
    heading: "Encuentre el tratamiento adecuado para usted",
    points: [clinicText.insuranceSummary, clinicText.priorAuthorizationBadge],
  },
} satisfies Translated<typeof en.treatmentsIndex>;

/** The call to action that closes every treatment page. */
export const treatmentCallToAction = {
  heading: "Pregunte si este tratamiento es adecuado para usted",
  points: [clinicText.newPatientsBadge, clinicText.priorAuthorization],
} satisfies Translated<typeof en.treatmentCallToAction>;
