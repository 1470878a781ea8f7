// Rewrites a prerendered page so that its JavaScript waits for the first
// paint. React Router puts a modulepreload link for every module of the page
// in <head>, where those downloads compete with the stylesheet on a slow
// connection, and starts the app from an inline module script. This keeps
// the same modules and the same start-up code, but moves both behind the
// window's load event and the next paint after it (a fast server can fire
// load before the first paint, and requests started then still compete with
// it): the page paints from HTML and CSS alone, then the preloads are added
// and the app hydrates.
//
// Starting a request costs the main thread about a millisecond on a slow
// phone, so the preloads go in a few at a time, with a pause between batches
// in which the browser can do other work: 20 preloads in one go made a task
// long enough to count as blocking time.

const preloadPattern = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const entryPattern = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^import (?:\* as (\w+) from )?"([^"]+)";$/;
const dynamicImport = /^import\("([^"]+)"\);$/;

/** How many modulepreload links are added in one task. */
export const preloadBatch = 3;

export type DeferResult = { html: string; preloads: string[] };

/** Whether a prerendered page loads JavaScript at all (only pages whose route asks to hydrate do). */
export function hydrates(html: string): boolean {
  return html.includes('<script type="module"');
}

/**
 * Returns the page with its modulepreload links removed from <head> and its
 * entry script rewritten to run after `load`. Throws when the page does not
 * have the shape React Router's prerender produces, so a framework upgrade
 * that changes it fails the build instead of shipping a page that never
 * hydrates.
 */
export function deferHydration(html: string): DeferResult {
  const preloads = [...html.matchAll(preloadPattern)].map((match) => match[1] ?? "");
  const entry = entryPattern.exec(html);
  if (!entry) throw new Error("no React Router entry script found");

  const imports: { name?: string; href: string }[] = [];
  const statements: string[] = [];
  let entryHref: string | undefined;
  for (const line of (entry[1] ?? "").split("\n").map((text) => text.trim())) {
    if (line === "") continue;
    const moduleImport = staticImport.exec(line);
    const startImport = dynamicImport.exec(line);
    if (moduleImport) imports.push({ name: moduleImport[1], href: moduleImport[2] ?? "" });
    else if (startImport) entryHref = startImport[1];
    else if (line.startsWith("window.__reactRouterRouteModules = ")) statements.push(line);
    else throw new Error(`unexpected line in the entry script: ${line.slice(0, 80)}`);
  }
  if (!entryHref || statements.length !== 1)
    throw new Error("entry script has an unexpected shape");

  const names = imports.map((item, index) => item.name ?? `_${index}`);
  const script = [
    "const start = async () => {",
    `  const preloads = ${JSON.stringify(preloads)};`,
    `  for (let index = 0; index < preloads.length; index += ${preloadBatch}) {`,
    `    for (const href of preloads.slice(index, index + ${preloadBatch})) {`,
    '      const link = document.createElement("link");',
    '      link.rel = "modulepreload";',
    "      link.href = href;",
    "      document.head.append(link);",
    "    }",
    "    await new Promise((resolve) => setTimeout(resolve));",
    "  }",
    `  const [${names.join(", ")}] = await Promise.all([${imports.map((item) => `import(${JSON.stringify(item.href)})`).join(", ")}]);`,
    `  ${statements[0]}`,
    `  await import(${JSON.stringify(entryHref)});`,
    "};",
    "const afterPaint = () => requestAnimationFrame(() => setTimeout(start));",
    'if (document.readyState === "complete") afterPaint();',
    'else addEventListener("load", afterPaint, { once: true });',
  ].join("\n");

  return {
    html: html
      .replace(preloadPattern, "")
      .replace(entryPattern, () => `<script type="module">${script}</script>`),
    preloads,
  };
}
