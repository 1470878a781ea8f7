// Draft Spanish translation of app/content/interface-text.ts; awaiting review by a qualified medical translator. 2026-11-23.
//
// The words of the site's interface in Spanish (neutral Latin American, as
// read by patients in the US): header, footer, menus, the headings the page
// templates repeat, button labels and the 404 page. Terms follow the other
// Spanish modules (site-map.ts, conditions.ts, treatments.ts, notices.ts); the
// register is «usted».
import type * as en from "#app/content/interface-text.ts";
import type { Translated } from "#app/content/translated.ts";

export const interfaceText = {
  skipToContent: "Saltar al contenido",
  bookConsultation: "Pida una consulta",
  /** The call button; {phone} stands for the number, as in the English. */
  call: "Llamar al {phone}",
  header: {
    mainNavigation: "Menú principal",
    menu: "Menú",
    closeMenu: "Cerrar menú",
  },
  footer: {
    officeHours: "Horario de oficina",
    pages: "Páginas",
    network: "Nuestra red",
    notices: "Avisos legales",
  },
  opensInNewTab: "(se abre en una pestaña nueva)",
  featured: "Destacado",
  learnMore: "Más información",
  onThisPage: "En esta página",
  sideColumn: {
    label: "Contenido de la página y solicitud de consulta",
    invitation: "Hable con un especialista en dolores de cabeza",
  },
  review: {
    faq: "Preguntas frecuentes",
    heading: "Revisión médica",
    reviewed: "Revisado médicamente por {name} el {date}.",
    changed:
      "Esta página ha cambiado desde que {name} la revisó el {date}. Los cambios aún no tienen revisión médica.",
    notReviewed: "Nuestro médico aún no ha revisado esta página.",
    sources: "Fuentes",
  },
  conditionPage: {
    overview: "Qué es",
    symptoms: "Síntomas",
    diagnosis: "Cómo se diagnostica",
    treatment: "Cómo tratamos esta afección",
    warningSigns: "Señales de alarma",
  },
  treatmentPage: {
    whoFor: "Para quién es",
    howItWorks: "Cómo funciona",
    visit: "Cómo es la consulta",
    schedule: "Con qué frecuencia",
    sideEffects: "Efectos secundarios",
    insurance: "Seguro y autorización previa",
    conditionsHelped: "Afecciones que puede tratar",
    medicines: "Medicamentos",
  },
  medicationTable: {
    medicine: "Medicamento",
    dosing: "Cómo se usa",
    mechanism: "Cómo actúa",
    use: "Para qué se usa",
    caption: "Medicamentos: {title}",
  },
  homePage: {
    conditions: "Afecciones que tratamos",
    treatments: "Opciones de tratamiento avanzadas",
    approach: "Nuestra forma de cuidar de usted",
    warningSigns: "Señales de alarma",
    network: "Nuestra red",
    conditionsIntro:
      "Cada tipo de dolor de cabeza es diferente. Diagnosticamos el tipo que usted tiene antes de tratarlo.",
    treatmentsIntro:
      "Cuando los medicamentos habituales no han sido suficientes, los tratamientos más nuevos pueden ayudar.",
    approachIntro: "Cuatro pasos, desde su primera visita hasta el seguimiento a largo plazo.",
  },
  phoneLines: {
    ourOffice: "Nuestro consultorio: {phone}",
    officePhone: "Teléfono del consultorio: {phone}",
  },
  careStep: "Paso {number}:",
  contactPage: {
    title: "Contáctenos",
    information: "Información de contacto",
    checklist: "Lista para pacientes nuevos",
    form: "Envíenos un mensaje",
    phone: "Teléfono",
    email: "Correo electrónico",
    address: "Dirección",
    hours: "Horario",
  },
  notice: {
    effectiveDate: "Fecha de vigencia",
    lastUpdated: "Última actualización",
  },
  /** The last item of a list cut short in a search description: "A, B and more". */
  listMore: "más",
  /** The language switcher in the header and the phone menu. */
  languageSwitcher: { label: "Idioma" },
  /** On every translated page, under its heading; {date} is the translation's date. */
  translation: {
    notice:
      "Esta página es una traducción del inglés que aún debe revisar un traductor médico calificado. Traducida el {date}.",
    reviewed:
      "Esta página es una traducción del inglés, revisada por {name}, traductor médico, el {date}.",
    changed:
      "Esta página es una traducción del inglés. Ha cambiado desde su revisión del {date} y los cambios esperan revisión.",
    englishChanged:
      "Esta página es una traducción del inglés. La página en inglés ha cambiado desde que se revisó esta traducción el {date}.",
    original: "Leer el original en inglés",
  },
  /** Offered, in this language, to a visitor whose browser prefers it, on a page in another. */
  languageSuggestion: {
    text: "Esta página también está en español.",
    read: "Leer en español",
    dismiss: "Cerrar",
  },
  notFound: {
    heading: "404",
    text: "Lo sentimos, no encontramos esta página",
    home: "Volver al inicio",
  },
} as const satisfies Translated<typeof en.interfaceText>;
