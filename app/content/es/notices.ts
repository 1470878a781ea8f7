// Spanish words for the notices a US practice that bills Medicare and Medicaid
// posts on its website (CONTENT.md): the HIPAA Notice of Privacy Practices
// (Aviso de prácticas de privacidad), the Section 1557 notice of
// nondiscrimination with its language taglines, the accessibility statement,
// the website privacy policy, and the No Surprises Act's Good Faith Estimate
// notice (Estimación de buena fe). Practice facts come from clinic.ts and the
// contact form's numbers from contact.ts, as in the English.
// Draft Spanish translation of app/content/notices.ts; awaiting review by a qualified medical translator.
// 2026-11-23
//
// The English file's order is kept, so a reviewer can read both side by side.
// Counsel approves the English; the Spanish then needs the same review, and a
// qualified translator, before launch.
//
// TEMPLATE: every notice below is a draft in plain language, written for this
// practice. The practice's counsel confirms each one before launch, and each
// comment marked TEMPLATE names a point that needs a decision or a check.
import { clinic, formattedAddress, mailtoHref, telHref, phoneLink } from "#app/content/clinic.ts";
import { messageRetentionDays } from "#app/content/contact.ts";
import * as en from "#app/content/notices.ts";
import { languagePath, mainPages, noticePages } from "#app/content/site-map.ts";
import type { Translated } from "#app/content/translated.ts";
import { contactMessages } from "./contact.ts";

/** TEMPLATE: the date counsel approves the notices; change it with every revision. */
// The English notices' date, by reference: both languages carry the same one.
const noticeDate = en.notices.privacyPractices.effectiveDate;

/**
 * TEMPLATE: how soon the practice answers a request for accessibility help.
 * The practice confirms it can keep this promise.
 */
// The same promise as the English ("2 business days").
const accessibilityReplyTime = "2 días hábiles";

/**
 * TEMPLATE: how long the server's request logs are kept. The practice and
 * whoever hosts the server set log rotation to match this number.
 */
// Must equal `serverLogRetentionDays` in ../notices.ts, which that file does
// not export; change both together.
const serverLogRetentionDays = 30;

const phone = phoneLink;
const phoneLine: en.ContactLine = { label: "Teléfono", text: clinic.phone.display, href: telHref };
const emailLine: en.ContactLine = {
  label: "Correo electrónico",
  text: clinic.email,
  href: mailtoHref,
};
const relayLine: en.ContactLine = {
  label: "Personas sordas o con problemas de audición",
  text: "Llámenos a través del New York Relay Service (servicio de retransmisión de Nueva York): marque 711",
  href: "tel:711",
};

function mailLine(attention: string): en.ContactLine {
  return { label: "Correo postal", text: [attention, clinic.name, formattedAddress] };
}

/**
 * TEMPLATE: the HHS Office for Civil Rights' complaint channels as HHS
 * published them; counsel checks them against hhs.gov/ocr before launch and
 * at every review, since the portal address has changed before.
 */
// Labels in Spanish; the numbers, addresses and links are the English ones.
// The postal address stays in English, as it must be written on an envelope.
const enOcrLines = en.notices.privacyPractices.parts[7].contacts[1].lines;

/**
 * The English channel at `index`, under a Spanish label (and Spanish text,
 * where it is words). It fails at import if the English list is reordered, so
 * a label never lands on the wrong channel.
 */
function ocrLine(index: number, enLabel: string, label: string, text?: string): en.ContactLine {
  const line = enOcrLines[index];
  if (line?.label !== enLabel) {
    throw new Error(`notices.ts: OCR contact line ${index} is not "${enLabel}"`);
  }
  const translated: en.ContactLine = { label, text: text ?? line.text };
  if (line.href) translated.href = line.href;
  return translated;
}

const ocrLines: readonly en.ContactLine[] = [
  ocrLine(0, "Online", "En línea", "Portal de quejas de la OCR (OCR Complaint Portal)"),
  ocrLine(1, "Forms and help", "Formularios y ayuda"),
  ocrLine(2, "Phone", "Teléfono"),
  ocrLine(3, "TDD", "TDD"),
  ocrLine(4, "E-mail", "Correo electrónico"),
  ocrLine(5, "Mail", "Correo postal"),
];

/**
 * /privacy-practices: the HIPAA Notice of Privacy Practices (45 CFR 164.520).
 */
