// The Spanish translator in the editor at /admin, against a local git
// repository: she opens the locations page, puts Spanish beside the English,
// and rewrites a sentence of its introduction. The save is a commit by her
// that changes the Spanish words alone; the draft's preview shows the
// Spanish page with her sentence, under the strip that says in Spanish that
// it is a draft, and the public site does not have it; an address no page
// has is the draft's 404 page, answered 404. In the Spanish column
// of the practice's facts, the partners are the English's: each is named by
// its Spanish description, shows only the words she translates, and cannot be
// added or removed there.
import { execFileSync } from "node:child_process";
import { languages } from "../../app/content-loader/translated.ts";
import { expect, test } from "./fixtures.ts";
import { editorForFile, save, signIn, viewPreview } from "./editor-repository.ts";

const translator = { name: "Spanish Translator", email: "traduccion@example.test" };
const draft = "cms/page-locations/words";
const spanishFile = "page/locations/es/words.yaml";

type Words = { locationsPage: { header: { title: string; intro: string } } };
type Interface = { interfaceText: { draft: string; notFound: { text: string } } };

/** The sentence she writes in place of the introduction's last one. */
const sentence = "Llámenos para saber si su próxima consulta puede hacerse por telesalud.";

const repository = editorForFile(translator);

test("the Spanish translator changes a sentence of the Spanish locations page, and the draft's preview shows it", async ({
  page,
  baseURL,
}) => {
  const before = repository.read("main", spanishFile) as Words;
  const { intro, title } = before.locationsPage.header;
  const sentences = intro.split(/(?<=[.!?])\s+/);
  const changed = [...sentences.slice(0, -1), sentence].join(" ");
  const spanish = repository.read("main", "interface/es/words.yaml") as Interface;

  await signIn(page, repository.editor);
  await page.getByRole("link", { name: "Locations page", exact: true }).click();
  // One entry, all four languages in it.
  const entry = page.getByRole("link", { name: "Locations page, in every language" });
  await expect(entry).toHaveCount(1);
  await entry.click();
  // The translation's column, in Spanish.
  await page.getByRole("button", { name: "Writing in RU" }).click();
  await page.getByRole("menuitem", { name: "ES" }).click();
  await expect(page.getByRole("button", { name: "Writing in ES" })).toBeVisible();

  // The field that holds the introduction in Spanish.
  const intros = page.getByRole("textbox", { name: "Intro", exact: true });
  await expect(intros.first()).toBeVisible();
  const values = await intros.evaluateAll((fields) =>
    fields.map((field) => (field as HTMLTextAreaElement).value),
  );
  expect(values).toContain(intro);
  await intros.nth(values.indexOf(intro)).fill(changed);
  await save(page);

  expect((repository.read(draft, spanishFile) as Words).locationsPage.header.intro).toBe(changed);
  for (const language of languages.filter((other) => other !== "es")) {
    const file = `page/locations/${language}/words.yaml`;
    expect(repository.read(draft, file), file).toEqual(repository.read("main", file));
  }
  expect(repository.commits(draft)[0]).toMatchObject({
    author: translator.name,
    email: translator.email,
    // The history says what changed: the field, in the language.
    subject: expect.stringMatching(/: locationsPage\.header\.intro \(es\)$/),
  });
  // One changed sentence is one changed line: the file keeps every other line as it was.
  const numstat = execFileSync("git", [
    "-C",
    repository.dir,
    "diff",
    "--numstat",
    `main...${draft}`,
  ]);
  expect(String(numstat).trim()).toBe(`1\t1\tcontent/${spanishFile}`);

  // The draft's preview opens at the English page; she turns to Spanish there.
  const preview = await viewPreview(page);
  await preview.getByRole("link", { name: "Español" }).first().click();
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText(changed, { exact: true })).toBeVisible();
  await expect(preview.getByText(spanish.interfaceText.draft, { exact: true })).toBeVisible();

  // An address no page has is the draft's 404 page, answered 404.
  const { origin } = new URL(preview.url());
  const missing = await preview.goto(`${origin}/es/an-address-no-page-has`);
  expect(missing?.status()).toBe(404);
  await expect(
    preview.getByText(spanish.interfaceText.notFound.text, { exact: true }),
  ).toBeVisible();

  // The site as it is published has neither.
  await preview.goto(new URL("/es/locations", baseURL).href);
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText(intro, { exact: true })).toBeVisible();
  await expect(preview.getByText(spanish.interfaceText.draft, { exact: true })).toHaveCount(0);

  // The editor's own site shows main as it is now, and loads the page's stylesheet, fonts and
  // scripts as the published site does: the browser refuses none of them.
  const refused: string[] = [];
  preview.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refused.push(message.text());
  });
  await preview.goto(new URL("/es/locations", repository.editor.url).href);
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(refused).toEqual([]);
});

test("a translation's column keeps the English's partners: named in Spanish, words only, none added or removed", async ({
  page,
}) => {
  type Partner = { id: string; description: string };
  const { partners } = repository.read("main", "practice/es/facts.yaml") as { partners: Partner[] };
  const first = partners[0];
  if (!first) throw new Error("The Spanish facts have no partners.");

  await signIn(page, repository.editor);
  await page.getByRole("link", { name: "The practice's facts" }).click();
  await page.getByRole("link", { name: /Hours, phone, plans/ }).click();
  await page.getByRole("button", { name: "Writing in RU" }).click();
  await page.getByRole("menuitem", { name: "ES" }).click();
  await expect(page.getByRole("button", { name: "Writing in ES" })).toBeVisible();

  for (const partner of partners) {
    await expect(
      page.getByRole("button", { name: partner.description, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: `Remove ${partner.description}` })).toHaveCount(
      0,
    );
  }
  // The English column adds partners; the Spanish one does not.
  await expect(page.getByRole("button", { name: /^Add partner practices/ })).toHaveCount(1);
  await page.getByRole("button", { name: first.description, exact: true }).click();
  // The row opens on its Spanish words, and no id.
  const shown = (name: string) =>
    page.getByRole("textbox", { name, exact: true }).filter({ visible: true });
  await expect
    .poll(() =>
      shown("Description").evaluateAll((all) =>
        all.map((one) => (one as HTMLTextAreaElement).value),
      ),
    )
    .toContain(first.description);
  await expect(shown("Id")).toHaveCount(0);
});
