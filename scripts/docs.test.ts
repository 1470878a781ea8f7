// @vitest-environment node
// The docs name real things. The READMEs and docs/operations.md: every
// `npm run <script>` (and `npm start`, `npm test`) is a script of
// package.json, every path of the repository they name (content/…, app/…,
// scripts/…, server/…, tests/…, docs/…, deploy/…), in backticks, in a link or
// in plain words, exists, and every relative Markdown link leads to a file
// (and to a heading of it, when it names one). The comments of the code say
// the same of the scripts and paths they name; under app/, a path may also be
// written from app/ (contact/format.ts is app/contact/format.ts). A path
// with a placeholder or a glob in it (`<page>`, `*`, `{…}`) is a pattern, not
// a file, and is skipped, as is a script named in capitals (`npm run X`). The
// decision records are history and may name files that are gone; they are not
// checked. Nor are the photographs the README asks the practice to add
// (content/photos/portrait.jpg, …).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { photoExtensions, photoKeys } from "#app/content-loader/photos.ts";

const root = path.resolve(import.meta.dirname, "..");
const scripts = Object.keys(
  (
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts,
);

/** The files under a folder of the repository, as paths from the root. */
const filesUnder = (folder: string) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => !file.split(path.sep).includes("node_modules"))
    .map((file) => path.join(folder, file));

/** The root README, every README.md in the folders people read, and the guides of docs/ (not its decisions). */
const readmes = [
  "README.md",
  ...["app", "content", "deploy", "docs", "scripts", "server", "tests"].flatMap((folder) =>
    filesUnder(folder).filter((file) => path.basename(file) === "README.md"),
  ),
  ...filesUnder("docs").filter(
    (file) => file.endsWith(".md") && !file.startsWith("docs/decisions/") && !readmesOf(file),
  ),
];

function readmesOf(file: string): boolean {
  return path.basename(file) === "README.md";
}

/** The code whose comments are checked: the project's own TypeScript and JavaScript. */
const codeFiles = [
  ...["app", "deploy", "scripts", "server", "tests"].flatMap(filesUnder),
  ...readdirSync(root),
].filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && file !== "scripts/docs.test.ts");

const pathStart = /(?<![\w./~-])(?:app|content|deploy|docs|scripts|server|tests)\/[^\s`'"()\]]*/g;

/** The repository paths a text names, without a trailing `.`, `,`, `:`, a line number or an anchor. */
export function namedPaths(text: string): string[] {
  const found = [...text.matchAll(pathStart)].map(([match]) =>
    match
      .replace(/#.*$/, "")
      .replace(/:\d+(-\d+)?$/, "")
      .replace(/[.,;:\\]+$/, ""),
  );
  return [...new Set(found)].filter((named) => !/[<>*{}…]/.test(named));
}

/** The npm scripts a text runs: `npm run a` and `npm run a` / `b` / `c` in a table, `npm start`, `npm test`. */
export function namedScripts(text: string): string[] {
  const flat = text.replace(/\s+/g, " ");
  const found = [...flat.matchAll(/\bnpm (?:run ([\w:.-]+)|(start|test)\b)/g)].map(
    ([, script, builtIn]) => (script ?? builtIn)!,
  );
  // The others of a table cell: `npm run typecheck` / `lint` / `format`.
  for (const [, others] of flat.matchAll(/`npm run [^`]*`((?: ?\/ ?`[\w:.-]+`)+)/g)) {
    found.push(...[...others!.matchAll(/`([\w:.-]+)`/g)].map(([, name]) => name!));
  }
  return [...new Set(found)].filter((name) => !/^[A-Z]+$/.test(name));
}

