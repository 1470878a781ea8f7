// Russian words of the home page (spec §1): SEO, hero, physician card and
// portrait, the care steps, the warning signs and the closing call to action.
//
// Draft Russian translation of app/content/home.ts; awaiting review by a
// qualified medical translator. 2026-11-23.
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import * as en from "#app/content/home.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

/** The home page's title and search-result description. */
export const homeSeo = {
  title: "Специалист по мигрени и головной боли в Бруклине, Нью-Йорк",
  description:
    "Специалист по головной боли с сертификацией профильного совета в Бруклине: мигрень, кластерная и посттравматическая боль. Ботокс, анти-CGRP, блокады нервов.",
} satisfies Translated<typeof en.homeSeo>;

export const hero = {
  headline: "Квалифицированное лечение мигрени и головной боли в Бруклине",
  intro:
    "Вас лечит специалист по головной боли с сертификацией профильного совета. Врач не торопится: выясняет, что вызывает ваши головные боли, и составляет план, который подходит к вашей жизни.",
  benefits: [
    "Специалист по головной боли с сертификацией профильного совета",
    "Современные методы лечения, включая Ботокс и терапию против CGRP",
    "Личный план лечения на основе доказательной медицины",
  ],
} as const satisfies Translated<typeof en.hero>;

/**
 * The hero's "meet the physician" card. The physician's name, title and
 * certifications come from clinic.ts (and ru/clinic.ts); these are the card's
 * own words.
 */
export const physicianCard = {
  label: "Ваш врач",
  approach:
    "Сначала выясняет, какой у вас тип головной боли, а затем составляет план лечения по современным рекомендациям.",
  link: { to: en.physicianCard.link.to, label: "О вашем враче" },
} as const satisfies Translated<typeof en.physicianCard>;

/**
 * PLACEHOLDER: the physician's portrait (see home.ts). When the photo
 * arrives and home.ts describes it in `alt`, translate that description here.
 */
export const physicianPortrait = {
  src: en.physicianPortrait.src,
  width: en.physicianPortrait.width,
  height: en.physicianPortrait.height,
  placeholder: en.physicianPortrait.placeholder,
  // The initials repeat the name written beside them, so the placeholder is
  // decorative and screen readers skip it.
  alt: "",
} as const satisfies Translated<typeof en.physicianPortrait>;

export const careSteps = [
  {
    number: en.careSteps[0].number,
    title: "Полное диагностическое обследование",
    description: `Первый визит длится ${formatRange(careFacts.firstVisitMinutes)} минут: подробная история ваших головных болей, неврологический осмотр и разбор прошлого лечения и обследований.`,
  },
  {
    number: en.careSteps[1].number,
    title: "Стратегия лечения на основе доказательной медицины",
    description:
      "Письменный план по современным рекомендациям лечения головной боли: что принимать в начале приступа, как предотвращать приступы и какие провоцирующие факторы (триггеры) вы можете изменить.",
  },
  {
    number: en.careSteps[2].number,
    title: "Интервенционные процедуры и нейромодуляция",
    subtitle: "Процедуры в нашем офисе и устройства, которые успокаивают болевые сигналы",
    description:
      "Когда одних лекарств недостаточно: Ботокс, блокады нервов, инфузии (капельницы) и устройства, допущенные FDA к применению.",
  },
  {
    number: en.careSteps[3].number,
    title: "Долгосрочное наблюдение",
    subtitle: "Лечение, которое продолжается месяцы и годы",
    description: `Повторные визиты каждые ${formatRange(careFacts.followUpEveryWeeks)} недель: мы отслеживаем ваши успехи с помощью ${careFacts.outcomeMeasures.join(" и ")} и корректируем план.`,
  },
] as const satisfies Translated<typeof en.careSteps>;

/** The spec's five warning signs: the start of every emergency list. */
export const emergencySigns = [
  "Громоподобная головная боль: внезапная сильная боль, которая достигает пика в течение минуты",
  "Головная боль с повышенной температурой и скованностью шеи",
  "Головная боль после травмы головы со спутанностью сознания или потерей сознания",
  "Новая головная боль с потерей зрения или невнятной речью",
  "Самая сильная головная боль в вашей жизни",
] as const satisfies Translated<typeof en.emergencySigns>;

/**
 * The general warning signs, shown on the home page and, followed by each
 * condition's own, on every condition page (see home.ts). The numeric claims
 * keep their sources; their text is the words as they appear in Russian.
 */
export const warningSigns = {
  emergency: {
    heading: "Звоните 911 сейчас",
    intro:
      "Немедленно позвоните 911 или обратитесь в ближайшее отделение неотложной помощи, если у вас:",
    signs: [
      ...emergencySigns,
      "Внезапная слабость или онемение, перекос лица, спутанность сознания, трудности при ходьбе или судорожный приступ",
      "Сильная головная боль во время беременности или в первые недели после родов",
    ],
  },
  sameDay: {
    heading: "Позвоните нам или своему врачу сегодня",
    intro:
      "При этих признаках врач должен осмотреть вас в ближайшее время, обычно в тот же день. Если сегодня вы не можете связаться с врачом, обратитесь в отделение неотложной помощи.",
    signs: [
      "Новая головная боль, которая началась после 50 лет, особенно если болит челюсть при жевании, болезненна кожа головы или меняется зрение",
      "Новая или необычная для вас головная боль, если у вас рак или ослабленный иммунитет",
      "Новая головная боль или изменение ваших привычных головных болей во время беременности или после родов",
      "Головные боли, которые явно отличаются от ваших привычных или становятся всё сильнее в течение дней или недель",
      "Головная боль, которую вызывают кашель, чихание, натуживание или физическая нагрузка",
      "Головная боль, которая становится намного сильнее, когда вы ложитесь или когда встаёте",
    ],
  },
  crisis: {
    heading: "Если вы думаете о том, чтобы причинить себе вред",
    text: "Позвоните или отправьте SMS на номер 988 — это линия помощи в кризисных ситуациях и при суицидальных мыслях (Suicide & Crisis Lifeline). Она работает круглосуточно. Боль, которая не проходит долгое время, может измотать любого, и помощь рядом. Если вы в опасности прямо сейчас, позвоните 911.",
  },
  // 911 and 988 are the numbers the practice sends people to, not medical figures.
  numericClaims: [
    { text: "911", source: en.warningSigns.numericClaims[0].source },
    { text: "988", source: en.warningSigns.numericClaims[1].source },
    { text: "после 50 лет", source: en.warningSigns.numericClaims[2].source },
  ],
} as const satisfies Translated<typeof en.warningSigns>;

export const closingCallToAction = {
  heading: "Готовы взять головные боли под контроль?",
  points: [
    clinicWords.newPatients.badge,
    clinicWords.insurance.badge,
    "Телемедицина для пациентов, которые уже у нас наблюдаются",
  ],
} as const satisfies Translated<typeof en.closingCallToAction>;
