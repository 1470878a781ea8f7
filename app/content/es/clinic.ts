// Spanish words for the practice facts in app/content/clinic.ts.
// Draft Spanish translation of app/content/clinic.ts; awaiting review by a qualified medical translator.
// 2026-11-23
//
// clinic.ts stays the one home of every fact (name, phone, e-mail, address,
// URLs, coordinates, plan names, the physician's name and training, hospital
// affiliations, partner names). This file holds only the Spanish for its
// patient-facing sentences and labels, under keys that mirror their paths in
// `clinic`:
//
//   description
//   hours[i].hours                         (for days without fixed hours; day names and
//                                           times are written from the data with Intl)
//   physician.title, physician.certifications
//   newPatients.badge
//   insurance.summary, .badge, .payment, .priorAuthorization,
//     .priorAuthorizationBadge, .outOfNetwork
//   afterHours.steps, afterHours.emergency
//   policies.ages, .languages, .cancellation, .refills, .parking
//   telehealth.eligibility, .inPerson, .location
//   transit[i].line, transit[i].detail      (subway letters and bus numbers unchanged)
//   partners[i].description                 (partner names stay as they are)
//   entranceAccess                          (null while clinic.entranceAccess is null)
//
// Not covered, because they are names or data rather than sentences: name,
// shortName, url, phone, email, address, geo, hours[i].dayOfWeek/opens/closes
// (schema.org values), physician.name, physician.training (institution
// names), physician.hospitalAffiliations, medicalSpecialty, areaServed,
// paymentMethods (the payment sentence names them in Spanish), insurance.plans
// (plan names), partners[i].name/url/office/nofollow.
import type { HoursWords, clinic } from "#app/content/clinic.ts";
import type { Translated } from "#app/content/translated.ts";

type C = typeof clinic;

/** Each entry of a tuple T, as U (a mapped type over a type parameter keeps the tuple's length). */
type Each<T, U> = { readonly [K in keyof T]: U };

/** The shape of the Spanish words: each covered field of `clinic`, widened to string. */
type ClinicWords = {
  readonly description: string;
  readonly hours: HoursWords;
  readonly physician: {
    readonly title: string;
    readonly certifications: Translated<C["physician"]["certifications"]>;
  };
  readonly newPatients: { readonly badge: string };
  readonly insurance: Translated<
    Pick<
      C["insurance"],
      | "summary"
      | "badge"
      | "payment"
      | "priorAuthorization"
      | "priorAuthorizationBadge"
      | "outOfNetwork"
    >
  >;
  readonly afterHours: Translated<C["afterHours"]>;
  readonly policies: Translated<C["policies"]>;
  readonly telehealth: Translated<C["telehealth"]>;
  readonly transit: Translated<C["transit"]>;
  readonly partners: Each<C["partners"], { readonly description: string }>;
  readonly entranceAccess: string | null;
};

export const clinicWords = {
  description:
    "Consultorio de neurología en Brooklyn, NY, dedicado al diagnóstico y tratamiento de la migraña y otros dolores de cabeza, a cargo de una especialista en dolores de cabeza con certificación de la junta médica.",
  hours: [{}, { hours: "Con cita previa" }, { hours: "Cerrado" }],
  physician: {
    title:
      "Especialista en neurología y en dolores de cabeza, con certificación de la junta médica",
    certifications: [
      "Certificación de la junta médica en neurología por el American Board of Psychiatry and Neurology (ABPN)",
      "Certificación en medicina de los dolores de cabeza por el United Council for Neurologic Subspecialties (UCNS)",
    ],
  },
  newPatients: { badge: "Aceptamos pacientes nuevos" },
  insurance: {
    summary: "Aceptamos la mayoría de los seguros médicos, incluidos Medicare y Medicaid.",
    badge: "Aceptamos la mayoría de los seguros",
    payment: "El pago se hace al momento de la consulta, en efectivo, con cheque o con tarjeta.",
    priorAuthorization:
      "Nosotros nos encargamos de las autorizaciones previas con su plan de seguro.",
    priorAuthorizationBadge: "Nos encargamos de sus autorizaciones previas",
    outOfNetwork:
      "Si no estamos en la red de su plan, puede pedirnos por escrito un cálculo de lo que le cobraremos antes de atenderle.",
  },
  afterHours: {
    steps: [
      "Llame al número de nuestro consultorio. Cuando el consultorio está cerrado, un mensaje grabado le explica cómo comunicarse con el médico de guardia.",
      "Use la línea de guardia para preguntas urgentes sobre su tratamiento que no pueden esperar hasta el siguiente día hábil.",
      "Para pedir resurtidos de recetas y otras preguntas que pueden esperar, deje un mensaje. Le devolveremos la llamada el siguiente día hábil.",
    ],
    emergency: "En caso de emergencia, llame al 911 o vaya a la sala de emergencias más cercana.",
  },
  policies: {
    ages: "Atendemos a adultos de 18 años o más.",
    languages: ["inglés", "español", "ruso"],
    cancellation:
      "Si necesita cancelar o cambiar una cita, llámenos por lo menos con 1 día hábil de anticipación. Así podemos ofrecer ese horario a otro paciente.",
    refills: [
      "Pida sus resurtidos de recetas en su consulta, o llámenos en horario de oficina.",
      "Por favor, espere 2 días hábiles para el resurtido, y llámenos antes de que se le acabe el medicamento.",
      "Para que un medicamento siga siendo seguro para usted, es posible que necesitemos verle antes de volver a resurtirlo.",
    ],
    parking:
      "Hay estacionamiento en la calle, en Coney Island Avenue y en las calles laterales cercanas. Por favor, calcule tiempo extra para encontrar lugar.",
  },
  telehealth: {
    eligibility: "Las consultas por telesalud son para pacientes establecidos.",
    inPerson: "Las primeras consultas y los procedimientos se hacen en persona, en el consultorio.",
    location:
      "Debe encontrarse en el estado de Nueva York en el momento de cada consulta por telesalud.",
  },
  transit: [
    { line: "Tren Q", detail: "Estaciones Avenue U y Kings Highway, en la línea Brighton" },
    { line: "Autobús B68", detail: "Pasa por Coney Island Avenue" },
    { line: "Autobús B3", detail: "Pasa por Avenue U" },
  ],
  partners: [
    {
      description:
        "Nuestro consultorio asociado en Manhattan, para pacientes que viven o trabajan allí.",
    },
    {
      description:
        "Atención neurológica que respeta toda identidad de género y orientación sexual.",
    },
    {
      description:
        "Estudios para diagnosticar problemas de nervios y músculos (EMG y estudios de conducción nerviosa).",
    },
    { description: "Atención para lesiones cerebrales traumáticas y conmociones cerebrales." },
    { description: "Un directorio de consultorios de neurología en la ciudad de Nueva York." },
  ],
  // Set to the Spanish of clinic.entranceAccess when the practice confirms it.
  entranceAccess: null,
} as const satisfies ClinicWords;
