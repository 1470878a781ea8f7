// The office manager in the editor at /admin, against a local git repository:
// she splits Friday off the office hours, closing earlier, and adds a health
// plan, finding each field by its name as a screen reader would; the rows of
// the hours read as words. The save is a commit by her on the entry's draft
// branch; every mark of the file is still there, the release gate counts the
// same gaps as before, and the translations' files are as they were. She sees
// the draft beside the fields (the preview pane, under the draft strip) and
// as the site will render it ("View Preview"): the new hours in the footer of
// every page, the plan on the patients page, and on each page the strip that
// says it is a draft.
import { officeHoursIn, weekdayNames } from "../../app/content-loader/practice.ts";
import { translations } from "../../app/content-loader/translated.ts";
import { test } from "@playwright/test";
import { choicesInWords } from "../../scripts/editor/browser/editor-lists.ts";
import { launchGaps } from "../../scripts/content/review-table.ts";
import { expect } from "./fixtures.ts";
import { editorForFile, gapsOn, save, signIn, viewPreview } from "./editor-repository.ts";

const officeManager = { name: "Office Manager", email: "office@example.test" };
const draft = "cms/practice/facts";

type Row = {
  dayOfWeek: (typeof weekdayNames)[number][];
  opens?: string;
  closes?: string;
  byAppointment?: boolean;
  closed?: boolean;
};
type Facts = {
  hours: Row[];
  hoursWords: { byAppointment: string; closed: string };
  hoursDayRange: string;
  insurance: { plans: string[] };
  marks: unknown[];
};
type Interface = {
  interfaceText: { draft: string; footer: { officeHours: string } };
  mainPageLabels: { patients: string };
};

/** A row of the hours as the editor's list sums it up. */
const summary = (row: Row) =>
  `${choicesInWords(row.dayOfWeek, weekdayNames)}, ${row.opens}–${row.closes}`;

const repository = editorForFile(officeManager);

test("the office manager closes earlier on Friday and adds a plan, sees both in the draft's preview; the save keeps every mark", async ({
  page,
}) => {
  const before = repository.read("main", "practice/en/facts.yaml") as Facts;
  const words = repository.read("main", "interface/en/words.yaml") as Interface;
  // The timed row with the most days (Monday to Friday today); its last day
  // (Friday) leaves it for a row of its own, whatever the hours are.
  const timed = before.hours.filter((each) => each.opens && each.closes);
  const row = timed.toSorted((a, b) => b.dayOfWeek.length - a.dayOfWeek.length)[0];
  const weekdays = row ? before.hours.indexOf(row) : -1;
  const day = row?.dayOfWeek.at(-1);
  if (!row?.opens || !row.closes || !day || row.dayOfWeek.length < 2) {
    throw new Error("The hours have no timed row of two days or more.");
  }
  // Two hours before the row's closing time.
  const fridayCloses = `${String(Number(row.closes.slice(0, 2)) - 2).padStart(2, "0")}${row.closes.slice(2)}`;
  const friday: Row = { dayOfWeek: [day], opens: row.opens, closes: fridayCloses };
  const otherDays: Row = { ...row, dayOfWeek: row.dayOfWeek.slice(0, -1) };
  const plan = `${before.insurance.plans[0]} Select`;
  // The release gate's count on main: the content this repository was made from, read here.
  const gapsOnMain = launchGaps().length;

  await signIn(page, repository.editor);
  await page.getByRole("link", { name: "The practice's facts" }).click();
  await page.getByRole("link", { name: /Hours, phone, plans/ }).click();

  // Friday leaves the weekday row, which is named as it reads…
  await page.getByRole("button", { name: summary(row), exact: true }).click();
  await page.getByRole("button", { name: `Remove ${day}`, exact: true }).click();
  await expect(page.getByRole("button", { name: summary(otherDays), exact: true })).toBeVisible();
  // …and gets a row of its own, closing earlier.
  await page.getByRole("button", { name: "Add office hours" }).click();
  const days = page.getByRole("combobox", { name: "Days", exact: true }).last();
  await days.click();
  await days.pressSequentially(day.slice(0, 3));
  await page.getByRole("option", { name: day, exact: true }).click();
  const newRow = (label: string) => page.getByRole("textbox", { name: label, exact: true }).last();
  await newRow("Opens (optional)").fill(friday.opens ?? "");
  await newRow("Closes (optional)").fill(fridayCloses);
  await expect(page.getByRole("button", { name: summary(friday), exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add health plans the practice takes" }).click();
  await page
    .getByRole("textbox", { name: "Health plans the practice takes", exact: true })
    .last()
    .fill(plan);

  // Beside the fields: the draft strip, and the way to the whole page.
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const pane = page.frameLocator("#preview-pane");
  await expect(pane.getByText(words.interfaceText.draft, { exact: true })).toBeVisible();
  await expect(pane.getByRole("link", { name: /as the site will show it/ })).toBeVisible();
  await save(page);

  const after = repository.read(draft, "practice/en/facts.yaml") as Facts;
  expect(after.hours).toEqual(
    before.hours
      .flatMap((each, index) => (index === weekdays ? [otherDays] : [each]))
      .concat(friday),
  );
  expect(after.insurance.plans).toEqual([...before.insurance.plans, plan]);
  expect(after.marks).toEqual(before.marks);
  // The translations' words are as they were (the editor writes the entry's
  // files in every language, without their comments): their lists follow the
  // English rows by themselves.
  for (const language of translations) {
    const file = `practice/${language}/facts.yaml`;
    expect(repository.read(draft, file), file).toEqual(repository.read("main", file));
  }
  expect(repository.changed(draft).every((file) => file.startsWith("content/practice/"))).toBe(
    true,
  );
  expect(repository.commits(draft)[0]).toMatchObject({
    author: officeManager.name,
    email: officeManager.email,
  });
  // …and on the draft, while she looks at the preview.
  const gapsOnDraft = gapsOn(repository, draft);

  // The draft as the site will render it: the new hours in every page's footer…
  const preview = await viewPreview(page);
  await expect(preview.getByText(words.interfaceText.draft, { exact: true })).toBeVisible();
  const footerHours = preview.getByRole("region", { name: words.interfaceText.footer.officeHours });
  for (const shown of officeHoursIn("en", after.hoursWords, after.hoursDayRange, after.hours)) {
    await expect(footerHours).toContainText(shown.days);
    await expect(footerHours).toContainText(shown.hours);
  }
  // …and the new plan on the patients page, still a draft.
  await preview
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: words.mainPageLabels.patients })
    .first()
    .click();
  await expect(preview.getByText(plan, { exact: true }).first()).toBeVisible();
  await expect(preview.getByText(words.interfaceText.draft, { exact: true })).toBeVisible();
  expect(await gapsOnDraft).toBe(gapsOnMain);
});
