// Spanish words for the home page (spec §1).
// Draft Spanish translation of app/content/home.ts; awaiting review by a qualified medical translator.
// 2026-11-23
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import * as en from "#app/content/home.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

/** The home page's title and search-result description. */
export const homeSeo = {
  title: "Especialista en migraña y dolor de cabeza en Brooklyn, NY",
  description:
    "Especialista certificada en dolores de cabeza en Brooklyn: migraña, cefalea en racimos y postraumática. Botox, terapia anti-CGRP y bloqueos nerviosos.",
} satisfies Translated<typeof en.homeSeo>;

export const hero = {
  headline: "Tratamiento experto de la migraña y el dolor de cabeza en Brooklyn",
  intro:
    "Le atiende una especialista en dolores de cabeza con certificación de la junta médica, que se toma el tiempo de averiguar qué causa sus dolores de cabeza y arma un plan que se adapta a su vida.",
  benefits: [
    "Especialista en dolores de cabeza con certificación de la junta médica",
    "Tratamientos avanzados, como Botox y la terapia anti-CGRP",
    "Planes de tratamiento personales y basados en la evidencia",
  ],
} as const satisfies Translated<typeof en.hero>;

/**
 * The hero's "meet the physician" card. The physician's name comes from
 * clinic.ts; these are the card's own words.
 */
export const physicianCard = {
  label: "Conozca a su médica",
  approach:
    "Primero averigua qué tipo de dolor de cabeza tiene usted y luego arma su plan según las guías médicas actuales.",
  link: { to: en.physicianCard.link.to, label: "Sobre su médica" },
} as const satisfies Translated<typeof en.physicianCard>;

/**
 * The physician's portrait. Only `alt` is words: it stays empty while the
 * portrait is the decorative initials placeholder; when a photo arrives, it
 * describes the photo in Spanish.
 */
export const physicianPortrait = {
  src: en.physicianPortrait.src,
  width: en.physicianPortrait.width,
  height: en.physicianPortrait.height,
  placeholder: en.physicianPortrait.placeholder,
  alt: "",
} as const satisfies Translated<typeof en.physicianPortrait>;

export const careSteps = [
  {
    number: en.careSteps[0].number,
    title: "Evaluación diagnóstica completa",
    description: `Una primera consulta de ${formatRange(careFacts.firstVisitMinutes)} minutos: toda su historia de dolores de cabeza, un examen neurológico y una revisión de sus tratamientos y estudios anteriores.`,
  },
  {
    number: en.careSteps[1].number,
    title: "Estrategia de tratamiento basada en la evidencia",
    description:
      "Un plan por escrito, basado en las guías actuales sobre el dolor de cabeza, que incluye qué tomar cuando empieza un ataque, la prevención y los desencadenantes que usted puede cambiar.",
  },
  {
    number: en.careSteps[2].number,
    title: "Procedimientos intervencionistas y neuromodulación",
    subtitle: "Tratamientos en el consultorio y dispositivos que calman las señales de dolor",
    description:
      "Cuando los medicamentos solos no bastan: Botox, bloqueos nerviosos, infusiones y dispositivos autorizados por la FDA.",
  },
  {
    number: en.careSteps[3].number,
    title: "Atención longitudinal",
    subtitle: "Atención que continúa durante meses y años",
    description: `Consultas de seguimiento cada ${formatRange(careFacts.followUpEveryWeeks)} semanas para medir su progreso con ${careFacts.outcomeMeasures.join(" y ")} y ajustar el plan.`,
  },
] as const satisfies Translated<typeof en.careSteps>;

/** The spec's five warning signs: the start of every emergency list. */
export const emergencySigns = [
  "Dolor de cabeza en trueno: un dolor repentino y fuerte que llega a su punto más alto en un minuto o menos",
  "Dolor de cabeza con fiebre y rigidez en el cuello",
  "Dolor de cabeza después de una lesión en la cabeza, con confusión o pérdida del conocimiento",
  "Un dolor de cabeza nuevo con pérdida de la visión o habla arrastrada",
  "El peor dolor de cabeza de su vida",
] as const satisfies Translated<typeof en.emergencySigns>;

/**
 * The general warning signs, in two levels (true emergencies, then signs that
 * need a doctor the same day), and the crisis line apart from both.
 */
export const warningSigns = {
  emergency: {
    heading: "Llame al 911 ahora",
    intro: "Llame al 911 o vaya de inmediato a la sala de emergencias más cercana si tiene:",
    signs: [
      ...emergencySigns,
      "Debilidad o adormecimiento repentinos, la cara caída de un lado, confusión, dificultad para caminar o una convulsión",
      "Un dolor de cabeza fuerte durante el embarazo o en las semanas después del parto",
    ],
  },
  sameDay: {
    heading: "Llámenos a nosotros o a su médico hoy",
    intro:
      "Estas señales necesitan que un médico le revise pronto, por lo general el mismo día. Si no puede hablar con un médico hoy, vaya a una sala de emergencias.",
    signs: [
      "Un dolor de cabeza nuevo que empieza después de los 50 años, sobre todo si le duele la mandíbula al masticar, le duele el cuero cabelludo o nota cambios en la vista",
      "Un dolor de cabeza nuevo o diferente si tiene cáncer o un sistema inmunitario debilitado",
      "Un dolor de cabeza nuevo, o un cambio en sus dolores de cabeza de siempre, durante el embarazo o después del parto",
      "Dolores de cabeza claramente diferentes de los de siempre, o que siguen empeorando durante días o semanas",
      "Dolor de cabeza que aparece al toser, estornudar, hacer fuerza o hacer ejercicio",
      "Dolor de cabeza que empeora mucho al acostarse, o al ponerse de pie",
    ],
  },
  crisis: {
    heading: "Si piensa en hacerse daño",
    text: "Llame o envíe un mensaje de texto al 988, la Línea de Prevención del Suicidio y Crisis, a cualquier hora del día o de la noche. Un dolor que no se quita puede agotar a cualquiera, y hay ayuda para usted. Si está en peligro en este momento, llame al 911.",
  },
  // The same claims as the English, as they read in the Spanish text.
  numericClaims: [
    { text: "911", source: en.warningSigns.numericClaims[0].source },
    { text: "988", source: en.warningSigns.numericClaims[1].source },
    { text: "después de los 50 años", source: en.warningSigns.numericClaims[2].source },
  ],
} as const satisfies Translated<typeof en.warningSigns>;

export const closingCallToAction = {
  heading: "¿Quiere tomar el control de sus dolores de cabeza?",
  points: [
    clinicWords.newPatients.badge,
    clinicWords.insurance.badge,
    "Telesalud para pacientes establecidos",
  ],
} as const satisfies Translated<typeof en.closingCallToAction>;
