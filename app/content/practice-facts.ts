// The practice's facts as content/practice/en/facts.yaml gives them, checked by
// their schema: the clinic's name, phone, hours, people, plans, policies and
// partners, and the care figures the pages quote ({firstVisitMinutes}). The
// translations of their words (content/practice/ru/facts.yaml, …) are laid over
// them in practice.ts.
//
// Only the build and the server read them: no page hydrates
// (docs/decisions/017), so a page's title and the phone on the contact form
// reach the browser in the built HTML (the contact form's script reads its
// words and the phone from its page).
import * as z from "zod";
import { clockTime, matching, readContentFile, words } from "./files.ts";
import { parseContent } from "./schema-check.ts";

const text = words;
const count = z.number().int().positive();
const range = z
  .strictObject({
    min: count.meta({ title: "From", description: "The smaller number." }),
    max: count.meta({ title: "To", description: "The larger number." }),
  })
  .refine((value) => value.min < value.max, "min must be less than max");
/** The days of the week by their schema.org names, Monday first. */
export const weekdayNames = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
const weekday = z.enum(weekdayNames);

/**
 * A day (or days) of the office hours: its times, or by appointment, or
 * closed. The words of the days and times are written from these in every
 * language (office-hours.ts).
 */
const dayHours = z
  .strictObject({
    dayOfWeek: z
      .array(weekday)
      .min(1, "name at least one day, like [Friday]")
      .meta({ title: "Days", description: "The days that have these hours." }),
    opens: clockTime.optional().meta({
      title: "Opens",
      description: "A 24-hour time, like 09:00. Empty on a day by appointment or closed.",
    }),
    closes: clockTime
      .optional()
      .meta({ title: "Closes", description: "A 24-hour time, like 17:00 or 15:00." }),
    byAppointment: z.boolean().optional().meta({
      title: "By appointment",
      description: "On for days seen only by appointment, without times.",
    }),
    closed: z
      .boolean()
      .optional()
      .meta({ title: "Closed", description: "On for days the office is closed." }),
  })
  .superRefine((row, context) => {
    const timed = row.opens !== undefined || row.closes !== undefined;
    const ways = [timed, row.byAppointment === true, row.closed === true].filter(Boolean).length;
    if (ways !== 1) {
      context.addIssue({
        code: "custom",
        message:
          'give the days either opens and closes (like "09:00" and "17:00"), or byAppointment: true, or closed: true',
      });
    } else if (timed && (row.opens === undefined || row.closes === undefined)) {
      context.addIssue({
        code: "custom",
        path: [row.opens === undefined ? "opens" : "closes"],
        message: "give both opens and closes",
      });
    } else if (timed && (row.opens ?? "") >= (row.closes ?? "")) {
      context.addIssue({ code: "custom", path: ["closes"], message: "closes must be after opens" });
    }
  });

/**
 * A physician's name as the pages write it: "Name, MD", with no "Dr." (or
 * "Doctor") in front, in any letter case; written without flags, as the
 * editor's form reads the pattern too.
 */
const physicianName = matching(
  text,
  /^(?![Dd][Rr]\.?\s|[Dd][Oo][Cc][Tt][Oo][Rr]\s)/,
  'write the name as "Name, MD" without "Dr." in front: the pages add the degree, and "Dr. … MD" says it twice',
);

/** An item of a list whose translations are matched to it by its id. */
const itemId = matching(
  z.string(),
  /^[a-z0-9-]+$/,
  "an id: lowercase letters, digits and -, the same in every language",
);

/** A list of items with ids, each id once. */
function keyedList<T extends z.ZodType<{ id: string }>>(item: T) {
  return z.array(item).superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach(({ id }, index) => {
      if (seen.has(id)) {
        context.addIssue({
          code: "custom",
          path: [index, "id"],
          message: `the id "${id}" is used twice; give each item its own`,
        });
      }
      seen.add(id);
    });
  });
}

