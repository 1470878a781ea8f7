// The contact form in every language, in a real browser against the real
// server, with and without JavaScript: it posts and confirms in the page's
// language, a refused post answers in that language, the message is stored
// with its language, and the staff e-mail says which language the visitor
// wrote from. The optional answers, chosen by the words a visitor reads,
// reach the store and the e-mail in every language with and without
// JavaScript, and the inbox and the CSV; a message at the length limit, with
// line breaks, is stored as typed. Each test starts a site of its own, so
// each sends once and checks everything that send should reach.
import { officeDaysIn } from "../../app/content-loader/practice.ts";
import type { Page } from "@playwright/test";
import { contentIn } from "../../app/content-loader/in-language.ts";
import {
  type Language,
  languageNamesInEnglish,
  languages,
} from "../../app/content-loader/translated.ts";
import { contactLimits } from "../../app/contact/limits.ts";
import { inboxIn } from "../support/inbox.ts";
import { expect, formEnhanced, phone, test } from "./fixtures.ts";

const shown = (page: Page, text: string) => page.getByText(text).filter({ visible: true });

/** Fills the form by the labels a visitor reads in the page's language. */
async function fill(page: Page, language: Language, message: string) {
  const { labels } = contentIn(language).contactFormWords;
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field(labels.name).fill("Ана Лопес");
  await field(labels.email).fill("ana@example.com");
  await field(labels.phone).fill("(718) 555-0100");
  await field(labels.message).fill(message);
}

const sendButton = (page: Page, language: Language) =>
  page.getByRole("button", { name: contentIn(language).contactFormWords.send });

/**
 * `npm run inbox` on a test site's data folder: its list, or with "--csv" its
 * CSV. The command's own function, in this process: the same lines and exit
 * code (server/commands/inbox.slow.test.ts runs the real command too).
 */
async function inbox(dataDir: string, ...args: string[]): Promise<string> {
  const { code, stdout, stderr } = await inboxIn(dataDir, args);
  expect(stderr).toBe("");
  expect(code).toBe(0);
  return stdout;
}

/**
 * Chooses every optional answer by the words a visitor reads in the page's
 * language, and returns what the store and the staff should then hold.
 */
async function answerOptional(page: Page, language: Language) {
  const { details } = contentIn(language).contactFormWords;
  const [monday, , , thursday] = officeDaysIn(language);
  // A plan of the practice's list, as the content gives it.
  const plan = contentIn("en").practice.insurance.plans[0] ?? "";
  await page.getByRole("radio", { name: details.patient.new }).check();
  await page.getByRole("checkbox", { name: `${monday?.name} ${details.times.morning}` }).check();
  await page
    .getByRole("checkbox", { name: `${thursday?.name} ${details.times.afternoon}` })
    .check();
  await page.getByRole("textbox", { name: details.times.note }).fill("10:00–12:00");
  await page.getByRole("combobox", { name: details.plan.label }).selectOption(plan);
  await page
    .getByRole("combobox", { name: details.callback.label })
    .selectOption({ label: "Русский" });
  await page.getByRole("checkbox", { name: details.callback.interpreter }).check();
  return {
    stored: {
      patient: "new",
      times: ["monday-morning", "thursday-afternoon"],
      timesNote: "10:00–12:00",
      plan,
      callbackLanguage: "ru",
      interpreter: true,
    },
    staffLines: [
      "New or returning: New patient",
      "Times that suit: Monday morning; Thursday afternoon",
      "Other times: 10:00–12:00",
      `Insurance plan: ${plan}`,
      "Call back in: Russian",
      "Interpreter: Needs an interpreter",
    ],
    csvTail: `,"New patient","Monday morning; Thursday afternoon","10:00–12:00","${plan}","Russian","Needs an interpreter"`,
  };
}

const prefixOf = (language: Language) => (language === "en" ? "" : `/${language}`);

test.use({ viewport: phone });

