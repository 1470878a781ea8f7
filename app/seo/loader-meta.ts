// A route's `meta` that reads the tags its loader built. The loaders run at
// build time, so the SEO helper, the structured data and the practice facts
// they use are built once, into the HTML, and no page hydrates to build them
// again (docs/decisions/017).
import type { MetaDescriptor } from "react-router";

export function metaFromLoader({
  loaderData,
}: {
  loaderData?: { meta: readonly MetaDescriptor[] };
}): MetaDescriptor[] {
  return loaderData ? [...loaderData.meta] : [];
}
