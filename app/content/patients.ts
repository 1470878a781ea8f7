// The /patients page's words: the new patient guide and how to prepare for
// visits. Numbers come from careFacts and practice facts from clinic.ts, so
// this page cannot disagree with the rest of the site.
import { careFacts, formatRange } from "./care-facts.ts";
import { clinic, formattedAddress } from "./clinic.ts";
import type { CareStep } from "./home.ts";
import { mainPages, noticePages } from "./site-map.ts";

type Topic = { title: string; paragraphs: readonly string[]; points?: readonly string[] };
type Fact = { term: string; detail: string | readonly string[] };

const { physician, policies } = clinic;

const outcomeMeasures = careFacts.outcomeMeasures.join(" and ");

export const patientsPage = {
  seo: {
    title: "New Patient Guide",
    description:
      "What to bring to your first headache visit, what happens there, insurance and billing, follow-up care and how to prepare for each appointment.",
  },
  header: {
    title: "New Patient Guide",
    intro:
      "What to bring, what happens at your first visit, how insurance and billing work, and how we follow your progress over time.",
  },
  bring: {
    heading: "What to Bring",
    intro:
      "Please bring these to your first visit. If something is missing, come anyway; we will sort out the rest together.",
  },
  firstVisit: {
    heading: "What to Expect at Your First Visit",
    intro: `Your first visit takes ${formatRange(careFacts.firstVisitMinutes)} minutes, so there is time to understand your headaches. Follow-up visits are shorter, about ${formatRange(careFacts.followUpVisitMinutes)} minutes.`,
    steps: [
      {
        number: 1,
        title: "Your headache history",
        description:
          "We ask when your headaches started, how often they come, what they feel like, what seems to set them off, and how they affect your work, family and sleep.",
      },
      {
        number: 2,
        title: "A neurological exam",
        description:
          "A check of your nerves, strength, balance, reflexes and eyes. It helps us find the type of headache you have and look for other causes.",
      },
      {
        number: 3,
        title: "A review of past treatments",
        description:
          "We go over the medicines and other treatments you have tried: what helped, what did not, and any side effects you had.",
      },
      {
        number: 4,
        title: "A written plan",
        description:
          "You leave with a written plan: what to do when a headache starts, whether a preventive treatment makes sense for you, and when we will see you next.",
      },
    ] as const satisfies readonly CareStep[],
  },
  insurance: {
    heading: "Insurance and Billing",
    intro:
      "We want you to know what your care will cost before it starts. Ask us any question about insurance or bills.",
    topics: [
      {
        title: "Health plans we take part in",
        paragraphs: [`${clinic.insurance.summary} We are in network with these plans:`],
        points: clinic.insurance.plans,
      },
      {
        title: "Is your plan on the list?",
        paragraphs: [
          "When you call to book, we tell you whether we take part in your plan. If you are not sure, we will check with you before your visit.",
          clinic.insurance.outOfNetwork,
        ],
      },
      {
        title: "Hospital affiliations",
        paragraphs: [
          `${physician.name} is affiliated with these hospitals. If you ever need hospital care, ask us which one suits you.`,
        ],
        points: physician.hospitalAffiliations,
      },
      {
        title: "Payment",
        paragraphs: [
          clinic.insurance.payment,
          "This includes any copay or deductible that your plan asks you to pay.",
        ],
      },
      {
        title: "Prior authorizations",
        paragraphs: [
          clinic.insurance.priorAuthorization,
          "Many plans must approve some treatments, such as Botox or CGRP medicines, before they pay for them. We send the forms, follow up with your plan and tell you the answer.",
        ],
      },
      {
        title: "No insurance, or paying yourself",
        paragraphs: [
          "If you have no insurance, or you choose not to use it, you have the right to a Good Faith Estimate. It is a written estimate of what your care will cost, given before your visit.",
        ],
      },
    ] as const satisfies readonly Topic[],
    link: { to: noticePages.goodFaithEstimate.path, label: "Your right to a Good Faith Estimate" },
  },
  followUp: {
    heading: "Follow-Up Care",
    intro:
      "Headache care is a process that takes time. How often we see you depends on your treatment, and each visit is a chance to check your progress and adjust your plan.",
    schedule: [
      {
        term: "After you start a new preventive medicine",
        detail: `A visit ${formatRange(careFacts.newPreventiveFollowUpWeeks)} weeks later, to see how well it works and whether it causes side effects.`,
      },
      {
        term: "Botox treatment",
        detail: `A visit every ${careFacts.botox.everyWeeks} weeks, when you receive your next treatment.`,
      },
      {
        term: "CGRP medicines",
        detail: "A visit monthly or quarterly, depending on your medicine and how you are doing.",
      },
      {
        term: "Ongoing care",
        detail: `Regular visits every ${formatRange(careFacts.followUpEveryWeeks)} weeks to track your progress and keep your plan up to date.`,
      },
    ] as const satisfies readonly Fact[],
  },
  preparation: {
    heading: "Preparing for Your Appointments",
    intro: `A little preparation helps us see how your headaches change over time. Along with your headache diary, we use two short questionnaires, ${outcomeMeasures}. You may fill them out at your first visit and again at follow-ups.`,
    topics: [
      {
        title: "Keep a headache diary",
        paragraphs: [
          "Write down each headache when it happens, on paper or in a phone app, and bring your diary to every visit. For each headache, note:",
        ],
        points: [
          "The date, and the time it started and ended",
          "How bad it was, from 0 (no pain) to 10 (the worst pain you can imagine)",
          "Other symptoms, such as nausea or trouble with light or sound",
          "Any medicines you took, and whether they helped",
          "Anything that may have set it off, such as poor sleep, stress, a skipped meal or a certain food",
          "Where you were in your menstrual cycle, if you have periods",
        ],
      },
      {
        title: "The HIT-6 questionnaire",
        paragraphs: [
          "HIT-6 stands for Headache Impact Test. Its 6 short questions ask how much your headaches get in the way of daily life: work, school, family time and the things you enjoy.",
          "When your score goes down over time, headaches are taking less away from your life.",
        ],
      },
      {
        title: "The MIDAS questionnaire",
        paragraphs: [
          "MIDAS stands for Migraine Disability Assessment. It counts the days in the last 3 months when headaches made you miss work, school, housework or time with family and friends, or when you got much less done.",
          "Comparing your answers from visit to visit shows us whether your treatment is working.",
        ],
      },
    ] as const satisfies readonly Topic[],
  },
  practiceFacts: {
    heading: "Good to Know",
    facts: [
      { term: "Ages we see", detail: policies.ages },
      {
        term: "Languages we speak",
        detail: `${policies.languages.join(", ")}. For any other language, we give you a free interpreter.`,
      },
      { term: "Canceling a visit", detail: policies.cancellation },
      { term: "Prescription refills", detail: policies.refills },
      { term: "Parking", detail: policies.parking },
      {
        term: "Subway and bus",
        detail: clinic.transit.map(({ line, detail }) => `${line}: ${detail}`),
      },
    ] as const satisfies readonly Fact[],
    link: { to: noticePages.nondiscrimination.path, label: "Free language help and aids" },
  },
  afterHours: {
    heading: "After Hours and on Weekends",
    intro: `Our office is open ${clinic.hours[0]?.days}, ${clinic.hours[0]?.hours}, and on Saturdays by appointment. If you are already our patient and need us when we are closed:`,
    steps: clinic.afterHours.steps,
    emergency: clinic.afterHours.emergency,
  },
  careLocations: {
    heading: "Where We See Patients",
    paragraphs: [
      `New patients are seen in person at our Brooklyn office, ${formattedAddress}. If you live or work in Manhattan, you can also be seen at our partner office there.`,
      `Once you are an established patient, some follow-up visits can take place by telehealth. ${clinic.telehealth.location}`,
    ],
    link: { to: mainPages.locations.path, label: "Office hours, directions and telehealth" },
  },
  callToAction: {
    heading: "Ready for your first visit?",
    points: [clinic.newPatients.badge, clinic.insurance.summary],
  },
} as const;
