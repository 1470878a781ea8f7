// The practice's facts as content/practice/en.yaml gives them, checked by
// their schema: the clinic's name, phone, hours, people, plans, policies and
// partners, and the care figures the pages quote ({firstVisitMinutes}). The
// translations of their words (content/practice/ru.yaml, …) are laid over
// them in practice.ts.
//
// The browser needs a few of these facts too (the site's name and address in
// a page's title, the phone on the contact form), and it cannot read files:
// the build puts the checked facts into this module as data (vite.config.ts,
// `contentAsData`), so the browser gets the same values without YAML.
import * as z from "zod";
import { clockTime, parseContent, readContentFile, words } from "./files.ts";

const text = words;
const count = z.number().int().positive();
const range = z
  .strictObject({ min: count, max: count })
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
    dayOfWeek: z.array(weekday).min(1, "name at least one day, like [Friday]"),
    opens: clockTime.optional(),
    closes: clockTime.optional(),
    byAppointment: z.literal(true).optional(),
    closed: z.literal(true).optional(),
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

/** A physician's name as the pages write it: "Name, MD", with no "Dr." in front. */
const physicianName = text.refine(
  (name) => !/^(dr\.?|doctor)\s/i.test(name),
  'write the name as "Name, MD" without "Dr." in front: the pages add the degree, and "Dr. … MD" says it twice',
);

/** An item of a list whose translations are matched to it by its id. */
const itemId = z
  .string()
  .regex(/^[a-z0-9-]+$/, "an id: lowercase letters, digits and -, the same in every language");

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
  name: text,
  description: text,
  id: itemId,
  url: z.url(),
  /** A directory listing, linked without passing ranking credit. */
  nofollow: z.boolean().optional(),
  /** A partner whose office our patients can visit, e.g. "Manhattan". */
  office: text.optional(),
});

export const practiceSchema = z.strictObject({
  care: z.strictObject({
    responseHours: count,
    firstVisitMinutes: range,
    followUpVisitMinutes: range,
    followUpEveryWeeks: range,
    newPreventiveFollowUpWeeks: range,
    chronicMigraine: z.strictObject({
      headacheDaysPerMonth: count,
      months: count,
      migraineDays: count,
    }),
    botox: z.strictObject({
      injections: count,
      muscleAreas: count,
      units: count,
      everyWeeks: count,
      minutes: count,
      minAge: count,
    }),
    preventiveThresholdMigraineDays: count,
    cgrpTrialMonths: count,
    quarterlyCgrpTrialMonths: count,
    procedureReliefHours: range,
    outcomeMeasures: z.array(text).min(1),
  }),
  name: text,
  shortName: text,
  description: text,
  url: z.url({ protocol: /^https$/ }),
  phone: z.strictObject({
    display: text,
    e164: z.string().regex(/^\+1\d{10}$/, "the number as dialled: +1 and ten digits"),
  }),
  email: z.email(),
  address: z.strictObject({
    street: text,
    locality: text,
    region: z.string().length(2),
    postalCode: z.string().regex(/^\d{5}$/, "a five-digit ZIP code"),
    country: z.string().length(2),
  }),
  geo: z.strictObject({ latitude: z.number(), longitude: z.number() }),
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
    }),
  /** The words of a day without fixed hours. */
  hoursWords: z.strictObject({ byAppointment: text, closed: text }),
  /** How a range of days reads ("Monday–Friday"): {first} and {last} are the day names. */
  hoursDayRange: text.refine(
    (pattern) => pattern.includes("{first}") && pattern.includes("{last}"),
    "keep {first} and {last}",
  ),
  physician: z.strictObject({
    name: physicianName,
    title: text,
    certifications: z.array(text),
    training: z.strictObject({
      medicalSchool: text,
      neurologyResidency: text,
      headacheFellowship: text,
    }),
    hospitalAffiliations: z.array(text),
  }),
  /** A schema.org MedicalSpecialty value. */
  medicalSpecialty: z.enum(["Neurologic"]),
  areaServed: z.array(text).min(1),
  paymentMethods: z.array(z.enum(["cash", "check", "card"])).min(1),
  newPatients: z.strictObject({ accepting: z.boolean(), badge: text }),
  insurance: z.strictObject({
    summary: text,
    badge: text,
    payment: text,
    priorAuthorization: text,
    priorAuthorizationBadge: text,
    plans: z.array(text).min(1, "list every plan the practice is in network with"),
    /** Which Medicaid plans the summary's "Medicaid" means. */
    medicaidNote: text,
    outOfNetwork: text,
  }),
  afterHours: z.strictObject({ steps: z.array(text).min(1), emergency: text }),
  policies: z.strictObject({
    ages: text,
    /** The languages the staff speak, as BCP 47 tags; every page names them in its language. */
    languageTags: z.array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)).min(1),
    cancellation: text,
    refills: z.array(text).min(1),
    parking: text,
  }),
  /** How many days contact messages and the server's request logs are kept. */
  retention: z.strictObject({ messageDays: count, serverLogDays: count }),
  telehealth: z.strictObject({ eligibility: text, inPerson: text, location: text }),
  transit: keyedList(z.strictObject({ id: itemId, line: text, detail: text })),
  /** One plain sentence once the practice confirms it; null until then. */
  entranceAccess: text.nullable(),
  partners: keyedList(externalSite),
});

export type PracticeFacts = z.infer<typeof practiceSchema>;

/** content/practice/en.yaml (in `folder`, the content folder unless told), read and checked now. */
export function readPracticeFacts(folder?: string): PracticeFacts {
  return parseContent(practiceSchema, readContentFile("practice/en.yaml", folder));
}

export const practiceFacts: PracticeFacts = readPracticeFacts();
