// Draft Simplified Chinese translation of app/content/interface-text.ts; awaiting review by a qualified medical translator. 2026-11-23.
//
// The words of the site's interface in Simplified Chinese (Mandarin, as read
// by Chinese-speaking patients in New York): header, footer, menus, the
// headings the page templates repeat, button labels and the 404 page. Terms
// follow the other Chinese modules (site-map.ts, conditions.ts, treatments.ts,
// notices.ts); the register is «您».
import type * as en from "#app/content/interface-text.ts";
import type { Translated } from "#app/content/translated.ts";

export const interfaceText = {
  skipToContent: "跳至正文",
  bookConsultation: "预约问诊",
  /** The call button; {phone} stands for the number, as in the English. */
  call: "致电 {phone}",
  header: {
    mainNavigation: "主菜单",
    menu: "菜单",
    closeMenu: "关闭菜单",
  },
  footer: {
    officeHours: "办公时间",
    pages: "网站导航",
    network: "我们的合作网络",
    notices: "通知与声明",
  },
  opensInNewTab: "（在新标签页中打开）",
  featured: "精选",
  learnMore: "了解更多",
  onThisPage: "本页内容",
  sideColumn: {
    label: "本页目录与预约",
    invitation: "咨询头痛专科医生",
  },
  review: {
    faq: "常见问题",
    heading: "医学审阅",
    reviewed: "医学审阅：{name}，{date}。",
    changed: "本页在{name}于{date}审阅后有所修改，修改内容尚未经过医学审阅。",
    notReviewed: "本页尚未经过我们医生的审阅。",
    sources: "参考资料",
  },
  conditionPage: {
    overview: "概述",
    symptoms: "症状",
    diagnosis: "如何诊断",
    treatment: "我们如何治疗",
    warningSigns: "警示征象",
  },
  treatmentPage: {
    whoFor: "适用人群",
    howItWorks: "作用原理",
    visit: "就诊过程",
    schedule: "治疗频率",
    sideEffects: "副作用",
    insurance: "保险与事先授权",
    conditionsHelped: "可帮助治疗的病症",
    medicines: "药物",
  },
  medicationTable: {
    medicine: "药物",
    dosing: "用法",
    mechanism: "作用机制",
    use: "用途",
    caption: "{title}药物",
  },
  homePage: {
    conditions: "我们诊治的病症",
    treatments: "先进的治疗选择",
    approach: "我们的诊疗理念",
    warningSigns: "警示征象",
    network: "我们的合作网络",
    conditionsIntro: "每种头痛各不相同。我们先诊断您的头痛类型，再进行治疗。",
    treatmentsIntro: "当常用药物效果不够时，较新的治疗方法可能会有帮助。",
    approachIntro: "从首次就诊到长期随访，共四个步骤。",
  },
  phoneLines: {
    ourOffice: "我们的诊所：{phone}",
    officePhone: "诊所电话：{phone}",
  },
  careStep: "第{number}步：",
  contactPage: {
    title: "联系我们",
    information: "联系方式",
    checklist: "新患者准备清单",
    form: "给我们留言",
    phone: "电话",
    email: "电子邮件",
    address: "地址",
    hours: "办公时间",
  },
  notice: {
    effectiveDate: "生效日期",
    lastUpdated: "最后更新",
  },
  /** The last item of a list cut short in a search description: "A, B and more". */
  listMore: "其他",
  /** The language switcher in the header and the phone menu. */
  languageSwitcher: { label: "语言" },
  /** On every translated page, under its heading; {date} is the translation's date. */
  translation: {
    notice: "本页译自英文，正在等待合格的医学翻译人员审核。翻译日期：{date}。",
    reviewed: "本页译自英文，已由医学翻译人员{name}于{date}审核。",
    changed: "本页译自英文。译文在{date}审核后有所修改，修改内容正在等待审核。",
    englishChanged: "本页译自英文。英文页面在本译文于{date}审核后已有更新。",
    original: "阅读英文原文",
  },
  /** Offered, in this language, to a visitor whose browser prefers it, on a page in another. */
  languageSuggestion: {
    text: "本页也有中文版。",
    read: "阅读中文版",
    dismiss: "关闭",
  },
  notFound: {
    heading: "404",
    text: "抱歉，找不到此页面",
    home: "返回首页",
  },
} as const satisfies Translated<typeof en.interfaceText>;