const privacyPracticesNotice = {
  seo: {
    title: "Aviso de prácticas de privacidad",
    description:
      "Cómo nuestro consultorio de dolores de cabeza en Brooklyn puede usar y compartir su información médica, sus derechos sobre ella y cómo presentar una queja.",
  },
  title: "Aviso de prácticas de privacidad",
  intro: `Este aviso explica cómo ${clinic.name} puede usar y compartir su información médica, qué derechos tiene usted sobre ella y cómo comunicarse con nosotros si tiene una pregunta o una queja.`,
  // TEMPLATE: wording fixed by 45 CFR 164.520(b)(1)(i); keep it exactly as it is.
  // Spanish: the wording US Spanish-language notices use for this header;
  // the translator checks it against HHS's Spanish model notice.
  banner:
    "ESTE AVISO DESCRIBE CÓMO SE PUEDE USAR Y DIVULGAR LA INFORMACIÓN MÉDICA SOBRE USTED Y CÓMO PUEDE USTED OBTENER ACCESO A ESTA INFORMACIÓN. REVÍSELO CON CUIDADO.",
  effectiveDate: noticeDate,
  parts: [
    {
      heading: "Sobre este aviso",
      // TEMPLATE: confirm who the notice covers (employed and covering
      // clinicians, any organized health care arrangement).
      paragraphs: [
        "Su información médica es privada. La ley la llama información médica protegida. Incluye su expediente médico, los resultados de sus pruebas, sus facturas y cualquier otra información que guardamos que le identifica y que trata de su salud o de su atención.",
        "La ley federal (la Ley de Portabilidad y Responsabilidad del Seguro Médico, conocida como HIPAA) y la ley del estado de Nueva York protegen esta información. Este aviso explica cómo podemos usarla y compartirla, cuáles son sus derechos y qué debemos hacer para protegerla.",
        "Se aplica a nuestra médica, a nuestro personal y a todas las personas que trabajan con nosotros en nuestro consultorio.",
      ],
    },
    {
      heading: "Nuestras obligaciones",
      paragraphs: ["La ley nos exige:"],
      points: [
        "Mantener su información médica privada y segura.",
        "Darle este aviso sobre nuestras obligaciones legales y prácticas de privacidad, y cumplir el aviso que está vigente ahora.",
        "Avisarle si ocurre una brecha de seguridad que pudo haber puesto en riesgo la privacidad o la seguridad de su información.",
        "Usar o compartir su información solo como lo describe este aviso, a menos que usted nos dé permiso por escrito para hacer algo más.",
      ],
    },
    {
      heading: "Cómo usamos y compartimos su información médica",
      paragraphs: [
        "La mayoría de las veces, usamos y compartimos su información por tres razones. Para estas no necesitamos su permiso por escrito.",
      ],
      topics: [
        {
          title: "Para darle tratamiento",
          paragraphs: [
            "Usamos su información para atenderle, y la compartimos con otras personas que le dan tratamiento.",
            "Por ejemplo, podemos enviar los resultados de sus pruebas y nuestras notas de la consulta a su médico de atención primaria, o decirle a su farmacia qué medicamento le recetamos.",
          ],
        },
        {
          title: "Para recibir el pago por su atención",
          paragraphs: [
            "Usamos y compartimos su información para facturar su atención y recibir el pago de Medicare, de Medicaid, de su plan de salud o de usted.",
            "Por ejemplo, le damos a su plan de salud los detalles de su consulta, y le pedimos que apruebe un tratamiento, como el Botox, antes de aplicarlo.",
          ],
        },
        {
          title: "Para administrar nuestro consultorio",
          paragraphs: [
            "Usamos su información para administrar nuestro consultorio, revisar y mejorar la calidad de nuestra atención y capacitar a nuestro personal.",
            "Por ejemplo, podemos revisar expedientes para ver qué tan bien funciona un tratamiento en nuestros pacientes, o usar su número de teléfono para recordarle una cita.",
          ],
        },
      ],
      closing: [
        "Las empresas que trabajan para nosotros, como un servicio de facturación o la empresa que hace nuestro sistema de expedientes, pueden ver su información mientras hacen ese trabajo. Deben firmar un contrato que les exige protegerla.",
      ],
    },
    {
      heading: "Otras formas en que podemos usar o compartir su información",
      paragraphs: [
        "La ley nos permite o nos exige compartir su información en algunos otros casos, muchas veces por el bien público. En cada caso hay condiciones que debemos cumplir antes de compartir algo.",
      ],
      topics: [
        {
          title: "Cuando la ley lo exige",
          paragraphs: [
            "Compartimos información cuando una ley federal, estatal o local lo exige. Esto incluye al Departamento de Salud y Servicios Humanos de los EE. UU. cuando revisa que cumplimos la ley federal de privacidad.",
          ],
        },
        {
          title: "Salud y seguridad públicas",
          paragraphs: [
            "Podemos dar información a las autoridades de salud pública para prevenir o controlar enfermedades, para informar efectos secundarios de medicamentos o problemas con equipos médicos, y para denunciar sospechas de abuso, negligencia o violencia doméstica.",
            "También podemos compartir información para evitar una amenaza grave e inmediata a la salud o la seguridad de alguien.",
          ],
        },
        {
          title: "Supervisión de la atención médica",
          paragraphs: [
            "Podemos compartir información con las agencias que supervisan la atención médica, para auditorías, investigaciones, inspecciones y licencias.",
          ],
        },
        {
          title: "Tribunales y demandas",
          paragraphs: [
            "Podemos compartir información para responder a una orden de un tribunal o de una autoridad administrativa, o a una citación judicial u otra solicitud legal cuando se cumplen las condiciones de la ley.",
          ],
        },
        {
          title: "Autoridades policiales",
          paragraphs: [
            "Podemos compartir información con la policía u otras autoridades para los fines que permite la ley, como identificar a un sospechoso o a una persona desaparecida, o denunciar un delito ocurrido en nuestro consultorio.",
          ],
        },
        {
          title: "Después de un fallecimiento, y donación de órganos",
          paragraphs: [
            "Podemos compartir información con un médico forense o un director de funeraria, y con las organizaciones que coordinan la donación de órganos, ojos o tejidos.",
          ],
        },
        {
          title: "Investigación",
          paragraphs: [
            "Podemos usar o compartir información para investigaciones cuando una junta de revisión las ha aprobado y hay reglas para proteger su privacidad.",
          ],
        },
        {
          title: "Solicitudes del gobierno y relacionadas con el trabajo",
          paragraphs: [
            "Podemos compartir información para reclamos de compensación laboral, para funciones especiales del gobierno, como las militares, de seguridad nacional y de servicios de protección, y con una institución penitenciaria o un agente del orden que le tenga bajo custodia.",
          ],
        },
      ],
    },
    {
      heading: "Sus opciones",
      paragraphs: ["En estos casos, usted puede decirnos qué quiere, y respetaremos sus deseos:"],
      points: [
        "Si podemos compartir información con familiares, amigos cercanos u otras personas que ayudan con su atención o que la pagan.",
        "Si podemos compartir información con una organización de ayuda en caso de desastre, para que su familia pueda saber dónde está usted y cómo se encuentra.",
      ],
      closing: [
        "Si usted no puede decirnos, por ejemplo porque está inconsciente, podemos compartir información cuando creamos que es lo mejor para usted.",
        // TEMPLATE: confirm that the practice does not fundraise.
        "No nos comunicamos con los pacientes para recaudar fondos.",
      ],
    },
    {
      heading: "Cuándo necesitamos su permiso por escrito",
      paragraphs: [
        "Para cualquier uso o divulgación que este aviso no describe, primero le pediremos su permiso por escrito. Siempre lo necesitamos para:",
      ],
      points: [
        "La mayoría de los fines de mercadeo.",
        "Vender su información.",
        "La mayoría de las divulgaciones de notas de psicoterapia.",
      ],
      // TEMPLATE: counsel confirms the New York categories that need
      // written consent (Public Health Law Article 27-F for HIV information,
      // Mental Hygiene Law 33.13, Civil Rights Law 79-l for genetic tests),
      // whether the practice receives records covered by 42 CFR Part 2 (then
      // the notice must say how they are protected), and whether to add a
      // statement on reproductive and gender-affirming health care under New
      // York's shield laws.
      closing: [
        "Puede retirar su permiso en cualquier momento si le escribe a nuestro Oficial de Privacidad. Esto no deshace lo que ya hicimos mientras teníamos su permiso.",
        "La ley de Nueva York da protección adicional a cierta información, como la información relacionada con el VIH, los expedientes de salud mental, los resultados de pruebas genéticas y los expedientes de tratamiento por consumo de alcohol o drogas. Cuando la ley de Nueva York es más estricta que la ley federal, seguimos la ley de Nueva York, y le pedimos su permiso por escrito siempre que esa ley lo exija.",
      ],
    },
    {
      heading: "Sus derechos",
      paragraphs: [
        "Usted tiene estos derechos sobre su información médica. Para usar cualquiera de ellos, llame o escriba a nuestro Oficial de Privacidad (los datos de contacto están al final de este aviso). Es posible que le pidamos que haga su solicitud por escrito, y le daremos un formulario si lo necesita.",
      ],
      topics: [
        {
          title: "Ver y obtener una copia de sus expedientes",
          // TEMPLATE: confirm time limits and fees against HIPAA (30 days)
          // and New York Public Health Law 18 (inspection within 10 days,
          // at most 75 cents a page for paper copies, no denial for inability
          // to pay).
          paragraphs: [
            "Puede pedir ver u obtener una copia de sus expedientes médicos y de facturación, en papel o en formato electrónico. Puede pedirnos que enviemos la copia a usted o a la persona que usted elija.",
            "Le responderemos en un plazo de 30 días. Podemos cobrarle una tarifa razonable basada en el costo, y primero le diremos cuánto es. No le negaremos una copia porque no pueda pagar.",
          ],
        },
        {
          title: "Pedirnos que corrijamos sus expedientes",
          paragraphs: [
            "Si cree que la información de su expediente está equivocada o incompleta, puede pedirnos que la corrijamos. Díganos por qué.",
            "Podemos decir que no, pero si lo hacemos, le explicaremos el motivo por escrito en un plazo de 60 días, y usted puede agregar a su expediente una declaración de que no está de acuerdo.",
          ],
        },
        {
          title: "Obtener una lista de con quién compartimos su información",
          paragraphs: [
            "Puede pedir una lista de las veces que compartimos su información en los seis años anteriores a su solicitud, con quién y por qué.",
            "La lista no incluye lo que compartimos para tratamiento, pago y administración de nuestro consultorio, lo que usted nos pidió compartir y algunos otros casos. La primera lista en cualquier período de 12 meses es gratis; por otra lista en los mismos 12 meses podemos cobrarle una tarifa razonable basada en el costo.",
          ],
        },
        {
          title: "Pedirnos que limitemos lo que usamos o compartimos",
          paragraphs: [
            "Puede pedirnos que no usemos ni compartamos cierta información para tratamiento, pago o administración de nuestro consultorio. No estamos obligados a aceptar, por ejemplo cuando eso podría afectar su atención.",
            "Si usted paga por completo un servicio o un artículo, puede pedirnos que no compartamos información sobre él con su plan de salud. Aceptaremos, a menos que una ley nos exija compartirla.",
          ],
        },
        {
          title: "Elegir cómo nos comunicamos con usted",
          paragraphs: [
            "Puede pedirnos que nos comuniquemos con usted de cierta forma, por ejemplo a otro número de teléfono o a otra dirección postal. Diremos que sí a toda solicitud razonable, y no le preguntaremos por qué.",
          ],
        },
        {
          title: "Obtener una copia en papel de este aviso",
          paragraphs: [
            "Puede pedir una copia en papel de este aviso en cualquier momento, aunque haya aceptado recibirlo en formato electrónico. Pídala en nuestra recepción, o llámenos y se la enviaremos por correo.",
          ],
        },
        {
          title: "Elegir a alguien que actúe en su nombre",
          paragraphs: [
            "Si usted le dio a alguien un poder legal para decisiones médicas, o si alguien es su tutor legal, esa persona puede usar sus derechos y tomar decisiones sobre su información médica. Antes de actuar, comprobaremos que la persona tiene esa autoridad.",
          ],
        },
        {
          title: "Recibir aviso de una brecha de seguridad",
          paragraphs: [
            "Si una brecha de seguridad afecta información médica suya que no estaba protegida, se lo diremos sin demora, y a más tardar 60 días después de enterarnos.",
          ],
        },
      ],
    },
    {
      heading: "Cómo presentar una queja",
      paragraphs: [
        "Si cree que no protegimos su privacidad o no respetamos sus derechos, puede presentar una queja ante nosotros, ante el Departamento de Salud y Servicios Humanos de los EE. UU., o ante ambos.",
        "No le castigaremos, no le negaremos atención ni le trataremos de forma diferente de ninguna manera por presentar una queja.",
      ],
      contacts: [
        {
          heading: "Ante nuestro consultorio",
          intro:
            "Llame o escriba a nuestro Oficial de Privacidad. Si quiere ayuda para poner su queja por escrito, le ayudaremos.",
          lines: [phoneLine, mailLine("A la atención de: Oficial de Privacidad")],
        },
        {
          heading: "Ante el Departamento de Salud y Servicios Humanos de los EE. UU.",
          intro:
            "Comuníquese con su Oficina de Derechos Civiles. Por lo general, las quejas deben presentarse en un plazo de 180 días a partir del momento en que usted se enteró del problema.",
          lines: ocrLines,
        },
      ],
    },
    {
      heading: "Cambios a este aviso",
      paragraphs: [
        "Podemos cambiar los términos de este aviso. Un cambio se aplica a toda la información que tenemos sobre usted, incluida la información que teníamos antes del cambio.",
        "Cuando lo cambiemos, publicaremos el nuevo aviso en nuestro consultorio y en esta página, con su fecha de entrada en vigor. Puede pedirnos una copia en cualquier momento.",
      ],
    },
    {
      heading: "Preguntas sobre este aviso",
      paragraphs: [
        "Si tiene una pregunta sobre este aviso o sobre su privacidad, comuníquese con nuestro Oficial de Privacidad.",
      ],
      contacts: [
        {
          heading: "Nuestro Oficial de Privacidad",
          lines: [phoneLine, mailLine("A la atención de: Oficial de Privacidad")],
        },
      ],
    },
  ],
} as const satisfies Translated<typeof en.notices.privacyPractices>;

