// A sent request stays sent: in every language, with JavaScript and without,
// the contact page keeps a confirmation in place of the form (what was sent,
// when the practice replies, what to do if it cannot wait, "send another"),
// and it is still there 10 seconds later. With JavaScript the spec's toast
// appears and goes, and the fields are emptied; the confirmation takes focus.
// Every word is read from the content; each language sends once per mode.
import { practice } from "../../app/content-loader/practice.ts";
import type { Page } from "@playwright/test";
import { contentIn } from "../../app/content-loader/in-language.ts";
import { officeHours } from "../../app/contact/facts.ts";
import { bookingPath, languagePath } from "../../app/content-loader/site-map.ts";
import { type Language, formatLocales, languages } from "../../app/content-loader/translated.ts";
import { receiptTexts } from "../../app/contact/receipt.ts";
import { expect, formEnhanced, phone, test } from "./fixtures.ts";

/** A name with markup in it: the page must show it as typed, never as markup. */
const name = 'Ана <b>López</b> & "吳"';

/** How long a patient may look away: the confirmation is still there after it. */
const lookAwayMs = 10_000;

/** Opens the form "Book Consultation" leads to, and checks its heading. */
async function openForm(page: Page, base: string, language: Language) {
  const words = contentIn(language);
  await page.goto(`${base}${languagePath(language, bookingPath)}`);
  await expect(
    page.getByRole("heading", { level: 2, name: words.interfaceText.contactPage.request }),
  ).toBeInViewport();
}

/** Fills the four fields and says "new patient" (unless `patient` is false), by the words a visitor reads. */
async function fillAndSend(page: Page, language: Language, patient = true) {
  const { labels, details, send } = contentIn(language).contactFormWords;
  const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
  await field(labels.name).fill(name);
  await field(labels.email).fill("ana@example.com");
  await field(labels.phone).fill("(718) 555-0100");
  await field(labels.message).fill(`A first appointment, please (${language}).`);
  if (patient) await page.getByRole("radio", { name: details.patient.new }).check();
  await page.getByRole("button", { name: send }).click();
}

/**
 * The confirmation, by its heading, with what was sent and when the practice
 * replies, what to do if it cannot wait (911 first for a new patient while the
 * office is closed), and where the signs that need 911 are.
 */
async function expectConfirmation(
  page: Page,
  language: Language,
  sentAt: Date,
  patient: "new" | "" = "new",
) {
  const words = contentIn(language);
  const receipt = words.contactFormWords.receipt;
  const panel = page.getByRole("region", { name: words.contactOutcomeText.sent.title });
  await expect(panel).toBeVisible();
  const expected = receiptTexts(
    { name, patient, sentAt },
    words.contactFormWords,
    formatLocales[language],
    { officeHours, responseHours: practice().care.responseHours },
  );
  await expect(panel.getByText(words.contactOutcomeText.sent.text)).toBeVisible();
  await expect(panel.getByText(name, { exact: true })).toBeVisible();
  await expect(panel.locator("b")).toHaveCount(0);
  if (patient) {
    await expect(panel.getByText(receipt.patientKinds.new, { exact: true })).toBeVisible();
  } else {
    // An unanswered question is not listed ("Patient: Not given" read like an error).
    await expect(panel.getByText(receipt.patient, { exact: true })).toBeHidden();
  }
  await expect(panel.getByText(receipt.sentAt.replace("{time}", "").trim())).toBeVisible();
  await expect(panel.getByText(expected.callback, { exact: true })).toBeVisible();
  const urgent = panel.getByText(receipt.urgent, { exact: true });
  await expect(urgent).toBeVisible();
  // The 911 sentence once: before the office phone when the after-hours line is not theirs.
  const emergency = panel.getByText(receipt.emergency, { exact: true }).filter({ visible: true });
  await expect(emergency).toHaveCount(1);
  const [emergencyTop, urgentTop] = [
    (await emergency.boundingBox())?.y ?? 0,
    (await urgent.boundingBox())?.y ?? 0,
  ];
  expect(emergencyTop < urgentTop, "911 first").toBe(expected.emergency !== "");
  await expect(
    panel.getByRole("link", { name: words.interfaceText.conditionPage.callNow }),
  ).toBeVisible();
  // In place of the form: no field to type in is shown.
  await expect(
    page.getByRole("textbox", { name: words.contactFormWords.labels.name, exact: true }),
  ).toBeHidden();
  return panel;
}

/** "Send another message", a plain link rather than a filled button, brings back the empty form. */
async function sendAnother(page: Page, language: Language) {
  const words = contentIn(language).contactFormWords;
  const another = page.getByRole("link", { name: words.receipt.another });
  await expect(another).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await another.click();
  const nameField = page.getByRole("textbox", { name: words.labels.name, exact: true });
  await expect(nameField).toBeVisible();
  await expect(nameField).toHaveValue("");
  await expect(
    page.getByRole("region", { name: contentIn(language).contactOutcomeText.sent.title }),
  ).toBeHidden();
}

test.use({ viewport: phone });

