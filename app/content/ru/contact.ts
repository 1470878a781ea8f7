// Russian words of the contact page (spec §5, §8): the form's messages, the
// page's own words, the new patient checklist and what the page says after a
// form post without JavaScript. `messageRetentionDays` is a number, not
// words, and stays in contact.ts.
//
// Draft Russian translation of app/content/contact.ts; awaiting review by a
// qualified medical translator. 2026-11-23.
import { careFacts } from "#app/content/care-facts.ts";
import type * as en from "#app/content/contact.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

export const contactMessages = {
  successTitle: "Сообщение получено",
  successText: `Спасибо, что связались с нами. Мы ответим в течение ${careFacts.responseHours} часов.`,
  formNotice:
    "Эта форма предназначена только для общих вопросов и записи на приём. При неотложном состоянии позвоните 911 или обратитесь в ближайшее отделение неотложной помощи.",
  privacyNotice:
    "Пожалуйста, не указывайте медицинские сведения, например симптомы, диагнозы или лекарства. Мы обсудим их с вами по телефону или на визите.",
} as const satisfies Translated<typeof en.contactMessages>;

/**
 * The rest of the contact page's words. The toast keeps the spec's promise;
 * `replyTimes`, beside the form, says how it counts the hours.
 */
export const contactPage = {
  seo: {
    title: "Контакты и запись на консультацию",
    description:
      "Позвоните, напишите или отправьте сообщение, чтобы записаться к специалисту по головной боли в Бруклине. Часы работы, адрес и что взять на первый визит.",
  },
  intro:
    "Позвоните нам, напишите по электронной почте или оставьте сообщение ниже, чтобы задать вопрос или записаться на приём.",
  replyTimes: `В рабочие дни мы отвечаем в течение ${careFacts.responseHours} часов. На сообщения, отправленные в пятницу вечером или в выходные, мы отвечаем в следующий рабочий день.`,
  afterHours: {
    heading: "В нерабочее время",
    intro: "Если вы уже наш пациент и вам нужна наша помощь, когда офис закрыт:",
    steps: clinicWords.afterHours.steps,
    emergency: clinicWords.afterHours.emergency,
  },
} as const satisfies Translated<typeof en.contactPage>;

export const newPatientChecklist = [
  "Документ с фотографией и страховую карточку",
  "Список лекарств, которые вы принимаете сейчас, и лекарств от головной боли, которые вы уже пробовали",
  "Дневник головной боли, если вы его ведёте (как часто, как долго, насколько сильно)",
  "Заключения недавних исследований (МРТ или КТ) и результаты анализов",
  "Направление от вашего основного врача (терапевта), если этого требует ваш страховой план",
] as const satisfies Translated<typeof en.newPatientChecklist>;

/**
 * What the contact page says after a form post without JavaScript: the same
 * confirmation as the toast, or why the message may have been refused.
 */
export const contactOutcomeText = ((messageLimit: string) => ({
  sent: { title: contactMessages.successTitle, text: contactMessages.successText },
  notSent: {
    title: "Ваше сообщение не отправлено",
    reasonsHeading: "Что могло пойти не так",
    intro:
      "Мы не смогли принять ваше сообщение. Ничего не сохранилось, поэтому попробуйте ещё раз или позвоните нам.",
    reasons: [
      `Обязательное поле осталось пустым, или текст в поле слишком длинный (в сообщении может быть до ${messageLimit} знаков).`,
      "Адрес электронной почты или номер телефона был в формате, который мы не смогли прочитать.",
      "С вашего подключения за одну минуту было отправлено несколько сообщений. Подождите минуту и попробуйте снова.",
      "На нашем сервере произошла ошибка. Это наша вина, а не ваша.",
    ],
    backHint:
      "Форма ниже открывается пустой. Чтобы вернуть то, что вы написали, нажмите в браузере кнопку «Назад»: большинство браузеров сохраняет текст там.",
  },
})) satisfies Translated<typeof en.contactOutcomeText>;

/**
 * The contact form's own words: labels, button, the problems the form's
 * rules find, and what the form says when a message was not sent. Each
 * {name} is filled in as in the English.
 */
export const contactFormWords = {
  labels: { name: "Имя и фамилия", email: "Эл. почта", phone: "Телефон", message: "Сообщение" },
  fieldNames: {
    name: "Имя и фамилия",
    email: "Эл. почта",
    phone: "Телефон",
    message: "Сообщение",
  },
  problems: {
    required: "Заполните поле «{field}».",
    tooLong: "Поле «{field}» слишком длинное: не больше {limit} знаков.",
    notText: "В поле «{field}» должен быть текст.",
    unreadable: "В поле «{field}» есть символы, которые не удаётся прочитать.",
    notAllowed: "В поле «{field}» есть недопустимые символы.",
    email: "Введите адрес электронной почты, например name@example.com.",
    phone: "Введите номер телефона с кодом города, например (718) 555-0100.",
  },
  correctFields: "Пожалуйста, исправьте отмеченные ниже поля.",
  unreadableForm: "Не удалось прочитать форму. Пожалуйста, попробуйте ещё раз.",
  unknownFields: "Форма отправила поле, которого в ней нет ({fields}).",
  honeypotLabel: "Оставьте это поле пустым",
  send: "Отправить сообщение",
  sending: "Отправляем…",
  notSentTitle: "Ваше сообщение не отправлено",
  notSentText:
    "{reason} Ваше сообщение осталось в форме. Попробуйте ещё раз или позвоните нам по номеру {phone}.",
  unreachable: "Не удалось связаться с нашим сервером.",
  serverError: "Наш сервер не смог принять сообщение (ошибка {status}).",
} as const satisfies Translated<typeof en.contactFormWords>;

/** What the server answers when it turns a message away or cannot keep it. */
export const contactAnswerWords = {
  tooLarge: "Сообщение слишком длинное. Пожалуйста, сократите его до {limit} знаков.",
  mediaType: "Форму нужно отправлять в формате JSON или как обычную веб-форму.",
  encoded: "Форму нужно отправлять без сжатия.",
  crossOrigin: "Сообщения можно отправлять только через форму на этом сайте.",
  tooMany:
    "С вашего подключения отправлено слишком много сообщений. Подождите минуту и попробуйте снова или позвоните нам.",
  server:
    "Мы не смогли сохранить ваше сообщение из-за ошибки на нашей стороне. Попробуйте ещё раз или позвоните нам.",
  notStored:
    "Ваше сообщение не отправлено: из-за ошибки на нашей стороне мы не смогли его сохранить. Позвоните нам по номеру {phone} или попробуйте позже.",
  empty: "Сообщение пустое.",
  unreadable: "Не удалось прочитать сообщение.",
  malformedJson: "Не удалось прочитать сообщение: данные JSON повреждены.",
  notUtf8: "В сообщении есть байты, которые не являются текстом в кодировке UTF-8.",
  malformedForm: "Данные формы повреждены или не являются текстом в кодировке UTF-8.",
  sentTwice: "Поле «{field}» отправлено дважды.",
} as const satisfies Translated<typeof en.contactAnswerWords>;
