// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { RunFigures } from "./lighthouse.ts";
import { abTable, lcpRatio, medianFigure, medianLcp, meetsBar, tapLatency } from "./report.ts";

const run = (lcpMs: number | null, performance = 100, tbtMs: number | null = 0): RunFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 750,
  lcpMs,
  tbtMs,
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

describe("the A/B against the zero-JS rendition", () => {
  const timed = (tbtMs: number, lcpMs: number) => run(lcpMs, 100, tbtMs);

  it("takes the median TBT of each rendition's runs, whatever their scores", () => {
    expect(medianFigure([timed(40, 900), timed(12, 900), timed(90, 900)], (r) => r.tbtMs)).toBe(40);
  });

  it("holds the site to 10 ms of TBT and 1.02× the LCP of the rendition", () => {
    const zeroJs = [timed(5, 1000), timed(0, 1000), timed(8, 1000)];
    expect(meetsBar([timed(15, 1020), timed(14, 1010), timed(30, 1020)], zeroJs)).toEqual({
      tbt: true,
      lcp: true,
    });
    expect(meetsBar([timed(16, 1021), timed(17, 1030), timed(20, 1025)], zeroJs)).toEqual({
      tbt: false,
      lcp: false,
    });
  });

  it("prints each rendition's medians and the verdict, one row a page", () => {
    const table = abTable([
      {
        route: "/ru",
        renditions: {
          site: [timed(30, 1100), timed(25, 1100)],
          "zero-JS": [timed(0, 1000), timed(0, 1000)],
        },
      },
    ]);
    const [header, , row] = table.split("\n");
    expect(header).toContain("site TBT ms");
    expect(header).toContain("zero-JS LCP ms");
    expect(row?.split("|").map((cell) => cell.trim())).toEqual([
      "",
      "/ru",
      "28",
      "1100",
      "0",
      "1000",
      "NO",
      "NO",
      "",
    ]);
  });
});

describe("a tap's latency", () => {
  it("is the longest event of the first interaction", () => {
    const events = [
      { id: 7, duration: 24 },
      { id: 7, duration: 64 },
      { id: 9, duration: 200 },
      { id: 7, duration: 40 },
    ];
    expect(tapLatency(events)).toBe(64);
  });

  it("is at most the shortest reported duration when the browser reported none", () => {
    expect(tapLatency([])).toBe(16);
  });
});
