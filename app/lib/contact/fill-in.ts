// Only for tests/e2e/phone-paths.e2e.ts, until it imports `format` from
// ./format.ts: every other place fills a template with `format`.
export { format as fillIn } from "./format.ts";
