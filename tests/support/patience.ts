// How long a test waits before it calls something hung. A wait ends on the
// event it waits for (a line printed, a process ended, a row stored); its
// deadline only tells a hang from a slow machine, so it grows with how busy
// the machine is when the tests start: the processes waiting for a core, per
// core, now or on average over the last minute, and at least 1. Two cores at
// a load of 25 give twelve and a half times the quiet deadline.
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
