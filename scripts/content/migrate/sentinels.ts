// The move of the words from TypeScript modules to content files
// (scripts/content/migrate/run.ts) runs the modules with every practice
// number replaced by a sentinel, a number no page states, so each place a
// sentence used a number shows where its placeholder goes.
import { careFacts as realCareFacts } from "#app/content/care-facts.ts?real";

/** Sentinel → placeholder name ("botoxUnits"). */
export const sentinelNames = new Map<number, string>();
/** "90003–90004" → the range's placeholder name ("firstVisitMinutes"). */
export const rangeNames = new Map<string, string>();

let next = 90_001;
const sentinel = (name: string) => {
  const value = next++;
  sentinelNames.set(value, name);
  return value;
};

const camel = (path: string[]) =>
  path.map((part, index) => (index === 0 ? part : part[0]?.toUpperCase() + part.slice(1))).join("");

function withSentinels(value: unknown, path: string[]): unknown {
  if (typeof value === "number") return sentinel(camel(path));
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 2 && "min" in value && "max" in value) {
      const name = camel(path);
      const min = sentinel(`${name}Min`);
      const max = sentinel(`${name}Max`);
      rangeNames.set(`${min}–${max}`, name);
      return { min, max };
    }
    return Object.fromEntries(entries.map(([key, item]) => [key, withSentinels(item, [...path, key])]));
  }
  return value;
}

export const sentinelCareFacts = withSentinels(realCareFacts, []) as typeof realCareFacts;

/** Numbers of other modules the words use, and their placeholder names. */
export const messageRetentionSentinel = sentinel("messageRetentionDays");
export const serverLogSentinel = sentinel("serverLogRetentionDays");
