// Spanish (neutral Latin American, as read by US patients) translation of the
// treatment pages: treatments, treatmentsIndex and treatmentCallToAction.
// Draft Spanish translation of app/content/treatments.ts; awaiting review by a qualified medical translator.
// 2026-11-23
//
// Same structure and order as the English file, so the two can be read side by
// side. Practice numbers come from careFacts, as in the English. Slugs, icons,
// `featured`, condition slugs, sources, numeric-claim source keys and review
// dates are the English values, by reference.
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import type { Translated } from "#app/content/translated.ts";
import * as en from "#app/content/treatments.ts";
import { clinicWords as practiceWords } from "./clinic.ts";

const botox = careFacts.botox;
const chronic = careFacts.chronicMigraine;
const outcomeMeasures = careFacts.outcomeMeasures.join(" y ");
const followUpEvery = `cada ${formatRange(careFacts.followUpEveryWeeks)} semanas`;
const newPreventiveFollowUp = `${formatRange(careFacts.newPreventiveFollowUpWeeks)} semanas`;
const preventiveThreshold = `${careFacts.preventiveThresholdMigraineDays} o más`;
const cgrpTrial = `prueba de ${careFacts.cgrpTrialMonths} meses`;
const quarterlyCgrpTrial = `después de ${careFacts.quarterlyCgrpTrialMonths} meses`;

// The practice's sentences this page repeats, from the translation of clinic.ts.
const clinicText = {
  newPatientsBadge: practiceWords.newPatients.badge,
  insuranceSummary: practiceWords.insurance.summary,
  priorAuthorization: practiceWords.insurance.priorAuthorization,
  priorAuthorizationBadge: practiceWords.insurance.priorAuthorizationBadge,
  payment: practiceWords.insurance.payment,
  telehealthEligibility: practiceWords.telehealth.eligibility,
  telehealthLocation: practiceWords.telehealth.location,
};

// What "tratamiento agudo" / "medicamento agudo" means, the same words as the
// condition pages.
const acuteMeans = "el medicamento que usted toma cuando empieza un ataque";

/** The chronic migraine definition in plain words, shared by several pages. */
const chronicMigraineDefinition = `dolor de cabeza ${chronic.headacheDaysPerMonth} o más días al mes durante más de ${chronic.months} meses, con características de migraña en al menos ${chronic.migraineDays} de esos días`;

// A nerve block's numbing medicine works within minutes; a steroid, when one
// is added, may take days (see the English file). Same words as the condition pages.
const nerveBlockRelief =
  "El alivio suele llegar en minutos. En algunas personas va aumentando a lo largo de unos días, y no a todas les ayuda.";

// The first sentences of every "Insurance and prior authorization" section.
const insuranceOpening = [clinicText.insuranceSummary, clinicText.priorAuthorization].join(" ");

/** What a prior authorization is, in plain words. */
const priorAuthorizationMeaning =
  "Una autorización previa es un paso que algunos planes de seguro exigen antes de aceptar pagar un tratamiento. Su médico le envía al plan sus expedientes y explica por qué usted lo necesita. Luego el plan revisa la solicitud y la aprueba o la rechaza.";

