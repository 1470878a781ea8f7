// The legal notices of app/content/notices.ts in Chinese: the HIPAA Notice of
// Privacy Practices (隐私惯例通知), the Section 1557 notice of
// nondiscrimination with its language taglines, the accessibility statement,
// the website privacy policy, and the No Surprises Act's Good Faith Estimate
// (善意估算) notice. Practice facts come from clinic.ts and the contact form's
// numbers from contact.ts, as in English; dates, links and phone numbers are
// the English values by reference.
// Draft Simplified Chinese translation of app/content/notices.ts; awaiting review by a qualified medical translator.
// Date: 2026-11-23
//
// TEMPLATE: every notice below is a draft in plain language, written for this
// practice. The practice's counsel confirms each one before launch, and each
// comment marked TEMPLATE names a point that needs a decision or a check.
// (Translator: each TEMPLATE comment is copied from the English file at the
// same place; the Chinese must follow whatever counsel decides there.)
import { clinic, formattedAddress, mailtoHref, telHref, phoneLink } from "#app/content/clinic.ts";
import { messageRetentionDays } from "#app/content/contact.ts";
import * as en from "#app/content/notices.ts";
import { languagePath, noticePages } from "#app/content/site-map.ts";
import type { Translated } from "#app/content/translated.ts";
import { contactMessages } from "./contact.ts";

type ContactLine = en.ContactLine;

/** TEMPLATE: the date counsel approves the notices; change it with every revision. */
const noticeDate = en.notices.privacyPractices.effectiveDate;

/**
 * TEMPLATE: how soon the practice answers a request for accessibility help.
 * The practice confirms it can keep this promise.
 * (Must say the same as `accessibilityReplyTime` in app/content/notices.ts.)
 */
const accessibilityReplyTime = "2 个工作日";

/**
 * TEMPLATE: how long the server's request logs are kept. The practice and
 * whoever hosts the server set log rotation to match this number.
 * (Must equal `serverLogRetentionDays` in app/content/notices.ts, which does not export it.)
 */
const serverLogRetentionDays = 30;

const phone = phoneLink;
const phoneLine: ContactLine = { label: "电话", text: clinic.phone.display, href: telHref };
const emailLine: ContactLine = { label: "电子邮件", text: clinic.email, href: mailtoHref };
const relayLine: ContactLine = {
  label: "耳聋或听力障碍人士",
  text: "请通过纽约州中继服务（New York Relay Service）致电我们：拨打 711",
  href: en.notices.nondiscrimination.parts[2].contacts[0].lines[1].href,
};

/**
 * A postal address. The attention line stays in English, with its meaning in
 * brackets, so the envelope reaches the right person at the office.
 */
function mailLine(attention: string): ContactLine {
  return { label: "邮寄地址", text: [attention, clinic.name, formattedAddress] };
}

/**
 * TEMPLATE: the HHS Office for Civil Rights' complaint channels as HHS
 * published them; counsel checks them against hhs.gov/ocr before launch and
 * at every review, since the portal address has changed before.
 * (The Chinese takes each channel's address, number and link from the English
 * list, and translates only the labels and the portal's name.)
 */
const enOcrLines = en.notices.privacyPractices.parts[7].contacts[1].lines;

function ocrLine(index: number, label: string, text?: string): ContactLine {
  const line = enOcrLines[index];
  if (!line) throw new Error(`app/content/notices.ts has no OCR contact line ${index}`);
  return { label, text: text ?? line.text, href: line.href };
}

const ocrLines: readonly ContactLine[] = [
  ocrLine(0, "网上投诉", "OCR 网上投诉平台（OCR Complaint Portal）"),
  ocrLine(1, "表格和帮助"),
  ocrLine(2, "电话"),
  ocrLine(3, "TDD（听障人士专用电话）"),
  ocrLine(4, "电子邮件"),
  ocrLine(5, "邮寄地址"),
];

/**
 * /privacy-practices: the HIPAA Notice of Privacy Practices (45 CFR 164.520).
 */
