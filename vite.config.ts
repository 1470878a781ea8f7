import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { pathToFileURL } from "node:url";
import { type Plugin, defineConfig } from "vite";

/**
 * Content modules as data in the bundles (docs/decisions/016): the browser
 * cannot read content/, so for these modules the build runs each in Node, with
 * the same code the server and the tests use (a bad file stops the build with
 * its line), and puts what it exports into the bundle as plain data. Only data
 * crosses: a function or a schema it exports is left out. In development, an
 * edit under content/ reloads.
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
      this.addWatchFile(new URL("./content", import.meta.url).pathname);
      const module = (await import(`${pathToFileURL(file).href}?at=${Date.now()}`)) as object;
      return Object.entries(module)
        .filter(([, value]) => isPlainData(value))
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n");
    },
  };
}

// No page loads the client build's JavaScript (docs/decisions/017): React
// Router still builds it, and its prerender renders every page from it.
export default defineConfig({
  plugins: [contentAsData(), tailwindcss(), reactRouter()],
});
