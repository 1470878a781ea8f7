// The contact form in Russian, Spanish and Chinese, in a real browser against
// the real server, with and without JavaScript: it posts and confirms in the
// page's language, a refused post answers in that language, the message is
// stored with its language, and the staff e-mail says which language the
// visitor wrote from. The optional answers, chosen by the words a visitor
// reads, reach the store, the e-mail, the inbox and the CSV in every language.
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { startContactSite } from "../support/contact-site.ts";
import { contentIn } from "../../app/content/in-language.ts";
import { contactLimits } from "../../app/lib/contact/limits.ts";
import { type Language, languageNamesInEnglish } from "../../app/content/translated.ts";
import { officeDaysIn } from "../../app/content/office-hours.ts";
import { phone, sharedBrowser, waitForFormScript } from "./browser.ts";

const browser = sharedBrowser();
const translated = ["ru", "es", "zh"] as const satisfies readonly Language[];

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

describe.each(translated.map((language) => [language]))("the contact form in %s", (language) => {
  const words = contentIn(language);

  it("with JavaScript: sends, confirms in the language, and tells staff the language", async () => {
    const { app, base, smtp } = await startContactSite();
    const page = await browser().newPage({ viewport: phone });
    await page.goto(`${base}/${language}/contact`);
    await waitForFormScript(page);
    const text = `Message from the ${language} page.`;
    await fill(page, language, text);
    await sendButton(page, language).click();
    await shown(page, words.contactMessages.successTitle).first().waitFor();
    expect(app.store.list()).toMatchObject([{ message: text, language }]);
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 10_000 });
    expect(smtp.mails[0]?.text).toContain(
      `${languageNamesInEnglish[language]} (/${language}/contact)`,
    );
    await page.close();
  });

  it("with JavaScript: a refused post answers in the language and keeps the text", async () => {
    const { app, base } = await startContactSite(1);
    const page = await browser().newPage({ viewport: phone });
    await page.goto(`${base}/${language}/contact`);
    await waitForFormScript(page);
    await fill(page, language, "First message.");
    await sendButton(page, language).click();
    await shown(page, words.contactMessages.successTitle).first().waitFor();
    // The server allows one message a minute here: the second is refused.
    await fill(page, language, "Second message.");
    await sendButton(page, language).click();
    await expect
      .poll(() => shown(page, words.contactFormWords.notSentTitle).isVisible())
      .toBe(true);
    expect(await page.getByText(words.contactAnswerWords.tooMany).count()).toBeGreaterThan(0);
    expect(
      await page.getByRole("textbox", { name: words.contactFormWords.labels.message }).inputValue(),
    ).toBe("Second message.");
    expect(app.store.count()).toBe(1);
    await page.close();
  });

  it("without JavaScript: posts, confirms on the language's contact page, and explains a refusal there", async () => {
    const { app, base } = await startContactSite();
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    await page.goto(`${base}/${language}/contact`);
    await fill(page, language, "Sent with scripts off.");
    await sendButton(page, language).click();
    await page.waitForURL(`${base}/${language}/contact#message-sent`);
    expect(
      await page.getByRole("region", { name: words.contactMessages.successTitle }).isVisible(),
    ).toBe(true);
    expect(app.store.list()).toMatchObject([{ message: "Sent with scripts off.", language }]);

    await page.goto(`${base}/${language}/contact`);
    await fill(page, language, "A bad phone number.");
    await page.getByRole("textbox", { name: words.contactFormWords.labels.phone }).fill("12");
    await sendButton(page, language).click();
    await page.waitForURL(`${base}/${language}/contact#message-not-sent`);
    const notSent = words.contactOutcomeText.notSent.title;
    expect(await page.getByRole("region", { name: notSent }).isVisible()).toBe(true);
    expect(app.store.count()).toBe(1);
    await context.close();
  });

  it("answers a refused JSON post in the page's language", async () => {
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

describe("a message at the length limit, with line breaks, sent without JavaScript", () => {
  // 20 paragraphs filling the message box to its limit, each line break one
  // character of it: the browser sends each as CR LF, and the server counts it as one.
  const limit = contactLimits.message;
  const paragraphLength = Math.floor((limit - 19) / 20);
  const paragraphs = Array.from({ length: 20 }, (_, index) =>
    `${index + 1} `.padEnd(paragraphLength, "x"),
  );
  const typed = paragraphs.join("\n").padEnd(limit, ".");

  it.each(["en", ...translated] as const)(
    "is stored as typed and confirmed in %s",
    async (language) => {
      const words = contentIn(language);
      const { app, base } = await startContactSite();
      const context = await browser().newContext({ javaScriptEnabled: false, viewport: phone });
      const page = await context.newPage();
      const prefix = language === "en" ? "" : `/${language}`;
      await page.goto(`${base}${prefix}/contact`);
      await fill(page, language, typed);
      const box = page.getByRole("textbox", { name: words.contactFormWords.labels.message });
      expect(await box.evaluate((element: HTMLTextAreaElement) => element.validity.valid)).toBe(
        true,
      );
      await sendButton(page, language).click();
      await page.waitForURL(`${base}${prefix}/contact#message-sent`);
      expect(
        await page.getByRole("region", { name: words.contactMessages.successTitle }).isVisible(),
      ).toBe(true);
      expect(app.store.list()).toMatchObject([{ message: typed, language }]);
      expect(typed).toHaveLength(limit);
      await context.close();
    },
  );
});

/** `npm run inbox` on a test site's data folder: its list, or with "--csv" its CSV. */
function inbox(dataDir: string, ...args: string[]): string {
  const command = path.resolve(import.meta.dirname, "../../server/commands/inbox.ts");
  const result = spawnSync(process.execPath, [command, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  return result.stdout;
}

describe("the optional answers", () => {
  it.each(
    (["en", ...translated] as const).flatMap((language) =>
      (["on", "off"] as const).map((scripts) => [language, scripts] as const),
    ),
  )(
    "in %s, JavaScript %s: reach the store, the e-mail, the inbox and the CSV",
    async (language, javaScript) => {
      const scripts = javaScript === "on";
      const words = contentIn(language);
      const { details } = words.contactFormWords;
      const { app, base, smtp, dataDir } = await startContactSite();
      const context = await browser().newContext({ javaScriptEnabled: scripts, viewport: phone });
      const page = await context.newPage();
      await page.goto(`${base}${language === "en" ? "" : `/${language}`}/contact`);
      if (scripts) await waitForFormScript(page);
      await fill(page, language, `Answers from the ${language} page.`);
      const [monday, , , thursday] = officeDaysIn(language);
      // A plan of the practice's list, as the content gives it.
      const plan = contentIn("en").clinic.insurance.plans[0] ?? "";
      await page.getByRole("radio", { name: details.patient.new }).check();
      await page
        .getByRole("checkbox", { name: `${monday?.name} ${details.times.morning}` })
        .check();
      await page
        .getByRole("checkbox", { name: `${thursday?.name} ${details.times.afternoon}` })
        .check();
      await page.getByRole("textbox", { name: details.times.note }).fill("10:00–12:00");
      await page.getByRole("combobox", { name: details.plan.label }).selectOption(plan);
      await page
        .getByRole("combobox", { name: details.callback.label })
        .selectOption({ label: "Русский" });
      await page.getByRole("checkbox", { name: details.callback.interpreter }).check();
      await sendButton(page, language).click();
      if (scripts) await shown(page, words.contactMessages.successTitle).first().waitFor();
      else await page.waitForURL(/#message-sent$/);

      const answers = {
        patient: "new",
        times: ["monday-morning", "thursday-afternoon"],
        timesNote: "10:00–12:00",
        plan,
        callbackLanguage: "ru",
        interpreter: true,
      };
      expect(app.store.list()).toMatchObject([{ language, ...answers }]);
      const staffLines = [
        "New or returning: New patient",
        "Times that suit: Monday morning; Thursday afternoon",
        "Other times: 10:00–12:00",
        `Insurance plan: ${plan}`,
        "Call back in: Russian",
        "Interpreter: Needs an interpreter",
      ];
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 10_000 });
      for (const line of staffLines) expect(smtp.mails[0]?.text).toContain(line);
      const listed = inbox(dataDir);
      for (const line of staffLines) expect(listed).toContain(`   ${line}\n`);
      expect(inbox(dataDir, "--csv").trimEnd().split("\n")[1]).toMatch(
        `,"New patient","Monday morning; Thursday afternoon","10:00–12:00","${plan}","Russian","Needs an interpreter"`,
      );
      await context.close();
    },
  );
});
