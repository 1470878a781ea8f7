// Draft Russian translation of app/content/interface-text.ts; awaiting review by a qualified medical translator. 2026-11-23.
//
// The words of the site's interface in Russian: header, footer, menus, the
// headings the page templates repeat, button labels and the 404 page. Terms
// follow the other Russian modules (site-map.ts, conditions.ts, treatments.ts,
// notices.ts); the register is the formal «вы».
import type * as en from "#app/content/interface-text.ts";
import type { Translated } from "#app/content/translated.ts";

export const interfaceText = {
  skipToContent: "Перейти к содержанию",
  bookConsultation: "Записаться на приём",
  /** The call button; {phone} stands for the number, as in the English. */
  call: "Позвонить {phone}",
  header: {
    mainNavigation: "Основное меню",
    menu: "Меню",
    closeMenu: "Закрыть меню",
  },
  footer: {
    officeHours: "Часы работы",
    pages: "Страницы",
    network: "Наша сеть",
    notices: "Правовая информация",
  },
  opensInNewTab: "(откроется в новой вкладке)",
  featured: "Популярное",
  learnMore: "Подробнее",
  onThisPage: "На этой странице",
  sideColumn: {
    label: "Содержание страницы и запись на приём",
    invitation: "Поговорите со специалистом по головной боли",
  },
  review: {
    faq: "Часто задаваемые вопросы",
    heading: "Медицинская проверка",
    reviewed: "Проверено врачом: {name}, {date}",
    changed:
      "Страница изменилась после проверки врачом ({name}, {date}). Изменения ещё не проверены.",
    notReviewed: "Эта страница ещё не проверена нашим врачом.",
    sources: "Источники",
  },
  conditionPage: {
    overview: "Что это такое",
    symptoms: "Симптомы",
    diagnosis: "Как ставят диагноз",
    treatment: "Как мы лечим",
    warningSigns: "Тревожные признаки",
  },
  treatmentPage: {
    whoFor: "Кому подходит",
    howItWorks: "Как это работает",
    visit: "Как проходит визит",
    schedule: "Как часто",
    sideEffects: "Побочные эффекты",
    insurance: "Страховка и предварительное одобрение",
    conditionsHelped: "При каких заболеваниях помогает",
    medicines: "Лекарства",
  },
  medicationTable: {
    medicine: "Лекарство",
    dosing: "Способ применения",
    mechanism: "Как действует",
    use: "Для чего применяют",
    caption: "Препараты: {title}",
  },
  homePage: {
    conditions: "Заболевания, которые мы лечим",
    treatments: "Современные методы лечения",
    approach: "Наш подход к лечению",
    warningSigns: "Тревожные признаки",
    network: "Наша сеть",
    conditionsIntro:
      "Все виды головной боли разные. Прежде чем лечить, мы определяем, какой вид у вас.",
    treatmentsIntro: "Когда обычные лекарства не помогают, могут помочь новые методы лечения.",
    approachIntro: "Четыре шага: от первого визита до долгосрочного наблюдения.",
  },
  phoneLines: {
    ourOffice: "Наш офис: {phone}",
    officePhone: "Телефон офиса: {phone}",
  },
  careStep: "Шаг {number}:",
  contactPage: {
    title: "Контакты",
    information: "Контактная информация",
    checklist: "Памятка для нового пациента",
    form: "Напишите нам",
    phone: "Телефон",
    email: "Электронная почта",
    address: "Адрес",
    hours: "Часы работы",
  },
  notice: {
    effectiveDate: "Дата вступления в силу",
    lastUpdated: "Последнее обновление",
  },
  /** The last item of a list cut short in a search description: "A, B and more". */
  listMore: "другие",
  /** The language switcher in the header and the phone menu. */
  languageSwitcher: { label: "Язык" },
  /** On every translated page, under its heading; {date} is the translation's date. */
  translation: {
    notice:
      "Эта страница переведена с английского. Перевод ожидает проверки квалифицированным медицинским переводчиком. Дата перевода: {date}",
    reviewed:
      "Эта страница переведена с английского. Перевод проверил медицинский переводчик {name}, дата проверки: {date}",
    changed:
      "Эта страница переведена с английского. После проверки перевода ({date}) текст изменился, изменения ожидают проверки.",
    englishChanged:
      "Эта страница переведена с английского. Английская страница изменилась после проверки перевода ({date}).",
    original: "Читать оригинал на английском",
  },
  /** Offered, in this language, to a visitor whose browser prefers it, on a page in another. */
  languageSuggestion: {
    text: "Эта страница есть и на русском языке.",
    read: "Читать на русском",
    dismiss: "Закрыть",
  },
  notFound: {
    heading: "404",
    text: "Извините, страница не найдена",
    home: "Вернуться на главную",
  },
} as const satisfies Translated<typeof en.interfaceText>;
