// The headache disorders the practice treats. Each entry becomes a card on
// /conditions and the home page, and a page at /conditions/{slug}: adding an
// entry here is all it takes to publish a new condition page.
//
// Numbers that belong to the practice (spec §9) are read from careFacts so no
// two pages can disagree. Numbers written as literals below are the ICHD-3
// diagnostic criteria, which are not practice constants.
import { careFacts, formatRange } from "./care-facts.ts";
import { clinic } from "./clinic.ts";
import { Activity, Brain, CalendarDays, Eye, Pill, Zap, type IconNode } from "lucide";
import { warningSigns as generalWarningSigns } from "./home.ts";
import { type NumericClaim, sources } from "./sources.ts";
import type { Faq, Source, TextSection, WarningSigns } from "./types.ts";

const chronic = careFacts.chronicMigraine;
const botox = careFacts.botox;
const preventiveDays = careFacts.preventiveThresholdMigraineDays;
const cgrpTrialMonths = careFacts.cgrpTrialMonths;
const firstVisitMinutes = formatRange(careFacts.firstVisitMinutes);
const followUpWeeks = formatRange(careFacts.followUpEveryWeeks);
const newPreventiveWeeks = formatRange(careFacts.newPreventiveFollowUpWeeks);
const outcomeMeasures = careFacts.outcomeMeasures.join(" and ");

export type Condition = {
  slug: string;
  title: string;
  /** Its icon on cards: a lucide icon, imported by its name on lucide.dev. */
  icon: IconNode;
  /** One or two sentences for cards. */
  shortDesc: string;
  /** The opening paragraph of the condition page. */
  summary: string;
  /** "What it is": plain-language paragraphs. */
  overview: readonly string[];
  /** Common symptoms, one per bullet. */
  symptoms: readonly string[];
  /** "How it is diagnosed": the ICHD-3 criteria in plain words. */
  diagnosis: { intro: string; criteria: readonly string[]; note?: string };
  /**
   * "How we treat it": the practice's approach, and the slugs of the treatment
   * pages to link (a test checks that each exists).
   */
  treatment: { intro: string; points: readonly string[]; treatmentSlugs: readonly string[] };
  /**
   * Extra sections shown after "How we treat it", such as the migraine page's
   * birth control and pregnancy advice.
   */
  moreSections?: readonly TextSection[];
  /**
   * Warning signs particular to this condition, each at its level of urgency,
   * shown after the general ones of home.ts. Only true emergencies go under
   * `emergency` ("Call 911 now"); signs that need a doctor soon but not an
   * ambulance go under `sameDay`.
   */
  warningSigns?: { emergency?: readonly string[]; sameDay?: readonly string[] };
  /** Every figure the page states, with the source it rests on (a test checks each). */
  numericClaims: readonly NumericClaim[];
  /** At least five questions. */
  faqs: readonly Faq[];
  sources: readonly Source[];
  /** ISO date (YYYY-MM-DD) its words last changed, for the sitemap. Reviews are recorded in content/reviews/. */
  updated: string;
};

const updated = "2026-11-23";

// The sentence each page uses to say what "acute" means the first time it
// appears, so every page defines it the same way.
const acuteMeans = "medicine you take when an attack starts";

// A nerve block's numbing medicine works within minutes; a steroid, when one
// is added, may take days. No listed source supports a set number of hours.
const nerveBlockRelief =
  "Relief often comes within minutes. For some people it builds over a few days, and not everyone is helped.";

