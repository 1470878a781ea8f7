// The words of the site's interface: what the header, the footer, the menus
// and the page templates say around the content (headings the templates
// repeat on every condition or treatment page, button labels, landmarks).
// Pages and their content modules hold everything else. The root loader hands
// these words to every page (useWords() in app/lib/site-facts.ts), so a
// component never writes an English word itself.

/**
 * The 404 page's words, also on their own: the root's error screen shows them
 * when even the root's data failed, and importing this alone keeps the rest
 * of the interface's words out of the browser's JavaScript.
 */
export const notFoundText = {
  heading: "404",
  text: "Oops! Page not found",
  home: "Return to Home",
} as const;

export const interfaceText = {
  skipToContent: "Skip to content",
  bookConsultation: "Book Consultation",
  /**
   * The call button, "Call (718) 555-0142": {phone} stands for the number. A
   * template rather than a function, since these words travel as page data.
   */
  call: "Call {phone}",
  header: {
    mainNavigation: "Main",
    menu: "Menu",
    closeMenu: "Close menu",
  },
  footer: {
    officeHours: "Office hours",
    pages: "Pages",
    network: "Our network",
    notices: "Notices",
  },
  opensInNewTab: "(opens in a new tab)",
  featured: "Featured",
  /** The link at the foot of a condition or treatment card. */
  learnMore: "Learn more",
  onThisPage: "On this page",
  sideColumn: {
    label: "Page contents and booking",
    invitation: "Talk to a headache specialist",
  },
  review: {
    faq: "Frequently asked questions",
    heading: "Medical review",
    /** A medical review recorded against the page's words as they are now. */
    reviewed: "Medically reviewed by {name} on {date}.",
    /** The page's words changed after its last medical review. */
    changed:
      "This page has changed since {name} last reviewed it on {date}. The changes have not yet been medically reviewed.",
    /** No medical review is recorded for the page. */
    notReviewed: "This page has not yet been reviewed by our physician.",
    sources: "Sources",
  },
  conditionPage: {
    overview: "What it is",
    symptoms: "Symptoms",
    diagnosis: "How it is diagnosed",
    treatment: "How we treat it",
    warningSigns: "Warning signs",
  },
  treatmentPage: {
    whoFor: "Who it is for",
    howItWorks: "How it works",
    visit: "What a visit is like",
    schedule: "How often",
    sideEffects: "Side effects",
    insurance: "Insurance and prior authorization",
    conditionsHelped: "Conditions it can help",
    medicines: "Medicines",
  },
  medicationTable: {
    medicine: "Medicine",
    dosing: "How it is taken",
    mechanism: "How it works",
    use: "Used for",
    caption: "{title} medicines",
  },
  homePage: {
    conditions: "Conditions We Treat",
    treatments: "Advanced Treatment Options",
    approach: "Our Approach to Your Care",
    warningSigns: "Warning Signs",
    network: "Our Network",
    conditionsIntro:
      "Every kind of headache is different. We diagnose the type you have before we treat it.",
    treatmentsIntro: "When the usual medicines have not been enough, newer treatments can help.",
    approachIntro: "Four steps, from your first visit to long-term follow-up.",
  },
  /** A phone number set into a line: {phone} is the office's number, linked. */
  phoneLines: {
    /** Under "call us today" in the warning signs. */
    ourOffice: "Our office: {phone}",
    /** Under the after-hours steps. */
    officePhone: "Office phone: {phone}",
  },
  /** Read before each of the home page's care steps by screen readers; {number} is its number. */
  careStep: "Step {number}:",
  contactPage: {
    title: "Contact Us",
    information: "Contact Information",
    checklist: "New Patient Checklist",
    form: "Send Us a Message",
    phone: "Phone",
    email: "Email",
    address: "Address",
    hours: "Hours",
  },
  notice: {
    effectiveDate: "Effective date",
    lastUpdated: "Last updated",
  },
  /** The last item of a list cut short in a search description: "A, B and more". */
  listMore: "more",
  /** The language switcher in the header and the phone menu. */
  languageSwitcher: { label: "Language" },
  /**
   * On every translated page, under its heading, as its translation review
   * stands; {date} is a date, {name} the translator.
   */
  translation: {
    notice:
      "This page is a translation from English, awaiting review by a qualified medical translator. Translated {date}.",
    reviewed:
      "This page is a translation from English, checked by {name}, a medical translator, on {date}.",
    changed:
      "This page is a translation from English. It has changed since it was checked on {date}, and the changes await review.",
    englishChanged:
      "This page is a translation from English. The English page has changed since this translation was checked on {date}.",
    original: "Read the English original",
  },
  /** Offered, in this language, to a visitor whose browser prefers it, on a page in another. */
  languageSuggestion: {
    text: "This page is also in English.",
    read: "Read in English",
    dismiss: "Dismiss",
  },
  notFound: notFoundText,
} as const;

export type InterfaceText = typeof interfaceText;
