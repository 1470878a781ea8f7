// Spanish (neutral Latin American, as read by US patients) translation of the
// condition pages: conditions, conditionsIndex and conditionCallToAction.
// Draft Spanish translation of app/content/conditions.ts; awaiting review by a qualified medical translator.
// 2026-11-23
//
// Same structure and order as the English file, so the two can be read side by
// side. Practice numbers come from careFacts, as in the English; the ICHD-3
// figures are written as literals, as in the English. Slugs, icons, sources,
// treatment slugs and review dates are the English values, by reference.
// The helper conditionWarnings is not translated here:
// it holds no words of its own.
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import * as en from "#app/content/conditions.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

const chronic = careFacts.chronicMigraine;
const botox = careFacts.botox;
const preventiveDays = careFacts.preventiveThresholdMigraineDays;
const cgrpTrialMonths = careFacts.cgrpTrialMonths;
const firstVisitMinutes = formatRange(careFacts.firstVisitMinutes);
const followUpWeeks = formatRange(careFacts.followUpEveryWeeks);
const newPreventiveWeeks = formatRange(careFacts.newPreventiveFollowUpWeeks);
const outcomeMeasures = careFacts.outcomeMeasures.join(" y ");

// What "tratamiento agudo" / "medicamento agudo" means, said the same way on
// every page the first time the term appears.
const acuteMeans = "el medicamento que usted toma cuando empieza un ataque";

// A nerve block's numbing medicine works within minutes; a steroid, when one
// is added, may take days (see the English file).
const nerveBlockRelief =
  "El alivio suele llegar en minutos. En algunas personas va aumentando a lo largo de unos días, y no a todas les ayuda.";

