// The built site as files: every page of the list of pages, in every
// language, read from build/client and parsed once per test file. The static
// checks read what the HTML itself states here, without a server or a
// browser; the browser tests (tests/e2e/) keep what needs one.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { notFoundKey, sitePages } from "#app/page-list/page-list.ts";
import { defaultClientDir } from "#server/app.ts";

export { defaultClientDir as clientDir };

/** A page's HTML file under build/client, as the CSP manifest names it ("about/index.html"). */
export const htmlFileOf = (urlPath: string) =>
  urlPath === "/" ? "index.html" : `${urlPath.slice(1)}/index.html`;

/** The static tests' global setup (vitest.config.ts): without a build, they stop in one line. */
export function setup() {
  if (!existsSync(path.join(defaultClientDir, "index.html"))) {
    throw new Error("No build in build/client: run `npm run build` before the static checks.");
  }
}

/** Every page of the list of pages (each language's 404 pages too); `file` under build/client. */
function parsePages() {
  return sitePages().map((page) => {
    const file = htmlFileOf(page.path);
    const html = readFileSync(path.join(defaultClientDir, file), "utf8");
    return { page, file, html, document: new JSDOM(html).window.document };
  });
}

export type BuiltPage = ReturnType<typeof parsePages>[number];

let cache: BuiltPage[] | undefined;
/** Every page, parsed once per test file. */
export const builtPages = () => (cache ??= parsePages());

/** Every page a visitor can open (the 404 pages left out). */
export const openablePages = () => builtPages().filter(({ page }) => page.key !== notFoundKey);

export function builtPage(urlPath: string): BuiltPage {
  const found = builtPages().find(({ page }) => page.path === urlPath);
  if (!found) throw new Error(`no built page for ${urlPath}`);
  return found;
}

export const readBuilt = (file: string) => readFileSync(path.join(defaultClientDir, file));

/** Text as a page reads once its spaces are squeezed (the typographer's no-break spaces too). */
export const squeezed = (text: string | null | undefined) =>
  (text ?? "").replace(/\s+/g, " ").trim();

/** That `second` comes after `first` in the page (Node.DOCUMENT_POSITION_FOLLOWING). */
export const follows = (first: Node | undefined, second: Node) =>
  Boolean(first && first.compareDocumentPosition(second) & 4);
