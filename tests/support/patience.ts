// How long a test waits before it calls something hung. A wait ends on the
// event it waits for (a line printed, a process ended, a row stored); its
// deadline only tells a hang from a slow machine, so it grows with how busy
// the machine is when the tests start: the load per core, at least 1. Two
// cores at a load of 25 give twelve and a half times the quiet deadline.
import os from "node:os";

const busy = Math.max(1, os.loadavg()[0]! / os.availableParallelism());

/** `ms` on a quiet machine, scaled by the machine's load. */
export function patience(ms: number) {
  return Math.round(ms * busy);
}
