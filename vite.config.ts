import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { type Plugin, defineConfig } from "vite";
import type * as ContentFiles from "./app/content/files.ts";
import type * as OneLineErrors from "./scripts/one-line-errors.ts";

/**
 * A module of the project imported by Node itself, not bundled into this
 * config: the content modules read files and keep what they read.
 */
const nodeImport = <T>(path: string) => import(new URL(path, import.meta.url).href) as Promise<T>;

/**
 * Content modules as data in the bundles (docs/decisions/016): the browser
 * cannot read content/, so for these modules the build runs each in Node, with
 * the same code the server and the tests use (a bad file stops the build with
 * its line), and puts what it exports into the bundle as plain data. Only data
 * crosses: a function or a schema it exports is left out.
 */
const asData = /\/app\/content\/(practice-facts|fallback-words)\.ts$/;
const isPlainData = (value: unknown): boolean =>
  value === null ||
  ["string", "number", "boolean"].includes(typeof value) ||
  (Array.isArray(value) && value.every(isPlainData)) ||
  (typeof value === "object" &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value as object).every(isPlainData));

function contentAsData(): Plugin {
  return {
    name: "content-as-data",
    enforce: "pre",
    async load(id) {
      const file = id.split("?")[0] ?? "";
      if (!asData.test(file)) return null;
      const module = (await import(`${pathToFileURL(file).href}?at=${Date.now()}`)) as object;
      return Object.entries(module)
        .filter(([, value]) => isPlainData(value))
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n");
    },
  };
}

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
// Router still builds it, and its prerender renders every page from it.
export default defineConfig({
  plugins: [contentAsData(), contentReload(), tailwindcss(), reactRouter()],
});
