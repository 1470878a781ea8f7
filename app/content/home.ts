// The home page's words (spec §1). The route lays these out in order.
import { careFacts, formatRange } from "./care-facts.ts";
import type { TreatmentSlug } from "./treatments.ts";

export type CareStep = { number: number; title: string; description: string };

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
      "A written plan built on current headache guidelines, covering acute treatment, prevention and the triggers you can change.",
  },
  {
    number: 3,
    title: "Interventional Procedures & Neuromodulation",
    description:
      "When medicine alone is not enough: Botox, nerve blocks, infusions and FDA-cleared devices, done in the office.",
  },
  {
    number: 4,
    title: "Longitudinal Care",
    description: `Follow-up visits every ${formatRange(careFacts.followUpEveryWeeks)} weeks to track your progress with ${careFacts.outcomeMeasures.join(" and ")} and adjust the plan.`,
  },
] as const satisfies readonly CareStep[];

/** The spec's five warning signs, shown wherever emergency guidance appears. */
export const emergencySigns = [
  "Thunderclap headache: sudden, severe pain that peaks within a minute",
  "Headache with fever and a stiff neck",
  "Headache after a head injury, with confusion or loss of consciousness",
  "New headache with vision loss or slurred speech",
  "The worst headache of your life",
] as const;

export const closingCallToAction = {
  heading: "Ready to Take Control of Your Headaches?",
  points: ["New patients welcome", "Most insurance accepted", "Telehealth available"],
} as const;