const privacyPracticesNotice = {
  seo: {
    title: "隐私惯例通知",
    description:
      "我们布鲁克林头痛诊所可能如何使用和分享您的健康信息、您对这些信息享有的权利，以及如何提出隐私投诉。",
  },
  title: "隐私惯例通知",
  intro: `本通知说明 ${clinic.name} 可能如何使用和分享与您有关的健康信息、您对这些信息享有的权利，以及如何就问题或投诉联系我们。`,
  // TEMPLATE: wording fixed by 45 CFR 164.520(b)(1)(i); keep it exactly as it is.
  // (Translator: compare with the header of HHS's Chinese model notice.)
  banner: "本通知说明与您有关的医疗信息可能如何被使用和披露，以及您如何获取这些信息。请仔细阅读。",
  effectiveDate: noticeDate,
  parts: [
    {
      heading: "关于本通知",
      // TEMPLATE: confirm who the notice covers (employed and covering
      // clinicians, any organized health care arrangement).
      paragraphs: [
        "您的健康信息属于隐私。法律称之为“受保护的健康信息”。它包括您的病历、检查结果、账单，以及我们保存的任何能识别您身份、且与您的健康或诊治有关的其他信息。",
        "联邦法律（《健康保险流通与责任法案》，简称 HIPAA）和纽约州法律保护这些信息。本通知说明我们可能如何使用和分享这些信息、您享有哪些权利，以及我们必须如何保护这些信息。",
        "本通知适用于我们的医生、员工，以及在我们诊所与我们共事的所有人员。",
      ],
    },
    {
      heading: "我们的责任",
      paragraphs: ["法律要求我们："],
      points: [
        "对您的健康信息保密，并确保其安全。",
        "向您提供这份关于我们法律责任和隐私惯例的通知，并遵守现行有效的通知。",
        "如果发生可能危及您信息隐私或安全的泄露事件，通知您。",
        "只按本通知所述的方式使用或分享您的信息，除非您书面许可我们做更多。",
      ],
    },
    {
      heading: "我们如何使用和分享您的健康信息",
      paragraphs: [
        "在大多数情况下，我们出于以下三个原因使用和分享您的信息。这些情况不需要您的书面许可。",
      ],
      topics: [
        {
          title: "为您治疗",
          paragraphs: [
            "我们使用您的信息为您提供诊治，并与其他为您治疗的人员分享这些信息。",
            "例如，我们可能会把您的检查结果和就诊记录发给您的初级保健医生，或告诉您的药房我们开了什么药。",
          ],
        },
        {
          title: "为您的诊治收取费用",
          paragraphs: [
            "我们使用和分享您的信息，以便为您的诊治开具账单，并从 Medicare、Medicaid、您的保险计划或您本人处收取费用。",
            "例如，我们会把您的就诊详情提供给您的保险计划，并在为您进行 Botox 等治疗之前，请保险计划批准。",
          ],
        },
        {
          title: "运营我们的诊所",
          paragraphs: [
            "我们使用您的信息来运营诊所、检查和提高医疗质量，以及培训员工。",
            "例如，我们可能会查阅病历，了解某种治疗对我们的患者效果如何，或使用您的电话号码提醒您预约时间。",
          ],
        },
      ],
      closing: [
        "为我们提供服务的公司，例如账单服务公司或我们病历系统的开发商，在工作过程中可能会看到您的信息。它们必须签署合同，承诺保护这些信息。",
      ],
    },
    {
      heading: "我们可能使用或分享您信息的其他情况",
      paragraphs: [
        "在其他一些情况下，法律允许或要求我们分享您的信息，这往往是为了公共利益。每种情况都有条件，我们必须先满足这些条件，才能分享任何信息。",
      ],
      topics: [
        {
          title: "法律要求时",
          paragraphs: [
            "当联邦、州或地方法律要求时，我们会分享信息，包括在美国卫生与公众服务部（U.S. Department of Health and Human Services）检查我们是否遵守联邦隐私法时，向其提供信息。",
          ],
        },
        {
          title: "公共卫生与安全",
          paragraphs: [
            "我们可能会向公共卫生部门报告信息，以预防或控制疾病、报告药物副作用或医疗器械问题，以及报告疑似虐待、疏于照顾或家庭暴力。",
            "我们也可能为防止对他人健康或安全构成严重且迫在眉睫的威胁而分享信息。",
          ],
        },
        {
          title: "医疗监督",
          paragraphs: ["我们可能会与监督医疗服务的机构分享信息，用于审计、调查、检查和执照审核。"],
        },
        {
          title: "法院和诉讼",
          paragraphs: [
            "我们可能会根据法院或行政命令分享信息，或在符合法律规定的条件时，根据传票或其他法律要求分享信息。",
          ],
        },
        {
          title: "执法",
          paragraphs: [
            "我们可能会出于法律允许的目的，与警察或其他执法人员分享信息，例如协助确认嫌疑人或失踪人员的身份，或举报在我们诊所发生的犯罪。",
          ],
        },
        {
          title: "死亡后及器官捐献",
          paragraphs: [
            "我们可能会与验尸官、法医或殡葬业者分享信息，也可能与安排器官、眼睛或组织捐献的机构分享信息。",
          ],
        },
        {
          title: "研究",
          paragraphs: [
            "当某项研究已获审查委员会批准，并已有保护您隐私的规定时，我们可能会为该研究使用或分享信息。",
          ],
        },
        {
          title: "政府要求及与工作有关的要求",
          paragraphs: [
            "我们可能会为工伤赔偿申请分享信息，为军事、国家安全和保护性服务等特殊政府职能分享信息，也可能与羁押您的惩教机构或执法人员分享信息。",
          ],
        },
      ],
    },
    {
      heading: "您的选择",
      paragraphs: ["在以下情况下，您可以告诉我们您的意愿，我们会按您的意愿行事："],
      points: [
        "我们是否可以与家人、亲密朋友或其他帮助您就医或为您付费的人分享信息。",
        "我们是否可以与救灾机构分享信息，以便您的家人了解您在哪里、情况如何。",
      ],
      closing: [
        "如果您无法告诉我们（例如您失去了知觉），当我们认为符合您的最大利益时，可能会分享信息。",
        // TEMPLATE: confirm that the practice does not fundraise.
        "我们不会为筹款而联系患者。",
      ],
    },
    {
      heading: "需要您书面许可的情况",
      paragraphs: [
        "对于本通知没有说明的任何使用或分享，我们都会先征求您的书面许可。以下情况一定需要您的书面许可：",
      ],
      points: ["大多数营销活动。", "出售您的信息。", "大多数心理治疗记录的分享。"],
      // TEMPLATE: counsel confirms the New York categories that need
      // written consent (Public Health Law Article 27-F for HIV information,
      // Mental Hygiene Law 33.13, Civil Rights Law 79-l for genetic tests),
      // whether the practice receives records covered by 42 CFR Part 2 (then
      // the notice must say how they are protected), and whether to add a
      // statement on reproductive and gender-affirming health care under New
      // York's shield laws.
      closing: [
        "您可以随时写信给我们的隐私官，撤回您的许可。但这不会撤销我们在获得您许可期间已经做的事。",
        "纽约州法律对某些信息给予额外保护，例如与 HIV 有关的信息、心理健康记录、基因检测结果，以及酒精或药物使用的治疗记录。当纽约州法律比联邦法律更严格时，我们遵守纽约州法律；凡是纽约州法律要求的情况，我们都会征求您的书面许可。",
      ],
    },
    {
      heading: "您的权利",
      paragraphs: [
        "您对自己的健康信息享有以下权利。如需行使其中任何一项，请致电或写信给我们的隐私官（联系方式见本通知末尾）。我们可能会请您以书面形式提出请求；如有需要，我们会给您一份表格。",
      ],
      topics: [
        {
          title: "查看并获取您的记录副本",
          // TEMPLATE: confirm time limits and fees against HIPAA (30 days)
          // and New York Public Health Law 18 (inspection within 10 days,
          // at most 75 cents a page for paper copies, no denial for inability
          // to pay).
          paragraphs: [
            "您可以要求查看或获取您的病历和账单记录的纸质或电子副本。您可以要求我们把副本寄给您本人或您指定的人。",
            "我们会在 30 天内答复。我们可能会收取合理的、基于成本的费用，并会事先告诉您费用是多少。我们不会因为您无力支付而拒绝给您副本。",
          ],
        },
        {
          title: "要求我们更正您的记录",
          paragraphs: [
            "如果您认为记录中的信息有误或缺失，可以要求我们更正，并请说明原因。",
            "我们可能会拒绝；如果拒绝，我们会在 60 天内以书面形式告诉您原因，您也可以在记录中加入一份声明，表明您不同意。",
          ],
        },
        {
          title: "获取我们与谁分享过信息的清单",
          paragraphs: [
            "您可以索取一份清单，列出在您提出请求之前的 6 年内，我们分享您信息的次数、分享对象和原因。",
            "清单不包括为治疗、付款和诊所运营而进行的分享、您要求我们进行的分享，以及其他少数几类分享。任何 12 个月内的第一份清单免费；同一 12 个月内再索取清单，我们可能会收取合理的、基于成本的费用。",
          ],
        },
        {
          title: "要求我们限制使用或分享的内容",
          paragraphs: [
            "您可以要求我们不为治疗、付款或诊所运营而使用或分享某些信息。我们不一定同意，例如当这样做可能影响您的诊治时。",
            "如果您自己全额支付某项服务或物品的费用，可以要求我们不与您的保险计划分享相关信息。除非法律要求我们分享，否则我们会同意。",
          ],
        },
        {
          title: "选择我们联系您的方式",
          paragraphs: [
            "您可以要求我们以特定方式联系您，例如使用另一个电话号码或邮寄地址。对于每一个合理的要求，我们都会同意，也不会问您原因。",
          ],
        },
        {
          title: "获取本通知的纸质副本",
          paragraphs: [
            "您可以随时索取本通知的纸质副本，即使您已同意以电子方式接收。请在前台索取，或致电我们，我们会邮寄一份给您。",
          ],
        },
        {
          title: "指定他人代表您",
          paragraphs: [
            "如果您已通过医疗授权委托书（medical power of attorney）授权某人，或某人是您的法定监护人，此人可以行使您的权利，并就您的健康信息作出选择。我们会先确认此人拥有这项权限，然后才会采取行动。",
          ],
        },
        {
          title: "获知信息泄露",
          paragraphs: [
            "如果发生泄露事件，涉及您未经安全保护的健康信息，我们会及时通知您，最迟不超过我们发现后的 60 天。",
          ],
        },
      ],
    },
    {
      heading: "如何提出投诉",
      paragraphs: [
        "如果您认为我们没有保护您的隐私或没有尊重您的权利，可以向我们、向美国卫生与公众服务部，或同时向两者提出投诉。",
        "我们不会因为您提出投诉而惩罚您、拒绝为您诊治，或以任何方式区别对待您。",
      ],
      contacts: [
        {
          heading: "向我们诊所投诉",
          intro: "请致电或写信给我们的隐私官。如果您需要帮助写书面投诉，我们会帮助您。",
          lines: [phoneLine, mailLine("Attn: Privacy Officer（隐私官）")],
        },
        {
          heading: "向美国卫生与公众服务部投诉",
          intro:
            "请联系该部的民权办公室（Office for Civil Rights，OCR）。投诉通常须在您得知问题后 180 天内提出。",
          lines: ocrLines,
        },
      ],
    },
    {
      heading: "本通知的变更",
      paragraphs: [
        "我们可以变更本通知的条款。变更适用于我们持有的关于您的所有信息，包括变更之前已有的信息。",
        "变更后，我们会在诊所和本页面张贴新的通知，并注明生效日期。您可以随时向我们索取一份副本。",
      ],
    },
    {
      heading: "关于本通知的问题",
      paragraphs: ["如果您对本通知或您的隐私有任何疑问，请联系我们的隐私官。"],
      contacts: [
        {
          heading: "我们的隐私官",
          lines: [phoneLine, mailLine("Attn: Privacy Officer（隐私官）")],
        },
      ],
    },
  ],
} satisfies Translated<typeof en.notices.privacyPractices>;

