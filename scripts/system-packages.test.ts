// The Debian packages the tests need are one list, .ci/packages: .ci/run
// installs from it, npm test's first part checks it, and no job of the GitHub
// workflow installs packages of its own (its test job runs .ci/run:
// scripts/deploy/workflows.test.ts); it once installed Chromium and not the
// headless shell npm test needs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { installed, packagesFile, systemPackages } from "./system-packages.ts";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

type Workflow = { jobs: Record<string, { steps?: { run?: string }[] }> };

describe("the system packages, one list", () => {
  const packages = systemPackages();

  it("names each package, the program that shows it, and the tests that use it", () => {
    expect(packages.length).toBeGreaterThan(0);
    for (const each of packages) {
      expect(each.name, JSON.stringify(each)).toMatch(/^[a-z0-9][a-z0-9.+-]+$/);
      expect(each.program, each.name).not.toBe("");
      expect(each.usedBy, each.name).not.toBe("");
    }
  });

  it("is what .ci/run installs from, and what npm test checks before it starts", () => {
    expect(read(".ci/run")).toContain(`< ${path.relative(root, packagesFile)}`);
    expect(read(".ci/run")).not.toMatch(/apt-get install[^\n]*(chromium|caddy|java|systemd)/);
    const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    expect(scripts["part:packages"]).toMatch(/^node scripts\/system-packages\.ts /);
    expect(scripts.test).toContain("part:packages");
  });

  it("is all the workflow installs: no job installs a package of its own", () => {
    const workflow = parse(read(".github/workflows/site.yml")) as Workflow;
    for (const [name, job] of Object.entries(workflow.jobs)) {
      for (const step of job.steps ?? []) {
        expect(step.run ?? "", name).not.toMatch(/apt-get install/);
      }
    }
  });

  it("is what the jobs that only build install first: the build prints the diary's PDFs", () => {
    const forBuild = packages.filter((each) => each.usedBy.includes("build"));
    expect(forBuild.map((each) => each.program)).toContain("/usr/bin/chromium-headless-shell");
    const workflow = parse(read(".github/workflows/site.yml")) as Workflow;
    for (const [name, job] of Object.entries(workflow.jobs)) {
      const runs = (job.steps ?? []).map((step) => step.run ?? "");
      const builds = runs.findIndex((run) => /npm run build/.test(run));
      if (builds === -1) continue;
      expect(runs.slice(0, builds), name).toContain("bash .ci/run --packages-for build");
    }
  });

  it("tells a missing program from one that is there", () => {
    expect(installed({ name: "x", program: "/no/such/program", usedBy: "x" })).toBe(false);
    expect(installed({ name: "x", program: "no-such-command-here", usedBy: "x" })).toBe(false);
    expect(installed({ name: "x", program: "sh", usedBy: "x" })).toBe(true);
    expect(installed({ name: "x", program: process.execPath, usedBy: "x" })).toBe(true);
  });
});
