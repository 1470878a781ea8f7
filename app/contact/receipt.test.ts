// The receipt kept in place of the form after a send: the business day of the
// reply, counted on the office's days from content, in New York time; and the
// built page's slots filled with the visitor's name as text, never as markup.
import { officeDaysIn, practice } from "#app/content-loader/practice.ts";
import { describe, expect, it, vi } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { formatLocales, languages } from "#app/content-loader/translated.ts";
import { practiceDate } from "./practice-time.ts";
import { breakableRussianPairs } from "#tests/support/russian-breaks.ts";
import { officeHours as contentOfficeHours } from "./facts.ts";
import {
  pageWithReceipt,
  receiptSlots,
  receiptTexts,
  replyDay,
  sentAfterHours,
} from "./receipt.ts";

const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday"];
const officeHours = Object.fromEntries(
  weekdays.map((name) => [name, { opens: "09:00", closes: "17:00" }]),
);
const oneDay = { officeHours, responseHours: 24 };
/** The date of a day, as replyDay answers it. */
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("the day of the reply", () => {
  it.each([
    ["a Monday morning", "2026-11-23T14:00:00Z", "2026-11-24"],
    ["a Thursday evening", "2026-11-26T23:30:00Z", "2026-11-27"],
    ["a Friday evening", "2026-11-27T23:00:00Z", "2026-11-30"],
    ["a Saturday", "2026-11-28T15:00:00Z", "2026-11-30"],
    ["a Sunday", "2026-11-29T15:00:00Z", "2026-11-30"],
    // 01:30 UTC on Saturday is still Friday evening in New York.
    [
      "a Friday at 8:30 pm in New York, already Saturday in UTC",
      "2026-11-28T01:30:00Z",
      "2026-11-30",
    ],
    // The night the clocks go back: 11:30 pm on Saturday in New York, Sunday in UTC.
    ["a Saturday night as summer time ends", "2026-11-01T03:30:00Z", "2026-11-02"],
  ])("of a message sent on %s is the next office day", (_when, sent, reply) => {
    expect(replyDay(new Date(sent), oneDay)).toEqual(day(reply));
  });

  it("counts a promise of two days on office days only", () => {
    expect(replyDay(new Date("2026-11-26T15:00:00Z"), { ...oneDay, responseHours: 48 })).toEqual(
      day("2026-11-30"),
    );
  });

  it("follows the office's days from content", () => {
    const officeDays = officeDaysIn("en").map(({ day: name }) => name);
    expect(Object.keys(contentOfficeHours)).toEqual(officeDays);
    const reply = replyDay(new Date("2026-11-27T23:00:00Z"), {
      officeHours: contentOfficeHours,
      responseHours: practice().care.responseHours,
    });
    const name = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" })
      .format(reply)
      .toLowerCase();
    expect(officeDays).toContain(name);
  });
});

describe("the practice's clock", () => {
  it("reads New York's date and hours where Intl holds English alone, as on some phones", () => {
    const Full = Intl.DateTimeFormat;
    const englishOnly = vi
      .spyOn(Intl, "DateTimeFormat")
      .mockImplementation(function (_locales, options) {
        return new Full("en-US", options);
      });
    try {
      // 10 am on a Friday in New York: the office is open, and the date is New York's.
      const open = new Date("2026-11-27T15:00:00Z");
      expect(practiceDate(open)).toBe("2026-11-27");
      expect(sentAfterHours(open, oneDay)).toBe(false);
    } finally {
      englishOnly.mockRestore();
    }
  });
});

