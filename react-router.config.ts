import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/site-paths.ts";

// Static site: every route is rendered to HTML at build time and hydrated in
// the browser. No runtime server rendering; server/ only serves the files.
export default {
  ssr: false,
  prerender: ({ getStaticPaths }) => prerenderPaths(getStaticPaths()),
} satisfies Config;
