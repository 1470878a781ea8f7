// The notices a US practice that bills Medicare and Medicaid posts on its
// website (CONTENT.md): the HIPAA Notice of Privacy Practices, the Section 1557
// notice of nondiscrimination with its language taglines, the accessibility
// statement, the website privacy policy, and the No Surprises Act's Good Faith
// Estimate notice for uninsured and self-pay patients. Practice facts come from
// clinic.ts and the contact form's numbers from contact.ts, so a notice cannot
// disagree with the rest of the site.
//
// TEMPLATE: every notice below is a draft in plain language, written for this
// practice. The practice's counsel confirms each one before launch, and each
// comment marked TEMPLATE names a point that needs a decision or a check.
import { mainPages, noticePages } from "./site-map.ts";
import { clinic, formattedAddress, mailtoHref, telHref, phoneLink } from "./clinic.ts";
import { contactMessages, messageRetentionDays } from "./contact.ts";

/** A phone number as it reads and as a tel: link. */
export type PhoneLink = typeof phoneLink;

/** One way to reach someone: a phone number, an e-mail, a postal address, a website. */
export type ContactLine = {
  label: string;
  /** Several strings read as separate lines, e.g. a postal address. */
  text: string | readonly string[];
  /** A tel:, mailto: or https: link; https: links open in a new tab. */
  href?: string;
};

/** Who to contact and how, shown as a card with an <h3>. */
export type ContactCard = {
  heading: string;
  intro?: string;
  lines: readonly ContactLine[];
};

/** A titled piece of a part, shown as a card with an <h3>. */
export type NoticeTopic = {
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
};

/** One sentence, in its own language, that offers free language help by phone. */
export type Tagline = {
  /** The language's name in English, shown beside the sentence. */
  language: string;
  /** BCP 47 tag, rendered as the sentence's lang attribute. */
  lang: string;
  dir?: "rtl";
  /** The sentence up to the phone number, and after it (the number is a link). */
  beforePhone: string;
  afterPhone: string;
};

/** A link to another page of this site. */
export type NoticeLink = { to: string; label: string };

/**
 * One part of a notice, under its own <h2>. Its pieces render in this order:
 * paragraphs, warning, points, topics, closing, contacts, taglines, links.
 */
export type NoticePart = {
  heading: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
  topics?: readonly NoticeTopic[];
  /** Paragraphs after the list or the topics. */
  closing?: readonly string[];
  /** A boxed caution, such as not to send medical details through the form. */
  warning?: readonly string[];
  contacts?: readonly ContactCard[];
  taglines?: { phone: PhoneLink; items: readonly Tagline[] };
  links?: readonly NoticeLink[];
};

type NoticeBase = {
  seo: { title: string; description: string };
  /** The page's <h1>. */
  title: string;
  intro: string;
  /** A statement the law asks to be shown prominently at the top. */
  banner?: string;
  parts: readonly NoticePart[];
};

/** A notice carries the date it takes effect, or the date it was last changed (ISO). */
export type Notice = NoticeBase & ({ effectiveDate: string } | { lastUpdated: string });

/** Where each notice lives; routes.ts and the footer use the same paths. */

/** TEMPLATE: the date counsel approves the notices; change it with every revision. */
const noticeDate = "2026-11-21";

/**
 * TEMPLATE: how soon the practice answers a request for accessibility help.
 * The practice confirms it can keep this promise.
 */
const accessibilityReplyTime = "2 business days";

/**
 * TEMPLATE: how long the server's request logs are kept. The practice and
 * whoever hosts the server set log rotation to match this number.
 */
const serverLogRetentionDays = 30;

const phone: PhoneLink = phoneLink;
const phoneLine: ContactLine = { label: "Phone", text: clinic.phone.display, href: telHref };
const emailLine: ContactLine = { label: "E-mail", text: clinic.email, href: mailtoHref };
const relayLine: ContactLine = {
  label: "Deaf or hard of hearing",
  text: "Call us through the New York Relay Service: dial 711",
  href: "tel:711",
};

function mailLine(attention: string): ContactLine {
  return { label: "Mail", text: [attention, clinic.name, formattedAddress] };
}

/**
 * TEMPLATE: the HHS Office for Civil Rights' complaint channels as HHS
 * published them; counsel checks them against hhs.gov/ocr before launch and
 * at every review, since the portal address has changed before.
 */
const ocrLines: readonly ContactLine[] = [
  {
    label: "Online",
    text: "OCR Complaint Portal",
    href: "https://ocrportal.hhs.gov/ocr/smartscreen/main.jsf",
  },
  {
    label: "Forms and help",
    text: "hhs.gov/ocr/complaints",
    href: "https://www.hhs.gov/ocr/complaints/index.html",
  },
  { label: "Phone", text: "1-800-368-1019", href: "tel:+18003681019" },
  { label: "TDD", text: "1-800-537-7697", href: "tel:+18005377697" },
  { label: "E-mail", text: "OCRComplaint@hhs.gov", href: "mailto:OCRComplaint@hhs.gov" },
  {
    label: "Mail",
    text: [
      "Centralized Case Management Operations",
      "U.S. Department of Health and Human Services",
      "200 Independence Avenue, S.W., Room 509F, HHH Building",
      "Washington, D.C. 20201",
    ],
  },
];