describe("the receipt's texts", () => {
  it.each(languages)(
    "in %s name the patient's kind and the reply's day in the page's words",
    (language) => {
      const words = contentIn(language).contactFormWords;
      const texts = receiptTexts(
        { name: "Ana", patient: "returning", sentAt: new Date("2026-11-27T23:00:00Z") },
        words,
        formatLocales[language],
        oneDay,
      );
      expect(texts.name).toBe("Ana");
      expect(texts.patient).toBe(words.receipt.patientKinds.returning);
      const monday = new Intl.DateTimeFormat(formatLocales[language], {
        timeZone: "UTC",
        weekday: "long",
        month: "long",
        day: "numeric",
      }).format(day("2026-11-30"));
      expect(texts.callback.replace(/\u00A0/g, " ")).toContain(monday);
      expect(texts.callback).not.toMatch(/[{}]/);
      expect(texts.sent).not.toMatch(/[{}]/);
    },
  );

  it("say nothing of a question the patient did not answer", () => {
    const words = contentIn("en").contactFormWords;
    const texts = receiptTexts(
      { name: "A", patient: "", sentAt: new Date() },
      words,
      "en-US",
      oneDay,
    );
    expect(texts.patient).toBe("");
  });

  // The after-hours line is for patients: anyone else writing while the office is
  // closed reads 911 first (medical review P1).
  it.each([
    ["a new patient on a Friday evening", "new", "2026-11-27T23:00:00Z", true],
    ["someone who did not say, on a Sunday", "", "2026-11-29T15:00:00Z", true],
    ["a new patient at 8:59 am on a Monday", "new", "2026-11-30T13:59:00Z", true],
    ["a new patient at 9 am on a Monday", "new", "2026-11-30T14:00:00Z", false],
    ["a new patient at 4:59 pm on a Monday", "new", "2026-11-30T21:59:00Z", false],
    ["a returning patient on a Friday evening", "returning", "2026-11-27T23:00:00Z", false],
  ] as const)("put the 911 sentence first for %s: %s", (_who, patient, sent, first) => {
    const words = contentIn("en").contactFormWords;
    const texts = receiptTexts(
      { name: "A", patient, sentAt: new Date(sent) },
      words,
      "en-US",
      oneDay,
    );
    expect(texts.emergency).toBe(first ? words.receipt.emergency : "");
    expect(sentAfterHours(new Date(sent), oneDay)).toBe(patient === "returning" || first);
  });

  it.each(languages)(
    "in %s explain that the promise's hours count business days, beside the reply's day",
    (language) => {
      const words = contentIn(language).contactFormWords;
      const texts = receiptTexts(
        { name: "A", patient: "new", sentAt: new Date("2026-11-27T23:00:00Z") },
        words,
        formatLocales[language],
        oneDay,
      );
      expect(texts.callback).toContain(String(practice().care.responseHours));
    },
  );
});

describe("the page with a receipt", () => {
  const page = [
    '<section id="message-sent"><div data-receipt-details="" hidden="" class="mt-5">',
    ...receiptSlots.map((slot) => `<dd data-receipt="${slot}"></dd>`),
    "</div></section>",
  ].join("");
  const texts = {
    name: '<b>Ana</b> & "$1"',
    patient: "New",
    sent: "Now",
    callback: "Soon",
    emergency: "",
  };

  it("fills each slot with its text, escaped, and shows the details", () => {
    const filled = pageWithReceipt(page, texts) ?? "";
    expect(filled).toContain(
      '<dd data-receipt="name">&lt;b&gt;Ana&lt;/b&gt; &amp; &quot;$1&quot;</dd>',
    );
    expect(filled).toContain('<dd data-receipt="callback">Soon</dd>');
    expect(filled).toContain('<div data-receipt-details="" class="mt-5">');
    expect(filled).not.toContain("<b>");
  });

  it("is nothing for a page without the slots", () => {
    expect(pageWithReceipt("<p>Contact</p>", texts)).toBeUndefined();
  });
});

describe("a Russian receipt", () => {
  it("keeps each date's number with its month, as the pages' typographer does", () => {
    const texts = receiptTexts(
      { name: "Анна", patient: "", sentAt: new Date("2026-11-28T03:49:00Z") },
      contentIn("ru").contactFormWords,
      formatLocales.ru,
      oneDay,
    );
    expect(texts.sent).toMatch(/\d/);
    expect(breakableRussianPairs(texts.sent)).toEqual([]);
    expect(breakableRussianPairs(texts.callback)).toEqual([]);
  });
});