/**
 * TEMPLATE: the languages most spoken in New York State by people with
 * limited English proficiency, from the brief. Counsel checks the list against
 * the current HHS/Census data for the state (Greek, Albanian, Punjabi and
 * Japanese are near the cut) and has a qualified translator review every
 * sentence before launch, as Section 1557 expects of translations.
 */
// Already in every language: the English notice's list, by reference.
const taglines = en.notices.nondiscrimination.parts[4].taglines.items;

/**
 * /nondiscrimination: the notice of nondiscrimination and of free language
 * help and auxiliary aids (ACA Section 1557, 2024 rule), with taglines in the
 * languages most spoken in New York State.
 */
const nondiscriminationNotice = {
  seo: {
    title: "No discriminación y ayuda gratuita con el idioma",
    description:
      "No discriminamos. Intérpretes gratuitos, información traducida y ayudas para personas con discapacidades, cómo pedirlos y cómo presentar una queja formal.",
  },
  title: "No discriminación y ayuda gratuita con el idioma",
  intro: `${clinic.name} cumple las leyes federales de derechos civiles. Este aviso explica la ayuda gratuita que ofrecemos, cómo pedirla y qué hacer si cree que le tratamos de forma injusta.`,
  effectiveDate: noticeDate,
  parts: [
    {
      heading: "No discriminamos",
      // TEMPLATE: courts stayed the gender identity parts of the 2024
      // Section 1557 rule in several states in 2024. New York State and New
      // York City law protect sexual orientation and gender identity in any
      // case; counsel confirms this list and whether to name state and city
      // law (and their added grounds, such as creed) here.
      paragraphs: [
        `${clinic.name} cumple las leyes federales de derechos civiles que se aplican a la atención médica, incluida la Sección 1557 de la Ley de Cuidado de Salud a Bajo Precio (Affordable Care Act). No rechazamos a nadie, no tratamos a nadie de forma diferente ni damos peor atención por motivo de:`,
      ],
      points: [
        "Raza",
        "Color",
        "Origen nacional, incluido el dominio limitado del inglés y el idioma principal",
        "Edad",
        "Discapacidad",
        "Sexo, incluidas las características sexuales, los rasgos intersexuales, el embarazo o las afecciones relacionadas, la orientación sexual, la identidad de género y los estereotipos sexuales",
      ],
      closing: [
        "También cumplimos el Título VI de la Ley de Derechos Civiles de 1964, la Sección 504 de la Ley de Rehabilitación de 1973 y la Ley contra la Discriminación por Edad de 1975.",
        // TEMPLATE: confirm that this notice is also posted in the office.
        `Este aviso está publicado en nuestro consultorio y en nuestro sitio web, en ${new URL(languagePath("es", noticePages.nondiscrimination.path), clinic.url).href}.`,
      ],
    },
    {
      heading: "La ayuda gratuita que ofrecemos",
      paragraphs: [
        "Cuando necesite ayuda para comunicarse con nosotros o para usar nuestros servicios, se la damos gratis y a tiempo para que le sea útil.",
      ],
      // TEMPLATE: the practice confirms each kind of help it arranges and
      // how (in-person, phone or video interpreters; braille through a vendor).
      topics: [
        {
          title: "Para personas con discapacidades",
          paragraphs: [
            "Ofrecemos ayudas y servicios que le ayudan a comunicarse con nosotros, y hacemos cambios razonables en nuestra forma de trabajar cuando una discapacidad lo requiere.",
          ],
          points: [
            "Intérpretes calificados de lenguaje de señas",
            "Información escrita en otros formatos, como letra grande, audio, braille y archivos electrónicos accesibles",
            "Cambios razonables en nuestras políticas y procedimientos",
          ],
        },
        {
          title: "Para personas que prefieren un idioma que no sea el inglés",
          paragraphs: [
            "Ofrecemos ayuda con el idioma para que pueda hablar con nosotros y entender su atención en el idioma que prefiera.",
          ],
          points: [
            "Intérpretes calificados, en persona, por teléfono o por video",
            "Información escrita traducida a su idioma",
            "No tiene que traer a un familiar o a un amigo para que le interprete, y no le pediremos a un niño que interprete, salvo en una emergencia",
          ],
        },
      ],
    },
    {
      heading: "Cómo pedir ayuda",
      paragraphs: [
        "Llámenos, o dígale a nuestro personal cuando haga una cita o cuando llegue a su consulta. Si puede, avísenos antes de su consulta para que todo esté listo cuando llegue.",
      ],
      contacts: [
        {
          heading: "Llámenos o escríbanos",
          lines: [phoneLine, relayLine, emailLine],
        },
      ],
    },
    {
      heading: "Si cree que le discriminamos",
      // TEMPLATE: the Section 1557 Coordinator and a written grievance
      // procedure are required of practices with 15 or more employees
      // (45 CFR 92.7 and 92.8). The practice names who holds the role.
      paragraphs: [
        "Si cree que no le dimos esta ayuda, o que le discriminamos de otra forma por alguno de los motivos de la lista de arriba, puede presentar una queja formal ante nuestro Coordinador de la Sección 1557. Puede presentarla en persona, por correo postal, por teléfono o por correo electrónico. Si necesita ayuda para presentarla, el Coordinador le ayudará.",
        "No le castigaremos ni le trataremos de forma diferente de ninguna manera por presentar una queja formal o una queja.",
      ],
      contacts: [
        {
          heading: "Nuestro Coordinador de la Sección 1557",
          lines: [
            phoneLine,
            relayLine,
            emailLine,
            mailLine("A la atención de: Coordinador de la Sección 1557"),
          ],
        },
        {
          heading: "El Departamento de Salud y Servicios Humanos de los EE. UU.",
          intro:
            "También puede presentar una queja de derechos civiles ante su Oficina de Derechos Civiles, en línea, por teléfono, por correo electrónico o por correo postal.",
          lines: ocrLines,
        },
      ],
    },
    {
      heading: "Ayuda gratuita con el idioma",
      paragraphs: [
        "Cada frase de abajo dice, en su idioma, que hay ayuda gratuita con el idioma y da nuestro número de teléfono para llamar.",
      ],
      taglines: { phone, items: taglines },
    },
  ],
} as const satisfies Translated<typeof en.notices.nondiscrimination>;

