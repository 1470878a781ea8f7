// The contact page's words (app/content/contact.ts) in Chinese. Only the
// exports that hold words are translated; messageRetentionDays stays in
// contact.ts.
// Draft Simplified Chinese translation of app/content/contact.ts; awaiting review by a qualified medical translator.
// Date: 2026-11-23
import { careFacts } from "#app/content/care-facts.ts";
import type * as en from "#app/content/contact.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

export const contactMessages = {
  successTitle: "已收到您的留言",
  successText: `感谢您联系我们。我们会在 ${careFacts.responseHours} 小时内回复。`,
  formNotice: "此表格仅用于一般咨询和预约申请。如遇紧急情况，请拨打 911 或前往最近的急诊室。",
  privacyNotice:
    "请不要填写症状、诊断或药物等医疗细节。我们会通过电话或在您就诊时与您讨论这些内容。",
} satisfies Translated<typeof en.contactMessages>;

/**
 * The rest of the contact page's words. The toast keeps the spec's promise;
 * `replyTimes`, beside the form, says how it counts the hours.
 */
export const contactPage = {
  seo: {
    title: "联系我们并预约问诊",
    description:
      "致电、发电子邮件或留言，预约我们布鲁克林头痛专科医生的问诊。这里还有办公时间、地址以及首次就诊需要携带的物品。",
  },
  intro: "如有问题或想预约，请致电我们、发送电子邮件，或在下方留言。",
  replyTimes: `工作日我们会在 ${careFacts.responseHours} 小时内回复。周五晚上或周末发来的留言，我们会在下一个工作日回复。`,
  afterHours: {
    heading: "下班时间",
    intro: "如果您已经是我们的患者，并在诊所关门时需要联系我们：",
    steps: clinicWords.afterHours.steps,
    emergency: clinicWords.afterHours.emergency,
  },
} satisfies Translated<typeof en.contactPage>;

export const newPatientChecklist = [
  "带照片的身份证件和您的保险卡",
  "您目前服用的药物清单，以及您以前试过的头痛药物",
  "您的头痛日记，如果您有记录的话（发作频率、持续时间、严重程度）",
  "近期的影像检查报告（MRI 或 CT）和化验结果",
  "如果您的保险计划要求，请带上初级保健医生开的转诊单",
] satisfies Translated<typeof en.newPatientChecklist>;

/**
 * What the contact page says after a form post without JavaScript: the same
 * confirmation as the toast, or why the message may have been refused.
 */
export const contactOutcomeText = ((messageLimit: string) => ({
  sent: { title: contactMessages.successTitle, text: contactMessages.successText },
  notSent: {
    title: "您的留言未能发送",
    reasonsHeading: "可能的原因",
    intro: "我们无法接收您的留言。您填写的内容没有被保存，请重试，或改为致电我们。",
    reasons: [
      `有必填项未填写，或某项内容过长（留言最多 ${messageLimit} 个字符）。`,
      "电子邮件地址或电话号码的格式无法识别。",
      "您的网络连接在 1 分钟内发送了多条留言。请等待 1 分钟后再试。",
      "我们的服务器出了问题。这是我们的错，不是您的错。",
    ],
    backHint:
      "下方的表格是空白的。如需找回您输入的内容，请使用浏览器的“返回”按钮：大多数浏览器会在那里保留这些内容。",
  },
})) satisfies Translated<typeof en.contactOutcomeText>;

/**
 * The contact form's own words: labels, button, the problems the form's
 * rules find, and what the form says when a message was not sent. Each
 * {name} is filled in as in the English.
 */
export const contactFormWords = {
  labels: { name: "姓名", email: "电子邮件", phone: "电话", message: "留言" },
  fieldNames: { name: "姓名", email: "电子邮件", phone: "电话", message: "留言" },
  problems: {
    required: "请填写“{field}”。",
    tooLong: "“{field}”太长了：最多 {limit} 个字符。",
    notText: "“{field}”必须是文字。",
    unreadable: "“{field}”中有无法识别的字符。",
    notAllowed: "“{field}”中有不允许使用的字符。",
    email: "请输入电子邮件地址，例如 name@example.com。",
    phone: "请输入带区号的电话号码，例如 (718) 555-0100。",
  },
  correctFields: "请修改下方标出的栏目。",
  unreadableForm: "无法读取表格，请重试。",
  unknownFields: "表格发送了一个它没有的栏目（{fields}）。",
  honeypotLabel: "请勿填写此栏",
  send: "发送留言",
  sending: "正在发送…",
  notSentTitle: "您的留言未能发送",
  notSentText: "{reason}您的留言仍保留在表格中。请重试，或致电 {phone} 联系我们。",
  unreachable: "无法连接到我们的服务器。",
  serverError: "我们的服务器无法接收这条留言（错误 {status}）。",
} satisfies Translated<typeof en.contactFormWords>;

/** What the server answers when it turns a message away or cannot keep it. */
export const contactAnswerWords = {
  tooLarge: "留言太长了。请缩短到 {limit} 个字符以内。",
  mediaType: "表格必须以 JSON 或网页表格的形式发送。",
  encoded: "表格必须以未压缩的形式发送。",
  crossOrigin: "只能通过本网站自己的联系表格发送留言。",
  tooMany: "您的网络连接发送的留言太多了。请等待 1 分钟后再试，或致电我们。",
  server: "由于我们这边出了问题，您的留言未能保存。请重试，或致电我们。",
  notStored:
    "您的留言未能发送：由于我们这边出了问题，留言未能保存。请致电 {phone} 联系我们，或稍后再试。",
  empty: "留言是空的。",
  unreadable: "无法读取这条留言。",
  malformedJson: "无法读取这条留言：JSON 格式有误。",
  notUtf8: "留言中有不是有效 UTF-8 文字的字节。",
  malformedForm: "表格数据格式有误，或不是 UTF-8 文字。",
  sentTwice: "栏目“{field}”被发送了两次。",
} satisfies Translated<typeof en.contactAnswerWords>;