/**
 * TEMPLATE: the languages most spoken in New York State by people with
 * limited English proficiency, from the brief. Counsel checks the list against
 * the current HHS/Census data for the state (Greek, Albanian, Punjabi and
 * Japanese are near the cut) and has a qualified translator review every
 * sentence before launch, as Section 1557 expects of translations.
 * (The list is already in each language: the Chinese notice shows the English
 * file's list, by reference.)
 */
const taglines = en.notices.nondiscrimination.parts[4].taglines.items;

/**
 * /nondiscrimination: the notice of nondiscrimination and of free language
 * help and auxiliary aids (ACA Section 1557, 2024 rule).
 */
const nondiscriminationNotice = {
  seo: {
    title: "反歧视声明与免费语言协助",
    description:
      "我们不歧视任何人。免费口译员、翻译资料和为残障人士提供的辅助服务，如何申请这些帮助，以及如何提出申诉。",
  },
  title: "反歧视声明与免费语言协助",
  intro: `${clinic.name} 遵守联邦民权法律。本通知说明我们提供的免费帮助、如何申请，以及如果您认为我们对您不公平，应该怎么做。`,
  effectiveDate: en.notices.nondiscrimination.effectiveDate,
  parts: [
    {
      heading: "我们不歧视",
      // TEMPLATE: courts stayed the gender identity parts of the 2024
      // Section 1557 rule in several states in 2024. New York State and New
      // York City law protect sexual orientation and gender identity in any
      // case; counsel confirms this list and whether to name state and city
      // law (and their added grounds, such as creed) here.
      paragraphs: [
        `${clinic.name} 遵守适用于医疗服务的联邦民权法律，包括《平价医疗法案》（Affordable Care Act）第 1557 条。我们不会因为以下原因拒绝为任何人服务、区别对待任何人或提供较差的诊治：`,
      ],
      points: [
        "种族",
        "肤色",
        "原国籍，包括英语水平有限和主要语言",
        "年龄",
        "残障",
        "性别，包括性特征、双性人特征、怀孕或相关状况、性取向、性别认同和性别刻板印象",
      ],
      closing: [
        "我们也遵守《1964 年民权法案》第六章、《1973 年康复法案》第 504 条和《1975 年年龄歧视法案》。",
        // TEMPLATE: confirm that this notice is also posted in the office.
        `本通知张贴在我们的诊所内，也刊登在我们的网站上：${new URL(languagePath("zh", noticePages.nondiscrimination.path), clinic.url).href}。`,
      ],
    },
    {
      heading: "我们提供的免费帮助",
      paragraphs: [
        "当您需要帮助才能与我们沟通或使用我们的服务时，我们会免费提供，并及时提供，让帮助真正派上用场。",
      ],
      // TEMPLATE: the practice confirms each kind of help it arranges and
      // how (in-person, phone or video interpreters; braille through a vendor).
      topics: [
        {
          title: "为残障人士提供",
          paragraphs: [
            "我们提供帮助您与我们沟通的辅助工具和服务；当残障情况需要时，我们会对做事方式作出合理调整。",
          ],
          points: [
            "合格的手语翻译员",
            "其他格式的书面资料，例如大字体、音频、盲文和无障碍电子文件",
            "对我们的政策和程序作出合理调整",
          ],
        },
        {
          title: "为希望使用英语以外语言的人士提供",
          paragraphs: ["我们提供语言协助，让您能用您希望使用的语言与我们交流，并了解您的诊治。"],
          points: [
            "合格的口译员，可现场、电话或视频提供",
            "翻译成您的语言的书面资料",
            "您不需要带家人或朋友来为您翻译；除紧急情况外，我们不会让儿童为您翻译",
          ],
        },
      ],
    },
    {
      heading: "如何申请帮助",
      paragraphs: [
        "请致电我们，或在预约或到诊时告诉我们的工作人员。如果可以，请在就诊前告诉我们，以便您到达时一切都已准备就绪。",
      ],
      contacts: [
        {
          heading: "致电或写信给我们",
          lines: [phoneLine, relayLine, emailLine],
        },
      ],
    },
    {
      heading: "如果您认为我们歧视了您",
      // TEMPLATE: the Section 1557 Coordinator and a written grievance
      // procedure are required of practices with 15 or more employees
      // (45 CFR 92.7 and 92.8). The practice names who holds the role.
      paragraphs: [
        "如果您认为我们没有提供上述帮助，或因上述任何原因以其他方式歧视了您，可以向我们的第 1557 条协调员（Section 1557 Coordinator）提出申诉。您可以亲自提出，也可以通过邮寄、电话或电子邮件提出。如果您在提出申诉时需要帮助，协调员会帮助您。",
        "我们不会因为您提出申诉或投诉而惩罚您，或以任何方式区别对待您。",
      ],
      contacts: [
        {
          heading: "我们的第 1557 条协调员",
          lines: [
            phoneLine,
            relayLine,
            emailLine,
            mailLine("Attn: Section 1557 Coordinator（第 1557 条协调员）"),
          ],
        },
        {
          heading: "美国卫生与公众服务部",
          intro:
            "您也可以通过网上、电话、电子邮件或邮寄方式，向该部的民权办公室（Office for Civil Rights，OCR）提出民权投诉。",
          lines: ocrLines,
        },
      ],
    },
    {
      heading: "免费语言协助",
      paragraphs: ["以下每句话都用各自的语言说明可获得免费语言协助，并提供我们的电话号码。"],
      taglines: { phone, items: taglines },
    },
  ],
} satisfies Translated<typeof en.notices.nondiscrimination>;

