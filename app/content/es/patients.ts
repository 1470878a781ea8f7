// Spanish words for the /patients page: the new patient guide and how to
// prepare for visits. Numbers come from careFacts and practice facts from
// clinic.ts (their Spanish words from es/clinic.ts), as in the English.
// Draft Spanish translation of app/content/patients.ts; awaiting review by a qualified medical translator.
// 2026-11-23
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import { clinic, formattedAddress } from "#app/content/clinic.ts";
import * as en from "#app/content/patients.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";
import { officeHoursIn } from "#app/content/office-hours.ts";

/** The weekday hours, as the language writes them (from clinic.ts, with Intl). */
const [weekdays = { days: "", hours: "" }] = officeHoursIn("es");

const { physician } = clinic;
const { policies } = clinicWords;

const outcomeMeasures = careFacts.outcomeMeasures.join(" y ");

/** "inglés, español y ruso" → "Inglés, español y ruso": a Spanish list that opens a sentence. */
const sentenceList = (items: readonly string[]): string => {
  const list =
    items.length > 1 ? `${items.slice(0, -1).join(", ")} y ${items.at(-1)}` : (items[0] ?? "");
  return list.charAt(0).toUpperCase() + list.slice(1);
};

export const patientsPage = {
  seo: {
    title: "Guía para pacientes nuevos",
    description:
      "Qué traer a su primera consulta por dolor de cabeza, qué pasa en ella, seguros y facturación, las consultas de seguimiento y cómo prepararse para cada cita.",
  },
  header: {
    title: "Guía para pacientes nuevos",
    intro:
      "Qué traer, qué pasa en su primera consulta, cómo funcionan el seguro y la facturación, y cómo seguimos su progreso con el tiempo.",
  },
  bring: {
    heading: "Qué traer",
    intro:
      "Por favor, traiga estas cosas a su primera consulta. Si le falta algo, venga de todos modos; lo demás lo resolvemos juntos.",
  },
  firstVisit: {
    heading: "Qué esperar en su primera consulta",
    intro: `Su primera consulta dura ${formatRange(careFacts.firstVisitMinutes)} minutos, para que haya tiempo de entender sus dolores de cabeza. Las consultas de seguimiento son más cortas, de unos ${formatRange(careFacts.followUpVisitMinutes)} minutos.`,
    steps: [
      {
        number: en.patientsPage.firstVisit.steps[0].number,
        title: "Su historia de dolores de cabeza",
        description:
          "Le preguntamos cuándo empezaron sus dolores de cabeza, con qué frecuencia le dan, cómo se sienten, qué parece provocarlos y cómo afectan su trabajo, su familia y su sueño.",
      },
      {
        number: en.patientsPage.firstVisit.steps[1].number,
        title: "Un examen neurológico",
        description:
          "Una revisión de sus nervios, su fuerza, su equilibrio, sus reflejos y sus ojos. Nos ayuda a saber qué tipo de dolor de cabeza tiene y a buscar otras causas.",
      },
      {
        number: en.patientsPage.firstVisit.steps[2].number,
        title: "Una revisión de los tratamientos anteriores",
        description:
          "Repasamos los medicamentos y otros tratamientos que ha probado: qué le ayudó, qué no y qué efectos secundarios tuvo.",
      },
      {
        number: en.patientsPage.firstVisit.steps[3].number,
        title: "Un plan por escrito",
        description:
          "Usted se va con un plan por escrito: qué hacer cuando empieza un dolor de cabeza, si le conviene un tratamiento preventivo y cuándo será su próxima consulta.",
      },
    ],
  },
  insurance: {
    heading: "Seguros y facturación",
    intro:
      "Queremos que sepa cuánto costará su atención antes de empezar. Pregúntenos cualquier duda sobre seguros o facturas.",
    topics: [
      {
        title: "Planes de salud con los que trabajamos",
        paragraphs: [`${clinicWords.insurance.summary} Estamos dentro de la red de estos planes:`],
        // Plan names stay as the plans write them (clinic.ts).
        points: clinic.insurance.plans,
      },
      {
        title: "¿Está su plan en la lista?",
        paragraphs: [
          "Cuando llame para hacer una cita, le diremos si trabajamos con su plan. Si tiene dudas, lo verificaremos con usted antes de su consulta.",
          clinicWords.insurance.outOfNetwork,
        ],
      },
      {
        title: "Hospitales afiliados",
        paragraphs: [
          `${physician.name} está afiliada a estos hospitales. Si alguna vez necesita atención en un hospital, pregúntenos cuál le conviene.`,
        ],
        points: physician.hospitalAffiliations,
      },
      {
        title: "Pago",
        paragraphs: [
          clinicWords.insurance.payment,
          "Esto incluye cualquier copago o deducible que su plan le pida pagar.",
        ],
      },
      {
        title: "Autorizaciones previas",
        paragraphs: [
          clinicWords.insurance.priorAuthorization,
          "Muchos planes deben aprobar algunos tratamientos, como el Botox o los medicamentos anti-CGRP, antes de pagarlos. Nosotros enviamos los formularios, damos seguimiento con su plan y le informamos la respuesta.",
        ],
      },
      {
        title: "Sin seguro, o si paga usted mismo",
        paragraphs: [
          "Si no tiene seguro, o decide no usarlo, tiene derecho a una Estimación de buena fe. Es un cálculo por escrito de lo que costará su atención, que recibe antes de su consulta.",
        ],
      },
    ],
    link: {
      to: en.patientsPage.insurance.link.to,
      label: "Su derecho a una Estimación de buena fe",
    },
  },
  followUp: {
    heading: "Consultas de seguimiento",
    intro:
      "El cuidado del dolor de cabeza es un proceso que lleva tiempo. La frecuencia de sus consultas depende de su tratamiento, y cada consulta es una oportunidad para revisar su progreso y ajustar su plan.",
    schedule: [
      {
        term: "Cuando empieza un nuevo medicamento preventivo",
        detail: `Una consulta ${formatRange(careFacts.newPreventiveFollowUpWeeks)} semanas después, para ver qué tan bien funciona y si le causa efectos secundarios.`,
      },
      {
        term: "Tratamiento con Botox",
        detail: `Una consulta cada ${careFacts.botox.everyWeeks} semanas, cuando recibe su siguiente tratamiento.`,
      },
      {
        term: "Medicamentos anti-CGRP",
        detail: "Una consulta cada mes o cada tres meses, según su medicamento y cómo le vaya.",
      },
      {
        term: "Atención continua",
        detail: `Consultas regulares cada ${formatRange(careFacts.followUpEveryWeeks)} semanas para seguir su progreso y mantener su plan al día.`,
      },
    ],
  },
  preparation: {
    heading: "Cómo prepararse para sus citas",
    intro: `Prepararse un poco nos ayuda a ver cómo cambian sus dolores de cabeza con el tiempo. Además de su diario de dolores de cabeza, usamos dos cuestionarios cortos, ${outcomeMeasures}. Es posible que los llene en su primera consulta y otra vez en las consultas de seguimiento.`,
    topics: [
      {
        title: "Lleve un diario de dolores de cabeza",
        paragraphs: [
          "Anote cada dolor de cabeza cuando ocurra, en papel o en una aplicación del teléfono, y traiga su diario a cada consulta. Para cada dolor de cabeza, anote:",
        ],
        points: [
          "La fecha, y la hora en que empezó y terminó",
          "Qué tan fuerte fue, de 0 (sin dolor) a 10 (el peor dolor que pueda imaginar)",
          "Otros síntomas, como náuseas o molestia con la luz o el ruido",
          "Los medicamentos que tomó, y si le ayudaron",
          "Lo que pudo haberlo provocado, como dormir mal, el estrés, saltarse una comida o algún alimento",
          "En qué parte de su ciclo menstrual estaba, si tiene la regla",
        ],
      },
      {
        title: "El cuestionario HIT-6",
        paragraphs: [
          "HIT-6 son las siglas en inglés de Headache Impact Test (prueba del impacto del dolor de cabeza). Sus 6 preguntas cortas miden cuánto le estorban los dolores de cabeza en la vida diaria: el trabajo, la escuela, el tiempo con la familia y las cosas que disfruta.",
          "Cuando su puntaje baja con el tiempo, los dolores de cabeza le están quitando menos de su vida.",
        ],
      },
      {
        title: "El cuestionario MIDAS",
        paragraphs: [
          "MIDAS son las siglas en inglés de Migraine Disability Assessment (evaluación de la discapacidad por migraña). Cuenta los días de los últimos 3 meses en que, por los dolores de cabeza, usted faltó al trabajo o a la escuela, no hizo las tareas de la casa, se perdió tiempo con su familia y amigos, o hizo mucho menos de lo normal.",
          "Comparar sus respuestas de una consulta a otra nos muestra si su tratamiento está funcionando.",
        ],
      },
    ],
  },
  practiceFacts: {
    heading: "Datos útiles",
    facts: [
      { term: "Edades que atendemos", detail: policies.ages },
      {
        term: "Idiomas que hablamos",
        detail: `${sentenceList(policies.languages)}. Para cualquier otro idioma, le damos un intérprete gratis.`,
      },
      { term: "Cancelar una cita", detail: policies.cancellation },
      { term: "Resurtido de recetas", detail: policies.refills },
      { term: "Estacionamiento", detail: policies.parking },
      {
        term: "Metro y autobús",
        detail: clinicWords.transit.map(({ line, detail }) => `${line}: ${detail}`),
      },
    ],
    link: {
      to: en.patientsPage.practiceFacts.link.to,
      label: "Ayuda gratuita con el idioma y apoyos",
    },
  },
  afterHours: {
    heading: "Fuera del horario de oficina y los fines de semana",
    intro: `Nuestro horario: ${weekdays.days.toLowerCase()}, ${weekdays.hours}; los sábados, con cita previa. Si ya es nuestro paciente y nos necesita cuando está cerrado:`,
    steps: clinicWords.afterHours.steps,
    emergency: clinicWords.afterHours.emergency,
  },
  careLocations: {
    heading: "Dónde atendemos a los pacientes",
    paragraphs: [
      `Los pacientes nuevos se atienden en persona en nuestro consultorio de Brooklyn, ${formattedAddress}. Si vive o trabaja en Manhattan, también puede atenderse en nuestro consultorio asociado de allá.`,
      `Cuando ya sea paciente establecido, algunas consultas de seguimiento pueden hacerse por telesalud. ${clinicWords.telehealth.location}`,
    ],
    link: {
      to: en.patientsPage.careLocations.link.to,
      label: "Horario, cómo llegar y telesalud",
    },
  },
  callToAction: {
    heading: "¿Quiere hacer su primera cita?",
    points: [clinicWords.newPatients.badge, clinicWords.insurance.summary],
  },
} as const satisfies Translated<typeof en.patientsPage>;
