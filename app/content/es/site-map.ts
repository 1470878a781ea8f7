// Spanish labels for the pages named in app/content/site-map.ts: the main
// navigation and the legal notices every footer links to. Paths stay in
// site-map.ts; only the labels are here, under the same keys.
// Draft Spanish translation of app/content/site-map.ts; awaiting review by a qualified medical translator.
// 2026-11-23
import type { mainPages, noticePages } from "#app/content/site-map.ts";

/** The main navigation's labels, in the header's order. */
export const mainPageLabels = {
  home: "Inicio",
  conditions: "Afecciones",
  treatments: "Tratamientos",
  patients: "Pacientes",
  locations: "Ubicaciones",
  about: "Quiénes somos",
  contact: "Contacto",
} satisfies Record<keyof typeof mainPages, string>;

/** The legal notices' labels, as the footer lists them. */
export const noticePageLabels = {
  privacyPractices: "Aviso de prácticas de privacidad",
  nondiscrimination: "No discriminación y ayuda con el idioma",
  accessibility: "Accesibilidad",
  privacy: "Política de privacidad del sitio web",
  goodFaithEstimate: "Estimación de buena fe",
} satisfies Record<keyof typeof noticePages, string>;