/**
 * /privacy-practices: the HIPAA Notice of Privacy Practices (45 CFR 164.520).
 * A practice whose website describes its services must post the notice there
 * prominently, so the footer of every page links to it.
 */
const privacyPracticesNotice = {
  seo: {
    title: "Notice of Privacy Practices",
    description:
      "How our Brooklyn headache practice may use and share your health information, your rights over it, and how to file a privacy complaint.",
  },
  title: "Notice of Privacy Practices",
  intro: `This notice explains how ${clinic.name} may use and share health information about you, the rights you have over it, and how to reach us with a question or a complaint.`,
  // TEMPLATE: wording fixed by 45 CFR 164.520(b)(1)(i); keep it exactly as it is.
  banner:
    "THIS NOTICE DESCRIBES HOW MEDICAL INFORMATION ABOUT YOU MAY BE USED AND DISCLOSED AND HOW YOU CAN GET ACCESS TO THIS INFORMATION. PLEASE REVIEW IT CAREFULLY.",
  effectiveDate: noticeDate,
  parts: [
    {
      heading: "About This Notice",
      // TEMPLATE: confirm who the notice covers (employed and covering
      // clinicians, any organized health care arrangement).
      paragraphs: [
        "Your health information is private. The law calls it protected health information. It includes your medical record, your test results, your bills and anything else we keep that identifies you and is about your health or your care.",
        "Federal law (the Health Insurance Portability and Accountability Act, known as HIPAA) and New York State law protect this information. This notice explains how we may use and share it, what your rights are, and what we must do to protect it.",
        "It applies to our physician, our staff and everyone who works with us at our office.",
      ],
    },
    {
      heading: "Our Duties",
      paragraphs: ["The law requires us to:"],
      points: [
        "Keep your health information private and secure.",
        "Give you this notice of our legal duties and privacy practices, and follow the notice that is in effect now.",
        "Tell you if a breach happens that may have put the privacy or security of your information at risk.",
        "Use or share your information only as this notice describes, unless you give us written permission to do more.",
      ],
    },
    {
      heading: "How We Use and Share Your Health Information",
      paragraphs: [
        "Most of the time, we use and share your information for three reasons. We do not need your written permission for these.",
      ],
      topics: [
        {
          title: "To treat you",
          paragraphs: [
            "We use your information to care for you, and we share it with others who treat you.",
            "For example, we may send your test results and our visit notes to your primary care doctor, or tell your pharmacy which medicine we prescribed.",
          ],
        },
        {
          title: "To get paid for your care",
          paragraphs: [
            "We use and share your information to bill for your care and get paid by Medicare, Medicaid, your health plan or you.",
            "For example, we give your health plan details of your visit, and ask it to approve a treatment such as Botox before we give it.",
          ],
        },
        {
          title: "To run our practice",
          paragraphs: [
            "We use your information to run our office, check and improve the quality of our care, and train our staff.",
            "For example, we may review charts to see how well a treatment works for our patients, or use your phone number to remind you of an appointment.",
          ],
        },
      ],
      closing: [
        "Companies that do work for us, such as a billing service or the maker of our records system, may see your information while they do that work. They must sign a contract that requires them to protect it.",
      ],
    },
    {
      heading: "Other Ways We May Use or Share Your Information",
      paragraphs: [
        "The law allows or requires us to share your information in some other cases, often for the public good. Each one has conditions we must meet before we share anything.",
      ],
      topics: [
        {
          title: "When the law requires it",
          paragraphs: [
            "We share information when a federal, state or local law requires it. This includes the U.S. Department of Health and Human Services when it checks that we follow federal privacy law.",
          ],
        },
        {
          title: "Public health and safety",
          paragraphs: [
            "We may report information to public health authorities to prevent or control disease, to report side effects of medicines or problems with medical devices, and to report suspected abuse, neglect or domestic violence.",
            "We may also share information to prevent a serious and imminent threat to someone's health or safety.",
          ],
        },
        {
          title: "Health oversight",
          paragraphs: [
            "We may share information with agencies that oversee health care, for audits, investigations, inspections and licensing.",
          ],
        },
        {
          title: "Courts and lawsuits",
          paragraphs: [
            "We may share information in answer to a court or administrative order, or to a subpoena or other legal request when the law's conditions are met.",
          ],
        },
        {
          title: "Law enforcement",
          paragraphs: [
            "We may share information with the police or other law enforcement officials for purposes the law allows, such as to identify a suspect or a missing person, or to report a crime at our office.",
          ],
        },
        {
          title: "After a death, and organ donation",
          paragraphs: [
            "We may share information with a coroner, medical examiner or funeral director, and with organizations that arrange organ, eye or tissue donation.",
          ],
        },
        {
          title: "Research",
          paragraphs: [
            "We may use or share information for research when a review board has approved it and rules are in place to protect your privacy.",
          ],
        },
        {
          title: "Government and work-related requests",
          paragraphs: [
            "We may share information for workers' compensation claims, for special government functions such as military, national security and protective services, and with a correctional institution or law enforcement official that has you in custody.",
          ],
        },
      ],
    },
    {
      heading: "Your Choices",
      paragraphs: [
        "In these cases, you can tell us what you want, and we will follow your wishes:",
      ],
      points: [
        "Whether we may share information with family members, close friends or others who help with your care or pay for it.",
        "Whether we may share information with a disaster relief organization, so your family can learn where you are and how you are.",
      ],
      closing: [
        "If you cannot tell us, for example because you are unconscious, we may share information when we believe it is in your best interest.",
        // TEMPLATE: confirm that the practice does not fundraise.
        "We do not contact patients to raise money.",
      ],
    },
    {
      heading: "When We Need Your Written Permission",
      paragraphs: [
        "For any use or sharing that this notice does not describe, we will ask for your written permission first. We always need it for:",
      ],
      points: [
        "Most marketing.",
        "Selling your information.",
        "Most sharing of psychotherapy notes.",
      ],
      // TEMPLATE: counsel confirms the New York categories that need
      // written consent (Public Health Law Article 27-F for HIV information,
      // Mental Hygiene Law 33.13, Civil Rights Law 79-l for genetic tests),
      // whether the practice receives records covered by 42 CFR Part 2 (then
      // the notice must say how they are protected), and whether to add a
      // statement on reproductive and gender-affirming health care under New
      // York's shield laws.
      closing: [
        "You can take back your permission at any time by writing to our Privacy Officer. This does not undo what we already did while we had your permission.",
        "New York law gives extra protection to some information, such as HIV-related information, mental health records, genetic test results and records of treatment for alcohol or drug use. When New York law is stricter than federal law, we follow New York law, and we ask for your written permission whenever it requires us to.",
      ],
    },
    {
      heading: "Your Rights",
      paragraphs: [
        "You have these rights over your health information. To use one, call or write to our Privacy Officer (contact details are at the end of this notice). We may ask you to put your request in writing, and we will give you a form if you need one.",
      ],
      topics: [
        {
          title: "See and get a copy of your records",
          // TEMPLATE: confirm time limits and fees against HIPAA (30 days)
          // and New York Public Health Law 18 (inspection within 10 days,
          // at most 75 cents a page for paper copies, no denial for inability
          // to pay).
          paragraphs: [
            "You can ask to see or get a copy of your medical and billing records, on paper or electronically. You can ask us to send the copy to you or to someone you choose.",
            "We will answer within 30 days. We may charge a reasonable, cost-based fee and will tell you the cost first. We will not refuse you a copy because you cannot pay.",
          ],
        },
        {
          title: "Ask us to correct your records",
          paragraphs: [
            "If you think information in your record is wrong or missing, you can ask us to correct it. Tell us why.",
            "We may say no, but if we do, we will tell you why in writing within 60 days, and you can add a statement to your record saying that you disagree.",
          ],
        },
        {
          title: "Get a list of who we shared information with",
          paragraphs: [
            "You can ask for a list of the times we shared your information in the six years before your request, with whom and why.",
            "The list leaves out sharing for treatment, payment and running our practice, sharing you asked us to do, and a few other kinds. The first list in any 12 months is free; for another list in the same 12 months we may charge a reasonable, cost-based fee.",
          ],
        },
        {
          title: "Ask us to limit what we use or share",
          paragraphs: [
            "You can ask us not to use or share certain information for treatment, payment or running our practice. We do not have to agree, for example when it could affect your care.",
            "If you pay for a service or item in full yourself, you can ask us not to share information about it with your health plan. We will agree unless a law requires us to share it.",
          ],
        },
        {
          title: "Choose how we contact you",
          paragraphs: [
            "You can ask us to contact you in a certain way, such as at another phone number or mailing address. We will say yes to every reasonable request, and we will not ask you why.",
          ],
        },
        {
          title: "Get a paper copy of this notice",
          paragraphs: [
            "You can ask for a paper copy of this notice at any time, even if you agreed to receive it electronically. Ask at our front desk, or call us and we will mail you one.",
          ],
        },
        {
          title: "Choose someone to act for you",
          paragraphs: [
            "If you have given someone medical power of attorney, or someone is your legal guardian, that person can use your rights and make choices about your health information. We will check that the person has this authority before we act.",
          ],
        },
        {
          title: "Be told about a breach",
          paragraphs: [
            "If a breach affects health information of yours that was not secured, we will tell you without delay, and no later than 60 days after we find out.",
          ],
        },
      ],
    },
    {
      heading: "How to File a Complaint",
      paragraphs: [
        "If you believe we did not protect your privacy or respect your rights, you can file a complaint with us, with the U.S. Department of Health and Human Services, or with both.",
        "We will not punish you, refuse you care or treat you differently in any way for filing a complaint.",
      ],
      contacts: [
        {
          heading: "With our practice",
          intro:
            "Call or write to our Privacy Officer. If you would like help putting your complaint in writing, we will help you.",
          lines: [phoneLine, mailLine("Attn: Privacy Officer")],
        },
        {
          heading: "With the U.S. Department of Health and Human Services",
          intro:
            "Contact its Office for Civil Rights. Complaints are usually due within 180 days of when you learned of the problem.",
          lines: ocrLines,
        },
      ],
    },
    {
      heading: "Changes to This Notice",
      paragraphs: [
        "We can change the terms of this notice. A change applies to all the information we have about you, including information we had before the change.",
        "When we change it, we post the new notice in our office and on this page, with its effective date. You can ask us for a copy at any time.",
      ],
    },
    {
      heading: "Questions About This Notice",
      paragraphs: [
        "If you have a question about this notice or about your privacy, contact our Privacy Officer.",
      ],
      contacts: [
        {
          heading: "Our Privacy Officer",
          lines: [phoneLine, mailLine("Attn: Privacy Officer")],
        },
      ],
    },
  ],
} as const satisfies Notice;