export const conditions = [
  {
    slug: en.conditions[0].slug,
    title: "Migraña",
    icon: en.conditions[0].icon,
    shortDesc:
      "Ataques de dolor de cabeza pulsátil, a menudo con náuseas y sensibilidad a la luz y al sonido, con o sin aura.",
    summary:
      "La migraña es un trastorno común del cerebro que causa ataques repetidos de dolor de cabeza de moderado a intenso. Un ataque suele durar de 4 a 72 horas. Muchas personas también sienten el estómago revuelto o no soportan la luz y el sonido durante un ataque.",
    overview: [
      "La migraña es más que un dolor de cabeza fuerte. Es una afección del cerebro y sus nervios que hace que una persona tienda a tener ataques. Un ataque puede traer un dolor intenso que late, malestar en el estómago y una gran necesidad de alejarse de la luz, el ruido y los olores. Algunas personas también tienen aura: cambios breves en la vista, en las sensaciones o en el habla, que suelen aparecer antes del dolor.",
      "La migraña es muy común. A menudo empieza en la adolescencia o en los primeros años de la edad adulta, y afecta a las mujeres con mucha más frecuencia que a los hombres. Suele darse en varias personas de una misma familia. Los ataques pueden desencadenarse por cosas como dormir mal, el estrés, saltarse comidas, los cambios hormonales o el clima, aunque los desencadenantes varían de una persona a otra.",
      "Entre un ataque y otro, la mayoría de las personas se sienten bien. Pero los ataques frecuentes pueden hacer perder días de trabajo, de escuela y de tiempo en familia, y muchas personas viven preocupadas por cuándo llegará el próximo. Un buen tratamiento puede hacer que los ataques sean menos frecuentes, más cortos y más fáciles de manejar.",
    ],
    symptoms: [
      "Dolor pulsátil, que late, a menudo en un lado de la cabeza",
      "Dolor que empeora con la actividad diaria, como caminar o subir escaleras",
      "Náuseas o vómitos",
      "Sensibilidad a la luz y al sonido, y a veces a los olores",
      "Aura en algunas personas: luces que destellan, líneas en zigzag o puntos ciegos, o un hormigueo que se extiende por la cara o la mano",
      "Cansancio, bostezos, rigidez en el cuello o cambios de humor en las horas antes de un ataque",
      "Sentirse sin energía o con la mente nublada durante más o menos un día después de que pasa el dolor",
    ],
    diagnosis: {
      intro:
        "La migraña se diagnostica a partir de lo que usted cuenta y de un examen neurológico. Su médico compara sus ataques con los criterios internacionales (ICHD-3), que en palabras sencillas dicen:",
      criteria: [
        "Migraña sin aura: al menos 5 ataques, cada uno con una duración de 4–72 horas cuando no se trata o cuando el tratamiento no funciona.",
        "El dolor de cabeza tiene al menos 2 de estas 4 características. Está en un lado, es pulsátil (late), es moderado o intenso, o empeora con la actividad de rutina (o hace que usted la evite).",
        "Durante el dolor de cabeza usted tiene náuseas o vómitos, o le molestan tanto la luz como el sonido.",
        "Migraña con aura: al menos 2 ataques con síntomas de aura que desaparecen por completo, como cambios en la vista, entumecimiento u hormigueo, o dificultad para hablar. Cada síntoma de aura suele durar 5–60 minutos.",
        "Ningún otro diagnóstico explica mejor los dolores de cabeza.",
      ],
      note: "No hay ningún análisis de sangre ni estudio de imágenes que demuestre la migraña. Su médico buscará señales de otras causas. Solo se pide una resonancia magnética u otras pruebas cuando su historia o su examen hacen pensar que puede haber otro problema.",
    },
    treatment: {
      intro:
        "La migraña es una afección de largo plazo, pero a menudo se puede controlar. Hacemos un plan con dos partes: tratamiento para detener un ataque cuando empieza y, cuando hace falta, tratamiento para que los ataques lleguen con menos frecuencia.",
      points: [
        `Una primera consulta de ${firstVisitMinutes} minutos para escuchar toda la historia de sus dolores de cabeza, hacerle un examen y revisar lo que usted ya ha probado.`,
        `Un plan de tratamiento agudo, es decir, ${acuteMeans}. Puede ser un triptán, un gepante, un antiinflamatorio o un medicamento contra las náuseas. Los triptanes, como el sumatriptán, son medicamentos hechos para la migraña. Los gepantes son medicamentos más nuevos para la migraña que bloquean el CGRP, una sustancia natural del cuerpo que participa en el dolor de la migraña.`,
        "Límites claros sobre cada cuánto toma el medicamento agudo, para que no empiece a causar más dolores de cabeza.",
        `Tratamiento preventivo cuando usted tiene ${preventiveDays} o más días de migraña al mes, o cuando los ataques alteran su vida. Las opciones incluyen medicamentos dirigidos al CGRP y preventivos diarios más antiguos. Le hacemos un control ${newPreventiveWeeks} semanas después de que empiece uno.`,
        "Dispositivos autorizados por la FDA que alivian los ataques con impulsos eléctricos o magnéticos suaves, para quienes quieren limitar los medicamentos. Bloqueos nerviosos o infusiones en el consultorio para los ataques intensos o que no ceden.",
        `Consultas de seguimiento cada ${followUpWeeks} semanas. Usamos los cuestionarios ${outcomeMeasures} para ver cuánto sigue afectando la migraña a su vida.`,
      ],
      treatmentSlugs: en.conditions[0].treatment.treatmentSlugs,
    },
    moreSections: [
      {
        heading: "Migraña con aura y anticonceptivos",
        paragraphs: [
          "Los anticonceptivos que contienen estrógeno aumentan un poco el riesgo de un derrame cerebral (accidente cerebrovascular). Esto incluye la píldora combinada, el parche y el anillo vaginal. La migraña con aura también aumenta el riesgo de derrame cerebral, y las dos cosas juntas lo aumentan más. Fumar lo aumenta todavía más.",
          "Por eso, los CDC aconsejan que las personas con migraña con aura no usen anticonceptivos que contengan estrógeno. Los métodos sin estrógeno no tienen esta advertencia. Entre ellos están el DIU hormonal o de cobre, el implante, la inyección y la píldora de solo progestina.",
          "Si usted tiene aura y usa anticonceptivos con estrógeno, por favor no los deje de un día para otro. Hable con nosotros o con el profesional que se los receta, para que siga teniendo protección mientras cambia de método. Si tiene migraña sin aura, el estrógeno a menudo sigue siendo una opción. Avísenos si alguna vez empieza a tener aura.",
        ],
      },
      {
        heading: "Embarazo y lactancia",
        paragraphs: [
          "Si usted podría quedar embarazada, por favor díganoslo, para que podamos planear con tiempo. Algunos medicamentos para la migraña pueden dañar al bebé antes de nacer, como el valproato y el topiramato. Se sabe poco sobre los medicamentos dirigidos al CGRP durante el embarazo, así que por lo general los suspendemos antes de que usted intente quedar embarazada.",
          "Muchas personas tienen menos ataques durante el embarazo, sobre todo en los últimos meses. Otras no, y algunas tienen aura por primera vez. En el embarazo, el acetaminofén suele ser el primer medicamento que se prueba. También se puede usar un medicamento contra las náuseas, un triptán o un bloqueo nervioso cuando hace falta.",
          "Evitamos los opioides y el butalbital durante el embarazo. El ibuprofeno y otros medicamentos parecidos necesitan primero el consejo de su médico, y se evitan en la etapa final del embarazo. Por favor, no deje ni empiece ningún medicamento por su cuenta. Llámenos y revisaremos cada uno con usted y con su obstetra.",
          "La mayoría de los medicamentos agudos para la migraña se pueden usar durante la lactancia, entre ellos el acetaminofén, el ibuprofeno y el sumatriptán. Díganos que está amamantando para que podamos revisar cada medicamento. La migraña suele volver en las semanas después del parto. Un dolor de cabeza fuerte en esas semanas puede ser señal de presión arterial alta, así que busque ayuda de inmediato.",
        ],
      },
    ],
    warningSigns: {
      emergency: ["Un aura que dura más de una hora, o síntomas de aura que no desaparecen"],
      sameDay: [
        "Un ataque de migraña que ha durado más de 72 horas",
        "Su primera aura, o un aura distinta de las que suele tener",
      ],
    },
    numericClaims: [
      { text: "ICHD-3", source: en.conditions[0].numericClaims[0].source },
      { text: "de 4 a 72 horas", source: en.conditions[0].numericClaims[1].source },
      { text: "al menos 5 ataques", source: en.conditions[0].numericClaims[2].source },
      { text: "4–72 horas", source: en.conditions[0].numericClaims[3].source },
      {
        text: "al menos 2 de estas 4 características",
        source: en.conditions[0].numericClaims[4].source,
      },
      { text: "al menos 2 ataques", source: en.conditions[0].numericClaims[5].source },
      { text: "5–60 minutos", source: en.conditions[0].numericClaims[6].source },
      { text: "más de 72 horas", source: en.conditions[0].numericClaims[7].source },
      { text: `${firstVisitMinutes} minutos`, source: en.conditions[0].numericClaims[8].source },
      {
        text: `${preventiveDays} o más días de migraña`,
        source: en.conditions[0].numericClaims[9].source,
      },
      {
        text: `${newPreventiveWeeks} semanas después de que empiece`,
        source: en.conditions[0].numericClaims[10].source,
      },
      { text: `cada ${followUpWeeks} semanas`, source: en.conditions[0].numericClaims[11].source },
      { text: outcomeMeasures, source: en.conditions[0].numericClaims[12].source },
    ],
    faqs: [
      {
        question: "¿La migraña es solo un dolor de cabeza fuerte?",
        answer:
          "No. La migraña es una afección del cerebro, y el dolor de cabeza es solo una parte de un ataque. Muchas personas también tienen náuseas, sensibilidad a la luz y al sonido, aura, o días en que se sienten sin energía después del ataque.",
      },
      {
        question: "¿Qué desencadena un ataque de migraña?",
        answer:
          "Los desencadenantes comunes incluyen cambios en el sueño, el estrés o el bajón cuando el estrés pasa, saltarse comidas, los cambios hormonales, el alcohol y los cambios del clima. Los desencadenantes son distintos en cada persona, y algunos ataques ocurren sin ningún desencadenante claro. Un diario de dolores de cabeza puede ayudarle a usted y a su médico a encontrar patrones.",
      },
      {
        question: "¿Necesito una resonancia magnética o una tomografía computarizada?",
        answer:
          "La mayoría de las personas con migraña típica y un examen normal no necesitan un estudio de imágenes. Su médico podría pedir uno si sus dolores de cabeza tienen señales de alarma o han cambiado de patrón, o si algo en su examen necesita una revisión más detallada.",
      },
      {
        question: "¿Cuándo debo pensar en un tratamiento preventivo?",
        answer: `Vale la pena hablar del tratamiento preventivo cuando usted tiene ${preventiveDays} o más días de migraña al mes. También vale la pena cuando los ataques no le dejan trabajar o estar con su familia, o cuando necesita medicamento agudo con frecuencia. El objetivo es tener menos ataques y más leves, no solo aliviarse más rápido.`,
      },
      {
        question: "¿El Botox es una opción para mi migraña?",
        answer:
          "El Botox está aprobado por la FDA para prevenir la migraña crónica, es decir, dolor de cabeza la mayoría de los días del mes. No está aprobado para la migraña episódica, en la que los ataques ocurren con menos frecuencia. Si usted tiene migraña episódica, hay otras opciones preventivas, entre ellas los medicamentos dirigidos al CGRP.",
      },
      {
        question: "¿Tendré migraña el resto de mi vida?",
        answer:
          "La migraña suele cambiar con el tiempo. En muchas personas, los ataques se vuelven menos frecuentes con la edad, y mientras tanto el tratamiento puede ayudar mucho. Su plan puede cambiar a medida que cambia su migraña.",
      },
    ],
    sources: en.conditions[0].sources,
    updated: en.conditions[0].updated,
  },
  {
    slug: en.conditions[1].slug,
    title: "Migraña crónica",
    icon: en.conditions[1].icon,
    shortDesc: `Dolor de cabeza ${chronic.headacheDaysPerMonth} o más días al mes durante más de ${chronic.months} meses, con características de migraña en al menos ${chronic.migraineDays} de esos días.`,
    summary: `La migraña crónica significa tener dolor de cabeza ${chronic.headacheDaysPerMonth} o más días al mes durante más de ${chronic.months} meses, con características de migraña en al menos ${chronic.migraineDays} de esos días. Puede adueñarse del trabajo, la vida familiar y el sueño, y se puede tratar.`,
    overview: [
      "La migraña crónica es una migraña que se ha vuelto muy frecuente. En lugar de ataques separados con días buenos entre ellos, hay dolor de cabeza la mayoría de los días. Algunos días traen un ataque de migraña completo, y otros traen un dolor de cabeza más sordo que igual es difícil de sobrellevar.",
      "La mayoría de las personas con migraña crónica empezaron con ataques menos frecuentes. Con el tiempo, los ataques se hicieron más seguidos. Algunas cosas empujan la migraña en esta dirección: tomar analgésicos (medicamentos para el dolor) demasiado a menudo, dormir mal, la depresión o la ansiedad, la obesidad y mucha cafeína. Afecta a las mujeres con más frecuencia que a los hombres.",
      "Vivir con dolor de cabeza la mayoría de los días es agotador. Puede afectar el trabajo, las relaciones, el sueño y el estado de ánimo, y muchas personas sienten que tienen que organizar su vida alrededor del dolor. La buena noticia es que la migraña crónica se puede tratar, y muchos pacientes vuelven a tener menos días con dolor de cabeza.",
    ],
    symptoms: [
      `Dolor de cabeza ${chronic.headacheDaysPerMonth} o más días al mes`,
      "Días con ataques completos de migraña: dolor pulsátil, náuseas y sensibilidad a la luz y al sonido",
      "Otros días con un dolor de cabeza más leve y constante",
      "Cansancio, mente nublada o dificultad para concentrarse",
      "Dificultad para dormir, o despertarse con dolor de cabeza",
      "Necesitar medicamentos para el dolor de cabeza muchos días del mes",
      "Desánimo o ansiedad que acompañan al dolor continuo",
    ],
    diagnosis: {
      intro:
        "La migraña crónica se diagnostica a partir de la historia de sus dolores de cabeza, y un diario de dolores de cabeza ayuda mucho. En palabras sencillas, los criterios de la ICHD-3 son:",
      criteria: [
        `Dolor de cabeza ${chronic.headacheDaysPerMonth} o más días al mes durante más de ${chronic.months} meses.`,
        "Los dolores de cabeza ocurren en alguien que ha tenido al menos 5 ataques de migraña, con o sin aura.",
        `En al menos ${chronic.migraineDays} días al mes, el dolor de cabeza tiene características de migraña. O se siente como su migraña y se alivia con un triptán o un ergotamínico, medicamentos hechos para la migraña.`,
        "Ningún otro diagnóstico explica mejor los dolores de cabeza.",
      ],
      note: `El uso excesivo de medicamento agudo, es decir, ${acuteMeans}, es una causa común de que la migraña se vuelva crónica. Por eso su médico le preguntará cada cuánto toma cada medicamento. Las dos afecciones se pueden diagnosticar al mismo tiempo. Su médico también buscará señales de otras causas y pedirá pruebas cuando haga falta.`,
    },
    treatment: {
      intro:
        "Tratar la migraña crónica suele requerir más de un paso. Buscamos lo que mantiene frecuentes los dolores de cabeza y luego usamos tratamiento preventivo para bajar el número de días con dolor de cabeza.",
      points: [
        "Una revisión de todos los medicamentos que usted toma para el dolor de cabeza, y un plan para reducirlos si el uso excesivo es parte del problema.",
        `Botox, que está aprobado por la FDA para prevenir la migraña crónica en adultos de ${botox.minAge} años o más. Se aplica en ${botox.injections} pequeñas inyecciones repartidas en ${botox.muscleAreas} zonas de la cabeza y el cuello, ${botox.units} unidades en total, cada ${botox.everyWeeks} semanas. La consulta dura unos ${botox.minutes} minutos.`,
        `Medicamentos dirigidos al CGRP, que la Sociedad Americana de Cefalea (American Headache Society) incluye entre las opciones preventivas de primera línea. Evaluamos si uno está funcionando después de una prueba de ${cgrpTrialMonths} meses.`,
        "Medicamentos preventivos diarios, bloqueos nerviosos y dispositivos de neuromodulación, solos o combinados, elegidos teniendo en cuenta su salud y sus preferencias.",
        `Consultas de seguimiento cada ${followUpWeeks} semanas, con su diario de dolores de cabeza y los cuestionarios ${outcomeMeasures} para medir su progreso.`,
      ],
      treatmentSlugs: en.conditions[1].treatment.treatmentSlugs,
    },
    warningSigns: {
      sameDay: ["Un ataque de migraña que ha durado más de 72 horas"],
    },
    numericClaims: [
      { text: "ICHD-3", source: en.conditions[1].numericClaims[0].source },
      {
        text: `${chronic.headacheDaysPerMonth} o más días al mes`,
        source: en.conditions[1].numericClaims[1].source,
      },
      { text: `más de ${chronic.months} meses`, source: en.conditions[1].numericClaims[2].source },
      {
        text: `al menos ${chronic.migraineDays} de esos días`,
        source: en.conditions[1].numericClaims[3].source,
      },
      {
        text: `al menos ${chronic.migraineDays} días al mes`,
        source: en.conditions[1].numericClaims[4].source,
      },
      { text: "al menos 5 ataques de migraña", source: en.conditions[1].numericClaims[5].source },
      { text: "más de 72 horas", source: en.conditions[1].numericClaims[6].source },
      {
        text: `adultos de ${botox.minAge} años o más`,
        source: en.conditions[1].numericClaims[7].source,
      },
      {
        text: `${botox.injections} pequeñas inyecciones`,
        source: en.conditions[1].numericClaims[8].source,
      },
      { text: `${botox.muscleAreas} zonas`, source: en.conditions[1].numericClaims[9].source },
      { text: `${botox.units} unidades`, source: en.conditions[1].numericClaims[10].source },
      {
        text: `cada ${botox.everyWeeks} semanas`,
        source: en.conditions[1].numericClaims[11].source,
      },
      { text: `unos ${botox.minutes} minutos`, source: en.conditions[1].numericClaims[12].source },
      {
        text: `prueba de ${cgrpTrialMonths} meses`,
        source: en.conditions[1].numericClaims[13].source,
      },
      { text: `cada ${followUpWeeks} semanas`, source: en.conditions[1].numericClaims[14].source },
      { text: outcomeMeasures, source: en.conditions[1].numericClaims[15].source },
    ],
    faqs: [
      {
        question: "¿Cómo sé si mi migraña se ha vuelto crónica?",
        answer: `Cuente sus días con dolor de cabeza. Puede ser migraña crónica si tiene dolor de cabeza ${chronic.headacheDaysPerMonth} o más días al mes durante más de ${chronic.months} meses. En la migraña crónica, al menos ${chronic.migraineDays} de esos días también tienen características de migraña. Un diario sencillo, en papel o en el teléfono, hace que esto sea mucho más fácil de ver.`,
      },
      {
        question: "¿La migraña crónica es permanente?",
        answer:
          "No necesariamente. Con el tratamiento adecuado, muchos pacientes vuelven a tener menos días con dolor de cabeza. Los resultados varían de una persona a otra, y puede llevar tiempo encontrar la combinación de tratamientos adecuada.",
      },
      {
        question: "¿Cómo funciona el tratamiento con Botox para la migraña crónica?",
        answer: `Un médico aplica ${botox.injections} pequeñas inyecciones en ${botox.muscleAreas} zonas de la cabeza y el cuello, con un total de ${botox.units} unidades. La consulta dura unos ${botox.minutes} minutos y se repite cada ${botox.everyWeeks} semanas. Se cree que el Botox calma las señales de dolor de los nervios de estas zonas. Está aprobado para adultos de ${botox.minAge} años o más.`,
      },
      {
        question:
          "¿Cuánto tiempo se tarda en saber si un medicamento contra el CGRP está funcionando?",
        answer: `Algunas personas notan un cambio en el primer mes, pero otras tardan más. Por lo general evaluamos un medicamento contra el CGRP después de una prueba de ${cgrpTrialMonths} meses. Así tiene una oportunidad justa de funcionar antes de que decidamos seguir con él o cambiarlo.`,
      },
      {
        question: "¿Podrían mis analgésicos estar empeorando mis dolores de cabeza?",
        answer:
          "Es posible. Tomar medicamentos agudos para el dolor de cabeza demasiados días al mes puede causar cefalea por uso excesivo de medicamentos, que a menudo acompaña a la migraña crónica. Por favor, no deje ningún medicamento por su cuenta; su médico puede ayudarle a reducirlo de forma segura.",
      },
      {
        question: "¿Mi seguro cubrirá el Botox o los medicamentos contra el CGRP?",
        answer:
          "Muchos planes de seguro cubren estos tratamientos para la migraña crónica cuando se cumplen ciertas condiciones. Aceptamos la mayoría de los planes, incluidos Medicare y Medicaid. Los planes a menudo piden primero una autorización previa, y nuestro consultorio se encarga de ese papeleo por usted.",
      },
    ],
    sources: en.conditions[1].sources,
    updated: en.conditions[1].updated,
  },
  {
    slug: en.conditions[2].slug,
    title: "Cefalea postraumática",
    icon: en.conditions[2].icon,
    shortDesc:
      "Dolor de cabeza que empieza en los 7 días siguientes a un golpe en la cabeza o una conmoción cerebral, y que a veces dura meses.",
    summary:
      "La cefalea postraumática es un dolor de cabeza que empieza dentro de los 7 días siguientes a una lesión en la cabeza, o a despertar después de ella. Cuando dura más de 3 meses, se llama persistente. A menudo se parece a la migraña o a la cefalea tensional.",
    overview: [
      "La cefalea postraumática es un dolor de cabeza que empieza después de una lesión en la cabeza. La lesión puede ser una conmoción cerebral por una caída, un golpe en un deporte o un accidente de auto. Incluso una lesión leve, sin pérdida del conocimiento, puede causar dolores de cabeza que duran semanas o meses.",
      "El dolor de cabeza es el síntoma más común después de una conmoción cerebral. En muchas personas desaparece en las primeras semanas. En otras dura más, y puede parecerse a la migraña, con dolor pulsátil y sensibilidad a la luz, o a una cefalea tensional, con un dolor que aprieta y presiona.",
      "Estos dolores de cabeza suelen venir con otros síntomas de la conmoción, como mareos, mal sueño, dificultad para concentrarse, irritabilidad o desánimo. Juntos, pueden hacer difícil volver al trabajo, a la escuela o al deporte. Tratar el dolor de cabeza y los problemas que lo acompañan puede ayudar a muchas personas a retomar su vida diaria.",
    ],
    symptoms: [
      "Dolor de cabeza que empezó poco después de una lesión en la cabeza",
      "Dolor pulsátil con náuseas y sensibilidad a la luz y al sonido, como en la migraña",
      "Dolor que aprieta y presiona alrededor de la cabeza, como en la cefalea tensional",
      "Dolor de cuello o dolor en la parte de atrás de la cabeza",
      "Mareos o problemas de equilibrio",
      "Dificultad para dormir, concentrarse o recordar",
      "Irritabilidad, ansiedad o desánimo",
    ],
    diagnosis: {
      intro:
        "La cefalea postraumática se diagnostica por la relación en el tiempo entre el dolor de cabeza y la lesión. En palabras sencillas, los criterios de la ICHD-3 son:",
      criteria: [
        "Usted tuvo una lesión en la cabeza. Esto incluye lesiones leves, como una conmoción cerebral.",
        "El dolor de cabeza empezó dentro de los 7 días siguientes a la lesión. También puede empezar dentro de los 7 días siguientes a despertar después de la lesión, o a dejar los medicamentos que le calmaban el dolor.",
        "Los médicos la llaman cefalea postraumática aguda, es decir, reciente, cuando desaparece dentro de los 3 meses siguientes a la lesión, o mientras aún no han pasado 3 meses.",
        "Se llama cefalea postraumática persistente cuando dura más de 3 meses después de la lesión.",
        "Ningún otro diagnóstico explica mejor el dolor de cabeza.",
      ],
      note: "Justo después de una lesión en la cabeza, los médicos de la sala de emergencias deciden si hace falta una tomografía computarizada. Más adelante, su médico podría pedir una resonancia magnética u otras pruebas si el dolor de cabeza está empeorando o si hay síntomas neurológicos nuevos. Lo mismo si algo en su examen necesita una revisión más detallada. Su médico también revisará su cuello, su sueño y su estado de ánimo, y cada cuánto toma analgésicos.",
    },
    treatment: {
      intro:
        "No hay un tratamiento único para la cefalea postraumática. La tratamos según el tipo de dolor de cabeza al que más se parece, y al mismo tiempo atendemos los otros efectos de la lesión.",
      points: [
        `Una primera consulta completa de ${firstVisitMinutes} minutos para revisar la lesión, sus síntomas y cualquier estudio de imágenes, y para buscar problemas que necesiten otro tipo de atención.`,
        `Cuando el dolor de cabeza se parece a la migraña, usamos el mismo plan que para la migraña. Eso significa medicamento agudo, que es ${acuteMeans}, y medicamento preventivo cuando hace falta. Hay menos investigación sobre estos tratamientos en la cefalea postraumática, así que ajustamos el plan sobre la marcha.`,
        "Límites al uso de analgésicos desde el principio, porque tomarlos muchos días puede causar cefalea por uso excesivo de medicamentos.",
        `Bloqueos del nervio occipital para el dolor en la parte de atrás de la cabeza y el cuello. ${nerveBlockRelief}`,
        "Consejos sobre el sueño y sobre cómo volver poco a poco a sus actividades. Cuando hay dolor de cuello o mareos, podemos enviarle a fisioterapia o a terapia vestibular, que usa ejercicios para aliviar el mareo y mejorar el equilibrio.",
      ],
      treatmentSlugs: en.conditions[2].treatment.treatmentSlugs,
    },
    warningSigns: {
      emergency: [
        "Un dolor de cabeza que sigue empeorando en los días después de una lesión en la cabeza",
        "Vómitos repetidos, o mucha somnolencia o dificultad para despertarse, después de una lesión en la cabeza",
        "Una pupila más grande que la otra, o comportarse de una forma que no es la habitual, después de una lesión en la cabeza",
        "Cualquier lesión en la cabeza en alguien que toma anticoagulantes (medicamentos para hacer la sangre más líquida)",
      ],
    },
    numericClaims: [
      { text: "ICHD-3", source: en.conditions[2].numericClaims[0].source },
      { text: "dentro de los 7 días", source: en.conditions[2].numericClaims[1].source },
      { text: "más de 3 meses", source: en.conditions[2].numericClaims[2].source },
      { text: "dentro de los 3 meses", source: en.conditions[2].numericClaims[3].source },
      { text: "aún no han pasado 3 meses", source: en.conditions[2].numericClaims[4].source },
      { text: "por más de 3 meses", source: en.conditions[2].numericClaims[5].source },
      { text: `${firstVisitMinutes} minutos`, source: en.conditions[2].numericClaims[6].source },
    ],
    faqs: [
      {
        question:
          "Solo tuve una conmoción cerebral leve. ¿De verdad eso puede causar dolores de cabeza duraderos?",
        answer:
          "Sí. La cefalea postraumática es común después de lesiones leves en la cabeza, incluso cuando usted nunca perdió el conocimiento. La lesión no tiene que ser grave para que los dolores de cabeza duren.",
      },
      {
        question: "¿Cuánto tiempo me durarán los dolores de cabeza?",
        answer:
          "Muchas personas mejoran en las primeras semanas o meses. Algunas tienen dolores de cabeza que duran por más de 3 meses, lo que se llama cefalea postraumática persistente. El tratamiento puede ayudar en los dos casos.",
      },
      {
        question: "¿Necesito un estudio de imágenes del cerebro?",
        answer:
          "Si le atendieron justo después de la lesión, los médicos de la sala de emergencias ya habrán decidido si hacía falta una tomografía computarizada. Más adelante, su médico podría pedir un estudio si su dolor de cabeza está empeorando o si tiene síntomas nuevos. Lo mismo si su examen muestra algo que necesita una revisión más detallada.",
      },
      {
        question:
          "¿Debo descansar en un cuarto oscuro hasta que se me quiten los dolores de cabeza?",
        answer:
          "Un descanso corto justo después de una conmoción cerebral ayuda. Después, volver a la actividad normal de forma lenta y constante suele ayudar más a la recuperación que un descanso largo. Su médico puede ayudarle a planear a qué ritmo hacerlo.",
      },
      {
        question: "¿Pueden mis analgésicos empeorar las cosas?",
        answer:
          "Sí, si los toma muchos días al mes. El uso regular puede causar cefalea por uso excesivo de medicamentos, que mantiene el dolor. Su médico puede hacer un plan que limite cada cuánto los usa.",
      },
      {
        question: "¿Cuándo puedo volver a hacer deporte?",
        answer:
          "La vuelta al deporte debe ser gradual y solo después de que sus síntomas se hayan calmado, con la autorización de un médico. Volver demasiado pronto aumenta el riesgo de otra lesión y puede retrasar la recuperación.",
      },
    ],
    sources: en.conditions[2].sources,
    updated: en.conditions[2].updated,
  },
  {
    slug: en.conditions[3].slug,
    title: "Cefalea en racimos y CTA",
    icon: en.conditions[3].icon,
    shortDesc:
      "Dolor intenso en un lado, alrededor del ojo o la sien, con lagrimeo o secreción nasal del mismo lado, a menudo por temporadas.",
    summary:
      "La cefalea en racimos causa un dolor intenso en un lado de la cabeza, alrededor del ojo o la sien. Viene con un ojo lloroso o rojo, o con la nariz tapada, del mismo lado. Es la más común de las CTA, un grupo pequeño de dolores de cabeza que comparten estas características.",
    overview: [
      "La cefalea en racimos es uno de los trastornos de dolor de cabeza más dolorosos. Causa ataques de dolor intenso en un lado de la cabeza, por lo general en el ojo o alrededor de él, o en la sien. El dolor viene con señales en el mismo lado de la cara, como un ojo lloroso y rojo o secreción nasal. La mayoría de las personas se sienten inquietas y no pueden estarse quietas.",
      "El nombre viene de la forma en que los ataques llegan en grupos, o racimos. Muchas personas tienen temporadas que duran semanas o meses, con ataques todos los días, a menudo a la misma hora del día o de la noche. Luego los ataques se detienen durante meses o incluso años. La cefalea en racimos es menos común que la migraña. A menudo empieza entre los 20 y los 40 años, y es más común en los hombres y en las personas que fuman.",
      "CTA es la sigla de cefalalgias trigémino-autonómicas: dolores de cabeza de un solo lado con señales en el ojo o la nariz del mismo lado. Otras del grupo, como la hemicránea paroxística y la hemicránea continua, tienen ataques más cortos o más largos y necesitan otro tratamiento. Los ataques pueden dar miedo y pueden alterar el sueño y el trabajo. Pero el tratamiento puede acortar los ataques y ayudar a prevenirlos.",
    ],
    symptoms: [
      "Dolor intenso, taladrante o punzante en un lado de la cabeza, alrededor del ojo o la sien",
      "Ataques que duran 15–180 minutos cuando no se tratan",
      "Un ojo lloroso o rojo del mismo lado del dolor",
      "La nariz tapada o con secreción del lado del dolor",
      "Un párpado caído, una pupila más pequeña o un párpado hinchado de ese lado",
      "Inquietud: caminar de un lado a otro, mecerse o no poder mantenerse en reposo",
      "Ataques que llegan a la misma hora cada día y que a menudo le despiertan",
    ],
    diagnosis: {
      intro:
        "La cefalea en racimos se diagnostica por el patrón de los ataques y un examen neurológico. En palabras sencillas, los criterios de la ICHD-3 son:",
      criteria: [
        "Al menos 5 ataques de dolor intenso o muy intenso en un lado, en el ojo o alrededor de él, encima del ojo o en la sien.",
        "Cada ataque dura 15–180 minutos cuando no se trata.",
        "Durante el ataque hay al menos 1 de estas señales del mismo lado: un ojo lloroso o rojo, la nariz tapada o con secreción, o un párpado hinchado. También cuentan el sudor en la frente o la cara, una pupila pequeña o un párpado caído, y también la inquietud.",
        "Los ataques ocurren desde 1 cada dos días hasta 8 al día.",
        "La cefalea en racimos episódica llega por temporadas, con pausas sin dolor de 3 meses o más. En la cefalea en racimos crónica, los ataques siguen durante un año o más. Las pausas duran menos de 3 meses, o no hay ninguna.",
      ],
      note: "Cuando estos dolores de cabeza son nuevos, su médico por lo general pedirá una resonancia magnética del cerebro, porque en raras ocasiones otras afecciones pueden causar un dolor parecido. Las otras CTA se parecen, pero se diferencian en cuánto duran los ataques. Algunas responden por completo a un medicamento llamado indometacina, lo que ayuda a confirmar el diagnóstico.",
    },
    treatment: {
      intro:
        "La cefalea en racimos necesita un plan para dos cosas: detener rápido cada ataque y calmar la temporada para que los ataques lleguen con menos frecuencia.",
      points: [
        "Tratamiento de acción rápida para los ataques: oxígeno a alto flujo que se respira con una mascarilla, y sumatriptán en inyección debajo de la piel. El sumatriptán es un triptán, un medicamento hecho para la migraña que también funciona en los ataques de racimos. Se los recetamos y le enseñamos a usarlos.",
        "Medicamento preventivo durante una temporada. El verapamilo es una opción común. Como puede afectar el ritmo del corazón, revisamos su corazón con un electrocardiograma (ECG) mientras se ajusta la dosis.",
        "Galcanezumab, un medicamento dirigido al CGRP que está aprobado por la FDA para tratar la cefalea en racimos episódica.",
        "Tratamiento puente de corto plazo, como un bloqueo del nervio occipital o unos pocos días de esteroides, para calmar los ataques mientras un preventivo empieza a hacer efecto.",
        "Un dispositivo de estimulación no invasiva del nervio vago, autorizado por la FDA para la cefalea en racimos. Indometacina para las CTA que responden a ella.",
      ],
      treatmentSlugs: en.conditions[3].treatment.treatmentSlugs,
    },
    warningSigns: {
      emergency: ["Un ojo rojo y doloroso con visión borrosa o halos alrededor de las luces"],
      sameDay: [
        "Un párpado caído o una pupila pequeña que no se quita entre un ataque y otro",
        "Ataques que de repente cambian de patrón, de lado o de duración",
      ],
    },
    numericClaims: [
      { text: "ICHD-3", source: en.conditions[3].numericClaims[0].source },
      { text: "entre los 20 y los 40 años", source: en.conditions[3].numericClaims[1].source },
      { text: "15–180 minutos", source: en.conditions[3].numericClaims[2].source },
      { text: "Al menos 5 ataques", source: en.conditions[3].numericClaims[3].source },
      { text: "al menos 1 de estas", source: en.conditions[3].numericClaims[4].source },
      {
        text: "desde 1 cada dos días hasta 8 al día",
        source: en.conditions[3].numericClaims[5].source,
      },
      { text: "3 meses o más", source: en.conditions[3].numericClaims[6].source },
      { text: "menos de 3 meses", source: en.conditions[3].numericClaims[7].source },
      { text: "988", source: en.conditions[3].numericClaims[8].source },
    ],
    faqs: [
      {
        question: "¿En qué se diferencia la cefalea en racimos de la migraña?",
        answer:
          "Los ataques de racimos son más cortos, por lo general de 15–180 minutos, y el dolor se queda en un lado, alrededor del ojo. Las personas con migraña a menudo quieren quedarse quietas en un cuarto oscuro. En cambio, las personas con cefalea en racimos tienden a caminar de un lado a otro o a mecerse. Los ataques de racimos también vienen con lagrimeo, un ojo rojo o secreción nasal del mismo lado.",
      },
      {
        question: "¿Por qué mis ataques llegan a la misma hora todos los días?",
        answer:
          "La cefalea en racimos está relacionada con el hipotálamo, la parte del cerebro que controla el reloj interno del cuerpo. Por eso los ataques suelen seguir un ritmo diario y las temporadas pueden volver en la misma época del año.",
      },
      {
        question: "¿De verdad ayuda el oxígeno?",
        answer:
          "Para muchas personas, sí. Respirar oxígeno puro a alto flujo con una mascarilla especial al comienzo de un ataque puede aliviar el dolor en minutos. Necesita una receta y el equipo adecuado, que nosotros podemos conseguirle.",
      },
      {
        question: "¿Se puede prevenir la cefalea en racimos?",
        answer:
          "Un medicamento preventivo tomado durante una temporada puede hacer que los ataques sean menos frecuentes. El verapamilo se usa con frecuencia, y el galcanezumab está aprobado por la FDA para la cefalea en racimos episódica. Un bloqueo nervioso o unos pocos días de esteroides pueden ayudar mientras el preventivo hace efecto.",
      },
      {
        question: "¿Debo evitar el alcohol?",
        answer:
          "Durante una temporada, incluso un poco de alcohol puede desencadenar un ataque en poco tiempo, así que la mayoría de las personas lo evitan hasta que termina la temporada. Entre temporadas, el alcohol por lo general no desencadena ataques.",
      },
      {
        question: "¿Es peligrosa la cefalea en racimos?",
        answer:
          "La cefalea en racimos en sí no daña el cerebro, pero el dolor es intenso y puede agotarle. La primera vez que aparecen estos dolores de cabeza, su médico buscará otras causas. Si alguna vez el dolor le lleva a pensar en hacerse daño, llame o envíe un mensaje de texto al 988 de inmediato.",
      },
    ],
    sources: en.conditions[3].sources,
    updated: en.conditions[3].updated,
  },
  {
    slug: en.conditions[4].slug,
    title: "Cefalea por uso excesivo de medicamentos",
    icon: en.conditions[4].icon,
    shortDesc:
      "Dolor de cabeza frecuente que empeora por tomar analgésicos o medicamentos para la migraña con demasiada frecuencia.",
    summary: `La cefalea por uso excesivo de medicamentos puede deberse a tomar medicamento agudo, es decir, ${acuteMeans}, demasiados días. Cuando esto sigue durante más de ${chronic.months} meses, los dolores de cabeza pueden volverse más frecuentes. A menudo mejora con un plan cuidadoso para cambiar la forma de usar esos medicamentos.`,
    overview: [
      "La cefalea por uso excesivo de medicamentos es un dolor de cabeza que empeora por el mismo medicamento que se toma para tratarlo. Cuando los analgésicos o los medicamentos para la migraña se usan demasiados días, el cerebro puede volverse más sensible al dolor, y los dolores de cabeza llegan más a menudo. Esto puede volverse un círculo vicioso: más dolores de cabeza llevan a más medicamento, y más medicamento lleva a más dolores de cabeza.",
      "Les pasa a personas que ya tienen un trastorno de dolor de cabeza, casi siempre migraña o cefalea tensional. No es señal de debilidad ni de mal uso; por lo general empieza con un esfuerzo honesto por seguir adelante a pesar del dolor frecuente. Es más común en las mujeres y en las personas con migraña frecuente.",
      "Como se desarrolla poco a poco, muchas personas no se dan cuenta de que su medicamento es parte del problema. La buena noticia es que se puede tratar. Con un plan para reducir el medicamento que se usa en exceso y empezar un preventivo, muchos pacientes tienen menos días con dolor de cabeza. Muchos también notan que su medicamento agudo vuelve a funcionar mejor.",
    ],
    symptoms: [
      "Dolor de cabeza la mayoría de los días del mes",
      "Despertarse con dolor de cabeza, a menudo temprano en la mañana",
      "Dolores de cabeza que empezaron a ser más frecuentes cuando usted empezó a tomar medicamentos para el dolor más a menudo",
      "Analgésicos que ya no funcionan tan bien como antes",
      "Un dolor de cabeza que vuelve cuando se pasa el efecto de una dosis",
      "Preocupación por quedarse sin medicamento, o tomarlo para prevenir un dolor de cabeza que usted espera",
      "Cansancio, mal sueño, irritabilidad o dificultad para concentrarse",
    ],
    diagnosis: {
      intro:
        "La cefalea por uso excesivo de medicamentos se diagnostica contando con cuidado los días con dolor de cabeza y los días con medicamento. En palabras sencillas, los criterios de la ICHD-3 son:",
      criteria: [
        `Dolor de cabeza ${chronic.headacheDaysPerMonth} o más días al mes en alguien que ya tiene un trastorno de dolor de cabeza, como la migraña.`,
        `Uso excesivo y regular de medicamento agudo durante más de ${chronic.months} meses.`,
        "Para los triptanes (medicamentos hechos para la migraña, como el sumatriptán), los ergotamínicos, los opioides o los analgésicos combinados, uso excesivo significa tomarlos 10 o más días al mes. Los analgésicos combinados incluyen los que tienen cafeína o butalbital.",
        "Usar una mezcla de distintos medicamentos agudos 10 o más días al mes también cuenta.",
        `Para los analgésicos simples, como el acetaminofén, la aspirina o el ibuprofeno, uso excesivo significa tomarlos ${chronic.headacheDaysPerMonth} o más días al mes.`,
        "Ningún otro diagnóstico explica mejor los dolores de cabeza.",
      ],
      note: "Lo que cuenta es el número de días en que toma medicamento, no el número de pastillas. Traiga una lista de todo lo que toma para el dolor de cabeza, incluidos los productos de venta libre. Su médico también buscará otras causas del dolor de cabeza frecuente.",
    },
    treatment: {
      intro:
        "El paso clave es reducir o dejar el medicamento que se está usando en exceso. Hacemos que esto sea más fácil y seguro al empezar un preventivo y planear cómo manejar las primeras semanas, que son las más difíciles.",
      points: [
        "Un plan para dejar o limitar el medicamento que se usa en exceso. Muchos analgésicos y triptanes se pueden dejar de inmediato. Los opioides y los productos con butalbital necesitan una reducción lenta y supervisada.",
        "Un preventivo que se empieza al mismo tiempo, como un medicamento dirigido al CGRP o un preventivo diario. Si usted también tiene migraña crónica, el Botox puede ser una opción.",
        "Tratamiento puente para ayudarle a pasar los dolores de cabeza que vienen al dejar el medicamento. Puede incluir otro medicamento por poco tiempo, un bloqueo nervioso o una infusión en el consultorio.",
        `Un control ${newPreventiveWeeks} semanas después de empezar un nuevo preventivo, y luego consultas de seguimiento cada ${followUpWeeks} semanas.`,
        "Un plan claro para los ataques futuros, con límites de cuántos días al mes usa cada medicamento, anotados en un diario de dolores de cabeza.",
      ],
      treatmentSlugs: en.conditions[4].treatment.treatmentSlugs,
    },
    warningSigns: {
      emergency: [
        "Confusión, ver cosas que no están ahí o una convulsión después de reducir un medicamento con butalbital",
      ],
      sameDay: ["Vómitos tan seguidos que no puede retener líquidos"],
    },
    numericClaims: [
      { text: "ICHD-3", source: en.conditions[4].numericClaims[0].source },
      { text: `más de ${chronic.months} meses`, source: en.conditions[4].numericClaims[1].source },
      {
        text: `${chronic.headacheDaysPerMonth} o más días al mes`,
        source: en.conditions[4].numericClaims[2].source,
      },
      { text: "10 o más días al mes", source: en.conditions[4].numericClaims[3].source },
      {
        text: `${newPreventiveWeeks} semanas después de empezar`,
        source: en.conditions[4].numericClaims[4].source,
      },
      { text: `cada ${followUpWeeks} semanas`, source: en.conditions[4].numericClaims[5].source },
    ],
    faqs: [
      {
        question:
          "¿Cómo puede el medicamento que tomo para el dolor de cabeza causarme dolores de cabeza?",
        answer:
          "Cuando los medicamentos agudos para el dolor de cabeza se usan muchos días al mes, el sistema del dolor del cerebro puede volverse más sensible. Entonces los dolores de cabeza llegan más a menudo, y eso lleva a tomar más medicamento. La causa exacta todavía se está estudiando, pero este patrón es bien conocido.",
      },
      {
        question: "¿Qué medicamentos pueden causarla?",
        answer:
          "Casi cualquier medicamento para detener los dolores de cabeza puede causarla. Esto incluye los triptanes, los opioides, los analgésicos combinados y los simples, como el acetaminofén o el ibuprofeno. Los opioides y los productos con butalbital tienen un riesgo más alto. Los gepantes son medicamentos más nuevos para la migraña que bloquean el CGRP, una sustancia natural del cuerpo que participa en el dolor de la migraña. Los primeros estudios sugieren que los gepantes podrían causar cefalea por uso excesivo de medicamentos con menos probabilidad que otros medicamentos agudos. Esto todavía no está demostrado, así que igual contamos cada día en que usted toma uno.",
      },
      {
        question: "¿Tengo que dejar todos mis medicamentos a la vez?",
        answer:
          "No siempre. Muchos analgésicos simples y triptanes se pueden dejar de inmediato. Los opioides y los productos con butalbital se deben reducir poco a poco bajo el cuidado de un médico, porque dejarlos de golpe puede ser peligroso. Por favor, no los deje por su cuenta.",
      },
      {
        question: "¿Empeorarán mis dolores de cabeza cuando reduzca los medicamentos?",
        answer:
          "Puede que sí, por un tiempo. Muchas personas tienen dolores de cabeza más fuertes, náuseas o mal sueño durante varios días y hasta unas semanas. Planeamos con anticipación un tratamiento puente para ayudarle a pasar esta etapa.",
      },
      {
        question: "¿Cuánto tardaré en sentirme mejor?",
        answer:
          "Muchos pacientes notan menos días con dolor de cabeza entre unas semanas y un par de meses después de reducir los medicamentos. Empezar un preventivo al mismo tiempo puede ayudar, y los medicamentos agudos a menudo funcionan mejor una vez que se deja el uso excesivo.",
      },
      {
        question: "¿Cómo evito que vuelva?",
        answer:
          "Lleve un diario de dolores de cabeza, respete los límites de medicamentos que le indique su médico y siga tomando su preventivo según lo planeado. Si nota que necesita medicamento agudo más a menudo, llámenos pronto para que podamos ajustar el plan.",
      },
    ],
    sources: en.conditions[4].sources,
    updated: en.conditions[4].updated,
  },
  {
    slug: en.conditions[5].slug,
    title: "Neuralgia occipital",
    icon: en.conditions[5].icon,
    shortDesc:
      "Dolor como una descarga o una punzada en la parte de atrás de la cabeza, a lo largo de los nervios occipitales, con el cuero cabelludo sensible.",
    summary:
      "La neuralgia occipital causa un dolor breve, como una descarga o una punzada, en la parte de atrás de la cabeza y la parte alta del cuello. Sigue el recorrido de los nervios occipitales. Ahí el cuero cabelludo suele estar sensible. Un bloqueo nervioso a menudo alivia el dolor por un tiempo.",
    overview: [
      "La neuralgia occipital es un dolor de los nervios en la parte de atrás de la cabeza. Los nervios occipitales van desde la parte alta del cuello, pasan por los músculos de la base del cráneo y recorren la parte de atrás del cuero cabelludo. Cuando uno de estos nervios se irrita, puede enviar sacudidas repentinas de dolor punzante a lo largo de su recorrido.",
      "Puede aparecer después de una lesión en el cuello o la cabeza. También puede deberse a músculos tensos del cuello, artritis en la parte alta de la columna o presión sobre el nervio. A menudo no se encuentra una causa clara. Puede darse en un lado o en los dos, y puede ocurrir junto con la migraña, lo que a veces hace que sea más difícil de reconocer.",
      "El dolor suele ser breve, pero puede llegar muchas veces al día. Cosas simples como cepillarse el pelo, apoyar la cabeza en la almohada o girar el cuello pueden desencadenarlo. Esto puede alterar el sueño y la vida diaria, pero en muchos pacientes el tratamiento puede calmar el nervio.",
    ],
    symptoms: [
      "Dolor repentino como una descarga, una punzada o un choque eléctrico en la parte de atrás de la cabeza",
      "Dolor que empieza en la base del cráneo y recorre el cuero cabelludo",
      "Dolor que dura de segundos a minutos y puede repetirse muchas veces al día",
      "Un cuero cabelludo sensible, en el que duele tocarse el pelo o apoyarse en la almohada",
      "Entumecimiento, hormigueo o sensaciones extrañas en la parte de atrás del cuero cabelludo",
      "Dolor al presionar donde sale el nervio, en la base del cráneo",
      "Un dolor sordo entre las descargas, que a veces se extiende detrás del ojo del mismo lado",
    ],
    diagnosis: {
      intro:
        "La neuralgia occipital se diagnostica por sus síntomas y un examen de la parte de atrás de la cabeza y del cuello. En palabras sencillas, los criterios de la ICHD-3 son:",
      criteria: [
        "Dolor en uno o ambos lados de la parte de atrás de la cabeza, a lo largo del nervio occipital mayor, el menor o el tercer nervio occipital.",
        "El dolor tiene al menos 2 de estas 3 características: llega en ataques de segundos a minutos, es intenso, y es como una descarga, una punzada o un corte.",
        "Un roce leve en el cuero cabelludo o el pelo se siente extraño o duele, y el nervio duele al presionarlo, a menudo en la base del cráneo.",
        "Un bloqueo nervioso con un anestésico local (un medicamento que adormece la zona) alivia el dolor por un tiempo.",
        "Ningún otro diagnóstico explica mejor el dolor.",
      ],
      note: "Su médico revisará si el dolor podría venir del cuello, de la migraña o de otra causa. Se piden estudios de imágenes del cuello o la cabeza cuando hay otros síntomas, como debilidad o entumecimiento en un brazo, o cuando el dolor no sigue el patrón habitual.",
    },
    treatment: {
      intro:
        "El tratamiento busca calmar el nervio irritado y aliviar lo que pueda estar presionándolo. A muchos pacientes les va bien con una combinación de métodos.",
      points: [
        "Un examen para encontrar el nervio afectado y buscar problemas del cuello o una migraña que puedan estar sumándose al dolor.",
        `Un bloqueo del nervio occipital: una inyección de anestésico local, como la lidocaína o la bupivacaína, cerca del nervio. A veces se agrega un esteroide. El bloqueo también ayuda a confirmar el diagnóstico. ${nerveBlockRelief}`,
        "Medicamentos para el dolor de los nervios que se toman a diario, como ciertos medicamentos para las convulsiones o antidepresivos en dosis bajas, cuando los ataques son frecuentes.",
        "Calor, estiramientos suaves, atención a la postura y fisioterapia para relajar los músculos tensos del cuello.",
        "Repetir los bloqueos nerviosos cuando ayudan, y enviarle a otros procedimientos en los pocos casos en que un tratamiento más sencillo no trae alivio.",
      ],
      treatmentSlugs: en.conditions[5].treatment.treatmentSlugs,
    },
    warningSigns: {
      emergency: [
        "Dolor de cuello que sigue empeorando después de una caída o una lesión reciente en el cuello",
      ],
      sameDay: [
        "Debilidad o entumecimiento nuevos en los brazos o las manos",
        "Un sarpullido con ampollas en el cuero cabelludo o el cuello",
      ],
    },
    numericClaims: [
      { text: "ICHD-3", source: en.conditions[5].numericClaims[0].source },
      {
        text: "al menos 2 de estas 3 características",
        source: en.conditions[5].numericClaims[1].source,
      },
    ],
    faqs: [
      {
        question: "¿Qué causa la neuralgia occipital?",
        answer:
          "Ocurre cuando un nervio occipital está irritado o comprimido. Los músculos tensos del cuello, una lesión o la artritis en la parte alta del cuello pueden ser parte de la causa. Pero a menudo no se encuentra una sola causa.",
      },
      {
        question: "¿La neuralgia occipital es lo mismo que la migraña?",
        answer:
          "No, pero las dos pueden parecerse y pueden darse juntas. La migraña también puede causar dolor y sensibilidad en la parte de atrás de la cabeza. El tipo de dolor, el examen y la respuesta a un bloqueo nervioso ayudan a su médico a distinguirlas.",
      },
      {
        question: "¿Cómo es un bloqueo del nervio occipital?",
        answer:
          "Es una inyección rápida en el consultorio. Puede sentir un ardor breve y presión, y luego la zona a menudo se siente adormecida. La mayoría de las personas siguen con su día normal después.",
      },
      {
        question: "¿Cuánto tiempo ayuda un bloqueo nervioso?",
        answer: `${nerveBlockRelief} Cuánto dura el alivio varía de una persona a otra, de días a meses. El bloqueo se puede repetir si ayuda.`,
      },
      {
        question: "¿Pueden ayudar los medicamentos?",
        answer:
          "Sí. Algunos medicamentos que se usan para el dolor de los nervios pueden hacer que los ataques sean menos frecuentes cuando se toman todos los días. Su médico elegirá uno adecuado para su salud, y le explicará cómo empezarlo y qué efectos secundarios vigilar.",
      },
      {
        question: "¿Necesitaré cirugía?",
        answer:
          "Muy pocas personas la necesitan. La mayoría encuentra alivio con bloqueos nerviosos, medicamentos y cuidado de los músculos del cuello. La cirugía u otros procedimientos se consideran solo cuando esto no ayuda.",
      },
    ],
    sources: en.conditions[5].sources,
    updated: en.conditions[5].updated,
  },
] satisfies Translated<typeof en.conditions>;

/** The /conditions page. */
export const conditionsIndex = {
  seoTitle: "Trastornos de dolor de cabeza que tratamos",
  description: (names: string) => `${names}: diagnóstico y tratamiento.`,
  title: "Afecciones que tratamos",
  intro:
    "No todos los trastornos de dolor de cabeza son iguales. Saber cuál tiene usted es el primer paso hacia el tratamiento adecuado.",
  callToAction: {
    heading: "¿No sabe qué tipo de dolor de cabeza tiene?",
    points: ["Un diagnóstico hecho por un especialista", "Un plan hecho para usted"],
  },
} satisfies Translated<typeof en.conditionsIndex>;

/**
 * The call to action that closes every condition page; its points are the
 * practice's own sentences, from the translation of clinic.ts.
 */
export const conditionCallToAction = {
  heading: "Hable con un especialista en dolor de cabeza",
  points: [clinicWords.newPatients.badge, clinicWords.insurance.summary],
} satisfies Translated<typeof en.conditionCallToAction>;
