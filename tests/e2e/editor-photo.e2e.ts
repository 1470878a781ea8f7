// The office manager at /admin, against a local git repository: she puts in
// the physician's portrait beside its alt text, from a file named as a phone
// names it, and the draft's commit holds it as content/photos/portrait.jpg,
// the name the build reads; a photo smaller than the build takes is refused
// in the form, and so is the physician's name written with "Dr." in front.
// The draft's preview shows her photo, not the build's drawing.
import { execFileSync } from "node:child_process";
import sharp from "sharp";
import { photoSpecs, photoUrl } from "#app/content-loader/photos.ts";
import { git } from "../../scripts/git-repository.ts";
import { expect, test } from "./fixtures.ts";
import { editorForFile, save, signIn, viewPreview } from "./editor-repository.ts";

const officeManager = { name: "Office Manager", email: "office@example.test" };
const draft = "cms/page-home/words";

/** The one colour of her photos. */
const grey = { r: 0x7a, g: 0x8f, b: 0x9c };

/** A JPEG of `width` × `height` pixels. */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: grey } })
    .jpeg()
    .toBuffer();

const repository = editorForFile(officeManager);

test("a portrait put in beside its alt text is saved in the draft as content/photos/portrait.jpg; a smaller one is refused", async ({
  page,
}) => {
  const [width, height] = photoSpecs.portrait.minimum;
  await signIn(page, repository.editor);
  await page.getByRole("link", { name: "Home page", exact: true }).click();
  await page.getByRole("link", { name: "Home page, in every language" }).click();
  // The English column's: the translations' columns have no photo.
  const photo = page.getByLabel(/^Portrait photo/).first();

  await photo.setInputFiles({
    name: "IMG_2040.jpg",
    mimeType: "image/jpeg",
    buffer: await jpeg(width - 1, height),
  });
  await expect(page.getByRole("status").filter({ hasText: /^Not added: / })).toContainText(
    "IMG_2040.jpg",
  );

  const portrait = await jpeg(width, height);
  await photo.setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: portrait });
  await expect(page.getByText(/^Added as content\/photos\/portrait\.jpg/)).toBeVisible();
  await save(page);

  expect(git(repository.dir, "show", "--name-only", "--format=", draft).split("\n")).toContain(
    "content/photos/portrait.jpg",
  );
  const saved = execFileSync("git", [
    "-C",
    repository.dir,
    "cat-file",
    "blob",
    `${draft}:content/photos/portrait.jpg`,
  ]);
  expect(saved.equals(portrait)).toBe(true);
  expect(repository.commits(draft)[0]).toMatchObject({ author: officeManager.name });

  const preview = await viewPreview(page);
  const { origin } = new URL(preview.url());
  const shown = await preview.request.get(
    `${origin}${photoUrl("portrait", photoSpecs.portrait.widths[0] ?? 0, "webp")}`,
  );
  expect(shown.status()).toBe(200);
  // Her photo's one colour, as the build encodes it.
  const { dominant } = await sharp(await shown.body()).stats();
  for (const channel of ["r", "g", "b"] as const) {
    expect(Math.abs(dominant[channel] - grey[channel]), channel).toBeLessThanOrEqual(16);
  }
});

test("the physician's name with \"Dr.\" in front is refused in the form, in the build's words", async ({
  page,
}) => {
  await signIn(page, repository.editor);
  await page.getByRole("link", { name: "The practice's facts" }).click();
  await page.getByRole("link", { name: /Hours, phone, plans/ }).click();
  const name = page.getByRole("textbox", { name: "Physician's name", exact: true }).first();
  await name.fill("Dr. Anna Markova");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/without "Dr\." in front/i).first()).toBeVisible();
  await expect(page.getByText(/^unsaved changes$/i)).toBeVisible();
  expect(repository.commits("main")).toHaveLength(1);
  expect(git(repository.dir, "branch", "--list", "cms/practice/facts")).toBe("");
});
