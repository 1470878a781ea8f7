// The /locations page's words: where patients are seen and how to get there.
// Addresses, hours, transit and partner sites come from clinic.ts; directions
// are links that open the visitor's own map app, because the site loads
// nothing from another origin (no embedded map).
import { clinic, formattedAddress, manhattanOffice } from "./clinic.ts";

const destination = encodeURIComponent(formattedAddress);

export const locationsPage = {
  seo: {
    title: "Office Location & Hours",
    description: `Our Brooklyn office at ${clinic.address.street}: hours, directions, subway and bus lines, our Manhattan partner office and telehealth visits.`,
  },
  header: {
    title: "Locations",
    intro:
      "Visit us at our Brooklyn office or at our partner office in Manhattan. Once you are an established patient, some visits can also take place by telehealth.",
  },
  brooklyn: {
    heading: "Brooklyn Office",
    directions: {
      heading: "Get Directions",
      paragraphs: [
        `Our address is ${formattedAddress}. These links open directions in your map app.`,
      ],
      links: [
        {
          label: "Directions in Google Maps",
          href: `https://www.google.com/maps/dir/?api=1&destination=${destination}`,
        },
        { label: "Directions in Apple Maps", href: `https://maps.apple.com/?daddr=${destination}` },
      ],
    },
    transit: {
      heading: "By Subway and Bus",
      facts: clinic.transit.map(({ line, detail }) => ({ term: line, detail })),
    },
    parking: {
      heading: "Parking",
      paragraphs: [clinic.policies.parking],
    },
    access: {
      heading: "Getting Into the Office",
      paragraphs: [
        ...(clinic.entranceAccess ? [clinic.entranceAccess] : []),
        "Call us before your visit if you need help with access, and we will confirm the entrance details with you.",
      ],
    },
  },
  manhattan: manhattanOffice
    ? {
        heading: "Manhattan Office",
        paragraphs: [
          `If you live or work in Manhattan, you can be seen at our partner office there, ${manhattanOffice.name}.`,
          "Visit its website for the Manhattan address and hours, or call us and we will help you choose the office that suits you.",
        ],
        links: [{ label: `Visit ${manhattanOffice.name}`, href: manhattanOffice.url }],
      }
    : null,
  telehealth: {
    heading: "Telehealth Visits",
    intro:
      "Some follow-up visits can take place by telehealth, so you can see your doctor without traveling to the office. Ask us at your next visit whether telehealth fits your care.",
    rules: [clinic.telehealth.eligibility, clinic.telehealth.inPerson, clinic.telehealth.location],
  },
  network: {
    heading: "Partner Network",
    intro:
      "Other practices and services in our network across New York City, and a directory of neurology practices.",
  },
  callToAction: {
    heading: "Plan your visit",
    points: [clinic.newPatients.badge, "Telehealth for established patients"],
  },
} as const;
