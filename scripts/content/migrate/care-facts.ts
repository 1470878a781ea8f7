// Stands in for app/content/care-facts.ts while the modules are moved: the same
// shape, every number a sentinel (sentinels.ts).
export { formatRange, type Range } from "#app/content/care-facts.ts?real";
import { sentinelCareFacts } from "./sentinels.ts";
export const careFacts = sentinelCareFacts;
