// Russian words of the /about page: how the practice works and who the
// physician is. As in the English, what sets the practice apart is told as
// plain facts, never as a comparison with other practices (New York's rules
// on medical advertising).
//
// Draft Russian translation of app/content/about.ts; awaiting review by a
// qualified medical translator. 2026-11-23.
import * as en from "#app/content/about.ts";
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

const { physician } = clinicWords;

export const aboutPage = {
  seo: {
    title: "О нашей практике",
    description:
      "Наша практика лечения головной боли в Бруклине: тщательное обследование, план по современным рекомендациям, специалист с сертификацией профильного совета.",
  },
  header: { title: "О нашей практике", intro: clinicWords.description },
  approach: {
    heading: "Наш подход",
    intro:
      "Головные боли встречаются часто, но у каждого человека они протекают по-своему. В нашей работе мы следуем четырём принципам.",
    topics: [
      {
        title: "Сначала обследование",
        paragraphs: [
          `Прежде чем лечить головные боли, мы выясняем, какого они типа. Первый визит длится ${formatRange(careFacts.firstVisitMinutes)} минут. Мы подробно расспрашиваем о ваших головных болях и проводим неврологический осмотр.`,
        ],
      },
      {
        title: "Планы на основе доказательств",
        paragraphs: [
          "Ваш план следует современным рекомендациям по лечению головной боли, например классификации головных болей Международного общества головной боли (International Headache Society) и рекомендациям по лечению Американского общества головной боли (American Headache Society). Мы объясняем причину каждого решения.",
        ],
      },
      {
        title: "Время, чтобы выслушать",
        paragraphs: [
          "Головные боли влияют на вашу работу, семью и сон. Мы находим время, чтобы узнать, как они меняют вашу жизнь и что для вас важнее всего, и ответить на ваши вопросы.",
        ],
      },
      {
        title: "Оценка результатов",
        paragraphs: [
          `Мы следим за вашим состоянием по дневнику головной боли и двум коротким опросникам: ${careFacts.outcomeMeasures.join(" и ")}. Результаты показывают, когда план работает, а когда его пора менять.`,
        ],
      },
    ],
  },
  offers: {
    heading: "Что предлагает наша практика",
    topics: [
      {
        title: "Только головная боль",
        paragraphs: [
          "Мы лечим только мигрень и другие виды головной боли. Каждый визит, каждый день посвящён лечению головной боли.",
        ],
      },
      {
        title: "Процедуры в нашем офисе",
        paragraphs: [
          "Такие методы лечения, как Ботокс при хронической мигрени и блокады нервов, проводятся здесь, в нашем офисе, поэтому вам не нужно ехать за ними в другое место.",
        ],
      },
      {
        title: "Помощь с предварительным одобрением страховки",
        paragraphs: [
          "Многие страховые планы должны одобрить новые методы лечения, например Ботокс и лекарства против CGRP, прежде чем оплатить их.",
          clinicWords.insurance.priorAuthorization,
        ],
      },
      {
        title: "Телемедицина для пациентов, которые уже у нас наблюдаются",
        paragraphs: [clinicWords.telehealth.eligibility, clinicWords.telehealth.location],
      },
    ],
  },
  physician: {
    heading: "Ваш врач",
    intro: `Ваше лечение ведёт ${physician.name}, врач нашего офиса в Бруклине.`,
    name: physician.name,
    title: physician.title,
    facts: [
      { term: "Сертификация", detail: physician.certifications },
      { term: "Медицинский вуз", detail: physician.training.medicalSchool },
      { term: "Резидентура по неврологии", detail: physician.training.neurologyResidency },
      {
        term: "Специализация (fellowship) по медицине головной боли",
        detail: physician.training.headacheFellowship,
      },
      { term: "Больницы, с которыми сотрудничает врач", detail: physician.hospitalAffiliations },
    ],
    // New York Public Health Law §24: the plans and hospital affiliations are
    // disclosed together on /patients; this points there from the physician.
    disclosure:
      "В нашем руководстве для новых пациентов перечислены страховые планы, с которыми мы работаем, и эти больницы. Там также объясняется, как запросить оценку стоимости, если мы не входим в сеть вашего плана.",
    link: {
      to: en.aboutPage.physician.link.to,
      label: "Страховые планы, больницы и стоимость",
    },
  },
  network: {
    heading: "Наша сеть",
    intro:
      "Партнёрские практики и службы в Манхэттене и по всему Нью-Йорку, с которыми мы работаем.",
  },
  callToAction: {
    heading: "Познакомьтесь со своим специалистом по головной боли",
    points: [
      clinicWords.newPatients.badge,
      "Телемедицина для пациентов, которые уже у нас наблюдаются",
    ],
  },
} as const satisfies Translated<typeof en.aboutPage>;
