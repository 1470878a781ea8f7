// @vitest-environment node
// The commands of the people who review the words, run as they run them
// (`npm run …`) in a copy of the files git holds (without what .gitignore
// leaves out: no build, no reports), the way a fresh clone has them: the status report, a review packet, a review recorded, the
// release gate, and the translator's PO file.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { committedRepository, git } from "#scripts/git-repository.ts";
import { projectCopy } from "#scripts/project-copy.ts";
import { patience } from "#tests/support/patience.ts";

let project = "";

beforeAll(() => {
  project = projectCopy("site-clone-");
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

/** `npm run <script> -- <args>` in the copy: its exit status and what it printed. */
function npmRun(script: string, ...args: string[]) {
  return npmRunIn({}, script, ...args);
}

/** `npm run` in the copy with `env` (SITE_CONTENT_DIR, say) added. */
function npmRunIn(env: Record<string, string>, script: string, ...args: string[]) {
  const result = spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: project,
    encoding: "utf8",
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([name]) => name !== "SITE_CONTENT_DIR"),
      ),
      ...env,
    },
    timeout: patience(120_000),
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const gapCount = (output: string) =>
  Number(/cannot go live yet: (\d+) gaps/.exec(output)?.[1] ?? Number.NaN);

type Run = ReturnType<typeof npmRun>;
let reviewed: { before: Run; recorded: Run; status: Run; after: Run } | undefined;
/**
 * The release gate on the fresh copy, a medical review recorded with
 * content:review, the status report then (the copy's first, so it makes
 * the reports folder), and the gate again: run once, in this order, and
 * read by the tests of the status, the gate and a mark.
 */
/** `npm run content:review` of the English migraine page's medical review, as a physician signs it. */
const recordMigraineReview = (...more: string[]) =>
  npmRun(
    "content:review",
    "--language",
    "en",
    "--page",
    "condition/migraine",
    "--kind",
    "medical",
    "--by",
    "Alexandra Reyes, MD",
    ...more,
  );

function reviewRecorded() {
  if (!reviewed) {
    const before = npmRun("release:check");
    const recorded = recordMigraineReview("--on", "2026-11-24");
    const status = npmRun("content:status");
    const after = npmRun("release:check");
    reviewed = { before, recorded, status, after };
  }
  return reviewed;
}

