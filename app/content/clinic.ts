// Every fact about the practice lives here: pages, header, footer, JSON-LD and
// meta tags read it from this file, so a fact is changed in one place only.
//
// PLACEHOLDER marks a value the spec does not give. Each one is fictional on
// purpose (555-01XX phone numbers, .example domains) and is listed in the
// README under "Before launch".

export type DayHours = {
  /** How the days read on the page, e.g. "Monday–Friday". */
  days: string;
  /** How the hours read on the page, e.g. "9am–5pm". */
  hours: string;
  /** schema.org day names, for opening hours in structured data. */
  dayOfWeek: readonly string[];
  /** 24-hour opening time, present only when the office has fixed hours. */
  opens?: string;
  closes?: string;
};

export type ExternalSite = {
  name: string;
  description: string;
  url: string;
  /** Directory listings are linked without passing ranking credit. */
  nofollow?: boolean;
  /** Set on a partner whose office our patients can visit, e.g. "Manhattan". */
  office?: string;
};

export type TransitLine = {
  /** How the line reads on the page, e.g. "Q train" or "B68 bus". */
  line: string;
  /** Where it stops or runs near the office. */
  detail: string;
};

/** How a visit can be paid for (spec §9). */
const paymentMethods = ["cash", "check", "card"] as const;

export const clinic = {
  /** PLACEHOLDER: the practice's legal and display name. */
  name: "Brooklyn Migraine & Headache Center",
  shortName: "Brooklyn Headache",
  description:
    "Neurology practice in Brooklyn, NY, focused on the diagnosis and treatment of migraine and headache disorders by a board-certified headache specialist.",
  /** PLACEHOLDER: the production origin, used for canonical URLs and JSON-LD. */
  url: "https://brooklyn-headache.example",
  phone: {
    /** PLACEHOLDER: the office phone number. */
    display: "(718) 555-0142",
    e164: "+17185550142",
  },
  /** PLACEHOLDER: the address that receives general inquiries. */
  email: "info@brooklyn-headache.example",
  address: {
    street: "2279 Coney Island Ave",
    locality: "Brooklyn",
    region: "NY",
    postalCode: "11223",
    country: "US",
  },
  /** PLACEHOLDER: approximate coordinates of the address; confirm before launch. */
  geo: { latitude: 40.6007, longitude: -73.9614 },
  hours: [
    {
      days: "Monday–Friday",
      hours: "9am–5pm",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "17:00",
    },
    { days: "Saturday", hours: "By appointment", dayOfWeek: ["Saturday"] },
    { days: "Sunday", hours: "Closed", dayOfWeek: ["Sunday"] },
  ] as const satisfies readonly DayHours[],
  physician: {
    /**
     * PLACEHOLDER: the physician's name and degree, written "Name, MD" and
     * never with "Dr." in front as well.
     */
    name: "Alexandra Reyes, MD",
    title: "Board-certified neurologist and headache specialist",
    /**
     * PLACEHOLDER: the practice confirms each certification and its board.
     * ABPN is a member board of the American Board of Medical Specialties, so
     * its certificate is a board certification; UCNS grants a subspecialty
     * certification, and the page says only "certified" for it.
     */
    certifications: [
      "Board certified in neurology by the American Board of Psychiatry and Neurology (ABPN)",
      "Certified in headache medicine by the United Council for Neurologic Subspecialties (UCNS)",
    ],
    /**
     * PLACEHOLDER: the physician's training. The "Example" names are fictional
     * on purpose; the practice replaces each with the real institution.
     */
    training: {
      medicalSchool: "Example University School of Medicine",
      neurologyResidency: "Example University Medical Center, Department of Neurology",
      headacheFellowship: "Example Headache Center",
    },
    /** PLACEHOLDER: hospitals where the physician has privileges; fictional until confirmed. */
    hospitalAffiliations: ["Example Hospital Brooklyn"],
  },
  /** The schema.org MedicalSpecialty value for neurology, for structured data. */
  medicalSpecialty: "Neurologic",
  areaServed: ["Brooklyn", "Staten Island", "Queens", "Manhattan", "New York City"],
  paymentMethods,
  /**
   * What patients are told about paying for care. Each sentence stays under 31
   * words: the treatment pages print these too, and every page is held to it.
   */
  /** Whether the practice takes new patients, and how a short badge says so. */
  newPatients: { accepting: true, badge: "New patients welcome" },
  insurance: {
    summary: "Most insurance plans accepted, including Medicare and Medicaid.",
    /** The same, as a short badge beside a call to action. */
    badge: "Most insurance accepted",
    payment: `Payment is due at the time of service by ${paymentMethods.slice(0, -1).join(", ")} or ${paymentMethods.at(-1)}.`,
    priorAuthorization: "We handle prior authorizations with your insurance plan.",
    priorAuthorizationBadge: "Prior authorizations handled for you",
    /**
     * PLACEHOLDER: every health plan the practice is in network with, by the
     * name the plan uses. New York Public Health Law §24 asks a practice to
     * list them on its website (or in writing) and to say them when a visit
     * is booked. The "Example" names are fictional until the practice fills
     * in its contracts; keep the list current whenever a contract changes.
     */
    plans: [
      "Medicare",
      "New York State Medicaid",
      "Example Medicaid Managed Care Plan",
      "Example Medicare Advantage Plan",
      "Example Commercial Health Plan",
    ],
    /** Public Health Law §24(2): an out-of-network patient may ask what we will bill. */
    outOfNetwork:
      "If we are not in your plan's network, you can ask us for a written estimate of what we will charge before your care.",
  },
  /**
   * What an established patient does when the office is closed. PLACEHOLDER:
   * the practice confirms how its phone line works after hours (recorded
   * message, answering service or on-call doctor) and rewrites `steps` to match.
   */
  afterHours: {
    steps: [
      "Call our office number. When the office is closed, a recorded message tells you how to reach the doctor on call.",
      "Use the on-call line for urgent questions about your treatment that cannot wait until the next business day.",
      "For refills and other questions that can wait, leave a message. We will call you back on the next business day.",
    ],
    emergency: "For an emergency, call 911 or go to the nearest emergency room.",
  },
  /** PLACEHOLDER, confirm before launch: the practice's own policies, in plain words. */
  policies: {
    ages: "We see adults 18 and older.",
    /** Languages our staff speak; free interpreters cover every other language. */
    languages: ["English", "Spanish", "Russian"],
    cancellation:
      "If you need to cancel or move a visit, please call us at least 1 business day ahead. Then we can offer the time to another patient.",
    refills: [
      "Ask for refills at your visit, or call us during office hours.",
      "Please allow 2 business days, and call before you run out.",
      "To keep a medicine safe for you, we may need to see you before we refill it again.",
    ],
    parking:
      "Street parking is on Coney Island Avenue and nearby side streets. Please leave extra time to find a spot.",
  },
  /** Who can be seen by telehealth, and where they must be (spec §9, CONTENT.md). */
  telehealth: {
    eligibility: "Telehealth visits are for established patients.",
    inPerson: "Initial consultations and procedures take place in person, at the office.",
    location: "You must be located in New York State at the time of each telehealth visit.",
  },
  /**
   * PLACEHOLDER, confirm before launch: public transit near the office, read
   * from the MTA's maps. The practice checks each line and stop, and may add
   * walking times, before the site goes live.
   */
  transit: [
    { line: "Q train", detail: "Avenue U and Kings Highway stations, on the Brighton line" },
    { line: "B68 bus", detail: "Runs along Coney Island Avenue" },
    { line: "B3 bus", detail: "Runs along Avenue U" },
  ] as const satisfies readonly TransitLine[],
  /**
   * PLACEHOLDER, confirm before launch: how the entrance can be reached
   * (step-free entry or ramp, elevator, door width, accessible restroom).
   * While it is null, /locations states nothing about the entrance and only
   * asks patients to call. Once confirmed, set it to one plain sentence, which
   * /locations shows above that request.
   */
  entranceAccess: null as string | null,
  /** PLACEHOLDER: partner practices; the spec names their kind, not their address. */
  partners: [
    {
      name: "Manhattan Headache Practice",
      description: "Our partner office in Manhattan for patients who live or work there.",
      url: "https://manhattan-headache.example",
      office: "Manhattan",
    },
    {
      name: "Identity-Aware Neurology Care",
      description: "Neurology care that respects every gender identity and sexual orientation.",
      url: "https://identity-aware-neurology.example",
    },
    {
      name: "Brooklyn EMG Testing",
      description: "Diagnostic nerve and muscle testing (EMG and nerve conduction studies).",
      url: "https://brooklyn-emg.example",
    },
    {
      name: "NYC Brain Injury Specialists",
      description: "Care for traumatic brain injury and concussion.",
      url: "https://nyc-tbi.example",
    },
    {
      name: "NYC Neurology Directory",
      description: "A directory of neurology practices in New York City.",
      url: "https://nyc-neurology-directory.example",
      nofollow: true,
    },
  ] as const satisfies readonly ExternalSite[],
} as const;

