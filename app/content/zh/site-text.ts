// Words that appear on every page (app/content/site-text.ts) in Chinese.
// Draft Simplified Chinese translation of app/content/site-text.ts; awaiting review by a qualified medical translator.
// Date: 2026-11-23
import type * as en from "#app/content/site-text.ts";
import type { Translated } from "#app/content/translated.ts";

/** The footer's statement that the medical information is educational only. */
export const footerDisclaimer =
  "本网站上的信息仅供教育之用，不构成医疗建议，也不能代替您向合格的医疗服务提供者就诊。如果您认为自己遇到紧急医疗情况，请拨打 911 或前往最近的急诊室。" satisfies Translated<
    typeof en.footerDisclaimer
  >;

/** The 404 page's title and description; search engines are told not to index it. */
export const notFoundSeo = {
  title: "找不到此页面",
  description: "您要找的页面不存在。请返回首页查找您需要的内容。",
} satisfies Translated<typeof en.notFoundSeo>;