export const conditions = [
  {
    slug: "migraine",
    title: "Migraine",
    icon: Brain,
    shortDesc:
      "Attacks of throbbing head pain, often with nausea and sensitivity to light and sound, with or without aura.",
    summary:
      "Migraine is a common brain disorder that causes repeated attacks of moderate to severe head pain. An attack usually lasts 4 to 72 hours. Many people also feel sick to their stomach or find light and sound hard to bear during an attack.",
    overview: [
      "Migraine is more than a bad headache. It is a condition of the brain and its nerves that makes a person prone to attacks. An attack can bring pounding pain, an upset stomach, and a strong need to get away from light, noise and smells. Some people also have an aura: short-lived changes in vision, feeling or speech that usually come before the pain.",
      "Migraine is very common. It often starts in the teen or young adult years, and it affects women far more often than men. It tends to run in families. Attacks can be set off by things like poor sleep, stress, skipped meals, hormone changes or weather, though triggers differ from person to person.",
      "Between attacks, most people feel well. But frequent attacks can mean missed work, school and family time, and many people live with worry about when the next one will come. Good treatment can make attacks less frequent, shorter and easier to manage.",
    ],
    symptoms: [
      "Throbbing or pulsing pain, often on one side of the head",
      "Pain that gets worse with everyday activity, such as walking or climbing stairs",
      "Nausea or vomiting",
      "Sensitivity to light and sound, and sometimes to smells",
      "Aura in some people: flashing lights, zigzag lines or blind spots, or tingling that spreads over the face or hand",
      "Tiredness, yawning, neck stiffness or mood changes in the hours before an attack",
      "Feeling drained or foggy for a day or so after the pain ends",
    ],
    diagnosis: {
      intro:
        "Migraine is diagnosed from your story and a neurological exam. Your doctor compares your attacks with the international criteria (ICHD-3), which in plain words say:",
      criteria: [
        "Migraine without aura: at least 5 attacks, each lasting 4–72 hours when not treated or when treatment does not work.",
        "The headache has at least 2 of these 4 features. It is on one side, it throbs or pulses, it is moderate or severe, or it gets worse with routine activity (or makes you avoid it).",
        "During the headache you have nausea or vomiting, or you are bothered by both light and sound.",
        "Migraine with aura: at least 2 attacks with aura symptoms that go away completely, such as changes in vision, numbness or tingling, or trouble speaking. Each aura symptom usually lasts 5–60 minutes.",
        "No other diagnosis explains the headaches better.",
      ],
      note: "There is no blood test or scan that proves migraine. Your doctor will look for signs of other causes. An MRI or other tests are ordered only when your history or exam suggests something else may be going on.",
    },
    treatment: {
      intro:
        "Migraine is a long-term condition, but it can often be controlled. We build a plan with two parts: treatment to stop an attack when it starts, and, when needed, treatment to make attacks come less often.",
      points: [
        `A first visit of ${firstVisitMinutes} minutes to hear your full headache history, examine you and review what you have already tried.`,
        `A plan for acute treatment, meaning ${acuteMeans}. It may be a triptan, a gepant, an anti-inflammatory or an anti-nausea medicine. Triptans, such as sumatriptan, are medicines made for migraine. Gepants are newer migraine medicines that block CGRP, a natural chemical that plays a part in migraine pain.`,
        "Clear limits on how often you take acute medicine, so that it does not start to cause more headaches.",
        `Preventive treatment when you have ${preventiveDays} or more migraine days a month, or when attacks disrupt your life. Options include CGRP-targeting medicines and older daily preventives. We check in ${newPreventiveWeeks} weeks after you start one.`,
        "FDA-cleared devices that ease attacks with mild electrical or magnetic pulses, for people who want to limit medicines. In-office nerve blocks or infusions for attacks that are severe or will not break.",
        `Follow-up visits every ${followUpWeeks} weeks. We use the ${outcomeMeasures} questionnaires to see how much migraine is still affecting your life.`,
      ],
      treatmentSlugs: ["preventives", "cgrp", "neuromodulation", "nerve-blocks", "infusions"],
    },
    moreSections: [
      {
        heading: "Migraine with aura and birth control",
        paragraphs: [
          "Birth control that contains estrogen raises the risk of stroke a little. This includes the combined pill, the patch and the vaginal ring. Migraine with aura also raises the risk of stroke, and the two together raise it more. Smoking adds to it again.",
          "For this reason, the CDC advises people who have migraine with aura not to use birth control that contains estrogen. Methods without estrogen do not carry this warning. These include the hormonal or copper IUD, the implant, the shot and the progestin-only pill.",
          "If you have aura and take birth control with estrogen, please do not just stop it. Talk with us or with the clinician who prescribes it, so you stay protected while you switch. If you have migraine without aura, estrogen is often still an option. Tell us if you ever start to have aura.",
        ],
      },
      {
        heading: "Pregnancy and breastfeeding",
        paragraphs: [
          "If you might become pregnant, please tell us, so we can plan ahead. Some migraine medicines can harm an unborn baby, such as valproate and topiramate. Little is known about CGRP-targeting medicines in pregnancy, so we usually stop them before you try to conceive.",
          "Many people have fewer attacks while pregnant, most of all in the later months. Others do not, and some have aura for the first time. In pregnancy, acetaminophen is usually the first medicine to try. An anti-nausea medicine, a triptan or a nerve block may also be used when needed.",
          "We avoid opioids and butalbital in pregnancy. Ibuprofen and similar medicines need your doctor's advice first, and are avoided later in pregnancy. Please do not stop or start a medicine on your own. Call us, and we will go over each one with you and your obstetrician.",
          "Most acute migraine medicines can be used while breastfeeding, including acetaminophen, ibuprofen and sumatriptan. Tell us you are breastfeeding so we can check each medicine. Migraine often comes back in the weeks after birth. A severe headache in those weeks can be a sign of high blood pressure, so get help right away.",
        ],
      },
    ],
    warningSigns: {
      emergency: ["Aura that lasts more than an hour, or aura symptoms that do not go away"],
      sameDay: [
        "A migraine attack that has lasted more than 72 hours",
        "Your first aura, or an aura that is not like your usual ones",
      ],
    },
    numericClaims: [
      { text: "ICHD-3", source: "ichd3" },
      { text: "4 to 72 hours", source: "ichd3" },
      { text: "at least 5 attacks", source: "ichd3" },
      { text: "4–72 hours", source: "ichd3" },
      { text: "at least 2 of these 4 features", source: "ichd3" },
      { text: "at least 2 attacks", source: "ichd3" },
      { text: "5–60 minutes", source: "ichd3" },
      { text: "more than 72 hours", source: "ichd3" },
      { text: `${firstVisitMinutes} minutes`, source: "practice" },
      { text: `${preventiveDays} or more migraine days`, source: "practice" },
      { text: `${newPreventiveWeeks} weeks after you start`, source: "practice" },
      { text: `every ${followUpWeeks} weeks`, source: "practice" },
      { text: outcomeMeasures, source: "practice" },
    ],
    faqs: [
      {
        question: "Is migraine just a bad headache?",
        answer:
          "No. Migraine is a brain condition, and the headache is only one part of an attack. Many people also have nausea, sensitivity to light and sound, aura, or days of feeling drained afterward.",
      },
      {
        question: "What sets off a migraine attack?",
        answer:
          "Common triggers include changes in sleep, stress or the letdown after stress, skipped meals, hormone changes, alcohol and weather shifts. Triggers are different for each person, and some attacks happen with no clear trigger at all. A headache diary can help you and your doctor spot patterns.",
      },
      {
        question: "Do I need an MRI or CT scan?",
        answer:
          "Most people with typical migraine and a normal exam do not need a scan. Your doctor may order one if your headaches have warning signs, have changed in pattern, or if something in your exam needs a closer look.",
      },
      {
        question: "When should I think about preventive treatment?",
        answer: `Preventive treatment is worth discussing when you have ${preventiveDays} or more migraine days a month. It is also worth it when attacks keep you from work or family life, or when you need acute medicine often. The goal is fewer, milder attacks, not just faster relief.`,
      },
      {
        question: "Is Botox an option for my migraine?",
        answer:
          "Botox is FDA-approved to prevent chronic migraine, which means headache on most days of the month. It is not approved for episodic migraine, where attacks happen less often. If you have episodic migraine, there are other preventive options, including CGRP-targeting medicines.",
      },
      {
        question: "Will I have migraine for the rest of my life?",
        answer:
          "Migraine often changes over time. For many people, attacks become less frequent with age, and treatment can help a great deal in the meantime. Your plan can change as your migraine changes.",
      },
    ],
    sources: [
      sources.ichd3,
      sources.ahsConsensus,
      sources.ahsCgrp,
      sources.usMec,
      sources.acogHeadachePregnancy,
      sources.snnoop10,
    ],
    updated,
  },
  {
    slug: "chronic-migraine",
    title: "Chronic Migraine",
    icon: CalendarDays,
    shortDesc: `Headache on ${chronic.headacheDaysPerMonth} or more days a month for over ${chronic.months} months, with migraine features on at least ${chronic.migraineDays} of those days.`,
    summary: `Chronic migraine means headache on ${chronic.headacheDaysPerMonth} or more days a month for more than ${chronic.months} months, with migraine features on at least ${chronic.migraineDays} of those days. It can take over work, family and sleep, and it can be treated.`,
    overview: [
      "Chronic migraine is migraine that has become very frequent. Instead of separate attacks with good days in between, there is headache on more days than not. Some days bring a full migraine attack, while others bring a duller headache that is still hard to live with.",
      "Most people with chronic migraine started out with attacks that came less often. Over time, attacks grew more frequent. Things that can push migraine in this direction include taking pain relievers too often, poor sleep, depression or anxiety, obesity and a lot of caffeine. Women are affected more often than men.",
      "Living with headache on most days is exhausting. It can affect work, relationships, sleep and mood, and many people feel they have to plan their lives around pain. The good news is that chronic migraine can be treated, and many patients move back to fewer headache days.",
    ],
    symptoms: [
      `Headache on ${chronic.headacheDaysPerMonth} or more days a month`,
      "Days with full migraine attacks: throbbing pain, nausea, and sensitivity to light and sound",
      "Other days with a milder, steady headache",
      "Feeling tired, foggy or unable to focus",
      "Trouble sleeping, or waking with a headache",
      "Needing headache medicine on many days of the month",
      "Low mood or anxiety that comes with ongoing pain",
    ],
    diagnosis: {
      intro:
        "Chronic migraine is diagnosed from your headache history, and a headache diary helps a great deal. In plain words, the ICHD-3 criteria are:",
      criteria: [
        `Headache on ${chronic.headacheDaysPerMonth} or more days a month for more than ${chronic.months} months.`,
        "The headaches happen in someone who has had at least 5 migraine attacks, with or without aura.",
        `On at least ${chronic.migraineDays} days a month, the headache has migraine features. Or it feels like your migraine and is eased by a triptan or an ergot, medicines made for migraine.`,
        "No other diagnosis explains the headaches better.",
      ],
      note: `Overuse of acute medicine, meaning ${acuteMeans}, is a common reason migraine becomes chronic. So your doctor will ask how often you take each medicine. Both conditions can be diagnosed at the same time. Your doctor will also check for signs of other causes and order tests when needed.`,
    },
    treatment: {
      intro:
        "Treating chronic migraine usually takes more than one step. We look for what is keeping headaches frequent, then use preventive treatment to lower the number of headache days.",
      points: [
        "A review of every medicine you take for headache, and a plan to cut back if overuse is part of the problem.",
        `Botox, which is FDA-approved to prevent chronic migraine in adults ${botox.minAge} and older. It is given as ${botox.injections} small injections across ${botox.muscleAreas} areas of the head and neck, ${botox.units} units in total, every ${botox.everyWeeks} weeks. The visit takes about ${botox.minutes} minutes.`,
        `CGRP-targeting medicines, which the American Headache Society lists among first-line preventive options. We judge whether one is working after a ${cgrpTrialMonths}-month trial.`,
        "Daily preventive medicines, nerve blocks and neuromodulation devices, alone or combined, chosen with your health and preferences in mind.",
        `Follow-up visits every ${followUpWeeks} weeks, using your headache diary and the ${outcomeMeasures} questionnaires to measure progress.`,
      ],
      treatmentSlugs: ["botox", "cgrp", "preventives", "nerve-blocks", "neuromodulation"],
    },
    warningSigns: {
      sameDay: ["A migraine attack that has lasted more than 72 hours"],
    },
    numericClaims: [
      { text: "ICHD-3", source: "ichd3" },
      { text: `${chronic.headacheDaysPerMonth} or more days a month`, source: "ichd3" },
      { text: `more than ${chronic.months} months`, source: "ichd3" },
      { text: `at least ${chronic.migraineDays} of those days`, source: "ichd3" },
      { text: `at least ${chronic.migraineDays} days a month`, source: "ichd3" },
      { text: "at least 5 migraine attacks", source: "ichd3" },
      { text: "more than 72 hours", source: "ichd3" },
      { text: `adults ${botox.minAge} and older`, source: "botoxLabel" },
      { text: `${botox.injections} small injections`, source: "botoxLabel" },
      { text: `${botox.muscleAreas} areas`, source: "botoxLabel" },
      { text: `${botox.units} units`, source: "botoxLabel" },
      { text: `every ${botox.everyWeeks} weeks`, source: "botoxLabel" },
      { text: `about ${botox.minutes} minutes`, source: "practice" },
      { text: `${cgrpTrialMonths}-month trial`, source: "practice" },
      { text: `every ${followUpWeeks} weeks`, source: "practice" },
      { text: outcomeMeasures, source: "practice" },
    ],
    faqs: [
      {
        question: "How do I know if my migraine has become chronic?",
        answer: `Count your headache days. It may be chronic migraine if you have headache on ${chronic.headacheDaysPerMonth} or more days a month for more than ${chronic.months} months. In chronic migraine, at least ${chronic.migraineDays} of those days also have migraine features. A simple diary on paper or on your phone makes this much easier to see.`,
      },
      {
        question: "Is chronic migraine permanent?",
        answer:
          "Not necessarily. With the right treatment, many patients go back to having fewer headache days. Results differ from person to person, and it can take some time to find the right mix of treatments.",
      },
      {
        question: "How does Botox treatment for chronic migraine work?",
        answer: `A doctor gives ${botox.injections} small injections in ${botox.muscleAreas} areas of the head and neck, for a total of ${botox.units} units. The visit takes about ${botox.minutes} minutes and is repeated every ${botox.everyWeeks} weeks. Botox is thought to calm pain signals from nerves in these areas. It is approved for adults ${botox.minAge} and older.`,
      },
      {
        question: "How long until I know if a CGRP medicine is working?",
        answer: `Some people notice a change within the first month, but others take longer. We usually judge a CGRP medicine after a ${cgrpTrialMonths}-month trial. That gives it a fair chance to work before we decide to keep it or switch.`,
      },
      {
        question: "Could my pain relievers be making my headaches worse?",
        answer:
          "They might. Taking acute headache medicines on too many days a month can lead to medication-overuse headache, which often goes along with chronic migraine. Please do not stop any medicine on your own; your doctor can help you cut back safely.",
      },
      {
        question: "Will my insurance cover Botox or CGRP medicines?",
        answer:
          "Many insurance plans cover these treatments for chronic migraine when certain conditions are met. We accept most plans, including Medicare and Medicaid. Plans often ask for prior authorization first, and our office handles that paperwork for you.",
      },
    ],
    sources: [
      sources.ichd3,
      sources.preempt,
      sources.botoxLabel,
      sources.ahsCgrp,
      sources.snnoop10,
    ],
    updated,
  },
  {
    slug: "post-traumatic",
    title: "Post-Traumatic Headache",
    icon: Activity,
    shortDesc:
      "Headache that starts within 7 days of a head injury or concussion, and sometimes lasts for months.",
    summary:
      "Post-traumatic headache begins within 7 days of a head injury, or of waking up after one. When it lasts more than 3 months, it is called persistent. It often looks like migraine or tension-type headache.",
    overview: [
      "Post-traumatic headache is a headache that starts after an injury to the head. The injury can be a concussion from a fall, a sports hit or a car accident. Even a mild injury, one without loss of consciousness, can lead to headaches that last for weeks or months.",
      "Headache is the most common symptom after a concussion. For many people it fades within the first weeks. For others it lasts longer, and it may look like migraine, with throbbing pain and sensitivity to light, or like a tight, pressing tension-type headache.",
      "These headaches often come with other concussion symptoms, such as dizziness, poor sleep, trouble focusing, and feeling irritable or low. Together, they can make it hard to return to work, school or sports. Treating the headache and the problems around it can help many people get back to daily life.",
    ],
    symptoms: [
      "Headache that began soon after a head injury",
      "Throbbing pain with nausea and sensitivity to light and sound, like migraine",
      "Tight, pressing pain around the head, like tension-type headache",
      "Neck pain or pain at the back of the head",
      "Dizziness or trouble with balance",
      "Trouble sleeping, focusing or remembering",
      "Irritability, anxiety or low mood",
    ],
    diagnosis: {
      intro:
        "Post-traumatic headache is diagnosed from the timing of the headache and the injury. In plain words, the ICHD-3 criteria are:",
      criteria: [
        "You had an injury to the head. This includes mild injuries such as a concussion.",
        "The headache started within 7 days of the injury. It may also start within 7 days of waking up after the injury, or of stopping medicines that dulled your pain.",
        "Doctors call it acute post-traumatic headache, meaning recent, when it goes away within 3 months of the injury, or while 3 months have not yet passed.",
        "It is called persistent post-traumatic headache when it lasts more than 3 months after the injury.",
        "No other diagnosis explains the headache better.",
      ],
      note: "Right after a head injury, emergency doctors decide whether a CT scan is needed. Later on, your doctor may order an MRI or other tests if the headache is getting worse or there are new nerve symptoms. The same goes if something in your exam needs a closer look. Your doctor will also check your neck, sleep and mood, and how often you take pain relievers.",
    },
    treatment: {
      intro:
        "There is no single treatment for post-traumatic headache. We treat it based on the type of headache it most looks like, and we address the other effects of the injury at the same time.",
      points: [
        `A full first visit of ${firstVisitMinutes} minutes to review the injury, your symptoms and any scans, and to check for problems that need other care.`,
        `When the headache looks like migraine, we use the same plan as for migraine. That means acute medicine, which is ${acuteMeans}, and preventive medicine when needed. Research on these treatments in post-traumatic headache is more limited, so we adjust the plan as we go.`,
        "Limits on pain relievers early on, because taking them on many days can lead to medication-overuse headache.",
        `Occipital nerve blocks for pain at the back of the head and neck. ${nerveBlockRelief}`,
        "Guidance on sleep and a gradual return to activity. When neck pain or dizziness is part of the picture, we may refer you to physical therapy or to vestibular therapy, which uses exercises to ease dizziness and improve balance.",
      ],
      treatmentSlugs: ["preventives", "nerve-blocks", "neuromodulation"],
    },
    warningSigns: {
      emergency: [
        "A headache that keeps getting worse in the days after a head injury",
        "Repeated vomiting, or being very drowsy or hard to wake, after a head injury",
        "One pupil larger than the other, or acting unlike yourself, after a head injury",
        "Any head injury in someone who takes blood thinners",
      ],
    },
    numericClaims: [
      { text: "ICHD-3", source: "ichd3" },
      { text: "within 7 days", source: "ichd3" },
      { text: "more than 3 months", source: "ichd3" },
      { text: "within 3 months", source: "ichd3" },
      { text: "3 months have not yet passed", source: "ichd3" },
      { text: "longer than 3 months", source: "ichd3" },
      { text: `${firstVisitMinutes} minutes`, source: "practice" },
    ],
    faqs: [
      {
        question: "I only had a mild concussion. Can that really cause lasting headaches?",
        answer:
          "Yes. Post-traumatic headache is common after mild head injuries, even when you never lost consciousness. The injury does not have to be severe for the headaches to last.",
      },
      {
        question: "How long will my headaches last?",
        answer:
          "Many people improve within the first few weeks to months. Some have headaches that last longer than 3 months, which is called persistent post-traumatic headache. Treatment can help in both cases.",
      },
      {
        question: "Do I need a brain scan?",
        answer:
          "If you were seen right after the injury, emergency doctors will have decided whether a CT scan was needed. Later, your doctor may order a scan if your headache is getting worse or you have new symptoms. The same goes if your exam shows something that needs a closer look.",
      },
      {
        question: "Should I rest in a dark room until the headaches go away?",
        answer:
          "A short period of rest right after a concussion is helpful. After that, a slow and steady return to normal activity usually helps recovery more than long rest does. Your doctor can help you plan how fast to go.",
      },
      {
        question: "Can my pain relievers make things worse?",
        answer:
          "They can if you take them on many days a month. Regular use can lead to medication-overuse headache, which keeps the pain going. Your doctor can set up a plan that limits how often you use them.",
      },
      {
        question: "When can I go back to sports?",
        answer:
          "Return to sports should be gradual and only after your symptoms have settled, with clearance from a doctor. Going back too soon raises the risk of another injury and can slow recovery.",
      },
    ],
    sources: [sources.ichd3, sources.vaDodConcussion, sources.concussionInSport, sources.snnoop10],
    updated,
  },
  {
    slug: "cluster",
    title: "Cluster Headache & TACs",
    icon: Eye,
    shortDesc:
      "Severe one-sided pain around the eye or temple, with tearing or a runny nose on the same side, often in bouts.",
    summary:
      "Cluster headache causes severe pain on one side of the head, around the eye or temple. A watery or red eye, or a blocked nose, comes with it on the same side. It is the most common of the TACs, a small group of headaches that share these features.",
    overview: [
      "Cluster headache is one of the most painful headache disorders. It causes attacks of severe pain on one side of the head, usually in or around the eye or at the temple. The pain comes with signs on the same side of the face, such as a watery, red eye or a runny nose. Most people feel restless and cannot sit still.",
      "The name comes from the way attacks arrive in clusters. Many people have bouts that last weeks or months, with attacks each day, often at the same time of day or night. Then the attacks stop for months or even years. Cluster headache is less common than migraine. It often starts between the ages of 20 and 40, and is more common in men and in people who smoke.",
      "TACs is short for trigeminal autonomic cephalalgias: one-sided headaches with eye or nose signs on the same side. Others in the group, such as paroxysmal hemicrania and hemicrania continua, have shorter or longer attacks and need different treatment. Attacks can be frightening and can disrupt sleep and work. But treatment can shorten attacks and help prevent them.",
    ],
    symptoms: [
      "Severe, boring or stabbing pain on one side of the head, around the eye or temple",
      "Attacks that last 15–180 minutes when not treated",
      "A watery or red eye on the same side as the pain",
      "A blocked or runny nose on the painful side",
      "A drooping eyelid, smaller pupil or swollen eyelid on that side",
      "Restlessness: pacing, rocking or being unable to lie still",
      "Attacks that come at the same time each day, often waking you from sleep",
    ],
    diagnosis: {
      intro:
        "Cluster headache is diagnosed from the pattern of attacks and a neurological exam. In plain words, the ICHD-3 criteria are:",
      criteria: [
        "At least 5 attacks of severe or very severe pain on one side, in or around the eye, above the eye or at the temple.",
        "Each attack lasts 15–180 minutes when it is not treated.",
        "During the attack there is at least 1 of these on the same side: a watery or red eye, a blocked or runny nose, or a swollen eyelid. Sweating of the forehead or face, a small pupil or a drooping eyelid also count, and so does restlessness.",
        "Attacks happen anywhere from 1 every other day to 8 a day.",
        "Episodic cluster headache comes in bouts, with pain-free breaks of 3 months or more. In chronic cluster headache, attacks go on for a year or more. The breaks are shorter than 3 months, or there are none at all.",
      ],
      note: "When these headaches are new, your doctor will usually order an MRI of the brain, because other conditions can rarely cause similar pain. Other TACs look alike but differ in how long attacks last. Some of them respond fully to a medicine called indomethacin, which helps confirm the diagnosis.",
    },
    treatment: {
      intro:
        "Cluster headache needs a plan for two things: stopping each attack fast, and calming the bout so attacks come less often.",
      points: [
        "Fast-acting treatment for attacks: high-flow oxygen breathed through a face mask, and sumatriptan given as a shot under the skin. Sumatriptan is a triptan, a medicine made for migraine that also works on cluster attacks. We prescribe these and show you how to use them.",
        "Preventive medicine during a bout. Verapamil is a common choice. Because it can affect heart rhythm, we check your heart with an ECG while the dose is adjusted.",
        "Galcanezumab, a CGRP-targeting medicine that is FDA-approved to treat episodic cluster headache.",
        "Short-term bridge treatment, such as an occipital nerve block or a brief course of steroids, to calm attacks while a preventive starts to work.",
        "A non-invasive vagus nerve stimulation device, which is FDA-cleared for cluster headache. Indomethacin for the TACs that respond to it.",
      ],
      treatmentSlugs: ["cgrp", "preventives", "nerve-blocks", "neuromodulation"],
    },
    warningSigns: {
      emergency: ["A painful red eye with blurred vision or halos around lights"],
      sameDay: [
        "A drooping eyelid or small pupil that stays between attacks",
        "Attacks that suddenly change in pattern, side or length",
      ],
    },
    numericClaims: [
      { text: "ICHD-3", source: "ichd3" },
      { text: "between the ages of 20 and 40", source: "ichd3" },
      { text: "15–180 minutes", source: "ichd3" },
      { text: "At least 5 attacks", source: "ichd3" },
      { text: "at least 1 of these", source: "ichd3" },
      { text: "from 1 every other day to 8 a day", source: "ichd3" },
      { text: "3 months or more", source: "ichd3" },
      { text: "shorter than 3 months", source: "ichd3" },
      { text: "988", source: "practice" },
    ],
    faqs: [
      {
        question: "How is cluster headache different from migraine?",
        answer:
          "Cluster attacks are shorter, usually 15–180 minutes, and the pain stays on one side around the eye. People with migraine often want to lie still in a dark room, while people with cluster headache tend to pace or rock. Cluster attacks also come with tearing, a red eye or a runny nose on the same side.",
      },
      {
        question: "Why do my attacks come at the same time every day?",
        answer:
          "Cluster headache is linked to the hypothalamus, the part of the brain that runs your body clock. That is why attacks often follow a daily rhythm and bouts may return at the same time of year.",
      },
      {
        question: "Does oxygen really help?",
        answer:
          "For many people, yes. Breathing pure oxygen at a high flow through a special face mask at the start of an attack can ease the pain within minutes. It needs a prescription and the right equipment, which we can arrange.",
      },
      {
        question: "Can cluster headache be prevented?",
        answer:
          "Preventive medicine taken during a bout can make attacks less frequent. Verapamil is commonly used, and galcanezumab is FDA-approved for episodic cluster headache. A nerve block or a short course of steroids can help while a preventive takes effect.",
      },
      {
        question: "Should I avoid alcohol?",
        answer:
          "During a bout, even a small amount of alcohol can set off an attack within a short time, so most people avoid it until the bout ends. Between bouts, alcohol usually does not trigger attacks.",
      },
      {
        question: "Is cluster headache dangerous?",
        answer:
          "Cluster headache itself does not damage the brain, but the pain is severe and can wear you down. The first time these headaches appear, your doctor will check for other causes. If the pain ever leads to thoughts of harming yourself, call or text 988 right away.",
      },
    ],
    sources: [
      sources.ichd3,
      sources.ahsClusterGuideline,
      sources.emgalityLabel,
      sources.imitrexInjectionLabel,
      sources.snnoop10,
    ],
    updated,
  },
  {
    slug: "medication-overuse",
    title: "Medication-Overuse Headache",
    icon: Pill,
    shortDesc:
      "Frequent headache made worse by taking pain relievers or migraine medicines too often.",
    summary: `Medication-overuse headache can come from taking acute medicine, meaning ${acuteMeans}, on too many days. When this goes on for more than ${chronic.months} months, headaches can become more frequent. It often improves with a careful plan to change how those medicines are used.`,
    overview: [
      "Medication-overuse headache is a headache that gets worse because of the medicine taken to treat it. When pain relievers or migraine medicines are used on too many days, the brain can become more sensitive to pain, and headaches come more often. This can turn into a cycle: more headaches lead to more medicine, and more medicine leads to more headaches.",
      "It happens to people who already have a headache disorder, most often migraine or tension-type headache. It is not a sign of weakness or misuse; it usually starts with an honest effort to keep working through frequent pain. It is more common in women and in people with frequent migraine.",
      "Because it develops slowly, many people do not realize their medicine is part of the problem. The good news is that it can be treated. With a plan to cut back the overused medicine and start a preventive, many patients have fewer headache days. Many also find that their acute medicine works better again.",
    ],
    symptoms: [
      "Headache on most days of the month",
      "Waking up with a headache, often early in the morning",
      "Headaches that started coming more often after you began taking pain medicine more often",
      "Pain relievers that do not work as well as they used to",
      "A headache that returns as a dose wears off",
      "Worry about running out of medicine, or taking it to prevent a headache you expect",
      "Tiredness, poor sleep, irritability or trouble focusing",
    ],
    diagnosis: {
      intro:
        "Medication-overuse headache is diagnosed from a careful count of headache days and medicine days. In plain words, the ICHD-3 criteria are:",
      criteria: [
        `Headache on ${chronic.headacheDaysPerMonth} or more days a month in someone who already has a headache disorder, such as migraine.`,
        `Regular overuse of acute medicine for more than ${chronic.months} months.`,
        "For triptans (medicines made for migraine, such as sumatriptan), ergots, opioids or combination pain relievers, overuse means taking them on 10 or more days a month. Combination pain relievers include those with caffeine or butalbital.",
        "Using a mix of different acute medicines on 10 or more days a month also counts.",
        "For simple pain relievers, such as acetaminophen, aspirin or ibuprofen, overuse means taking them on 15 or more days a month.",
        "No other diagnosis explains the headaches better.",
      ],
      note: "What counts is the number of days you take medicine, not the number of pills. Bring a list of everything you take for headache, including over-the-counter products. Your doctor will also look for other causes of frequent headache.",
    },
    treatment: {
      intro:
        "The key step is to cut back or stop the medicine that is being overused. We make this easier and safer by starting a preventive and planning how to handle the harder first weeks.",
      points: [
        "A plan to stop or limit the overused medicine. Many pain relievers and triptans can be stopped right away. Opioids and butalbital products need a slow, supervised taper.",
        "A preventive started at the same time, such as a CGRP-targeting medicine or a daily preventive. If you also have chronic migraine, Botox may be an option.",
        "Bridge treatment to help through withdrawal headaches, which may include a different short-term medicine, a nerve block, or an in-office infusion.",
        `A check-in ${newPreventiveWeeks} weeks after starting a new preventive, then follow-up visits every ${followUpWeeks} weeks.`,
        "A clear plan for future attacks, with limits on how many days a month you use each medicine, tracked in a headache diary.",
      ],
      treatmentSlugs: ["preventives", "cgrp", "botox", "nerve-blocks", "infusions"],
    },
    warningSigns: {
      emergency: [
        "Confusion, seeing things that are not there, or a seizure after cutting back on a butalbital medicine",
      ],
      sameDay: ["Vomiting so often that you cannot keep fluids down"],
    },
    numericClaims: [
      { text: "ICHD-3", source: "ichd3" },
      { text: `more than ${chronic.months} months`, source: "ichd3" },
      { text: `${chronic.headacheDaysPerMonth} or more days a month`, source: "ichd3" },
      { text: "10 or more days a month", source: "ichd3" },
      { text: `${newPreventiveWeeks} weeks after starting`, source: "practice" },
      { text: `every ${followUpWeeks} weeks`, source: "practice" },
    ],
    faqs: [
      {
        question: "How can the medicine I take for headaches cause headaches?",
        answer:
          "When acute headache medicines are used on many days a month, the brain's pain system can become more sensitive. Headaches then come more often, which leads to more medicine. The exact cause is still being studied, but the pattern is well known.",
      },
      {
        question: "Which medicines can cause it?",
        answer:
          "Almost any medicine used to stop headaches can, including triptans, opioids, combination pain relievers and simple ones like acetaminophen or ibuprofen. Opioids and butalbital products carry a higher risk. Gepants are newer migraine medicines that block CGRP, a natural chemical that plays a part in migraine pain. Early studies suggest gepants may be less likely than other acute medicines to cause medication-overuse headache. This is not yet proven, so we still count every day you take one.",
      },
      {
        question: "Do I have to stop all my medicines at once?",
        answer:
          "Not always. Many simple pain relievers and triptans can be stopped right away. Opioids and butalbital products must be tapered slowly under a doctor's care, because stopping them suddenly can be unsafe. Please do not stop these on your own.",
      },
      {
        question: "Will my headaches get worse when I cut back?",
        answer:
          "They may for a while. Many people have worse headaches, nausea or poor sleep for several days up to a few weeks. We plan bridge treatment ahead of time to help you through this stretch.",
      },
      {
        question: "How long until I feel better?",
        answer:
          "Many patients notice fewer headache days within a few weeks to a couple of months after cutting back. Starting a preventive at the same time can help, and the acute medicines often work better once overuse has stopped.",
      },
      {
        question: "How do I keep it from coming back?",
        answer:
          "Keep a headache diary, stay within the medicine limits your doctor sets, and keep taking your preventive as planned. If you notice you need acute medicine more often, call us early so we can adjust the plan.",
      },
    ],
    sources: [sources.ichd3, sources.ahsConsensus, sources.ahsCgrp, sources.snnoop10],
    updated,
  },
  {
    slug: "occipital-neuralgia",
    title: "Occipital Neuralgia",
    icon: Zap,
    shortDesc:
      "Shooting or stabbing pain at the back of the head along the occipital nerves, with a tender scalp.",
    summary:
      "Occipital neuralgia causes brief shooting or stabbing pain in the back of the head and upper neck, along the occipital nerves. The scalp there is often tender. A nerve block often eases the pain for a time.",
    overview: [
      "Occipital neuralgia is nerve pain in the back of the head. The occipital nerves run from the upper neck, through the muscles at the base of the skull, and over the back of the scalp. When one of these nerves is irritated, it can send sudden jolts of sharp pain along its path.",
      "It can follow a neck or head injury, or come from tight neck muscles, arthritis in the upper spine, or pressure on the nerve. Often no clear cause is found. It can happen on one side or both, and it can occur alongside migraine, which sometimes makes it harder to recognize.",
      "The pain is usually brief, but it can come many times a day. Simple things like brushing your hair, resting your head on a pillow or turning your neck may set it off. This can disturb sleep and daily life, but treatment can calm the nerve for many patients.",
    ],
    symptoms: [
      "Sudden shooting, stabbing or electric-shock pain at the back of the head",
      "Pain that starts at the base of the skull and travels over the scalp",
      "Pain that lasts seconds to minutes and may repeat many times a day",
      "A tender scalp, where touching the hair or lying on a pillow hurts",
      "Numbness, tingling or odd feelings on the back of the scalp",
      "Tenderness where the nerve comes out at the base of the skull",
      "Aching between jolts, sometimes spreading behind the eye on the same side",
    ],
    diagnosis: {
      intro:
        "Occipital neuralgia is diagnosed from your symptoms and an exam of the back of your head and neck. In plain words, the ICHD-3 criteria are:",
      criteria: [
        "Pain on one or both sides of the back of the head, along the greater, lesser or third occipital nerves.",
        "The pain has at least 2 of these 3 features: it comes in attacks lasting a few seconds to minutes, it is severe, and it is shooting, stabbing or sharp.",
        "Light touch on the scalp or hair feels odd or painful, and the nerve is tender when pressed, often at the base of the skull.",
        "A nerve block with numbing medicine eases the pain for a time.",
        "No other diagnosis explains the pain better.",
      ],
      note: "Your doctor will check whether the pain could come from the neck, from migraine, or from another cause. Imaging of the neck or head is ordered when there are other symptoms, such as arm weakness or numbness, or when the pain does not follow the usual pattern.",
    },
    treatment: {
      intro:
        "Treatment aims to calm the irritated nerve and ease the things that may be pressing on it. Many patients do well with a mix of approaches.",
      points: [
        "An exam to find the nerve involved and to check for neck problems or migraine that may be adding to the pain.",
        `An occipital nerve block: an injection of numbing medicine, such as lidocaine or bupivacaine, near the nerve. Sometimes a steroid is added. The block also helps confirm the diagnosis. ${nerveBlockRelief}`,
        "Nerve-pain medicines taken daily, such as certain seizure medicines or low-dose antidepressants, when attacks are frequent.",
        "Heat, gentle stretching, attention to posture and physical therapy to relax tight neck muscles.",
        "Repeat nerve blocks when they help, and referral for other procedures in the rare cases where simpler treatment does not bring relief.",
      ],
      treatmentSlugs: ["nerve-blocks", "preventives"],
    },
    warningSigns: {
      emergency: ["Neck pain that keeps getting worse after a recent fall or neck injury"],
      sameDay: [
        "New weakness or numbness in your arms or hands",
        "A blistering rash on the scalp or neck",
      ],
    },
    numericClaims: [
      { text: "ICHD-3", source: "ichd3" },
      { text: "at least 2 of these 3 features", source: "ichd3" },
    ],
    faqs: [
      {
        question: "What causes occipital neuralgia?",
        answer:
          "It happens when an occipital nerve is irritated or pinched. Tight neck muscles, an injury, or arthritis in the upper neck can be part of the cause, but often no single cause is found.",
      },
      {
        question: "Is occipital neuralgia the same as migraine?",
        answer:
          "No, but the two can look alike and can happen together. Migraine can also cause pain and tenderness at the back of the head. The type of pain, the exam and the response to a nerve block help your doctor tell them apart.",
      },
      {
        question: "What is an occipital nerve block like?",
        answer:
          "It is a quick injection in the office. You may feel a brief sting and pressure, and then the area often feels numb. Most people go back to their usual day afterward.",
      },
      {
        question: "How long does a nerve block help?",
        answer: `${nerveBlockRelief} How long relief lasts differs from person to person, from days to months. The block can be repeated if it helps.`,
      },
      {
        question: "Can medicine help?",
        answer:
          "Yes. Some medicines used for nerve pain can make attacks less frequent when taken every day. Your doctor will choose one that suits your health, and will explain how to start it and what side effects to watch for.",
      },
      {
        question: "Will I need surgery?",
        answer:
          "Very few people do. Most find relief with nerve blocks, medicine and care for the neck muscles. Surgery or other procedures are considered only when these do not help.",
      },
    ],
    sources: [sources.ichd3, sources.ahsNerveBlockReview, sources.marcaineLabel, sources.snnoop10],
    updated,
  },
] as const satisfies readonly Condition[];

