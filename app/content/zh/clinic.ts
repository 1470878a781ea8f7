// Patient-facing words of app/content/clinic.ts in Chinese.
// Draft Simplified Chinese translation of app/content/clinic.ts; awaiting review by a qualified medical translator.
// Date: 2026-11-23
//
// `clinicWords` mirrors the paths of the fields of `clinic` that hold words a
// patient reads; every other fact (names, phone, e-mail, address, URLs, hours
// as 24-hour times, plan names, coordinates) stays in clinic.ts and is read
// from there. Covered, in the order of clinic.ts:
//   description
//   hours[i].hours                           (for days without fixed hours; day
//                                             names and times come from the data, with Intl)
//   physician.title, physician.certifications
//   newPatients.badge
//   insurance.summary, .badge, .payment, .priorAuthorization,
//     .priorAuthorizationBadge, .outOfNetwork
//   afterHours.steps, afterHours.emergency
//   policies.ages, .languages, .cancellation, .refills, .parking
//   telehealth.eligibility, .inPerson, .location
//   transit[i].line, transit[i].detail
//   entranceAccess                           (null while clinic.ts has none)
//   partners[i].description
// Not covered, on purpose: the practice's and partners' names, the
// physician's name, training institutions and hospital affiliations (proper
// names, kept as written), insurance.plans (plan names stay in Latin script),
// areaServed and medicalSpecialty (structured data only).
//
// Spacing: a half-width space separates Chinese from Latin letters and Arabic
// digits, as on most Chinese-language websites.
import { type HoursWords, clinic } from "#app/content/clinic.ts";
import type { Translated } from "#app/content/translated.ts";

/** Picks the word fields of each entry of a list, keeping the list's length. */
type PickEach<T extends readonly object[], K extends PropertyKey> = {
  readonly [I in keyof T]: Translated<Pick<T[I], K & keyof T[I]>>;
};

type ClinicWords = {
  description: string;
  hours: HoursWords;
  physician: Translated<Pick<typeof clinic.physician, "title" | "certifications">>;
  newPatients: Translated<Pick<typeof clinic.newPatients, "badge">>;
  insurance: Translated<
    Pick<
      typeof clinic.insurance,
      | "summary"
      | "badge"
      | "payment"
      | "priorAuthorization"
      | "priorAuthorizationBadge"
      | "outOfNetwork"
    >
  >;
  afterHours: Translated<typeof clinic.afterHours>;
  policies: Translated<typeof clinic.policies>;
  telehealth: Translated<typeof clinic.telehealth>;
  transit: PickEach<typeof clinic.transit, "line" | "detail">;
  entranceAccess: string | null;
  partners: PickEach<typeof clinic.partners, "description">;
};

/** How each payment method of clinic.ts reads in a sentence. */
const paymentMethodWords = {
  cash: "现金",
  check: "支票",
  card: "银行卡",
} satisfies Record<(typeof clinic.paymentMethods)[number], string>;

const paymentWords = clinic.paymentMethods.map((method) => paymentMethodWords[method]);

export const clinicWords = {
  description:
    "位于纽约布鲁克林的神经科诊所，由经专科委员会认证的头痛专科医生专门诊断和治疗偏头痛及各类头痛疾病。",
  hours: [{}, { hours: "需预约" }, { hours: "休诊" }],
  physician: {
    title: "经专科委员会认证的神经科医生、头痛专科医生",
    certifications: [
      "获美国精神病学与神经病学委员会（American Board of Psychiatry and Neurology，ABPN）神经病学专科认证",
      "获美国神经科亚专科联合委员会（United Council for Neurologic Subspecialties，UCNS）头痛医学认证",
    ],
  },
  newPatients: { badge: "欢迎新患者" },
  insurance: {
    summary: "接受大多数医疗保险计划，包括 Medicare 和 Medicaid。",
    badge: "接受大多数保险",
    payment: `费用须在就诊时支付，可使用${paymentWords.slice(0, -1).join("、")}或${paymentWords.at(-1)}。`,
    priorAuthorization: "我们会替您向保险计划办理事先授权。",
    priorAuthorizationBadge: "代您办理事先授权",
    outOfNetwork:
      "如果我们不在您保险计划的网络内，您可以在接受治疗前要求我们提供书面估算，说明我们将收取的费用。",
  },
  afterHours: {
    steps: [
      "请拨打诊所电话。诊所下班后，电话录音会告诉您如何联系值班医生。",
      "如果您对治疗有紧急问题，不能等到下一个工作日，请使用值班电话。",
      "如需续药或有其他可以稍后处理的问题，请留言。我们会在下一个工作日给您回电。",
    ],
    emergency: "如遇紧急情况，请拨打 911 或前往最近的急诊室。",
  },
  policies: {
    ages: "我们接诊 18 岁及以上的成年人。",
    languages: ["英语", "西班牙语", "俄语"],
    cancellation:
      "如果您需要取消或更改预约，请至少提前 1 个工作日致电我们。这样我们可以把这个时间留给其他患者。",
    refills: [
      "您可以在就诊时申请续药，也可以在办公时间致电我们。",
      "请预留 2 个工作日，并在药用完之前致电。",
      "为了确保您用药安全，我们可能需要先为您看诊，才能再次续药。",
    ],
    parking: "可在 Coney Island Avenue 及附近小街路边停车。请预留额外时间寻找车位。",
  },
  telehealth: {
    eligibility: "远程医疗就诊适用于本诊所的现有患者。",
    inPerson: "首次会诊和治疗操作在诊所当面进行。",
    location: "每次远程医疗就诊时，您必须身在纽约州。",
  },
  transit: [
    { line: "地铁 Q 线", detail: "Brighton 线的 Avenue U 站和 Kings Highway 站" },
    { line: "B68 路公交车", detail: "沿 Coney Island Avenue 行驶" },
    { line: "B3 路公交车", detail: "沿 Avenue U 行驶" },
  ],
  // While clinic.entranceAccess is null there is nothing to translate. When
  // the practice sets that sentence, put its translation here; until then the
  // Chinese page states nothing about the entrance and only asks patients to call.
  entranceAccess: null,
  partners: [
    { description: "我们在曼哈顿的合作诊所，方便在曼哈顿居住或工作的患者。" },
    { description: "尊重每一种性别认同和性取向的神经科医疗服务。" },
    { description: "神经和肌肉诊断检查（肌电图 EMG 和神经传导检查）。" },
    { description: "创伤性脑损伤和脑震荡的诊治。" },
    { description: "纽约市神经科诊所名录。" },
  ],
} as const satisfies ClinicWords;
