// @vitest-environment node
// A signature counts only when its reviewer added it: in a throwaway
// repository with a list of reviewers of its own, a signature added by the
// right login passes; one added by another login, one whose `by` names
// another person, and a Spanish translator's signature of a Russian page are
// refused, one line each, by the command CI runs. .github/CODEOWNERS is
// the content's list of reviewers.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { contentFolder, readContentFile } from "#app/content-loader/files.ts";
import { commitAsSite, committedRepository, git } from "#scripts/git-repository.ts";
import { patience } from "#tests/support/patience.ts";
import {
  codeOwners,
  loginsOf,
  reviewersFilePath,
  reviewersOf,
  signatureFaults,
} from "./signers.ts";

const physician = { name: "Test Physician, MD", login: "test-physician", signs: ["medical"] };
const spanish = { name: "Test Traductora", login: "test-translator-es", signs: ["translation-es"] };

let root = "";
/** The login GitHub gives each commit's author, as the check is told it. */
const logins = new Map<string, string>();

function write(file: string, text: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** A commit by `login` that adds the signature `file` with these fields; its sha. */
function sign(login: string, file: string, fields: Record<string, string>) {
  write(
    `content/reviews/signed/${file}`,
    stringify({ on: "2026-11-28", text: "0123456789abcdef", ...fields }),
  );
  git(root, "add", ".");
  commitAsSite(root, `Sign ${file}`);
  const sha = git(root, "rev-parse", "HEAD");
  logins.set(sha, login);
  return sha;
}

/** The faults of one commit, against the list its parent has. */
const faultsOf = (sha: string) => signatureFaults(root, `${sha}^`, sha, logins);

const medical = (by: string) => ({
  page: "condition/migraine",
  language: "en",
  kind: "medical",
  by,
});
const translation = (language: string, by: string) => ({
  page: "condition/migraine",
  language,
  kind: "translation",
  by,
  english: "fedcba9876543210",
});

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "signers-"));
  write(`content/${reviewersFilePath}`, stringify({ reviewers: [physician, spanish] }));
  write("content/reviews/signed/README.md", "Signatures.\n");
  committedRepository(root);
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("the check of who signed", () => {
  it("passes a signature added by its reviewer's login, in the reviewer's name", () => {
    const sha = sign(
      physician.login,
      "en/condition-migraine-medical-2026-11-28.yaml",
      medical(physician.name),
    );
    expect(faultsOf(sha)).toEqual([]);
    const spanishSha = sign(
      spanish.login,
      "es/condition-migraine-translation-2026-11-28.yaml",
      translation("es", spanish.name),
    );
    expect(faultsOf(spanishSha)).toEqual([]);
  });

  it("refuses a signature added by another login, though it names the reviewer", () => {
    const file = "en/condition-migraine-medical-2026-11-29.yaml";
    const sha = sign(spanish.login, file, medical(physician.name));
    expect(faultsOf(sha)).toEqual([
      `content/reviews/signed/${file} (commit ${sha.slice(0, 12)}): ${spanish.login} may not sign a medical review (content/reviewers.yaml: ${spanish.signs.join(", ")})`,
    ]);
    const stranger = sign("someone-else", file.replace("29", "30"), medical(physician.name));
    expect(faultsOf(stranger)).toEqual([
      expect.stringContaining(`: someone-else is not a reviewer in content/reviewers.yaml`),
    ]);
  });

  it("refuses a signature whose by names another person than its login's reviewer", () => {
    const sha = sign(
      physician.login,
      "en/condition-migraine-medical-2026-12-01.yaml",
      medical("Dr. Someone Else, MD"),
    );
    expect(faultsOf(sha)).toEqual([
      expect.stringContaining(
        `: it says it was signed by "Dr. Someone Else, MD", but ${physician.login} signs as "${physician.name}"`,
      ),
    ]);
  });

  it("refuses a Spanish translator's signature of a Russian page", () => {
    const sha = sign(
      spanish.login,
      "ru/condition-migraine-translation-2026-11-28.yaml",
      translation("ru", spanish.name),
    );
    expect(faultsOf(sha)).toEqual([
      expect.stringContaining(`: ${spanish.login} may not sign a translation-ru review`),
    ]);
  });

  it("refuses a signature of a commit it was not told about, or whose author GitHub does not know", () => {
    const sha = sign("", "en/condition-migraine-medical-2026-12-02.yaml", medical(physician.name));
    expect(faultsOf(sha)).toEqual([expect.stringContaining("GitHub knows no account")]);
    logins.delete(sha);
    expect(faultsOf(sha)).toEqual([expect.stringContaining("not in the list of commits given")]);
  });

  it("takes the list from where the change starts: a placeholder of the content's list signs nothing", () => {
    const listed = reviewersOf(readContentFile(reviewersFilePath)).find((each) =>
      each.signs.includes("medical"),
    );
    expect(listed?.placeholder).toBe(true);
    cpSync(join(contentFolder(), reviewersFilePath), join(root, "content", reviewersFilePath));
    git(root, "add", ".");
    commitAsSite(root, "The practice's list");
    const sha = sign(
      listed?.login ?? "",
      "en/condition-migraine-medical-2026-12-03.yaml",
      medical(listed?.name ?? ""),
    );
    expect(faultsOf(sha)).toEqual([expect.stringContaining(`${listed?.login} is a placeholder`)]);
  });

  it("runs as CI runs it: GitHub's list of commits, one line per fault, exit 1", () => {
    const script = resolve(import.meta.dirname, "signers.ts");
    const head = git(root, "rev-parse", "HEAD");
    const base = git(root, "rev-list", "--max-parents=0", "HEAD");
    const commits = join(root, "commits.json");
    writeFileSync(
      commits,
      JSON.stringify(
        [...logins].map(([sha, login]) => ({ sha, author: login ? { login } : null })),
      ),
    );
    const run = (from: string, to: string) =>
      spawnSync(process.execPath, [script, "check", from, to, commits], {
        cwd: root,
        encoding: "utf8",
        timeout: patience(60_000),
      });
    const refused = run(base, head);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim().split("\n")).toEqual(signatureFaults(root, base, head, logins));
    expect(refused.stderr.trim().split("\n").length).toBeGreaterThan(4);
    const first = [...logins.keys()][1] as string;
    const passed = run(base, first);
    expect(passed.stderr).toBe("");
    expect(passed.status).toBe(0);
  });

  it("reads the logins of GitHub's comparison of two commits", () => {
    const compared = {
      commits: [
        { sha: "abc", author: { login: "someone" } },
        { sha: "def", author: null },
      ],
    };
    expect(loginsOf(compared)).toEqual(
      new Map([
        ["abc", "someone"],
        ["def", ""],
      ]),
    );
  });
});

describe("the list of reviewers", () => {
  it("names a mistake by its line, in words", () => {
    const folder = mkdtempSync(join(tmpdir(), "reviewers-"));
    const french = { ...spanish, signs: ["translation-fr"] };
    writeFileSync(join(folder, reviewersFilePath), stringify({ reviewers: [physician, french] }));
    expect(() => reviewersOf(readContentFile(reviewersFilePath, folder))).toThrow(
      /^content\/reviewers\.yaml, line \d+: reviewers\.1\.signs\.0: a review is one of: medical, legal, translation-/,
    );
    rmSync(folder, { recursive: true, force: true });
  });
});

describe(".github/CODEOWNERS", () => {
  it("is written from the content's list of reviewers (node scripts/content/signers.ts codeowners)", () => {
    const reviewers = reviewersOf(readContentFile(reviewersFilePath));
    const owners = readFileSync(resolve(import.meta.dirname, "../../.github/CODEOWNERS"), "utf8");
    expect(owners).toBe(codeOwners(reviewers));
    for (const reviewer of reviewers) expect(owners).toContain(`@${reviewer.login}`);
  });
});
