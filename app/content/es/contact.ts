// Spanish words for the contact page (spec §5, §8). messageRetentionDays is a
// number, not words, and stays in app/content/contact.ts.
// Draft Spanish translation of app/content/contact.ts; awaiting review by a qualified medical translator.
// 2026-11-23
import { careFacts } from "#app/content/care-facts.ts";
import type * as en from "#app/content/contact.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

export const contactMessages = {
  successTitle: "Mensaje recibido",
  successText: `Gracias por comunicarse con nosotros. Le responderemos en un plazo de ${careFacts.responseHours} horas.`,
  formNotice:
    "Este formulario es solo para preguntas generales y solicitudes de cita. En caso de emergencia, llame al 911 o vaya a la sala de emergencias más cercana.",
  privacyNotice:
    "Por favor, no incluya datos médicos como síntomas, diagnósticos o medicamentos. Hablaremos de eso con usted por teléfono o en su consulta.",
} as const satisfies Translated<typeof en.contactMessages>;

/**
 * The rest of the contact page's words. The toast keeps the spec's promise;
 * `replyTimes`, beside the form, says how it counts the hours.
 */
export const contactPage = {
  seo: {
    title: "Contáctenos y pida una consulta",
    description:
      "Llame, escriba o envíe un mensaje para pedir una consulta con nuestra especialista en dolores de cabeza en Brooklyn. Horario, dirección y qué traer.",
  },
  intro:
    "Llámenos, escríbanos un correo electrónico o deje un mensaje abajo para hacer una pregunta o pedir una cita.",
  replyTimes: `Respondemos en un plazo de ${careFacts.responseHours} horas en días hábiles. Los mensajes enviados un viernes por la noche o en fin de semana se responden el siguiente día hábil.`,
  afterHours: {
    heading: "Fuera del horario de oficina",
    intro: "Si ya es nuestro paciente y nos necesita cuando el consultorio está cerrado:",
    steps: clinicWords.afterHours.steps,
    emergency: clinicWords.afterHours.emergency,
  },
} as const satisfies Translated<typeof en.contactPage>;

export const newPatientChecklist = [
  "Una identificación con foto y su tarjeta del seguro",
  "Una lista de los medicamentos que toma ahora, y de los medicamentos para el dolor de cabeza que ya ha probado",
  "Su diario de dolores de cabeza, si lleva uno (con qué frecuencia, cuánto duran, qué tan fuertes son)",
  "Los informes de estudios de imagen recientes (resonancia magnética o tomografía) y los resultados de laboratorio",
  "Una referencia (remisión) de su médico de atención primaria, si su plan de seguro la pide",
] as const satisfies Translated<typeof en.newPatientChecklist>;

/**
 * What the contact page says after a form post without JavaScript: the same
 * confirmation as the toast, or why the message may have been refused.
 */
export const contactOutcomeText = ((messageLimit: string) => ({
  sent: { title: contactMessages.successTitle, text: contactMessages.successText },
  notSent: {
    title: "Su mensaje no se envió",
    reasonsHeading: "Qué pudo haber salido mal",
    intro:
      "No pudimos aceptar su mensaje. No se guardó nada, así que por favor inténtelo de nuevo o llámenos.",
    reasons: [
      `Un campo obligatorio estaba vacío, o algún dato era demasiado largo (un mensaje puede tener hasta ${messageLimit} caracteres).`,
      "El correo electrónico o el número de teléfono no tenía un formato que pudiéramos leer.",
      "Se enviaron varios mensajes desde su conexión en menos de un minuto. Por favor, espere un minuto antes de volver a intentarlo.",
      "Nuestro servidor tuvo un problema. Es culpa nuestra, no suya.",
    ],
    backHint:
      "El formulario de abajo empieza vacío. Para recuperar lo que escribió, use el botón Atrás de su navegador: la mayoría de los navegadores lo guardan ahí.",
  },
})) satisfies Translated<typeof en.contactOutcomeText>;

/**
 * The contact form's own words: labels, button, the problems the form's
 * rules find, and what the form says when a message was not sent. Each
 * {name} is filled in as in the English.
 */
export const contactFormWords = {
  labels: {
    name: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono",
    message: "Mensaje",
  },
  fieldNames: {
    name: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono",
    message: "Mensaje",
  },
  problems: {
    required: "El campo «{field}» es obligatorio.",
    tooLong: "El campo «{field}» es demasiado largo: como máximo {limit} caracteres.",
    notText: "El campo «{field}» debe ser texto.",
    unreadable: "El campo «{field}» tiene caracteres que no se pueden leer.",
    notAllowed: "El campo «{field}» tiene caracteres que no están permitidos.",
    email: "Escriba un correo electrónico como nombre@example.com.",
    phone: "Escriba un número de teléfono con su código de área, como (718) 555-0100.",
  },
  correctFields: "Por favor, corrija los campos marcados abajo.",
  unreadableForm: "No pudimos leer el formulario. Por favor, inténtelo de nuevo.",
  unknownFields: "El formulario envió un campo que no tiene ({fields}).",
  honeypotLabel: "Deje este campo vacío",
  send: "Enviar mensaje",
  sending: "Enviando…",
  notSentTitle: "Su mensaje no se envió",
  notSentText:
    "{reason} Su mensaje sigue en el formulario. Por favor, inténtelo de nuevo o llámenos al {phone}.",
  unreachable: "No pudimos comunicarnos con nuestro servidor.",
  serverError: "Nuestro servidor no pudo recibir el mensaje (error {status}).",
} as const satisfies Translated<typeof en.contactFormWords>;

/** What the server answers when it turns a message away or cannot keep it. */
export const contactAnswerWords = {
  tooLarge: "El mensaje es demasiado largo. Por favor, acórtelo a {limit} caracteres o menos.",
  mediaType: "El formulario debe enviarse como JSON o como formulario web.",
  encoded: "El formulario debe enviarse sin comprimir.",
  crossOrigin:
    "Los mensajes solo se pueden enviar desde el formulario de contacto de este sitio web.",
  tooMany:
    "Se enviaron demasiados mensajes desde su conexión. Espere un minuto y vuelva a intentarlo, o llámenos.",
  server:
    "No pudimos guardar su mensaje por un problema de nuestra parte. Por favor, inténtelo de nuevo o llámenos.",
  notStored:
    "Su mensaje no se envió: no pudimos guardarlo por un problema de nuestra parte. Por favor, llámenos al {phone} o inténtelo más tarde.",
  empty: "El mensaje está vacío.",
  unreadable: "No pudimos leer el mensaje.",
  malformedJson: "No pudimos leer el mensaje: el JSON está mal formado.",
  notUtf8: "El mensaje tiene bytes que no son texto UTF-8 válido.",
  malformedForm: "Los datos del formulario están mal formados o no son texto UTF-8.",
  sentTwice: "El campo «{field}» se envió dos veces.",
} as const satisfies Translated<typeof en.contactAnswerWords>;
