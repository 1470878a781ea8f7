// @vitest-environment node
// The READMEs name real things: every `npm run <script>` (and `npm start`,
// `npm test`) is a script of package.json, and every path of the repository
// they name (content/…, app/…, scripts/…, server/…, tests/…, docs/…,
// deploy/…), in backticks, in a link or in plain words, exists. A path with a
// placeholder or a glob in it (`<page>`, `*`, `{…}`) is a pattern, not a
// file, and is skipped. The decision records are history and may name files
// that are gone; they are not checked. Nor are the photographs the README
// asks the practice to add (content/photos/portrait.jpg, …).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { photoExtensions, photoKeys } from "#app/content/photos.ts";

const root = path.resolve(import.meta.dirname, "..");
const scripts = Object.keys(
  (
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts,
);

/** The root README and every README.md in the folders people read. */
const readmes = [
  "README.md",
  ...["app", "content", "deploy", "docs", "scripts", "server", "tests"].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "README.md")
      .map((file) => path.join(folder, file)),
  ),
];

const pathStart = /(?<![\w./~-])(?:app|content|deploy|docs|scripts|server|tests)\/[^\s`'"()\]]*/g;

/** The repository paths a text names, without a trailing `.`, `,`, `:`, a line number or an anchor. */
export function namedPaths(text: string): string[] {
  const found = [...text.matchAll(pathStart)].map(([match]) =>
    match
      .replace(/#.*$/, "")
      .replace(/:\d+(-\d+)?$/, "")
      .replace(/[.,;:]+$/, ""),
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
  return [...new Set(found)];
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

/** What a README names that is not there, one line each. */
export function missingIn(file: string, text: string): string[] {
  return [
    ...namedScripts(text)
      .filter((script) => !scripts.includes(script))
      .map((script) => `${file}: npm run ${script}: no such script in package.json`),
    ...namedPaths(text)
      .filter((named) => !exists(named))
      .map((named) => `${file}: ${named}: no such file or folder`),
  ];
}

describe("the READMEs", () => {
  it("are found, the root's and the folders'", () => {
    expect(readmes).toEqual(
      expect.arrayContaining(["README.md", "content/README.md", "app/pages/README.md"]),
    );
  });

  it.each(readmes)("%s names only scripts and paths that exist", (file) => {
    expect(missingIn(file, readFileSync(path.join(root, file), "utf8"))).toEqual([]);
  });

  it("finds what the root README names, so the check above has something to check", () => {
    const text = readFileSync(path.join(root, "README.md"), "utf8");
    expect(namedScripts(text)).toEqual(
      expect.arrayContaining(["check", "release:check", "content:packet", "lint", "start"]),
    );
    expect(namedPaths(text)).toEqual(
      expect.arrayContaining(["content/practice/en/facts.yaml", "app/pages/page-list.ts"]),
    );
  });

  it("names a made-up script and path, so the check can fail", () => {
    const text = [
      "Run `npm run check` / `no-such-script`, then `npm run\nmade-up:task`.",
      "Open `app/content/no-such-file.ts`, [the notes](docs/no-such-folder/), or",
      "scripts/nope.ts. Skipped: `content/pages/<page>.yaml`, `content/pages/*/home.yaml`.",
      "Real: `content/practice/en/facts.yaml:62` and docs/decisions/011, and https://example.org/app/x.",
      "To add: `content/photos/Portrait.JPEG`; not a photo the site takes: `content/photos/portrait.gif`.",
    ].join("\n");
    expect(missingIn("made-up.md", text)).toEqual([
      "made-up.md: npm run made-up:task: no such script in package.json",
      "made-up.md: npm run no-such-script: no such script in package.json",
      "made-up.md: app/content/no-such-file.ts: no such file or folder",
      "made-up.md: docs/no-such-folder/: no such file or folder",
      "made-up.md: scripts/nope.ts: no such file or folder",
      "made-up.md: content/photos/portrait.gif: no such file or folder",
    ]);
  });
});
