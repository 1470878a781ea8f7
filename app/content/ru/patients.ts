// Russian words of the /patients page: the new patient guide and how to
// prepare for visits. Numbers come from careFacts and practice facts from
// clinic.ts (through ru/clinic.ts), as in the English.
//
// Draft Russian translation of app/content/patients.ts; awaiting review by a
// qualified medical translator. 2026-11-23.
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import { formattedAddress } from "#app/content/clinic.ts";
import * as en from "#app/content/patients.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";
import { officeHoursIn } from "#app/content/office-hours.ts";

/** The weekday hours, as the language writes them (from clinic.ts, with Intl). */
const [weekdays = { days: "", hours: "" }] = officeHoursIn("ru");

const { physician, policies } = clinicWords;

const outcomeMeasures = careFacts.outcomeMeasures.join(" и ");

/** "английский, испанский" → "Английский, испанский": a list that starts a sentence. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Идёт по Avenue U" → "идёт по Avenue U": a phrase after a colon. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const patientsPage = {
  seo: {
    title: "Руководство для новых пациентов",
    description:
      "Что взять с собой на первый визит по поводу головной боли, как он проходит, страховка и оплата, повторные визиты и как готовиться к каждому приёму.",
  },
  header: {
    title: "Руководство для новых пациентов",
    intro:
      "Что взять с собой, как проходит первый визит, как работают страховка и оплата и как мы следим за вашим состоянием со временем.",
  },
  bring: {
    heading: "Что взять с собой",
    intro:
      "Пожалуйста, возьмите это с собой на первый визит. Если чего-то не хватает, всё равно приходите: остальное мы решим вместе.",
  },
  firstVisit: {
    heading: "Как проходит первый визит",
    intro: `Первый визит длится ${formatRange(careFacts.firstVisitMinutes)} минут, чтобы у нас было время разобраться в ваших головных болях. Повторные визиты короче, около ${formatRange(careFacts.followUpVisitMinutes)} минут.`,
    steps: [
      {
        number: en.patientsPage.firstVisit.steps[0].number,
        title: "История ваших головных болей",
        description:
          "Мы спросим, когда начались головные боли, как часто они бывают, какие они по ощущениям, что их, по-видимому, вызывает и как они влияют на вашу работу, семью и сон.",
      },
      {
        number: en.patientsPage.firstVisit.steps[1].number,
        title: "Неврологический осмотр",
        description:
          "Проверка нервов, силы мышц, равновесия, рефлексов и глаз. Она помогает определить тип вашей головной боли и исключить другие причины.",
      },
      {
        number: en.patientsPage.firstVisit.steps[2].number,
        title: "Разбор прошлого лечения",
        description:
          "Мы обсудим лекарства и другие методы лечения, которые вы уже пробовали: что помогло, что нет и какие были побочные эффекты.",
      },
      {
        number: en.patientsPage.firstVisit.steps[3].number,
        title: "Письменный план",
        description:
          "Вы уйдёте с письменным планом: что делать, когда начинается головная боль, нужно ли вам профилактическое лечение и когда мы увидимся в следующий раз.",
      },
    ],
  },
  insurance: {
    heading: "Страховка и оплата",
    intro:
      "Мы хотим, чтобы вы знали стоимость лечения до его начала. Задавайте нам любые вопросы о страховке и счетах.",
    topics: [
      {
        title: "Страховые планы, с которыми мы работаем",
        paragraphs: [`${clinicWords.insurance.summary} Мы входим в сеть этих планов:`],
        points: clinicWords.insurance.plans,
      },
      {
        title: "Есть ли ваш план в списке?",
        paragraphs: [
          "Когда вы звоните, чтобы записаться, мы говорим, работаем ли мы с вашим планом. Если вы не уверены, мы проверим это вместе с вами до визита.",
          clinicWords.insurance.outOfNetwork,
        ],
      },
      {
        title: "Больницы, с которыми мы сотрудничаем",
        paragraphs: [
          `${physician.name} сотрудничает с этими больницами. Если вам когда-нибудь понадобится лечение в больнице, спросите нас, какая из них вам подойдёт.`,
        ],
        points: physician.hospitalAffiliations,
      },
      {
        title: "Оплата",
        paragraphs: [
          clinicWords.insurance.payment,
          "Это касается и доплаты (copay) или франшизы (deductible), которую ваш план просит вас оплатить.",
        ],
      },
      {
        title: "Предварительное одобрение страховки",
        paragraphs: [
          clinicWords.insurance.priorAuthorization,
          "Многие планы должны одобрить некоторые методы лечения, например Ботокс или лекарства против CGRP, прежде чем оплатить их. Мы отправляем документы, держим связь с вашим планом и сообщаем вам ответ.",
        ],
      },
      {
        title: "Без страховки или за свой счёт",
        paragraphs: [
          "Если у вас нет страховки или вы решили ею не пользоваться, вы имеете право на предварительную оценку стоимости (Good Faith Estimate). Это письменная оценка того, сколько будет стоить ваше лечение; вы получаете её до визита.",
        ],
      },
    ],
    link: {
      to: en.patientsPage.insurance.link.to,
      label: "Ваше право на предварительную оценку стоимости",
    },
  },
  followUp: {
    heading: "Повторные визиты",
    intro:
      "Лечение головной боли требует времени. Как часто мы вас видим, зависит от лечения. Каждый визит — возможность проверить, как идут дела, и скорректировать план.",
    schedule: [
      {
        term: "После начала нового профилактического лекарства",
        detail: `Визит через ${formatRange(careFacts.newPreventiveFollowUpWeeks)} недели, чтобы проверить, насколько хорошо оно действует и нет ли побочных эффектов.`,
      },
      {
        term: "Лечение Ботоксом",
        detail: `Визит каждые ${careFacts.botox.everyWeeks} недель, когда вы получаете следующую процедуру.`,
      },
      {
        term: "Лекарства против CGRP",
        detail:
          "Визит раз в месяц или раз в три месяца, в зависимости от лекарства и вашего самочувствия.",
      },
      {
        term: "Дальнейшее наблюдение",
        detail: `Регулярные визиты каждые ${formatRange(careFacts.followUpEveryWeeks)} недель, чтобы следить за вашими успехами и поддерживать план в актуальном состоянии.`,
      },
    ],
  },
  preparation: {
    heading: "Как готовиться к приёмам",
    intro: `Небольшая подготовка помогает нам видеть, как меняются ваши головные боли со временем. Кроме дневника головной боли, мы используем два коротких опросника: ${outcomeMeasures}. Вы можете заполнить их на первом визите и затем на повторных.`,
    topics: [
      {
        title: "Ведите дневник головной боли",
        paragraphs: [
          "Записывайте каждую головную боль, когда она случается, на бумаге или в приложении на телефоне, и приносите дневник на каждый визит. Для каждой головной боли отметьте:",
        ],
        points: [
          "Дату, а также время, когда она началась и закончилась",
          "Насколько сильной она была: от 0 (нет боли) до 10 (самая сильная боль, какую только можно представить)",
          "Другие симптомы, например тошноту или непереносимость света или звуков",
          "Какие лекарства вы принимали и помогли ли они",
          "Что могло её вызвать, например плохой сон, стресс, пропущенный приём пищи или определённая еда",
          "День менструального цикла, если у вас бывают менструации",
        ],
      },
      {
        title: "Опросник HIT-6",
        paragraphs: [
          "HIT-6 — это сокращение от Headache Impact Test (тест влияния головной боли). Его 6 коротких вопросов выясняют, насколько головные боли мешают вашей повседневной жизни: работе, учёбе, времени с семьёй и любимым занятиям.",
          "Если со временем ваш балл снижается, значит, головные боли отнимают у вас меньше жизни.",
        ],
      },
      {
        title: "Опросник MIDAS",
        paragraphs: [
          "MIDAS — это сокращение от Migraine Disability Assessment (оценка ограничений из-за мигрени). Он считает дни за последние 3 месяца, когда из-за головной боли вы пропускали работу, учёбу, домашние дела или время с семьёй и друзьями или успевали сделать гораздо меньше.",
          "Сравнивая ваши ответы от визита к визиту, мы видим, помогает ли лечение.",
        ],
      },
    ],
  },
  practiceFacts: {
    heading: "Полезно знать",
    facts: [
      { term: "Возраст пациентов", detail: policies.ages },
      {
        term: "Языки, на которых мы говорим",
        detail: `${capitalized(policies.languages.join(", "))}. Для любого другого языка мы бесплатно предоставим вам переводчика.`,
      },
      { term: "Отмена визита", detail: policies.cancellation },
      { term: "Продление рецептов", detail: policies.refills },
      { term: "Парковка", detail: policies.parking },
      {
        term: "Метро и автобус",
        detail: clinicWords.transit.map(({ line, detail }) => `${line}: ${lowerFirst(detail)}`),
      },
    ],
    link: {
      to: en.patientsPage.practiceFacts.link.to,
      label: "Бесплатная языковая помощь и вспомогательные средства",
    },
  },
  afterHours: {
    heading: "В нерабочее время и в выходные",
    intro: `Часы работы офиса: ${weekdays.days.toLowerCase()}, ${weekdays.hours}; по субботам — по записи. Если вы уже наш пациент и вам нужна наша помощь, когда офис закрыт:`,
    steps: clinicWords.afterHours.steps,
    emergency: clinicWords.afterHours.emergency,
  },
  careLocations: {
    heading: "Где мы принимаем пациентов",
    paragraphs: [
      `Новых пациентов мы принимаем очно в нашем офисе в Бруклине: ${formattedAddress}. Если вы живёте или работаете в Манхэттене, вы также можете прийти в наш партнёрский офис там.`,
      `Когда вы станете нашим постоянным пациентом, некоторые повторные визиты смогут проходить по телемедицине. ${clinicWords.telehealth.location}`,
    ],
    link: {
      to: en.patientsPage.careLocations.link.to,
      label: "Часы работы, как добраться и телемедицина",
    },
  },
  callToAction: {
    heading: "Готовы к первому визиту?",
    points: [clinicWords.newPatients.badge, clinicWords.insurance.summary],
  },
} as const satisfies Translated<typeof en.patientsPage>;
