// The page labels of app/content/site-map.ts (header, phone menu, footer) in Chinese.
// Draft Simplified Chinese translation of app/content/site-map.ts; awaiting review by a qualified medical translator.
// Date: 2026-11-23
//
// Only the labels are translated; every path stays in site-map.ts.
import type { mainPages, noticePages } from "#app/content/site-map.ts";

/** The main navigation's labels, under the keys of `mainPages`. */
export const mainPageLabels = {
  home: "首页",
  conditions: "病症",
  treatments: "治疗",
  patients: "患者须知",
  locations: "诊所地点",
  about: "关于我们",
  contact: "联系我们",
} satisfies Record<keyof typeof mainPages, string>;

/** The legal notices' labels, under the keys of `noticePages`. */
export const noticePageLabels = {
  privacyPractices: "隐私惯例通知",
  nondiscrimination: "反歧视声明与语言协助",
  accessibility: "无障碍",
  privacy: "网站隐私政策",
  goodFaithEstimate: "善意估算",
} satisfies Record<keyof typeof noticePages, string>;
