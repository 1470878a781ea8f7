// Russian labels for the pages of app/content/site-map.ts: the main navigation
// (`mainPages`) and the legal notices every footer links to (`noticePages`).
// Paths stay in site-map.ts; only the labels are here, under the same keys.
//
// Draft Russian translation of the labels in app/content/site-map.ts; awaiting
// review by a qualified medical translator. 2026-11-23.
import type { mainPages, noticePages } from "#app/content/site-map.ts";

/** The main navigation's labels, in the order the header shows them. */
export const mainPageLabels: Record<keyof typeof mainPages, string> = {
  home: "Главная",
  conditions: "Заболевания",
  treatments: "Лечение",
  patients: "Пациентам",
  locations: "Адреса",
  about: "О нас",
  contact: "Контакты",
};

/** The legal notices' labels, as every footer links to them. */
export const noticePageLabels: Record<keyof typeof noticePages, string> = {
  privacyPractices: "Уведомление о правилах соблюдения конфиденциальности",
  nondiscrimination: "Недопущение дискриминации и языковая помощь",
  accessibility: "Доступность",
  privacy: "Политика конфиденциальности сайта",
  goodFaithEstimate: "Предварительная оценка стоимости (Good Faith Estimate)",
};
