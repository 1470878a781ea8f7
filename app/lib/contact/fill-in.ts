// Fills in the templates of words that travel as page data ("Call {phone}").
// Here, in the folder the server shares, because the form's rules fill in
// their problems on both sides; contact/ imports only itself, and the rest
// of the app takes it from site-facts.ts.

/** The words of a template such as "Call {phone}", with each {name} filled in. */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Every template inside a value (its strings, at any depth) filled in. */
export function fillEvery<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return fillIn(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => fillEvery(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillEvery(item, values)]),
    ) as T;
  }
  return value;
}