/** The comments of a source file, one line each without its `//` or `*`: comment lines, ends of lines, and the lines of a block comment. */
export function commentsOf(source: string): string {
  return source
    .split("\n")
    .flatMap((line) => {
      const trimmed = line.trim();
      if (/^(\/\/|\/\*|\*)/.test(trimmed)) return [trimmed.replace(/^(\/\/+|\/\*+|\*+)/, "")];
      const after = /(?:^|[\s;,{}()])\/\/ (.*)$/.exec(line);
      return after ? [after[1]!] : [];
    })
    .join("\n");
}

/** Relative Markdown links, `[text](to)`: not a web address, an e-mail or an anchor on the same page. */
function linksOf(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, to]) => to!)
    .filter((to) => !/^([a-z]+:|#)/i.test(to));
}

/** A heading's anchor as GitHub makes it: lower case, spaces to `-`, other punctuation dropped. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** What a document's relative links lead to that is not there, one line each. */
export function brokenLinksIn(file: string, text: string): string[] {
  return linksOf(text).flatMap((to) => {
    const [target, anchor] = to.split("#") as [string, string | undefined];
    const resolved = path.join(path.dirname(file), decodeURI(target));
    if (!existsSync(path.join(root, resolved))) return [`${file}: ${to}: no such file`];
    if (anchor === undefined || !resolved.endsWith(".md")) return [];
    const headings = readFileSync(path.join(root, resolved), "utf8")
      .split("\n")
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, "")));
    return headings.includes(anchor) ? [] : [`${file}: ${to}: no such heading`];
  });
}

/** The photos the README asks the practice to add: content/photos/portrait.jpg is not there yet. */
const photoToAdd = new RegExp(
  `^content/photos/(${photoKeys.join("|")})(${photoExtensions.join("|").replaceAll(".", "\\.")})$`,
  "i",
);

/** Whether a named path is in the repository; `docs/decisions/011` names 011-html-first.md. */
function exists(named: string): boolean {
  if (existsSync(path.join(root, named)) || photoToAdd.test(named)) return true;
  const decision = /^docs\/decisions\/(\d{3})$/.exec(named);
  return (
    decision !== null &&
    readdirSync(path.join(root, "docs/decisions")).some((file) => file.startsWith(decision[1]!))
  );
}

/** What a README or a file's comments name that is not there, one line each. */
export function missingIn(file: string, text: string): string[] {
  // Code under app/ may write a path from app/, as its imports do (#app/content-loader/…).
  const found = (named: string) =>
    exists(named) || (file.startsWith("app/") && exists(path.join("app", named)));
  return [
    ...namedScripts(text)
      .filter((script) => !scripts.includes(script))
      .map((script) => `${file}: npm run ${script}: no such script in package.json`),
    ...namedPaths(text)
      .filter((named) => !found(named))
      .map((named) => `${file}: ${named}: no such file or folder`),
  ];
}

