// The release gate refuses a draft's preview build: SITE_DRAFT=1 puts the
// draft banner on every page, and a release is never built with it.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { patience } from "#tests/support/patience.ts";

const gate = path.resolve(import.meta.dirname, "release-gate.ts");

describe("the release gate", () => {
  it("refuses SITE_DRAFT=1, and says to build the release without it", () => {
    const run = spawnSync(process.execPath, [gate], {
      env: { ...process.env, SITE_DRAFT: "1" },
      encoding: "utf8",
      timeout: patience(60_000),
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("SITE_DRAFT=1 is set");
    expect(run.stderr).not.toMatch(/cannot go live yet/);
  });
});