/**
 * /accessibility: the WCAG 2.2 AA goal, what the site does, what is known not
 * to work, and how to ask for help.
 */
const accessibilityStatement = {
  seo: {
    title: "无障碍声明",
    description:
      "我们如何让所有人都能使用本网站、我们努力达到的 WCAG 2.2 AA 标准、我们已知尚未做好之处，以及如何寻求帮助。",
  },
  title: "无障碍声明",
  intro: `${clinic.name} 希望每个人，包括残障人士，都能使用本网站和我们的服务。`,
  lastUpdated: en.notices.accessibility.lastUpdated,
  parts: [
    {
      heading: "我们的承诺",
      paragraphs: [
        "每位患者都应该能够毫无障碍地查找信息、联系我们并获得诊治。我们从一开始就把无障碍设计融入本网站，而不是事后补救。",
        "如果本网站上有任何内容让您难以使用，请告诉我们，我们会帮助您通过其他方式获取信息。",
      ],
    },
    {
      heading: "我们努力达到的标准",
      // TEMPLATE: a goal, not a claim of full conformance; counsel confirms
      // the wording. HHS's Section 504 rule (45 CFR 84.84) requires WCAG 2.1
      // Level AA; 2.2 Level AA includes it.
      paragraphs: [
        "我们的目标是让本网站的每个页面都符合《Web 内容无障碍指南》（WCAG）2.2 版 AA 级。这套指南由万维网联盟（W3C）发布，说明如何让有各种残障的人都能使用网站。",
      ],
    },
    {
      heading: "本网站的无障碍功能",
      points: [
        "所有链接、按钮、菜单和表单栏位都可以只用键盘操作。",
        "页面最前面有一个“跳至正文”链接，方便键盘和屏幕阅读器用户跳过菜单。",
        "获得键盘焦点的项目会有清晰的轮廓线。",
        "页面的标题按层级排列，并设有地标区域和标签，方便屏幕阅读器描述页面并在页面中移动。",
        "每个链接和按钮都有文字名称；图标只是装饰，屏幕阅读器会跳过它们。",
        "会打开其他网站的链接，会向屏幕阅读器说明这一点。",
        "文字和背景颜色有足够的对比度，便于阅读。",
        "您可以把文字放大到 200%，不会丢失内容或功能。",
        "如果您的设备设置了减少动态效果，网站会关闭动画。",
        "其他语言的文字都标明了所用语言，让屏幕阅读器能正确发音。",
        "联系表单有可见的标签，标出必填栏位，并在栏位旁边说明任何问题。",
        "即使关闭 JavaScript，每个页面仍可阅读，联系表单仍可发送。",
      ],
    },
    {
      heading: "我们如何检查",
      // TEMPLATE: add screen reader testing here only once the practice or
      // its developer actually does it.
      paragraphs: [
        "我们在手机和电脑的屏幕尺寸下，对每个页面进行自动无障碍检查，并用键盘和 200% 缩放人工检查网站。自动化工具无法发现所有问题，因此我们也依靠访客告诉我们。",
      ],
    },
    {
      heading: "已知的局限",
      points: [
        "我们的合作诊所以及我们链接到的其他网站由他人运营，我们无法控制其无障碍程度。如果其中某个网站给您带来困难，请告诉我们，我们会帮助您获得所需的信息。",
        // TEMPLATE: as in the English (notices.ts), rewritten now that every
        // page is in four languages; counsel confirms the wording.
        "本网站的每个页面都有英语、俄语、西班牙语和简体中文版本。俄语、西班牙语和中文页面是翻译草稿，尚待合格的医学翻译人员审核；如有任何不清楚之处，请致电我们。我们的免费语言协助通知中还有以更多语言写成的句子，我们也会通过电话和在诊所免费提供口译员。",
      ],
      closing: ["我们在修改页面时会进行检查，并在发现问题或您告诉我们问题时予以修复。"],
      links: [
        {
          to: en.notices.accessibility.parts[4].links[0].to,
          label: "免费语言协助和辅助服务",
        },
      ],
    },
    {
      heading: "寻求帮助或报告问题",
      paragraphs: [
        "如果您在使用本网站任何部分时遇到困难，或需要以其他方式获取网站上的信息，请联系我们。如能告诉我们是哪个页面、您当时想做什么，以及（如您愿意）您使用的设备、浏览器和任何辅助技术，将对我们很有帮助。",
        `我们会在 ${accessibilityReplyTime}内答复，并与您一起解决，直到您获得所需的帮助。`,
      ],
      contacts: [{ heading: "联系我们", lines: [phoneLine, relayLine, emailLine] }],
    },
    {
      heading: "其他格式的信息",
      paragraphs: [
        "我们可以免费为您提供本网站上任何信息的其他格式，例如大字体、盲文或适用于您屏幕阅读器的电子文件，也可以通过电话读给您听。请通过电话或电子邮件告诉我们。",
        "如果您认为我们没有履行让服务无障碍的义务，我们的反歧视声明说明了如何向我们提出申诉，或向美国卫生与公众服务部提出投诉。",
      ],
      links: [
        {
          to: en.notices.accessibility.parts[6].links[0].to,
          label: "阅读我们的反歧视声明",
        },
      ],
    },
  ],
} satisfies Translated<typeof en.notices.accessibility>;

