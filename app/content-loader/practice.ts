// The practice: its facts as content/practice/en/facts.yaml gives them
// (under `care:` the figures the pages quote, {firstVisitMinutes}) and their
// schema (the editor's labels of each are scripts/editor/fact-labels.ts); the
// links and office hours written from them; and, in `givenFrom`, the facts in
// a language and what every sentence is filled in from (this folder's README,
// "The practice"). The file's `marks:` list marks each value the spec does not
// give (docs/decisions/020). Only the build and the server read them: no page
// hydrates (docs/decisions/017), so what a page quotes reaches the browser in
// the built HTML.
import * as z from "zod";
import {
  clockTime,
  fieldsNamed,
  itemId,
  matching,
  type Names,
  parseContent,
  perFolder,
  openMarks,
  readContentFile,
  wordGroup,
  words,
} from "./files.ts";
import { type Language, formatLocales } from "./translated.ts";
import { eachString, typeset } from "./typography.ts";

const text = words;
const count = z.number().int().positive();
const range = z
  .strictObject({
    min: count.meta({ title: "From", description: "The smaller number." }),
    max: count.meta({ title: "To", description: "The larger number." }),
  })
  .refine((value) => value.min < value.max, "min must be less than max");
const webPage = z.url({ protocol: /^https$/, error: "a web address starting with https://" });
const languageTags = z.array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)).min(1);
const weekdays = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday";
/** The days of the week by their schema.org names, Monday first. */
export const weekdayNames = weekdays.split(" ") as [Weekday, ...Weekday[]];
type Weekday = Names<typeof weekdays>;

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

/** A check that each key `keysOf` names, at its path, is in a list once; a key again is refused with `twice`. */
const once =
  <T>(
    keysOf: (item: T, index: number) => [string, PropertyKey[]][],
    twice: (key: string) => string,
  ) =>
  (items: T[], context: z.RefinementCtx<T[]>) => {
    const seen = new Set<string>();
    items.forEach((item, index) =>
      keysOf(item, index).forEach(([key, path]) => {
        if (seen.has(key)) context.addIssue({ code: "custom", path, message: twice(key) });
        seen.add(key);
      }),
    );
  };

/** A list of items with ids, each id once. */
const keyedList = <T extends z.ZodType<{ id: string }>>(item: T) =>
  z.array(item).superRefine(
    once(
      ({ id }, index) => [[id, [index, "id"]]],
      (id) => `the id "${id}" is used twice; give each item its own`,
    ),
  );

/** A field of words that the translations leave as the English has it (a name, a plan). */
const englishOnly = { translated: false };

export const practiceSchema = z.strictObject({
  care: z.strictObject({
    responseHours: count,
    ...fieldsNamed(
      "firstVisitMinutes followUpVisitMinutes followUpEveryWeeks newPreventiveFollowUpWeeks",
      range,
    ),
    chronicMigraine: z.strictObject(fieldsNamed("headacheDaysPerMonth months migraineDays", count)),
    medicationOveruse: z.strictObject(fieldsNamed("days simpleAnalgesicDays", count)),
    botox: z.strictObject(
      fieldsNamed("injections muscleAreas units everyWeeks minutes minAge", count),
    ),
    ...fieldsNamed(
      "preventiveThresholdMigraineDays newPatientsSeenWithinDays cgrpTrialMonths quarterlyCgrpTrialMonths urgentReferralSeenWithinDays consultLetterWithinDays",
      count,
    ),
    procedureReliefHours: range,
    outcomeMeasures: z.array(text).min(1).meta(englishOnly),
  }),
  name: text.meta(englishOnly),
  shortName: text.meta(englishOnly),
  description: text,
  url: z.url({ protocol: /^https$/ }),
  phone: z.strictObject({
    display: text.meta(englishOnly),
    e164: matching(z.string(), /^\+1\d{10}$/, "the number as dialled: +1 and ten digits"),
  }),
  email: z.email(),
  address: z.strictObject({
    street: text.meta(englishOnly),
    locality: text.meta(englishOnly),
    region: z.string().length(2),
    postalCode: matching(z.string(), /^\d{5}$/, "a five-digit ZIP code"),
    country: z.string().length(2),
  }),
  geo: z.strictObject(fieldsNamed("latitude longitude", z.number())),
  hours: z
    .array(dayHours)
    .min(1)
    .superRefine(
      once(
        (row, index) => row.dayOfWeek.map((day, at) => [day, [index, "dayOfWeek", at]]),
        (day) => `${day} is in two rows of the hours; keep each day in one row`,
      ),
    ),
  hoursWords: wordGroup("byAppointment closed"),
  hoursDayRange: text.refine(
    (pattern) => pattern.includes("{first}") && pattern.includes("{last}"),
    "keep {first} and {last}",
  ),
  physician: z.strictObject({
    name: physicianName.meta(englishOnly),
    title: text,
    certifications: z.array(z.strictObject({ text, verifyUrl: webPage })),
    licence: z.strictObject({ number: z.string().min(1), verifyUrl: webPage }),
    practisingSince: count,
    training: z.strictObject(
      fieldsNamed("medicalSchool neurologyResidency headacheFellowship", text.meta(englishOnly)),
    ),
    hospitalAffiliations: z.array(z.strictObject({ name: text.meta(englishOnly), url: webPage })),
    languageTags,
    whyHeadacheMedicine: text,
    approach: text,
  }),
  /** A schema.org MedicalSpecialty value. */
  medicalSpecialty: z.enum(["Neurologic"]),
  areaServed: z.array(text).min(1).meta(englishOnly),
  paymentMethods: z.array(z.enum(["cash", "check", "card"])).min(1),
  newPatients: z.strictObject({ accepting: z.boolean(), badge: text }),
  insurance: wordGroup("summary badge payment priorAuthorization priorAuthorizationBadge", {
    plans: z
      .array(text)
      .min(1, "list every plan the practice is in network with")
      .meta(englishOnly),
    ...fieldsNamed("medicaidNote outOfNetwork"),
  }),
  afterHours: z.strictObject({ steps: z.array(text).min(1), emergency: text }),
  /**
   * The sentence every condition page's "When to call 911" box opens with
   * ({practiceCoreEmergencySentence}), so it cannot drift between pages or
   * languages; each page adds its own sentence after it.
   */
  coreEmergencySentence: text,
  policies: z.strictObject({
    ages: text,
    languageTags,
    cancellation: text,
    refills: z.array(text).min(1),
    parking: text,
  }),
  retention: z.strictObject(fieldsNamed("messageDays serverLogDays", count)),
  telehealth: wordGroup("eligibility inPerson location"),
  referrals: z.strictObject({
    fax: text.meta(englishOnly),
    direct: z.email(),
    secureEmail: z.email(),
    physicianLine: text.meta(englishOnly),
  }),
  transit: keyedList(z.strictObject({ id: itemId, ...fieldsNamed("line detail") })),
  entranceAccess: text.nullish(),
  partners: keyedList(
    wordGroup("name description", {
      id: itemId,
      url: z.url(),
      nofollow: z.boolean().optional(),
      office: text.optional(),
    }),
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
    // The days are in order, each once (the schema's check).
    const consecutive = byDay(row.dayOfWeek.at(-1), row.dayOfWeek[0]) === names.length - 1;
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
  const set = eachString({ ...english, ...laid }, (text) => typeset(text, language)) as Facts;
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

export type Given = ReturnType<typeof givenFrom>;
