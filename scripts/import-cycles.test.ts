// No import circle anywhere in the project's code, type-only imports
// included: eslint's import-x/no-cycle leaves `import type` out, so dpdm
// reads every import, resolving the #app/… paths through tsconfig.json.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

async function circles(entries: string[], context = root) {
  const tree = await parseDependencyTree(entries, {
    context,
    cwd: context,
    tsconfig: path.join(root, "tsconfig.json"),
    transform: false,
    skipDynamicImports: false,
  });
  return parseCircular(tree).map((circle) => circle.join(" → "));
}

describe("import circles", () => {
  it("there are none, type-only imports included", async () => {
    const found = await circles([
      "app/**/*.{ts,tsx}",
      "server/**/*.ts",
      "scripts/**/*.ts",
      "tests/**/*.{ts,tsx}",
    ]);
    expect(found).toEqual([]);
  });

  it("would find one made of type imports alone", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "import-circle-"));
    try {
      writeFileSync(
        path.join(folder, "a.ts"),
        'import type { B } from "./b.ts";\nexport type A = { b?: B };\n',
      );
      writeFileSync(
        path.join(folder, "b.ts"),
        'import type { A } from "./a.ts";\nexport type B = { a?: A };\n',
      );
      expect(await circles(["*.ts"], folder)).toEqual([
        expect.stringMatching(/^(a\.ts → b\.ts|b\.ts → a\.ts)$/),
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
