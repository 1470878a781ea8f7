// A route's `meta` that reads the tags its loader built. The loaders run at
// build time, so the SEO helper, the structured data and the practice facts
// they use stay out of the browser's JavaScript, and hydration does not
// rebuild the JSON-LD the HTML already has.
import type { MetaDescriptor } from "react-router";

export function metaFromLoader({
  loaderData,
}: {
  loaderData?: { meta: readonly MetaDescriptor[] };
}): MetaDescriptor[] {
  return loaderData ? [...loaderData.meta] : [];
}
