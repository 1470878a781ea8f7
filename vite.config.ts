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

// How the client JavaScript is cut and compiled (docs/decisions/005 and 006):
// - React, React DOM and React Router go into one "framework" chunk, so a
//   page starts about 10 module requests fewer and gzip sees one dictionary;
// - the root route and everything it imports (header, menu, footer, the
//   error pages) form one "shell" chunk: every page loads all of it anyway,
//   and one file compresses better than eight. The book and call buttons
//   join it: nearly every page ends with them, and the contact page shares
//   the call button, so on their own they would be one more small file;
// - the contact page's own parts (the form, its rules, the contact card,
//   the checklist and the sections they sit in) form one "contact-page"
//   chunk: only the contact page and the 404 page load JavaScript, so no
//   other page pays for it, and seven small files become one (the site in
//   four languages has four times the routes, and the route manifest grew
//   by 0.9 KB gzip; this keeps the contact page within its budget);
// - every chunk starts with V8's compile hint `allFunctionsCalledOnLoad`,
//   which has Chromium compile its functions while the file streams in,
//   off the main thread, instead of one by one on first call during
//   hydration, where each compile adds to Total Blocking Time.
export default defineConfig({
  plugins: [contentAsData(), tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        postBanner: "//# allFunctionsCalledOnLoad",
        codeSplitting: {
          groups: [
            {
              name: "framework",
              priority: 3,
              test: /node_modules\/(react|react-dom|scheduler|react-router)\//,
            },
            {
              name: "contact-page",
              priority: 1,
              test: /\/app\/(routes\/contact\.tsx|components\/sections\/(after-hours|contact-card|checklist|contact-form|contact-outcome|text-blocks|section)\.tsx|components\/ui\/(input|label)\.tsx|lib\/(loader-meta|contact-submit)\.ts|lib\/contact\/)/,
            },
            {
              name: "shell",
              priority: 2,
              test: /\/app\/(root\.tsx|components\/sections\/book-and-call\.tsx)$/,
            },
          ],
        },
      },
    },
  },
});
