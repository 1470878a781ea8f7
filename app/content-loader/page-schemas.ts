// The schemas of the main pages' and the interface's words files
// (content/page/<page>/<language>/words.yaml, content/interface/<language>/words.yaml),
// read by in-language.ts. A field is words when its schema is `words`
// (files.ts) at any depth: word-fields.ts reads which from here. A string
// that is the same in every language is `asWritten`; a field reviewed with
// another page than its file's says so with `reviewedIn`.
import * as z from "zod";
import { asWritten, fieldsNamed, wordGroup, words, wordsAsWritten } from "./files.ts";
import { sources } from "./sources.ts";

const text = words;
const texts = z.array(text);
/** A page of this site, by its English address ("/patients"); other languages' addresses follow. */
const path = z.string().regex(/^\/[\w\-/#]*$/, "an address on this site, starting with /");
const link = z.url({ protocol: /^https$/, error: "a web address starting with https://" });
/**
 * Where a figure comes from: a source of content/sources.yaml, or the
 * practice itself (the sources read when a page is first checked).
 */
const sourceKey = z.lazy(() =>
  z.enum(["practice", ...Object.keys(sources())] as ["practice", ...string[]]),
);

/** A page's title and search-result description. */
const pageSeo = wordGroup("title description");
const pageHeader = wordGroup("title intro");
const headedIntro = wordGroup("heading intro");
const pageLink = z.strictObject({ to: path, label: text });
/** A closing band: its heading and its short points. */
const callToAction = z.strictObject({ heading: text, points: texts });
const outboundLink = z.strictObject({ label: text, href: link });
const headedParagraphs = z.strictObject({ heading: text, paragraphs: texts });
const termAndDetail = wordGroup("term detail");
const facts = z.array(z.strictObject({ term: text, detail: z.union([text, texts]) }));
const topic = z.strictObject({ title: text, paragraphs: texts });
const topicWithPoints = topic.extend({ points: texts.optional() });
/** What an established patient does when the office is closed. */
const afterHours = headedIntro.extend({ steps: texts, emergency: text });
/** The words of the /conditions or /treatments index page. */
const indexPage = wordGroup("seoTitle description title intro", { callToAction });
/** A numbered step: of the care the home page sets out, of a first visit. */
const step = z.strictObject({ number: z.number().int(), ...fieldsNamed("title description") });

const homeWords = z.strictObject({
  homeSeo: pageSeo,
  hero: wordGroup("headline intro", {
    benefits: texts,
    /** How soon a new patient is usually seen, beside "Book". */
    availability: text,
    /** Under the availability: a sudden or severe new headache cannot wait for a visit (a link to the warning signs). */
    urgent: text,
  }),
  physicianCard: z.strictObject({ label: text, approach: text, link: pageLink }),
  /** The spec's quiet flag on the treatments the home page leads with. */
  featuredLabel: text,
  /** The portrait's alt text: empty while it is the initials beside the written name. */
  physicianPortrait: z.strictObject({ alt: wordsAsWritten }),
  homeTreatmentSlugs: z.array(asWritten),
  careSteps: z.array(step.extend({ subtitle: text.optional() })),
  emergencySigns: texts,
  warningSigns: z.strictObject({
    /** The heading says what to do (call 911 or go to an emergency room); no lead-in. */
    emergency: z.strictObject({ heading: text, signs: texts }),
    sameDay: headedIntro.extend({ signs: texts }),
    crisis: wordGroup("heading text"),
    numericClaims: z.array(z.strictObject({ text, source: sourceKey })),
  }),
  closingCallToAction: callToAction,
});

const aboutWords = z.strictObject({
  aboutPage: z.strictObject({
    seo: pageSeo,
    header: pageHeader,
    approach: headedIntro.extend({ topics: z.array(topic) }),
    offers: z.strictObject({ heading: text, topics: z.array(topic) }),
    physician: wordGroup("heading name title", {
      /** The physician's own words: why headache medicine, and how she works. */
      ownWords: headedParagraphs,
      facts,
      disclosure: text,
      link: pageLink,
    }),
    network: headedIntro,
    callToAction,
  }),
});

const helpCardWords = z.strictObject({
  helpCardPage: z.strictObject({
    seo: pageSeo,
    header: pageHeader,
    howToPrint: text,
    /** The large card's heading; its signs are the home page's warningSigns. */
    fridge: wordGroup("heading"),
    wallet: wordGroup("heading fold"),
  }),
});

const firstVisitWords = z.strictObject({
  firstVisitPage: z.strictObject({
    seo: pageSeo,
    header: pageHeader,
    howToPrint: text,
    history: z.strictObject({ heading: text, questions: texts }),
    medicines: wordGroup("heading intro acute preventive", {
      columns: wordGroup("name dose dates helped stopped"),
    }),
    bring: wordGroup("heading"),
    /**
     * MIDAS, in its published wording, once its holder's written permission
     * is given: the page shows it only while no permission mark of the file
     * is open.
     */
    midas: z.strictObject({ heading: text, items: texts, scoring: texts }).optional(),
  }),
});

const referringPhysiciansWords = z.strictObject({
  referringPhysiciansPage: z.strictObject({
    seo: pageSeo,
    header: pageHeader,
    waits: z.strictObject({ heading: text, ways: z.array(termAndDetail) }),
    /** Its signs are the home page's 911 list. */
    redFlags: headedIntro,
    send: headedIntro.extend({ items: texts }),
    how: z.strictObject({ heading: text, ways: z.array(termAndDetail) }),
    back: headedParagraphs,
  }),
});

/** The headache diary to print (/patients/diary): its column heads, its totals, how to send it. */
const diaryWords = z.strictObject({
  diaryPage: z.strictObject({
    seo: pageSeo,
    header: pageHeader,
    howToPrint: text,
    pdf: wordGroup("letter a4"),
    sheet: wordGroup("title name month tick"),
    columns: wordGroup(
      "day headache severity oneSide throbbing activity nausea lightSound aura medicine menses missed",
    ),
    migraineDay: text,
    totals: wordGroup(
      "heading headacheDays migraineDays medicineDays overuseDays overuseLine simpleDays simpleLine note",
    ),
    send: z.strictObject({ heading: text, paragraphs: texts, link: pageLink }),
    helpLink: pageLink,
  }),
});

const patientsWords = z.strictObject({
  patientsPage: z.strictObject({
    seo: pageSeo,
    header: pageHeader,
    bring: headedIntro,
    firstVisit: headedIntro.extend({ steps: z.array(step) }),
    insurance: headedIntro.extend({ topics: z.array(topicWithPoints), link: pageLink }),
    followUp: headedIntro.extend({ schedule: z.array(termAndDetail) }),
    preparation: headedIntro.extend({ topics: z.array(topicWithPoints), diaryLink: pageLink }),
    practiceFacts: z.strictObject({ heading: text, facts, link: pageLink }),
    afterHours,
    careLocations: z.strictObject({ heading: text, paragraphs: texts, link: pageLink }),
    callToAction,
  }),
});

const contactWords = z.strictObject({
  contactPage: z.strictObject({
    seo: pageSeo,
    ...fieldsNamed("intro replyTimes"),
    afterHours,
  }),
  contactMessages: wordGroup("successTitle successText formNotice privacyNotice"),
  /** Shown on the contact page, reviewed with the patients page's words. */
  newPatientChecklist: texts.meta({ reviewedIn: "patients" }),
  contactFormWords: z.strictObject({
    thousandsSeparator: wordsAsWritten.length(1, "one character: a comma, a point or a space"),
    labels: wordGroup("name email phone message"),
    /** Under the message's label: what to write there (not medical details). */
    messageHint: text,
    fieldNames: wordGroup(
      "name email phone message patient times timesNote plan callbackLanguage interpreter",
    ),
    problems: wordGroup("required tooLong notText unreadable notAllowed", {
      /** An invisible format character: a zero-width space, a direction mark. */
      invisible: text,
      ...fieldsNamed("email phone"),
      /** An optional answer that is none of the choices the form offers. */
      choice: text,
    }),
    /** The optional questions (app/contact/details.ts). */
    details: headedIntro.extend({
      patient: wordGroup("legend new returning"),
      times: wordGroup("legend hint morning afternoon note"),
      plan: wordGroup("label none listed other selfPay"),
      callback: wordGroup("label none other interpreter"),
    }),
    /** What the page keeps in place of the form once a message is sent (app/contact/receipt.ts). */
    receipt: wordGroup("heading name patient", {
      patientKinds: wordGroup("new returning"),
      ...fieldsNamed("sent sentAt callback urgent emergency another"),
    }),
    ...fieldsNamed(
      "correctFields unreadableForm unknownFields honeypotLabel send sending notSentTitle notSentText unreachable serverError",
    ),
    /** The close button of a notice shown after sending. */
    close: text,
    /** The name of the area where notices after sending appear. */
    notices: text,
  }),
  contactAnswerWords: wordGroup(
    "tooLarge mediaType encoded crossOrigin tooMany server notStored empty unreadable malformedJson notUtf8 malformedForm sentTwice",
  ),
  contactOutcomeText: z.strictObject({
    sent: wordGroup("title text"),
    notSent: wordGroup("title reasonsHeading intro", {
      reasons: texts,
      backHint: text,
      /** On the page shown when the server does not answer (scripts/unavailable-pages.ts): no form is below it. */
      unavailableBackHint: text,
    }),
    /**
     * A post without JavaScript turned away only for an email address or a
     * phone number the server cannot read: a heading that names it, then
     * how to write it (contactFormWords.problems) and `back`.
     */
    notRead: wordGroup("email phone both back"),
  }),
});

const locationsWords = z.strictObject({
  locationsPage: z.strictObject({
    seo: pageSeo,
    header: pageHeader,
    brooklyn: z.strictObject({
      heading: text,
      directions: headedParagraphs.extend({ links: z.array(outboundLink) }),
      transit: z.strictObject({ heading: text, facts: z.array(termAndDetail) }),
      parking: headedParagraphs,
      access: headedParagraphs,
    }),
    manhattan: headedParagraphs.extend({ links: z.array(outboundLink) }),
    telehealth: headedIntro.extend({ rules: texts }),
    network: headedIntro,
    callToAction,
  }),
});

const conditionsWords = z.strictObject({
  conditionsIndex: indexPage,
  conditionCallToAction: callToAction,
});

const treatmentsWords = z.strictObject({
  treatmentsIndex: indexPage,
  treatmentCallToAction: callToAction,
});

const interfaceWords = z.strictObject({
  interfaceText: wordGroup("skipToContent bookConsultation call plansLink", {
    header: wordGroup("mainNavigation menu closeMenu", {
      /** The menu's link to the insurance plans on the patients page. */
      insurance: text,
    }),
    footer: wordGroup("officeHours pages network notices"),
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
      ...fieldsNamed("spoken interpreter"),
      /** The two lines together ("{spoken} {interpreter}"), as the language joins sentences. */
      withInterpreter: text,
      /** Short, near the phone number: "Hablamos español", in the language it names. */
      weSpeak: text,
      /** Short, near the phone number, where the staff do not speak the page's language. */
      interpreterShort: text,
    }),
    /** The languages the physician herself sees patients in: her card and the About page. */
    physicianLanguages: text,
    /** What a patient can check for herself about the physician, once confirmed: her card and About. */
    proof: wordGroup("licence certification hospital yearsInPractice"),
    ...fieldsNamed("learnMore onThisPage"),
    /** The labels of folded explanation, each saying what it holds: a condition's background, its diagnostic criteria, how a treatment works, a page's sources(). */
    fold: wordGroup("background criteria mechanism sources"),
    sideColumn: wordGroup("label invitation", {
      /** The name of the bar at the foot of a phone's screen with the two ways to get in touch. */
      bar: text,
      /** The bar's short call link; its accessible name is `call` with the number. */
      callShort: text,
      /** A row of the office hours in the booking card ("{days}, {hours}"). */
      hoursRow: text,
    }),
    review: wordGroup("faq heading reviewed changed notReviewed sources"),
    conditionPage: wordGroup("overview symptoms diagnosis treatment warningSigns", {
      /** The box that opens a condition's or treatment's page (app/components/sections/at-a-glance.tsx). */
      atAGlance: text,
      callNow: text,
      /** The box's link to the page's whole list of warning signs. */
      allSigns: text,
    }),
    /** Its sections' headings; `tellUsFirst`, the label of the At a glance box's row on what to tell us before it. */
    treatmentPage: wordGroup(
      "whoFor howItWorks visit schedule sideEffects insurance conditionsHelped medicines tellUsFirst",
    ),
    medicationTable: wordGroup("medicine dosing mechanism use caption summary"),
    homePage: wordGroup(
      "conditions treatments approach warningSigns network conditionsIntro treatmentsIntro approachIntro",
    ),
    phoneLines: wordGroup("ourOffice officePhone"),
    careStep: text,
    contactPage: wordGroup("title information checklist", {
      /** The contact form's heading, where "Book Consultation" leads. */
      request: text,
      /** Under it: the same form takes any other message. */
      requestOther: text,
      ...fieldsNamed("phone email address hours hoursDays"),
    }),
    /** The date line of a notice, its {date} filled in where it is shown. */
    notice: wordGroup("effectiveDate lastUpdated"),
    languageSwitcher: wordGroup("label"),
    translation: wordGroup("notice reviewed changed englishChanged original", {
      /** The line, then the link to the original ("{text} {original}"). */
      withOriginal: text,
    }),
    languageSuggestion: wordGroup("text read dismiss"),
    /**
     * At the top of every page of a draft's preview, never on the public
     * site: the page shows changes that are not on the site yet.
     */
    draft: text,
    notFound: wordGroup("heading text home", {
      /** The heading of the list of the pages visitors open most. */
      popular: text,
      /** The office phone under that list: "Or call the office: {phone}". */
      call: text,
    }),
  }),
  footerDisclaimer: text,
  notFoundSeo: pageSeo,
  mainPageLabels: wordGroup("home conditions treatments patients locations about contact"),
  noticePageLabels: wordGroup(
    "privacyPractices nondiscrimination accessibility privacy goodFaithEstimate",
  ),
  toolPageLabels: wordGroup("help-card first-visit referring-physicians diary"),
  /** Alt text of the consulting room's and the entrance's photos, and of their placeholders. */
  photos: z.strictObject({
    room: wordGroup("alt placeholderAlt"),
    entrance: wordGroup("alt placeholderAlt"),
  }),
});

export const wordsSchemas = {
  "page/home": homeWords,
  "page/about": aboutWords,
  "page/patients": patientsWords,
  "page/help-card": helpCardWords,
  "page/first-visit": firstVisitWords,
  "page/diary": diaryWords,
  "page/contact": contactWords,
  "page/locations": locationsWords,
  "page/conditions": conditionsWords,
  "page/treatments": treatmentsWords,
  interface: interfaceWords,
  "page/referring-physicians": referringPhysiciansWords,
} as const;
export type WordsFile = keyof typeof wordsSchemas;
export const wordsFiles = Object.keys(wordsSchemas) as WordsFile[];
