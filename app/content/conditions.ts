// The headache disorders the practice treats. Each entry becomes a card on
// /conditions and the home page, and a page at /conditions/{slug}: adding an
// entry here is all it takes to publish a new condition page.
import { careFacts } from "./care-facts.ts";
import type { IconName } from "./icons.ts";

const chronic = careFacts.chronicMigraine;

export type Condition = {
  slug: string;
  title: string;
  icon: IconName;
  /** One or two sentences for cards. */
  shortDesc: string;
  /** The opening paragraph of the condition page. */
  summary: string;
};

export const conditions = [
  {
    slug: "migraine",
    title: "Migraine",
    icon: "brain",
    shortDesc:
      "Attacks of throbbing head pain, often with nausea and sensitivity to light and sound, with or without aura.",
    summary:
      "Migraine is a common brain disorder that causes repeated attacks of moderate to severe head pain, usually lasting 4 to 72 hours. Many people also feel sick to their stomach or find light and sound hard to bear during an attack.",
  },
  {
    slug: "chronic-migraine",
    title: "Chronic Migraine",
    icon: "calendar-days",
    shortDesc: `Headache on ${chronic.headacheDaysPerMonth} or more days a month for over ${chronic.months} months, with migraine features on at least ${chronic.migraineDays} of those days.`,
    summary: `Chronic migraine means headache on ${chronic.headacheDaysPerMonth} or more days a month for more than ${chronic.months} months, with migraine features on at least ${chronic.migraineDays} of those days. It can take over work, family and sleep, and it is treatable.`,
  },
  {
    slug: "post-traumatic",
    title: "Post-Traumatic Headache",
    icon: "activity",
    shortDesc:
      "Headache that starts within 7 days of a head injury or concussion, and sometimes lasts for months.",
    summary:
      "Post-traumatic headache begins within 7 days of a head injury, or of waking up after one. When it lasts more than 3 months it is called persistent, and it often looks like migraine or tension-type headache.",
  },
  {
    slug: "cluster",
    title: "Cluster Headache & TACs",
    icon: "eye",
    shortDesc:
      "Severe one-sided pain around the eye or temple, with tearing or a runny nose on the same side, often in bouts.",
    summary:
      "Cluster headache and the other trigeminal autonomic cephalalgias (TACs) cause severe pain on one side of the head, around the eye or temple, with tearing, a red eye or a blocked nose on the same side.",
  },
  {
    slug: "medication-overuse",
    title: "Medication-Overuse Headache",
    icon: "pill",
    shortDesc:
      "Frequent headache made worse by taking pain relievers or migraine medicines too often.",
    summary:
      "Medication-overuse headache happens when acute headache medicines, taken on too many days a month for more than 3 months, start to make headaches more frequent. It improves with a careful plan to change how those medicines are used.",
  },
  {
    slug: "occipital-neuralgia",
    title: "Occipital Neuralgia",
    icon: "zap",
    shortDesc:
      "Shooting or stabbing pain at the back of the head along the occipital nerves, with a tender scalp.",
    summary:
      "Occipital neuralgia causes brief shooting or stabbing pain in the back of the head and upper neck, along the occipital nerves. The scalp there is often tender, and a nerve block usually eases the pain for a time.",
  },
] as const satisfies readonly Condition[];

export type ConditionSlug = (typeof conditions)[number]["slug"];

export function findCondition(slug: string | undefined): Condition | undefined {
  return conditions.find((condition) => condition.slug === slug);
}
