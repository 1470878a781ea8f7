// The condition pages (/conditions and /conditions/{slug}) and their index and
// call-to-action objects, in Simplified Chinese.
//
// Draft Simplified Chinese translation of app/content/conditions.ts; awaiting
// review by a qualified medical translator. 2026-11-23.
//
// Kept in the English file's order so a reviewer can read the two side by
// side. Practice figures are read from careFacts as in the English; ICHD-3
// figures are written as literals, as there. Slugs, icons, claim sources,
// source lists and review dates are the English values, by reference.
import type * as en from "#app/content/conditions.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

/** The /conditions page. */
export const conditionsIndex = {
  seoTitle: "我们诊治的头痛疾病",
  description: (names: string) => `${names}：诊断与治疗。`,
  title: "我们诊治的疾病",
  intro: "头痛疾病各不相同。弄清楚您患的是哪一种，是获得正确治疗的第一步。",
  callToAction: {
    heading: "不确定自己是哪种头痛？",
    points: ["由专科医生明确诊断", "为您量身制定的治疗方案"],
  },
} satisfies Translated<typeof en.conditionsIndex>;

/**
 * The call to action that closes every condition page; its points are the
 * practice's own sentences, from the translation of clinic.ts.
 */
export const conditionCallToAction = {
  heading: "咨询头痛专科医生",
  points: [clinicWords.newPatients.badge, clinicWords.insurance.summary],
} satisfies Translated<typeof en.conditionCallToAction>;
