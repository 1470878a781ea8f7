import type { Config } from "@react-router/dev/config";
import { sitePages } from "./app/lib/site-pages.ts";

// Static site: every page is rendered to HTML at build time (the 404 page
// included, at /404); server/ only serves the files.
export default {
  ssr: false,
  prerender: () => sitePages().map((page) => page.path),
} satisfies Config;
