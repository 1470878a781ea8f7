// The /patients page's words (app/content/patients.ts) in Chinese: the new
// patient guide and how to prepare for visits. Numbers come from careFacts and
// practice facts from clinic.ts (their words from zh/clinic.ts), as in English.
// Draft Simplified Chinese translation of app/content/patients.ts; awaiting review by a qualified medical translator.
// Date: 2026-11-23
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import { clinic, formattedAddress } from "#app/content/clinic.ts";
import * as en from "#app/content/patients.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";
import { officeHoursIn } from "#app/content/office-hours.ts";

/** The weekday hours, as the language writes them (from clinic.ts, with Intl). */
const [weekdays = { days: "", hours: "" }] = officeHoursIn("zh");

const { physician } = clinic;
const policies = clinicWords.policies;

const outcomeMeasures = careFacts.outcomeMeasures.join(" 和 ");

export const patientsPage = {
  seo: {
    title: "新患者指南",
    description:
      "首次头痛就诊需要带什么、就诊时会做什么、保险和付费、后续复诊，以及每次就诊前如何准备。",
  },
  header: {
    title: "新患者指南",
    intro: "需要带什么、首次就诊时会做什么、保险和付费如何运作，以及我们如何长期跟踪您的进展。",
  },
  bring: {
    heading: "需要携带的物品",
    intro: "首次就诊时请带上以下物品。如果缺少某样东西，也请照常前来，其余的我们可以一起解决。",
  },
  firstVisit: {
    heading: "首次就诊时会做什么",
    intro: `首次就诊需要 ${formatRange(careFacts.firstVisitMinutes)} 分钟，让我们有时间了解您的头痛。复诊时间较短，大约 ${formatRange(careFacts.followUpVisitMinutes)} 分钟。`,
    steps: [
      {
        number: en.patientsPage.firstVisit.steps[0].number,
        title: "您的头痛病史",
        description:
          "我们会询问您的头痛从什么时候开始、多久发作一次、是什么感觉、似乎由什么引起，以及它如何影响您的工作、家庭和睡眠。",
      },
      {
        number: en.patientsPage.firstVisit.steps[1].number,
        title: "神经系统检查",
        description:
          "检查您的神经、肌力、平衡、反射和眼睛。这有助于我们判断您的头痛类型，并排查其他病因。",
      },
      {
        number: en.patientsPage.firstVisit.steps[2].number,
        title: "回顾以往的治疗",
        description:
          "我们会和您一起回顾您用过的药物和其他治疗：哪些有效、哪些无效，以及出现过哪些副作用。",
      },
      {
        number: en.patientsPage.firstVisit.steps[3].number,
        title: "书面治疗计划",
        description:
          "您离开时会拿到一份书面计划：头痛开始时该怎么做、预防性治疗是否适合您，以及下次什么时候复诊。",
      },
    ],
  },
  insurance: {
    heading: "保险和付费",
    intro: "我们希望您在治疗开始前就知道费用是多少。有关保险或账单的任何问题，都可以问我们。",
    topics: [
      {
        title: "我们参加的医疗保险计划",
        paragraphs: [`${clinicWords.insurance.summary}我们是以下保险计划的网络内医疗服务提供者：`],
        points: clinic.insurance.plans,
      },
      {
        title: "您的保险计划在名单上吗？",
        paragraphs: [
          "您打电话预约时，我们会告诉您我们是否参加您的保险计划。如果您不确定，我们会在就诊前和您一起核实。",
          clinicWords.insurance.outOfNetwork,
        ],
      },
      {
        title: "附属医院",
        paragraphs: [
          `${physician.name} 在以下医院有执业关系。如果您需要住院治疗，可以问我们哪家医院适合您。`,
        ],
        points: physician.hospitalAffiliations,
      },
      {
        title: "付费",
        paragraphs: [
          clinicWords.insurance.payment,
          "这包括您的保险计划要求您支付的任何共付额或自付额。",
        ],
      },
      {
        title: "事先授权",
        paragraphs: [
          clinicWords.insurance.priorAuthorization,
          "对于某些治疗，例如 Botox（保妥适）或 CGRP 类药物，许多保险计划必须先批准才会付费。我们会提交表格、跟进您的保险计划，并把结果告诉您。",
        ],
      },
      {
        title: "没有保险或自费",
        paragraphs: [
          "如果您没有保险，或选择不使用保险，您有权获得一份善意估算（Good Faith Estimate）。这是在就诊前提供给您的书面费用估算。",
        ],
      },
    ],
    link: { to: en.patientsPage.insurance.link.to, label: "您获得善意估算的权利" },
  },
  followUp: {
    heading: "后续复诊",
    intro:
      "头痛的诊治需要时间。我们多久见您一次取决于您的治疗，每次复诊都是检查进展、调整计划的机会。",
    schedule: [
      {
        term: "开始使用新的预防药物后",
        detail: `${formatRange(careFacts.newPreventiveFollowUpWeeks)} 周后复诊一次，看看药物效果如何、是否有副作用。`,
      },
      {
        term: "Botox 治疗",
        detail: `每 ${careFacts.botox.everyWeeks} 周复诊一次，同时接受下一次治疗。`,
      },
      {
        term: "CGRP 类药物",
        detail: "每月或每季度复诊一次，视您所用的药物和您的情况而定。",
      },
      {
        term: "长期诊治",
        detail: `每 ${formatRange(careFacts.followUpEveryWeeks)} 周定期复诊，跟踪您的进展，并及时更新治疗计划。`,
      },
    ],
  },
  preparation: {
    heading: "就诊前的准备",
    intro: `稍做准备，能帮助我们看清您的头痛随时间的变化。除了头痛日记，我们还会使用两份简短问卷：${outcomeMeasures}。您可能会在首次就诊时填写，复诊时再填写。`,
    topics: [
      {
        title: "记头痛日记",
        paragraphs: [
          "每次头痛时就记录下来，可以写在纸上或用手机应用程序，并在每次就诊时带来。每次头痛请记下：",
        ],
        points: [
          "日期，以及开始和结束的时间",
          "疼痛程度，从 0（不痛）到 10（您能想象的最剧烈的疼痛）",
          "其他症状，例如恶心或怕光、怕声音",
          "您服用的任何药物，以及是否有效",
          "可能的诱因，例如睡眠不好、压力、漏餐或某种食物",
          "如果您有月经，当时处于月经周期的哪个阶段",
        ],
      },
      {
        title: "HIT-6 问卷",
        paragraphs: [
          "HIT-6 是“头痛影响测试”（Headache Impact Test）的缩写。它有 6 个简短问题，询问头痛对您日常生活的妨碍有多大：工作、学习、家庭时光和您喜欢做的事情。",
          "如果您的分数随时间下降，说明头痛对您生活的影响在减少。",
        ],
      },
      {
        title: "MIDAS 问卷",
        paragraphs: [
          "MIDAS 是“偏头痛残疾评估”（Migraine Disability Assessment）的缩写。它统计过去 3 个月中，您因头痛而无法上班、上学、做家务或与家人朋友相处的天数，以及做事效率大大降低的天数。",
          "比较您每次就诊时的答案，可以让我们看出治疗是否有效。",
        ],
      },
    ],
  },
  practiceFacts: {
    heading: "须知事项",
    facts: [
      { term: "接诊年龄", detail: policies.ages },
      {
        term: "我们会说的语言",
        detail: `${policies.languages.join("、")}。如需其他语言，我们会为您免费提供口译员。`,
      },
      { term: "取消预约", detail: policies.cancellation },
      { term: "处方续药", detail: policies.refills },
      { term: "停车", detail: policies.parking },
      {
        term: "地铁和公交车",
        detail: clinicWords.transit.map(({ line, detail }) => `${line}：${detail}`),
      },
    ],
    link: { to: en.patientsPage.practiceFacts.link.to, label: "免费语言协助和辅助服务" },
  },
  afterHours: {
    heading: "下班时间和周末",
    intro: `我们的诊所在${weekdays.days} ${weekdays.hours}开放，周六需预约。如果您已经是我们的患者，并在诊所关门时需要联系我们：`,
    steps: clinicWords.afterHours.steps,
    emergency: clinicWords.afterHours.emergency,
  },
  careLocations: {
    heading: "我们在哪里接诊",
    paragraphs: [
      `新患者在我们布鲁克林的诊所当面就诊，地址：${formattedAddress}。如果您在曼哈顿居住或工作，也可以在我们曼哈顿的合作诊所就诊。`,
      `成为本诊所的现有患者后，部分复诊可以通过远程医疗进行。${clinicWords.telehealth.location}`,
    ],
    link: { to: en.patientsPage.careLocations.link.to, label: "办公时间、交通路线和远程医疗" },
  },
  callToAction: {
    heading: "准备好首次就诊了吗？",
    points: [clinicWords.newPatients.badge, clinicWords.insurance.summary],
  },
} satisfies Translated<typeof en.patientsPage>;
