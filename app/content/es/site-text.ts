// Spanish words that appear on every page, outside any one page's content.
// Draft Spanish translation of app/content/site-text.ts; awaiting review by a qualified medical translator.
// 2026-11-23
import type * as en from "#app/content/site-text.ts";
import type { Translated } from "#app/content/translated.ts";

/** The footer's statement that the medical information is educational only (spec §1). */
export const footerDisclaimer =
  "La información de este sitio web es solo para fines educativos y no es un consejo médico. No reemplaza una consulta con un profesional de la salud calificado. Si cree que tiene una emergencia médica, llame al 911 o vaya a la sala de emergencias más cercana." satisfies Translated<
    typeof en.footerDisclaimer
  >;

/** The 404 page's title and description; search engines are told not to index it. */
export const notFoundSeo = {
  title: "Página no encontrada",
  description:
    "La página que buscó no existe. Vuelva a la página de inicio para encontrar lo que necesita.",
} satisfies Translated<typeof en.notFoundSeo>;
