// The practice: its facts as content/practice/en/facts.yaml gives them
// (under `care:` the figures the pages quote, {firstVisitMinutes}) and their
// schema, whose `.meta({ title, description })` are the editor's labels; the
// links and office hours written from them; and, in `givenFrom`, the facts in
// a language and what every sentence is filled in from (this folder's README,
// "The practice"). The file's `marks:` list marks each value the spec does not
// give (docs/decisions/020). Only the build and the server read them: no page
// hydrates (docs/decisions/017), so what a page quotes reaches the browser in
// the built HTML.
import * as z from "zod";
import {
  clockTime,
  itemId,
  matching,
  parseContent,
  perFolder,
  openMarks,
  readContentFile,
  words,
} from "./files.ts";
import { type Language, formatLocales } from "./translated.ts";
import { typeset, typesetAll } from "./typography.ts";

const text = words;
const count = z.number().int().positive();
const range = z
  .strictObject({
    min: count.meta({ title: "From", description: "The smaller number." }),
    max: count.meta({ title: "To", description: "The larger number." }),
  })
  .refine((value) => value.min < value.max, "min must be less than max");
/** A page of another site, starting with https://. */
const webPage = z.url({ protocol: /^https$/, error: "a web address starting with https://" });
const languageTags = z.array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)).min(1);
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

/**
 * A day (or days) of the office hours: its times, or by appointment, or
 * closed. The words of the days and times are written from these in every
 * language (`officeHoursIn`).
 */