export const treatments = [
  {
    slug: en.treatments[0].slug,
    title: "Botox para la migraña crónica",
    icon: en.treatments[0].icon,
    featured: en.treatments[0].featured,
    description: `Inyecciones de onabotulinumtoxinA aprobadas por la FDA para adultos con migraña crónica, que se aplican cada ${botox.everyWeeks} semanas.`,
    summary: `El Botox (onabotulinumtoxinA) es un tratamiento preventivo aprobado por la FDA para adultos con migraña crónica. Pequeñas inyecciones en ciertos músculos de la cabeza y el cuello, repetidas cada ${botox.everyWeeks} semanas, reducen el número de días con dolor de cabeza en muchos pacientes.`,
    keyFacts: [
      { label: "Inyecciones", value: `${botox.injections}` },
      { label: "Zonas musculares", value: `${botox.muscleAreas}` },
      { label: "Unidades en total", value: `${botox.units}` },
      { label: "Se repite cada", value: `${botox.everyWeeks} semanas` },
      { label: "Duración de la consulta", value: `Unos ${botox.minutes} minutos` },
      { label: "Edad", value: `Adultos de ${botox.minAge} años o más` },
    ],
    whoFor: [
      `Adultos de ${botox.minAge} años o más con migraña crónica. Eso significa ${chronicMigraineDefinition}.`,
      "Personas cuyos dolores de cabeza no han mejorado lo suficiente con pastillas preventivas, o que no pudieron seguir tomándolas por los efectos secundarios.",
      "Personas que prefieren un tratamiento unas pocas veces al año en lugar de acordarse de una pastilla todos los días.",
      `Personas con migraña crónica que toman medicamento agudo con demasiada frecuencia, como parte de un plan para reducirlo. El medicamento agudo es ${acuteMeans}.`,
    ],
    howItWorks: [
      "El Botox es una proteína purificada que se obtiene de un germen llamado Clostridium botulinum. En dosis muy pequeñas, impide que las terminaciones nerviosas liberen algunos de sus mensajeros químicos. En la migraña, los investigadores creen que calma los nervios del dolor de la cabeza y el cuello. Lo hace al limitar la liberación de sustancias que transmiten el dolor, como el CGRP. Con el tiempo, llegan menos señales de dolor al cerebro, y el cerebro puede volverse menos fácil de desencadenar.",
      `El tratamiento sigue el protocolo PREEMPT, el método que se usó en los estudios que llevaron a la aprobación de la FDA. Usted recibe ${botox.units} unidades en total, en ${botox.injections} pequeñas inyecciones de 5 unidades cada una. Se aplican en ${botox.muscleAreas} zonas musculares. En la cabeza, son la frente (frontal), la zona entre las cejas (corrugador y prócer), las sienes (temporal) y la parte de atrás de la cabeza (occipital). Más abajo, son la parte de atrás del cuello (músculos paraespinales cervicales) y la parte de arriba de los hombros (trapecio).`,
      "El Botox es un tratamiento preventivo. No detiene un ataque que ya empezó; el objetivo es tener menos días con dolor de cabeza y ataques más leves. Algunas personas notan un cambio en pocas semanas, pero el efecto a menudo aumenta durante los primeros dos o tres ciclos de tratamiento. El Botox está aprobado por la FDA para la migraña crónica en adultos. No está aprobado para la migraña episódica, en la que los estudios no mostraron un beneficio claro.",
    ],
    visit: [
      "Antes de su primer tratamiento, su médico confirma que usted tiene migraña crónica, revisa los medicamentos que ha probado y le pide que lleve un diario de dolores de cabeza. No hace falta ninguna preparación especial. Coma como siempre, tome sus medicamentos habituales y póngase una camisa que deje llegar fácilmente al cuello y los hombros. Avísenos si toma un anticoagulante (un medicamento para hacer la sangre más líquida) o si alguna vez le aplicaron Botox por otro motivo.",
      `El tratamiento en sí dura unos ${botox.minutes} minutos. Usted se sienta en una silla mientras el médico limpia la piel y aplica las ${botox.injections} inyecciones con una aguja muy fina. La mayoría de las personas sienten un pinchazo o ardor rápido con cada una, y casi nunca hace falta crema anestésica.`,
      "Después, usted puede manejar de vuelta a casa y seguir con su día normal. Trate de no frotar ni presionar las zonas de las inyecciones durante el resto del día. Siga llenando su diario de dolores de cabeza, y llámenos si nota efectos secundarios que le preocupen.",
    ],
    schedule: [
      `El Botox se repite cada ${botox.everyWeeks} semanas. Ese es el tiempo que suele durar el efecto y el calendario que se usó en los estudios, así que los tratamientos no se aplican más seguido. La mayoría de los pacientes programan la siguiente cita antes de irse.`,
      `En cada consulta revisamos su diario y sus puntajes de ${outcomeMeasures} para ver cuánto ha cambiado. Como el beneficio a menudo aumenta durante los primeros dos o tres ciclos, por lo general evaluamos el Botox después de ese punto. Si ayuda, muchos pacientes siguen con él a largo plazo, y seguimos revisando si todavía es la opción adecuada.`,
    ],
    sideEffects: [
      "Dolor o rigidez en el cuello.",
      "Dolor, enrojecimiento o un pequeño moretón donde entró la aguja.",
      "Dolor de cabeza uno o dos días después del tratamiento.",
      "Un párpado caído o un cambio en la forma de las cejas, que desaparece cuando pasa el efecto del medicamento.",
      "Debilidad en los músculos del cuello o de los hombros, que por un tiempo puede hacer más difícil sostener la cabeza.",
      "En raras ocasiones, el efecto puede extenderse más allá de los músculos inyectados y causar dificultad para tragar, hablar o respirar. Busque ayuda médica de inmediato si esto ocurre.",
    ],
    insurance: [
      `${insuranceOpening} ${priorAuthorizationMeaning}`,
      "Para el Botox, la mayoría de los planes piden expedientes que muestren un diagnóstico de migraña crónica y una lista de los medicamentos preventivos que usted ya ha probado. Reunimos estos expedientes, enviamos la solicitud y le damos seguimiento con su plan. Muchos planes también piden una nueva aprobación después de los primeros tratamientos, con su diario de dolores de cabeza para mostrar cómo le va. Si su plan envía el medicamento por medio de una farmacia especializada, nos encargamos de que lo entreguen en nuestro consultorio.",
    ],
    conditionSlugs: en.treatments[0].conditionSlugs,
    numericClaims: [
      {
        text: `${botox.minAge} años o más`,
        source: en.treatments[0].numericClaims[0].source,
      },
      {
        text: `cada ${botox.everyWeeks} semanas`,
        source: en.treatments[0].numericClaims[1].source,
      },
      { text: `${botox.units} unidades`, source: en.treatments[0].numericClaims[2].source },
      {
        text: `${botox.injections} pequeñas inyecciones de 5 unidades cada una`,
        source: en.treatments[0].numericClaims[3].source,
      },
      {
        text: `${botox.injections} inyecciones`,
        source: en.treatments[0].numericClaims[4].source,
      },
      {
        text: `${botox.muscleAreas} zonas musculares`,
        source: en.treatments[0].numericClaims[5].source,
      },
      { text: chronicMigraineDefinition, source: en.treatments[0].numericClaims[6].source },
      {
        text: `unos ${botox.minutes} minutos`,
        source: en.treatments[0].numericClaims[7].source,
      },
      { text: "HIT-6", source: en.treatments[0].numericClaims[8].source },
    ],
    faqs: [
      {
        question: "¿Puede ayudarme el Botox si tengo migraña episódica?",
        answer: `El Botox está aprobado por la FDA solo para la migraña crónica. Eso significa ${chronicMigraineDefinition}. Los estudios en personas con menos días de dolor de cabeza no mostraron un beneficio claro. Si su migraña es episódica, por lo general otros tratamientos preventivos son más adecuados.`,
      },
      {
        question: "¿Duelen las inyecciones?",
        answer: `La aguja es muy fina, y la mayoría de las personas describen cada inyección como un pinchazo o ardor rápido. Todas las inyecciones juntas llevan unos ${botox.minutes} minutos. Algunas personas tienen un dolor leve en el cuello o la frente durante uno o dos días.`,
      },
      {
        question: "¿Cuándo notaré la diferencia?",
        answer:
          "Algunas personas notan menos días con dolor de cabeza a las pocas semanas del primer tratamiento. En muchas otras, el efecto aumenta durante los primeros dos o tres ciclos de tratamiento. Por eso por lo general recomendamos más de una sesión antes de decidir si el Botox le está funcionando.",
      },
      {
        question: "¿El Botox cambiará cómo se ve mi cara?",
        answer:
          "Las dosis y los lugares se eligen para tratar la migraña, no por estética. Algunas personas notan más suaves las líneas de la frente. Con menos frecuencia, un párpado o una ceja cae un poco, y esto desaparece cuando pasa el efecto del medicamento.",
      },
      {
        question: "¿Puedo seguir tomando mis otros medicamentos para la migraña?",
        answer:
          "Sí, en la mayoría de los casos. Puede seguir usando el medicamento que detiene sus ataques. Algunos pacientes usan el Botox junto con otro preventivo, como un medicamento contra el CGRP. Su médico revisará con usted su lista completa de medicamentos.",
      },
      {
        question: "¿Quién no debe recibir Botox?",
        answer:
          "El Botox no se aplica donde hay una infección en los lugares de las inyecciones, ni a nadie que haya tenido una reacción alérgica a él. Requiere un cuidado especial en personas con enfermedades de los nervios y los músculos, como la miastenia grave o la ELA, o con dificultad para tragar o respirar. No se ha estudiado bien en el embarazo, así que díganos si está embarazada o planea estarlo.",
      },
    ],
    sources: en.treatments[0].sources,
    updated: en.treatments[0].updated,
  },
  {
    slug: en.treatments[1].slug,
    title: "Terapia dirigida al CGRP",
    icon: en.treatments[1].icon,
    featured: en.treatments[1].featured,
    description:
      "Medicamentos que bloquean el CGRP, una proteína que participa en los ataques de migraña, para prevenir los ataques y para tratarlos cuando empiezan.",
    summary:
      "Los medicamentos dirigidos al CGRP bloquean el CGRP (péptido relacionado con el gen de la calcitonina), una proteína que tiene un papel central en los ataques de migraña. Algunos previenen los ataques; otros detienen un ataque una vez que empieza. La Sociedad Americana de Cefalea (American Headache Society) los incluye entre las opciones de primera línea para prevenir la migraña.",
    keyFacts: [
      {
        label: "Prueba de un preventivo mensual",
        value: `${careFacts.cgrpTrialMonths} meses`,
      },
      {
        label: "Prueba de un preventivo que se aplica cada tres meses",
        value: `${careFacts.quarterlyCgrpTrialMonths} meses`,
      },
      { label: "Consultas de seguimiento", value: "Mensuales o trimestrales" },
      { label: "Formas", value: "Autoinyección, infusión intravenosa, tableta o aerosol nasal" },
    ],
    whoFor: [
      "Adultos con migraña episódica o crónica que quieren tener menos días de migraña.",
      "Personas que empiezan un tratamiento preventivo por primera vez. La Sociedad Americana de Cefalea ahora incluye estos medicamentos entre las opciones de primera línea.",
      "Personas a quienes sus medicamentos preventivos más antiguos no les ayudaron lo suficiente o les causaron efectos secundarios.",
      `Personas que necesitan medicamento agudo, es decir, ${acuteMeans}, pero no pueden tomar triptanes o no les ayudan. Los triptanes, como el sumatriptán, son medicamentos más antiguos hechos para detener los ataques de migraña.`,
      "Adultos con cefalea en racimos episódica. Un anticuerpo contra el CGRP, el galcanezumab, está aprobado para ella.",
    ],
    howItWorks: [
      "El CGRP es una proteína que libera el nervio trigémino, el principal nervio del dolor de la cabeza. Durante un ataque de migraña, los niveles de CGRP suben. El CGRP ensancha los vasos sanguíneos alrededor del cerebro y ayuda a transmitir y a intensificar las señales de dolor. Bloquear el CGRP, o el lugar donde se une, puede hacer que los ataques sean menos frecuentes y más fáciles de detener.",
      "Hay dos familias de medicamentos contra el CGRP. La primera son los anticuerpos, que son proteínas hechas en laboratorio. La mayoría se unen al CGRP mismo; el erenumab, en cambio, bloquea el lugar donde se une el CGRP. Se aplican en inyección o en infusión intravenosa, duran de semanas a meses en el cuerpo y se usan solo para prevenir.",
      "La segunda son los gepantes, que son medicamentos más nuevos para la migraña. Son moléculas pequeñas, que se toman en tableta o en aerosol nasal, y bloquean el lugar donde se une el CGRP. Algunos se toman con un horario fijo para prevenir los ataques, y otros se toman cuando empieza un ataque.",
      "En 2024, la Sociedad Americana de Cefalea dijo que los medicamentos contra el CGRP están entre las opciones de primera línea para prevenir la migraña. Eso significa que usted no necesita probar primero medicamentos más antiguos. A diferencia de los triptanes, los gepantes no estrechan los vasos sanguíneos. Por eso pueden ser una opción para algunas personas que no pueden tomar triptanes.",
    ],
    medications: [
      {
        name: "Erenumab (Aimovig)",
        dosing: "Autoinyección mensual",
        mechanism: "Anticuerpo que bloquea el receptor del CGRP",
        use: "Prevención",
      },
      {
        name: "Fremanezumab (Ajovy)",
        dosing: "Autoinyección, mensual o cada tres meses",
        mechanism: "Anticuerpo que se une al CGRP",
        use: "Prevención",
      },
      {
        name: "Galcanezumab (Emgality)",
        dosing:
          "Autoinyección mensual. Para la migraña: primero una dosis de carga. Para la cefalea en racimos: 300 mg al mes durante una temporada, sin dosis de carga",
        mechanism: "Anticuerpo que se une al CGRP",
        use: "Prevención de la migraña; cefalea en racimos episódica",
      },
      {
        name: "Eptinezumab (Vyepti)",
        dosing: "Infusión intravenosa cada tres meses",
        mechanism: "Anticuerpo que se une al CGRP",
        use: "Prevención",
      },
      {
        name: "Atogepant (Qulipta)",
        dosing: "Tableta diaria",
        mechanism: "Gepante: bloquea el receptor del CGRP",
        use: "Prevención",
      },
      {
        name: "Rimegepant (Nurtec ODT)",
        dosing:
          "Tableta que se disuelve: para ataques, según necesidad; para prevenir, cada dos días",
        mechanism: "Gepante: bloquea el receptor del CGRP",
        use: "Tratamiento agudo; prevención solo de la migraña episódica",
      },
      {
        name: "Ubrogepant (Ubrelvy)",
        dosing: "Tableta, según sea necesario",
        mechanism: "Gepante: bloquea el receptor del CGRP",
        use: "Tratamiento agudo",
      },
      {
        name: "Zavegepant (Zavzpret)",
        dosing: "Aerosol nasal, según sea necesario",
        mechanism: "Gepante: bloquea el receptor del CGRP",
        use: "Tratamiento agudo",
      },
    ],
    visit: [
      "En su consulta, su médico revisa la historia y el diario de sus dolores de cabeza y los medicamentos que toma. También revisamos su presión arterial y la salud de su corazón, y le preguntamos si está embarazada o planea un embarazo. Juntos eligen el medicamento y la forma que mejor se adaptan a su vida. Puede ser una inyección mensual, una tableta diaria o un medicamento solo para los ataques.",
      "Si elige una autoinyección, nuestro personal le enseña a usar la pluma o la jeringa precargada. A menudo su primera dosis se aplica en el consultorio, para que se sienta con confianza al hacerlo en casa. El eptinezumab se aplica por una vena durante una media hora, y después le observamos por un rato. Para las tabletas y el aerosol nasal, su médico le explica exactamente cuándo tomarlos.",
      "Lleve un diario de dolores de cabeza desde el principio. Es la forma más clara de que usted y su médico vean si el medicamento está funcionando.",
    ],
    schedule: [
      "Cada cuánto toma un medicamento contra el CGRP depende de cuál use. Las inyecciones se aplican una vez al mes, y el fremanezumab también se puede aplicar una vez cada tres meses. La infusión se aplica cada tres meses. Las tabletas preventivas se toman a diario o cada dos días, y las demás solo cuando empieza un ataque. Le vemos en consultas de seguimiento mensuales o trimestrales, según el medicamento y cómo le vaya.",
      `Evaluamos un preventivo mensual contra el CGRP después de una ${cgrpTrial}. Un medicamento que se aplica cada tres meses (el eptinezumab, o el fremanezumab aplicado así) tarda más en evaluarse, así que decidimos ${quarterlyCgrpTrial}. Esto sigue el consejo de la Sociedad Americana de Cefalea. Algunas personas mejoran en el primer mes, y otras necesitan la prueba completa. En las consultas de seguimiento revisamos su diario y sus puntajes de ${outcomeMeasures}. Si un medicamento contra el CGRP no ayuda lo suficiente, puede que otro sí funcione.`,
    ],
    sideEffects: [
      "Enrojecimiento, dolor, picazón o hinchazón donde entra la inyección.",
      "Estreñimiento, sobre todo con el erenumab. Llámenos si es fuerte o viene con dolor de estómago.",
      "Hay dos advertencias para todos los medicamentos de la tabla, tanto anticuerpos como gepantes. Pueden causar presión arterial alta (hipertensión) o empeorarla, así que revisamos su presión arterial en las consultas. También pueden causar o empeorar el fenómeno de Raynaud, cuando los dedos de las manos o de los pies se ponen pálidos o azules y se sienten fríos o entumecidos. Avísenos si le pasa cualquiera de las dos cosas.",
      "Náuseas con los gepantes.",
      "Sueño o cansancio con algunos gepantes.",
      "Un cambio en el sentido del gusto o molestias en la nariz con el aerosol nasal de zavegepant.",
      "En raras ocasiones, una reacción alérgica como sarpullido, picazón o hinchazón. Busque ayuda de inmediato si tiene dificultad para respirar.",
    ],
    insurance: [
      `${insuranceOpening} ${priorAuthorizationMeaning}`,
      "Para los medicamentos contra el CGRP, los planes por lo general piden su diagnóstico y cuántos días de migraña tiene. Algunos todavía piden que usted pruebe primero medicamentos preventivos más antiguos. Enviamos estos expedientes por usted, respondemos las preguntas del plan y apelamos si se rechaza una solicitud. Después de la prueba, muchos planes piden comprobar que el medicamento está ayudando antes de renovarlo. Los fabricantes de medicamentos tienen programas de ahorro para algunas personas con seguro privado. Por lo general, estos no se pueden usar con Medicare o Medicaid.",
    ],
    conditionSlugs: en.treatments[1].conditionSlugs,
    numericClaims: [
      { text: cgrpTrial, source: en.treatments[1].numericClaims[0].source },
      { text: quarterlyCgrpTrial, source: en.treatments[1].numericClaims[1].source },
      { text: "2024", source: en.treatments[1].numericClaims[2].source },
      { text: "300 mg", source: en.treatments[1].numericClaims[3].source },
      { text: "HIT-6", source: en.treatments[1].numericClaims[4].source },
    ],
    faqs: [
      {
        question: "¿Cuál es la diferencia entre los anticuerpos contra el CGRP y los gepantes?",
        answer:
          "Los anticuerpos son proteínas grandes que se aplican en inyección o en infusión, y se usan solo para prevenir los ataques. Los gepantes son medicamentos pequeños que se toman en tableta o en aerosol nasal. Algunos gepantes previenen los ataques, y otros detienen un ataque una vez que empieza. El rimegepant puede hacer las dos cosas, aunque su uso preventivo es solo para la migraña episódica.",
      },
      {
        question: "¿Tengo que probar primero otros medicamentos preventivos?",
        answer:
          "En 2024, la Sociedad Americana de Cefalea dijo que estos medicamentos están entre las opciones de primera línea para la prevención. Así que, desde el punto de vista médico, usted no necesita probar primero medicamentos más antiguos. Algunos planes de seguro todavía lo piden. Nos encargamos por usted de la autorización previa y de cualquier apelación.",
      },
      {
        question: "¿Cuánto tiempo tarda en saberse si funciona?",
        answer: `Algunas personas notan menos días de migraña en el primer mes. Otras mejoran más despacio. Por eso evaluamos un preventivo mensual contra el CGRP después de una ${cgrpTrial}, y uno que se aplica cada tres meses ${quarterlyCgrpTrial}. Llevar un diario hace que esa decisión sea mucho más clara.`,
      },
      {
        question:
          "¿Puedo usar un gepante para los ataques mientras uso un anticuerpo contra el CGRP?",
        answer:
          "Algunos pacientes sí usan los dos juntos, pero la investigación sobre esta combinación todavía es limitada. Su médico tendrá en cuenta el patrón de sus ataques, sus otros medicamentos y la cobertura de su seguro antes de sugerirlo. Por favor, no los combine sin hablar primero con nosotros.",
      },
      {
        question: "¿Son seguros los medicamentos contra el CGRP durante el embarazo?",
        answer:
          "Todavía no hay suficiente información para saber si estos medicamentos son seguros durante el embarazo o la lactancia. Los anticuerpos permanecen en el cuerpo varios meses después de la última dosis. Si está planeando un embarazo, díganoslo con tiempo para que podamos planear cuándo suspenderlos.",
      },
      {
        question:
          "¿Pueden los medicamentos contra el CGRP causar cefalea por uso excesivo de medicamentos?",
        answer:
          "Los anticuerpos solo previenen los ataques. No se toman durante un ataque, así que no cuentan para el uso excesivo. Los primeros estudios sugieren que los gepantes podrían causar cefalea por uso excesivo de medicamentos con menos probabilidad que otros medicamentos agudos. Esto todavía no está demostrado, así que igual contamos cada día en que usted toma uno.",
      },
    ],
    sources: en.treatments[1].sources,
    updated: en.treatments[1].updated,
  },
  {
    slug: en.treatments[2].slug,
    title: "Bloqueos nerviosos",
    icon: en.treatments[2].icon,
    description:
      "Inyecciones rápidas en el consultorio de un medicamento que adormece, cerca de ciertos nervios de la cabeza, para calmar el dolor.",
    summary:
      "Un bloqueo nervioso es un procedimiento corto en el consultorio. Se pone una pequeña cantidad de medicamento que adormece, a veces con un esteroide, cerca de un nervio de la cabeza para calmar el dolor de cabeza. Una opción común es el nervio occipital mayor, en la parte de atrás de la cabeza.",
    whoFor: [
      "Personas con neuralgia occipital: dolor como una descarga o una punzada en la parte de atrás de la cabeza, a lo largo de los nervios occipitales.",
      "Personas con migraña o migraña crónica que necesitan un alivio extra además de su otro tratamiento, o un puente mientras un nuevo preventivo empieza a hacer efecto.",
      "Personas con cefalea en racimos. Un bloqueo del nervio occipital mayor con un esteroide puede ayudar a calmar una temporada de racimos.",
      "Personas con dolor de cabeza después de una lesión en la cabeza, sobre todo cuando la parte de atrás de la cabeza duele al tocarla.",
      "Personas que no pueden tomar ciertos medicamentos para el dolor de cabeza, por ejemplo durante el embarazo, después de hablar con su médico.",
    ],
    howItWorks: [
      "Los nervios del cuero cabelludo y de la cara llevan las señales de dolor al sistema trigeminal. Esta es la red que une los nervios del dolor de la cabeza con las zonas del cerebro que participan en la migraña. Adormecer uno de estos nervios por un tiempo puede calmar esa red más grande, no solo el lugar donde se pone el medicamento.",
      "El medicamento es un anestésico local, el mismo tipo de medicamento para adormecer que usan los dentistas, como la lidocaína o la bupivacaína. A veces se agrega una pequeña cantidad de esteroide para calmar la hinchazón y ayudar a que el alivio dure más. Los nervios que más se tratan son el occipital mayor y el occipital menor, en la parte de atrás de la cabeza. Otros son el nervio supraorbitario, encima de la ceja, y el nervio auriculotemporal, en la sien, delante de la oreja.",
      "El ganglio esfenopalatino es un grupo de nervios que está muy adentro, detrás de la nariz. Un bloqueo del ganglio esfenopalatino se hace por la nariz con un aplicador delgado y blando, y no se usa aguja.",
      `El cuero cabelludo por lo general se adormece en minutos. ${nerveBlockRelief} Cuánto dura el alivio varía de una persona a otra. Un bloqueo también puede ayudar con el diagnóstico. Cuando un bloqueo del nervio occipital alivia el dolor en la parte de atrás de la cabeza, eso apoya un diagnóstico de neuralgia occipital.`,
    ],
    visit: [
      "Hay poco que hacer para prepararse. Coma como siempre y tome sus medicamentos habituales. Avísenos antes si toma un anticoagulante (un medicamento para hacer la sangre más líquida), si alguna vez tuvo una reacción a un medicamento para adormecer o si podría estar embarazada.",
      "Usted se sienta o se acuesta mientras el médico encuentra el nervio palpando puntos de referencia y zonas sensibles. Después de limpiar la piel, el médico usa una aguja delgada para poner una pequeña cantidad de medicamento cerca del nervio. Puede sentir un ardor y algo de presión, y cada inyección dura solo unos segundos.",
      "Un bloqueo del ganglio esfenopalatino se hace por la nariz, sin aguja. Usted se acuesta boca arriba mientras se coloca un aplicador delgado en cada fosa nasal, que se deja ahí unos minutos.",
      "Después descansa unos minutos para asegurarnos de que se siente bien. Es normal tener el cuero cabelludo adormecido por unas horas. La mayoría de las personas pueden manejar a casa y volver a sus actividades habituales. Llámenos si nota enrojecimiento, calor, hinchazón o fiebre cerca del lugar de la inyección.",
    ],
    schedule: [
      "Algunas personas necesitan un solo bloqueo nervioso, y a otras se les repite. Cada cuánto se repite depende de cuánto le dura el alivio y del medicamento que se use. Los bloqueos que incluyen un esteroide se aplican más espaciados, porque las dosis de esteroide se van sumando con el tiempo.",
      "Si nota que necesita bloqueos con frecuencia, es una señal para revisar de nuevo su plan preventivo. Seguimos su progreso con su diario y en las consultas de seguimiento. Así los bloqueos forman parte de un plan más amplio en lugar de ser un tratamiento aislado.",
    ],
    sideEffects: [
      "Dolor o sensibilidad breve donde entró la aguja.",
      "Sensación de mareo o de desmayo durante la inyección o justo después, que pasa con el descanso.",
      "Adormecimiento del cuero cabelludo o de la cara por unas horas, lo cual es de esperar.",
      "En raras ocasiones, moretones, sangrado o infección en el lugar de la inyección.",
      "Con un esteroide, en raras ocasiones, un pequeño hundimiento en la piel o una zona sin pelo en ese lugar.",
      "Con un bloqueo del ganglio esfenopalatino, un sabor amargo, la garganta adormecida o los ojos llorosos por poco tiempo.",
    ],
    insurance: [
      `${insuranceOpening} ${priorAuthorizationMeaning}`,
      `La mayoría de los planes cubren los bloqueos nerviosos como procedimiento en el consultorio. Algunos planes piden una autorización previa, sobre todo cuando los bloqueos se repiten, y nos encargamos de esa solicitud por usted. Puede que su plan le deje un copago o un deducible. ${clinicText.payment}`,
    ],
    conditionSlugs: en.treatments[2].conditionSlugs,
    numericClaims: [],
    faqs: [
      {
        question: "¿Duele un bloqueo nervioso?",
        answer:
          "La mayoría de las personas sienten un ardor rápido y algo de presión, como una inyección en el dentista. El medicamento para adormecer empieza a funcionar en unos instantes. El bloqueo del ganglio esfenopalatino usa un aplicador blando en la nariz, sin aguja.",
      },
      {
        question: "¿Qué tan rápido funciona y cuánto dura el alivio?",
        answer: `${nerveBlockRelief} El alivio puede durar días, semanas o más, y varía de una persona a otra. Su médico hablará con usted sobre qué esperar.`,
      },
      {
        question: "¿Puedo manejar a casa después?",
        answer:
          "La mayoría de las personas pueden, porque los bloqueos nerviosos no dan sueño. Le pedimos que antes descanse unos minutos para asegurarnos de que se siente estable. Si sintió que se iba a desmayar durante el procedimiento, es más seguro que alguien le lleve.",
      },
      {
        question: "¿Puedo recibir un bloqueo nervioso durante el embarazo?",
        answer:
          "Los bloqueos nerviosos solo con un medicamento para adormecer a menudo se consideran durante el embarazo, porque muy poco medicamento llega al resto del cuerpo. Su médico elegirá los medicamentos con cuidado y puede que no use el esteroide. Siempre díganos si está embarazada o podría estarlo.",
      },
      {
        question: "¿Cuántos bloqueos nerviosos puedo recibir?",
        answer:
          "Los bloqueos solo con un medicamento para adormecer se pueden repetir cuando ayudan. Los bloqueos que incluyen un esteroide se aplican más espaciados para limitar los efectos secundarios. Su médico hará un plan según cuánto le dura el alivio.",
      },
      {
        question: "¿Un bloqueo nervioso es lo mismo que el Botox?",
        answer:
          "No. Un bloqueo nervioso usa un medicamento para adormecer, a veces con un esteroide, para calmar un nervio por un tiempo. Se puede hacer para muchos tipos de dolor de cabeza. El Botox es otro medicamento que se aplica con un calendario fijo para prevenir la migraña crónica.",
      },
    ],
    sources: en.treatments[2].sources,
    updated: en.treatments[2].updated,
  },
  {
    slug: en.treatments[3].slug,
    title: "Terapia de infusión",
    icon: en.treatments[3].icon,
    description:
      "Medicamentos que se dan por una vena en el consultorio para cortar un ataque de migraña intenso o prolongado.",
    summary:
      "La terapia de infusión da medicamentos para el dolor de cabeza por una vena en el consultorio. Puede cortar un ataque de migraña intenso o largo, a menudo sin tener que ir a la sala de emergencias.",
    whoFor: [
      "Personas con un ataque de migraña intenso que sus medicamentos habituales no han detenido.",
      "Personas con un ataque que ha durado días, a veces llamado estado migrañoso (status migrainosus).",
      "Personas con tantas náuseas o vómitos que no pueden retener los medicamentos.",
      "Personas que están dejando un medicamento para el dolor de cabeza que usaban en exceso y necesitan ayuda para pasar los días más difíciles.",
      "Personas con migraña crónica o cefalea en racimos que pasan por una etapa difícil, cuando su médico cree que una serie corta de infusiones puede ayudar.",
    ],
    howItWorks: [
      "El medicamento que se da por una vena empieza a funcionar rápido. No depende del estómago, que a menudo trabaja más lento durante un ataque de migraña. Su médico elige los medicamentos según su ataque, su salud y lo que usted ya haya tomado.",
      "Los medicamentos contra las náuseas, como la metoclopramida (Reglan) o la proclorperazina (Compazine), también alivian el dolor de cabeza. Otras opciones son el ketorolaco (Toradol), un antiinflamatorio para el dolor, y el magnesio. Otra es la dihidroergotamina (DHE; nombre de marca D.H.E. 45), un medicamento para la migraña que se usa desde hace mucho tiempo. El valproato (Depacon), un medicamento para las convulsiones, es una opción más.",
      "Un esteroide como la dexametasona (Decadron) puede bajar la probabilidad de que el dolor de cabeza vuelva en los días siguientes. Los líquidos por vena ayudan si hay deshidratación. La difenhidramina (Benadryl) a menudo se da junto con los medicamentos contra las náuseas para prevenir la inquietud.",
      "Una infusión trata un ataque; no previene los siguientes. Si necesita infusiones con frecuencia, es una señal para revisar de nuevo su plan preventivo.",
    ],
    visit: [
      "Primero llame al consultorio para que podamos decidir si una infusión es adecuada para usted y darle una hora. Traiga una lista de todo lo que ha tomado para este ataque y a qué hora lo tomó. Esto importa sobre todo con los triptanes, medicamentos para la migraña como el sumatriptán, porque la DHE no se puede dar muy poco tiempo después de uno. Si es posible que reciba medicamentos que dan sueño, pida a alguien que le lleve a casa.",
      "La DHE no es segura para todos, así que por favor díganos si algo de lo siguiente se aplica a usted. La DHE no se debe dar con medicamentos que hacen más lento el proceso con que el cuerpo la elimina (bloqueadores potentes de CYP3A4). Juntos pueden estrechar tanto los vasos sanguíneos que se dañe una mano, un pie o un órgano.",
      "Entre estos medicamentos están ciertos antibióticos, como la claritromicina, algunos medicamentos para el VIH y algunos medicamentos para las infecciones por hongos, como el ketoconazol. La DHE tampoco se da a personas con enfermedad del corazón, vasos sanguíneos estrechos en las piernas o los brazos, o presión arterial que no está controlada. No se da durante el embarazo.",
      "La DHE también se evita cuando el aura de la migraña causa debilidad en un lado del cuerpo (migraña hemipléjica). Lo mismo ocurre cuando el aura viene del tronco encefálico, con síntomas como habla arrastrada, mareo con sensación de que todo da vueltas o visión doble.",
      "Usted descansa en un sillón reclinable en un cuarto tranquilo y con poca luz. El personal de enfermería le coloca una pequeña vía intravenosa en el brazo, y los medicamentos se dan despacio mientras vemos cómo se siente y vigilamos su presión arterial. La mayoría de las infusiones duran desde más o menos una hora hasta unas pocas horas.",
      "Después de la infusión, planee descansar el resto del día. Necesitará que alguien le lleve a casa si le dieron medicamentos que dan sueño. Llámenos si el dolor de cabeza vuelve o si nota cualquier síntoma nuevo.",
    ],
    schedule: [
      "Las infusiones se dan cuando usted las necesita, no con un calendario fijo. La mayoría de los pacientes las reciben solo de vez en cuando, para ataques que no responden a su tratamiento habitual.",
      "A veces su médico puede sugerir una serie corta de infusiones durante varios días para cortar un ciclo largo o difícil. Si nota que necesita infusiones con frecuencia, revisaremos su tratamiento preventivo en su próxima consulta de seguimiento.",
    ],
    sideEffects: [
      "Somnolencia, a menudo por los medicamentos contra las náuseas o la difenhidramina.",
      "Inquietud o la sensación de no poder estarse quieto, que puede ocurrir con los medicamentos contra las náuseas y se puede tratar.",
      "En raras ocasiones, espasmos musculares en la cara o el cuello por los medicamentos contra las náuseas, que se tratan de inmediato.",
      "Sensación de calor o bochorno con el magnesio.",
      "Náuseas, calambres en las piernas u opresión en el pecho con la DHE. Avise de inmediato al personal de enfermería si siente opresión en el pecho.",
      "Dolor o moretones donde se colocó la vía intravenosa.",
      "Con los esteroides, dificultad para dormir o un aumento breve del azúcar en la sangre.",
    ],
    insurance: [
      `${insuranceOpening} ${priorAuthorizationMeaning}`,
      `La mayoría de los planes cubren las infusiones en el consultorio para la migraña. Algunos piden una autorización previa para ciertos medicamentos o para una serie de infusiones, y nos encargamos de eso por usted. Puede que su plan le deje un copago o un deducible. ${clinicText.payment}`,
    ],
    conditionSlugs: en.treatments[3].conditionSlugs,
    numericClaims: [
      // "D.H.E. 45" is the brand's own name; the sentence splitter reads its
      // "45" as the start of a sentence, so the figure is declared alone.
      { text: "45", source: en.treatments[3].numericClaims[0].source },
      { text: "CYP3A4", source: en.treatments[3].numericClaims[1].source },
      { text: "911", source: en.treatments[3].numericClaims[2].source },
    ],
    faqs: [
      {
        question: "¿Cuánto dura una infusión?",
        answer:
          "La mayoría de las infusiones duran desde más o menos una hora hasta unas pocas horas, según los medicamentos que se usen y cómo responda usted. Usted descansa en un cuarto tranquilo todo el tiempo. Traiga algo para su comodidad, como un suéter o un antifaz para los ojos.",
      },
      {
        question: "¿Por qué necesito que alguien me lleve a casa?",
        answer:
          "Varios medicamentos de la infusión, como los medicamentos contra las náuseas y la difenhidramina, pueden darle sueño. No es seguro manejar después de recibirlos. Si va a recibir medicamentos que dan sueño, por favor organice antes de venir quién le llevará.",
      },
      {
        question: "¿Cuándo debo ir mejor a la sala de emergencias?",
        answer:
          "Llame al 911 o vaya a la sala de emergencias más cercana si tiene un dolor de cabeza repentino e intenso que llega a su punto máximo en un minuto. Haga lo mismo si tiene dolor de cabeza con fiebre y el cuello rígido, o con confusión o desmayo después de una lesión en la cabeza. Vaya también si tiene un dolor de cabeza nuevo con pérdida de la vista o habla arrastrada, o el peor dolor de cabeza de su vida. Una infusión en el consultorio no puede tratar los problemas graves que estas señales pueden indicar.",
      },
      {
        question: "¿Puedo recibir una infusión si ya tomé un triptán hoy?",
        answer:
          "A menudo sí, pero díganos exactamente qué tomó y a qué hora. La DHE no se da si ha pasado menos de más o menos un día desde que tomó un triptán, así que su médico puede elegir otros medicamentos. Traer una lista de lo que tomó hace que esto sea rápido y seguro.",
      },
      {
        question: "¿Puedo recibir una infusión durante el embarazo?",
        answer:
          "Algunos medicamentos de infusión, como la DHE y el valproato, no se usan durante el embarazo, y algunos antiinflamatorios se evitan en ciertas etapas. Otros medicamentos pueden seguir siendo una opción. Siempre díganos si está embarazada o podría estarlo, para que su médico pueda elegir de forma segura.",
      },
    ],
    sources: en.treatments[3].sources,
    updated: en.treatments[3].updated,
  },
  {
    slug: en.treatments[4].slug,
    title: "Neuromodulación",
    icon: en.treatments[4].icon,
    description:
      "Dispositivos autorizados por la FDA que usan impulsos eléctricos o magnéticos suaves para tratar o prevenir los ataques, sin medicamentos.",
    summary:
      "Los dispositivos de neuromodulación son aparatos autorizados por la FDA que envían impulsos eléctricos o magnéticos suaves a los nervios de la cabeza, el cuello o el brazo. Pueden tratar o prevenir los ataques de migraña. Sus efectos secundarios suelen ser leves.",
    whoFor: [
      "Personas a quienes les gustaría usar menos medicamentos, o ninguno, para sus dolores de cabeza.",
      "Personas que han tenido efectos secundarios con los medicamentos, o cuyas otras afecciones de salud limitan qué medicamentos pueden tomar.",
      "Personas que tratan ataques muchos días y quieren bajar su riesgo de cefalea por uso excesivo de medicamentos.",
      "Personas con cefalea en racimos, para quienes está autorizado un dispositivo para el nervio vago (gammaCore).",
      "Algunas personas embarazadas o que planean un embarazo, después de hablar con su médico.",
    ],
    howItWorks: [
      "Los dispositivos de neuromodulación envían impulsos eléctricos o magnéticos suaves a nervios o partes del cerebro que participan en el dolor de cabeza. Esto puede cambiar cómo viajan las señales de dolor y calmar la actividad que provoca un ataque. Los dispositivos se colocan sobre la piel y se usan en casa; no se implanta nada. Algunos sirven para detener un ataque, otros para prevenir los ataques y algunos pueden hacer las dos cosas.",
      "Hay cuatro tipos principales. Cada uno se nombra aquí con un dispositivo que la FDA ha autorizado.",
      "La estimulación externa del nervio trigémino (Cefaly) usa un pequeño dispositivo que se sujeta a un electrodo autoadhesivo en la frente. Estimula ramas del nervio trigémino que están encima de los ojos.",
      "La estimulación del nervio vago a través de la piel (gammaCore) usa un dispositivo de mano que se sostiene contra un lado del cuello. Envía impulsos al nervio vago, y está autorizado para la migraña y para la cefalea en racimos.",
      "La estimulación magnética transcraneal de pulso único (sTMS, que se vende como SAVI Dual) usa un dispositivo de mano que se sostiene en la parte de atrás de la cabeza. Da un breve impulso magnético que puede interrumpir la actividad del cerebro relacionada con la migraña.",
      "La neuromodulación eléctrica remota (Nerivio) es una banda que se lleva en la parte de arriba del brazo y se maneja con una aplicación del teléfono. Estimula nervios del brazo, lo que activa el propio sistema del cerebro para controlar el dolor.",
      "La autorización de la FDA significa que la FDA revisó un dispositivo y permitió que se venda para un uso específico. Los resultados varían de una persona a otra. Muchos pacientes usan un dispositivo junto con sus medicamentos, no en lugar de ellos.",
    ],
    visit: [
      "En su consulta, su médico habla con usted sobre sus ataques, sus medicamentos y su historia de salud para elegir el tipo de dispositivo adecuado para usted. Algunos dispositivos no son una buena opción para personas con marcapasos u otro dispositivo eléctrico implantado. Lo mismo pasa con metal en la cabeza o el cuello y con algunas otras afecciones, así que díganos si tiene algún implante.",
      "La mayoría de los dispositivos necesitan receta, y se los envía el fabricante o un proveedor de equipo médico. Le enseñamos a colocar y usar el dispositivo. Cuando es posible, usted prueba una primera sesión con nosotros para que sepa qué se siente.",
      "Use la aplicación del dispositivo o su diario de dolores de cabeza para anotar cada sesión y cada ataque. Traiga este registro a sus consultas de seguimiento.",
    ],
    schedule: [
      "Cada cuánto usa un dispositivo depende de su tipo y de su plan. Para tratar un ataque, por lo general empieza una sesión a la primera señal de dolor. Para prevenir los ataques, lo usa con una rutina diaria fija. Su médico le dará instrucciones claras para su dispositivo.",
      `Dele a un dispositivo una prueba justa, por lo general un par de meses cuando es para prevenir, antes de decidir si le ayuda. Revisamos sus registros y sus puntajes de ${outcomeMeasures} en las consultas de seguimiento ${followUpEvery}, y ajustamos el plan según haga falta.`,
    ],
    sideEffects: [
      "Hormigueo o picor debajo del dispositivo durante una sesión.",
      "Enrojecimiento o irritación de la piel donde el dispositivo la toca.",
      "Molestia breve o pequeños tirones musculares cerca del dispositivo, por ejemplo en el cuello o la cara.",
      "Sueño o sensación de mareo durante una sesión o después, con algunos dispositivos.",
      "Sensación de calor o un dolor leve en la parte de arriba del brazo con el dispositivo de banda.",
    ],
    insurance: [
      `${insuranceOpening} ${priorAuthorizationMeaning}`,
      "La cobertura de los dispositivos de neuromodulación varía más que la de los medicamentos, y algunos planes no los pagan. Revisamos sus beneficios, enviamos cualquier solicitud de autorización previa y le decimos cuánto podría tener que pagar antes de pedir el dispositivo. Algunos fabricantes de dispositivos ofrecen períodos de prueba o programas de pago.",
    ],
    conditionSlugs: en.treatments[4].conditionSlugs,
    numericClaims: [
      { text: followUpEvery, source: en.treatments[4].numericClaims[0].source },
      { text: "HIT-6", source: en.treatments[4].numericClaims[1].source },
    ],
    faqs: [
      {
        question: "¿Duele la neuromodulación?",
        answer:
          "La mayoría de las personas sienten un hormigueo, pulsaciones o un golpecito suave, más que dolor. En los dispositivos eléctricos, por lo general puede ajustar la intensidad a un nivel cómodo. Si una sesión le resulta incómoda, díganoslo y le ayudaremos a ajustarla.",
      },
      {
        question: "¿Puedo usar un dispositivo junto con mis medicamentos?",
        answer: `Sí. Muchos pacientes usan un dispositivo junto con sus medicamentos preventivos y agudos. El medicamento agudo es ${acuteMeans}. Usar un dispositivo para algunos ataques también puede ayudarle a tomarlo menos días.`,
      },
      {
        question: "¿Necesito receta?",
        answer:
          "La mayoría de los dispositivos de neuromodulación necesitan receta, y unos pocos se pueden comprar sin ella. Incluso con esos, conviene hablar primero con su médico para que el dispositivo encaje en su plan general. Podemos ayudarle a comparar las opciones.",
      },
      {
        question: "¿Es seguro si tengo un marcapasos o un implante de metal?",
        answer:
          "Algunos dispositivos no se recomiendan para personas con marcapasos, otro dispositivo eléctrico implantado, o metal en la cabeza o el cuello. Cuéntele a su médico sobre todos los implantes que tiene. Elegiremos un dispositivo que sea seguro para usted, o le sugeriremos otro tratamiento.",
      },
      {
        question: "¿Cómo sabré si está funcionando?",
        answer: `Anote sus sesiones y sus ataques en la aplicación del dispositivo o en un diario de dolores de cabeza. En las consultas de seguimiento comparamos sus días con dolor de cabeza y sus puntajes de ${outcomeMeasures} a lo largo del tiempo. Para la prevención, por lo general se necesitan un par de meses para ver un patrón claro.`,
      },
      {
        question: "¿Pagará mi seguro un dispositivo?",
        answer:
          "La cobertura varía mucho de un plan a otro. Revisamos sus beneficios y nos encargamos de cualquier autorización previa antes de pedir el dispositivo. Si su plan no lo cubre, podemos informarle sobre los programas que ofrecen algunos fabricantes.",
      },
    ],
    sources: en.treatments[4].sources,
    updated: en.treatments[4].updated,
  },
  {
    slug: en.treatments[5].slug,
    title: "Medicamentos preventivos",
    icon: en.treatments[5].icon,
    description:
      "Medicamentos diarios o periódicos que reducen la frecuencia y la intensidad de los ataques.",
    summary: `Los medicamentos preventivos se toman con un horario fijo, no solo durante un ataque, para que los ataques sean menos frecuentes y menos intensos. Vale la pena considerarlos cuando la migraña aparece ${preventiveThreshold} días al mes.`,
    keyFacts: [
      {
        label: "Se consideran a partir de",
        value: `${preventiveThreshold} días de migraña al mes`,
      },
      {
        label: "Primer control",
        value: `${newPreventiveFollowUp} después de empezar`,
      },
      { label: "Tiempo para evaluar uno", value: "De semanas a unos meses" },
    ],
    whoFor: [
      `Personas con ${preventiveThreshold} días de migraña al mes.`,
      "Personas cuyos ataques alteran el trabajo, la escuela o la vida familiar, aunque lleguen con menos frecuencia.",
      `Personas que necesitan medicamento agudo más de unos 2 días a la semana. El medicamento agudo es ${acuteMeans}. Necesitarlo tan seguido aumenta el riesgo de cefalea por uso excesivo de medicamentos.`,
      `Personas con migraña crónica. Eso significa ${chronicMigraineDefinition}.`,
      "Personas con cefalea en racimos o cefalea postraumática, en las que un preventivo a menudo es parte del plan.",
      "Personas cuyos medicamentos agudos no funcionan bien o no son seguros para ellas.",
    ],
    howItWorks: [
      "Los medicamentos preventivos se toman con un horario regular para que el cerebro sea menos propenso a desencadenar un ataque. El objetivo es tener menos días de migraña, ataques más leves y más cortos, y que los medicamentos agudos funcionen mejor. Un preventivo no hará que la migraña desaparezca para siempre. Un objetivo común es reducir los días de migraña en más o menos la mitad, o más.",
      "Varios tipos de medicamentos pueden prevenir la migraña. Los betabloqueadores, como el propranolol, hacen más lento el corazón y calman el sistema nervioso. Los medicamentos para las convulsiones, como el topiramato y el valproato, calman las señales nerviosas demasiado activas. Los antidepresivos, como la amitriptilina, actúan sobre las vías del dolor, incluso en personas que no tienen depresión. El candesartán es un medicamento para la presión arterial que también ayuda a prevenir la migraña.",
      "Los medicamentos contra el CGRP bloquean una proteína que participa en los ataques, y el Botox se usa para la migraña crónica. Para la cefalea en racimos, a menudo se usa el verapamilo. Algunos de estos, como la amitriptilina y el candesartán, se usan fuera de lo indicado en su etiqueta (en inglés, «off label»). Eso significa que la FDA no los ha aprobado para la migraña, pero los estudios y los grupos de expertos apoyan su uso.",
      "Su médico elige un preventivo según sus otras afecciones de salud, los medicamentos que ya toma, sus planes de embarazo, los efectos secundarios que quiere evitar y el costo. Las pastillas por lo general se empiezan con una dosis baja que se sube poco a poco para limitar los efectos secundarios. Por lo general se necesitan de semanas a unos meses para saber si uno está funcionando.",
    ],
    visit: [
      "La elección de un preventivo por lo general empieza en su primera consulta. Su médico revisa la historia y el diario de sus dolores de cabeza, le hace un examen y le explica las opciones adecuadas para usted, incluidos sus posibles efectos secundarios.",
      `Le vemos ${newPreventiveFollowUp} después de que empiece un nuevo preventivo para ver si tiene efectos secundarios y ajustar la dosis si hace falta. ${clinicText.telehealthEligibility} Después de su primera consulta, usted ya se atiende con nosotros, así que este control a menudo se puede hacer por telemedicina. ${clinicText.telehealthLocation}`,
      `Traiga su diario de dolores de cabeza a cada consulta. También usamos los cuestionarios ${outcomeMeasures} para medir cuánto afectan los dolores de cabeza a su vida, y comparamos los puntajes a lo largo del tiempo.`,
    ],
    schedule: [
      `La mayoría de las pastillas preventivas se toman todos los días, una o dos veces al día. Algunos otros preventivos se aplican con menos frecuencia. Las inyecciones de anticuerpos contra el CGRP se aplican cada mes o cada tres meses, y el Botox cada ${botox.everyWeeks} semanas. Después del primer control, la mayoría de los pacientes vienen a consulta ${followUpEvery}.`,
      "Por lo general se necesitan de semanas a unos meses para evaluar un preventivo, así que trate de no abandonarlo demasiado pronto. Si funciona bien durante varios meses a un año, usted y su médico pueden hablar de bajarlo o suspenderlo. No deje un preventivo de golpe por su cuenta. Algunos, como los betabloqueadores, se deben bajar poco a poco.",
    ],
    sideEffects: [
      "Los efectos secundarios dependen del medicamento. Muchos son leves y desaparecen después de las primeras semanas.",
      "Cansancio, mareo o latidos del corazón lentos con los betabloqueadores, como el propranolol.",
      "Hormigueo en las manos y los pies, dificultad para encontrar las palabras o menos apetito con el topiramato.",
      "Con el topiramato, un dolor repentino en el ojo o la visión borrosa pueden ser señal de un problema raro de los ojos llamado glaucoma de ángulo cerrado. Busque atención de inmediato: llámenos, o vaya a una sala de emergencias si no puede comunicarse con nosotros.",
      "El topiramato puede causar cálculos renales (piedras en los riñones). Tome mucha agua, y llámenos si tiene un dolor punzante en el costado o la espalda.",
      "El topiramato puede hacer que los anticonceptivos hormonales, como la píldora, funcionen peor. Pregúntenos qué tipo de anticonceptivo le conviene.",
      "Somnolencia, boca seca o aumento de peso con la amitriptilina.",
      "Sensación de mareo por la presión arterial más baja con el candesartán.",
      "El valproato nunca se usa para prevenir la migraña durante el embarazo, porque puede causar defectos de nacimiento graves y dañar el desarrollo del cerebro del bebé. También lo evitamos en cualquier persona que pueda quedar embarazada.",
      "El topiramato y el candesartán también pueden dañar al bebé antes de nacer. Díganos si está embarazada o planea estarlo.",
    ],
    moreSections: [
      {
        heading: "Cuidado sin medicamentos",
        paragraphs: [
          "Los hábitos diarios y ciertas habilidades pueden hacer que la migraña llegue con menos frecuencia, solos o junto con los medicamentos. También son un buen primer paso durante el embarazo. Esto les ayuda a muchas personas:",
        ],
        points: [
          "Dormir con regularidad: acostarse y levantarse más o menos a la misma hora todos los días, también los fines de semana.",
          "Comer a horas regulares y tomar suficiente agua. Saltarse comidas es un desencadenante común.",
          "Hacer ejercicio con regularidad, como caminar a paso rápido, andar en bicicleta o nadar, la mayoría de los días de la semana.",
          "Terapia cognitivo-conductual (TCC): un tipo de terapia de conversación que enseña habilidades para manejar el dolor, el estrés y la preocupación por el próximo ataque.",
          "Biorretroalimentación (biofeedback): un sensor le muestra una señal de su cuerpo, como la tensión de los músculos o la temperatura de la piel, para que pueda aprender a cambiarla.",
          "Técnicas de relajación, como respirar despacio y relajar los músculos por grupos, uno a la vez.",
          "Suplementos de magnesio y riboflavina (vitamina B2), que una guía de 2012 calificó como probablemente eficaces (Nivel B) para prevenir la migraña. Es una buena evidencia, pero no el nivel más fuerte. Avísenos antes de empezar uno, porque el magnesio puede ablandar las heces.",
        ],
      },
      {
        heading: "Embarazo y lactancia",
        paragraphs: [
          "Si usted podría quedar embarazada, por favor planee con nosotros con tiempo. Algunos preventivos pueden dañar al bebé antes de nacer, así que la elección del medicamento depende de sus planes. Díganos lo antes posible si está embarazada o tratando de quedar embarazada.",
          "El valproato y el topiramato se evitan durante el embarazo. También el candesartán y otros medicamentos para la presión arterial de su mismo tipo. Los medicamentos contra el CGRP también se suspenden, porque no se sabe lo suficiente sobre ellos en el embarazo.",
          "Muchas personas tienen menos ataques durante el embarazo, sobre todo en los últimos meses. Si todavía hace falta un preventivo, los médicos a menudo eligen el propranolol. El cuidado sin medicamentos y los bloqueos nerviosos solo con medicamento para adormecer también pueden ayudar.",
          "Algunos preventivos se pueden usar durante la lactancia, pero no todos. Díganos que está amamantando para que podamos revisar cada medicamento con usted.",
        ],
      },
    ],
    insurance: [
      `${insuranceOpening} ${priorAuthorizationMeaning}`,
      "Las pastillas preventivas más antiguas por lo general se cubren sin pasos adicionales. Los tratamientos más nuevos, como los medicamentos contra el CGRP y el Botox, a menudo necesitan una autorización previa, y nosotros enviamos la solicitud y sus expedientes por usted. Si su plan pide más información o rechaza una solicitud, le avisamos y nos encargamos de los siguientes pasos.",
    ],
    conditionSlugs: en.treatments[5].conditionSlugs,
    numericClaims: [
      { text: preventiveThreshold, source: en.treatments[5].numericClaims[0].source },
      { text: newPreventiveFollowUp, source: en.treatments[5].numericClaims[1].source },
      { text: "unos 2 días a la semana", source: en.treatments[5].numericClaims[2].source },
      { text: chronicMigraineDefinition, source: en.treatments[5].numericClaims[3].source },
      {
        text: `cada ${botox.everyWeeks} semanas`,
        source: en.treatments[5].numericClaims[4].source,
      },
      { text: followUpEvery, source: en.treatments[5].numericClaims[5].source },
      { text: "vitamina B2", source: en.treatments[5].numericClaims[6].source },
      { text: "guía de 2012", source: en.treatments[5].numericClaims[7].source },
      { text: "HIT-6", source: en.treatments[5].numericClaims[8].source },
    ],
    faqs: [
      {
        question: "¿Cuánto tarda un preventivo en empezar a funcionar?",
        answer:
          "Por lo general se necesitan de semanas a unos meses para ver el efecto completo, en parte porque las dosis se suben poco a poco. Lleve un diario para que usted y su médico puedan ver los cambios pequeños. Trate de no dejarlo demasiado pronto, a menos que los efectos secundarios sean un problema.",
      },
      {
        question: "¿Tendré que tomarlo para siempre?",
        answer:
          "No siempre. Si un preventivo funciona bien durante varios meses a un año, usted y su médico pueden decidir bajar la dosis o dejarlo poco a poco. A algunas personas les va bien seguir con él por más tiempo, y esa decisión se toma en conjunto.",
      },
      {
        question: "¿Puedo seguir tomando medicamentos para mis ataques?",
        answer:
          "Sí. Un preventivo funciona junto con el medicamento que usted toma cuando empieza un ataque. A medida que los ataques se vuelven menos frecuentes, muchas personas notan que necesitan medicamento agudo menos días.",
      },
      {
        question: "¿Qué pasa si el primer preventivo no funciona?",
        answer:
          "Es algo común, y hay muchas otras opciones. Su médico puede subir la dosis o cambiar a otro tipo de medicamento. O su médico puede agregar otro tratamiento, como un medicamento contra el CGRP o, para la migraña crónica, el Botox. Cada intento también nos enseña más sobre lo que funciona para usted.",
      },
      {
        question:
          "¿Por qué tomaría un antidepresivo o un medicamento para la presión arterial si no tengo depresión y mi presión es normal?",
        answer:
          "Algunos de estos medicamentos también actúan sobre las vías que causan la migraña. Se usan en dosis elegidas para prevenir los dolores de cabeza, y pueden ayudar aunque usted no tenga depresión ni presión arterial alta. Su médico revisará que el medicamento sea seguro para usted.",
      },
      {
        question: "¿Son seguros los preventivos durante el embarazo?",
        answer:
          "Algunos no lo son. El valproato, el topiramato y el candesartán pueden dañar al bebé antes de nacer, y otros tienen poca información sobre su seguridad. Si está embarazada, podría quedar embarazada o está amamantando, díganoslo para que su médico pueda elegir un plan más seguro.",
      },
    ],
    sources: en.treatments[5].sources,
    updated: en.treatments[5].updated,
  },
] satisfies Translated<typeof en.treatments>;

/** The /treatments page. */
export const treatmentsIndex = {
  seoTitle: "Tratamientos para la migraña y el dolor de cabeza",
  description: (names: string) => `${names}: tratamiento del dolor de cabeza en Brooklyn.`,
  title: "Opciones de tratamiento",
  intro:
    "Desde la prevención diaria hasta los procedimientos en el consultorio, elegimos el tratamiento según su tipo de dolor de cabeza, su salud y sus metas.",
  callToAction: {
    heading: "Encuentre el tratamiento adecuado para usted",
    points: [clinicText.insuranceSummary, clinicText.priorAuthorizationBadge],
  },
} satisfies Translated<typeof en.treatmentsIndex>;

/** The call to action that closes every treatment page. */
export const treatmentCallToAction = {
  heading: "Pregunte si este tratamiento es adecuado para usted",
  points: [clinicText.newPatientsBadge, clinicText.priorAuthorization],
} satisfies Translated<typeof en.treatmentCallToAction>;
