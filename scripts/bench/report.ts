// Turns the runs into what the bench prints: the median run of each page, one
// table row per page, and the minimum and maximum of every column.
import type { LoadFigures } from "./contact-load.ts";
import type { RunFigures } from "./lighthouse.ts";

export type RouteResult = {
  route: string;
  site: { runs: RunFigures[]; median: RunFigures };
  zeroJs: { runs: RunFigures[]; median: RunFigures };
  /** LCP of the site over LCP of its zero-JS rendition, medians. */
  lcpRatio: number | null;
};

/** The run with the median performance score; a failed run counts as the lowest. */
export function medianRun(runs: readonly RunFigures[]): RunFigures {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error("No runs to take the median of");
  return median;
}

/** The median of some figures (the mean of the middle two when they are even); null when none. */
export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of one figure over the runs that measured it; null when none did. */
export function medianFigure(
  runs: readonly RunFigures[],
  figure: (run: RunFigures) => number | null,
): number | null {
  return median(
    runs.flatMap((run) => {
      const value = figure(run);
      return value === null ? [] : [value];
    }),
  );
}

/** The median LCP of the runs that measured one; null when none did. */
export function medianLcp(runs: readonly RunFigures[]): number | null {
  return medianFigure(runs, (run) => run.lcpMs);
}

/**
 * LCP of the site over LCP of the zero-JS rendition, each the median of its
 * own runs. Not the LCPs of the median-score runs: with every run scoring
 * 100, that picks a run by its position, and one run's LCP can land a round
 * trip earlier or later than the others.
 */
export function lcpRatio(
  siteRuns: readonly RunFigures[],
  zeroJsRuns: readonly RunFigures[],
): number | null {
  const site = medianLcp(siteRuns);
  const zeroJs = medianLcp(zeroJsRuns);
  return site !== null && zeroJs ? site / zeroJs : null;
}

type Column = { title: string; digits: number; value: (row: RouteResult) => number | null };

const columns: readonly Column[] = [
  { title: "Perf", digits: 0, value: (row) => row.site.median.performance },
  { title: "A11y", digits: 0, value: (row) => row.site.median.accessibility },
  { title: "BP", digits: 0, value: (row) => row.site.median.bestPractices },
  { title: "SEO", digits: 0, value: (row) => row.site.median.seo },
  { title: "FCP ms", digits: 0, value: (row) => row.site.median.fcpMs },
  { title: "LCP ms", digits: 0, value: (row) => medianLcp(row.site.runs) },
  { title: "TBT ms", digits: 0, value: (row) => row.site.median.tbtMs },
  { title: "CLS", digits: 3, value: (row) => row.site.median.cls },
  { title: "JS bytes", digits: 0, value: (row) => row.site.median.jsBytes },
  { title: "Total bytes", digits: 0, value: (row) => row.site.median.totalBytes },
  { title: "0-JS Perf", digits: 0, value: (row) => row.zeroJs.median.performance },
  { title: "0-JS TBT ms", digits: 0, value: (row) => row.zeroJs.median.tbtMs },
  { title: "0-JS LCP ms", digits: 0, value: (row) => medianLcp(row.zeroJs.runs) },
  { title: "LCP/0-JS", digits: 2, value: (row) => row.lcpRatio },
];

function format(value: number | null, digits: number): string {
  return value === null ? "n/a" : value.toFixed(digits);
}

function extreme(rows: readonly RouteResult[], column: Column, pick: typeof Math.min) {
  const values = rows.map(column.value).filter((value) => value !== null);
  return values.length === 0 ? null : pick(...values);
}

function markdownRow(cells: readonly string[], widths: readonly number[]): string {
  const padded = cells.map((cell, index) =>
    index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
  );
  return `| ${padded.join(" | ")} |`;
}

/** A Markdown table: one row per page, then the minimum and maximum of each column. */
export function resultTable(rows: readonly RouteResult[]): string {
  const body = [
    ...rows.map((row) => [row.route, ...columns.map((c) => format(c.value(row), c.digits))]),
    ["min", ...columns.map((c) => format(extreme(rows, c, Math.min), c.digits))],
    ["max", ...columns.map((c) => format(extreme(rows, c, Math.max), c.digits))],
  ];
  const header = ["Route", ...columns.map((column) => column.title)];
  const widths = header.map((title, index) =>
    Math.max(title.length, ...body.map((cells) => (cells[index] ?? "").length)),
  );
  const rule = widths.map((width, index) =>
    index === 0 ? "-".repeat(width) : `${"-".repeat(width - 1)}:`,
  );
  return [
    markdownRow(header, widths),
    markdownRow(rule, widths),
    ...body.map((cells) => markdownRow(cells, widths)),
  ].join("\n");
}

