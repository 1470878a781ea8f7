// Spanish words for the /about page: how the practice works and who the
// physician is. As in the English, what sets the practice apart is told as
// plain facts, never as a comparison with other practices.
// Draft Spanish translation of app/content/about.ts; awaiting review by a qualified medical translator.
// 2026-11-23
import * as en from "#app/content/about.ts";
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import { clinic } from "#app/content/clinic.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

const { physician } = clinic;

export const aboutPage = {
  seo: {
    title: "Sobre nuestro consultorio",
    description:
      "Nuestro consultorio de dolores de cabeza en Brooklyn: evaluación cuidadosa, planes según guías actuales y una especialista certificada por la junta médica.",
  },
  header: { title: "Sobre nuestro consultorio", intro: clinicWords.description },
  approach: {
    heading: "Nuestra forma de trabajar",
    intro:
      "Los dolores de cabeza son comunes, pero no hay dos personas con el mismo patrón. Cuatro ideas guían la atención que damos.",
    topics: [
      {
        title: "Primero, la evaluación",
        paragraphs: [
          `Antes de tratar sus dolores de cabeza, averiguamos de qué tipo son. Su primera consulta dura ${formatRange(careFacts.firstVisitMinutes)} minutos e incluye toda su historia de dolores de cabeza y un examen neurológico.`,
        ],
      },
      {
        title: "Planes basados en la evidencia",
        paragraphs: [
          "Su plan sigue las guías actuales sobre el dolor de cabeza, como la clasificación de los trastornos de dolor de cabeza de la Sociedad Internacional de Cefaleas (International Headache Society) y las recomendaciones de tratamiento de la Sociedad Americana de Cefaleas (American Headache Society). Le explicamos el porqué de cada decisión.",
        ],
      },
      {
        title: "Tiempo para escucharle",
        paragraphs: [
          "Los dolores de cabeza afectan su trabajo, su familia y su sueño. Nos tomamos el tiempo de escuchar cómo afectan su vida y qué es lo más importante para usted, y de responder sus preguntas.",
        ],
      },
      {
        title: "Medimos su progreso",
        paragraphs: [
          `Seguimos cómo le va con su diario de dolores de cabeza y dos cuestionarios cortos, ${careFacts.outcomeMeasures.join(" y ")}. Los resultados nos muestran cuándo un plan está funcionando y cuándo es momento de cambiarlo.`,
        ],
      },
    ],
  },
  offers: {
    heading: "Lo que ofrece nuestro consultorio",
    topics: [
      {
        title: "Dedicados a la medicina del dolor de cabeza",
        paragraphs: [
          "La migraña y otros trastornos de dolor de cabeza son las únicas afecciones que tratamos. Cada consulta, todos los días, se dedica al cuidado del dolor de cabeza.",
        ],
      },
      {
        title: "Procedimientos en nuestro consultorio",
        paragraphs: [
          "Tratamientos como el Botox para la migraña crónica y los bloqueos nerviosos se aplican aquí, en nuestro consultorio, así que no tiene que ir a otro lugar para recibirlos.",
        ],
      },
      {
        title: "Ayuda con las autorizaciones previas",
        paragraphs: [
          "Muchos planes de seguro deben aprobar los tratamientos más nuevos, como el Botox y los medicamentos anti-CGRP, antes de pagarlos.",
          clinicWords.insurance.priorAuthorization,
        ],
      },
      {
        title: "Telesalud para pacientes establecidos",
        paragraphs: [clinicWords.telehealth.eligibility, clinicWords.telehealth.location],
      },
    ],
  },
  physician: {
    heading: "Conozca a su médica",
    intro: `Su atención está a cargo de ${physician.name}, que atiende a sus pacientes en nuestro consultorio de Brooklyn.`,
    name: physician.name,
    title: clinicWords.physician.title,
    facts: [
      { term: "Certificaciones", detail: clinicWords.physician.certifications },
      // Institution names stay as the institutions write them (clinic.ts).
      { term: "Facultad de medicina", detail: physician.training.medicalSchool },
      { term: "Residencia en neurología", detail: physician.training.neurologyResidency },
      {
        term: "Subespecialidad (fellowship) en medicina del dolor de cabeza",
        detail: physician.training.headacheFellowship,
      },
      { term: "Hospitales afiliados", detail: physician.hospitalAffiliations },
    ],
    disclosure:
      "Nuestra guía para pacientes nuevos incluye los planes de salud con los que trabajamos y estos hospitales afiliados. También explica cómo pedir un cálculo de costos si no estamos en la red de su plan.",
    link: {
      to: en.aboutPage.physician.link.to,
      label: "Planes de salud, hospitales y costos",
    },
  },
  network: {
    heading: "Nuestra red",
    intro:
      "Consultorios hermanos y servicios con los que trabajamos, en Manhattan y en toda la ciudad de Nueva York.",
  },
  callToAction: {
    heading: "Conozca a su especialista en dolores de cabeza",
    points: [clinicWords.newPatients.badge, "Telesalud para pacientes establecidos"],
  },
} as const satisfies Translated<typeof en.aboutPage>;
