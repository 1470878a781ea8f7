// Spanish words for the /locations page: where patients are seen and how to
// get there. Addresses, hours, transit and partner sites come from clinic.ts
// (their Spanish words from es/clinic.ts); the directions links are the
// English page's links.
// Draft Spanish translation of app/content/locations.ts; awaiting review by a qualified medical translator.
// 2026-11-23
import { clinic, formattedAddress, manhattanOffice } from "#app/content/clinic.ts";
import * as en from "#app/content/locations.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

const directionLinks = en.locationsPage.brooklyn.directions.links;

export const locationsPage = {
  seo: {
    title: "Dirección y horario del consultorio",
    description: `Nuestro consultorio de Brooklyn en ${clinic.address.street}: horario, cómo llegar en metro y autobús, el consultorio asociado en Manhattan y la telesalud.`,
  },
  header: {
    title: "Ubicaciones",
    intro:
      "Visítenos en nuestro consultorio de Brooklyn o en nuestro consultorio asociado en Manhattan. Cuando ya sea paciente establecido, algunas consultas también pueden hacerse por telesalud.",
  },
  brooklyn: {
    heading: "Consultorio de Brooklyn",
    directions: {
      heading: "Cómo llegar",
      paragraphs: [
        `Nuestra dirección es ${formattedAddress}. Estos enlaces abren las indicaciones en su aplicación de mapas.`,
      ],
      links: [
        { label: "Cómo llegar con Google Maps", href: directionLinks[0].href },
        { label: "Cómo llegar con Apple Maps", href: directionLinks[1].href },
      ],
    },
    transit: {
      heading: "En metro y autobús",
      facts: clinicWords.transit.map(({ line, detail }) => ({ term: line, detail })),
    },
    parking: {
      heading: "Estacionamiento",
      paragraphs: [clinicWords.policies.parking],
    },
    access: {
      heading: "Cómo entrar al consultorio",
      paragraphs: [
        // Falls back to the English sentence until es/clinic.ts has its Spanish.
        ...(clinic.entranceAccess ? [clinicWords.entranceAccess ?? clinic.entranceAccess] : []),
        "Llámenos antes de su consulta si necesita ayuda para entrar, y confirmaremos con usted los detalles de la entrada.",
      ],
    },
  },
  manhattan: manhattanOffice
    ? {
        heading: "Consultorio de Manhattan",
        paragraphs: [
          `Si vive o trabaja en Manhattan, puede atenderse en nuestro consultorio asociado de allá, ${manhattanOffice.name}.`,
          "Visite su sitio web para ver la dirección y el horario en Manhattan, o llámenos y le ayudaremos a elegir el consultorio que más le convenga.",
        ],
        links: [{ label: `Visite ${manhattanOffice.name}`, href: manhattanOffice.url }],
      }
    : null,
  telehealth: {
    heading: "Consultas por telesalud",
    intro:
      "Algunas consultas de seguimiento pueden hacerse por telesalud, para que pueda ver a su médico sin ir al consultorio. En su próxima consulta, pregúntenos si la telesalud es adecuada para su atención.",
    rules: [
      clinicWords.telehealth.eligibility,
      clinicWords.telehealth.inPerson,
      clinicWords.telehealth.location,
    ],
  },
  network: {
    heading: "Red de consultorios asociados",
    intro:
      "Otros consultorios y servicios de nuestra red en toda la ciudad de Nueva York, y un directorio de consultorios de neurología.",
  },
  callToAction: {
    heading: "Planee su consulta",
    points: [clinicWords.newPatients.badge, "Telesalud para pacientes establecidos"],
  },
} as const satisfies Translated<typeof en.locationsPage>;