/**
 * /accessibility: the WCAG 2.2 AA goal, what the site does, what is known not
 * to work, and how to ask for help.
 */
const accessibilityStatement = {
  seo: {
    title: "Declaración de accesibilidad",
    description:
      "Cómo hacemos que este sitio web sea fácil de usar para todos, la norma WCAG 2.2 AA que buscamos cumplir, lo que aún no está bien y cómo pedir ayuda.",
  },
  title: "Declaración de accesibilidad",
  intro: `${clinic.name} quiere que todas las personas, incluidas las personas con discapacidades, puedan usar este sitio web y nuestros servicios.`,
  lastUpdated: noticeDate,
  parts: [
    {
      heading: "Nuestro compromiso",
      paragraphs: [
        "Todo paciente debe poder encontrar información, comunicarse con nosotros y recibir atención sin barreras. Incluimos la accesibilidad en este sitio desde el principio, no como algo que se agrega al final.",
        "Si algo de este sitio le resulta difícil de usar, queremos saberlo, y le ayudaremos a obtener la información de otra forma.",
      ],
    },
    {
      heading: "La norma que buscamos cumplir",
      // TEMPLATE: a goal, not a claim of full conformance; counsel confirms
      // the wording. HHS's Section 504 rule (45 CFR 84.84) requires WCAG 2.1
      // Level AA; 2.2 Level AA includes it.
      paragraphs: [
        "Nuestra meta es que cada página de este sitio cumpla las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Estas pautas, publicadas por el World Wide Web Consortium (W3C), explican cómo hacer sitios web que puedan usar personas con muchos tipos de discapacidades.",
      ],
    },
    {
      heading: "Lo que hace este sitio",
      points: [
        "Todos los enlaces, botones, menús y campos de formulario funcionan solo con el teclado.",
        "Primero aparece un enlace “Saltar al contenido”, para que quienes usan el teclado o un lector de pantalla puedan pasar de largo el menú.",
        "El elemento que tiene el foco del teclado se marca claramente con un contorno.",
        "Las páginas tienen encabezados en orden, regiones y etiquetas, para que los lectores de pantalla puedan describirlas y moverse por ellas.",
        "Cada enlace y cada botón tiene un nombre en texto; los íconos son decorativos y los lectores de pantalla los omiten.",
        "Los enlaces que abren otro sitio web lo indican a los lectores de pantalla.",
        "Los colores del texto y del fondo tienen suficiente contraste para leer.",
        "Puede agrandar el texto hasta el 200 % sin perder contenido ni funciones.",
        "Si su dispositivo está configurado para reducir el movimiento, el sitio apaga las animaciones.",
        "El texto en otro idioma está marcado con ese idioma, para que los lectores de pantalla lo pronuncien bien.",
        "El formulario de contacto tiene etiquetas visibles, marca los campos obligatorios y explica cualquier problema junto al campo.",
        "Con JavaScript desactivado, todas las páginas se pueden leer y el formulario de contacto se puede enviar.",
      ],
    },
    {
      heading: "Cómo lo revisamos",
      // TEMPLATE: add screen reader testing here only once the practice or
      // its developer actually does it.
      paragraphs: [
        "Probamos cada página con revisiones automáticas de accesibilidad en tamaños de pantalla de teléfono y de computadora, y revisamos el sitio a mano con el teclado y con el zoom al 200 %. Las herramientas automáticas no pueden encontrar todos los problemas, así que también contamos con lo que nos dicen los visitantes.",
      ],
    },
    {
      heading: "Limitaciones conocidas",
      points: [
        "Nuestros consultorios asociados y los otros sitios web a los que enlazamos los manejan otras personas. No podemos controlar qué tan accesibles son. Si alguno le causa problemas, díganoslo y le ayudaremos a obtener lo que necesita.",
        // TEMPLATE: as in the English (notices.ts), rewritten now that every
        // page is in four languages; counsel confirms the wording.
        "Todas las páginas de este sitio web están en inglés, ruso, español y chino simplificado. Las páginas en ruso, español y chino son traducciones en borrador que aún debe revisar un traductor médico calificado, así que si algo en ellas no está claro, llámenos. Nuestro aviso de ayuda gratuita con el idioma tiene una frase en otros idiomas más, y ofrecemos intérpretes gratis por teléfono y en el consultorio.",
      ],
      closing: [
        "Revisamos las páginas cuando las cambiamos, y corregimos los problemas a medida que los encontramos o que usted nos los informa.",
      ],
      links: [
        { to: noticePages.nondiscrimination.path, label: "Ayuda gratuita con el idioma y apoyos" },
      ],
    },
    {
      heading: "Pida ayuda o informe un problema",
      paragraphs: [
        "Si tiene dificultades para usar alguna parte de este sitio, o necesita su información de otra forma, comuníquese con nosotros. Nos ayuda que nos diga la página, lo que intentaba hacer y, si quiere, el dispositivo, el navegador y cualquier tecnología de asistencia que use.",
        `Le responderemos en un plazo de ${accessibilityReplyTime} y trabajaremos con usted hasta que tenga lo que necesita.`,
      ],
      contacts: [{ heading: "Contáctenos", lines: [phoneLine, relayLine, emailLine] }],
    },
    {
      heading: "Información en otros formatos",
      paragraphs: [
        "Podemos darle cualquier información de este sitio en otro formato sin costo, como letra grande, braille o un archivo electrónico que funcione con su lector de pantalla, o podemos leérsela por teléfono. Pídala por teléfono o por correo electrónico.",
        "Si cree que no cumplimos nuestra obligación de hacer accesibles nuestros servicios, nuestro aviso de no discriminación explica cómo presentar una queja formal ante nosotros o una queja ante el Departamento de Salud y Servicios Humanos de los EE. UU.",
      ],
      links: [
        {
          to: noticePages.nondiscrimination.path,
          label: "Lea nuestro aviso de no discriminación",
        },
      ],
    },
  ],
} as const satisfies Translated<typeof en.notices.accessibility>;

