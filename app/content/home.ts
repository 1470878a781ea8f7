// The home page's words (spec §1). The route lays these out in order.
import { careFacts, formatRange } from "./care-facts.ts";
import { clinic } from "./clinic.ts";
import { mainPages } from "./site-map.ts";
import type { NumericClaim } from "./sources.ts";
import type { TreatmentSlug } from "./treatments.ts";
import type { WarningSigns } from "./types.ts";

export type CareStep = {
  number: number;
  title: string;
  /** Plain words under a title that keeps the spec's wording, e.g. "Longitudinal Care". */
  subtitle?: string;
  description: string;
};

/** The home page's title and search-result description. */
export const homeSeo = {
  title: "Migraine & Headache Specialist in Brooklyn, NY",
  description:
    "Board-certified headache specialist in Brooklyn for migraine, chronic migraine, cluster and post-traumatic headache: Botox, CGRP therapy and nerve blocks.",
};

export const hero = {
  headline: "Expert Migraine and Headache Treatment in Brooklyn",
  intro:
    "Care from a board-certified headache specialist who takes the time to find out what drives your headaches, and builds a plan around your life.",
  benefits: [
    "Board-certified headache specialist",
    "Advanced treatments, including Botox and CGRP therapy",
    "Personal, evidence-based treatment plans",
  ],
} as const;

/**
 * The hero's "meet the physician" card. The physician's name, title and
 * certifications come from clinic.ts; these are the card's own words.
 */
export const physicianCard = {
  label: "Meet your physician",
  approach:
    "Finds out what kind of headache you have first, then builds your plan on current guidelines.",
  link: { to: mainPages.about.path, label: "About your physician" },
} as const;

/**
 * PLACEHOLDER: the physician's portrait. Until the practice sends a photo,
 * the build draws the physician's initials from clinic.ts at `src`
 * (scripts/portrait-placeholder.ts). For the photo: put a square image of at
 * least 3 × `width` pixels, under 30 KB (WebP or JPEG), in public/ at the path
 * `src` names, set `placeholder` to false, and describe the photo in `alt`.
 */
export const physicianPortrait = {
  src: "/images/physician-portrait.png",
  width: 96,
  height: 96,
  placeholder: true,
  // The initials repeat the name written beside them, so the placeholder is
  // decorative and screen readers skip it.
  alt: "",
} as const;

/** The four treatment cards of "Advanced Treatment Options", in order. */
export const homeTreatmentSlugs = [
  "botox",
  "cgrp",
  "nerve-blocks",
  "neuromodulation",
] as const satisfies readonly TreatmentSlug[];

export const careSteps = [
  {
    number: 1,
    title: "Comprehensive Diagnostic Evaluation",
    description: `A ${formatRange(careFacts.firstVisitMinutes)} minute first visit: your full headache history, a neurological exam, and a review of past treatments and tests.`,
  },
  {
    number: 2,
    title: "Evidence-Based Treatment Strategy",
    description:
      "A written plan built on current headache guidelines, covering what to take when an attack starts, prevention and the triggers you can change.",
  },
  {
    number: 3,
    title: "Interventional Procedures & Neuromodulation",
    subtitle: "In-office treatments and devices that calm pain signals",
    description:
      "When medicine alone is not enough: Botox, nerve blocks, infusions and FDA-cleared devices.",
  },
  {
    number: 4,
    title: "Longitudinal Care",
    subtitle: "Care that continues over months and years",
    description: `Follow-up visits every ${formatRange(careFacts.followUpEveryWeeks)} weeks to track your progress with ${careFacts.outcomeMeasures.join(" and ")} and adjust the plan.`,
  },
] as const satisfies readonly CareStep[];

/** The spec's five warning signs, word for word: the start of every emergency list. */
export const emergencySigns = [
  "Thunderclap headache: sudden, severe pain that peaks within a minute",
  "Headache with fever and a stiff neck",
  "Headache after a head injury, with confusion or loss of consciousness",
  "New headache with vision loss or slurred speech",
  "The worst headache of your life",
] as const;

/**
 * The general warning signs, shown on the home page and, followed by each
 * condition's own, on every condition page. Two levels (SNNOOP10, Do et al.
 * 2019): true emergencies, which begin with the spec's five, and signs of a
 * possible serious cause that need a doctor the same day but not an
 * ambulance. The crisis line stands apart, since it is neither.
 */
export const warningSigns = {
  emergency: {
    heading: "Call 911 now",
    intro: "Call 911 or go to the nearest emergency room right away if you have:",
    signs: [
      ...emergencySigns,
      "Sudden weakness or numbness, a drooping face, confusion, trouble walking or a seizure",
      "A severe headache during pregnancy or in the weeks after giving birth",
    ],
  },
  sameDay: {
    heading: "Call us or your doctor today",
    intro:
      "These signs need a doctor's check soon, usually the same day. If you cannot reach a doctor today, go to an emergency room.",
    signs: [
      "A new headache that starts after age 50, most of all with jaw pain when you chew, a sore scalp or changes in your vision",
      "A new or different headache if you have cancer or a weakened immune system",
      "A new headache, or a change in your usual headaches, during pregnancy or after giving birth",
      "Headaches that are clearly different from your usual ones, or that keep getting worse over days or weeks",
      "Headache brought on by coughing, sneezing, straining or exercise",
      "Headache that is much worse when you lie down, or when you stand up",
    ],
  },
  crisis: {
    heading: "If you think about harming yourself",
    text: "Call or text 988, the Suicide & Crisis Lifeline, at any time of day or night. Pain that goes on and on can wear anyone down, and help is there. If you are in danger right now, call 911.",
  },
  // 911 and 988 are the numbers the practice sends people to, not medical figures.
  numericClaims: [
    { text: "911", source: "practice" },
    { text: "988", source: "practice" },
    { text: "after age 50", source: "snnoop10" },
  ],
} as const satisfies WarningSigns & { numericClaims: readonly NumericClaim[] };

export const closingCallToAction = {
  heading: "Ready to Take Control of Your Headaches?",
  points: [clinic.newPatients.badge, clinic.insurance.badge, "Telehealth for established patients"],
} as const;