/**
 * /privacy: what the contact form collects, where it goes and for how long,
 * and that the site tracks no one.
 */
const websitePrivacyPolicy = {
  seo: {
    title: "网站隐私政策",
    description:
      "我们的网站收集哪些信息、联系表单的留言发送到哪里以及保存多久。没有跟踪 Cookie、分析工具、广告或第三方跟踪器。",
  },
  title: "网站隐私政策",
  intro: `本政策说明当您访问本网站或通过本网站给我们发送留言时，${clinic.name} 会获得您的哪些信息，以及我们如何处理这些信息。`,
  lastUpdated: en.notices.privacy.lastUpdated,
  parts: [
    {
      heading: "简要说明",
      points: [
        "我们只收集您在联系表单中填写的内容，以及短期保存的服务器日志。",
        `联系表单的留言我们保存 ${messageRetentionDays} 天，之后删除。`,
        "我们不使用跟踪 Cookie、分析工具、广告或第三方跟踪器。",
        "我们绝不出售您的信息。",
        "请不要通过联系表单发送医疗细节。",
      ],
    },
    {
      heading: "联系表单收集哪些信息及原因",
      paragraphs: ["当您给我们发送留言时，我们会收到您在表单中填写的内容："],
      points: ["您的姓名", "您的电子邮件地址", "您的电话号码", "您的留言"],
      closing: [
        "我们也会记录您的留言到达的日期和时间。",
        "我们只用这些信息来答复您：回答您的问题、安排预约或给您回电。我们不会把您加入邮件列表，也不会把您的留言用于营销。",
      ],
    },
    {
      heading: "请不要发送医疗细节",
      warning: [contactMessages.privacyNotice, contactMessages.formNotice],
      closing: ["联系表单用于一般问题和预约申请，不是发送私人健康信息的安全方式。"],
    },
    {
      heading: "您的留言发送到哪里、保存多久",
      // TEMPLATE: the e-mail copy. The server deletes messages with
      // `npm run inbox -- purge`, which the practice must run daily; the
      // practice confirms its staff delete the e-mailed copies on the same
      // schedule, and that its e-mail provider and server host have signed
      // business associate agreements.
      points: [
        "您的留言保存在我们诊所自己的网站服务器上，而不是外部表单服务商那里。",
        "留言的副本会通过电子邮件发送给我们的员工，以便他们答复您。我们的电子邮件服务商根据合同为我们传送该副本，合同要求其保护您的信息。",
        `您的留言到达 ${messageRetentionDays} 天后，我们会将其从服务器上删除，员工也会按同样的时间删除电子邮件副本。`,
      ],
      closing: [
        "您的留言通过加密连接（HTTPS）传送到我们的服务器。只有负责答复留言的员工和维护服务器的人员能看到它。",
      ],
    },
    {
      heading: "网站留言与您的病历",
      // TEMPLATE: counsel confirms how HIPAA applies to form messages (HHS
      // treats information a provider collects from someone seeking care as
      // possibly protected) and whether staff copy messages into the chart.
      paragraphs: [
        "您通过本网站发送的留言不属于您的病历，网站也不像您的病历那样受到同样的保护。因此，我们请您不要填写医疗细节。但我们仍会按照本政策的说明，对您的留言保密。",
        "您病历中的健康信息受联邦和纽约州隐私法律保护。我们的《隐私惯例通知》说明了我们如何使用和分享这些信息，以及您享有哪些权利。",
      ],
      links: [
        {
          to: en.notices.privacy.parts[4].links[0].to,
          label: "阅读我们的隐私惯例通知",
        },
      ],
    },
    {
      heading: "没有跟踪 Cookie、分析工具或广告",
      // TEMPLATE: true of the site as built. If a host or CDN in front of
      // the server adds cookies or scripts, this part must change first.
      points: [
        "我们不使用 Cookie 跟踪您，本网站自身也不设置任何 Cookie。",
        "我们不使用任何分析工具，也没有任何外部服务统计您的访问。",
        "我们不展示广告，也不使用广告网络或跟踪像素。",
        "我们不使用第三方跟踪器、社交媒体按钮或聊天插件。",
        "我们不嵌入其他网站的任何内容：没有地图、视频或外部字体。每个页面的所有部分都从我们自己的网址加载。",
        "本网站只在您的浏览器中保存一些技术性记录，例如您在每个页面向下滚动了多远，以便“返回”按钮把您带回原来的位置。这些记录不含任何能识别您身份的内容，您关闭标签页后，浏览器就会将其清除。",
      ],
    },
    {
      heading: "服务器日志",
      paragraphs: [
        "和所有网站一样，我们的服务器会简短记录收到的请求，以确保网站安全、正常运行。每条记录包含：",
      ],
      points: ["您设备的互联网（IP）地址", "所请求的页面或文件", "日期和时间", "请求是否成功"],
      closing: [
        `我们保存这些日志不超过 ${serverLogRetentionDays} 天，只用于发现和修复问题，以及保护网站免受攻击。日志中绝不包含您在留言中写的内容。`,
        "为了防止滥用，我们的服务器还会统计每个互联网地址在 1 分钟内发来多少条留言。这个计数只保存在内存中，大约保留 1 分钟。",
      ],
    },
    {
      heading: "我们与谁分享信息",
      paragraphs: [
        "我们不出售、出租或交易您的信息。我们只与帮助我们运营本网站和答复您的服务商分享信息，例如托管我们服务器的公司和我们的电子邮件服务商，或在法律要求时分享。",
      ],
    },
    {
      heading: "其他网站的链接",
      paragraphs: [
        "本网站链接到其他网站，例如我们的合作诊所。当您点击这些链接时，就离开了本网站，适用的是该网站自己的隐私政策。我们无法控制这些网站收集哪些信息。",
      ],
    },
    {
      heading: "儿童",
      // TEMPLATE: confirm the age the practice treats and whether a
      // parent's request to delete a child's message needs identification.
      paragraphs: [
        "本网站不面向 13 岁以下的儿童，我们也不会在知情的情况下收集他们的信息。家长或监护人可以代孩子联系我们。如果您认为有儿童给我们发送了留言，请告诉我们，我们会将其删除。",
      ],
    },
    {
      heading: "您的选择",
      // TEMPLATE: `npm run inbox` has no command to delete one message yet;
      // the practice adds one (or a documented manual step) before launch.
      paragraphs: [
        `您可以询问我们是否保存有您的留言，或要求我们在 ${messageRetentionDays} 天期满之前将其删除。请通过电话或电子邮件联系我们。`,
      ],
    },
    {
      heading: "本政策的变更",
      paragraphs: [
        "如果我们变更本政策，会在本页面发布新版本，并更改页面顶部的日期。如果变更很重要，我们会在本页面顶部加以说明。",
      ],
    },
    {
      heading: "联系我们",
      paragraphs: ["如果您对本政策有任何疑问，请联系我们。"],
      contacts: [
        {
          heading: clinic.name,
          lines: [phoneLine, emailLine, mailLine("Attn: Website privacy（网站隐私）")],
        },
      ],
    },
  ],
} satisfies Translated<typeof en.notices.privacy>;

