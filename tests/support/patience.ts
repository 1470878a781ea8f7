// How long a test waits before it calls something hung. A wait ends on its
// event; the deadline only tells a hang from a slow machine, so it grows with
// the processes waiting per core when the tests start (now or over the last
// minute, at least 1): two cores at a load of 25 give 12.5 times the deadline.
import { readFileSync } from "node:fs";
import os from "node:os";

/** Processes running or ready to run at this moment (Linux's /proc/loadavg). */
function runnableNow() {
  try {
    return Number(/ (\d+)\//.exec(readFileSync("/proc/loadavg", "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const busy = Math.max(1, Math.max(os.loadavg()[0]!, runnableNow()) / os.availableParallelism());

/** `ms` on a quiet machine, scaled by the machine's load. */
export function patience(ms: number) {
  return Math.round(ms * busy);
}
