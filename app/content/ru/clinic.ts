// Russian words for the practice facts in app/content/clinic.ts.
//
// Draft Russian translation of the patient-facing words in
// app/content/clinic.ts; awaiting review by a qualified medical translator.
// 2026-11-23.
//
// `clinicWords` mirrors the paths of the fields of `clinic` that hold words
// patients read, so a page translation reads `clinicWords.insurance.summary`
// where the English page reads `clinic.insurance.summary`. It covers:
//   description; hours (the words for Saturday's and Sunday's hours; day names
//   and times are written from the data with Intl); physician
//   (title and certifications); newPatients.badge; insurance (summary, badge,
//   payment, priorAuthorization, priorAuthorizationBadge, outOfNetwork);
//   afterHours (steps, emergency); policies (ages, languages, cancellation,
//   refills, parking); telehealth (eligibility, inPerson, location); transit
//   (each line's name and detail); entranceAccess; partners (each
//   description).
// Within those groups, fields that are not words keep the English value by
// reference, so the type check fails if a field is missing: schema.org day
// names and opening times, `newPatients.accepting`, the physician's name and
// the names of the training institutions and hospitals (proper names, kept in
// Latin script), the health plans' names (insurance.plans), and each
// partner's name, URL, `office` and `nofollow`.
// Not covered (no words a patient reads, or names kept as they are): name,
// shortName, url, phone, email, address, geo, medicalSpecialty, areaServed
// (structured data) and paymentMethods (the payment sentence below is built
// from it, as the English is).
import * as en from "#app/content/clinic.ts";
import type { Translated } from "#app/content/translated.ts";

const { clinic } = en;

/** How each payment method reads inside the payment sentence ("by cash, check or card"). */
const paymentMethodWords = {
  cash: "наличными",
  check: "чеком",
  card: "банковской картой",
} satisfies Record<(typeof clinic.paymentMethods)[number], string>;

const paymentMethods = clinic.paymentMethods.map((method) => paymentMethodWords[method]);

type ClinicWordFields = Pick<
  typeof clinic,
  | "description"
  | "physician"
  | "newPatients"
  | "insurance"
  | "afterHours"
  | "policies"
  | "telehealth"
  | "transit"
  | "entranceAccess"
  | "partners"
>;

export const clinicWords = {
  description:
    "Неврологическая практика в Бруклине (штат Нью-Йорк), которая занимается диагностикой и лечением мигрени и других головных болей. Приём ведёт специалист по головной боли с сертификацией профильного совета (board certification).",
  hours: [{}, { hours: "По записи" }, { hours: "Закрыто" }],
  physician: {
    name: clinic.physician.name,
    title:
      "Невролог с сертификацией профильного совета (board certified), специалист по головной боли",
    certifications: [
      "Сертификация по неврологии от Американского совета по психиатрии и неврологии (American Board of Psychiatry and Neurology, ABPN)",
      "Сертификат по медицине головной боли от Объединённого совета по неврологическим узким специальностям (United Council for Neurologic Subspecialties, UCNS)",
    ],
    training: {
      medicalSchool: clinic.physician.training.medicalSchool,
      neurologyResidency: clinic.physician.training.neurologyResidency,
      headacheFellowship: clinic.physician.training.headacheFellowship,
    },
    hospitalAffiliations: clinic.physician.hospitalAffiliations,
  },
  newPatients: { accepting: clinic.newPatients.accepting, badge: "Принимаем новых пациентов" },
  insurance: {
    summary: "Мы принимаем большинство страховых планов, включая Medicare и Medicaid.",
    badge: "Принимаем большинство страховок",
    payment: `Оплата вносится в день приёма ${paymentMethods.slice(0, -1).join(", ")} или ${paymentMethods.at(-1)}.`,
    priorAuthorization:
      "Мы сами получаем предварительное одобрение (prior authorization) в вашем страховом плане.",
    priorAuthorizationBadge: "Предварительное одобрение страховки берём на себя",
    plans: clinic.insurance.plans,
    outOfNetwork:
      "Если мы не входим в сеть вашего страхового плана, вы можете попросить у нас письменную оценку того, сколько мы возьмём за лечение, до его начала.",
  },
  afterHours: {
    steps: [
      "Позвоните по номеру нашего офиса. Когда офис закрыт, записанное сообщение подскажет, как связаться с дежурным врачом.",
      "Звоните по дежурной линии со срочными вопросами о вашем лечении, которые не могут ждать до следующего рабочего дня.",
      "Если вопрос может подождать, например о продлении рецепта, оставьте сообщение. Мы перезвоним вам в следующий рабочий день.",
    ],
    emergency:
      "При неотложном состоянии позвоните 911 или обратитесь в ближайшее отделение неотложной помощи.",
  },
  policies: {
    ages: "Мы принимаем взрослых от 18 лет.",
    languages: ["английский", "испанский", "русский"],
    cancellation:
      "Если вам нужно отменить или перенести визит, позвоните нам, пожалуйста, не позднее чем за 1 рабочий день. Тогда мы сможем предложить это время другому пациенту.",
    refills: [
      "Попросите продлить рецепт во время визита или позвоните нам в часы работы офиса.",
      "Оставьте на это 2 рабочих дня и звоните заранее, до того как лекарство закончится.",
      "Чтобы лекарство оставалось для вас безопасным, перед следующим продлением нам, возможно, нужно будет вас осмотреть.",
    ],
    parking:
      "Парковка на улице есть на Coney Island Avenue и соседних улицах. Пожалуйста, заложите время на поиск места.",
  },
  telehealth: {
    eligibility: "Телемедицинские визиты — для пациентов, которые уже у нас наблюдаются.",
    inPerson: "Первая консультация и процедуры проходят очно, в нашем офисе.",
    location: "Во время каждого телемедицинского визита вы должны находиться в штате Нью-Йорк.",
  },
  transit: [
    { line: "Поезд метро Q", detail: "Станции Avenue U и Kings Highway, линия Brighton" },
    { line: "Автобус B68", detail: "Идёт по Coney Island Avenue" },
    { line: "Автобус B3", detail: "Идёт по Avenue U" },
  ],
  // Null while the English is null (clinic.ts). When clinic.ts sets
  // `entranceAccess` to a sentence, translate it here as well.
  entranceAccess: null as string | null,
  partners: [
    {
      name: clinic.partners[0].name,
      description:
        "Наш партнёрский офис в Манхэттене для пациентов, которые там живут или работают.",
      url: clinic.partners[0].url,
      office: clinic.partners[0].office,
    },
    {
      name: clinic.partners[1].name,
      description:
        "Неврологическая помощь с уважением к любой гендерной идентичности и сексуальной ориентации.",
      url: clinic.partners[1].url,
    },
    {
      name: clinic.partners[2].name,
      description: "Диагностика нервов и мышц (ЭМГ и исследование нервной проводимости).",
      url: clinic.partners[2].url,
    },
    {
      name: clinic.partners[3].name,
      description: "Помощь при черепно-мозговой травме и сотрясении мозга.",
      url: clinic.partners[3].url,
    },
    {
      name: clinic.partners[4].name,
      description: "Справочник неврологических практик Нью-Йорка.",
      url: clinic.partners[4].url,
      nofollow: clinic.partners[4].nofollow,
    },
  ],
} as const satisfies Translated<ClinicWordFields> & { hours: en.HoursWords };