const enCmsLines = en.notices.goodFaithEstimate.parts[4].contacts[0].lines;

/**
 * /good-faith-estimate: the right of uninsured and self-pay patients to a
 * written estimate of expected charges before care (No Surprises Act, Public
 * Health Service Act §2799B-6 and 45 CFR 149.610), and the patient-provider
 * dispute process when a bill is $400 or more above it (PHS Act §2799B-7 and
 * 45 CFR 149.620). CMS's standard notice, which CMS also publishes in Chinese,
 * is the model counsel and the translator compare these words with.
 */
const goodFaithEstimateNotice = {
  seo: {
    title: "善意估算",
    description:
      "如果您没有医疗保险或选择不使用保险，您有权在接受诊治之前，获得一份书面的善意估算，了解您的费用。",
  },
  title: "您获得善意估算的权利",
  intro: "如果您没有医疗保险，或选择不使用保险，您有权在接受诊治之前知道费用是多少。",
  // TEMPLATE: counsel confirms the banner against CMS's current standard notice.
  banner: "您有权获得一份善意估算（Good Faith Estimate）：一份说明您的医疗费用的书面估算。",
  lastUpdated: en.notices.goodFaithEstimate.lastUpdated,
  parts: [
    {
      heading: "谁可以获得估算",
      // TEMPLATE: counsel confirms who counts as uninsured or self-pay under
      // 45 CFR 149.610(a)(2). People enrolled in Medicare or Medicaid are
      // not covered by this rule; New York Public Health Law §24 covers
      // patients whose plan we are not in network with.
      paragraphs: [
        "善意估算是一份书面清单，列出我们预计为您提供的诊治服务，以及我们预计收取的费用。",
        "联邦法律《无意外医疗账单法》（No Surprises Act）规定，如果您没有医疗保险，您有权获得一份善意估算。如果您有保险但选择自费，您也享有同样的权利。",
        "如果您使用保险，您的保险计划可以告诉您它会支付多少。如果我们不在您保险计划的网络内，您仍然可以要求我们估算将收取的费用。",
      ],
      links: [
        {
          to: en.notices.goodFaithEstimate.parts[0].links[0].to,
          label: "新患者指南中的保险和付费信息",
        },
      ],
    },
    {
      heading: "您何时会收到估算",
      // TEMPLATE: the deadlines of 45 CFR 149.610(b)(1)(vi), in plain words.
      paragraphs: [
        "我们会按您的选择，以纸质或电子邮件的书面形式提供估算。我们也可以通过电话或当面和您一起查看。",
      ],
      points: [
        "如果您至少提前 3 个工作日预约，您会在预约后 1 个工作日内收到估算。",
        "如果您至少提前 10 个工作日预约，您会在预约后 3 个工作日内收到估算。",
        "如果您在预约之前要求估算，您会在提出要求后 3 个工作日内收到。",
      ],
      closing: ["您可以要求对一次就诊进行估算，也可以要求对未来一年内计划的一系列治疗进行估算。"],
    },
    {
      heading: "估算包括哪些内容",
      points: [
        "我们预计为您提供的每项服务和物品，例如就诊、治疗操作以及在诊所内使用的药物",
        "每一项的账单代码和预计费用",
        "您接受诊治的原因（如果我们知道）",
        "估算的开具日期，以及您的诊治日期（如果已确定）",
      ],
      // TEMPLATE: HHS has not yet enforced the part of the rule that asks the
      // first provider to include other providers' charges. Counsel confirms
      // this sentence before launch and at every review.
      closing: [
        "估算不是合同。我们给了您估算，并不表示您必须在我们这里接受诊治。",
        "估算不能包括任何人都无法预料的费用，例如您的诊治发生变化。它可能不包括其他地方提供的服务，例如化验室或影像中心。请向它们索取各自的估算。",
      ],
    },
    {
      heading: "如果您的账单高于估算",
      // TEMPLATE: the threshold, time limit and fee of 45 CFR 149.620 as
      // CMS describes them. Counsel checks the fee on cms.gov/nosurprises
      // before launch, since CMS may change it.
      paragraphs: [
        "如果我们开给您的账单比您的善意估算高出 400 美元或以上，您可以对账单提出争议。",
        "您可以先致电我们。我们会和您一起核对账单，如有错误会予以更正。",
        "您也可以通过联邦的患者与医疗服务提供者争议解决程序要求审查。您必须在第一张账单上所载日期起 120 个日历日（约 4 个月）内提出。需支付 25 美元费用。",
        "然后由一位不为我们任何一方工作的审查人员决定您应付多少。在您的争议处理期间，我们不会把账单交给催收机构，也不会加收滞纳金。",
      ],
      warning: ["请保留您的善意估算和账单的副本或照片。"],
    },
    {
      heading: "了解更多",
      paragraphs: [
        "如需进一步了解您获得善意估算的权利，或要提出争议，请联系联邦医疗保险和医疗补助服务中心（Centers for Medicare & Medicaid Services，CMS）。",
      ],
      // TEMPLATE: CMS's address and number as its standard notice gives them;
      // counsel checks them before launch and at every review.
      contacts: [
        {
          heading: "联邦医疗保险和医疗补助服务中心（CMS）",
          lines: [
            { label: "网上", text: enCmsLines[0].text, href: enCmsLines[0].href },
            { label: "电话", text: enCmsLines[1].text, href: enCmsLines[1].href },
          ],
        },
      ],
    },
    {
      heading: "向我们索取估算",
      paragraphs: [
        "请致电我们、给我们发电子邮件，或在前台提出要求。请告诉我们您希望对哪些诊治进行估算，以及您希望以什么方式收到估算。",
        "请不要通过电子邮件发送医疗细节。我们会通过电话询问所需的信息。",
      ],
      contacts: [
        {
          heading: clinic.name,
          lines: [phoneLine, relayLine, emailLine, mailLine("Attn: Billing（账单部）")],
        },
      ],
    },
  ],
} satisfies Translated<typeof en.notices.goodFaithEstimate>;

/** Each notice under its key in `noticePages` (site-map.ts). */
export const notices = {
  privacyPractices: privacyPracticesNotice,
  nondiscrimination: nondiscriminationNotice,
  accessibility: accessibilityStatement,
  privacy: websitePrivacyPolicy,
  goodFaithEstimate: goodFaithEstimateNotice,
} satisfies Translated<typeof en.notices>;
