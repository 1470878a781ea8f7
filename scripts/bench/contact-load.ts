// A bounded load on POST /api/contact: a fixed number of valid messages from
// a fixed number of concurrent senders, stopped by a deadline whatever
// happens. Every message is committed to SQLite before it is answered, so
// this measures the store's durable write path, not a cache.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";

export type LoadOptions = { requests: number; concurrency: number; deadlineMs: number };

export type LoadFigures = LoadOptions & {
  /** Requests answered (any status) before the deadline. */
  answered: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  /** Answers by HTTP status; "error" for failed requests, "deadline" for those cut off. */
  statuses: Record<string, number>;
  stoppedByDeadline: boolean;
};

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? null;
}

function messageBody(index: number): string {
  return JSON.stringify({
    name: "Bench Load",
    email: "bench@example.com",
    phone: "(718) 555-0100",
    message: `Benchmark message ${index} ${randomUUID()}`,
  });
}

export async function contactLoad(origin: string, options: LoadOptions): Promise<LoadFigures> {
  if (new URL(origin).hostname !== "127.0.0.1") throw new Error(`Refusing to load ${origin}`);
  const deadline = AbortSignal.timeout(options.deadlineMs);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const count = (key: string) => (statuses[key] = (statuses[key] ?? 0) + 1);
  let sent = 0;

  async function sender() {
    while (sent < options.requests && !deadline.aborted) {
      const body = messageBody(sent++);
      const start = performance.now();
      try {
        const response = await fetch(`${origin}/api/contact`, {
          method: "POST",
          headers: { origin, "content-type": "application/json" },
          body,
          signal: deadline,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - start);
        count(String(response.status));
      } catch {
        count(deadline.aborted ? "deadline" : "error");
      }
    }
  }

  const start = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, sender));
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ...options,
    answered: latencies.length,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    statuses,
    stoppedByDeadline: deadline.aborted,
  };
}
