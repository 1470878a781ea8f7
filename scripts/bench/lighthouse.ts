// Lighthouse runs in its default mobile preset (simulated throttling), each
// in a fresh Chromium with a fresh profile, reduced to the figures the bench
// reports.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromiumFlags, chromiumPath } from "#scripts/chromium.ts";

const categories = ["performance", "accessibility", "best-practices", "seo"];
const maxAttempts = 3;

export type RunFigures = {
  /** Category scores, 0–100. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsBytes: number | null;
  totalBytes: number | null;
  /** Lighthouse's estimate of this machine's speed; runs below ~1000 are on a slow CPU. */
  benchmarkIndex: number | null;
  warnings: string[];
  /** Why Lighthouse (or Chromium) could not measure the page, when it could not. */
  error: string | null;
  /** The errors of the attempts retried before this one. */
  failedAttempts: string[];
};

/** Starts Chromium with its own throwaway profile, and always stops it. */
async function withChromium<T>(tempRoot: string, task: (port: number) => Promise<T>): Promise<T> {
  const userDataDir = await mkdtemp(path.join(tempRoot, "chromium-"));
  try {
    const chrome = await launch({
      chromePath: chromiumPath,
      chromeFlags: chromiumFlags,
      userDataDir,
      logLevel: "error",
    });
    try {
      return await task(chrome.port);
    } finally {
      chrome.kill();
    }
  } finally {
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** The browser's own version string, such as "Chrome/156.0.8078.79". */
export async function chromiumVersion(tempRoot: string): Promise<string> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}: apt-get install chromium, or set CHROMIUM_PATH`,
    );
  }
  return withChromium(tempRoot, async (port) => {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`);
    const version = (await response.json()) as { Browser?: string };
    return version.Browser ?? "unknown";
  });
}

function score(lhr: Result, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

function metric(lhr: Result, audit: string): number | null {
  return lhr.audits[audit]?.numericValue ?? null;
}

/** Transfer size of one row of the resource-summary audit ("script", "total", …). */
function transferBytes(lhr: Result, resourceType: string): number | null {
  const details = lhr.audits["resource-summary"]?.details;
  if (details?.type !== "table") return null;
  const row = details.items.find((item) => item.resourceType === resourceType);
  return typeof row?.transferSize === "number" ? row.transferSize : null;
}

function figuresOf(lhr: Result): RunFigures {
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcpMs: metric(lhr, "first-contentful-paint"),
    lcpMs: metric(lhr, "largest-contentful-paint"),
    tbtMs: metric(lhr, "total-blocking-time"),
    cls: metric(lhr, "cumulative-layout-shift"),
    jsBytes: transferBytes(lhr, "script"),
    totalBytes: transferBytes(lhr, "total"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    failedAttempts: [],
  };
}

function failedRun(error: string): RunFigures {
  return {
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    jsBytes: null,
    totalBytes: null,
    benchmarkIndex: null,
    warnings: [],
    error,
    failedAttempts: [],
  };
}

async function auditOnce(url: string, tempRoot: string): Promise<RunFigures> {
  try {
    return await withChromium(tempRoot, async (port) => {
      const result = await lighthouse(url, {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
      if (!result) throw new Error("Lighthouse returned no result");
      return figuresOf(result.lhr);
    });
  } catch (error) {
    return failedRun(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Audits one URL. Lighthouse now and then loses the trace of a load (such as
 * NO_NAVSTART) and asks to run it again, so a failed attempt is retried, each
 * in a fresh Chromium; a run that still fails is returned with its error.
 */
export async function auditPage(url: string, tempRoot: string): Promise<RunFigures> {
  const failedAttempts: string[] = [];
  for (;;) {
    const figures = await auditOnce(url, tempRoot);
    if (figures.error === null || failedAttempts.length + 1 >= maxAttempts) {
      return { ...figures, failedAttempts };
    }
    failedAttempts.push(figures.error);
  }
}
