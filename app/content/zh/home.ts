// The home page's words (app/content/home.ts) in Chinese.
// Draft Simplified Chinese translation of app/content/home.ts; awaiting review by a qualified medical translator.
// Date: 2026-11-23
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import * as en from "#app/content/home.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

/** The home page's title and search-result description. */
export const homeSeo = {
  title: "纽约布鲁克林偏头痛与头痛专科医生",
  description:
    "布鲁克林经专科委员会认证的头痛专科医生，诊治偏头痛、慢性偏头痛、丛集性头痛和创伤后头痛，提供 Botox（保妥适）注射、CGRP 靶向治疗和神经阻滞。",
} satisfies Translated<typeof en.homeSeo>;

export const hero = {
  headline: "布鲁克林专业的偏头痛与头痛治疗",
  intro:
    "由经专科委员会认证的头痛专科医生为您诊治。医生会花时间找出引起您头痛的原因，并围绕您的生活制定治疗计划。",
  benefits: [
    "经专科委员会认证的头痛专科医生",
    "先进的治疗方法，包括 Botox（保妥适）和 CGRP 靶向治疗",
    "个性化、以循证医学为基础的治疗计划",
  ],
} satisfies Translated<typeof en.hero>;

/**
 * The hero's "meet the physician" card. The physician's name, title and
 * certifications come from clinic.ts; these are the card's own words.
 */
export const physicianCard = {
  label: "认识您的医生",
  approach: "先弄清您患的是哪种头痛，再依据现行指南为您制定治疗计划。",
  link: { to: en.physicianCard.link.to, label: "关于您的医生" },
} satisfies Translated<typeof en.physicianCard>;

/**
 * The physician's portrait. Only `alt` is words: empty while the portrait is
 * the decorative initials placeholder. When the practice adds a photo and
 * describes it in the English `alt`, translate that description here.
 */
export const physicianPortrait = {
  src: en.physicianPortrait.src,
  width: en.physicianPortrait.width,
  height: en.physicianPortrait.height,
  placeholder: en.physicianPortrait.placeholder,
  alt: "",
} satisfies Translated<typeof en.physicianPortrait>;

export const careSteps = [
  {
    number: en.careSteps[0].number,
    title: "全面诊断评估",
    description: `首次就诊 ${formatRange(careFacts.firstVisitMinutes)} 分钟：全面了解您的头痛病史，进行神经系统检查，并回顾您以往的治疗和检查。`,
  },
  {
    number: en.careSteps[1].number,
    title: "循证治疗方案",
    description:
      "依据现行头痛指南制定书面计划，内容包括头痛发作时该用什么药、如何预防，以及哪些诱因是您可以改变的。",
  },
  {
    number: en.careSteps[2].number,
    title: "介入治疗与神经调控",
    subtitle: "在诊所内进行的治疗，以及能平息疼痛信号的设备",
    description: "当单靠药物不够时：Botox 注射、神经阻滞、输液治疗和经 FDA 许可的设备。",
  },
  {
    number: en.careSteps[3].number,
    title: "长期连续诊治",
    subtitle: "持续数月乃至数年的照护",
    description: `每 ${formatRange(careFacts.followUpEveryWeeks)} 周复诊一次，用 ${careFacts.outcomeMeasures.join(" 和 ")} 问卷跟踪您的进展，并调整治疗计划。`,
  },
] satisfies Translated<typeof en.careSteps>;

/** The spec's five warning signs: the start of every emergency list. */
export const emergencySigns = [
  "霹雳样头痛：突然发作的剧烈疼痛，在 1 分钟内达到最严重",
  "头痛伴发烧和脖子僵硬",
  "头部受伤后头痛，并伴有意识混乱或失去知觉",
  "新出现的头痛，伴有视力丧失或说话含糊不清",
  "您一生中最严重的头痛",
] as const satisfies Translated<typeof en.emergencySigns>;

/**
 * The general warning signs, shown on the home page and, followed by each
 * condition's own, on every condition page: true emergencies, signs that need
 * a doctor the same day, and the crisis line.
 */
export const warningSigns = {
  emergency: {
    heading: "立即拨打 911",
    intro: "如果您出现以下情况，请立即拨打 911 或前往最近的急诊室：",
    signs: [
      ...emergencySigns,
      "突然出现无力或麻木、面部下垂、意识混乱、行走困难或癫痫发作",
      "怀孕期间或产后几周内出现剧烈头痛",
    ],
  },
  sameDay: {
    heading: "请在今天致电我们或您的医生",
    intro: "出现以下迹象时，需要尽快请医生检查，通常应在当天。如果您今天联系不到医生，请去急诊室。",
    signs: [
      "50 岁以后开始出现的新头痛，尤其是伴有咀嚼时下巴疼痛、头皮疼痛或视力变化",
      "您患有癌症或免疫力低下，并出现新的或与以往不同的头痛",
      "怀孕期间或产后出现新的头痛，或平时的头痛发生变化",
      "头痛明显不同于平时，或在几天或几周内不断加重",
      "咳嗽、打喷嚏、用力或运动引起的头痛",
      "躺下或站起来时明显加重的头痛",
    ],
  },
  crisis: {
    heading: "如果您有伤害自己的念头",
    text: "无论白天还是夜里，您都可以随时拨打或发短信至 988，联系自杀与危机生命线（Suicide & Crisis Lifeline）。长期不断的疼痛会让任何人身心俱疲，您可以得到帮助。如果您现在就有危险，请拨打 911。",
  },
  // Each claim's text appears word for word in the Chinese signs above.
  numericClaims: [
    { text: "911", source: en.warningSigns.numericClaims[0].source },
    { text: "988", source: en.warningSigns.numericClaims[1].source },
    { text: "50 岁以后", source: en.warningSigns.numericClaims[2].source },
  ],
} satisfies Translated<typeof en.warningSigns>;

export const closingCallToAction = {
  heading: "准备好开始控制您的头痛了吗？",
  points: [clinicWords.newPatients.badge, clinicWords.insurance.badge, "现有患者可使用远程医疗"],
} satisfies Translated<typeof en.closingCallToAction>;