/**
 * TEMPLATE: the languages most spoken in New York State by people with
 * limited English proficiency, from the brief. Counsel checks the list against
 * the current HHS/Census data for the state (Greek, Albanian, Punjabi and
 * Japanese are near the cut) and has a qualified translator review every
 * sentence before launch, as Section 1557 expects of translations.
 */
const taglines: readonly Tagline[] = [
  {
    language: "Spanish",
    lang: "es",
    beforePhone: "Si habla español, puede recibir ayuda gratuita en su idioma llamando al ",
    afterPhone: ".",
  },
  {
    language: "Chinese (Traditional)",
    lang: "zh-Hant",
    beforePhone: "如果您說中文，可以撥打 ",
    afterPhone: " 免費獲得語言協助服務。",
  },
  {
    language: "Chinese (Simplified)",
    lang: "zh-Hans",
    beforePhone: "如果您说中文，可以拨打 ",
    afterPhone: " 免费获得语言协助服务。",
  },
  {
    language: "Russian",
    lang: "ru",
    beforePhone:
      "Если вы говорите по-русски, вы можете бесплатно воспользоваться услугами переводчика, позвонив по номеру ",
    afterPhone: ".",
  },
  {
    language: "Haitian Creole",
    lang: "ht",
    beforePhone: "Si ou pale kreyòl ayisyen, ou ka jwenn èd gratis nan lang ou lè ou rele ",
    afterPhone: ".",
  },
  {
    language: "Bengali",
    lang: "bn",
    beforePhone: "আপনি যদি বাংলায় কথা বলেন, তাহলে ",
    afterPhone: " নম্বরে ফোন করে বিনামূল্যে ভাষা সহায়তা পেতে পারেন।",
  },
  {
    language: "Korean",
    lang: "ko",
    beforePhone: "한국어를 사용하시는 경우, ",
    afterPhone: "번으로 전화하시면 무료 언어 지원 서비스를 받으실 수 있습니다.",
  },
  {
    language: "Arabic",
    lang: "ar",
    dir: "rtl",
    beforePhone: "إذا كنت تتحدث العربية، يمكنك الحصول على مساعدة لغوية مجانية بالاتصال بالرقم ",
    afterPhone: ".",
  },
  {
    language: "Yiddish",
    lang: "yi",
    dir: "rtl",
    beforePhone: "אויב איר רעדט אידיש, קענט איר באקומען שפראך הילף בחינם: רופט ",
    afterPhone: ".",
  },
  {
    language: "Italian",
    lang: "it",
    beforePhone:
      "Se parla italiano, può ricevere assistenza linguistica gratuita chiamando il numero ",
    afterPhone: ".",
  },
  {
    language: "Polish",
    lang: "pl",
    beforePhone:
      "Osoby mówiące po polsku mogą otrzymać bezpłatną pomoc językową, dzwoniąc pod numer ",
    afterPhone: ".",
  },
  {
    language: "French",
    lang: "fr",
    beforePhone:
      "Si vous parlez français, vous pouvez obtenir une aide linguistique gratuite en appelant le ",
    afterPhone: ".",
  },
  {
    language: "Urdu",
    lang: "ur",
    dir: "rtl",
    beforePhone: "اگر آپ اردو بولتے ہیں تو آپ ",
    afterPhone: " پر کال کر کے زبان کی مفت مدد حاصل کر سکتے ہیں۔",
  },
  {
    language: "Tagalog",
    lang: "tl",
    beforePhone:
      "Kung nagsasalita ka ng Tagalog, maaari kang makakuha ng libreng tulong sa wika sa pamamagitan ng pagtawag sa ",
    afterPhone: ".",
  },
  {
    language: "Vietnamese",
    lang: "vi",
    beforePhone:
      "Nếu quý vị nói tiếng Việt, quý vị có thể nhận được hỗ trợ ngôn ngữ miễn phí bằng cách gọi số ",
    afterPhone: ".",
  },
  {
    language: "Hindi",
    lang: "hi",
    beforePhone: "यदि आप हिंदी बोलते हैं, तो आप ",
    afterPhone: " पर कॉल करके मुफ़्त भाषा सहायता प्राप्त कर सकते हैं।",
  },
];

