// The office manager saves one draft of the practice's facts three times at
// /admin, against a local git repository of the content; the editor writes
// each file but for what changed, so her draft changes the English file alone: a plan added and
// saved, another added and saved again, the draft reopened with each
// translation's column as its file has it, and a third plan saved. Each save
// is a commit of hers on the draft's branch, and the translations' files are
// still there, with their words.
import { test } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { editorForFile, save, signIn } from "./editor-repository.ts";
import { translations } from "../../app/content-loader/translated.ts";

const officeManager = { name: "Office Manager", email: "office@example.test" };
const draft = "cms/practice/facts";

type Facts = { description: string; insurance: { plans?: string[] } };

const repository = editorForFile(officeManager);

test("a draft saved a second and a third time, reopened in between, keeps every language and each save is a commit", async ({
  page,
}) => {
  const facts = (branch: string, language: string) =>
    repository.read(branch, `practice/${language}/facts.yaml`) as Facts;
  const file = (language: string) => `content/practice/${language}/facts.yaml`;
  const plans = facts("main", "en").insurance.plans ?? [];
  const added = ["First", "Second", "Third"].map((each) => `${plans[0]} ${each}`);

  const open = async () => {
    await page.getByRole("link", { name: "The practice's facts" }).click();
    await page.getByRole("link", { name: /Hours, phone, plans/ }).click();
    await expect(
      page.getByRole("button", { name: "Add health plans the practice takes" }),
    ).toBeVisible();
  };
  const addPlan = async (plan: string) => {
    await page.getByRole("button", { name: "Add health plans the practice takes" }).click();
    await page
      .getByRole("textbox", { name: "Health plans the practice takes", exact: true })
      .last()
      .fill(plan);
  };

  await signIn(page, repository.editor);
  await open();
  await addPlan(added[0] ?? "");
  await save(page);
  // The translations' files are written as they are: the draft changes the English file alone.
  expect(repository.changed(draft)).toEqual([file("en")]);
  await addPlan(added[1] ?? "");
  await save(page);
  expect(repository.changed(draft)).toEqual([file("en")]);

  // Reopened: every translation's column as its file has it.
  await page.reload();
  await open();
  for (const language of translations) {
    await page.getByRole("button", { name: /^Writing in (RU|ES|ZH)$/ }).click();
    await page.getByRole("menuitem", { name: language.toUpperCase() }).click();
    await expect(
      page.getByRole("button", { name: `Writing in ${language.toUpperCase()}` }),
    ).toBeVisible();
    await expect(
      page.getByRole("textbox", { name: "Description", exact: true }).last(),
      language,
    ).toHaveValue(facts("main", language).description);
  }
  await addPlan(added[2] ?? "");
  await save(page);

  // Three saves, three commits of hers on the draft's branch.
  const saves = repository.commits(`main..${draft}`);
  expect(saves).toHaveLength(3);
  for (const each of saves) {
    expect(each).toMatchObject({ author: officeManager.name, email: officeManager.email });
  }
  expect(facts(draft, "en").insurance.plans).toEqual([...plans, ...added]);
  for (const language of translations) {
    expect(facts(draft, language), language).toEqual(facts("main", language));
  }
});
