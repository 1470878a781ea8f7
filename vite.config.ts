import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentReload } from "./scripts/dev-content.ts";

// No page loads the client build's JavaScript (docs/decisions/017): React
// Router builds it for its manifest, and only its stylesheet and fonts are
// written. In it, the content modules' Node imports (node:fs, node:path)
// become empty shims, which Vite would warn about for each.
export default defineConfig({
  build: {
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.message.includes("externalized for browser compatibility")) return;
        warn(warning);
      },
    },
  },
  plugins: [
    // `npm run dev` shows a content edit, or its mistake, on the next reload.
    contentReload(),
    {
      name: "site:no-client-scripts",
      applyToEnvironment: (environment) => environment.name === "client",
      // After Vite's manifest has listed them.
      generateBundle: {
        order: "post",
        handler(_, bundle) {
          for (const name in bundle) if (bundle[name]?.type === "chunk") delete bundle[name];
        },
      },
    },
    tailwindcss(),
    reactRouter(),
  ],
});
