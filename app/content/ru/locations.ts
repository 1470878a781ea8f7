// Russian words of the /locations page: where patients are seen and how to
// get there. Addresses, hours, transit and partner sites come from clinic.ts
// (words through ru/clinic.ts); the map links are the English ones.
//
// Draft Russian translation of app/content/locations.ts; awaiting review by a
// qualified medical translator. 2026-11-23.
import { clinic, formattedAddress, manhattanOffice } from "#app/content/clinic.ts";
import * as en from "#app/content/locations.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

const { brooklyn } = en.locationsPage;

export const locationsPage = {
  seo: {
    title: "Адрес и часы работы офиса",
    description: `Наш офис в Бруклине, ${clinic.address.street}: часы работы, как добраться на метро и автобусе, партнёрский офис в Манхэттене и телемедицинские визиты.`,
  },
  header: {
    title: "Адреса",
    intro:
      "Приходите в наш офис в Бруклине или в наш партнёрский офис в Манхэттене. Когда вы станете нашим постоянным пациентом, некоторые визиты смогут проходить и по телемедицине.",
  },
  brooklyn: {
    heading: "Офис в Бруклине",
    directions: {
      heading: "Как добраться",
      paragraphs: [
        `Наш адрес: ${formattedAddress}. Эти ссылки откроют маршрут в вашем приложении с картами.`,
      ],
      links: [
        { label: "Маршрут в Google Maps", href: brooklyn.directions.links[0].href },
        { label: "Маршрут в Apple Maps", href: brooklyn.directions.links[1].href },
      ],
    },
    transit: {
      heading: "На метро и автобусе",
      facts: clinicWords.transit.map(({ line, detail }) => ({ term: line, detail })),
    },
    parking: {
      heading: "Парковка",
      paragraphs: [clinicWords.policies.parking],
    },
    access: {
      heading: "Как попасть в офис",
      paragraphs: [
        ...(clinicWords.entranceAccess ? [clinicWords.entranceAccess] : []),
        "Если вам нужна помощь с доступом в здание, позвоните нам до визита, и мы уточним с вами, как устроен вход.",
      ],
    },
  },
  manhattan: manhattanOffice
    ? {
        heading: "Офис в Манхэттене",
        paragraphs: [
          `Если вы живёте или работаете в Манхэттене, вы можете прийти на приём в наш партнёрский офис там: ${manhattanOffice.name}.`,
          "Адрес и часы работы офиса в Манхэттене указаны на его сайте. Или позвоните нам, и мы поможем выбрать подходящий вам офис.",
        ],
        links: [{ label: `Сайт ${manhattanOffice.name}`, href: manhattanOffice.url }],
      }
    : null,
  telehealth: {
    heading: "Телемедицинские визиты",
    intro:
      "Некоторые повторные визиты могут проходить по телемедицине, и тогда вам не нужно ехать в офис, чтобы поговорить с врачом. Спросите нас на следующем визите, подходит ли телемедицина для вашего лечения.",
    rules: [
      clinicWords.telehealth.eligibility,
      clinicWords.telehealth.inPerson,
      clinicWords.telehealth.location,
    ],
  },
  network: {
    heading: "Партнёрская сеть",
    intro:
      "Другие практики и службы нашей сети по всему Нью-Йорку, а также справочник неврологических практик.",
  },
  callToAction: {
    heading: "Спланируйте визит",
    points: [
      clinicWords.newPatients.badge,
      "Телемедицина для пациентов, которые уже у нас наблюдаются",
    ],
  },
} as const satisfies Translated<typeof en.locationsPage>;