for (const language of languages) {
  const words = contentIn(language);

  test(`${language}, with JavaScript: the toast comes and goes, the form is emptied, and the confirmation stays 10 s later`, async ({
    page,
    startContactSite,
  }) => {
    const { app, base } = await startContactSite();
    // The page's own timers (the toast's) run on this clock, moved on below.
    await page.clock.install();
    await openForm(page, base, language);
    await formEnhanced(page);
    const sentAt = new Date(await page.evaluate(() => Date.now()));
    await fillAndSend(page, language);
    const status = page.getByRole("status");
    await expect(status.getByText(words.contactMessages.successTitle)).toBeVisible();
    await expect(status.getByText(words.contactMessages.successText)).toBeVisible();
    // The spec's reset: every field of the form, now hidden behind the confirmation, is empty.
    const fields = page.getByRole("textbox", { includeHidden: true });
    await expect(fields).not.toHaveCount(0);
    for (const field of await fields.all()) await expect(field).toHaveValue("");
    await expectConfirmation(page, language, sentAt);
    await expect(
      page.getByRole("heading", { name: words.contactOutcomeText.sent.title }),
    ).toBeFocused();
    expect(app.store.list()).toMatchObject([{ name, patient: "new", language }]);
    await expectBarOffersCallOnly(page, language);

    await page.clock.runFor(lookAwayMs);
    await expect(status.getByText(words.contactMessages.successTitle)).toHaveCount(0);
    await expectConfirmation(page, language, sentAt);

    await sendAnother(page, language);
    await expect(
      page.getByRole("textbox", { name: words.contactFormWords.labels.name, exact: true }),
    ).toBeFocused();
  });

  test(`${language}: an empty send leaves the first field's label in view below the header`, async ({
    page,
  }) => {
    await page.goto(languagePath(language, bookingPath));
    // Down past the form, so the browser must scroll back up to the first field.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("button", { name: words.contactFormWords.send }).click();
    const field = page.getByRole("textbox", {
      name: words.contactFormWords.labels.name,
      exact: true,
    });
    await expect(field).toBeFocused();
    const label = page.locator("label", { hasText: words.contactFormWords.labels.name }).first();
    const header = await page.getByRole("banner").boundingBox();
    await expect
      .poll(async () => (await label.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await expect(label).toBeInViewport();
  });
}

/** The bar at the foot of the screen offers Call, not Book: the form Book leads to is gone. */
async function expectBarOffersCallOnly(page: Page, language: Language) {
  const words = contentIn(language).interfaceText;
  const bar = page.getByRole("navigation", { name: words.sideColumn.bar });
  await expect(bar.getByRole("link", { name: words.bookConsultation })).toBeHidden();
  await expect(bar.getByRole("link", { name: /\d/ })).toBeVisible();
}

test("a new patient writing on a Friday evening reads 911 first, with the link to the signs, and nothing for an unanswered question", async ({
  page,
  startContactSite,
}) => {
  const { base } = await startContactSite();
  // 8 pm on a Friday in New York: the office is closed.
  await page.clock.install({ time: new Date("2026-11-28T01:00:00Z") });
  await openForm(page, base, "en");
  await formEnhanced(page);
  await fillAndSend(page, "en");
  await expectConfirmation(page, "en", new Date("2026-11-28T01:00:00Z"));
  await page.getByRole("link", { name: "Send another message" }).click();
  await fillAndSend(page, "en", false);
  await expectConfirmation(page, "en", new Date("2026-11-28T01:00:00Z"), "");
  // The link leads to the signs that need 911.
  await page
    .getByRole("link", { name: contentIn("en").interfaceText.conditionPage.callNow })
    .click();
  await expect(
    page.getByRole("heading", { name: contentIn("en").interfaceText.conditionPage.warningSigns }),
  ).toBeInViewport();
});

test("at 400 % zoom (320×256) the confirmation's heading is on screen and in focus after a send", async ({
  page,
  startContactSite,
}) => {
  await page.setViewportSize({ width: 320, height: 256 });
  const { base } = await startContactSite();
  await openForm(page, base, "ru");
  await formEnhanced(page);
  await fillAndSend(page, "ru");
  const heading = page.getByRole("heading", {
    name: contentIn("ru").contactOutcomeText.sent.title,
  });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport({ ratio: 1 });
});

// One wait for every language: the four pages are sent, then looked away from
// together, so the 10 seconds pass once.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("in every language, the server's page keeps the confirmation, still there 10 s later", async ({
    context,
    startContactSite,
  }) => {
    const sent = [];
    for (const language of languages) {
      const { app, base } = await startContactSite();
      const page = await context.newPage();
      await openForm(page, base, language);
      const sentAt = new Date();
      await fillAndSend(page, language);
      const panel = await expectConfirmation(page, language, sentAt);
      await expect(panel, language).toBeFocused();
      expect(app.store.list()).toMatchObject([{ name, patient: "new", language }]);
      await expectBarOffersCallOnly(page, language);
      sent.push({ language, page, app, sentAt });
    }
    // Nothing can move on a page without scripts but the clock: wait it out.
    const shownAt = Date.now();
    // A timer may fire a millisecond early by the wall clock: wait until the clock says so.
    while (Date.now() - shownAt < lookAwayMs) {
      await new Promise((resolve) => setTimeout(resolve, lookAwayMs - (Date.now() - shownAt) + 1));
    }
    for (const { language, page, app, sentAt } of sent) {
      await expectConfirmation(page, language, sentAt);
      // A reload shows it again, and sends nothing twice.
      await page.reload();
      await expectConfirmation(page, language, sentAt);
      expect(app.store.count(), language).toBe(1);

      await sendAnother(page, language);
    }
  });
});
