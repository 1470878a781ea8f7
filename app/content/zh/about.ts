// The /about page's words (app/content/about.ts) in Chinese: how the practice
// works and who the physician is. As in English, what sets the practice apart
// is told as plain facts, never as a comparison with other practices.
// Draft Simplified Chinese translation of app/content/about.ts; awaiting review by a qualified medical translator.
// Date: 2026-11-23
import * as en from "#app/content/about.ts";
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import { clinic } from "#app/content/clinic.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

const { physician } = clinic;

export const aboutPage = {
  seo: {
    title: "关于我们的诊所",
    description:
      "了解我们布鲁克林头痛诊所的诊疗方式：细致的首次评估、依据现行指南制定的治疗计划，以及经专科委员会认证的头痛专科医生。",
  },
  header: { title: "关于我们的诊所", intro: clinicWords.description },
  approach: {
    heading: "我们的诊疗理念",
    intro: "头痛很常见，但每个人的头痛规律都不一样。我们的诊治遵循以下四个理念。",
    topics: [
      {
        title: "先评估，再治疗",
        paragraphs: [
          `在治疗您的头痛之前，我们会先弄清它属于哪种类型。首次就诊需要 ${formatRange(careFacts.firstVisitMinutes)} 分钟，包括全面了解您的头痛病史和神经系统检查。`,
        ],
      },
      {
        title: "以证据为基础的治疗计划",
        paragraphs: [
          "您的治疗计划遵循现行头痛指南，例如国际头痛学会（International Headache Society）的头痛疾病分类，以及美国头痛学会（American Headache Society）的治疗建议。每一项选择，我们都会向您解释原因。",
        ],
      },
      {
        title: "花时间倾听",
        paragraphs: [
          "头痛会影响您的工作、家庭和睡眠。我们会花时间了解头痛如何影响您的生活、什么对您最重要，并解答您的问题。",
        ],
      },
      {
        title: "衡量进展",
        paragraphs: [
          `我们通过您的头痛日记和两份简短问卷（${careFacts.outcomeMeasures.join(" 和 ")}）了解您的情况。结果会告诉我们治疗计划何时有效、何时需要调整。`,
        ],
      },
    ],
  },
  offers: {
    heading: "我们诊所提供的服务",
    topics: [
      {
        title: "专注于头痛医学",
        paragraphs: ["我们只诊治偏头痛和其他头痛疾病。每一天、每一次就诊，都围绕头痛的诊治。"],
      },
      {
        title: "在本诊所内进行治疗操作",
        paragraphs: [
          "治疗慢性偏头痛的 Botox（保妥适）注射和神经阻滞等治疗，都在本诊所内进行，您无需为此另找他处。",
        ],
      },
      {
        title: "协助办理事先授权",
        paragraphs: [
          "对于 Botox 和 CGRP 类药物等较新的治疗，许多保险计划必须先批准，然后才会支付费用。",
          clinicWords.insurance.priorAuthorization,
        ],
      },
      {
        title: "现有患者可使用远程医疗",
        paragraphs: [clinicWords.telehealth.eligibility, clinicWords.telehealth.location],
      },
    ],
  },
  physician: {
    heading: "认识您的医生",
    intro: `由在我们布鲁克林诊所接诊的 ${physician.name} 负责您的诊治。`,
    name: physician.name,
    title: clinicWords.physician.title,
    facts: [
      { term: "认证资格", detail: clinicWords.physician.certifications },
      { term: "医学院", detail: physician.training.medicalSchool },
      { term: "神经科住院医师培训", detail: physician.training.neurologyResidency },
      { term: "头痛医学专科培训（Fellowship）", detail: physician.training.headacheFellowship },
      { term: "附属医院", detail: physician.hospitalAffiliations },
    ],
    // New York Public Health Law §24: the plans and hospital affiliations are
    // disclosed together on /patients; this points there from the physician.
    disclosure:
      "我们的《新患者指南》列出了我们参加的医疗保险计划和上述附属医院，并说明如果我们不在您保险计划的网络内，您可以如何索取费用估算。",
    link: {
      to: en.aboutPage.physician.link.to,
      label: "医疗保险计划、医院和费用",
    },
  },
  network: {
    heading: "我们的合作网络",
    intro: "与我们合作的姊妹诊所和服务机构，分布在曼哈顿和纽约市各地。",
  },
  callToAction: {
    heading: "与您的头痛专科医生见面",
    points: [clinicWords.newPatients.badge, "现有患者可使用远程医疗"],
  },
} satisfies Translated<typeof en.aboutPage>;