const externalSite = z.strictObject({
  name: text.meta({ title: "Name", description: "The partner's name." }),
  description: text.meta({
    title: "Description",
    description: "One sentence on what the partner does.",
  }),
  id: itemId.meta({
    title: "Id",
    description: "Lowercase letters, digits and -; the same in every language.",
  }),
  url: z.url().meta({ title: "Website", description: "Its address, starting with https://." }),
  /** A directory listing, linked without passing ranking credit. */
  nofollow: z.boolean().optional().meta({
    title: "A directory listing",
    description: "On for a directory, linked without passing ranking credit.",
  }),
  /** A partner whose office our patients can visit, e.g. "Manhattan". */
  office: text.optional().meta({
    title: "Office",
    description: "Where patients can visit it, like Manhattan; empty if they cannot.",
  }),
});

/** A field's label and hint in the editor at /admin (scripts/editor/cms-config.ts). */
const shown = (title: string, description: string) => ({ title, description });
/** A field of words that the translations leave as the English has it (a name, a plan). */
const english = (title: string, description: string) => ({
  ...shown(title, description),
  translated: false,
});

export const practiceSchema = z.strictObject({
  care: z
    .strictObject({
      responseHours: count.meta(
        shown(
          "Hours to answer a message",
          "How many hours the practice takes to answer a contact message, at most.",
        ),
      ),
      firstVisitMinutes: range.meta(
        shown(
          "Minutes of a first visit",
          "From the shortest to the longest first visit, in minutes.",
        ),
      ),
      followUpVisitMinutes: range.meta(
        shown(
          "Minutes of a follow-up visit",
          "From the shortest to the longest follow-up visit, in minutes.",
        ),
      ),
      followUpEveryWeeks: range.meta(
        shown(
          "Weeks between follow-up visits",
          "The fewest and the most weeks between two follow-up visits.",
        ),
      ),
      newPreventiveFollowUpWeeks: range.meta(
        shown(
          "Weeks to the check after a new preventive",
          "How many weeks after starting a preventive medicine the practice checks in.",
        ),
      ),
      chronicMigraine: z
        .strictObject({
          headacheDaysPerMonth: count.meta(
            shown(
              "Headache days a month",
              "Chronic migraine: headache on at least this many days a month.",
            ),
          ),
          months: count.meta(
            shown("For how many months", "Chronic migraine: for more than this many months."),
          ),
          migraineDays: count.meta(
            shown(
              "Migraine days a month",
              "Chronic migraine: of those days, at least this many with migraine features.",
            ),
          ),
        })
        .meta(
          shown(
            "Chronic migraine",
            "The figures that define chronic migraine, as the pages state them.",
          ),
        ),
      botox: z
        .strictObject({
          injections: count.meta(
            shown("Injections", "How many injections a Botox treatment gives."),
          ),
          muscleAreas: count.meta(
            shown("Muscle areas", "Into how many areas of the head and neck."),
          ),
          units: count.meta(shown("Units", "How many units of Botox in all.")),
          everyWeeks: count.meta(
            shown("Every how many weeks", "How often a Botox treatment is repeated, in weeks."),
          ),
          minutes: count.meta(shown("Minutes", "How long a Botox treatment takes, in minutes.")),
          minAge: count.meta(
            shown(
              "Youngest age",
              "The youngest age at which the practice gives Botox for migraine.",
            ),
          ),
        })
        .meta(shown("Botox", "The figures of a Botox treatment for chronic migraine.")),
      preventiveThresholdMigraineDays: count.meta(
        shown(
          "Migraine days for a preventive",
          "From this many migraine days a month, a preventive treatment is offered.",
        ),
      ),
      newPatientsSeenWithinDays: count.meta(
        shown(
          "Days until a new patient is seen",
          "A new patient is usually seen within this many days of asking for a visit.",
        ),
      ),
      cgrpTrialMonths: count.meta(
        shown(
          "Months of a CGRP trial",
          "How long a trial of a monthly CGRP medicine lasts before it is judged.",
        ),
      ),
      quarterlyCgrpTrialMonths: count.meta(
        shown(
          "Months of a quarterly CGRP trial",
          "How long a trial of a CGRP medicine given every three months lasts before it is judged.",
        ),
      ),
      procedureReliefHours: range.meta(
        shown(
          "Hours to relief after a procedure",
          "No page states this figure; it is kept for the tests.",
        ),
      ),
      outcomeMeasures: z
        .array(text)
        .min(1)
        .meta(
          english(
            "Questionnaires",
            "The questionnaires that measure how much headache affects a patient's life, by their names (HIT-6).",
          ),
        ),
    })
    .meta(
      shown(
        "Figures of care",
        "The practice's clinical and scheduling numbers. Every page that states one follows.",
      ),
    ),
  name: text.meta(english("Name of the practice", "Its legal and display name.")),
  shortName: text.meta(english("Short name", "The short form of the name the header shows.")),
  description: text.meta(
    shown("Description", "One sentence about the practice, for search results and link previews."),
  ),
  url: z
    .url({ protocol: /^https$/ })
    .meta(shown("Website address", "The site's address, starting with https://.")),
  phone: z
    .strictObject({
      display: text.meta(english("Phone number as it reads", "Like (718) 555-0142.")),
      e164: matching(z.string(), /^\+1\d{10}$/, "the number as dialled: +1 and ten digits").meta(
        shown("Phone number as dialled", "+1 and the ten digits, no spaces: +17185550142."),
      ),
    })
    .meta(shown("Office phone", "The office phone number, as it reads and as it is dialled.")),
  email: z.email().meta(shown("E-mail address", "The address that receives general inquiries.")),
  address: z
    .strictObject({
      street: text.meta(english("Street", "Number and street, like 2279 Coney Island Ave.")),
      locality: text.meta(english("City", "Like Brooklyn.")),
      region: z.string().length(2).meta(shown("State", "Two letters, like NY.")),
      postalCode: matching(z.string(), /^\d{5}$/, "a five-digit ZIP code").meta(
        shown("ZIP code", "Five digits."),
      ),
      country: z.string().length(2).meta(shown("Country", "Two letters, like US.")),
    })
    .meta(shown("Address", "The office's street address.")),
  geo: z
    .strictObject({
      latitude: z.number().meta(shown("Latitude", "From a map, like 40.6007.")),
      longitude: z.number().meta(shown("Longitude", "From a map, like -73.9614.")),
    })
    .meta(shown("Map position", "The coordinates of the address, for maps and search engines.")),
  hours: z
    .array(dayHours)
    .min(1)
    .superRefine((rows, context) => {
      const seen = new Set<string>();
      rows.forEach((row, index) =>
        row.dayOfWeek.forEach((day, at) => {
          if (seen.has(day)) {
            context.addIssue({
              code: "custom",
              path: [index, "dayOfWeek", at],
              message: `${day} is in two rows of the hours; keep each day in one row`,
            });
          }
          seen.add(day);
        }),
      );
    })
    .meta(
      shown(
        "Office hours",
        "One row for each set of days with the same hours. To close earlier on Friday, take Friday out of the weekday row and add a row for Friday with its own times.",
      ),
    ),
  /** The words of a day without fixed hours. */
  hoursWords: z
    .strictObject({
      byAppointment: text.meta(
        shown("By appointment", "How the hours say a day is by appointment."),
      ),
      closed: text.meta(shown("Closed", "How the hours say a day is closed.")),
    })
    .meta(shown("Words of the hours", "The words of a day without fixed hours.")),
  /** How a range of days reads ("Monday–Friday"): {first} and {last} are the day names. */
  hoursDayRange: text
    .refine(
      (pattern) => pattern.includes("{first}") && pattern.includes("{last}"),
      "keep {first} and {last}",
    )
    .meta(
      shown(
        "A range of days",
        "How a range of days reads: {first} and {last} are the day names (Monday–Friday). Keep both.",
      ),
    ),
  physician: z
    .strictObject({
      name: physicianName.meta(
        english("Physician's name", 'Written "Name, MD", without "Dr." in front.'),
      ),
      title: text.meta(
        shown("Physician's title", "Like: Board-certified neurologist and headache specialist."),
      ),
      certifications: z
        .array(text)
        .meta(shown("Certifications", "Each certification and the board that grants it.")),
      training: z
        .strictObject({
          medicalSchool: text.meta(english("Medical school", "Its name.")),
          neurologyResidency: text.meta(
            english("Neurology residency", "Where, by the hospital's or department's name."),
          ),
          headacheFellowship: text.meta(
            english("Headache fellowship", "Where, by the center's name."),
          ),
        })
        .meta(shown("Training", "The physician's medical school, residency and fellowship.")),
      hospitalAffiliations: z
        .array(text)
        .meta(english("Hospitals", "The hospitals where the physician has privileges.")),
      /** The languages the physician herself speaks with patients, as BCP 47 tags. */
      languageTags: z
        .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/))
        .min(1)
        .meta(
          shown(
            "Languages the physician speaks",
            "The languages the physician speaks with patients herself, as language tags: en English, es Spanish, ru Russian.",
          ),
        ),
      whyHeadacheMedicine: text.meta(
        shown(
          "Why headache medicine",
          "In the physician's own words, one to three sentences: why she chose headache medicine.",
        ),
      ),
      approach: text.meta(
        shown(
          "Her approach",
          "In the physician's own words, two or three sentences: how she works with a patient.",
        ),
      ),
    })
    .meta(shown("Physician", "The physician the pages name.")),
  /** A schema.org MedicalSpecialty value. */
  medicalSpecialty: z.enum(["Neurologic"]).meta(shown("Specialty", "For search engines.")),
  areaServed: z
    .array(text)
    .min(1)
    .meta(english("Areas served", "The boroughs and places the practice serves.")),
  paymentMethods: z
    .array(z.enum(["cash", "check", "card"]))
    .min(1)
    .meta(shown("Ways to pay", "Every way a visit can be paid for.")),
  newPatients: z
    .strictObject({
      accepting: z
        .boolean()
        .meta(shown("Taking new patients", "On while the practice takes new patients.")),
      badge: text.meta(shown("Badge", "The short words that say so, like: New patients welcome.")),
    })
    .meta(shown("New patients", "Whether the practice takes new patients.")),
  insurance: z
    .strictObject({
      summary: text.meta(shown("Summary", "One sentence on the plans the practice takes.")),
      badge: text.meta(
        shown(
          "Badge",
          "The short words, true of the plan list, like: Medicare and New York State Medicaid accepted.",
        ),
      ),
      payment: text.meta(shown("Payment", "When and how a visit is paid.")),
      priorAuthorization: text.meta(
        shown("Prior authorizations", "One sentence on prior authorizations."),
      ),
      priorAuthorizationBadge: text.meta(
        shown("Prior authorizations, short", "The short words of the badge."),
      ),
      plans: z
        .array(text)
        .min(1, "list every plan the practice is in network with")
        .meta(
          english(
            "Health plans the practice takes",
            "Every health plan the practice is in network with, by the name the plan uses (New York Public Health Law §24). Add a plan or remove one when a contract changes.",
          ),
        ),
      /** Which Medicaid plans the summary's "Medicaid" means. */
      medicaidNote: text.meta(
        shown("Which Medicaid", 'Which plans "Medicaid" in the summary means.'),
      ),
      outOfNetwork: text.meta(
        shown("Out of network", "What a patient outside the plans can ask for."),
      ),
    })
    .meta(shown("Insurance and payment", "What patients are told about paying for care.")),
  afterHours: z
    .strictObject({
      steps: z
        .array(text)
        .min(1)
        .meta(
          shown(
            "Steps after hours",
            "What an established patient does when the office is closed, step by step.",
          ),
        ),
      emergency: text.meta(shown("Emergency", "The sentence about an emergency (911).")),
    })
    .meta(shown("After hours", "What an established patient does when the office is closed.")),
  /**
   * The sentence every condition page's "When to call 911" box opens with
   * ({practiceCoreEmergencySentence}), so it cannot drift between pages or
   * languages; each page adds its own sentence after it.
   */
  coreEmergencySentence: text.meta(
    shown(
      "When to call 911: the first sentence of every condition page",
      "One sentence that opens the At a glance box of every condition page: the signs that always need 911 (a sudden, severe headache, and the signs of a stroke or a seizure).",
    ),
  ),
  policies: z
    .strictObject({
      ages: text.meta(shown("Ages seen", "Which ages the practice sees.")),
      /** The languages the staff speak, as BCP 47 tags; every page names them in its language. */
      languageTags: z
        .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/))
        .min(1)
        .meta(
          shown(
            "Languages the staff speak",
            "As language tags: en English, es Spanish, ru Russian, pl Polish, uk Ukrainian, yue Cantonese, cmn Mandarin.",
          ),
        ),
      cancellation: text.meta(shown("Cancellation", "How to cancel or move a visit.")),
      refills: z
        .array(text)
        .min(1)
        .meta(shown("Refills", "The refill policy, sentence by sentence.")),
      parking: text.meta(shown("Parking", "Where patients park.")),
    })
    .meta(shown("Policies", "The practice's own policies, in plain words.")),
  /** How many days contact messages and the server's request logs are kept. */
  retention: z
    .strictObject({
      messageDays: count.meta(
        shown(
          "Days a contact message is kept",
          "After this many days, npm run inbox -- purge deletes it.",
        ),
      ),
      serverLogDays: count.meta(
        shown("Days server logs are kept", "Whoever hosts the server sets log rotation to match."),
      ),
    })
    .meta(
      shown("How long the site keeps what it receives", "The website privacy policy states both."),
    ),
  telehealth: z
    .strictObject({
      eligibility: text.meta(shown("Who can use telehealth", "One sentence.")),
      inPerson: text.meta(shown("What is in person", "One sentence.")),
      location: text.meta(shown("Where the patient must be", "One sentence.")),
    })
    .meta(shown("Telehealth", "Who can be seen by telehealth, and where they must be.")),
  transit: keyedList(
    z.strictObject({
      id: itemId.meta({
        title: "Id",
        description: "Lowercase letters, digits and -; the same in every language.",
      }),
      line: text.meta({ title: "Line", description: "Like Q train or B68 bus." }),
      detail: text.meta({
        title: "Where",
        description: "The stations or the streets it runs along.",
      }),
    }),
  ).meta(
    shown("Subway and bus", "Each line near the office. Its id is the same in every language."),
  ),
  /** One plain sentence once the practice confirms it; empty until then. */
  entranceAccess: text
    .nullish()
    .meta(
      shown(
        "How the entrance can be reached",
        "One plain sentence: step-free entry or ramp, elevator, door width, accessible restroom. Leave empty until confirmed.",
      ),
    ),
  partners: keyedList(externalSite).meta(
    shown(
      "Partner practices",
      "Each partner: its id (the same in every language), name, description and address.",
    ),
  ),
});

export type PracticeFacts = z.infer<typeof practiceSchema>;

/** content/practice/en/facts.yaml (in `folder`, the content folder unless told), read and checked now. */
export function readPracticeFacts(folder?: string): PracticeFacts {
  return parseContent(practiceSchema, readContentFile("practice/en/facts.yaml", folder));
}

export const practiceFacts: PracticeFacts = readPracticeFacts();