/**
 * /nondiscrimination: the notice of nondiscrimination and of free language
 * help and auxiliary aids (ACA Section 1557, 2024 rule), with taglines in the
 * languages most spoken in New York State.
 */
const nondiscriminationNotice = {
  seo: {
    title: "Nondiscrimination and Free Language Help",
    description:
      "We do not discriminate. Free interpreters, translated information and aids for people with disabilities, how to ask for them, and how to file a grievance.",
  },
  title: "Nondiscrimination and Free Language Help",
  intro: `${clinic.name} follows federal civil rights laws. This notice explains the free help we offer, how to ask for it, and what to do if you believe we treated you unfairly.`,
  effectiveDate: noticeDate,
  parts: [
    {
      heading: "We Do Not Discriminate",
      // TEMPLATE: courts stayed the gender identity parts of the 2024
      // Section 1557 rule in several states in 2024. New York State and New
      // York City law protect sexual orientation and gender identity in any
      // case; counsel confirms this list and whether to name state and city
      // law (and their added grounds, such as creed) here.
      paragraphs: [
        `${clinic.name} complies with the federal civil rights laws that apply to health care, including Section 1557 of the Affordable Care Act. We do not turn people away, treat them differently or give them worse care because of:`,
      ],
      points: [
        "Race",
        "Color",
        "National origin, including limited English proficiency and primary language",
        "Age",
        "Disability",
        "Sex, including sex characteristics, intersex traits, pregnancy or related conditions, sexual orientation, gender identity and sex stereotypes",
      ],
      closing: [
        "We also follow Title VI of the Civil Rights Act of 1964, Section 504 of the Rehabilitation Act of 1973 and the Age Discrimination Act of 1975.",
        // TEMPLATE: confirm that this notice is also posted in the office.
        `This notice is posted in our office and on our website at ${new URL(noticePages.nondiscrimination.path, clinic.url).href}.`,
      ],
    },
    {
      heading: "Free Help We Offer",
      paragraphs: [
        "When you need help to talk with us or to use our services, we provide it free of charge and in time for it to be useful.",
      ],
      // TEMPLATE: the practice confirms each kind of help it arranges and
      // how (in-person, phone or video interpreters; braille through a vendor).
      topics: [
        {
          title: "For people with disabilities",
          paragraphs: [
            "We provide aids and services that help you communicate with us, and we make reasonable changes to how we do things when a disability calls for them.",
          ],
          points: [
            "Qualified sign language interpreters",
            "Written information in other formats, such as large print, audio, braille and accessible electronic files",
            "Reasonable changes to our policies and procedures",
          ],
        },
        {
          title: "For people who prefer a language other than English",
          paragraphs: [
            "We provide language help so you can talk with us and understand your care in the language you prefer.",
          ],
          points: [
            "Qualified interpreters, in person, by phone or by video",
            "Written information translated into your language",
            "You do not need to bring a family member or friend to interpret for you, and we will not ask a child to interpret except in an emergency",
          ],
        },
      ],
    },
    {
      heading: "How to Ask for Help",
      paragraphs: [
        "Call us, or tell our staff when you make an appointment or arrive for your visit. If you can, let us know before your visit so that everything is ready when you arrive.",
      ],
      contacts: [
        {
          heading: "Call or write to us",
          lines: [phoneLine, relayLine, emailLine],
        },
      ],
    },
    {
      heading: "If You Believe We Discriminated Against You",
      // TEMPLATE: the Section 1557 Coordinator and a written grievance
      // procedure are required of practices with 15 or more employees
      // (45 CFR 92.7 and 92.8). The practice names who holds the role.
      paragraphs: [
        "If you believe we did not provide this help, or that we discriminated against you in another way for a reason listed above, you can file a grievance with our Section 1557 Coordinator. You can file it in person, by mail, by phone or by e-mail. If you need help filing it, the Coordinator will help you.",
        "We will not punish you or treat you differently in any way for filing a grievance or a complaint.",
      ],
      contacts: [
        {
          heading: "Our Section 1557 Coordinator",
          lines: [phoneLine, relayLine, emailLine, mailLine("Attn: Section 1557 Coordinator")],
        },
        {
          heading: "The U.S. Department of Health and Human Services",
          intro:
            "You can also file a civil rights complaint with its Office for Civil Rights, online, by phone, by e-mail or by mail.",
          lines: ocrLines,
        },
      ],
    },
    {
      heading: "Free Language Help",
      paragraphs: [
        "Each sentence below says, in its language, that free language help is available and gives our phone number to call.",
      ],
      taglines: { phone, items: taglines },
    },
  ],
} as const satisfies Notice;