for (const language of languages) {
  const words = contentIn(language);
  const isTranslated = language !== "en";

  test.describe(`the contact form in ${language}`, () => {
    test("with JavaScript: sends the optional answers, confirms in the language, and tells staff the language", async ({
      page,
      startContactSite,
    }) => {
      const { app, base, smtp } = await startContactSite();
      await page.goto(`${base}${prefixOf(language)}/contact`);
      await formEnhanced(page);
      const text = `Message from the ${language} page.`;
      await fill(page, language, text);
      const { stored, staffLines } = await answerOptional(page, language);
      await sendButton(page, language).click();
      await expect(shown(page, words.contactMessages.successTitle).first()).toBeVisible();
      expect(app.store.list()).toMatchObject([{ message: text, language, ...stored }]);
      await expect.poll(() => smtp.mails.length).toBe(1);
      const mail = smtp.mails[0]?.text ?? "";
      for (const line of staffLines) expect(mail).toContain(line);
      if (isTranslated) {
        expect(mail).toContain(`${languageNamesInEnglish[language]} (/${language}/contact)`);
      }
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      // 20 paragraphs filling the message box to its limit, each line break one
      // character of it: the browser sends each as CR LF, and the server counts it as one.
      const limit = contactLimits.message;
      const paragraphLength = Math.floor((limit - 19) / 20);
      const paragraphs = Array.from({ length: 20 }, (_, index) =>
        `${index + 1} `.padEnd(paragraphLength, "x"),
      );
      const typed = paragraphs.join("\n").padEnd(limit, ".");

      test("stores a message at the length limit as typed, with the optional answers, for the staff's inbox and CSV; explains a refusal on the language's page", async ({
        page,
        startContactSite,
      }) => {
        const { app, base, smtp, dataDir } = await startContactSite();
        const contactPage = `${base}${prefixOf(language)}/contact`;
        await page.goto(contactPage);
        await fill(page, language, typed);
        const box = page.getByRole("textbox", { name: words.contactFormWords.labels.message });
        expect(await box.evaluate((element: HTMLTextAreaElement) => element.validity.valid)).toBe(
          true,
        );
        const { stored, staffLines, csvTail } = await answerOptional(page, language);
        await sendButton(page, language).click();
        // The contact page of the language with its receipt (server/contact-receipts.ts).
        await expect(page).toHaveURL(
          new RegExp(`^${base}/api/contact/sent/${language}/[\\w-]+#message-sent$`),
        );
        await expect(
          page.getByRole("region", { name: words.contactMessages.successTitle }),
        ).toBeVisible();
        expect(typed).toHaveLength(limit);
        expect(app.store.list()).toMatchObject([{ message: typed, language, ...stored }]);
        await expect.poll(() => smtp.mails.length).toBe(1);
        for (const line of staffLines) expect(smtp.mails[0]?.text).toContain(line);
        const listed = await inbox(dataDir);
        for (const line of staffLines) expect(listed).toContain(`   ${line}\n`);
        // The message's line breaks stay inside its quoted CSV field; the answers follow it.
        expect(await inbox(dataDir, "--csv")).toContain(csvTail);

        // A phone number the server cannot read, from a browser that does not
        // check the field's pattern: the panel names the field in the language.
        await page.goto(contactPage);
        await fill(page, language, "A bad phone number.");
        await page.getByRole("textbox", { name: words.contactFormWords.labels.phone }).fill("12");
        await page.locator("form").evaluate((form: HTMLFormElement) => {
          form.noValidate = true;
        });
        await sendButton(page, language).click();
        await expect(page).toHaveURL(`${contactPage}#phone-not-read`);
        const notRead = page.getByRole("region", { name: words.contactOutcomeText.notRead.phone });
        await expect(notRead).toBeVisible();
        await expect(notRead.getByText(words.contactFormWords.problems.phone)).toBeVisible();
        expect(app.store.count()).toBe(1);
      });
    });

    if (!isTranslated) return;

    test("with JavaScript: a refused post answers in the language and keeps the text", async ({
      page,
      startContactSite,
    }) => {
      const { app, base } = await startContactSite(1);
      await page.goto(`${base}/${language}/contact`);
      await formEnhanced(page);
      await fill(page, language, "First message.");
      await sendButton(page, language).click();
      await expect(shown(page, words.contactMessages.successTitle).first()).toBeVisible();
      // The confirmation stands in the form's place until another message is asked for.
      await page.getByRole("link", { name: words.contactFormWords.receipt.another }).click();
      // The server allows one message a minute here: the second is refused.
      await fill(page, language, "Second message.");
      await sendButton(page, language).click();
      // Said beside the form, in focus, and kept there (a 429 is a failure like any other).
      const failed = page.getByRole("group", { name: words.contactFormWords.notSentTitle });
      await expect(failed).toBeVisible();
      await expect(failed).toBeFocused();
      await expect(failed).toContainText(words.contactAnswerWords.tooMany);
      await expect(
        page.getByRole("textbox", { name: words.contactFormWords.labels.message }),
      ).toHaveValue("Second message.");
      expect(app.store.count()).toBe(1);
    });

    test("answers a refused JSON post in the page's language", async ({ startContactSite }) => {
      const { base } = await startContactSite();
      const response = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({
          name: "",
          email: "a@b.co",
          phone: "7185550100",
          message: "x",
          language,
        }),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; fieldErrors?: { name?: string } };
      expect(body.message).toBe(words.contactFormWords.correctFields);
      expect(body.fieldErrors?.name).toBe(
        words.contactFormWords.problems.required.replace(
          "{field}",
          words.contactFormWords.fieldNames.name,
        ),
      );
    });
  });
}