/**
 * /privacy: what the contact form collects, where it goes and for how long,
 * and that the site tracks no one.
 */
const websitePrivacyPolicy = {
  seo: {
    title: "Política de privacidad del sitio web",
    description:
      "Qué recopila el sitio web, adónde van los mensajes del formulario y cuánto los guardamos. Sin cookies de rastreo, análisis, publicidad ni rastreadores.",
  },
  title: "Política de privacidad del sitio web",
  intro: `Esta política explica qué sabe ${clinic.name} de usted cuando visita este sitio web o nos envía un mensaje por medio de él, y qué hacemos con esa información.`,
  lastUpdated: noticeDate,
  parts: [
    {
      heading: "En resumen",
      points: [
        "Solo recopilamos lo que usted escribe en nuestro formulario de contacto, además de un registro del servidor que se guarda poco tiempo.",
        `Guardamos los mensajes del formulario de contacto durante ${messageRetentionDays} días y luego los borramos.`,
        "No usamos cookies de rastreo, herramientas de análisis, publicidad ni rastreadores de terceros.",
        "Nunca vendemos su información.",
        "Por favor, no envíe datos médicos por el formulario de contacto.",
      ],
    },
    {
      heading: "Qué recopila el formulario de contacto y por qué",
      paragraphs: ["Cuando nos envía un mensaje, recibimos lo que usted escribe en el formulario:"],
      points: ["Su nombre", "Su correo electrónico", "Su número de teléfono", "Su mensaje"],
      closing: [
        "También registramos la fecha y la hora en que llegó su mensaje.",
        "Usamos esta información solo para atenderle: para responder su pregunta, hacer una cita o devolverle la llamada. No le agregamos a ninguna lista de correo, y no usamos su mensaje para mercadeo.",
      ],
    },
    {
      heading: "Por favor, no envíe datos médicos",
      warning: [contactMessages.privacyNotice, contactMessages.formNotice],
      closing: [
        "El formulario de contacto es para preguntas generales y solicitudes de cita. No es una forma segura de enviar información médica privada.",
      ],
    },
    {
      heading: "Adónde va su mensaje y cuánto tiempo lo guardamos",
      // TEMPLATE: the e-mail copy. The server deletes messages with
      // `npm run inbox -- purge`, which the practice must run daily; the
      // practice confirms its staff delete the e-mailed copies on the same
      // schedule, and that its e-mail provider and server host have signed
      // business associate agreements.
      points: [
        "Su mensaje se guarda en el servidor del sitio web de nuestro propio consultorio, no en un servicio de formularios externo.",
        "Se envía una copia por correo electrónico a nuestro personal para que pueda responderle. Nuestro proveedor de correo electrónico transporta esa copia por nosotros, bajo un contrato que le exige proteger su información.",
        `Borramos su mensaje de nuestro servidor ${messageRetentionDays} días después de que llega, y nuestro personal borra la copia del correo electrónico en el mismo plazo.`,
      ],
      closing: [
        "Su mensaje viaja a nuestro servidor por una conexión cifrada (HTTPS). Solo pueden verlo el personal que responde los mensajes y las personas que mantienen nuestro servidor.",
      ],
    },
    {
      heading: "Su mensaje del sitio web y su expediente de paciente",
      // TEMPLATE: counsel confirms how HIPAA applies to form messages (HHS
      // treats information a provider collects from someone seeking care as
      // possibly protected) and whether staff copy messages into the chart.
      paragraphs: [
        "Un mensaje que usted envía por este sitio web no forma parte de su expediente médico, y el sitio web no tiene la misma protección que su expediente de paciente. Por eso le pedimos que no incluya datos médicos. Aun así, mantenemos su mensaje en privado, como lo describe esta política.",
        "La información médica de su expediente de paciente está protegida por las leyes de privacidad federales y de Nueva York. Nuestro Aviso de prácticas de privacidad explica cómo la usamos y compartimos y cuáles son sus derechos.",
      ],
      links: [
        {
          to: noticePages.privacyPractices.path,
          label: "Lea nuestro Aviso de prácticas de privacidad",
        },
      ],
    },
    {
      heading: "Sin cookies de rastreo, herramientas de análisis ni publicidad",
      // TEMPLATE: true of the site as built. If a host or CDN in front of
      // the server adds cookies or scripts, this part must change first.
      points: [
        "No usamos cookies para rastrearle, y nuestro sitio no crea cookies propias.",
        "No usamos herramientas de análisis, y ningún servicio externo mide su visita.",
        "No mostramos publicidad ni usamos redes de publicidad ni píxeles de rastreo.",
        "No usamos rastreadores de terceros, botones de redes sociales ni ventanas de chat.",
        "No insertamos nada de otros sitios web: ni mapas, ni videos, ni fuentes tipográficas externas. Cada parte de cada página se carga desde nuestra propia dirección web.",
        "El sitio solo guarda en su navegador notas técnicas, como hasta dónde bajó en cada página, para que el botón Atrás le lleve al mismo lugar. Nada de esto le identifica, y su navegador lo borra cuando cierra la pestaña.",
      ],
    },
    {
      heading: "Registros del servidor",
      paragraphs: [
        "Como todo sitio web, nuestro servidor guarda un registro breve de las solicitudes que recibe, para mantener el sitio seguro y funcionando. Cada entrada contiene:",
      ],
      points: [
        "La dirección de internet (IP) de su dispositivo",
        "La página o el archivo solicitado",
        "La fecha y la hora",
        "Si la solicitud funcionó",
      ],
      closing: [
        `Guardamos estos registros durante ${serverLogRetentionDays} días como máximo y los usamos solo para encontrar y corregir problemas y para proteger el sitio de ataques. Nunca incluyen lo que usted escribió en un mensaje.`,
        "Para evitar abusos, nuestro servidor también cuenta cuántos mensajes llegan de cada dirección de internet en un minuto. Guarda esa cuenta solo en la memoria, durante más o menos un minuto.",
      ],
    },
    {
      heading: "Con quién compartimos información",
      paragraphs: [
        "No vendemos, alquilamos ni intercambiamos su información. Solo la compartimos con los servicios que nos ayudan a mantener este sitio y a responderle, como la empresa que aloja nuestro servidor y nuestro proveedor de correo electrónico, o cuando la ley nos lo exige.",
      ],
    },
    {
      heading: "Enlaces a otros sitios web",
      paragraphs: [
        "Nuestro sitio tiene enlaces a otros sitios web, como los de nuestros consultorios asociados. Cuando usted sigue uno de estos enlaces, sale de nuestro sitio, y se aplica la política de privacidad de ese sitio. No controlamos lo que esos sitios recopilan.",
      ],
    },
    {
      heading: "Niños",
      // TEMPLATE: confirm the age the practice treats and whether a
      // parent's request to delete a child's message needs identification.
      paragraphs: [
        "Nuestro sitio web no está pensado para niños menores de 13 años, y no recopilamos su información a sabiendas. Un padre, una madre o un tutor puede comunicarse con nosotros en nombre de un niño. Si cree que un niño nos envió un mensaje, díganoslo y lo borraremos.",
      ],
    },
    {
      heading: "Sus opciones",
      // TEMPLATE: `npm run inbox` has no command to delete one message yet;
      // the practice adds one (or a documented manual step) before launch.
      paragraphs: [
        `Puede preguntarnos si tenemos un mensaje suyo, o pedirnos que lo borremos antes de que pasen los ${messageRetentionDays} días. Comuníquese con nosotros por teléfono o por correo electrónico.`,
      ],
    },
    {
      heading: "Cambios a esta política",
      paragraphs: [
        "Si cambiamos esta política, publicaremos la nueva versión en esta página y cambiaremos la fecha de arriba. Si un cambio es importante, lo diremos al principio de esta página.",
      ],
    },
    {
      heading: "Contáctenos",
      paragraphs: ["Si tiene una pregunta sobre esta política, comuníquese con nosotros."],
      contacts: [
        {
          heading: clinic.name,
          lines: [phoneLine, emailLine, mailLine("A la atención de: Privacidad del sitio web")],
        },
      ],
    },
  ],
} as const satisfies Translated<typeof en.notices.privacy>;

