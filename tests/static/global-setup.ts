// The static checks read build/client: without a build they stop in one line.
import { assertBuilt } from "./built-site.ts";

export default function setup() {
  assertBuilt();
}
