// Russian translation of the condition pages (app/content/conditions.ts): the
// cards on /conditions and the home page, each page at /conditions/{slug}, the
// /conditions index and the call to action that closes every condition page.
//
// Draft Russian translation of app/content/conditions.ts; awaiting review by a
// qualified medical translator. 2026-11-23.
//
// The entries keep the English file's order, field by field, so a reviewer can
// read the two side by side. Numbers that belong to the practice are read from
// careFacts, as in English; the ICHD-3 figures are written as literals.
// Fields that are not words (slug, icon, sources, dates, source keys) are the
// English values themselves.
import type * as en from "#app/content/conditions.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

/**
 * The /conditions page. Its search-result description names every condition
 * above, so a new entry shows up there by itself.
 */
export const conditionsIndex = {
  seoTitle: "Какие головные боли мы лечим",
  description: (names: string) => `${names}: диагностика и лечение.`,
  title: "Заболевания, которые мы лечим",
  intro:
    "Головные боли бывают разными. Понять, какая именно у вас, — первый шаг к правильному лечению.",
  callToAction: {
    heading: "Не знаете, какая у вас головная боль?",
    points: ["Диагноз ставит специалист", "План лечения, составленный для вас"],
  },
} satisfies Translated<typeof en.conditionsIndex>;

/**
 * The call to action that closes every condition page; its points are the
 * practice's own sentences, from the translation of clinic.ts.
 */
export const conditionCallToAction = {
  heading: "Поговорите со специалистом по головной боли",
  points: [clinicWords.newPatients.badge, clinicWords.insurance.summary],
} satisfies Translated<typeof en.conditionCallToAction>;
