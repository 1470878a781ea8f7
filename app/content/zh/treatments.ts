// The treatment pages (/treatments and /treatments/{slug}) and their index and
// call-to-action objects, in Simplified Chinese.
//
// Draft Simplified Chinese translation of app/content/treatments.ts; awaiting
// review by a qualified medical translator. 2026-11-23.
//
// Kept in the English file's order so a reviewer can read the two side by
// side. Practice figures are read from careFacts as in the English. Slugs,
// icons, `featured`, linked condition slugs, claim sources, source lists and
// review dates are the English values, by reference.
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
  seoTitle: "偏头痛与头痛治疗",
  description: (names: string) => `${names}：布鲁克林的头痛治疗。`,
  title: "治疗方案",
  intro:
    "从日常预防到在诊所进行的治疗操作，我们会根据您的头痛类型、健康状况和目标来选择合适的治疗。",
  callToAction: {
    heading: "找到适合您的治疗",
    points: [clinicText.insuranceSummary, clinicText.priorAuthorizationBadge],
  },
} satisfies Translated<typeof en.treatmentsIndex>;

/** The call to action that closes every treatment page. */
export const treatmentCallToAction = {
  heading: "咨询这项治疗是否适合您",
  points: [clinicText.newPatientsBadge, clinicText.priorAuthorization],
} satisfies Translated<typeof en.treatmentCallToAction>;
