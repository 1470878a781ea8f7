// The content files under content/ are YAML. A build, a test or a script
// imports one like a module: its default export is the file's data, and
// `lines` gives the line of each key ("condition/migraine.medical.on" → 4),
// so a schema's complaint can name the line to fix. Vite and Vitest read
// them through `yamlPlugin` (vite.config.ts, vitest.config.ts); scripts run
// by Node through scripts/yaml-hooks.ts.
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node } from "yaml";
import type { Plugin } from "vite";

/** A YAML file as the source of an ES module; a file that is not valid YAML throws, naming its line. */
export function yamlModule(text: string, file: string): string {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const [problem] = document.errors;
  if (problem) {
    const { line, col } = problem.linePos?.[0] ?? { line: 0, col: 0 };
    throw new Error(`${file}, line ${line}, column ${col}: ${problem.message.split("\n")[0]}`);
  }
  const lines: Record<string, number> = {};
  const visit = (node: unknown, path: string) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const at = path ? `${path}.${key}` : key;
        const range = (pair.key as Node | null)?.range;
        if (range) lines[at] = lineCounter.linePos(range[0]).line;
        visit(pair.value, at);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        const at = path ? `${path}.${index}` : String(index);
        const range = (item as Node | null)?.range;
        if (range) lines[at] = lineCounter.linePos(range[0]).line;
        visit(item, at);
      });
    }
  };
  visit(document.contents, "");
  return [
    `export default ${JSON.stringify(document.toJS() ?? null)};`,
    `export const lines = ${JSON.stringify(lines)};`,
  ].join("\n");
}

/** Vite's side: `import data, { lines } from "…/file.yaml"`. */
export function yamlPlugin(): Plugin {
  return {
    name: "content-yaml",
    transform(text, id) {
      if (!id.endsWith(".yaml")) return null;
      return { code: yamlModule(text, id), map: null };
    },
  };
}
