// The structured data of a page's HTML, for the tests that read it.

/** Parsed JSON whose shape the test checks value by value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions are the type check
export type Json = any;

/** The nodes of the first JSON-LD block of a page's HTML. */
export function jsonLdGraph(html: string): Json[] {
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json ?? "{}") as { "@graph"?: Json[] })["@graph"] ?? [];
}