/**
 * What a translation says of each day of `hours`: only the words for a day
 * without fixed hours ("By appointment", "Closed"). The other languages name
 * the days and write the times from the data itself (`dayOfWeek`, `opens`,
 * `closes`), with Intl, so the hours are written once, here.
 */
type HoursWordsOf<T extends readonly unknown[]> = {
  readonly [I in keyof T]: T[I] extends { opens: string }
    ? Record<string, never>
    : { readonly hours: string };
};
export type HoursWords = HoursWordsOf<typeof clinic.hours>;

/** Whether a partner is one of the practice's sister sites: every partner but a directory listing. */
export const isSisterSite = (site: ExternalSite): boolean => !site.nofollow;

/** The partner whose Manhattan office our patients can visit (/locations). */
export const manhattanOffice: ExternalSite | undefined = clinic.partners.find(
  (site: ExternalSite) => site.office === "Manhattan",
);

export const telHref = `tel:${clinic.phone.e164}`;
/** The office phone as every call link shows it. */
export const phoneLink = { display: clinic.phone.display, href: telHref } as const;
export const mailtoHref = `mailto:${clinic.email}`;
export const formattedAddress = `${clinic.address.street}, ${clinic.address.locality}, ${clinic.address.region} ${clinic.address.postalCode}`;
/** The office e-mail as every mail link shows it. */
export const emailLink = { display: clinic.email, href: mailtoHref } as const;
/** How to reach the office, as the contact cards and the footer list it. */
export const officeContact = {
  phone: phoneLink,
  email: emailLink,
  address: formattedAddress,
  hours: clinic.hours,
} as const;
