// The schemas of the condition, treatment and notice pages' files
// (content/<collection>/<language>/<name>.yaml), read by in-language.ts. A
// field is words when its schema is `words` (files.ts) at any depth:
// word-fields.ts reads which from here.
import * as lucide from "lucide";
import * as z from "zod";
import { type Names, asWritten, itemId, words, wordsAsWritten } from "./files.ts";
import { sources } from "./sources.ts";

/** The icons a card may show, by their names on lucide.dev. */
const iconNames = "Activity Brain CalendarDays Droplet Eye Pill Radio Shield Syringe Target Zap";
// Typed as lucide's own: a name that is not one of its icons fails the type check.
const icons: Record<Names<typeof iconNames>, lucide.IconNode> = lucide;
export const cardIcons = Object.fromEntries(
  iconNames.split(" ").map((name) => [name, icons[name as Names<typeof iconNames>]]),
) as typeof icons;

const text = words;
const texts = z.array(text);
const isoDate = z.iso.date("a date as YYYY-MM-DD");
const slug = z.string().regex(/^[a-z0-9-]+$/, "a page's address: lowercase letters, digits and -");
/**
 * A source's key, one of content/sources.yaml's: read when a page is first
 * checked, not when this module is imported (the keys of the first content
 * folder checked).
 */
const sourceKey = z.lazy(() => {
  const keys = Object.keys(sources()) as [string, ...string[]];
  return z.enum(keys, { error: `one of the sources in content/sources.yaml: ${keys.join(", ")}` });
});
const faq = z.strictObject({ question: text, answer: text, points: texts.optional() });
/** A question and its answer; `points`, a list the answer introduces. */
export type Faq = z.infer<typeof faq>;
const section = z.strictObject({ heading: text, paragraphs: texts, points: texts.optional() });
const numericClaim = z.strictObject({
  text,
  source: z.union([sourceKey, z.literal("practice")]).meta({ signed: true }),
});
const pageBase = {
  order: z.number().int().positive(),
  title: text,
  icon: z.enum(Object.keys(cardIcons) as [keyof typeof cardIcons], {
    error: `one of the card icons: ${Object.keys(cardIcons).join(", ")}`,
  }),
  summary: text,
  moreSections: z.array(section).optional(),
  numericClaims: z.array(numericClaim),
  faqs: z.array(faq).min(5, "at least five questions"),
  sources: z.array(sourceKey).min(1).meta({ signed: true }),
  updated: isoDate,
};

const warningList = z.array(z.strictObject({ id: itemId, text }));

const conditionFile = z.strictObject({
  ...pageBase,
  shortDesc: text,
  overview: texts,
  symptoms: texts,
  diagnosis: z.strictObject({ intro: text, criteria: texts, note: text.optional() }),
  treatment: z.strictObject({ intro: text, points: texts, treatmentSlugs: z.array(slug) }),
  /**
   * The box that opens the page, beside the summary (what it is): how the
   * practice treats it, and when to call 911, each drawn from what the page
   * says further down, in a sentence or two.
   */
  atAGlance: z.strictObject({
    treatment: text.meta({
      title: "How we treat it, in brief",
      description: "One or two sentences from the page's treatment section.",
    }),
    emergency: text.meta({
      title: "When to call 911, in brief",
      description:
        "A sentence that names 911 and the signs that need it, from the page's warning signs.",
    }),
  }),
  /**
   * Signs particular to the condition at each level, each with an id that
   * is the same in every language, so a translation cannot move a sign to
   * another level unseen.
   */
  warningSigns: z
    .strictObject({ emergency: warningList.optional(), sameDay: warningList.optional() })
    .optional(),
});

const treatmentFile = z.strictObject({
  ...pageBase,
  description: text,
  featured: z.boolean().optional(),
  /** The box that opens the page after the summary (what it is), each line drawn from the page below. */
  atAGlance: z.strictObject({
    whoFor: text.meta({ title: "Who it is for, in brief", description: "From its section." }),
    howOften: text.meta({ title: "How often, in brief", description: "From its section." }),
    tellUsFirst: text.meta({
      title: "What to tell us first",
      description:
        "Pregnancy, allergies, medicines, heart disease…: from the page's visit, side effects and who should not have it. Always in view.",
    }),
  }),
  keyFacts: z.array(z.strictObject({ label: text, value: text })).optional(),
  /** When to call 911 instead, in view under the summary: for a page that offers care in an attack. */
  emergency: text.optional(),
  whoFor: texts,
  howItWorks: texts,
  medications: z
    .array(z.strictObject({ name: text, dosing: text, mechanism: text, use: text }))
    .optional(),
  visit: texts,
  schedule: texts,
  sideEffects: texts,
  insurance: texts,
  conditionSlugs: z.array(slug),
});

const contactLine = z.strictObject({
  label: text,
  text: z.union([text, texts]),
  href: z.string().optional(),
});
const noticeFile = z
  .strictObject({
    seo: z.strictObject({ title: text, description: text }),
    title: text,
    intro: text,
    banner: text.optional(),
    effectiveDate: isoDate.optional(),
    lastUpdated: isoDate.optional(),
    parts: z.array(
      z.strictObject({
        heading: text,
        paragraphs: texts.optional(),
        points: texts.optional(),
        topics: z
          .array(z.strictObject({ title: text, paragraphs: texts, points: texts.optional() }))
          .optional(),
        closing: texts.optional(),
        warning: texts.optional(),
        contacts: z
          .array(
            z.strictObject({ heading: text, intro: text.optional(), lines: z.array(contactLine) }),
          )
          .optional(),
        taglines: z
          .strictObject({
            phone: z.strictObject({ display: text, href: asWritten }),
            items: z.array(
              z.strictObject({
                /** The language's own name ("Español"), the same on every page. */
                language: asWritten,
                lang: asWritten,
                dir: z.literal("rtl").optional(),
                beforePhone: wordsAsWritten,
                afterPhone: wordsAsWritten,
              }),
            ),
          })
          .optional(),
        links: z.array(z.strictObject({ to: z.string().startsWith("/"), label: text })).optional(),
      }),
    ),
  })
  .refine((notice) => Boolean(notice.effectiveDate) !== Boolean(notice.lastUpdated), {
    error: "give either effectiveDate or lastUpdated",
  });

/**
 * A notice as its schema reads it; the schema's refine, in types: it carries
 * the date it takes effect or the date it last changed, not both.
 */
export type Notice = Omit<z.infer<typeof noticeFile>, "effectiveDate" | "lastUpdated"> &
  ({ effectiveDate: string } | { lastUpdated: string });

export const collectionSchemas = {
  conditions: conditionFile,
  treatments: treatmentFile,
  notice: noticeFile,
} as const;