/**
 * /accessibility: the WCAG 2.2 AA goal, what the site does, what is known not
 * to work, and how to ask for help.
 */
const accessibilityStatement = {
  seo: {
    title: "Accessibility Statement",
    description:
      "How we make this website usable for everyone, the WCAG 2.2 AA standard we aim for, what we know is not yet right, and how to ask for help.",
  },
  title: "Accessibility Statement",
  intro: `${clinic.name} wants everyone, including people with disabilities, to be able to use this website and our services.`,
  lastUpdated: noticeDate,
  parts: [
    {
      heading: "Our Commitment",
      paragraphs: [
        "Every patient should be able to find information, contact us and get care without barriers. We build accessibility into this site from the start, not as an afterthought.",
        "If something on this site is hard for you to use, we want to hear about it, and we will help you get the information in another way.",
      ],
    },
    {
      heading: "The Standard We Aim For",
      // TEMPLATE: a goal, not a claim of full conformance; counsel confirms
      // the wording. HHS's Section 504 rule (45 CFR 84.84) requires WCAG 2.1
      // Level AA; 2.2 Level AA includes it.
      paragraphs: [
        "Our goal is for every page of this site to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA. These guidelines, published by the World Wide Web Consortium (W3C), explain how to make websites usable by people with a wide range of disabilities.",
      ],
    },
    {
      heading: "What This Site Does",
      points: [
        "Every link, button, menu and form field works with a keyboard alone.",
        "A “Skip to content” link comes first, so keyboard and screen reader users can jump past the menu.",
        "The item that has keyboard focus is clearly outlined.",
        "Pages have headings in order, landmarks and labels, so screen readers can describe them and move around them.",
        "Every link and button has a text name; icons are decoration and screen readers skip them.",
        "Links that open another website say so to screen readers.",
        "Text and background colors have enough contrast to read.",
        "You can enlarge text to 200% without losing content or features.",
        "If your device is set to reduce motion, the site turns off animation.",
        "Text in another language is marked with that language, so screen readers pronounce it correctly.",
        "The contact form has visible labels, marks required fields, and explains any problem next to the field.",
        "With JavaScript turned off, every page can still be read and the contact form can still be sent.",
      ],
    },
    {
      heading: "How We Check",
      // TEMPLATE: add screen reader testing here only once the practice or
      // its developer actually does it.
      paragraphs: [
        "We test every page with automated accessibility checks on phone and desktop screen sizes, and check the site by hand with a keyboard and at 200% zoom. Automated tools cannot find every problem, so we also rely on what visitors tell us.",
      ],
    },
    {
      heading: "Known Limitations",
      points: [
        "Our partner practices and the other websites we link to are run by others. We cannot control how accessible they are. If one of them gives you trouble, tell us and we will help you get what you need.",
        // TEMPLATE: rewritten now that every page is also in Russian, Spanish
        // and Simplified Chinese; counsel confirms the wording, and whether
        // the drafts may be posted before a qualified translator reviews them
        // (Section 1557 expects that review; see the taglines above).
        "Every page of this website is in English, Russian, Spanish and Simplified Chinese. The Russian, Spanish and Chinese pages are draft translations, still waiting for review by a qualified medical translator, so if anything in them is unclear, please call us. Our notice of free language help has a sentence in more languages, and we provide interpreters free of charge by phone and at the office.",
      ],
      closing: [
        "We review pages when we change them, and we fix problems as we find them or as you tell us about them.",
      ],
      links: [{ to: noticePages.nondiscrimination.path, label: "Free language help and aids" }],
    },
    {
      heading: "Ask for Help or Report a Problem",
      paragraphs: [
        "If you have trouble using any part of this site, or you need information from it in another way, contact us. It helps if you tell us the page, what you were trying to do and, if you wish, the device, browser and any assistive technology you use.",
        `We will reply within ${accessibilityReplyTime} and work with you until you have what you need.`,
      ],
      contacts: [{ heading: "Contact us", lines: [phoneLine, relayLine, emailLine] }],
    },
    {
      heading: "Information in Other Formats",
      paragraphs: [
        "We can give you any information on this site in another format at no cost, such as large print, braille or an electronic file that works with your screen reader, or we can read it to you over the phone. Ask us by phone or e-mail.",
        "If you believe we have not met our duty to make our services accessible, our notice of nondiscrimination explains how to file a grievance with us or a complaint with the U.S. Department of Health and Human Services.",
      ],
      links: [
        { to: noticePages.nondiscrimination.path, label: "Read our notice of nondiscrimination" },
      ],
    },
  ],
} as const satisfies Notice;

