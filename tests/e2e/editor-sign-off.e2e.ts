// The physician signs her review in the editor at /admin, against a local git
// repository: she chooses the migraine page, its language and her review,
// sees the fingerprint of the words she reads, and saves. The record is a
// commit by her on its draft branch, with her name from the login (git's
// identity here, not a field she types) and New York's date (the browser's
// clock is set in another time zone), and the draft's preview of the
// migraine page, rendered from that branch, says "Medically reviewed by <her>
// on <date>". When the words change between opening and signing, nothing is
// recorded and she is told why.
import { execFileSync } from "node:child_process";
import { type Page, test } from "@playwright/test";
import { parseDocument } from "yaml";
import { givenIn } from "../../app/content-loader/in-language.ts";
import { dateText } from "../../app/page-list/date-text.ts";
import { practiceDate } from "../../app/contact/practice-time.ts";
import type { PublishedFingerprints } from "../../scripts/editor/browser/sign-off.ts";
import { expect } from "./fixtures.ts";
import { editorForFile, save, signIn, viewPreview } from "./editor-repository.ts";

const physician = { name: givenIn("en").facts.physician.name, email: "physician@example.test" };
const migraine = { page: "condition/migraine", language: "en", kind: "medical" } as const;

test.describe.configure({ mode: "serial" });
// The person's computer is far from New York: the date on the record is New York's all the same.
test.use({ timezoneId: "Pacific/Kiritimati" });

const repository = editorForFile(physician);

const git = (...args: string[]) =>
  execFileSync("git", ["-C", repository.dir, ...args], { encoding: "utf8" });
const branches = () =>
  git("for-each-ref", "--format=%(refname:short)", "refs/heads/cms")
    .trim()
    .split("\n")
    .filter(Boolean);

/** The English migraine page's title and the fingerprint of its words, as the editor is given them now. */
async function wordsNow(page: Page): Promise<{ title: string; text: string }> {
  const answer = await page.request.get(`${repository.editor.url}/admin/fingerprints.json`);
  const { pages } = (await answer.json()) as PublishedFingerprints;
  const words = pages.find((each) => each.page === migraine.page && each.language === "en");
  if (!words) throw new Error("No fingerprint of the English migraine page.");
  return words;
}

/** Opens a new signature and chooses the English migraine page and the medical review. */
async function openSignature(page: Page) {
  await signIn(page, repository.editor);
  await page.getByRole("link", { name: "Sign a review" }).click();
  await page.getByRole("link", { name: "Create entry of type signature" }).click();
  const choose = async (label: string, option: string) => {
    await page.getByLabel(label, { exact: true }).fill(option);
    await page.getByLabel(label, { exact: true }).press("Enter");
  };
  await choose("Page", "Migraine (/conditions/migraine)");
  await choose("Language", "English");
  await choose("Review", "Medical review (the physician)");
}

test("the physician signs her review of the migraine page; its preview from her draft says so, and the commit is hers", async ({
  page,
}) => {
  await openSignature(page);
  const { text: words } = await wordsNow(page);
  await expect(page.getByText(`Fingerprint of these words: ${words}`)).toBeVisible();
  await save(page);

  const on = practiceDate(new Date());
  const branch = `cms/signatures/en/condition-migraine-medical-${on}`;
  expect(branches()).toContain(branch);
  // The record keeps the commit whose words she read.
  expect(
    repository.read(branch, `reviews/signed/en/condition-migraine-medical-${on}.yaml`),
  ).toEqual({
    ...migraine,
    by: physician.name,
    on,
    text: words,
    commit: git("rev-parse", "main").trim(),
  });
  const [commit] = repository.commits(branch);
  expect(commit).toMatchObject({ author: physician.name, email: physician.email });

  // The draft's preview: the page as the site will render it from her branch.
  // Decap asks for a new entry's preview once the entry is opened again.
  await expect(page).toHaveURL(/\/entries\//);
  await page.reload();
  const preview = await viewPreview(page);
  await expect(preview).toHaveURL(/\/conditions\/migraine$/);
  await expect(
    preview.getByText(`Medically reviewed by ${physician.name} on ${dateText(on).text}.`, {
      exact: true,
    }),
  ).toBeVisible();
});

test("when the words change between opening and signing, nothing is recorded and she is told why", async ({
  page,
}) => {
  const { text: before } = await wordsNow(page);
  await openSignature(page);
  await expect(page.getByText(`Fingerprint of these words: ${before}`)).toBeVisible();

  // Meanwhile a change to the page's words is published.
  const file = "content/conditions/en/migraine.yaml";
  const words = parseDocument(git("show", `main:${file}`));
  words.set("summary", `${String(words.get("summary"))} Changed.`);
  const changed = String(words);
  git("checkout", "--quiet", "main");
  execFileSync("bash", ["-c", 'cat > "$0/$1"', repository.dir, file], { input: changed });
  git(
    "-c",
    "user.name=Office Manager",
    "-c",
    "user.email=office@example.test",
    "commit",
    "-qam",
    "Migraine: the summary changed",
  );
  const { text: after } = await wordsNow(page);
  expect(after).not.toBe(before);

  const drafts = branches();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // Said beside the words she signs, where it stays until she takes them again.
  await expect(
    page
      .getByRole("status")
      .getByText(
        "Not saved: The words of this page changed since you opened it: read them again, then sign.",
        { exact: true },
      ),
  ).toBeVisible();
  expect(branches()).toEqual(drafts);

  // Having read them again, she signs the words as they are now. The page she is given to read
  // is the one those words are on: the editor's site shows main as it is now (a change published
  // shows at once), not the page as it was built.
  await page.getByRole("button", { name: "Show the words as they are now" }).click();
  await expect(page.getByText(`Fingerprint of these words: ${after}`)).toBeVisible();
  const link = page.getByRole("status").getByRole("link", { name: "/conditions/migraine" });
  const href = new URL((await link.getAttribute("href")) ?? "", repository.editor.url);
  expect(href.origin).toBe(new URL(repository.editor.url).origin);
  const read = await page.request.get(href.href);
  expect(read.status()).toBe(200);
  expect(await read.text()).toContain("Changed.");
  await save(page);
  expect(branches().length).toBe(drafts.length + 1);
});
