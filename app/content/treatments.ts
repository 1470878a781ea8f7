// The treatments the practice offers. Each entry becomes a card on /treatments
// (and on the home page when `featured` or listed there), and a page at
// /treatments/{slug}: adding an entry here is all it takes to publish one.
import { careFacts } from "./care-facts.ts";
import type { IconName } from "./icons.ts";

export type Treatment = {
  slug: string;
  title: string;
  icon: IconName;
  /** One or two sentences for cards. */
  description: string;
  /** The opening paragraph of the treatment page. */
  summary: string;
  /** Flagged "Featured" wherever treatment cards are shown. */
  featured?: boolean;
};

export const treatments = [
  {
    slug: "botox",
    title: "Botox for Chronic Migraine",
    icon: "syringe",
    featured: true,
    description: `FDA-approved onabotulinumtoxinA injections for adults with chronic migraine, given every ${careFacts.botox.everyWeeks} weeks.`,
    summary: `Botox (onabotulinumtoxinA) is an FDA-approved preventive treatment for adults with chronic migraine. Small injections into set head and neck muscles, repeated every ${careFacts.botox.everyWeeks} weeks, lower the number of headache days for many patients.`,
  },
  {
    slug: "cgrp",
    title: "CGRP Therapy",
    icon: "target",
    featured: true,
    description:
      "Medicines that block CGRP, a protein involved in migraine attacks, for prevention and for acute treatment.",
    summary:
      "CGRP-targeting medicines block calcitonin gene-related peptide, a protein that plays a central part in migraine attacks. Some prevent attacks; others stop an attack once it starts.",
  },
  {
    slug: "nerve-blocks",
    title: "Nerve Blocks",
    icon: "zap",
    description:
      "Quick in-office injections of numbing medicine near specific head nerves to calm pain.",
    summary:
      "A nerve block is a short in-office procedure: a small amount of numbing medicine is injected near a nerve of the head, such as the greater occipital nerve, to calm headache pain.",
  },
  {
    slug: "infusions",
    title: "Infusion Therapy",
    icon: "droplet",
    description:
      "Medicines given through a vein in the office to break a severe or prolonged migraine attack.",
    summary:
      "Infusion therapy gives headache medicines through a vein in the office. It can break a severe or prolonged migraine attack without a trip to the emergency room.",
  },
  {
    slug: "neuromodulation",
    title: "Neuromodulation",
    icon: "radio",
    description:
      "FDA-cleared devices that use mild electrical or magnetic pulses to treat or prevent attacks, without medicine.",
    summary:
      "Neuromodulation devices are FDA-cleared tools that use mild electrical or magnetic pulses on nerves of the head, neck or arm to treat or prevent migraine attacks, with few side effects.",
  },
  {
    slug: "preventives",
    title: "Preventive Medications",
    icon: "shield",
    description:
      "Daily or periodic medicines that lower how often attacks happen and how severe they are.",
    summary: `Preventive medicines are taken on a schedule, not just during an attack, to make attacks less frequent and less severe. They are worth considering when migraine comes ${careFacts.preventiveThresholdMigraineDays} or more days a month.`,
  },
] as const satisfies readonly Treatment[];

export type TreatmentSlug = (typeof treatments)[number]["slug"];

export function findTreatment(slug: string | undefined): Treatment | undefined {
  return treatments.find((treatment) => treatment.slug === slug);
}
