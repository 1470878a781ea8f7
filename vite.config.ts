import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { type Plugin, defineConfig } from "vite";
import { contentFolder } from "./app/content/files.ts";
import { readPracticeFacts } from "./app/content/practice-facts.ts";

/**
 * The practice's facts as data in the bundles (docs/decisions/016): the
 * browser cannot read content/practice/en.yaml, so the build reads and
 * checks it here, with the same code the server and the tests use, and puts
 * the result into app/content/practice-facts.ts in its place. A bad file
 * stops the build with its line; in development an edit reloads.
 */
function practiceFactsAsData(): Plugin {
  return {
    name: "practice-facts-as-data",
    enforce: "pre",
    load(id) {
      if (!id.split("?")[0]?.endsWith("/app/content/practice-facts.ts")) return null;
      this.addWatchFile(resolve(contentFolder, "practice", "en.yaml"));
      const facts = readPracticeFacts();
      return [
        "export const practiceSchema = undefined;",
        "export function readPracticeFacts() { return practiceFacts; }",
        `export const practiceFacts = ${JSON.stringify(facts)};`,
      ].join("\n");
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
  plugins: [practiceFactsAsData(), tailwindcss(), reactRouter()],
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