/**
 * /good-faith-estimate: the right of uninsured and self-pay patients to a
 * written estimate of expected charges before care (No Surprises Act), and
 * the patient-provider dispute process when a bill is $400 or more above it.
 * CMS's Spanish standard notice is the model the translator compares with.
 */
const goodFaithEstimateNotice = {
  seo: {
    title: "Estimación de buena fe",
    description:
      "Si no tiene seguro médico o decide no usarlo, tiene derecho a recibir por escrito una Estimación de buena fe de sus costos antes de su atención.",
  },
  title: "Su derecho a recibir una Estimación de buena fe",
  intro:
    "Si no tiene seguro médico, o decide no usarlo, tiene derecho a saber cuánto costará su atención antes de recibirla.",
  // TEMPLATE: counsel confirms the banner against CMS's current standard notice.
  banner:
    "Usted tiene derecho a recibir una Estimación de buena fe: un cálculo por escrito de cuánto costará su atención médica.",
  lastUpdated: noticeDate,
  parts: [
    {
      heading: "Quién puede recibir una estimación",
      // TEMPLATE: counsel confirms who counts as uninsured or self-pay under
      // 45 CFR 149.610(a)(2). People enrolled in Medicare or Medicaid are
      // not covered by this rule; New York Public Health Law §24 covers
      // patients whose plan we are not in network with.
      paragraphs: [
        "Una Estimación de buena fe es una lista por escrito de la atención que esperamos darle y de lo que esperamos cobrarle por ella.",
        "Una ley federal, la Ley Sin Sorpresas (No Surprises Act), le da derecho a recibirla si no tiene seguro médico. Tiene el mismo derecho si tiene seguro pero decide pagar su atención usted mismo.",
        "Si usa su seguro, su plan puede decirle cuánto pagará. Si no estamos en la red de su plan, de todos modos puede pedirnos un cálculo de lo que le cobraremos.",
      ],
      links: [
        {
          to: mainPages.patients.path,
          label: "Seguros y facturación en nuestra guía para pacientes nuevos",
        },
      ],
    },
    {
      heading: "Cuándo la recibirá",
      // TEMPLATE: the deadlines of 45 CFR 149.610(b)(1)(vi), in plain words.
      paragraphs: [
        "Le damos la estimación por escrito, en papel o por correo electrónico, como usted prefiera. También podemos repasarla con usted por teléfono o en persona.",
      ],
      points: [
        "Si hace una cita con al menos 3 días hábiles de anticipación, recibirá su estimación en un plazo de 1 día hábil después de hacer la cita.",
        "Si hace una cita con al menos 10 días hábiles de anticipación, la recibirá en un plazo de 3 días hábiles después de hacer la cita.",
        "Si pide una estimación antes de hacer una cita, la recibirá en un plazo de 3 días hábiles después de pedirla.",
      ],
      closing: [
        "Puede pedir una estimación para una sola consulta, o para una serie de tratamientos planeados para el próximo año.",
      ],
    },
    {
      heading: "Qué muestra la estimación",
      points: [
        "Cada servicio y artículo que esperamos darle, como consultas, procedimientos y medicamentos que se aplican en nuestro consultorio",
        "El código de facturación y el cargo esperado de cada uno",
        "El motivo de su atención, si lo sabemos",
        "La fecha en que la hicimos, y la fecha de su atención si ya está fijada",
      ],
      // TEMPLATE: HHS has not yet enforced the part of the rule that asks the
      // first provider to include other providers' charges. Counsel confirms
      // this sentence before launch and at every review.
      closing: [
        "Una estimación no es un contrato. No está obligado a recibir su atención con nosotros porque le dimos una.",
        "No puede incluir costos que nadie podría prever, como un cambio en su atención. Es posible que no incluya la atención de otros lugares, como un laboratorio o un centro de imágenes. Pídales a ellos su propia estimación.",
      ],
    },
    {
      heading: "Si su factura es más alta que su estimación",
      // TEMPLATE: the threshold, time limit and fee of 45 CFR 149.620 as
      // CMS describes them. Counsel checks the fee on cms.gov/nosurprises
      // before launch, since CMS may change it.
      paragraphs: [
        "Si nuestra factura es $400 o más por encima de su Estimación de buena fe, puede disputar la factura.",
        "Primero puede llamarnos. Repasaremos la factura con usted, y la corregiremos si está equivocada.",
        "También puede pedir una revisión por medio del proceso federal de resolución de disputas entre pacientes y proveedores. Debe empezarlo en un plazo de 120 días calendario (unos 4 meses) a partir de la fecha de su primera factura. Hay un cargo de $25.",
        "Luego, un revisor que no trabaja ni para usted ni para nosotros decide cuánto debe usted. Mientras su disputa esté abierta, no enviaremos la factura a una agencia de cobranza ni le agregaremos cargos por pago atrasado.",
      ],
      warning: ["Guarde una copia o una foto de su Estimación de buena fe y de su factura."],
    },
    {
      heading: "Más información",
      paragraphs: [
        "Para saber más sobre su derecho a una Estimación de buena fe, o para empezar una disputa, comuníquese con los Centros de Servicios de Medicare y Medicaid (CMS).",
      ],
      // TEMPLATE: CMS's address and number as its standard notice gives them;
      // counsel checks them before launch and at every review.
      contacts: [
        {
          heading: "Centros de Servicios de Medicare y Medicaid (CMS)",
          lines: [
            {
              label: "En línea",
              text: en.notices.goodFaithEstimate.parts[4].contacts[0].lines[0].text,
              href: en.notices.goodFaithEstimate.parts[4].contacts[0].lines[0].href,
            },
            {
              label: "Teléfono",
              text: en.notices.goodFaithEstimate.parts[4].contacts[0].lines[1].text,
              href: en.notices.goodFaithEstimate.parts[4].contacts[0].lines[1].href,
            },
          ],
        },
      ],
    },
    {
      heading: "Pídanos una estimación",
      paragraphs: [
        "Llámenos, escríbanos un correo electrónico o pregunte en la recepción. Díganos para qué atención quiere una estimación y cómo le gustaría recibirla.",
        "Por favor, no envíe datos médicos por correo electrónico. Le preguntaremos por teléfono lo que necesitemos saber.",
      ],
      contacts: [
        {
          heading: clinic.name,
          lines: [phoneLine, relayLine, emailLine, mailLine("A la atención de: Facturación")],
        },
      ],
    },
  ],
} as const satisfies Translated<typeof en.notices.goodFaithEstimate>;

/** Each notice under its key in `noticePages` (site-map.ts), as in the English. */
export const notices = {
  privacyPractices: privacyPracticesNotice,
  nondiscrimination: nondiscriminationNotice,
  accessibility: accessibilityStatement,
  privacy: websitePrivacyPolicy,
  goodFaithEstimate: goodFaithEstimateNotice,
} as const satisfies Translated<typeof en.notices>;