export function loadSummary(load: LoadFigures): string {
  const statuses = Object.entries(load.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  return [
    `POST /api/contact: ${load.answered} of ${load.requests} requests answered in ${load.seconds.toFixed(1)} s at concurrency ${load.concurrency}${load.stoppedByDeadline ? " (stopped by the deadline)" : ""}`,
    `  ${load.requestsPerSecond.toFixed(1)} requests/s; latency p50 ${format(load.p50Ms, 1)} ms, p95 ${format(load.p95Ms, 1)} ms, p99 ${format(load.p99Ms, 1)} ms`,
    `  statuses: ${statuses}`,
  ].join("\n");
}

/** One page of the A/B: each rendition's runs, by the rendition's name, the first the site. */
export type AbRow = { route: string; renditions: Record<string, readonly RunFigures[]> };

/** The bar: TBT within this many milliseconds of the zero-JS rendition's… */
export const tbtAllowanceMs = 10;
/** …and LCP at most this many times the rendition's. */
export const lcpAllowance = 1.02;

/** Whether a page meets the bar, by the medians of the site's runs and of the rendition's. */
export function meetsBar(site: readonly RunFigures[], zeroJs: readonly RunFigures[]) {
  const tbt = [site, zeroJs].map((runs) => medianFigure(runs, (run) => run.tbtMs));
  const lcp = lcpRatio(site, zeroJs);
  const [siteTbt, zeroJsTbt] = tbt;
  return {
    tbt: siteTbt != null && zeroJsTbt != null ? siteTbt - zeroJsTbt <= tbtAllowanceMs : null,
    lcp: lcp === null ? null : lcp <= lcpAllowance,
  };
}

const yesNo = (value: boolean | null) => (value === null ? "n/a" : value ? "yes" : "NO");

/**
 * The A/B as a Markdown table: per page, each rendition's median TBT and LCP,
 * then whether the site (the first rendition) is within the bar of the
 * zero-JS rendition (the one named "zero-JS").
 */
export function abTable(rows: readonly AbRow[]): string {
  const names = Object.keys(rows[0]?.renditions ?? {});
  const header = [
    "Route",
    ...names.flatMap((name) => [`${name} TBT ms`, `${name} LCP ms`]),
    `TBT ≤ 0-JS + ${tbtAllowanceMs}`,
    `LCP ≤ ${lcpAllowance}× 0-JS`,
  ];
  const body = rows.map((row) => {
    const runs = names.map((name) => row.renditions[name] ?? []);
    const bar = meetsBar(runs[0] ?? [], row.renditions["zero-JS"] ?? []);
    return [
      row.route,
      ...runs.flatMap((each) => [
        format(
          medianFigure(each, (run) => run.tbtMs),
          0,
        ),
        format(medianLcp(each), 0),
      ]),
      yesNo(bar.tbt),
      yesNo(bar.lcp),
    ];
  });
  const widths = header.map((title, index) =>
    Math.max(title.length, ...body.map((cells) => (cells[index] ?? "").length)),
  );
  const rule = widths.map((width, index) =>
    index === 0 ? "-".repeat(width) : `${"-".repeat(width - 1)}:`,
  );
  return [header, rule, ...body].map((cells) => markdownRow(cells, widths)).join("\n");
}

/** Issue 38's bar for a tap on the menu's button at first paint (`npm run probe:tap`). */
export const tapBarMs = 100;

/** The smallest duration Event Timing reports, and so the most a tap with no entry took. */
const shortestReported = 16;

/**
 * A tap's latency as Interaction to Next Paint counts it: the longest of the
 * first interaction's events (pointerdown, pointerup, click), each from its
 * own time stamp to the frame painted after its handlers. Event Timing leaves
 * out events under 16 ms, so a tap with no entry took 16 ms at most.
 */
export function tapLatency(events: readonly { id: number; duration: number }[]): number {
  const first = Math.min(...events.map((event) => event.id));
  const durations = events.filter((event) => event.id === first).map((event) => event.duration);
  return Math.max(shortestReported, ...durations);
}
