// Spanish (neutral Latin American, as read by US patients) translation of the
// condition pages: conditions, conditionsIndex and conditionCallToAction.
// Draft Spanish translation of app/content/conditions.ts; awaiting review by a qualified medical translator.
// 2026-11-23
//
// Same structure and order as the English file, so the two can be read side by
// side. Practice numbers come from careFacts, as in the English; the ICHD-3
// figures are written as literals, as in the English. Slugs, icons, sources,
// treatment slugs and review dates are the English values, by reference.
// The helper conditionWarnings is not translated here:
// it holds no words of its own.
import type * as en from "#app/content/conditions.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

/** The /conditions page. */
export const conditionsIndex = {
  seoTitle: "Trastornos de dolor de cabeza que tratamos",
  description: (names: string) => `${names}: diagnóstico y tratamiento.`,
  title: "Afecciones que tratamos",
  intro:
    "No todos los trastornos de dolor de cabeza son iguales. Saber cuál tiene usted es el primer paso hacia el tratamiento adecuado.",
  callToAction: {
    heading: "¿No sabe qué tipo de dolor de cabeza tiene?",
    points: ["Un diagnóstico hecho por un especialista", "Un plan hecho para usted"],
  },
} satisfies Translated<typeof en.conditionsIndex>;

/**
 * The call to action that closes every condition page; its points are the
 * practice's own sentences, from the translation of clinic.ts.
 */
export const conditionCallToAction = {
  heading: "Hable con un especialista en dolor de cabeza",
  points: [clinicWords.newPatients.badge, clinicWords.insurance.summary],
} satisfies Translated<typeof en.conditionCallToAction>;
