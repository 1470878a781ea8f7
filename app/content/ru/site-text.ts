// Russian words that appear on every page, outside any one page's content:
// the footer's disclaimer and the 404 page's title and description.
//
// Draft Russian translation of app/content/site-text.ts; awaiting review by a
// qualified medical translator. 2026-11-23.
import type * as en from "#app/content/site-text.ts";
import type { Translated } from "#app/content/translated.ts";

/** The footer's statement that the medical information is educational only (spec §1). */
export const footerDisclaimer =
  "Информация на этом сайте носит только образовательный характер и не является медицинской консультацией. Она не заменяет приём у квалифицированного медицинского специалиста. Если вы считаете, что у вас неотложное состояние, позвоните 911 или обратитесь в ближайшее отделение неотложной помощи." satisfies Translated<
    typeof en.footerDisclaimer
  >;

/** The 404 page's title and description; search engines are told not to index it. */
export const notFoundSeo = {
  title: "Страница не найдена",
  description:
    "Запрошенной страницы не существует. Вернитесь на главную страницу, чтобы найти нужную информацию.",
} satisfies Translated<typeof en.notFoundSeo>;
