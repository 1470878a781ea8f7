import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentReload } from "./scripts/dev-content.ts";
import { prerenderWarmup } from "./scripts/prerender-warmup.ts";

// No page loads the client build's JavaScript (docs/decisions/017): React
// Router still builds it, and postbuild leaves it out of every page. In it,
// the content modules' Node imports (node:fs, node:path) become empty shims,
// which Vite would warn about for each; the pages are rendered by the server
// build, in Node, where the content is read.
export default defineConfig({
  build: {
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.message.includes("externalized for browser compatibility")) return;
        warn(warning);
      },
    },
  },
  // contentReload: `npm run dev` shows a content edit, or its mistake, on the next reload.
  // prerenderWarmup: the build reads the content before the first prerendered page.
  plugins: [contentReload(), prerenderWarmup(), tailwindcss(), reactRouter()],
});