/**
 * /privacy: what the contact form collects, where it goes and for how long,
 * and that the site tracks no one. It states what the server actually does
 * (docs/decisions/004-contact-delivery.md).
 */
const websitePrivacyPolicy = {
  seo: {
    title: "Website Privacy Policy",
    description:
      "What our website collects, where contact form messages go and how long we keep them. No tracking cookies, analytics, advertising or third-party trackers.",
  },
  title: "Website Privacy Policy",
  intro: `This policy explains what ${clinic.name} learns about you when you visit this website or send us a message through it, and what we do with that information.`,
  lastUpdated: noticeDate,
  parts: [
    {
      heading: "The Short Version",
      points: [
        "We collect only what you type into our contact form, plus a short-lived server log.",
        `We keep contact form messages for ${messageRetentionDays} days, then delete them.`,
        "We use no tracking cookies, no analytics, no advertising and no third-party trackers.",
        "We never sell your information.",
        "Please do not send medical details through the contact form.",
      ],
    },
    {
      heading: "What the Contact Form Collects and Why",
      paragraphs: ["When you send us a message, we receive what you type in the form:"],
      points: ["Your name", "Your e-mail address", "Your phone number", "Your message"],
      closing: [
        "We also record the date and time your message arrived.",
        "We use this information only to answer you: to reply to your question, set up an appointment or call you back. We do not add you to a mailing list, and we do not use your message for marketing.",
      ],
    },
    {
      heading: "Please Do Not Send Medical Details",
      warning: [contactMessages.privacyNotice, contactMessages.formNotice],
      closing: [
        "The contact form is meant for general questions and appointment requests. It is not a secure way to send private health information.",
      ],
    },
    {
      heading: "Where Your Message Goes and How Long We Keep It",
      // TEMPLATE: the e-mail copy. The server deletes messages with
      // `npm run inbox -- purge`, which the practice must run daily; the
      // practice confirms its staff delete the e-mailed copies on the same
      // schedule, and that its e-mail provider and server host have signed
      // business associate agreements.
      points: [
        "Your message is stored on our practice's own website server, not with an outside form service.",
        "A copy is sent by e-mail to our staff so that they can answer you. Our e-mail provider carries that copy for us, under a contract that requires it to protect your information.",
        `We delete your message from our server ${messageRetentionDays} days after it arrives, and our staff delete the e-mail copy on the same schedule.`,
      ],
      closing: [
        "Your message travels to our server over an encrypted connection (HTTPS). Only our staff who answer messages and the people who maintain our server can see it.",
      ],
    },
    {
      heading: "Your Website Message and Your Patient Record",
      // TEMPLATE: counsel confirms how HIPAA applies to form messages (HHS
      // treats information a provider collects from someone seeking care as
      // possibly protected) and whether staff copy messages into the chart.
      paragraphs: [
        "A message you send through this website is not part of your medical record, and the website is not covered in the same way as your patient record. That is why we ask you not to include medical details. We still keep your message private, as this policy describes.",
        "Health information in your patient record is protected by federal and New York privacy law. Our Notice of Privacy Practices explains how we use and share it and what your rights are.",
      ],
      links: [
        { to: noticePages.privacyPractices.path, label: "Read our Notice of Privacy Practices" },
      ],
    },
    {
      heading: "No Tracking Cookies, Analytics or Advertising",
      // TEMPLATE: true of the site as built. If a host or CDN in front of
      // the server adds cookies or scripts, this part must change first.
      points: [
        "We do not use cookies to track you, and our site does not set cookies of its own.",
        "We use no analytics tools, and no outside service measures your visit.",
        "We show no advertising and use no advertising networks or tracking pixels.",
        "We use no third-party trackers, social media buttons or chat widgets.",
        "We embed nothing from other websites: no maps, videos or outside fonts. Every part of every page loads from our own web address.",
        "The site keeps only technical notes in your browser, such as how far down each page you scrolled so that the Back button returns you to the same place. Nothing in them identifies you, and your browser erases them when you close the tab.",
      ],
    },
    {
      heading: "Server Logs",
      paragraphs: [
        "Like every website, our server keeps a short record of the requests it receives, to keep the site secure and working. Each entry holds:",
      ],
      points: [
        "The internet (IP) address of your device",
        "The page or file requested",
        "The date and time",
        "Whether the request worked",
      ],
      closing: [
        `We keep these logs for no more than ${serverLogRetentionDays} days and use them only to find and fix problems and to protect the site from attacks. They never include what you wrote in a message.`,
        "To stop abuse, our server also counts how many messages arrive from each internet address in a minute. It keeps that count in memory only, for about a minute.",
      ],
    },
    {
      heading: "Who We Share Information With",
      paragraphs: [
        "We do not sell, rent or trade your information. We share it only with the services that help us run this site and answer you, such as the company that hosts our server and our e-mail provider, or when the law requires us to.",
      ],
    },
    {
      heading: "Links to Other Websites",
      paragraphs: [
        "Our site links to other websites, such as our partner practices. When you follow one of these links, you leave our site, and that site's own privacy policy applies. We do not control what those sites collect.",
      ],
    },
    {
      heading: "Children",
      // TEMPLATE: confirm the age the practice treats and whether a
      // parent's request to delete a child's message needs identification.
      paragraphs: [
        "Our website is not meant for children under 13, and we do not knowingly collect their information. A parent or guardian can contact us for a child. If you believe a child has sent us a message, tell us and we will delete it.",
      ],
    },
    {
      heading: "Your Choices",
      // TEMPLATE: `npm run inbox` has no command to delete one message yet;
      // the practice adds one (or a documented manual step) before launch.
      paragraphs: [
        `You can ask us whether we hold a message from you, or ask us to delete it before the ${messageRetentionDays} days are up. Contact us by phone or e-mail.`,
      ],
    },
    {
      heading: "Changes to This Policy",
      paragraphs: [
        "If we change this policy, we will post the new version on this page and change the date at the top. If a change is important, we will say so at the top of this page.",
      ],
    },
    {
      heading: "Contact Us",
      paragraphs: ["If you have a question about this policy, contact us."],
      contacts: [
        {
          heading: clinic.name,
          lines: [phoneLine, emailLine, mailLine("Attn: Website privacy")],
        },
      ],
    },
  ],
} as const satisfies Notice;