/**
 * The /conditions page. Its search-result description names every condition
 * above (app/lib/site-pages.ts), so a new entry shows up there by itself.
 */
export const conditionsIndex = {
  seoTitle: "Headache Conditions We Treat",
  description: (names: string) => `${names}: diagnosis and treatment.`,
  title: "Conditions We Treat",
  intro:
    "Headache disorders are not all alike. Finding out which one you have is the first step to the right treatment.",
  callToAction: {
    heading: "Not sure which kind of headache you have?",
    points: ["A specialist diagnosis", "A plan made for you"],
  },
};

/** The call to action that closes every condition page. */
export const conditionCallToAction = {
  heading: "Talk to a headache specialist",
  points: [clinic.newPatients.badge, clinic.insurance.summary],
};

export type ConditionSlug = (typeof conditions)[number]["slug"];

/**
 * A condition page's warning signs: the general ones (the home page's, in the
 * page's language), then the condition's own at each level.
 */
export function conditionWarnings(
  condition: Pick<Condition, "warningSigns">,
  general: WarningSigns = generalWarningSigns,
): WarningSigns {
  const own = condition.warningSigns;
  const generalWarningSigns = general;
  return {
    emergency: {
      ...generalWarningSigns.emergency,
      signs: [...generalWarningSigns.emergency.signs, ...(own?.emergency ?? [])],
    },
    sameDay: {
      ...generalWarningSigns.sameDay,
      signs: [...generalWarningSigns.sameDay.signs, ...(own?.sameDay ?? [])],
    },
    crisis: generalWarningSigns.crisis,
  };
}