describe("the reviewers' commands, on a fresh copy of the project", () => {
  it("content:status lists every page, language and review, and writes the HTML report", () => {
    // The status once one English page's medical review is recorded: every other is missing still.
    const { status, output } = reviewRecorded().status;
    expect(status).toBe(0);
    expect(output).toMatch(/condition\/migraine/);
    expect(output).toMatch(/en\s+[0-9a-f]{16}\s+medical: missing/);
    expect(output).toMatch(/ru\s+[0-9a-f]{16}\s+translation: missing/);
    expect(output).toMatch(/\d+ current, \d+ outdated, \d+ missing; \d+ open marks/);
    const report = readFileSync(join(project, "reports", "content-status.html"), "utf8");
    expect(report).toContain("<table");
    expect(report).toContain("condition/migraine");
    expect(report).toMatch(/missing/);
  });

  it("content:status explains itself with --help, and names an option it does not know", () => {
    const help = npmRun("content:status", "--help");
    expect(help.status).toBe(0);
    expect(help.output).toMatch(/content:status .*--html/);
    expect(help.output).toMatch(/--why <page>/);
    const unknown = npmRun("content:status", "--whom");
    expect(unknown.status).toBe(2);
    expect(unknown.output).toMatch(/--whom/);
    expect(unknown.output).not.toMatch(/at .*node:internal/);
  });

  it("content:packet prints a page's English and its translation side by side, to sign", () => {
    const { status, output } = npmRun(
      "content:packet",
      "--page",
      "condition/migraine",
      "--language",
      "ru",
    );
    expect(status).toBe(0);
    expect(output).toContain("reports/review-condition-migraine-ru.html");
    const packet = readFileSync(
      join(project, "reports", "review-condition-migraine-ru.html"),
      "utf8",
    );
    expect(packet).toContain("Мигрень");
    expect(packet).toContain("Migraine");
    expect(packet).toContain("International Classification of Headache Disorders");
    expect(packet).toMatch(/Translation review/);
    expect(packet).toContain("Signature:");
  });

  it("the release gate refuses the drafts, lists each gap, and counts one fewer once a review is recorded", () => {
    const { before, recorded, status, after } = reviewRecorded();
    expect(before.status).toBe(1);
    expect(gapCount(before.output)).toBeGreaterThan(100);
    // Grouped by who acts, each group with its count and the pages a person knows.
    const group = (heading: string) => {
      const match = new RegExp(`^${heading}: (\\d+)$`, "m").exec(before.output);
      expect(match, heading).not.toBeNull();
      return Number(match?.[1]);
    };
    const headings = [
      "The practice",
      "The physician",
      "Counsel",
      "The Russian translator",
      "The Spanish translator",
      "The Chinese \\(Simplified\\) translator",
    ];
    expect(headings.reduce((sum, heading) => sum + group(heading), 0)).toBe(
      gapCount(before.output),
    );
    expect(before.output).toMatch(
      /^ {2}Migraine\n {4}- Medical review missing\.\n {6}en condition\/migraine$/m,
    );
    expect(before.output).toMatch(/^ {2}Мигрень \(Migraine\)\n {4}- Translation review missing\./m);
    // Every open mark counts, whoever must act on it: a fact, counsel's passage, the physician's figure.
    expect(before.output).toMatch(
      /- The office phone number[^\n]*\n {6}content\/practice\/en\/facts\.yaml, line \d+ \(phone\)/,
    );
    expect(before.output).toMatch(
      /Counsel[\s\S]*\(insurance\.payment\)[\s\S]*The Russian translator/,
    );
    expect(before.output).toMatch(
      /The physician[\s\S]*\(care\.quarterlyCgrpTrialMonths\)[\s\S]*Counsel/,
    );
    expect(before.output).toMatch(/- photo: the portrait/);

    expect(recorded.status).toBe(0);
    expect(readFileSync(join(project, "content", "reviews", "en.yaml"), "utf8")).toMatch(
      /condition\/migraine:\n\s+medical:\n\s+by: Alexandra Reyes, MD\n\s+on: 2026-11-24/,
    );
    expect(status.output).toMatch(/en\s+[0-9a-f]{16}\s+medical: current/);

    expect(after.status).toBe(1);
    expect(gapCount(after.output)).toBe(gapCount(before.output) - 1);
  });

  it("content:po writes a language's words for a translator's tool", () => {
    const { status } = npmRun("content:po", "export", "--language", "es");
    expect(status).toBe(0);
    const file = readFileSync(join(project, "translations", "es.po"), "utf8");
    expect(file).toMatch(/^msgid ""\nmsgstr ""\n(?:"[^\n]*\n)*"Language: es\\n"$/m);
    expect(file).toContain('msgctxt "conditions.migraine title"');
  });

  it("content:po given wrongly says what is wrong in one line, then its usage", () => {
    const wrong = (...args: string[]) => npmRun("content:po", ...args).output.split("\n")[0];
    expect(wrong("--language", "es")).toBe("Say export or import.");
    expect(wrong("export", "--language", "en")).toMatch(/^--language is one of .*es/);
    expect(wrong("import", "--language", "es", "--changed")).toMatch(/^--page and --changed/);
  });

  it("content:po import of a file that is not there says so in one line, and how to name one", () => {
    const missing = ["--language", "es", "--file", "no.po"];
    const { status, output } = npmRun("content:po", "import", ...missing);
    expect(status).toBe(1);
    expect(output).toBe(
      "No file no.po: name the translated file with --file (npm run content:po -- import --language es --file <file>).\n",
    );
  });

  it("content:review records in the content folder it reads (SITE_CONTENT_DIR), not the project's", () => {
    const elsewhere = mkdtempSync(join(tmpdir(), "site-content-"));
    try {
      cpSync(join(project, "content"), elsewhere, { recursive: true });
      const projectRecords = () => readFileSync(join(project, "content/reviews/es.yaml"), "utf8");
      const before = projectRecords();
      const by = "Lucía Gómez";
      const { status, output } = npmRunIn(
        { SITE_CONTENT_DIR: elsewhere },
        "content:review",
        ...["--language", "es", "--page", "condition/migraine", "--kind", "translation"],
        ...["--by", by],
      );
      expect(status, output).toBe(0);
      expect(readFileSync(join(elsewhere, "reviews/es.yaml"), "utf8")).toContain(by);
      expect(projectRecords()).toBe(before);
      expect(output).toContain(join(elsewhere, "reviews/es.yaml"));
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it("a usage line answers a command given wrongly", () => {
    const { status, output } = npmRun("content:review", "--language", "xx");
    expect(status).toBe(2);
    expect(output).toMatch(/Usage: npm run content:review/);
  });
});

describe("a mark of a content file", () => {
  it("counts as a gap while open, and no longer once its status is confirmed", () => {
    // The gate as it was last run, on the copy as it is: one review recorded, the phone's mark open.
    const { after: before } = reviewRecorded();
    const file = join(project, "content", "practice", "en", "facts.yaml");
    const text = readFileSync(file, "utf8");
    const confirmed = text.replace(
      /(- field: phone\n\s+kind: placeholder\n\s+status: )open/,
      "$1confirmed",
    );
    expect(confirmed).not.toBe(text);
    writeFileSync(file, confirmed);
    const after = npmRun("release:check");
    expect(gapCount(after.output)).toBe(gapCount(before.output) - 1);
    expect(after.output).not.toMatch(/\(phone\)/);
    writeFileSync(file, text);
  });
});

describe("content:status --why", () => {
  it("names each place whose words changed since a review, against the commit the review recorded", () => {
    committedRepository(project);
    const recorded = recordMigraineReview();
    expect(recorded.status).toBe(0);
    const head = git(project, "rev-parse", "HEAD");
    expect(readFileSync(join(project, "content", "reviews", "en.yaml"), "utf8")).toContain(
      `commit: ${head}`,
    );
    const file = join(project, "content", "conditions", "en", "migraine.yaml");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(/^summary: (.*)$/m, "summary: $1 (changed)"));
    const { status, output } = npmRun("content:status", "--why", "condition/migraine");
    writeFileSync(file, text);
    expect(status).toBe(0);
    expect(output).toMatch(/^condition\/migraine en medical: outdated/m);
    expect(output).toContain(`Signed at commit ${head.slice(0, 12)}; changed since: 1 place`);
    expect(output).toMatch(/^ {2}\.summary\n {4}signed: (.*)\n {4}now: {4}\1 \(changed\)$/m);
  });
});
