// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { RunFigures } from "./lighthouse.ts";
import { lcpRatio, medianLcp } from "./report.ts";

const run = (lcpMs: number | null, performance = 100): RunFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 750,
  lcpMs,
  tbtMs: 0,
  cls: 0,
  jsBytes: 0,
  totalBytes: 15_000,
  benchmarkIndex: 2000,
  warnings: [],
  error: null,
  failedAttempts: [],
});

describe("the LCP figures of the bench", () => {
  it("take the median of each rendition's own runs", () => {
    expect(medianLcp([run(903), run(755), run(907)])).toBe(903);
    expect(medianLcp([run(900), run(800)])).toBe(850);
    expect(medianLcp([run(null), run(910)])).toBe(910);
    expect(medianLcp([run(null)])).toBeNull();
  });

  it("compare medians, not the runs that happen to sit in the middle by score", () => {
    // Every run scores 100; the zero-JS rendition's second run painted a round trip early.
    const site = [run(903), run(900), run(905)];
    const zeroJs = [run(903), run(755), run(907)];
    expect(lcpRatio(site, zeroJs)).toBeCloseTo(1, 2);
  });

  it("has no ratio when a rendition measured no LCP", () => {
    expect(lcpRatio([run(900)], [run(null)])).toBeNull();
  });
});