const dayHours = z
  .strictObject({
    dayOfWeek: z
      .array(z.enum(weekdayNames))
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
      medicationOveruse: z
        .strictObject({
          days: count.meta(
            shown(
              "Days of triptans, ergots, opioids or combinations",
              "Medication overuse: acute medicine of these kinds, or a mix, on at least this many days a month.",
            ),
          ),
          simpleAnalgesicDays: count.meta(
            shown(
              "Days of simple pain relievers",
              "Medication overuse: simple pain relievers on at least this many days a month.",
            ),
          ),
        })
        .meta(
          shown(
            "Medication overuse",
            "The lines of medication overuse, as the medication-overuse page and the diary state them.",
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
      urgentReferralSeenWithinDays: count.meta(
        shown(
          "Days until an urgent referral is seen",
          "A patient a physician refers as urgent is seen within this many days.",
        ),
      ),
      consultLetterWithinDays: count.meta(
        shown(
          "Days until the consult letter",
          "The referring physician has the consult letter within this many days of the first visit.",
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
  hoursWords: z
    .strictObject({
      byAppointment: text.meta(
        shown("By appointment", "How the hours say a day is by appointment."),
      ),
      closed: text.meta(shown("Closed", "How the hours say a day is closed.")),
    })
    .meta(shown("Words of the hours", "The words of a day without fixed hours.")),
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
        .array(
          z.strictObject({
            text: text.meta(
              shown("Certification", "The certification and the board that grants it."),
            ),
            verifyUrl: webPage.meta(
              shown("Where to check it", "The board's own page where a patient can check it."),
            ),
          }),
        )
        .meta(shown("Certifications", "Each certification, and where a patient can check it.")),
      licence: z
        .strictObject({
          number: z.string().min(1).meta(shown("Licence number", "As New York State gives it.")),
          verifyUrl: webPage.meta(
            shown("Where to check it", "The State's look-up of a physician's licence."),
          ),
        })
        .meta(shown("New York medical licence", "Its number, and where a patient can check it.")),
      practisingSince: count.meta(
        shown("In practice since", "The year she began practising; the pages count the years."),
      ),
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
        .array(
          z.strictObject({
            name: text.meta(english("Hospital", "Its name.")),
            url: webPage.meta(shown("Website", "The hospital's own page.")),
          }),
        )
        .meta(shown("Hospitals", "The hospitals where the physician has privileges.")),
      languageTags: languageTags.meta(
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
      languageTags: languageTags.meta(
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
  referrals: z
    .strictObject({
      fax: text.meta(english("Referral fax", "The fax number as it reads, like (718) 555-0143.")),
      direct: z.email().meta(shown("Direct address", "The practice's Direct messaging address.")),
      secureEmail: z.email().meta(shown("Secure e-mail", "Where records are e-mailed, encrypted.")),
      physicianLine: text.meta(
        english("Physician line", "The number a physician calls, as it reads."),
      ),
    })
    .meta(shown("Referrals", "How a referring physician sends records and reaches us.")),
  transit: keyedList(
    z.strictObject({
      id: itemId,
      line: text.meta({ title: "Line", description: "Like Q train or B68 bus." }),
      detail: text.meta({
        title: "Where",
        description: "The stations or the streets it runs along.",
      }),
    }),
  ).meta(
    shown("Subway and bus", "Each line near the office. Its id is the same in every language."),
  ),
  entranceAccess: text
    .nullish()
    .meta(
      shown(
        "How the entrance can be reached",
        "One plain sentence: step-free entry or ramp, elevator, door width, accessible restroom. Leave empty until confirmed.",
      ),
    ),
  partners: keyedList(
    z.strictObject({
      name: text.meta({ title: "Name", description: "The partner's name." }),
      description: text.meta({
        title: "Description",
        description: "One sentence on what the partner does.",
      }),
      id: itemId,
      url: z.url().meta({ title: "Website", description: "Its address, starting with https://." }),
      nofollow: z.boolean().optional().meta({
        title: "A directory listing",
        description: "On for a directory, linked without passing ranking credit.",
      }),
      office: text.optional().meta({
        title: "Office",
        description: "Where patients can visit it, like Manhattan; empty if they cannot.",
      }),
    }),
  ).meta(
    shown(
      "Partner practices",
      "Each partner: its id (the same in every language), name, description and address.",
    ),
  ),
});

/** A row of the office hours as content/practice/en/facts.yaml gives it. */
export type HoursRow = z.infer<typeof dayHours>;

const dayIndex = (day: string) => weekdayNames.indexOf(day as never);
/** Days in weekday order, Monday first. */
const byDay = (a = "", b = "") => dayIndex(a) - dayIndex(b);
/** Each schema.org day name as `language` names it (2026-11-23 is a Monday). */
const weekdayIn = (language: Language) => {
  const tag = formatLocales[language];
  const weekday = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  return (day: string) => weekday.format(new Date(Date.UTC(2026, 10, 23 + dayIndex(day))));
};
const upperFirst = (text: string, language: Language) =>
  text.charAt(0).toLocaleUpperCase(formatLocales[language]) + text.slice(1);
const lowerFirst = (text: string, language: Language) =>
  text.charAt(0).toLocaleLowerCase(language) + text.slice(1);

/** "09:00" → "9am", "15:30" → "3:30pm": the spec's way of writing a time in English. */
function englishTime(clock: string): string {
  const [hour = 0, minute = 0] = clock.split(":").map(Number);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, "0")}` : ""}${hour < 12 ? "am" : "pm"}`;
}

/**
 * Each row of the practice's hours as readers of `language` write it
 * ("Понедельник — пятница", "09:00–17:00"). English keeps the spec's
 * wording ("Monday–Friday", "9am–5pm"); the other languages name the days
 * and write the times with Intl. `dayRange` joins the first and last of
 * consecutive days ("{first}–{last}"), `words` names a day without fixed
 * hours: no language restates a day or a time. Rows and their days come in
 * weekday order, Monday first.
 */
export function officeHoursIn(
  language: Language,
  words: { byAppointment: string; closed: string },
  dayRange: string,
  rows: readonly HoursRow[],
) {
  const tag = formatLocales[language];
  const dayName = weekdayIn(language);
  const time = new Intl.DateTimeFormat(tag, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  const atTime = (clock: string) => new Date(`2026-11-23T${clock}:00Z`);
  const list = new Intl.ListFormat(tag, { style: "short", type: "unit" });
  // In weekday order, whatever order the file has (a row added in the editor comes last).
  const sorted = rows
    .map((row) => ({ ...row, dayOfWeek: [...row.dayOfWeek].sort(byDay) }))
    .sort((a, b) => byDay(a.dayOfWeek[0], b.dayOfWeek[0]));
  return sorted.map((row) => {
    const names = row.dayOfWeek.map(dayName);
    const first = names[0] ?? "";
    const last = names.at(-1) ?? first;
    const consecutive = row.dayOfWeek.every(
      (day, i) => i === 0 || byDay(day, row.dayOfWeek[i - 1]) === 1,
    );
    const days =
      names.length === 1
        ? first
        : consecutive
          ? dayRange.replace("{first}", first).replace("{last}", last)
          : list.format(names);
    const hours =
      row.opens && row.closes
        ? language === "en"
          ? `${englishTime(row.opens)}–${englishTime(row.closes)}`
          : time.formatRange(atTime(row.opens), atTime(row.closes))
        : row.byAppointment
          ? words.byAppointment
          : words.closed;
    return {
      /** How the days read on the page, e.g. "Monday–Friday"; Russian keeps "Понедельник — пятница" on a line. */
      days: typeset(upperFirst(days, language), language),
      /** How the hours read on the page, e.g. "9am–5pm" or "By appointment". */
      hours,
      /** schema.org day names, for opening hours in structured data. */
      dayOfWeek: row.dayOfWeek,
      /** 24-hour opening and closing times, only when the office has fixed hours. */
      ...(row.opens && row.closes ? { opens: row.opens, closes: row.closes } : {}),
    };
  });
}

/** The facts as the file gives them, checked. */
const facts = perFolder((folder) =>
  parseContent(practiceSchema, readContentFile("practice/en/facts.yaml", folder)),
);

/**
 * The practice's facts (content/practice/en/facts.yaml, in the content
 * folder now unless told), read and checked the first time they are asked
 * for, the office hours written out in English.
 */
export const practice = perFolder((folder) => {
  const read = facts(folder);
  return { ...read, hours: officeHoursIn("en", read.hoursWords, read.hoursDayRange, read.hours) };
});

/** The practice's facts, as content/practice/en/facts.yaml's schema gives them. */
export type Facts = ReturnType<typeof practice>;

/** "60–90" with an en dash, the way ranges read on every page. */
export const formatRange = (range: { min: number; max: number }) => `${range.min}–${range.max}`;

/** A language's name (by its tag) as readers of another language (`in`) write it: "es" in "ru" → "испанский". */
export function languageName(tag: string, inLanguage: string): string {
  return new Intl.DisplayNames([inLanguage], { type: "language" }).of(tag) ?? tag;
}

/** How to reach the office, as every call and mail link, the contact cards and the footer give it. */
export const officeContact = perFolder((folder) => {
  const { phone, email, address: at, policies, hours } = practice(folder);
  const address = `${at.street}, ${at.locality}, ${at.region} ${at.postalCode}`;
  return {
    phone: { display: phone.display, href: `tel:${phone.e164}` },
    email: { display: email, href: `mailto:${email}` },
    address,
    /** Directions to the office in the visitor's map app (Google Maps opens its app on a phone). */
    directions: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`,
    /** The languages the staff speak, each named in itself, so a speaker finds their own. */
    languages: policies.languageTags.map((tag) => {
      const name = languageName(tag, tag);
      return { tag, name: name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) };
    }),
    hours,
  } as const;
});

/**
 * The days the office keeps fixed hours, each named as readers of
 * `language` write it, capitalised ("Понедельник"): the days the contact
 * form offers a morning or an afternoon on.
 */
export function officeDaysIn(language: Language): { day: string; name: string }[] {
  const dayName = weekdayIn(language);
  return practice()
    .hours.filter((row) => row.opens && row.closes)
    .flatMap((row) => row.dayOfWeek)
    .sort(byDay)
    .map((day) => ({ day: day.toLowerCase(), name: upperFirst(dayName(day), language) }));
}

/** Some of a value's fields, at any depth: the words content/practice/<language>/facts.yaml translates. */
export type SomeOf<T> = T extends object ? { readonly [K in keyof T]?: SomeOf<T[K]> } : T;

/** Fields every translation of the facts must give; the rest stay as the English file has them. */
export const requiredWords = ["hoursWords.byAppointment", "hoursWords.closed"] as const;

/**
 * How each language joins the parts of a sentence the facts write out: the
 * items of a list ("English, Spanish, Russian"), a transit line and where it
 * runs ("Q train: Avenue U…"), the days and their hours, and two rows of the
 * office hours. Russian and Spanish go on in lower case after a colon
 * ("Tren Q: estaciones…") and write weekday names in lowercase inside a
 * sentence.
 */
const joinersOf = (language: Language) =>
  language === "zh"
    ? { list: "、", line: "：", days: "，", rows: "；" }
    : { list: ", ", line: ": ", days: ", ", rows: "; " };
const lowerInSentence = (language: Language) => language === "ru" || language === "es";

/**
 * Each value at any depth of `value` that `keep` takes, named by its path
 * after `name`: "insurance.payment" → practiceInsurancePayment, from "practice".
 */
function leavesOf<T>(value: unknown, keep: (value: unknown) => value is T, name: string) {
  const found: Record<string, T> = {};
  if (keep(value)) found[name] = value;
  else if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) {
      Object.assign(found, leavesOf(item, keep, name ? `${name}${upperFirst(key, "en")}` : key));
    }
  }
  return found;
}

/** The care figures by name ({botoxUnits}): numbers as numbers, ranges as "60–90" with their ends. */
export function careFigures(care: unknown = practice().care): Record<string, string | number> {
  const isFigure = (value: unknown): value is number | { min: number; max: number } =>
    typeof value === "number" ||
    (typeof value === "object" && value !== null && "min" in value && "max" in value);
  return Object.fromEntries(
    Object.entries(leavesOf(care, isFigure, "")).flatMap(([name, figure]) =>
      typeof figure === "number"
        ? [[name, figure]]
        : [
            [name, formatRange(figure)],
            [`${name}Min`, figure.min],
            [`${name}Max`, figure.max],
          ],
    ),
  );
}

/**
 * What the readers of a language's words are given, from the practice's
 * facts with the language's words laid over them (`laid`): `facts`, typeset
 * as the pages' words are (typography.ts), the hours written as the language
 * writes them; `placeholders`, the facts a page's words may quote by name
 * (every sentence of the facts by its path, {practiceInsurancePayment}, the
 * links, and a few written out: the hours in one sentence, the languages
 * spoken, the partner office, the address for a map link); `figures`, those
 * with the retention periods and the care figures; `lists`, each list of the
 * facts a field may take whole ({practiceInsurancePlans}) and the transit
 * lines written out; and `sisterSites`, every partner but a directory listing.
 */
export function givenFrom(language: Language, laid: SomeOf<Facts>, folder?: string) {
  const english = practice(folder);
  const set = typesetAll({ ...english, ...laid } as Facts, language);
  const own: Facts = {
    ...set,
    hours: officeHoursIn(language, set.hoursWords, set.hoursDayRange, facts(folder).hours),
  };
  const contact = officeContact(folder);
  const join = joinersOf(language);
  const locale = formatLocales[language];
  const partnerOffice = own.partners.find((site) => site.office);
  // Each value of the facts but the partners, the hours and the care figures, by its placeholder.
  const placed = { ...own, partners: undefined, hours: undefined, care: undefined };
  const placeholders: Record<string, string> = {
    ...leavesOf(placed, (value): value is string => typeof value === "string", "practice"),
    practiceUrl: english.url,
    practicePhoneHref: contact.phone.href,
    practiceEmailHref: contact.email.href,
    practiceAddress: contact.address,
    practiceAddressForMaps: encodeURIComponent(contact.address),
    practiceDirectionsHref: contact.directions,
    practiceEmail: english.email,
    practicePhone: english.phone.display,
    practiceName: english.name,
    practiceHoursInSentence: own.hours
      .map(({ days, hours, opens }) =>
        [
          lowerInSentence(language) ? lowerFirst(days, language) : days,
          opens || language === "zh" ? hours : lowerFirst(hours, language),
        ].join(join.days),
      )
      .join(join.rows),
    practiceLanguagesList: upperFirst(
      own.policies.languageTags.map((tag) => languageName(tag, locale)).join(join.list),
      language,
    ),
    // The languages the physician speaks with patients herself, named in the
    // page's language ("English and Spanish"), for a sentence that names them
    // after a word of its own.
    practicePhysicianLanguagesList: new Intl.ListFormat(locale, { type: "conjunction" }).format(
      own.physician.languageTags.map((tag) => languageName(tag, locale)),
    ),
    practicePartnerOfficeName: partnerOffice?.name ?? "",
    practicePartnerOfficeUrl: partnerOffice?.url ?? "",
  };
  return {
    facts: own,
    placeholders,
    figures: {
      ...placeholders,
      messageRetentionDays: english.retention.messageDays,
      serverLogRetentionDays: english.retention.serverLogDays,
      ...careFigures(english.care),
      // Counted when the site is built, so it stays true as years pass.
      yearsInPractice: new Date().getFullYear() - english.physician.practisingSince,
    } as Record<string, string | number>,
    lists: {
      ...leavesOf(placed, Array.isArray, "practice"),
      practicePhysicianHospitalAffiliations: own.physician.hospitalAffiliations.map(
        ({ name }) => name,
      ),
      practiceTransitLines: own.transit.map(
        ({ line, detail }) =>
          `${line}${join.line}${lowerInSentence(language) ? lowerFirst(detail, language) : detail}`,
      ),
      practiceTransitFacts: own.transit.map(({ line, detail }) => ({ term: line, detail })),
      practiceEntranceAccess: own.entranceAccess ? [own.entranceAccess] : [],
    } as Record<string, unknown>,
    sisterSites: own.partners.filter((site) => !site.nofollow),
  };
}

/**
 * Whether a fact of content/practice/en/facts.yaml ("physician.licence") is
 * still to be given or confirmed: an open mark is on it, on a field around
 * it, or on a field inside it. A mark on the whole file ("") is on no fact.
 */
export function isPlaceholder(field: string, folder?: string): boolean {
  const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}.`);
  return openMarks("practice/en/facts.yaml", folder).some(
    (mark) => mark.field !== "" && (within(field, mark.field) || within(mark.field, field)),
  );
}

/**
 * What a patient can check for herself about the physician (her facts in a
 * language): each link only once its fact is confirmed (`isPlaceholder`),
 * and her years in practice only once the year she began is.
 */
export function checkableProof(physician: Facts["physician"], folder?: string) {
  const given = (field: string) => !isPlaceholder(`physician.${field}`, folder);
  return {
    licence: given("licence") ? physician.licence : undefined,
    certifications: physician.certifications.map(({ text, verifyUrl }, index) => ({
      text,
      verifyUrl: given(`certifications.${index}.verifyUrl`) ? verifyUrl : undefined,
    })),
    hospitals: physician.hospitalAffiliations.filter((_, index) =>
      given(`hospitalAffiliations.${index}.url`),
    ),
    yearsInPractice: given("practisingSince"),
  };
}

/** What the readers of a language's pages and collections are given (`givenFrom`). */
export type Given = ReturnType<typeof givenFrom>;