/**
 * /good-faith-estimate: the right of uninsured and self-pay patients to a
 * written estimate of expected charges before care (No Surprises Act, Public
 * Health Service Act §2799B-6 and 45 CFR 149.610), and the patient-provider
 * dispute process when a bill is $400 or more above it (PHS Act §2799B-7 and
 * 45 CFR 149.620). The rule asks a provider to post this information
 * prominently on its website, so every footer links here. The words are the
 * practice's own; CMS's standard notice is the model counsel compares them with.
 */
const goodFaithEstimateNotice = {
  seo: {
    title: "Good Faith Estimate",
    description:
      "If you have no health insurance or choose not to use it, you have the right to a written Good Faith Estimate of your costs before your care.",
  },
  title: "Your Right to a Good Faith Estimate",
  intro:
    "If you have no health insurance, or you choose not to use it, you have the right to know what your care will cost before you get it.",
  // TEMPLATE: counsel confirms the banner against CMS's current standard notice.
  banner:
    "You have the right to receive a Good Faith Estimate: a written estimate of what your medical care will cost.",
  lastUpdated: noticeDate,
  parts: [
    {
      heading: "Who Can Get an Estimate",
      // TEMPLATE: counsel confirms who counts as uninsured or self-pay under
      // 45 CFR 149.610(a)(2). People enrolled in Medicare or Medicaid are
      // not covered by this rule; New York Public Health Law §24 covers
      // patients whose plan we are not in network with.
      paragraphs: [
        "A Good Faith Estimate is a written list of the care we expect to give you and what we expect to charge for it.",
        "A federal law, the No Surprises Act, gives you the right to one if you do not have health insurance. You have the same right if you have insurance but choose to pay for your care yourself.",
        "If you use your insurance, your plan can tell you what it will pay. If we are not in your plan's network, you can still ask us for an estimate of what we will charge.",
      ],
      links: [
        { to: mainPages.patients.path, label: "Insurance and billing in our New Patient Guide" },
      ],
    },
    {
      heading: "When You Will Get It",
      // TEMPLATE: the deadlines of 45 CFR 149.610(b)(1)(vi), in plain words.
      paragraphs: [
        "We give you the estimate in writing, on paper or by e-mail, as you prefer. We can also go over it with you by phone or in person.",
      ],
      points: [
        "If you book a visit at least 3 business days ahead, you get your estimate within 1 business day after you book.",
        "If you book a visit at least 10 business days ahead, you get it within 3 business days after you book.",
        "If you ask for an estimate before you book, you get it within 3 business days after you ask.",
      ],
      closing: [
        "You can ask for an estimate for one visit, or for a series of treatments planned over the coming year.",
      ],
    },
    {
      heading: "What the Estimate Shows",
      points: [
        "Each service and item we expect to give you, such as visits, procedures and medicines given in our office",
        "The billing code and the expected charge for each one",
        "The reason for your care, if we know it",
        "The date we wrote it, and the date of your care if it is set",
      ],
      // TEMPLATE: HHS has not yet enforced the part of the rule that asks the
      // first provider to include other providers' charges. Counsel confirms
      // this sentence before launch and at every review.
      closing: [
        "An estimate is not a contract. You do not have to get your care from us because we gave you one.",
        "It cannot include costs no one could expect, such as a change in your care. It may not include care from other places, such as a lab or an imaging center. Ask them for their own estimate.",
      ],
    },
    {
      heading: "If Your Bill Is Higher Than Your Estimate",
      // TEMPLATE: the threshold, time limit and fee of 45 CFR 149.620 as
      // CMS describes them. Counsel checks the fee on cms.gov/nosurprises
      // before launch, since CMS may change it.
      paragraphs: [
        "If your bill from us is $400 or more above your Good Faith Estimate, you can dispute the bill.",
        "You can call us first. We will go over the bill with you, and we will correct it if it is wrong.",
        "You can also ask for a review through the federal patient-provider dispute resolution process. You must start within 120 calendar days (about 4 months) of the date on your first bill. There is a $25 fee.",
        "A reviewer who works for neither of us then decides what you owe. While your dispute is open, we will not send the bill to collections or add late fees to it.",
      ],
      warning: ["Keep a copy or a photo of your Good Faith Estimate and of your bill."],
    },
    {
      heading: "Learn More",
      paragraphs: [
        "To learn more about your right to a Good Faith Estimate, or to start a dispute, contact the Centers for Medicare & Medicaid Services (CMS).",
      ],
      // TEMPLATE: CMS's address and number as its standard notice gives them;
      // counsel checks them before launch and at every review.
      contacts: [
        {
          heading: "Centers for Medicare & Medicaid Services (CMS)",
          lines: [
            {
              label: "Online",
              text: "cms.gov/nosurprises",
              href: "https://www.cms.gov/nosurprises",
            },
            { label: "Phone", text: "1-800-985-3059", href: "tel:+18009853059" },
          ],
        },
      ],
    },
    {
      heading: "Ask Us for an Estimate",
      paragraphs: [
        "Call us, e-mail us or ask at the front desk. Tell us which care you would like an estimate for, and how you would like to receive it.",
        "Please do not send medical details by e-mail. We will ask what we need by phone.",
      ],
      contacts: [
        {
          heading: clinic.name,
          lines: [phoneLine, relayLine, emailLine, mailLine("Attn: Billing")],
        },
      ],
    },
  ],
} as const satisfies Notice;

/** Each notice under its key in `noticePages` (site-map.ts); one route module renders them all. */
export const notices = {
  privacyPractices: privacyPracticesNotice,
  nondiscrimination: nondiscriminationNotice,
  accessibility: accessibilityStatement,
  privacy: websitePrivacyPolicy,
  goodFaithEstimate: goodFaithEstimateNotice,
} as const satisfies Record<keyof typeof noticePages, Notice>;
