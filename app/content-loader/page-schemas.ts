// The schemas of the main pages' and the interface's words files
// (content/pages/<page>/<language>/words.yaml, content/interface/<language>/words.yaml),
// read by page-words.ts. A field is words when its schema is `words`
// (files.ts) at any depth: word-fields.ts reads which from here. A string
// that is the same in every language is `asWritten`; a field reviewed with
// another page than its file's says so with `reviewedIn`.
import * as z from "zod";
import { asWritten, words, wordsAsWritten } from "./files.ts";
import { type SourceKey, sources } from "./sources.ts";

const text = words;
/** A page of this site, by its English address ("/patients"); other languages' addresses follow. */
const path = z.string().regex(/^\/[\w\-/#]*$/, "an address on this site, starting with /");
/** A link off the site. */
const link = z.url({ protocol: /^https$/, error: "a web address starting with https://" });
/**
 * Where a figure comes from: a source of content/sources.yaml, or the
 * practice itself (the sources read when a page is first checked).
 */
const sourceKey = z.lazy(() =>
  z.enum(["practice", ...Object.keys(sources())] as ["practice", ...(SourceKey | "practice")[]]),
);

/** A page's title and search-result description. */
const pageSeo = z.strictObject({ title: text, description: text });
/** A page's heading and the sentence under it. */
const pageHeader = z.strictObject({ title: text, intro: text });
/** A link to another page of this site. */
const pageLink = z.strictObject({ to: path, label: text });
/** A closing band: its heading and its short points. */
const callToAction = z.strictObject({ heading: text, points: z.array(text) });
/** A link off this site. */
const outboundLink = z.strictObject({ label: text, href: link });
/** A heading and the paragraphs under it. */
const headedParagraphs = z.strictObject({ heading: text, paragraphs: z.array(text) });
/** A term and its detail, as a list of facts shows them. */
const termAndDetail = z.strictObject({ term: text, detail: text });
/** A titled block of paragraphs. */
const topic = z.strictObject({ title: text, paragraphs: z.array(text) });
/** A titled block of paragraphs, and perhaps a list after them. */
const topicWithPoints = topic.extend({ points: z.array(text).optional() });

const homeWords = z.strictObject({
  homeSeo: pageSeo,
  hero: z.strictObject({
    headline: text,
    intro: text,
    benefits: z.array(text),
    /** How soon a new patient is usually seen, beside "Book". */
    availability: text,
    /** Under the availability: a sudden or severe new headache cannot wait for a visit (a link to the warning signs). */
    urgent: text,
  }),
  physicianCard: z.strictObject({
    label: text,
    approach: text,
    link: pageLink,
  }),
  /** The spec's quiet flag on the treatments the home page leads with. */
  featuredLabel: text,
  /** The portrait's alt text: empty while it is the initials beside the written name. */
  physicianPortrait: z.strictObject({
    alt: wordsAsWritten,
  }),
  homeTreatmentSlugs: z.array(asWritten),
  careSteps: z.array(
    z.strictObject({
      number: z.number().int(),
      title: text,
      description: text,
      subtitle: text.optional(),
    }),
  ),
  emergencySigns: z.array(text),
  warningSigns: z.strictObject({
    /** The heading says what to do (call 911 or go to an emergency room); no lead-in. */
    emergency: z.strictObject({
      heading: text,
      signs: z.array(text),
    }),
    sameDay: z.strictObject({
      heading: text,
      intro: text,
      signs: z.array(text),
    }),
    crisis: z.strictObject({
      heading: text,
      text: text,
    }),
    numericClaims: z.array(
      z.strictObject({
        text: text,
        source: sourceKey,
      }),
    ),
  }),
  closingCallToAction: callToAction,
});

const aboutWords = z.strictObject({
  aboutPage: z.strictObject({
    seo: pageSeo,
    header: pageHeader,
    approach: z.strictObject({
      heading: text,
      intro: text,
      topics: z.array(topic),
    }),
    offers: z.strictObject({
      heading: text,
      topics: z.array(topic),
    }),
    physician: z.strictObject({
      heading: text,
      name: text,
      title: text,
      /** The physician's own words: why headache medicine, and how she works. */
      ownWords: z.strictObject({
        heading: text,
        paragraphs: z.array(text),
      }),
      facts: z.array(
        z.strictObject({
          term: text,
          detail: z.union([text, z.array(text)]),
        }),
      ),
      disclosure: text,
      link: pageLink,
    }),
    network: z.strictObject({
      heading: text,
      intro: text,
    }),
    callToAction: callToAction,
  }),
});

const patientsWords = z.strictObject({
  patientsPage: z.strictObject({
    seo: pageSeo,
    header: pageHeader,
    bring: z.strictObject({
      heading: text,
      intro: text,
    }),
    firstVisit: z.strictObject({
      heading: text,
      intro: text,
      steps: z.array(
        z.strictObject({
          number: z.number().int(),
          title: text,
          description: text,
        }),
      ),
    }),
    insurance: z.strictObject({
      heading: text,
      intro: text,
      topics: z.array(topicWithPoints),
      link: pageLink,
    }),
    followUp: z.strictObject({
      heading: text,
      intro: text,
      schedule: z.array(termAndDetail),
    }),
    preparation: z.strictObject({
      heading: text,
      intro: text,
      topics: z.array(topicWithPoints),
    }),
    practiceFacts: z.strictObject({
      heading: text,
      facts: z.array(
        z.strictObject({
          term: text,
          detail: z.union([text, z.array(text)]),
        }),
      ),
      link: pageLink,
    }),
    afterHours: z.strictObject({
      heading: text,
      intro: text,
      steps: z.array(text),
      emergency: text,
    }),
    careLocations: z.strictObject({
      heading: text,
      paragraphs: z.array(text),
      link: pageLink,
    }),
    callToAction: callToAction,
  }),
});

const contactWords = z.strictObject({
  contactPage: z.strictObject({
    seo: pageSeo,
    intro: text,
    replyTimes: text,
    afterHours: z.strictObject({
      heading: text,
      intro: text,
      steps: z.array(text),
      emergency: text,
    }),
  }),
  contactMessages: z.strictObject({
    successTitle: text,
    successText: text,
    formNotice: text,
    privacyNotice: text,
  }),
  /** Shown on the contact page, reviewed with the patients page's words. */
  newPatientChecklist: z.array(text).meta({ reviewedIn: "patients" }),
  contactFormWords: z.strictObject({
    thousandsSeparator: wordsAsWritten.length(1, "one character: a comma, a point or a space"),
    labels: z.strictObject({
      name: text,
      email: text,
      phone: text,
      message: text,
    }),
    /** Under the message's label: what to write there (not medical details). */
    messageHint: text,
    fieldNames: z.strictObject({
      name: text,
      email: text,
      phone: text,
      message: text,
      patient: text,
      times: text,
      timesNote: text,
      plan: text,
      callbackLanguage: text,
      interpreter: text,
    }),
    problems: z.strictObject({
      required: text,
      tooLong: text,
      notText: text,
      unreadable: text,
      notAllowed: text,
      /** An invisible format character: a zero-width space, a direction mark. */
      invisible: text,
      email: text,
      phone: text,
      /** An optional answer that is none of the choices the form offers. */
      choice: text,
    }),
    /** The optional questions (app/contact/details.ts). */
    details: z.strictObject({
      heading: text,
      intro: text,
      patient: z.strictObject({ legend: text, new: text, returning: text }),
      times: z.strictObject({
        legend: text,
        hint: text,
        morning: text,
        afternoon: text,
        note: text,
      }),
      plan: z.strictObject({
        label: text,
        none: text,
        listed: text,
        other: text,
        selfPay: text,
      }),
      callback: z.strictObject({
        label: text,
        none: text,
        other: text,
        interpreter: text,
      }),
    }),
    /** What the page keeps in place of the form once a message is sent (app/contact/receipt.ts). */
    receipt: z.strictObject({
      heading: text,
      name: text,
      patient: text,
      patientKinds: z.strictObject({ new: text, returning: text }),
      sent: text,
      sentAt: text,
      callback: text,
      urgent: text,
      emergency: text,
      another: text,
    }),
    correctFields: text,
    unreadableForm: text,
    unknownFields: text,
    honeypotLabel: text,
    send: text,
    sending: text,
    notSentTitle: text,
    notSentText: text,
    unreachable: text,
    serverError: text,
    /** The close button of a notice shown after sending. */
    close: text,
    /** The name of the area where notices after sending appear. */
    notices: text,
  }),
  contactAnswerWords: z.strictObject({
    tooLarge: text,
    mediaType: text,
    encoded: text,
    crossOrigin: text,
    tooMany: text,
    server: text,
    notStored: text,
    empty: text,
    unreadable: text,
    malformedJson: text,
    notUtf8: text,
    malformedForm: text,
    sentTwice: text,
  }),
  contactOutcomeText: z.strictObject({
    sent: z.strictObject({
      title: text,
      text: text,
    }),
    notSent: z.strictObject({
      title: text,
      reasonsHeading: text,
      intro: text,
      reasons: z.array(text),
      backHint: text,
      /** On the page shown when the server does not answer (scripts/unavailable-pages.ts): no form is below it. */
      unavailableBackHint: text,
    }),
    /**
     * A post without JavaScript turned away only for an email address or a
     * phone number the server cannot read: a heading that names it, then
     * how to write it (contactFormWords.problems) and `back`.
     */
    notRead: z.strictObject({
      email: text,
      phone: text,
      both: text,
      back: text,
    }),
  }),
});

const locationsWords = z.strictObject({
  locationsPage: z.strictObject({
    seo: pageSeo,
    header: pageHeader,
    brooklyn: z.strictObject({
      heading: text,
      directions: z.strictObject({
        heading: text,
        paragraphs: z.array(text),
        links: z.array(outboundLink),
      }),
      transit: z.strictObject({
        heading: text,
        facts: z.array(termAndDetail),
      }),
      parking: headedParagraphs,
      access: headedParagraphs,
    }),
    manhattan: z.strictObject({
      heading: text,
      paragraphs: z.array(text),
      links: z.array(outboundLink),
    }),
    telehealth: z.strictObject({
      heading: text,
      intro: text,
      rules: z.array(text),
    }),
    network: z.strictObject({
      heading: text,
      intro: text,
    }),
    callToAction: callToAction,
  }),
});

const conditionsWords = z.strictObject({
  conditionsIndex: z.strictObject({
    seoTitle: text,
    description: text,
    title: text,
    intro: text,
    callToAction: callToAction,
  }),
  conditionCallToAction: callToAction,
});

const treatmentsWords = z.strictObject({
  treatmentsIndex: z.strictObject({
    seoTitle: text,
    description: text,
    title: text,
    intro: text,
    callToAction: callToAction,
  }),
  treatmentCallToAction: callToAction,
});

const interfaceWords = z.strictObject({
  interfaceText: z.strictObject({
    skipToContent: text,
    bookConsultation: text,
    call: text,
    plansLink: text,
    header: z.strictObject({
      mainNavigation: text,
      menu: text,
      closeMenu: text,
      /** The menu's link to the insurance plans on the patients page. */
      insurance: text,
    }),
    footer: z.strictObject({
      officeHours: text,
      pages: text,
      network: text,
      notices: text,
    }),
    opensInNewTab: text,
    /** Beside the phone number: the languages the staff speak, and an interpreter for the rest. */
    phoneLanguages: z.strictObject({
      /**
       * One language of the list: {name} is its own name (Español), {local} its name in the
       * page's language (西班牙语), as the language writes a name with its gloss.
       */
      item: text,
      /** Between two languages of the list, as the language writes it (" · ", "、"). */
      separator: z.string().min(1),
      spoken: text,
      interpreter: text,
      /** The two lines together ("{spoken} {interpreter}"), as the language joins sentences. */
      withInterpreter: text,
      /** Short, near the phone number: "Hablamos español", in the language it names. */
      weSpeak: text,
      /** Short, near the phone number, where the staff do not speak the page's language. */
      interpreterShort: text,
    }),
    /** The languages the physician herself sees patients in: her card and the About page. */
    physicianLanguages: text,
    learnMore: text,
    onThisPage: text,
    /** The labels of folded explanation, each saying what it holds: a condition's background, its diagnostic criteria, how a treatment works, a page's sources(). */
    fold: z.strictObject({
      background: text,
      criteria: text,
      mechanism: text,
      sources: text,
    }),
    sideColumn: z.strictObject({
      label: text,
      invitation: text,
      /** The name of the bar at the foot of a phone's screen with the two ways to get in touch. */
      bar: text,
      /** The bar's short call link; its accessible name is `call` with the number. */
      callShort: text,
      /** A row of the office hours in the booking card ("{days}, {hours}"). */
      hoursRow: text,
    }),
    review: z.strictObject({
      faq: text,
      heading: text,
      reviewed: text,
      changed: text,
      notReviewed: text,
      sources: text,
    }),
    conditionPage: z.strictObject({
      overview: text,
      symptoms: text,
      diagnosis: text,
      treatment: text,
      warningSigns: text,
      /** The box that opens the page: what it is, how we treat it, when to call 911. */
      atAGlance: text,
      callNow: text,
      /** The box's link to the page's whole list of warning signs. */
      allSigns: text,
    }),
    treatmentPage: z.strictObject({
      whoFor: text,
      howItWorks: text,
      visit: text,
      schedule: text,
      sideEffects: text,
      insurance: text,
      conditionsHelped: text,
      medicines: text,
    }),
    medicationTable: z.strictObject({
      medicine: text,
      dosing: text,
      mechanism: text,
      use: text,
      caption: text,
      summary: text,
    }),
    homePage: z.strictObject({
      conditions: text,
      treatments: text,
      approach: text,
      warningSigns: text,
      network: text,
      conditionsIntro: text,
      treatmentsIntro: text,
      approachIntro: text,
    }),
    phoneLines: z.strictObject({
      ourOffice: text,
      officePhone: text,
    }),
    careStep: text,
    contactPage: z.strictObject({
      title: text,
      information: text,
      checklist: text,
      /** The contact form's heading, where "Book Consultation" leads. */
      request: text,
      /** Under it: the same form takes any other message. */
      requestOther: text,
      phone: text,
      email: text,
      address: text,
      hours: text,
      hoursDays: text,
    }),
    /** The date line of a notice, its {date} filled in where it is shown. */
    notice: z.strictObject({
      effectiveDate: text,
      lastUpdated: text,
    }),
    languageSwitcher: z.strictObject({
      label: text,
    }),
    translation: z.strictObject({
      notice: text,
      reviewed: text,
      changed: text,
      englishChanged: text,
      original: text,
      /** The line, then the link to the original ("{text} {original}"). */
      withOriginal: text,
    }),
    languageSuggestion: z.strictObject({
      text: text,
      read: text,
      dismiss: text,
    }),
    /**
     * At the top of every page of a draft's preview, never on the public
     * site: the page shows changes that are not on the site yet.
     */
    draft: text,
    notFound: z.strictObject({
      heading: text,
      text: text,
      home: text,
      /** The heading of the list of the pages visitors open most. */
      popular: text,
      /** The office phone under that list: "Or call the office: {phone}". */
      call: text,
    }),
  }),
  footerDisclaimer: text,
  notFoundSeo: pageSeo,
  mainPageLabels: z.strictObject({
    home: text,
    conditions: text,
    treatments: text,
    patients: text,
    locations: text,
    about: text,
    contact: text,
  }),
  noticePageLabels: z.strictObject({
    privacyPractices: text,
    nondiscrimination: text,
    accessibility: text,
    privacy: text,
    goodFaithEstimate: text,
  }),
  /** Alt text of the consulting room's and the entrance's photos, and of their placeholders. */
  photos: z.strictObject({
    room: z.strictObject({ alt: text, placeholderAlt: text }),
    entrance: z.strictObject({ alt: text, placeholderAlt: text }),
  }),
});

export const wordsSchemas = {
  "pages/home": homeWords,
  "pages/about": aboutWords,
  "pages/patients": patientsWords,
  "pages/contact": contactWords,
  "pages/locations": locationsWords,
  "pages/conditions": conditionsWords,
  "pages/treatments": treatmentsWords,
  interface: interfaceWords,
} as const;
export type WordsFile = keyof typeof wordsSchemas;
export const wordsFiles = Object.keys(wordsSchemas) as WordsFile[];