describe("the READMEs", () => {
  it("are found, the root's and the folders'", () => {
    expect(readmes).toEqual(
      expect.arrayContaining(["README.md", "content/README.md", "app/page-list/README.md"]),
    );
  });

  it("include docs/operations.md", () => {
    expect(readmes).toContain("docs/operations.md");
  });

  it.each(readmes)("%s names only scripts and paths that exist", (file) => {
    expect(missingIn(file, readFileSync(path.join(root, file), "utf8"))).toEqual([]);
  });

  it.each(readmes)("%s links only to files and headings that exist", (file) => {
    expect(brokenLinksIn(file, readFileSync(path.join(root, file), "utf8"))).toEqual([]);
  });

  it("finds what the root README names, so the check above has something to check", () => {
    const text = readFileSync(path.join(root, "README.md"), "utf8");
    expect(namedScripts(text)).toEqual(
      expect.arrayContaining(["check", "release:check", "content:packet", "lint", "start"]),
    );
    expect(namedPaths(text)).toEqual(
      expect.arrayContaining(["app/content-loader/photos.ts", "app/contact/limits.ts"]),
    );
    expect(linksOf(text)).toEqual(
      expect.arrayContaining(["content/README.md", "docs/operations.md"]),
    );
  });

  it("finds what docs/operations.md names", () => {
    const text = readFileSync(path.join(root, "docs/operations.md"), "utf8");
    expect(namedScripts(text)).toEqual(
      expect.arrayContaining(["inbox", "deploy", "deploy:rollback"]),
    );
    expect(namedPaths(text)).toEqual(
      expect.arrayContaining(["scripts/deploy/deploy.ts", "deploy/brooklyn-headache.service"]),
    );
  });

  it("names a made-up script and path, so the check can fail", () => {
    const text = [
      "Run `npm run check` / `no-such-script`, then `npm run\nmade-up:task`.",
      "Open `app/content-loader/no-such-file.ts`, [the notes](docs/no-such-folder/), or",
      "scripts/nope.ts. Skipped: `content/pages/<page>.yaml`, `content/pages/*/home.yaml`.",
      "Real: `content/practice/en/facts.yaml:62` and docs/decisions/011, and https://example.org/app/x.",
      "To add: `content/photos/Portrait.JPEG`; not a photo the site takes: `content/photos/portrait.gif`.",
    ].join("\n");
    expect(missingIn("made-up.md", text)).toEqual([
      "made-up.md: npm run made-up:task: no such script in package.json",
      "made-up.md: npm run no-such-script: no such script in package.json",
      "made-up.md: app/content-loader/no-such-file.ts: no such file or folder",
      "made-up.md: docs/no-such-folder/: no such file or folder",
      "made-up.md: scripts/nope.ts: no such file or folder",
      "made-up.md: content/photos/portrait.gif: no such file or folder",
    ]);
  });

  it("names a link that leads nowhere, so the check can fail", () => {
    const text = [
      "[ops](docs/operations.md), [gone](docs/gone.md), [site](https://example.org/x.md),",
      "[here](#a-heading), [heading](content/README.md#reviews-what-the-pages-may-claim),",
      "[no heading](content/README.md#no-such-heading).",
    ].join("\n");
    expect(brokenLinksIn("made-up.md", text)).toEqual([
      "made-up.md: docs/gone.md: no such file",
      "made-up.md: content/README.md#no-such-heading: no such heading",
    ]);
    expect(anchorOf("Reviews: what the pages may claim")).toBe("reviews-what-the-pages-may-claim");
    expect(anchorOf("On your own computer: `npm run editor`")).toBe(
      "on-your-own-computer-npm-run-editor",
    );
  });
});

describe("the comments of the code", () => {
  it("are found in the app, the server, the scripts, the tests and the configuration", () => {
    expect(codeFiles).toEqual(
      expect.arrayContaining([
        "app/root.tsx",
        "server/main.ts",
        "scripts/test-total.ts",
        "vitest.config.ts",
      ]),
    );
  });

  it.each(codeFiles)("of %s name only scripts and paths that exist", (file) => {
    expect(missingIn(file, commentsOf(readFileSync(path.join(root, file), "utf8")))).toEqual([]);
  });

  it("are read apart from the code, so a path in a string is not taken for one", () => {
    const source = [
      "// Made by scripts/nope.ts; run `npm run",
      "// made-up:task`, or `npm run X` for any X.",
      'const file = "app/not-a-comment.ts"; // see tests/none.ts',
      "/**",
      " * From app/content-loader/glossary.ts.",
      " */",
      'const url = "https://example.org/app/x";',
    ].join("\n");
    expect(missingIn("app/made-up.ts", commentsOf(source))).toEqual([
      "app/made-up.ts: npm run made-up:task: no such script in package.json",
      "app/made-up.ts: scripts/nope.ts: no such file or folder",
      "app/made-up.ts: tests/none.ts: no such file or folder",
    ]);
    expect(missingIn("scripts/made-up.ts", "// content/glossary.ts")).toEqual([
      "scripts/made-up.ts: content/glossary.ts: no such file or folder",
    ]);
  });
});
