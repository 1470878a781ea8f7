// Lint rules for the whole project; `npm run lint` runs them (`eslint .`),
// then looks for import circles (`lint:cycles`: dpdm over every import, type-only
// ones included), and fails on any error. Formatting is Prettier's job, not
// ESLint's. What this checks:
// - TypeScript's recommended rules and the React hooks rules;
// - which folder may import which (import-x/no-restricted-paths, the zones
//   below; each folder's README.md says the same in one line);
// - no `../` in an import: `./` reaches the same folder and below, anything
//   else goes through an alias of package.json "imports" (#app/*, #server/*,
//   #scripts/*, #tests/*).
// - no words written in a component, a route or the root (no-restricted-syntax,
//   literalText below): every word a page shows comes from the language's
//   content, so no English is left on a translated page.
// Test files (*.test.*, tests/) are exempt from the zones and from the `../`
// rule: they check the code across folders, they are not part of it.
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const testFiles = ["**/*.test.{ts,tsx}", "tests/**"];

/** Forbids files under `target` to import anything under `from`, bar `except`. */
const zone = (target, from, message, except) => ({ target, from, message, except });

/** The folders between the content and the pages: what loaders and components make of the content. */
const helperFolders = [
  "./app/page-list",
  "./app/seo",
  "./app/design",
  "./app/reviews",
  "./app/contact",
];

const importZones = [
  zone(
    "./app/content-loader",
    "./app",
    "Content is data at the bottom: it imports only other content, and the one template filler (app/contact/format.ts).",
    ["./content-loader", "./contact/format.ts"],
  ),
  zone(
    "./app/components",
    "./app/content-loader",
    "Components take props, never content: the route passes content in, and the component declares the prop types it needs.",
  ),
  zone(
    ["./app/components", "./app/content-loader", ...helperFolders],
    "./app/routes",
    "Nothing imports a page: routes are the top of the app.",
  ),
  zone(
    ["./app/components", "./app/content-loader", ...helperFolders, "./app/routes"],
    "./app/root.tsx",
    "Nothing imports the root route: declare what it shares in app/page-list/.",
  ),
  zone("./app", "./server", "The app never imports the server."),
  zone("./app", "./scripts", "The app never imports scripts."),
  zone("./app", "./tests", "Only tests import from tests/."),
  zone(
    "./server",
    "./app",
    "The server imports only what the form shares with it, from app/contact/.",
    ["./contact"],
  ),
  zone("./server", "./scripts", "The server never imports scripts."),
  zone("./server", "./tests", "Only tests import from tests/."),
  zone(
    "./scripts",
    "./server",
    "Scripts use only the server's public entries: app.ts (buildApp), main.ts (start), security-headers.ts (the header policy the build writes too) and commands/command-line.ts (how every command reads its arguments).",
    ["./app.ts", "./main.ts", "./security-headers.ts", "./commands/command-line.ts"],
  ),
  zone("./scripts", "./tests", "Only tests import from tests/."),
];

const literalText =
  "Words go in the content files (content/), never in a component or a route: a sentence written here would be English on every language's page.";

/** Props and attributes that carry words a person reads or hears. */
const wordProps =
  "/^(intro|heading|title|subtitle|label|description|text|alt|placeholder|aria-label|aria-description|summary|caption)$/";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    plugins: { "import-x": importX },
    settings: {
      // Resolves relative paths and package.json "imports" (#app/*) as Node does,
      // and reads TypeScript files, for the zones below.
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
  },
  {
    ignores: testFiles,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: importZones }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)\\.\\.(/|$)",
              message:
                "No `../` in imports: use ./ within the folder, or the alias #app/, #server/, #scripts/ or #tests/ across folders.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server reads app/contact/, so the folder reads only itself, content
    // only through facts.ts, and the list of languages (no content) through
    // languages.ts.
    files: ["app/contact/**"],
    ignores: [...testFiles, "app/contact/facts.ts", "app/contact/languages.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...importZones,
            zone(
              "./app/contact",
              "./app",
              "app/contact/ is what the server shares: it imports only itself, content only through facts.ts, and the typographer (typography.ts, which holds no content).",
              ["./contact", "./content-loader/typography.ts"],
            ),
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**/*.tsx", "app/routes/**/*.tsx", "app/root.tsx"],
    ignores: testFiles,
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "JSXText[value=/[A-Za-z]{2,}/]", message: literalText },
        {
          selector: "JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]",
          message: literalText,
        },
        {
          selector:
            "JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]",
          message: literalText,
        },
        {
          selector: `JSXAttribute[name.name=${wordProps}] > Literal[value=/[A-Za-z]{2,}/]`,
          message: literalText,
        },
        {
          selector: `JSXAttribute[name.name=${wordProps}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]`,
          message: literalText,
        },
      ],
    },
  },
  {
    // Playwright Test's fixtures: a fixture that needs no other fixture takes
    // `{}` (Playwright reads the pattern to know what a fixture depends on),
    // and hands its value on through a callback named `use`, which is not
    // React's hook.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
