// The /about page's words: how the practice works and who the physician is.
// What sets the practice apart is told as plain facts, never as a comparison
// with other practices, because New York's rules on medical advertising
// forbid claims of superiority that cannot be proven.
import { careFacts, formatRange } from "./care-facts.ts";
import { clinic } from "./clinic.ts";
import { mainPages } from "./site-map.ts";

type Topic = { title: string; paragraphs: readonly string[] };
type Fact = { term: string; detail: string | readonly string[] };

const { physician } = clinic;

export const aboutPage = {
  seo: {
    title: "About Our Practice",
    description:
      "How our Brooklyn headache practice works: a careful first evaluation, plans based on current guidelines, and a board-certified headache specialist.",
  },
  header: { title: "About Our Practice", intro: clinic.description },
  approach: {
    heading: "Our Approach",
    intro:
      "Headaches are common, but no two people have the same pattern. Four ideas guide the care we give.",
    topics: [
      {
        title: "Evaluation first",
        paragraphs: [
          `Before we treat your headaches, we find out what kind they are. Your first visit takes ${formatRange(careFacts.firstVisitMinutes)} minutes and includes your full headache history and a neurological exam.`,
        ],
      },
      {
        title: "Plans based on evidence",
        paragraphs: [
          "Your plan follows current headache guidelines, such as the International Headache Society's classification of headache disorders and the American Headache Society's advice on treatment. We explain the reason for each choice.",
        ],
      },
      {
        title: "Time to listen",
        paragraphs: [
          "Headaches touch your work, your family and your sleep. We take the time to hear how they affect your life and what matters most to you, and to answer your questions.",
        ],
      },
      {
        title: "Measuring progress",
        paragraphs: [
          `We track how you are doing with your headache diary and two short questionnaires, ${careFacts.outcomeMeasures.join(" and ")}. The results show us when a plan is working and when it is time to change it.`,
        ],
      },
    ] as const satisfies readonly Topic[],
  },
  offers: {
    heading: "What Our Practice Offers",
    topics: [
      {
        title: "A focus on headache medicine",
        paragraphs: [
          "Migraine and other headache disorders are the only conditions we treat. Every visit, every day, is about headache care.",
        ],
      },
      {
        title: "Procedures in our office",
        paragraphs: [
          "Treatments such as Botox for chronic migraine and nerve blocks are given here in our office, so you do not need to go elsewhere for them.",
        ],
      },
      {
        title: "Help with prior authorizations",
        paragraphs: [
          "Many insurance plans must approve newer treatments, such as Botox and CGRP medicines, before they pay for them.",
          clinic.insurance.priorAuthorization,
        ],
      },
      {
        title: "Telehealth for established patients",
        paragraphs: [clinic.telehealth.eligibility, clinic.telehealth.location],
      },
    ] as const satisfies readonly Topic[],
  },
  physician: {
    heading: "Meet Your Physician",
    intro: `Your care is led by ${physician.name}, who sees patients at our Brooklyn office.`,
    name: physician.name,
    title: physician.title,
    facts: [
      { term: "Certifications", detail: physician.certifications },
      { term: "Medical school", detail: physician.training.medicalSchool },
      { term: "Neurology residency", detail: physician.training.neurologyResidency },
      { term: "Headache medicine fellowship", detail: physician.training.headacheFellowship },
      { term: "Hospital affiliations", detail: physician.hospitalAffiliations },
    ] as const satisfies readonly Fact[],
    // New York Public Health Law §24: the plans and hospital affiliations are
    // disclosed together on /patients; this points there from the physician.
    disclosure:
      "Our New Patient Guide lists the health plans we take part in and these hospital affiliations. It also explains how to ask for a cost estimate if we are not in your plan's network.",
    link: {
      to: `${mainPages.patients.path}#insurance`,
      label: "Health plans, hospitals and costs",
    },
  },
  network: {
    heading: "Our Network",
    intro: "Sister practices and services we work with, in Manhattan and across New York City.",
  },
  callToAction: {
    heading: "Meet your headache specialist",
    points: [clinic.newPatients.badge, "Telehealth for established patients"],
  },
} as const;
