import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { relative, sep } from "node:path";
import { type Plugin, defineConfig } from "vite";
import type * as ContentFiles from "./app/content/files.ts";
import type * as OneLineErrors from "./scripts/one-line-errors.ts";

/**
 * A module of the project imported by Node itself, not bundled into this
 * config: the content modules read files and keep what they read.
 */
const nodeImport = <T>(path: string) => import(new URL(path, import.meta.url).href) as Promise<T>;

/**
 * `npm run dev` and the content files: the pages' modules keep what they
 * have read, so an edit under content/ restarts the dev server, which reads
 * every file again, and the browser reloads. The files are checked first, in
 * a process of their own: an edit with a mistake is shown as one line (the
 * file, the line, what to do) and the server goes on with the words it had.
 */
function contentReload(): Plugin {
  return {
    name: "content-reload",
    apply: "serve",
    async configureServer(server) {
      const { contentFolder } = await nodeImport<typeof ContentFiles>("./app/content/files.ts");
      const { contentMistakesNow } = await nodeImport<typeof OneLineErrors>(
        "./scripts/one-line-errors.ts",
      );
      const { logger } = server.config;
      server.watcher.add(contentFolder);
      let timer: NodeJS.Timeout | undefined;
      const edited = (file: string) => {
        if (!file.startsWith(`${contentFolder}${sep}`) || !file.endsWith(".yaml")) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          void contentMistakesNow(server.config.root).then(async (mistakes) => {
            if (mistakes !== undefined) {
              logger.error(mistakes, { timestamp: true });
              return;
            }
            logger.info(
              `content/${relative(contentFolder, file)} changed: reading the content again`,
              {
                timestamp: true,
              },
            );
            await server.restart();
            server.ws.send({ type: "full-reload" });
          });
        }, 100);
      };
      server.watcher.on("change", edited).on("add", edited).on("unlink", edited);
    },
  };
}

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
  plugins: [contentReload(), tailwindcss(), reactRouter()],
});
